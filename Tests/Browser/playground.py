"""The playground page in one headless Chromium, with what the tests ask of it.

The output layout mirrors PlaygroundOutput (Sources/SideMenuPlayground/Session/
PlaygroundSession.swift); the readouts mirror PlaygroundReadout.
"""

import json
import os
import subprocess
import tempfile
import time
import zlib

from cdp import Browser, png_size

# Output layout.
PROGRESS, SIDE, MENU_X, MENU_WIDTH, CONTENT_SCALE, SCRIM_ALPHA = 0, 1, 2, 4, 15, 20
VELOCITY, PHASE, MARKS, DISPLAY_LINK = 22, 23, 24, 25
CONTAINER_WIDTH, CONTAINER_HEIGHT, TIME, HEADING = 28, 29, 31, 32
MENU_TRANSLATION_X = 6
CLOSED, OPENING, OPEN, CLOSING = 0, 1, 2, 3
RESTING, TOWARD_OPEN, TOWARD_CLOSED, FOLLOWING, HELD = 0, 1, 2, 3, 4
RELEASE, INTERRUPTION = 1, 2
# Readouts.
RESOLVED_WIDTH, REQUESTED_WIDTH, WIDTH_LIMIT = 0, 1, 2
OPEN_RESPONSE, OPEN_DAMPING, CLOSE_RESPONSE, CLOSE_DAMPING, FLING = 6, 7, 8, 9, 10
LIMIT_NONE, LIMIT_MINIMUM, LIMIT_MAXIMUM, LIMIT_MARGIN = 0, 1, 2, 3
# Settings (PlaygroundSetting).
SET_WIDTH, SET_OPEN_RESPONSE, SET_OPEN_DAMPING, SET_CLOSE_RESPONSE = 3, 4, 5, 6
SET_CLOSE_DAMPING, SET_FLING = 7, 8

ALLOWED_IMPORTS = {"env.exp", "env.log", "env.sin", "env.cos"}
# The frame states of the page and of the native build agree to this (the same source; only
# the compiler and the maths library differ).
TOLERANCE = 1e-9

# Measures, in the page, every element outside the simulated screen that sticks out of the
# viewport sideways (the screen clips its own views, so those are exempt), and the document's
# scroll width.
OVERFLOW_SCRIPT = """(() => {
  const width = document.documentElement.clientWidth;
  const screen = document.getElementById('screen');
  const out = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (screen.contains(element) && element !== screen) continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.left < -0.5 || r.right > width + 0.5) {
      out.push(`${element.tagName.toLowerCase()}#${element.id}.${element.className}: ` +
        `${r.left.toFixed(1)}…${r.right.toFixed(1)}`);
    }
  }
  return {overflowing: out, scrollWidth: document.documentElement.scrollWidth, width,
          scrollX: window.scrollX};
})()"""

