"""The playground on a desktop: 1440 × 900, mouse, keyboard and touch.

Loads the built page from file:// in headless Chromium and drives it with real input sent over
the DevTools protocol; the tests run in order on one page, and the last one replays every call
the page made into the WebAssembly module through the native build and compares the frames.
"""

import os
import re
import shutil
import subprocess
import tempfile
import time

import pytest

from playground import (
    ALLOWED_IMPORTS, CLOSE_DAMPING, CLOSE_RESPONSE, CLOSED, CONTAINER_HEIGHT, CONTAINER_WIDTH,
    CONTENT_SCALE, FLING, HEADING, INTERRUPTION, LIMIT_MARGIN, LIMIT_NONE, MARKS, MENU_X, OPEN,
    OPEN_DAMPING, OPEN_RESPONSE, OPENING, PHASE, PROGRESS, RELEASE, RESOLVED_WIDTH,
    SET_CLOSE_DAMPING, SET_CLOSE_RESPONSE, SET_FLING, SET_OPEN_DAMPING, SET_OPEN_RESPONSE,
    SET_WIDTH, SIDE, TOWARD_CLOSED, VELOCITY, WIDTH_LIMIT, Playground, check)

WIDTH, HEIGHT = 1440, 900


@pytest.fixture(scope="module")
def page(options):
    playground = Playground(options, WIDTH, HEIGHT)
    yield playground
    playground.close()


def test_page_loads_with_only_math_imports(page):
    info = page.evaluate(
        "({imports: window.sideMenuPlayground.imports, size: window.sideMenuPlayground.wasmSize,"
        " error: window.sideMenuPlaygroundError || null})")
    check(info["error"] is None, f"page error: {info['error']}")
    check(set(info["imports"]) <= ALLOWED_IMPORTS, f"unexpected imports {info['imports']}")
    # 100,000 bytes until the reserved-regions rule (iPhone Duo, issue 30: 93,790 -> 107,051)
    # and the playground's Duo presets (108,408); the bound stays about 3 % above the module.
    check(info["size"] < 112_000, f"wasm is {info['size']} bytes")
    out = page.wait_settled()
    check(out[PHASE] == CLOSED and out[PROGRESS] == 0, f"not closed at start: {out}")


def test_layout_phone_frame_beside_controls(page):
    page.check_no_overflow()
    screen = page.rect("#screen")
    # An iPhone 15/16's 393 × 852 points, and the engine told so.
    check((screen["width"], screen["height"]) == (393, 852), f"screen {screen}")
    out = page.last()
    check((out[CONTAINER_WIDTH], out[CONTAINER_HEIGHT]) == (393, 852),
          f"engine container {out[CONTAINER_WIDTH]}×{out[CONTAINER_HEIGHT]}")
    device = page.rect(".device")
    check(device["y"] >= 0 and device["bottom"] <= HEIGHT, f"the phone is cut off: {device}")
    for selector in ("#controls", "#plot", "#export", "#copy"):
        r = page.rect(selector)
        check(r["x"] >= device["right"], f"{selector} is not beside the phone: {r}")
        check(r["bottom"] <= HEIGHT, f"{selector} is below the fold: {r}")
    page.screenshot("desktop-closed")


def test_ios_chrome(page):
    for selector in (".status-bar", ".island", ".home-indicator", ".nav-bar"):
        r = page.rect(selector)
        check(r["width"] > 0 and r["height"] > 0, f"no {selector}")
    nav = page.rect(".nav-bar")
    screen = page.rect("#screen")
    check(nav["height"] == 44 and nav["y"] - screen["y"] == 59,
          f"the navigation bar is not 44 points below the 59-point status bar: {nav}")
    button = page.rect("#open-button")
    check((button["width"], button["height"]) == (44, 44), f"menu button {button}")
    # On the side the menu comes from: the left for a leading menu in left-to-right…
    check(button["x"] - screen["x"] < 60, f"the menu button is not on the left: {button}")
    page.set_control("edge", 1)
    try:
        button = page.rect("#open-button")
        check(screen["right"] - button["right"] < 60,
              f"the trailing menu's button is not on the right: {button}")
    finally:
        page.set_control("edge", 0)


