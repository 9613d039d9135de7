// The playground page's script. It makes no decisions: it forwards pointer events, the Escape
// key, button clicks, control changes and each display frame's time to the WebAssembly engine
// (SideMenuCore plus Sources/SideMenuPlayground/Session), and draws the frame state the engine
// returns. Whether a drag opens the menu, when a tap counts, how the spring moves: all of that
// happens in Swift, the same code an iOS app runs.
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
    containerWidth: 28, containerHeight: 29, layoutDirection: 30, time: 31, count: 32,
  };
  const POINTER = { down: 0, move: 1, up: 2, cancel: 3 };
  const COMMAND = { escape: 0, toggle: 1, close: 2 };
  const MARK = { release: 1, interruption: 2 };
  const PHASE_NAMES = ["closed", "opening", "open", "closing"];
  // Control id → setting key (PlaygroundSetting in PlaygroundSession.swift).
  const SETTINGS = [
    ["style", 0], ["edge", 1], ["direction", 2], ["width", 3], ["open-response", 4],
    ["open-damping", 5], ["close-response", 6], ["close-damping", 7], ["fling", 8],
    ["reduce-motion", 9],
  ];

  const $ = (id) => document.getElementById(id);
  const screen = $("screen"), content = $("content"), scrim = $("scrim"), menu = $("menu");
  const openButton = $("open-button");

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
  const seconds = (milliseconds) => milliseconds / 1000;

  // Input: forwarded as it arrives, with the browser's timestamps (the same clock as
  // requestAnimationFrame's). Moves and releases are read from the window so a drag that leaves
  // the screen keeps going, as a touch on a phone does.
  function forwardPointer(phase, event) {
    const rect = screen.getBoundingClientRect();
    call("pointer", phase, event.pointerId, event.clientX - rect.left, event.clientY - rect.top,
      seconds(event.timeStamp));
  }
  screen.addEventListener("pointerdown", (e) => forwardPointer(POINTER.down, e));
  window.addEventListener("pointermove", (e) => forwardPointer(POINTER.move, e));
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
  for (const [id, key] of SETTINGS) {
    const element = $(id);
    const value = wasm.smk_setting(key);
    if (element.type === "checkbox") element.checked = value !== 0;
    else element.value = String(value);
    element.addEventListener("input", () => {
      const current = element.type === "checkbox" ? (element.checked ? 1 : 0) : Number(element.value);
      call("configure", key, current, seconds(performance.now()));
      showValues();
    });
  }
  function showValues() {
    for (const out of document.querySelectorAll("output")) {
      out.value = $(out.htmlFor.value).value;
    }
    $("export").value = swiftExport();
  }

  // The Swift an app needs for what the controls show.
  function swiftExport() {
    const edge = $("edge").value === "1" ? "trailing" : "leading";
    const fraction = Number($("width").value);
    const width = fraction === 0.85 ? ".standard" : `.fraction(${fraction}, minimum: 0, maximum: 360)`;
    const lines = [
      "import SideMenuKit",
      "",
      "// Made with the SideMenuKit playground.",
      "var configuration = SideMenuConfiguration()",
    ];
    if (edge === "trailing") {
      lines.push("configuration.leading.isEnabled = false", "configuration.trailing.isEnabled = true");
    }
    lines.push(
      `configuration.${edge}.style = .${styleNames[Number($("style").value)]}`,
      `configuration.${edge}.width = ${width}`,
      `configuration.gestures.flingThreshold = ${Number($("fling").value)}`,
      "configuration.openTiming = .spring(",
      `  SideMenuSpring(response: ${$("open-response").value}, dampingFraction: ${$("open-damping").value}))`,
      "configuration.closeTiming = .spring(",
      `  SideMenuSpring(response: ${$("close-response").value}, dampingFraction: ${$("close-damping").value}))`,
      "// Layout direction and Reduce Motion follow the system: `.leading` is the right edge in",
      "// right-to-left languages, and Reduce Motion turns motion into",
      "// `configuration.reduceMotion` (a 0.2 s cross-fade by default).",
      "",
      "let container = SideMenuController(",
      "  contentViewController: content, configuration: configuration)");
    return lines.join("\n");
  }
  $("copy").addEventListener("click", () => {
    const box = $("export");
    box.select();
    if (navigator.clipboard) navigator.clipboard.writeText(box.value).catch(() => {});
  });

  // Drawing: a frame state onto the elements. A transform is a scale about the element's centre
  // followed by a translation, as UIKit applies it with the default anchor point; a shadow
  // radius is about half a CSS blur radius.
  const px = (value) => `${value}px`;
  const transform = (o, tx, ty, s) => `translate(${o[tx]}px, ${o[ty]}px) scale(${o[s]})`;
  const shadow = (opacity, radius) =>
    opacity > 0 ? `0 0 ${2 * radius}px rgba(0, 0, 0, ${opacity})` : "none";
  let lastPhase = -1;
  function draw(o) {
    const direction = o[F.layoutDirection] === 1 ? "rtl" : "ltr";
    if (screen.dir !== direction) screen.dir = direction;
    content.style.transform = transform(o, F.contentTx, F.contentTy, F.contentScale);
    content.style.opacity = o[F.contentAlpha];
    content.style.borderRadius = px(o[F.contentCornerRadius]);
    content.style.boxShadow = shadow(o[F.contentShadowOpacity], o[F.contentShadowRadius]);
    content.inert = o[F.contentInteractive] === 0;
    scrim.style.transform = content.style.transform;
    scrim.style.borderRadius = content.style.borderRadius;
    scrim.style.opacity = o[F.scrimAlpha];
    // Like UIKit's hit-testing, a fully transparent view is not there.
    scrim.style.visibility = o[F.scrimAlpha] > 0 ? "visible" : "hidden";
    menu.style.left = px(o[F.menuX]);
    menu.style.top = px(o[F.menuY]);
    menu.style.width = px(o[F.menuWidth]);
    menu.style.height = px(o[F.menuHeight]);
    menu.style.transform = transform(o, F.menuTx, F.menuTy, F.menuScale);
    menu.style.opacity = o[F.menuAlpha];
    menu.style.boxShadow = shadow(o[F.menuShadowOpacity], o[F.menuShadowRadius]);
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
  }

  // The plot: progress and velocity over the last four seconds, releases and interruptions
  // marked. Drawn from the same output the screen is.
  const plot = $("plot");
  const context = plot.getContext("2d");
  const history = [];
  const window_ = 4;
  function drawPlot(o) {
    const now = o[F.time];
    history.push([now, o[F.progress], o[F.velocity], o[F.marks]]);
    while (history.length > 0 && history[0][0] < now - window_) history.shift();
    const w = plot.width, h = plot.height;
    const x = (t) => w - ((now - t) / window_) * w;
    const y = (value) => h - 20 - ((value + 0.25) / 1.75) * (h - 30);
    context.clearRect(0, 0, w, h);
    context.strokeStyle = "#e5e5ea";
    context.fillStyle = "#8e8e93";
    context.font = "11px sans-serif";
    for (const level of [0, 0.5, 1]) {
      context.beginPath();
      context.moveTo(0, y(level));
      context.lineTo(w, y(level));
      context.stroke();
      context.fillText(String(level), 4, y(level) - 2);
    }
    for (const [t, , , marks] of history) {
      if (marks === 0) continue;
      context.strokeStyle = marks & MARK.interruption ? "#d7263d" : "#1f9d55";
      context.beginPath();
      context.moveTo(x(t), 10);
      context.lineTo(x(t), h - 20);
      context.stroke();
    }
    const line = (index, color, scale) => {
      context.strokeStyle = color;
      context.lineWidth = 2;
      context.beginPath();
      history.forEach((sample, i) => {
        const point = [x(sample[0]), y(sample[index] * scale)];
        if (i === 0) context.moveTo(...point);
        else context.lineTo(...point);
      });
      context.stroke();
      context.lineWidth = 1;
    };
    line(2, "#e07a00", 0.1);
    line(1, "#0a64d8", 1);
    context.fillStyle = "#8e8e93";
    context.fillText(`${PHASE_NAMES[o[F.phase]]}  progress ${o[F.progress].toFixed(3)}`, 40, h - 5);
  }

  function frame(milliseconds) {
    call("frame", seconds(milliseconds));
    const o = output();
    const copy = Array.from(o);
    if (state.logging) state.frames.push(copy);
    state.last = copy;
    draw(o);
    drawPlot(o);
    requestAnimationFrame(frame);
  }

  call("init", screen.clientWidth, screen.clientHeight, seconds(performance.now()));
  showValues();
  state.ready = true;
  requestAnimationFrame(frame);
})().catch((error) => {
  window.sideMenuPlaygroundError = String(error && error.stack || error);
  document.body.insertAdjacentHTML("afterbegin",
    `<p role="alert" style="color:#b00020">The playground could not start: ${error}</p>`);
});