# Every visible element with its own text: its colour and the first opaque background behind
# it, as [r, g, b] (alpha ignored: the page's translucent bars sit on white).
CONTRAST_SCRIPT = """(() => {
  const rgb = (value) => (value.match(/[\\d.]+/g) || []).map(Number);
  const background = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const texts = [];
  for (const element of document.body.querySelectorAll('*')) {
    const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || element.closest('[aria-hidden="true"]') || element.closest('script')) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
    if (element.closest('#screen') && element.closest('#content') &&
        document.getElementById('scrim').style.visibility === 'visible') continue;
    texts.push({text: element.textContent.trim().slice(0, 40), color: rgb(style.color).slice(0, 3),
                background: background(element)});
  }
  // The plot's labels are drawn on a canvas in the colours of two custom properties.
  const probe = document.createElement('span');
  probe.style.color = 'var(--plot-label)';
  probe.style.backgroundColor = 'var(--plot-background)';
  document.body.appendChild(probe);
  const plot = getComputedStyle(probe);
  texts.push({text: 'plot labels', color: rgb(plot.color).slice(0, 3),
              background: rgb(plot.backgroundColor).slice(0, 3)});
  probe.remove();
  return texts;
})()"""


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """WCAG 2.2's contrast ratio of two sRGB colours."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


class Failure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Playground:
    """The page in a browser of one viewport size."""

    def __init__(self, options, width, height, mobile=False, media=None):
        self.options = options
        self.width, self.height = width, height
        self.browser = Browser(width, height, mobile=mobile)
        if media:
            self.browser.send("Emulation.setEmulatedMedia", features=media)
        self.browser.navigate("file://" + os.path.abspath(options.page))
        self.browser.wait_for(
            "window.sideMenuPlayground && window.sideMenuPlayground.ready"
            " && window.sideMenuPlayground.last !== null || window.sideMenuPlaygroundError",
            timeout=20)

    def close(self):
        self.browser.close()

    # Reading the page.

    def evaluate(self, expression):
        return self.browser.evaluate(expression)

    def last(self):
        return self.evaluate("window.sideMenuPlayground.last")

    def readouts(self):
        return self.evaluate("window.sideMenuPlayground.readouts")

    def frame_count(self):
        return self.evaluate("window.sideMenuPlayground.frames.length")

    def frames_since(self, count):
        return self.evaluate(f"window.sideMenuPlayground.frames.slice({count})")

    def wait_frames(self, count=2):
        first = self.frame_count() + count
        self.browser.wait_for(f"window.sideMenuPlayground.frames.length >= {first}")

    def wait_settled(self, timeout=5.0):
        """Waits until the menu rests (closed or open, no animation) and returns the output."""
        # Input sent just before may not have reached a frame yet: look only at frames drawn
        # after this call began.
        first = self.frame_count() + 2
        deadline = time.time() + timeout
        while time.time() < deadline:
            count, out = self.evaluate(
                "[window.sideMenuPlayground.frames.length, window.sideMenuPlayground.last]")
            if count >= first and out[PHASE] in (CLOSED, OPEN) and out[DISPLAY_LINK] == 0:
                return out
            time.sleep(0.02)
        raise Failure(f"the menu did not settle within {timeout} s: {self.last()}")

    def rect(self, selector):
        return self.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
            ".getBoundingClientRect(); return {x: r.left, y: r.top, width: r.width, "
            "height: r.height, right: r.right, bottom: r.bottom}; })()")

    def centre(self, selector):
        r = self.rect(selector)
        return (r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)

    def screen_point(self, x, y):
        r = self.rect("#screen")
        return (r["x"] + x, r["y"] + y)

    def path(self, start, end, steps):
        (x0, y0), (x1, y1) = self.screen_point(*start), self.screen_point(*end)
        return [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(steps + 1)]

    # Changing the page.

    def set_control(self, element_id, value):
        # Controls are form elements; setting one is not the gesture under test.
        self.evaluate(
            f"(() => {{ const e = document.getElementById('{element_id}');"
            f" if (e.type === 'checkbox') e.checked = {json.dumps(bool(value))};"
            f" else e.value = '{value}';"
            " e.dispatchEvent(new Event('input')); })()")
        # The page draws the change (e.g. the layout direction) on its next frames.
        self.wait_frames()

    def configure(self, key, value):
        """A setting the controls cannot reach, straight into the engine (logged like any)."""
        self.evaluate(f"window.sideMenuPlayground.configure({key}, {value})")
        self.wait_frames()

    def ensure_closed(self):
        if self.last()[PHASE] != CLOSED:
            self.browser.key("Escape", "Escape", 27)
            check(self.wait_settled()[PHASE] == CLOSED, "could not close the menu with Escape")

    def press_menu_button(self, touch=False):
        x, y = self.centre("#open-button")
        if touch:
            self.browser.tap(x, y)
        else:
            self.browser.click(x, y)

    def open_with_button(self):
        self.press_menu_button()
        out = self.wait_settled()
        check(out[PHASE] == OPEN, f"the menu button did not open the menu: phase {out[PHASE]}")
        return out

    def start_opening_animation(self, touch=False):
        """Closes the menu, presses the menu button, waits 80 ms into the opening animation and
        returns the frame count before the press."""
        self.ensure_closed()
        if touch:
            # Chromium swallows a tap that lands while it still treats the previous flick as
            # flinging (the tap only stops the fling); a finger lifted a while ago taps.
            time.sleep(1)
        start = self.frame_count()
        self.press_menu_button(touch=touch)
        # A tap becomes a click only once the browser has recognised it: wait for the animation
        # to start, then let it run about 80 ms.
        deadline = time.time() + 2
        while self.last()[PHASE] != OPENING and time.time() < deadline:
            time.sleep(0.01)
        time.sleep(0.06)
        out = self.last()
        check(out[PHASE] == OPENING and out[PROGRESS] < 1, f"not animating: {out[PHASE]}")
        return start

    # Checks.

    def check_catching_the_moving_menu(self, touch):
        """Starts the opening animation, puts a finger (or the mouse button) down on the moving
        menu and checks that the engine holds it there, then lifts and checks where it goes."""
        start = self.start_opening_animation(touch=touch)
        trace_start = self.evaluate("window.sideMenuPlayground.trace.length")
        # On the menu as drawn now (it moves on until the press arrives, so a little inside its
        # leading edge), and kept down.
        menu = self.rect("#menu")
        x, y = menu["right"] - 15, menu["y"] + 300
        if touch:
            self.browser.touch("touchStart", x, y)
        else:
            self.browser.mouse("mousePressed", x, y, pressed=True)
        time.sleep(0.06)
        held = self.last()
        # The frame the finger landed on: the last one the page drew before the press reached
        # the engine (the trace holds every call in order, each with its explicit time; the
        # frames are one per `frame` call). The run-on is how far the menu moved from that frame
        # to the first one drawn after the press: it must be 0 points.
        landed = self.evaluate("""(() => {
            const s = window.sideMenuPlayground;
            const down = s.trace.findIndex((c, i) => i >= %d && c[0] === "pointer" && c[1] === 0);
            if (down < 0) return null;
            const before = s.trace.slice(0, down).filter((c) => c[0] === "frame").length;
            return { press: s.trace[down][5], drawn: s.frames[before - 1],
                     after: s.frames[before] || null };
        })()""" % trace_start)
        check(landed is not None and landed["after"] is not None,
              f"no press or no frame after it in the trace: {landed}")
        drawn, after = landed["drawn"], landed["after"]
        # The press's own timestamp can lie before the frame drawn when it arrived: Chromium
        # delivers a touch tens of milliseconds after its time. The engine counts a time that
        # ran back (up to 0.1 s) as its latest, so the frame on screen when the press arrives is
        # the one the menu stays in.
        check(abs(landed["press"] - drawn[TIME]) < 0.5,
              f"press at {landed['press']} s, frames at {drawn[TIME]} and {after[TIME]} s")
        run_on = abs((after[MENU_X] + after[MENU_TRANSLATION_X])
                     - (drawn[MENU_X] + drawn[MENU_TRANSLATION_X]))
        check(run_on == 0 and after[PROGRESS] == drawn[PROGRESS],
              f"the menu ran on {run_on:.2f} pt after the press (progress {drawn[PROGRESS]} in "
              f"the frame it landed on, {after[PROGRESS]} after)")
        time.sleep(0.25)
        still = self.last()
        check(held[PHASE] == OPENING and held[DISPLAY_LINK] == 0 and held[HEADING] == HELD,
              f"the press did not catch the menu: phase {held[PHASE]}, heading "
              f"{held[HEADING]}, link {held[DISPLAY_LINK]}")
        check(0 < held[PROGRESS] < 1, f"caught at progress {held[PROGRESS]}")
        check(still[PROGRESS] == held[PROGRESS],
              f"the caught menu moved from {held[PROGRESS]} to {still[PROGRESS]}")
        if touch:
            self.browser.touch("touchEnd", x, y)
        else:
            self.browser.mouse("mouseReleased", x, y)
        out = self.wait_settled()
        # A lift without a drag moves on by the release rule from where the menu was held.
        expected = OPEN if held[PROGRESS] >= 0.5 else CLOSED
        check(out[PHASE] == expected, f"caught at {held[PROGRESS]}, the menu ended in {out[PHASE]}")
        marks = [int(frame[MARKS]) for frame in self.frames_since(start)]
        check(any(m & INTERRUPTION for m in marks), "no interruption marked for the plot")

    def screenshot(self, name):
        """Takes a screenshot of the viewport, checks its size and saves it."""
        data = self.browser.screenshot()
        size = png_size(data)
        check(size == (self.width, self.height),
              f"screenshot {name} is {size[0]}×{size[1]}, not {self.width}×{self.height}")
        with open(os.path.join(self.options.screenshots, f"{name}.png"), "wb") as handle:
            handle.write(data)
        return data

    def pixel(self, x, y):
        """The colour of one viewport pixel, as (r, g, b)."""
        data = self.browser.screenshot({"x": x, "y": y, "width": 1, "height": 1, "scale": 1})
        # A 1 × 1 PNG's single scanline is its filter byte and the pixel: every filter leaves
        # the first pixel of the first row as it is.
        raw = b""
        offset = 8
        while offset < len(data):
            length = int.from_bytes(data[offset:offset + 4], "big")
            kind = data[offset + 4:offset + 8]
            if kind == b"IDAT":
                raw += data[offset + 8:offset + 8 + length]
            offset += 12 + length
        row = zlib.decompress(raw)
        return tuple(row[1:4])

    def check_no_overflow(self):
        result = self.evaluate(OVERFLOW_SCRIPT)
        check(result["overflowing"] == [], f"elements overflow the viewport: "
              f"{result['overflowing'][:8]}")
        check(result["scrollWidth"] <= result["width"],
              f"the page is {result['scrollWidth']} px wide in a {result['width']} px viewport")
        check(result["scrollX"] == 0, f"the page scrolled sideways to {result['scrollX']}")

    def check_contrast(self, minimum=4.5):
        low = []
        for item in self.evaluate(CONTRAST_SCRIPT):
            ratio = contrast(item["color"], item["background"])
            if ratio < minimum:
                low.append(f"{item['text']!r} {ratio:.2f}:1")
        check(low == [], f"text below {minimum}:1: {low[:8]}")

    def check_matches_native_replay(self):
        """Replays every call the page made through the native build and compares frames."""
        logged = json.loads(self.evaluate(
            "JSON.stringify({trace: window.sideMenuPlayground.trace,"
            " frames: window.sideMenuPlayground.frames})"))
        check(len(logged["frames"]) > 100, f"only {len(logged['frames'])} frames logged")
        with tempfile.TemporaryDirectory() as folder:
            trace_file = os.path.join(folder, "trace.json")
            frames_file = os.path.join(folder, "frames.json")
            with open(trace_file, "w") as handle:
                json.dump({"trace": logged["trace"]}, handle)
            subprocess.run([self.options.playground, "--replay", trace_file, "--output",
                            frames_file], check=True)
            with open(frames_file) as handle:
                native = json.load(handle)["frames"]
        page = logged["frames"]
        check(len(native) == len(page), f"{len(page)} page frames, {len(native)} native")
        worst = 0.0
        for index, (a, b) in enumerate(zip(page, native)):
            check(len(a) == len(b), f"frame {index} has {len(a)} vs {len(b)} values")
            for field, (x, y) in enumerate(zip(a, b)):
                worst = max(worst, abs(x - y))
                check(abs(x - y) <= TOLERANCE,
                      f"frame {index} field {field}: page {x!r}, native {y!r}")
        return len(page), len(logged["trace"]), worst