def test_long_mouse_drag_opens(page):
    page.ensure_closed()
    points = page.path((4, 340), (300, 350), 30)
    page.browser.mouse_drag(points[:16], release=False)
    time.sleep(0.05)  # let a frame draw mid-drag
    out = page.last()
    check(out[PHASE] == OPENING and 0 < out[PROGRESS] < 1,
          f"mid-drag state: phase {out[PHASE]}, progress {out[PROGRESS]}")
    page.screenshot("desktop-mid-drag")
    # The same press goes on, and holds still before the release: the position decides, not a
    # fling.
    page.browser.mouse_drag(points[15:], hold_seconds=0.1, press=False)
    out = page.wait_settled()
    check(out[PHASE] == OPEN and out[PROGRESS] == 1, f"not open after a long drag: {out[:1]}")
    page.screenshot("desktop-open")


def test_scrim_tap_closes(page):
    if page.last()[PHASE] != OPEN:
        page.open_with_button()
    page.browser.click(*page.screen_point(370, 400))
    out = page.wait_settled()
    check(out[PHASE] == CLOSED, f"a scrim tap did not close the menu: phase {out[PHASE]}")


def test_short_drag_closes_and_says_where_it_goes(page):
    page.ensure_closed()
    start = page.frame_count()
    page.browser.mouse_drag(page.path((4, 300), (70, 300), 12), hold_seconds=0.1)
    out = page.wait_settled()
    check(out[PHASE] == CLOSED, f"a short drag opened the menu: phase {out[PHASE]}")
    # Released short, the menu animates back closed while its phase is still "opening": the
    # engine reports the heading, and the page shows it.
    frames = page.frames_since(start)
    back = [f for f in frames if f[PHASE] == OPENING and f[HEADING] == TOWARD_CLOSED]
    check(back, "no frame reported the menu heading closed after the release")


def test_mouse_flick_opens(page):
    page.ensure_closed()
    # 80 points in 4 × 10 ms, released at once: ~2,000 pt/s, far above the 400 pt/s fling
    # threshold, though the menu is only a quarter of the way open.
    page.browser.mouse_drag(page.path((4, 300), (84, 300), 4), step_seconds=0.01)
    out = page.wait_settled()
    check(out[PHASE] == OPEN, f"a flick did not open the menu: phase {out[PHASE]}")


def test_dragging_the_open_menu_closes_it_and_the_plot_keeps_the_velocity(page):
    if page.last()[PHASE] != OPEN:
        page.open_with_button()
    start = page.frame_count()
    page.browser.mouse_drag(page.path((250, 300), (20, 300), 10), step_seconds=0.01)
    out = page.wait_settled()
    check(out[PHASE] == CLOSED, f"flicking the menu shut left it in phase {out[PHASE]}")
    fastest = max(abs(f[VELOCITY]) for f in page.frames_since(start))
    scale = page.evaluate("window.sideMenuPlayground.plotScale.velocity")
    check(fastest > 2, f"the close was slow ({fastest}/s): not a test of the plot's range")
    check(scale >= fastest, f"the velocity axis reaches {scale}/s, the menu went {fastest}/s")


def test_escape_closes(page):
    page.ensure_closed()
    page.open_with_button()
    page.browser.key("Escape", "Escape", 27)
    out = page.wait_settled()
    check(out[PHASE] == CLOSED, f"Escape did not close the menu: phase {out[PHASE]}")


def test_touch_drag_opens_and_closes(page):
    page.ensure_closed()
    page.browser.touch_drag(page.path((3, 400), (300, 410), 30), hold_seconds=0.1)
    out = page.wait_settled()
    check(out[PHASE] == OPEN, f"a long touch drag did not open the menu: phase {out[PHASE]}")
    page.browser.touch_drag(page.path((240, 400), (200, 400), 8), hold_seconds=0.1)
    out = page.wait_settled()
    check(out[PHASE] == OPEN, f"a short touch drag closed the menu: phase {out[PHASE]}")
    page.browser.touch_drag(page.path((240, 400), (10, 400), 25), hold_seconds=0.1)
    out = page.wait_settled()
    check(out[PHASE] == CLOSED, f"a long touch drag did not close the menu: {out[PHASE]}")


