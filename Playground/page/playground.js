// The playground page's script. It makes no decisions: it forwards pointer events, the Escape
// key, button clicks, control changes, the screen's size, the system's Reduce Motion preference
// and each display frame's time to the WebAssembly engine (SideMenuCore plus
// Sources/SideMenuPlayground/Session), and draws what the engine returns. Whether a drag opens
// the menu, when a tap counts, how the spring moves, how wide the menu is and which values are
// valid: all of that happens in Swift, the same code an iOS app runs. The readouts and the Swift
// export show the engine's resolved and validated values, never the controls' raw ones.
//
// Every call into the module is logged (window.sideMenuPlayground.trace) with the frame state
// after each display frame (.frames), so the browser test can replay the same calls through the
// native build (`sidemenu-playground --replay`) and compare.
"use strict";

(async function main() {
  // The layout of the engine's output buffer (PlaygroundOutput in PlaygroundSession.swift).
  const F = {
    progress: 0, side: 1, menuX: 2, menuY: 3, menuWidth: 4, menuHeight: 5,
    menuTx: 6, menuTy: 7, menuScale: 8, menuAlpha: 9, menuShadowOpacity: 10,
    menuShadowRadius: 11, menuHidden: 12, contentTx: 13, contentTy: 14, contentScale: 15,
    contentAlpha: 16, contentCornerRadius: 17, contentShadowOpacity: 18,
    contentShadowRadius: 19, scrimAlpha: 20, menuAboveContent: 21, velocity: 22, phase: 23,
    marks: 24, displayLinkActive: 25, contentInteractive: 26, focusRequest: 27,
    containerWidth: 28, containerHeight: 29, layoutDirection: 30, time: 31, heading: 32,
    contentX: 33, contentWidth: 34, dockedFraction: 35, docked: 36, hasScrim: 37,
    menuCornerRadius: 38, menuInsetTop: 39, menuInsetLeft: 40, menuInsetBottom: 41,
    menuInsetRight: 42, count: 43,
  };
  // PlaygroundReadout in PlaygroundSession.swift.
  const R = {
    resolvedWidth: 0, requestedWidth: 1, widthLimit: 2, maximumWidth: 3,
    minimumContentMargin: 4, widthFraction: 5, openResponse: 6, openDamping: 7,
    closeResponse: 8, closeDamping: 9, flingThreshold: 10, style: 11, edge: 12, menuSide: 13,
    minimumWidth: 14, screenWidth: 15, docking: 16, isDocked: 17,
    dockingMinimumContainerWidth: 18, dockingMinimumContentWidth: 19, contentOffset: 20,
    edgePeek: 21, presetContentOffset: 22, edgePeekDelay: 23, glassPanel: 24, panelInset: 25,
    panelCornerRadius: 26,
  };
  const POINTER = { down: 0, move: 1, up: 2, cancel: 3 };
  const COMMAND = { escape: 0, toggle: 1, close: 2 };
  const SETTING = { reduceMotion: 9, containerWidth: 10, containerHeight: 11 };
  const MARK = { release: 1, interruption: 2 };
  const PHASE_NAMES = ["closed", "opening", "open", "closing"];
  // PlaygroundHeading.
  const HEADING_NAMES = ["at rest", "heading open", "heading closed", "following the finger",
    "held by the finger"];
  // PlaygroundWidthLimit: why the resolved width is what it is.
  const LIMIT_TEXT = [
    () => "",
    (r) => `raised to the ${points(r[R.minimumWidth])} minimum`,
    (r) => `capped by the ${points(r[R.maximumWidth])} maximum`,
    (r) => `capped: the engine keeps a ${points(r[R.minimumContentMargin])} content margin`,
  ];
  // Control id → setting key (PlaygroundSetting) and the readout showing the engine's value.
  const CONTROLS = [
    ["style", 0, R.style], ["edge", 1, R.edge], ["direction", 2, null],
    ["width", 3, R.widthFraction], ["open-response", 4, R.openResponse],
    ["open-damping", 5, R.openDamping], ["close-response", 6, R.closeResponse],
    ["close-damping", 7, R.closeDamping], ["fling", 8, R.flingThreshold],
    ["reduce-motion", 9, null], ["docking", 12, R.docking],
    ["content-offset", 13, R.contentOffset], ["edge-peek", 14, null],
    ["glass-panel", 15, null],
  ];
  // How each slider's engine value reads, with its unit.
  const READOUT_TEXT = {
    "width": (v) => `${Math.round(v * 100)} %`,
    "open-response": (v) => `${v.toFixed(2)} s`,
    "open-damping": (v) => v.toFixed(2),
    "close-response": (v) => `${v.toFixed(2)} s`,
    "close-damping": (v) => v.toFixed(2),
    "fling": (v) => `${Math.round(v)} pt/s`,
    "content-offset": (v) => `${Math.round(v * 100)} %`,
  };
  // The app's texts. In right-to-left mode the app shows right-to-left text, as a localized
  // app would; English punctuation in a right-to-left paragraph would move to the wrong end.
  const TEXTS = {
    ltr: null, // filled from the page as written
    rtl: {
      lang: "ar", title: "البريد الوارد", menuTitle: "صناديق البريد", inbox: "الوارد",
      starred: "المميّزة", sent: "المرسلة", settings: "الإعدادات", close: "إغلاق القائمة",
      m0n: "مراجعة التصميم", m0: "حركة القائمة الجانبية، المحاولة الثانية",
      m1n: "آنا", m1: "النابض مناسب عند ٠٫٤ ثانية",
      m2n: "روبوت البناء", m2: "نجحت كل الفحوص على الفرع الرئيسي",
      m3n: "كينجي", m3: "هل نجرّب نمط التصغير؟",
      m4n: "ملاحظات الإصدار", m4: "التخطيطات من اليمين إلى اليسار تنعكس",
      m5n: "ميا", m5: "مفتاح الهروب يغلقها على لوحات المفاتيح",
      m6n: "الدعم", m6: "تقليل الحركة يستبدلها بتلاشٍ",
      m7n: "عمر", m7: "حد السحب السريع: ٤٠٠ نقطة في الثانية",
      m8n: "لينا", m8: "المس القائمة المتحركة لإيقافها",
      m9n: "التقويم", m9: "مراجعة الحركة، الخميس ١٠:٠٠",
      hintTitle: "ملعب SideMenuKit",
      hint: "اسحب من حافة الشاشة أو اضغط زر القائمة، والمس القائمة المتحركة لإيقافها.",
    },
  };

  const $ = (id) => document.getElementById(id);
  const screen = $("screen"), content = $("content"), scrim = $("scrim"), menu = $("menu");
  const openButton = $("open-button");
  const points = (value) => `${Math.round(value)} pt`;

  // Instantiate the module. Its only imports are the Math functions the engine's
  // PlatformMath declares; the allocator is inside the module.
  const bytes = Uint8Array.from(atob($("wasm").textContent.trim()), (c) => c.charCodeAt(0));
  const module = await WebAssembly.compile(bytes);
  const imports = { env: { exp: Math.exp, log: Math.log, sin: Math.sin, cos: Math.cos } };
  const instance = await WebAssembly.instantiate(module, imports);
  const wasm = instance.exports;

  const state = {
    ready: false,
    trace: [],
    frames: [],
    logging: true,
    imports: WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`),
    exports: WebAssembly.Module.exports(module).map((e) => e.name),
    wasmSize: bytes.length,
    fields: F,
    last: null,
  };
  window.sideMenuPlayground = state;

  // Calls an export and logs the call. A page left open stops logging after 200,000 calls
  // (about an hour of frames) rather than fill the tab's memory; nothing else depends on it.
  function call(name, ...args) {
    if (state.logging) {
      state.trace.push([name, ...args]);
      if (state.trace.length > 2e5) state.logging = false;
    }
    return wasm[`smk_${name}`](...args);
  }
  function output() {
    // A fresh view each time: growing the module's memory detaches the old buffer.
    return new Float64Array(wasm.memory.buffer, wasm.smk_output(), F.count);
  }
  const readouts = () => Object.values(R).map((key) => wasm.smk_readout(key));
  const seconds = (milliseconds) => milliseconds / 1000;
  const now = () => seconds(performance.now());

  // Input: forwarded as it arrives, with the browser's timestamps (the same clock as
  // requestAnimationFrame's). Moves and releases are read from the window so a drag that leaves
  // the screen keeps going, as a touch on a phone does.
  function forwardPointer(phase, event) {
    const rect = screen.getBoundingClientRect();
    call("pointer", phase, event.pointerId, event.clientX - rect.left, event.clientY - rect.top,
      seconds(event.timeStamp));
  }
  screen.addEventListener("pointerdown", (e) => forwardPointer(POINTER.down, e));
  // The browser coalesces moves into one event per display frame; the engine gets every
  // sample, each with its own time, as UIKit's coalesced touches would give it.
  window.addEventListener("pointermove", (e) => {
    const samples = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    for (const sample of samples.length > 0 ? samples : [e]) forwardPointer(POINTER.move, sample);
  });
  window.addEventListener("pointerup", (e) => forwardPointer(POINTER.up, e));
  window.addEventListener("pointercancel", (e) => forwardPointer(POINTER.cancel, e));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") call("command", COMMAND.escape, seconds(e.timeStamp));
  });
  openButton.addEventListener("click", (e) => call("command", COMMAND.toggle, seconds(e.timeStamp)));
  $("close-button").addEventListener("click",
    (e) => call("command", COMMAND.close, seconds(e.timeStamp)));
  // A real app closes its menu when an item is chosen; so does this one.
  for (const item of document.querySelectorAll(".menu-item")) {
    item.addEventListener("click", (e) => call("command", COMMAND.close, seconds(e.timeStamp)));
  }

  // Controls: filled from the engine's own values, so the page repeats no defaults.
  const styleNames = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < wasm.smk_style_count(); i++) {
    const name = decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.smk_style_name(i),
      wasm.smk_style_name_length(i)));
    styleNames.push(name);
    $("style").add(new Option(name, String(i)));
  }
  function configure(key, value) {
    call("configure", key, value, now());
    // A style brings its own parallax: the slider follows the engine's setting.
    if (key === 0) $("content-offset").value = String(wasm.smk_setting(13));
    showValues();
  }
  for (const [id, key] of CONTROLS) {
    const element = $(id);
    const value = wasm.smk_setting(key);
    if (element.type === "checkbox") element.checked = value !== 0;
    else element.value = String(value);
    element.addEventListener("input", () => {
      configure(key, element.type === "checkbox" ? (element.checked ? 1 : 0) : Number(element.value));
    });
  }
  // For the browser test: a setting the controls cannot reach (out of a slider's range).
  state.configure = configure;
  // The screen's width: the element is resized (from 600 points it becomes an iPad-like frame)
  // and the engine hears of it as a renderer's container does, through the ResizeObserver.
  const screenWidth = $("screen-width");
  screenWidth.value = String(screen.clientWidth);
  screenWidth.addEventListener("input", () => {
    const width = Number(screenWidth.value);
    // A width of one's own is a generic screen: a device preset's height and regions go.
    if ($("device").value !== "iphone") {
      $("device").value = "iphone";
      $("device").dispatchEvent(new Event("input"));
    }
    screen.style.setProperty("--screen-width", `${width}px`);
    screen.classList.toggle("wide", width >= 600);
  });

  function showValues() {
    const r = readouts();
    for (const [id, , readout] of CONTROLS) {
      const text = READOUT_TEXT[id];
      if (text) $(`${id}-value`).value = text(r[readout]);
    }
    const limit = LIMIT_TEXT[r[R.widthLimit]] ? LIMIT_TEXT[r[R.widthLimit]](r) : "";
    $("width-readout").value =
      `${Math.round(r[R.widthFraction] * 100)} % of ${points(r[R.screenWidth])} = ` +
      `${points(r[R.requestedWidth])} → menu ${points(r[R.resolvedWidth])}` +
      (limit ? ` (${limit})` : "");
    screen.dataset.menuSide = r[R.menuSide] === 1 ? "right" : "left";
    $("screen-width-value").value = points(r[R.screenWidth]);
    const screenText = `this ${points(r[R.screenWidth])} screen`;
    $("docking-readout").value = r[R.docking] === 0 ? `Sliding on ${screenText}: docking is off`
      : r[R.isDocked] === 1 ? `Docked beside the content on ${screenText}`
      : r[R.docking] === 1
        ? `Sliding on ${screenText}: docks from ${points(r[R.dockingMinimumContainerWidth])} ` +
          `with ${points(r[R.dockingMinimumContentWidth])} of content left`
        : `Sliding on ${screenText}`;
    // The glass is a look (CSS backdrop-filter standing in for UIGlassEffect); its panel's
    // geometry is the engine's, drawn from the frame like any other.
    screen.dataset.glass = r[R.glassPanel] === 1 ? "on" : "off";
    $("export").value = swiftExport(r);
    state.readouts = r;
  }

  // The Swift an app needs for what the engine runs: built from its validated values, so what
  // is pasted is what was felt, and always valid Swift.
  function swiftExport(r) {
    // Twelve significant digits drop the last-bit noise of a spring rebuilt from validated
    // coefficients (0.39999999999999997 → 0.4) and keep every value a slider can set.
    const number = (value) => String(Number(value.toPrecision(12)));
    const edge = r[R.edge] === 1 ? "trailing" : "leading";
    const style = styleNames[r[R.style]];
    const width = `.fraction(${number(r[R.widthFraction])}, minimum: ${number(r[R.minimumWidth])}, ` +
      `maximum: ${number(r[R.maximumWidth])})`;
    const limit = LIMIT_TEXT[r[R.widthLimit]](r);
    const lines = [
      `// Made with the SideMenuKit playground: ${style}, ${edge} edge.`,
      "// The values are the engine's own, after validation.",
      "import SideMenuKit",
      "",
      "extension SideMenuConfiguration {",
      "  /// The side menu tuned in the SideMenuKit playground.",
      "  static var playground: SideMenuConfiguration {",
      "    var configuration = SideMenuConfiguration()",
    ];
    if (edge === "trailing") {
      lines.push("    configuration.leading.isEnabled = false",
        "    configuration.trailing.isEnabled = true");
    }
    const docking = ["", ".automatic", ".always"][r[R.docking]];
    if (docking) {
      lines.push(r[R.docking] === 1
        ? `    // Docked beside the content from ${points(r[R.dockingMinimumContainerWidth])} ` +
          `wide, keeping ${points(r[R.dockingMinimumContentWidth])} of content`
        : "    // Docked beside the content on every screen",
      `    configuration.${edge}.docking = ${docking}`);
    }
    lines.push(`    configuration.${edge}.style = .${style}`);
    if (r[R.glassPanel] === 1) {
      lines.push(`    // iOS 26's floating panel: ${points(r[R.panelInset])} from the edge, top and ` +
        `bottom, ${points(r[R.panelCornerRadius])} corners`,
        `    configuration.${edge}.style.menuPanel = .floating`);
    }
    if (r[R.contentOffset] !== r[R.presetContentOffset]) {
      lines.push(`    // Parallax: the content moves ${Math.round(r[R.contentOffset] * 100)} % of ` +
        "the menu's motion",
        `    configuration.${edge}.style.contentOffsetWhenOpen = ${number(r[R.contentOffset])}`);
    }
    if (r[R.edgePeek] === 1) {
      lines.push(`    // A finger resting at the edge for ${number(r[R.edgePeekDelay] * 1000)} ms ` +
        "peeks the menu",
        "    configuration.gestures.isEdgePeekEnabled = true");
    }
    lines.push(
      `    // ${points(r[R.resolvedWidth])} on this ${points(r[R.screenWidth])} screen` +
        (limit ? ` (${limit})` : ""),
      `    configuration.${edge}.width = ${width}`,
      `    configuration.gestures.flingThreshold = ${number(r[R.flingThreshold])}  // pt/s`,
      "    configuration.openTiming = .spring(",
      `      SideMenuSpring(response: ${number(r[R.openResponse])}, ` +
        `dampingFraction: ${number(r[R.openDamping])}))`,
      "    configuration.closeTiming = .spring(",
      `      SideMenuSpring(response: ${number(r[R.closeResponse])}, ` +
        `dampingFraction: ${number(r[R.closeDamping])}))`,
      "    return configuration",
      "  }",
      "}",
      "",
      ...(r[R.glassPanel] === 1 ? [
        "// Liquid Glass in the panel on iOS 26 (the blur, or the opaque colour, on iOS 15–18",
        "// and under Reduce Transparency); pass `appearance: appearance` to any of the four:",
        "//   let appearance = SideMenuAppearance(",
        "//     blurEffectStyle: .systemMaterial, glassEffectStyle: .regular)",
      ] : []),
      "// Use it in any of the four ways (Reduce Motion and right-to-left follow the system):",
      "// Modal presentation:",
      `//   sideMenu = addSideMenuEdgeGesture(edge: .${edge}, configuration: .playground) {`,
      "//     MenuViewController()",
      "//   }",
      "// Container:",
      "//   SideMenuController(contentViewController: content, configuration: .playground)",
      "// Overlay:",
      "//   SideMenuOverlay(hostView: view, configuration: .playground)",
      "// SwiftUI:",
      `//   .sideMenu(isPresented: $isMenuOpen, edge: .${edge}, configuration: .playground) {`,
      "//     MenuView()",
      "//   }");
    return lines.join("\n") + "\n";
  }
  $("copy").addEventListener("click", async () => {
    const box = $("export");
    let copied = false;
    try {
      await navigator.clipboard.writeText(box.value);
      copied = true;
    } catch (_) {
      // No clipboard permission (or no secure context): the older path, from the selection.
      box.focus();
      box.select();
      try { copied = document.execCommand("copy"); } catch (_) { copied = false; }
    }
    const lines = box.value.trimEnd().split("\n").length;
    $("copy-status").textContent = copied
      ? `Copied ${lines} lines of Swift`
      : "The browser refused to copy: select the text and copy it";
  });

  // The system's Reduce Motion preference is an input like any other: the engine decides what
  // it changes. The checkbox follows it and can override it.
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  function followReduceMotion() {
    $("reduce-motion").checked = reduceMotion.matches;
    configure(SETTING.reduceMotion, reduceMotion.matches ? 1 : 0);
  }
  reduceMotion.addEventListener("change", followReduceMotion);

  // The app's texts for the layout direction the engine reports.
  TEXTS.ltr = { lang: "en" };
  for (const element of screen.querySelectorAll("[data-text]")) {
    TEXTS.ltr[element.dataset.text] = element.textContent;
  }
  function showTexts(direction) {
    const texts = TEXTS[direction];
    screen.lang = texts.lang;
    for (const element of screen.querySelectorAll("[data-text]")) {
      element.textContent = texts[element.dataset.text];
    }
  }

  // Drawing: a frame state onto the elements. A transform is a scale about the element's centre
  // followed by a translation, as UIKit applies it with the default anchor point; a shadow
  // Device presets: iPhone Duo's displays and reserved regions, as the UIKit simulation states
  // them (Simulation/Sources/UIKitSimulation/Duo.swift; Apple gives no point sizes). Regions are
  // [x, y, width, height] in screen points; the bar's edge is leading (it follows the layout
  // direction). The page draws them and tells the engine through `smk_regions`, as SideMenuKit's
  // UIKit layer passes `UIView.reservedRegions`; it decides nothing about them.
  const FOLD_WIDTH = 20; // margins included
  const navBar = document.querySelector(".nav-bar");
  const DEVICES = {
    iphone: { size: [393, 852] },
    "duo-cover": { size: [466, 678], camera: [215, 12, 36, 36], cameraAlwaysActive: true,
      bar: 60 },
    "duo-open": { size: [669, 951], camera: [40, 96, 36, 36], folds: true },
    "duo-partial": { size: [669, 951], camera: [40, 96, 36, 36], folds: true,
      fold: [0, (951 - FOLD_WIDTH) / 2, 669, FOLD_WIDTH] },
  };
  const NO_REGION = [0, 0, 0, 0];
  let device = DEVICES.iphone;
  const place = (element, rect) => {
    element.hidden = !rect;
    if (!rect) return;
    [element.style.left, element.style.top, element.style.width, element.style.height] =
      rect.map((value) => `${value}px`);
  };
  function drawRegions(direction) {
    const [width, height] = device.size;
    const camera = device.camera && (device.cameraAlwaysActive || $("camera-in-use").checked)
      ? device.camera : null;
    place($("fold"), device.fold ?? null);
    place($("camera"), camera);
    const barOnRight = direction === "rtl";
    place($("vertical-bar"),
      device.bar ? [barOnRight ? width - device.bar : 0, 0, device.bar, height] : null);
    // The system moves the navigation bar's items into the vertical bar: the menu button with them.
    if (device.bar) $("vertical-bar").append(openButton);
    else if (openButton.parentElement !== navBar) navBar.prepend(openButton);
    return camera;
  }
  function applyDevice() {
    const camera = drawRegions(screen.dir || "ltr");
    // The inner display folds, open or not (UIKit reports its division region inactive while
    // it lies open): the `.automatic` docking rule reads it.
    call("folding", device.folds ? 1 : 0, now());
    call("regions", ...(device.fold ?? NO_REGION), ...(camera ?? NO_REGION),
      device.bar ? 0 : -1, device.bar ?? 0, now());
    showValues();
  }
  $("device").addEventListener("input", () => {
    const name = $("device").value;
    device = DEVICES[name];
    screen.dataset.device = name;
    screen.classList.remove("wide");
    screen.style.setProperty("--screen-width", `${device.size[0]}px`);
    screen.style.setProperty("--screen-height", `${device.size[1]}px`);
    screenWidth.value = String(device.size[0]);
    $("device-note").hidden = name === "iphone";
    applyDevice();
  });
  $("camera-in-use").addEventListener("input", applyDevice);

  // radius is about half a CSS blur radius.
  const px = (value) => `${value}px`;
  const transform = (o, tx, ty, s) => `translate(${o[tx]}px, ${o[ty]}px) scale(${o[s]})`;
  const shadow = (opacity, radius) =>
    opacity > 0 ? `0 0 ${2 * radius}px rgba(0, 0, 0, ${opacity})` : "none";
  let lastPhase = -1;
  function draw(o) {
    const direction = o[F.layoutDirection] === 1 ? "rtl" : "ltr";
    if (screen.dir !== direction) {
      screen.dir = direction;
      showTexts(direction);
      showValues();
      drawRegions(direction);
    }
    // The content's frame: the whole screen, or the room beside a docked menu.
    content.style.left = px(o[F.contentX]);
    content.style.width = px(o[F.contentWidth]);
    scrim.style.left = content.style.left;
    scrim.style.width = content.style.width;
    content.style.transform = transform(o, F.contentTx, F.contentTy, F.contentScale);
    content.style.opacity = o[F.contentAlpha];
    content.style.borderRadius = px(o[F.contentCornerRadius]);
    content.style.boxShadow = shadow(o[F.contentShadowOpacity], o[F.contentShadowRadius]);
    content.inert = o[F.contentInteractive] === 0;
    scrim.style.transform = content.style.transform;
    scrim.style.borderRadius = content.style.borderRadius;
    scrim.style.opacity = o[F.scrimAlpha];
    // Like UIKit's hit-testing, a fully transparent view is not there.
    scrim.style.visibility = o[F.scrimAlpha] > 0 && o[F.hasScrim] === 1 ? "visible" : "hidden";
    screen.dataset.layout = o[F.docked] === 1 ? "docked" : "sliding";
    menu.style.left = px(o[F.menuX]);
    menu.style.top = px(o[F.menuY]);
    menu.style.width = px(o[F.menuWidth]);
    menu.style.height = px(o[F.menuHeight]);
    menu.style.transform = transform(o, F.menuTx, F.menuTy, F.menuScale);
    menu.style.opacity = o[F.menuAlpha];
    menu.style.boxShadow = shadow(o[F.menuShadowOpacity], o[F.menuShadowRadius]);
    menu.style.borderRadius = px(o[F.menuCornerRadius]);
    // The menu's content insets (a camera, the vertical bar), on top of the page's own padding.
    // The page's status bar pads a menu at the screen's top only (not one below a fold).
    const safeTop = o[F.menuY] > 0 ? "0px" : "var(--safe-top)";
    menu.style.paddingTop = `calc(${safeTop} + 8px + ${o[F.menuInsetTop]}px)`;
    menu.style.paddingBottom = `calc(var(--safe-bottom) + 8px + ${o[F.menuInsetBottom]}px)`;
    menu.style.paddingLeft = px(16 + o[F.menuInsetLeft]);
    menu.style.paddingRight = px(16 + o[F.menuInsetRight]);
    menu.style.visibility = o[F.menuHidden] === 1 ? "hidden" : "visible";
    menu.inert = o[F.menuHidden] === 1;
    menu.style.zIndex = o[F.menuAboveContent] === 1 ? "3" : "0";
    content.style.zIndex = "1";
    scrim.style.zIndex = "2";
    const phase = o[F.phase];
    openButton.setAttribute("aria-expanded", String(phase === 1 || phase === 2));
    if (phase !== lastPhase) {
      if (lastPhase !== -1 && (phase === 0 || phase === 2)) {
        $("status").textContent = phase === 2 ? "Menu open" : "Menu closed";
      }
      lastPhase = phase;
    }
    if (o[F.focusRequest] === 1) menu.querySelector("button").focus({ preventScroll: true });
    if (o[F.focusRequest] === 2) openButton.focus({ preventScroll: true });
    screen.dataset.phase = PHASE_NAMES[phase] ?? String(phase);
    screen.dataset.heading = HEADING_NAMES[o[F.heading]] ?? String(o[F.heading]);
  }

  // The plot: progress (left axis) and velocity (right axis, scaled to the largest speed
  // shown) over the last four seconds, with a time axis; releases and interruptions marked.
  // Drawn from the same output the screen is; every line is clipped to the chart.
  const plot = $("plot");
  const context = plot.getContext("2d");
  const history = [];
  const span = 4; // seconds
  const css = getComputedStyle(document.documentElement);
  const colour = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
  const PLOT = {
    label: colour("--plot-label", "#55555a"), grid: "#e5e5ea", progress: "#0a64d8",
    velocity: "#c45500", release: "#1a7f37", interruption: "#d7263d",
  };
  const niceCeiling = (value) => {
    for (const step of [2, 5, 10, 20, 50, 100, 200, 500, 1000]) if (value <= step) return step;
    return Math.ceil(value / 1000) * 1000;
  };
  function drawPlot(o) {
    const time = o[F.time];
    history.push([time, o[F.progress], o[F.velocity], o[F.marks]]);
    while (history.length > 0 && history[0][0] < time - span) history.shift();
    // The canvas's pixels follow its laid-out size, so text stays sharp at any width.
    const ratio = window.devicePixelRatio || 1;
    const cssWidth = plot.clientWidth, cssHeight = plot.clientHeight;
    if (plot.width !== Math.round(cssWidth * ratio) || plot.height !== Math.round(cssHeight * ratio)) {
      plot.width = Math.round(cssWidth * ratio);
      plot.height = Math.round(cssHeight * ratio);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const left = 34, right = cssWidth - 52, top = 24, bottom = cssHeight - 22;
    const x = (t) => right - ((time - t) / span) * (right - left);
    // Progress −0.25…1.25 fills the height (springs overshoot, drags rubber-band).
    const yProgress = (p) => bottom - ((p + 0.25) / 1.5) * (bottom - top);
    let fastest = 0;
    for (const sample of history) fastest = Math.max(fastest, Math.abs(sample[2]));
    const vMax = niceCeiling(fastest);
    const yVelocity = (v) => (top + bottom) / 2 - (v / vMax) * ((bottom - top) / 2);

    context.clearRect(0, 0, cssWidth, cssHeight);
    context.font = "12px -apple-system, system-ui, sans-serif";
    context.lineWidth = 1;
    context.strokeStyle = PLOT.grid;
    context.fillStyle = PLOT.label;
    context.textBaseline = "middle";
    context.textAlign = "right";
    for (const level of [0, 0.5, 1]) {
      context.beginPath();
      context.moveTo(left, yProgress(level));
      context.lineTo(right, yProgress(level));
      context.stroke();
      context.fillText(String(level), left - 6, yProgress(level));
    }
    context.textAlign = "left";
    for (const v of [vMax, 0, -vMax]) {
      context.fillText(`${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v)}/s`, right + 6, yVelocity(v));
    }
    // The time axis: a tick a second, "now" at the right.
    context.textAlign = "center";
    context.textBaseline = "alphabetic";
    for (let s = 0; s <= span; s++) {
      const tx = right - (s / span) * (right - left);
      context.beginPath();
      context.moveTo(tx, bottom);
      context.lineTo(tx, bottom + 4);
      context.stroke();
      context.fillText(s === 0 ? "now" : `−${s} s`, tx, cssHeight - 5);
    }
    context.save();
    context.beginPath();
    context.rect(left, top, right - left, bottom - top);
    context.clip();
    for (const [t, , , marks] of history) {
      if (marks === 0) continue;
      context.strokeStyle = marks & MARK.interruption ? PLOT.interruption : PLOT.release;
      context.beginPath();
      context.moveTo(x(t), top);
      context.lineTo(x(t), bottom);
      context.stroke();
    }
    const line = (index, color, y) => {
      context.strokeStyle = color;
      context.lineWidth = 2;
      context.beginPath();
      history.forEach((sample, i) => {
        if (i === 0) context.moveTo(x(sample[0]), y(sample[index]));
        else context.lineTo(x(sample[0]), y(sample[index]));
      });
      context.stroke();
      context.lineWidth = 1;
    };
    line(2, PLOT.velocity, yVelocity);
    line(1, PLOT.progress, yProgress);
    context.restore();
    context.fillStyle = PLOT.label;
    context.textAlign = "left";
    context.fillText(`${PHASE_NAMES[o[F.phase]]}, ${HEADING_NAMES[o[F.heading]]} · progress ` +
      `${o[F.progress].toFixed(3)} · velocity ${o[F.velocity].toFixed(2)}/s`, left, 15);
    state.plotScale = { velocity: vMax };
  }

  function render(time) {
    call("frame", time);
    const o = output();
    const copy = Array.from(o);
    if (state.logging) state.frames.push(copy);
    state.last = copy;
    draw(o);
    drawPlot(o);
  }
  let ownClock = true;
  function frame(milliseconds) {
    if (!ownClock) return;
    render(seconds(milliseconds));
    requestAnimationFrame(frame);
  }
  // For the README's recordings (Scripts/record-motion.sh): the page on the caller's clock. Once
  // `takeClock` is called the display-frame loop stops; the caller restarts the engine at a time
  // of its own, sends input and settings with their times and draws each frame at a time it
  // gives, so a recording is the same frames on any machine, however slowly it is taken. The
  // calls are logged like any others; nothing here decides anything.
  state.takeClock = (time) => {
    ownClock = false;
    call("init", screen.clientWidth, screen.clientHeight, time);
    return state.trace.length - 1;
  };
  state.at = {
    frame: render,
    pointer: (phase, x, y, time) => call("pointer", phase, 1, x, y, time),
    command: (code, time) => call("command", code, time),
    configure: (key, value, time) => {
      call("configure", key, value, time);
      showValues();
    },
  };

  call("init", screen.clientWidth, screen.clientHeight, now());
  // The screen's real size, whenever it changes (a phone's rotation, a resized window).
  new ResizeObserver(() => {
    const o = output();
    if (screen.clientWidth !== o[F.containerWidth]) {
      call("configure", SETTING.containerWidth, screen.clientWidth, now());
    }
    if (screen.clientHeight !== o[F.containerHeight]) {
      call("configure", SETTING.containerHeight, screen.clientHeight, now());
    }
    showValues();
  }).observe(screen);
  if (reduceMotion.matches) followReduceMotion();
  showValues();
  state.ready = true;
  requestAnimationFrame(frame);
})().catch((error) => {
  window.sideMenuPlaygroundError = String(error && error.stack || error);
  document.body.insertAdjacentHTML("afterbegin",
    `<p role="alert" style="color:#b00020">The playground could not start: ${error}</p>`);
});
