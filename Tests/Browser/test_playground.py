"""The playground's browser test.

Loads the built page (index.html, from file://) in headless Chromium, drags the menu with real
mouse, touch and keyboard input sent through the DevTools protocol, and checks where the engine
puts it. Finally replays every call the page made into the WebAssembly module through the native
build (`sidemenu-playground --replay`) and checks that the frame states agree to 1e-9.

Usage: test_playground.py --page PATH/index.html --playground PATH/sidemenu-playground
                          [--screenshots DIR]
Prints one line per test and a last line `N passed, N failed`; exits non-zero on failure.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402

# Output layout (PlaygroundOutput in Sources/SideMenuPlayground/Session/PlaygroundSession.swift).
PROGRESS, SIDE, MENU_X, CONTENT_SCALE, SCRIM_ALPHA = 0, 1, 2, 15, 20
PHASE, MARKS, DISPLAY_LINK = 23, 24, 25
CLOSED, OPENING, OPEN, CLOSING = 0, 1, 2, 3
RELEASE, INTERRUPTION = 1, 2
TOLERANCE = 1e-9

ALLOWED_IMPORTS = {"env.exp", "env.log", "env.sin", "env.cos"}


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class PlaygroundTests:
    def __init__(self, browser, page, playground, screenshots):
        self.browser = browser
        self.page = page
        self.playground = playground
        self.screenshots = screenshots

    # Helpers.

    def last(self):
        return self.browser.evaluate("window.sideMenuPlayground.last")

    def wait_settled(self, timeout=5.0):
        """Waits until the menu rests (closed or open, no animation) and returns the output."""
        # Input sent just before may not have reached a frame yet: look only at frames drawn
        # after this call began.
        first = self.frame_count() + 2
        deadline = time.time() + timeout
        while time.time() < deadline:
            count, out = self.browser.evaluate(
                "[window.sideMenuPlayground.frames.length, window.sideMenuPlayground.last]")
            if count >= first and out[PHASE] in (CLOSED, OPEN) and out[DISPLAY_LINK] == 0:
                return out
            time.sleep(0.02)
        raise Failure(f"the menu did not settle within {timeout} s: {self.last()}")

    def rect(self, element_id):
        return self.browser.evaluate(
            f"(() => {{ const r = document.getElementById('{element_id}')"
            ".getBoundingClientRect(); return {x: r.left, y: r.top, width: r.width, "
            "height: r.height}; })()")

    def screen_point(self, x, y):
        r = self.rect("screen")
        return (r["x"] + x, r["y"] + y)

    def path(self, start, end, steps):
        (x0, y0), (x1, y1) = self.screen_point(*start), self.screen_point(*end)
        return [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(steps + 1)]

    def set_control(self, element_id, value):
        # Controls are form elements; setting one is not the gesture under test.
        self.browser.evaluate(
            f"(() => {{ const e = document.getElementById('{element_id}'); e.value = '{value}';"
            " e.dispatchEvent(new Event('input')); })()")
        # The page draws the change (e.g. the layout direction) on its next frames.
        first = self.frame_count() + 2
        self.browser.wait_for(f"window.sideMenuPlayground.frames.length >= {first}")

    def frames_since(self, count):
        return self.browser.evaluate(f"window.sideMenuPlayground.frames.slice({count})")

    def frame_count(self):
        return self.browser.evaluate("window.sideMenuPlayground.frames.length")

    def ensure_closed(self):
        if self.last()[PHASE] != CLOSED:
            self.browser.key("Escape", "Escape", 27)
            check(self.wait_settled()[PHASE] == CLOSED, "could not close the menu with Escape")

    def open_with_button(self):
        button = self.rect("open-button")
        self.browser.click(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
        out = self.wait_settled()
        check(out[PHASE] == OPEN, f"the menu button did not open the menu: phase {out[PHASE]}")
        return out

    def start_opening_animation(self):
        """Closes the menu, clicks the menu button, waits 80 ms into the opening animation and
        returns the frame count before the click."""
        self.ensure_closed()
        start = self.frame_count()
        button = self.rect("open-button")
        self.browser.click(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
        time.sleep(0.08)
        out = self.last()
        check(out[PHASE] == OPENING and out[PROGRESS] < 1, f"not animating: {out[PHASE]}")
        return start

    def shot(self, name):
        if self.screenshots:
            r = self.rect("screen")
            clip = {"x": 0, "y": 0, "width": 1280, "height": max(800, r["y"] + r["height"] + 40)}
            self.browser.screenshot(os.path.join(self.screenshots, f"{name}.png"), clip)

    # Tests, run in order.

    def test_page_loads_with_only_math_imports(self):
        info = self.browser.evaluate(
            "({imports: window.sideMenuPlayground.imports, size: window.sideMenuPlayground.wasmSize,"
            " error: window.sideMenuPlaygroundError || null})")
        check(info["error"] is None, f"page error: {info['error']}")
        check(set(info["imports"]) <= ALLOWED_IMPORTS, f"unexpected imports {info['imports']}")
        check(info["size"] < 100_000, f"wasm is {info['size']} bytes")
        out = self.wait_settled()
        check(out[PHASE] == CLOSED and out[PROGRESS] == 0, f"not closed at start: {out}")
        self.shot("closed")

    def test_long_mouse_drag_opens(self):
        self.ensure_closed()
        points = self.path((4, 340), (300, 350), 30)
        browser = self.browser
        browser.mouse("mousePressed", *points[0], pressed=True)
        for i, point in enumerate(points[1:], 1):
            time.sleep(0.016)
            browser.mouse("mouseMoved", *point, pressed=True)
            if i == 15:
                time.sleep(0.05)  # let a frame draw mid-drag
                out = self.last()
                check(out[PHASE] == OPENING and 0 < out[PROGRESS] < 1,
                      f"mid-drag state: phase {out[PHASE]}, progress {out[PROGRESS]}")
                self.shot("mid-drag")
        time.sleep(0.1)  # hold still: no fling, the position decides
        browser.mouse("mouseReleased", *points[-1])
        out = self.wait_settled()
        check(out[PHASE] == OPEN and out[PROGRESS] == 1, f"not open after a long drag: {out[:1]}")
        self.shot("open")

    def test_scrim_tap_closes(self):
        if self.last()[PHASE] != OPEN:
            self.open_with_button()
        self.browser.click(*self.screen_point(340, 400))
        out = self.wait_settled()
        check(out[PHASE] == CLOSED, f"a scrim tap did not close the menu: phase {out[PHASE]}")

    def test_short_mouse_drag_closes(self):
        self.ensure_closed()
        self.browser.mouse_drag(self.path((4, 300), (70, 300), 12), hold_seconds=0.1)
        out = self.wait_settled()
        check(out[PHASE] == CLOSED, f"a short drag opened the menu: phase {out[PHASE]}")

    def test_flick_opens(self):
        self.ensure_closed()
        # 80 points in 4 × 10 ms, released at once: ~2,000 pt/s, far above the 400 pt/s fling
        # threshold, though the menu is only a third of the way open.
        self.browser.mouse_drag(self.path((4, 300), (84, 300), 4), step_seconds=0.01)
        out = self.wait_settled()
        check(out[PHASE] == OPEN, f"a flick did not open the menu: phase {out[PHASE]}")

    def test_dragging_the_open_menu_closes_it(self):
        if self.last()[PHASE] != OPEN:
            self.open_with_button()
        self.browser.mouse_drag(self.path((250, 300), (20, 300), 25), hold_seconds=0.1)
        out = self.wait_settled()
        check(out[PHASE] == CLOSED, f"dragging the menu shut left it in phase {out[PHASE]}")

    def test_escape_closes(self):
        self.ensure_closed()
        self.open_with_button()
        self.browser.key("Escape", "Escape", 27)
        out = self.wait_settled()
        check(out[PHASE] == CLOSED, f"Escape did not close the menu: phase {out[PHASE]}")

    def test_touch_drag_opens_and_closes(self):
        self.ensure_closed()
        self.browser.touch_drag(self.path((3, 400), (290, 410), 30), hold_seconds=0.1)
        out = self.wait_settled()
        check(out[PHASE] == OPEN, f"a long touch drag did not open the menu: phase {out[PHASE]}")
        self.browser.touch_drag(self.path((240, 400), (200, 400), 8), hold_seconds=0.1)
        out = self.wait_settled()
        check(out[PHASE] == OPEN, f"a short touch drag closed the menu: phase {out[PHASE]}")
        self.browser.touch_drag(self.path((240, 400), (10, 400), 25), hold_seconds=0.1)
        out = self.wait_settled()
        check(out[PHASE] == CLOSED, f"a long touch drag did not close the menu: {out[PHASE]}")

    def test_interrupting_the_opening_animation(self):
        start = self.start_opening_animation()
        # Catch the menu mid-flight and throw it back.
        self.browser.mouse_drag(self.path((60, 300), (0, 300), 4), step_seconds=0.01)
        out = self.wait_settled()
        check(out[PHASE] == CLOSED, f"the interrupted menu ended in phase {out[PHASE]}")
        marks = [int(frame[MARKS]) for frame in self.frames_since(start)]
        check(any(m & INTERRUPTION for m in marks), "no interruption marked for the plot")
        check(any(m & RELEASE for m in marks), "no release marked for the plot")

    def test_touching_the_moving_menu_stops_it(self):
        start = self.start_opening_animation()
        # Press on the menu as it is drawn now (it moves on under the pointer until the press
        # arrives, so aim a little inside its leading edge) and keep the button down.
        menu = self.rect("menu")
        x, y = menu["x"] + menu["width"] - 15, menu["y"] + 300
        self.browser.mouse("mousePressed", x, y, pressed=True)
        time.sleep(0.06)
        held = self.last()
        time.sleep(0.25)
        still = self.last()
        check(held[PHASE] == OPENING and held[DISPLAY_LINK] == 0,
              f"the press did not hold the menu: phase {held[PHASE]}, link {held[DISPLAY_LINK]}")
        check(0 < held[PROGRESS] < 1, f"held at progress {held[PROGRESS]}")
        check(still[PROGRESS] == held[PROGRESS],
              f"the held menu moved from {held[PROGRESS]} to {still[PROGRESS]}")
        self.browser.mouse("mouseReleased", x, y)
        out = self.wait_settled()
        # A lift without a drag moves on by the release rule from where the menu was held.
        expected = OPEN if held[PROGRESS] >= 0.5 else CLOSED
        check(out[PHASE] == expected,
              f"held at {held[PROGRESS]}, the menu ended in phase {out[PHASE]}")
        marks = [int(frame[MARKS]) for frame in self.frames_since(start)]
        check(any(m & INTERRUPTION for m in marks), "no interruption marked for the plot")

    def test_right_to_left_mirrors(self):
        self.ensure_closed()
        self.set_control("direction", 1)
        try:
            self.browser.mouse_drag(self.path((357, 300), (60, 300), 30), hold_seconds=0.1)
            out = self.wait_settled()
            check(out[PHASE] == OPEN, f"a drag from the right edge did not open: {out[PHASE]}")
            check(out[SIDE] == 1 and out[MENU_X] > 0, "the leading menu is not on the right")
            direction = self.browser.evaluate("document.getElementById('screen').dir")
            check(direction == "rtl", f"the screen is not right-to-left: {direction}")
            self.shot("open-rtl")
            self.browser.key("Escape", "Escape", 27)
            self.wait_settled()
        finally:
            self.set_control("direction", 0)

    def test_style_control_and_export(self):
        self.ensure_closed()
        names = self.browser.evaluate(
            "[...document.getElementById('style').options].map(o => o.text)")
        check(len(names) == 11 and "scaleDown" in names, f"style presets: {names}")
        self.set_control("style", names.index("scaleDown"))
        try:
            out = self.open_with_button()
            check(abs(out[CONTENT_SCALE] - 0.8) < 1e-12, f"content scale {out[CONTENT_SCALE]}")
            transform = self.browser.evaluate("document.getElementById('content').style.transform")
            check("scale(0.8)" in transform, f"content not drawn scaled: {transform}")
            code = self.browser.evaluate("document.getElementById('export').value")
            check("configuration.leading.style = .scaleDown" in code, f"export: {code}")
            check("SideMenuSpring(response: 0.4, dampingFraction: 0.9)" in code, f"export: {code}")
            self.shot("open-scaleDown")
        finally:
            self.ensure_closed()
            self.set_control("style", names.index("slideOver"))

    def test_controls_are_labelled(self):
        unlabelled = self.browser.evaluate(
            "[...document.querySelectorAll('input, select, textarea')]"
            ".filter(e => e.labels.length === 0).map(e => e.id)")
        check(unlabelled == [], f"controls without a label: {unlabelled}")

    def test_page_frames_equal_native_replay(self):
        data = self.browser.evaluate(
            "JSON.stringify({trace: window.sideMenuPlayground.trace,"
            " frames: window.sideMenuPlayground.frames})")
        logged = json.loads(data)
        check(len(logged["frames"]) > 100, f"only {len(logged['frames'])} frames logged")
        with tempfile.TemporaryDirectory() as folder:
            trace_file = os.path.join(folder, "trace.json")
            frames_file = os.path.join(folder, "frames.json")
            with open(trace_file, "w") as handle:
                json.dump({"trace": logged["trace"]}, handle)
            subprocess.run(
                [self.playground, "--replay", trace_file, "--output", frames_file], check=True)
            with open(frames_file) as handle:
                native = json.load(handle)["frames"]
        page = logged["frames"]
        check(len(native) == len(page), f"{len(page)} page frames, {len(native)} native")
        worst = (0.0, None)
        for index, (a, b) in enumerate(zip(page, native)):
            check(len(a) == len(b), f"frame {index} has {len(a)} vs {len(b)} values")
            for field, (x, y) in enumerate(zip(a, b)):
                difference = abs(x - y)
                if difference > worst[0]:
                    worst = (difference, (index, field))
                check(difference <= TOLERANCE,
                      f"frame {index} field {field}: page {x!r}, native {y!r}")
        self.note = (f"{len(page)} frames, {len(logged['trace'])} calls, "
                     f"largest difference {worst[0]:.3g}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True)
    parser.add_argument("--playground", required=True)
    parser.add_argument("--screenshots")
    options = parser.parse_args()
    if options.screenshots:
        os.makedirs(options.screenshots, exist_ok=True)

    passed = failed = 0
    started = time.time()
    try:
        browser = Browser()
    except Exception as error:
        print(f"FAIL starting Chromium: {error}")
        print("0 passed, 1 failed")
        return 1
    try:
        browser.navigate("file://" + os.path.abspath(options.page))
        browser.wait_for("window.sideMenuPlayground && window.sideMenuPlayground.ready"
                         " && window.sideMenuPlayground.last !== null"
                         " || window.sideMenuPlaygroundError", timeout=20)
        tests = PlaygroundTests(browser, options.page, options.playground, options.screenshots)
        names = [name for name in PlaygroundTests.__dict__ if name.startswith("test_")]
        for name in names:
            tests.note = ""
            began = time.time()
            try:
                getattr(tests, name)()
                passed += 1
                note = f" — {tests.note}" if tests.note else ""
                print(f"ok   {name} ({time.time() - began:.2f} s){note}", flush=True)
            except Exception as error:  # a failing test must not stop the others
                failed += 1
                print(f"FAIL {name} ({time.time() - began:.2f} s): {error}", flush=True)
                if not isinstance(error, Failure):
                    traceback.print_exc()
    finally:
        browser.close()
    print(f"browser test took {time.time() - started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