def test_interrupting_the_opening_animation(page):
    start = page.start_opening_animation()
    # Catch the menu mid-flight and throw it back.
    page.browser.mouse_drag(page.path((60, 300), (0, 300), 4), step_seconds=0.01)
    out = page.wait_settled()
    check(out[PHASE] == CLOSED, f"the interrupted menu ended in phase {out[PHASE]}")
    marks = [int(frame[MARKS]) for frame in page.frames_since(start)]
    check(any(m & INTERRUPTION for m in marks), "no interruption marked for the plot")
    check(any(m & RELEASE for m in marks), "no release marked for the plot")


def test_pressing_the_moving_menu_stops_it(page):
    page.check_catching_the_moving_menu(touch=False)


def test_right_to_left_mirrors_with_right_to_left_text(page):
    page.ensure_closed()
    page.set_control("direction", 1)
    try:
        page.browser.mouse_drag(page.path((390, 300), (60, 300), 30), hold_seconds=0.1)
        out = page.wait_settled()
        check(out[PHASE] == OPEN, f"a drag from the right edge did not open: {out[PHASE]}")
        check(out[SIDE] == 1 and out[MENU_X] > 0, "the leading menu is not on the right")
        direction, lang, title = page.evaluate(
            "[document.getElementById('screen').dir, document.getElementById('screen').lang,"
            " document.querySelector('.nav-title').textContent]")
        check(direction == "rtl" and lang == "ar", f"the screen is {direction}, {lang}")
        check(re.search("[\u0600-\u06ff]", title), f"the title is not right-to-left text: {title}")
        button, screen = page.rect("#open-button"), page.rect("#screen")
        check(screen["right"] - button["right"] < 60, f"menu button not on the right: {button}")
        page.screenshot("desktop-open-rtl")
        page.browser.key("Escape", "Escape", 27)
        page.wait_settled()
    finally:
        page.set_control("direction", 0)
    check(page.evaluate("document.querySelector('.nav-title').textContent") == "Inbox",
          "the English texts did not come back")


@pytest.mark.parametrize("style", ["scaleDown", "slideAside", "viewSlideOut",
                                   "viewSlideOutMenuZoom"])
def test_reveal_styles_paint_the_menu_colour_behind(page, style):
    page.ensure_closed()
    names = page.evaluate("[...document.getElementById('style').options].map(o => o.text)")
    page.set_control("style", names.index(style))
    try:
        out = page.open_with_button()
        if style == "scaleDown":
            check(abs(out[CONTENT_SCALE] - 0.8) < 1e-12, f"content scale {out[CONTENT_SCALE]}")
            transform = page.evaluate("document.getElementById('content').style.transform")
            check("scale(0.8)" in transform, f"content not drawn scaled: {transform}")
        # What shows where neither the menu nor the content is: the menu's colour.
        colours = page.evaluate(
            "[getComputedStyle(document.getElementById('screen')).backgroundColor,"
            " getComputedStyle(document.getElementById('menu')).backgroundColor]")
        check(colours[0] == colours[1], f"behind the content {colours[0]}, menu {colours[1]}")
        if style == "scaleDown":
            # A pixel below the shrunk content, beside the menu: the menu's colour.
            x, y = page.screen_point(page.readouts()[RESOLVED_WIDTH] + 20, 790)
            pixel = page.pixel(x, y)
            check(all(abs(a - b) <= 3 for a, b in zip(pixel, (242, 242, 247))),
                  f"the pixel behind the content is {pixel}, not the menu's (242, 242, 247)")
        page.screenshot(f"desktop-open-{style}")
    finally:
        page.ensure_closed()
        page.set_control("style", names.index("slideOver"))


def test_width_readout_shows_the_resolved_width_and_why(page):
    page.set_control("width", 0.83)
    r = page.readouts()
    # 0.83 × 393 = 326.2 pt: less than the 393 − 64 = 329 pt the content margin allows.
    check(r[WIDTH_LIMIT] == LIMIT_NONE and abs(r[RESOLVED_WIDTH] - 0.83 * 393) < 1e-9, f"{r}")
    for fraction in (0.9, 1.0):
        page.set_control("width", fraction)
        r = page.readouts()
        check(r[RESOLVED_WIDTH] == 393 - 64 and r[WIDTH_LIMIT] == LIMIT_MARGIN, f"{r}")
        text = page.evaluate("document.getElementById('width-readout').value")
        check("329 pt" in text and "64 pt content margin" in text, f"width readout: {text!r}")
    page.set_control("width", 0.85)
    out = page.open_with_button()
    check(page.rect("#menu")["width"] == page.readouts()[RESOLVED_WIDTH], "menu not as resolved")
    page.ensure_closed()


def test_readouts_have_units_and_names(page):
    outputs = page.evaluate(
        "[...document.querySelectorAll('output')].map(o => [o.id, o.value,"
        " o.getAttribute('aria-label') || ''])")
    check(len(outputs) == 10, f"readouts: {outputs}")
    for identifier, value, name in outputs:
        check(name.strip(), f"readout {identifier} has no accessible name")
        if "damping" not in identifier:
            check(re.search(r"(%| s|pt/s| pt)", value), f"readout {identifier} has no unit: {value}")


def swift_compile(options, source, module):
    """Type-checks `source` as a file importing `module`, against the package's build."""
    folder = tempfile.mkdtemp(prefix="sidemenu-export-")
    try:
        path = os.path.join(folder, "Export.swift")
        with open(path, "w") as handle:
            handle.write(source.replace("import SideMenuKit", f"import {module}"))
            # Use the export as an app would.
            handle.write("\nlet chosen: SideMenuConfiguration = .playground\n"
                         "let (valid, problems) = chosen.validated()\n")
        swiftc = os.environ.get("SWIFTC") or shutil.which("swiftc")
        result = subprocess.run(
            [swiftc, "-typecheck", "-swift-version", "6", "-I", options.modules, "-I",
             os.path.join(options.modules, "Modules"), path],
            capture_output=True, text=True, timeout=120)
        return result.returncode, result.stdout + result.stderr
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_export_is_the_validated_configuration_and_compiles(page, options):
    page.set_control("style", 10)  # scaleDown
    page.set_control("edge", 1)
    # Out of every control's range: the engine clamps, and the export shows what it clamped to.
    for key, value in ((SET_WIDTH, 3), (SET_OPEN_RESPONSE, 50), (SET_OPEN_DAMPING, -1),
                       (SET_CLOSE_RESPONSE, 0), (SET_CLOSE_DAMPING, 1e9), (SET_FLING, 1e12)):
        page.configure(key, value)
    try:
        code = page.evaluate("document.getElementById('export').value")
        r = page.readouts()
        check("configuration.trailing.style = .scaleDown" in code, code)
        check("configuration.trailing.width = .fraction(1, minimum: 0, maximum: 360)" in code, code)
        check(f"flingThreshold = {r[FLING]:g}" in code and r[FLING] == 100_000, code)
        springs = [float(v) for v in re.findall(
            r"SideMenuSpring\(response: ([-+.e\d]+), dampingFraction: ([-+.e\d]+)\)", code)[0]
            + re.findall(r"SideMenuSpring\(response: ([-+.e\d]+), dampingFraction: "
                         r"([-+.e\d]+)\)", code)[1]]
        engine = [r[OPEN_RESPONSE], r[OPEN_DAMPING], r[CLOSE_RESPONSE], r[CLOSE_DAMPING]]
        check(all(abs(a - b) <= 1e-9 * abs(b) for a, b in zip(springs, engine)),
              f"springs exported {springs}, engine {engine}")
        check(not re.search(r"(nan|inf|undefined|: ,|\(,)", code, re.I), f"invalid values: {code}")
        statements = [line.split("//")[0] for line in code.splitlines()]
        check(not any(re.search(r"\bcontent\b", line) for line in statements),
              f"the export uses an undefined name: {code}")
        for module in ("SideMenuKit", "SideMenuCore"):
            status, messages = swift_compile(options, code, module)
            check(status == 0, f"the export does not compile against {module}:\n{messages}")
    finally:
        for key, value in ((SET_WIDTH, 0.85), (SET_OPEN_RESPONSE, 0.4), (SET_OPEN_DAMPING, 0.9),
                           (SET_CLOSE_RESPONSE, 0.3), (SET_CLOSE_DAMPING, 1), (SET_FLING, 400)):
            page.configure(key, value)
        page.set_control("edge", 0)
        page.set_control("style", 8)


# PlaygroundOutput's docking fields (PlaygroundSession.swift).
CONTENT_X, CONTENT_WIDTH, DOCKED_FRACTION, DOCKED, HAS_SCRIM = 33, 34, 35, 36, 37


def test_wide_screen_docks_and_undocks_live(page, options):
    page.ensure_closed()
    page.set_control("docking", 1)  # automatic: docks from 1,024 points
    try:
        page.set_control("screen-width", 1180)
        out = page.wait_settled()
        width = page.readouts()[RESOLVED_WIDTH]
        check(out[CONTAINER_WIDTH] == 1180, f"engine container {out[CONTAINER_WIDTH]}")
        check(out[DOCKED] == 1 and out[DOCKED_FRACTION] == 1 and out[PHASE] == OPEN,
              f"not docked open at 1180 pt: {out}")
        check(out[CONTENT_X] == width and out[CONTENT_WIDTH] == 1180 - width, f"content {out}")
        menu, content, screen = page.rect("#menu"), page.rect("#content"), page.rect("#screen")
        check(abs(content["x"] - menu["right"]) <= 0.5, f"content {content} not beside {menu}")
        check(abs(content["right"] - screen["right"]) <= 0.5, f"content {content} in {screen}")
        scrim = page.evaluate("getComputedStyle(document.getElementById('scrim')).visibility")
        check(scrim == "hidden", f"a docked menu has no scrim: {scrim}")
        check(page.evaluate("document.getElementById('screen').dataset.layout") == "docked",
              "the page does not say docked")
        page.screenshot("desktop-docked")
        code = page.evaluate("document.getElementById('export').value")
        check("configuration.leading.docking = .automatic" in code, code)
        status, messages = swift_compile(options, code, "SideMenuCore")
        check(status == 0, f"the docking export does not compile:\n{messages}")
        # Narrower than the rule: the menu closes as a sliding menu, the content full width.
        # Parallax and the peek travel with the export too, and it still compiles.
        page.set_control("content-offset", 0.3)
        page.set_control("edge-peek", 1)
        code = page.evaluate("document.getElementById('export').value")
        check("style.contentOffsetWhenOpen = 0.3" in code, code)
        check("configuration.gestures.isEdgePeekEnabled = true" in code, code)
        status, messages = swift_compile(options, code, "SideMenuCore")
        check(status == 0, f"the parallax/peek export does not compile:\n{messages}")
        page.set_control("content-offset", 0)
        page.set_control("edge-peek", 0)
        page.set_control("screen-width", 900)
        out = page.wait_settled()
        check(out[DOCKED] == 0 and out[PHASE] == CLOSED and out[CONTENT_WIDTH] == 900,
              f"not a closed sliding menu at 900 pt: {out}")
        # Opened there, it slides over the dimmed content (the article's other picture).
        out = page.open_with_button()
        check(out[DOCKED] == 0 and out[HAS_SCRIM] == 1 and out[CONTENT_WIDTH] == 900, f"{out}")
        page.screenshot("desktop-sliding-wide")
        page.ensure_closed()
    finally:
        page.set_control("docking", 0)
        page.set_control("screen-width", 393)
        page.wait_settled()


# PlaygroundOutput's floating panel corners (PlaygroundSession.swift).
MENU_CORNER_RADIUS = 38


def test_glass_panel_floats_inset_and_rounded_and_exports(page, options):
    page.ensure_closed()
    page.set_control("glass-panel", 1)
    try:
        check(page.evaluate("document.getElementById('screen').dataset.glass") == "on",
              "the page does not draw the glass")
        out = page.open_with_button()
        check(out[PHASE] == OPEN and out[MENU_CORNER_RADIUS] == 24, f"not a rounded panel: {out}")
        menu, screen = page.rect("#menu"), page.rect("#screen")
        # The engine's panel, drawn: 8 points from the screen's edge, top and bottom.
        check(abs(menu["x"] - screen["x"] - 8) <= 0.5, f"menu {menu} in {screen}")
        check(abs(menu["y"] - screen["y"] - 8) <= 0.5, f"menu {menu} in {screen}")
        check(abs(screen["bottom"] - menu["bottom"] - 8) <= 0.5, f"menu {menu} in {screen}")
        style = page.evaluate(
            "(() => { const s = getComputedStyle(document.getElementById('menu'));"
            " return [s.borderTopLeftRadius, s.backdropFilter || s.webkitBackdropFilter]; })()")
        check(style[0] == "24px", f"corners {style}")
        check("blur" in (style[1] or ""), f"no backdrop blur: {style}")
        page.screenshot("desktop-glass")
        code = page.evaluate("document.getElementById('export').value")
        check("style.menuPanel = .floating" in code, code)
        check("glassEffectStyle: .regular" in code, code)
        for module in ("SideMenuKit", "SideMenuCore"):
            status, messages = swift_compile(options, code, module)
            check(status == 0, f"the glass export does not compile against {module}:\n{messages}")
        page.ensure_closed()
    finally:
        page.set_control("glass-panel", 0)
    out = page.open_with_button()
    check(out[MENU_CORNER_RADIUS] == 0 and abs(page.rect("#menu")["y"] - page.rect("#screen")["y"]) <= 0.5,
          f"the panel stays after the switch is off: {out}")
    page.ensure_closed()


def test_copy_button_is_visible_and_confirms(page):
    copy = page.rect("#copy")
    check(copy["bottom"] <= HEIGHT and copy["width"] >= 44 and copy["height"] >= 44,
          f"the Copy button is hidden or small: {copy}")
    try:
        page.browser.send("Browser.grantPermissions",
                          permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])
    except RuntimeError:
        pass  # the page falls back to copying the selection
    page.browser.click(*page.centre("#copy"))
    status = page.browser.wait_for("document.getElementById('copy-status').textContent")
    check(status.startswith("Copied"), f"copy status: {status!r}")


def test_text_contrast_and_target_sizes(page):
    page.ensure_closed()
    page.check_contrast()
    page.open_with_button()
    page.check_contrast()
    page.ensure_closed()
    small = page.evaluate(
        "[...document.querySelectorAll('.panel button, .panel select, .panel input[type=range],"
        " .panel .check, #open-button')].map(e => [e.id || e.className,"
        " e.getBoundingClientRect().width, e.getBoundingClientRect().height])"
        ".filter(([, w, h]) => w < 44 || h < 44)")
    check(small == [], f"targets smaller than 44 × 44: {small}")
    box = page.rect("#reduce-motion")
    check(box["width"] >= 24 and box["height"] >= 24, f"checkbox {box}")


def test_reduce_motion_follows_the_system(page):
    page.browser.send("Emulation.setEmulatedMedia",
                      features=[{"name": "prefers-reduced-motion", "value": "reduce"}])
    try:
        page.wait_frames()
        checked, setting = page.evaluate(
            "[document.getElementById('reduce-motion').checked, window.sideMenuPlayground.trace"
            ".filter(c => c[0] === 'configure' && c[1] === 9).map(c => c[2]).pop()]")
        check(checked and setting == 1, f"Reduce Motion: checkbox {checked}, engine {setting}")
    finally:
        page.browser.send("Emulation.setEmulatedMedia", features=[])
        page.wait_frames()
    check(not page.evaluate("document.getElementById('reduce-motion').checked"),
          "Reduce Motion did not follow the system back off")


def test_controls_are_labelled(page):
    unlabelled = page.evaluate(
        "[...document.querySelectorAll('input, select, textarea')]"
        ".filter(e => e.labels.length === 0).map(e => e.id)")
    check(unlabelled == [], f"controls without a label: {unlabelled}")


def test_page_frames_equal_native_replay(page):
    frames, calls, worst = page.check_matches_native_replay()
    print(f"{frames} frames, {calls} calls, largest difference {worst:.3g}")
