#!/usr/bin/env python3
"""Records the README's motion pictures from the playground page: the real engine (WebAssembly)
drawing the page's phone screen in headless Chromium, one animated GIF per style.

    Scripts/record-motion.sh        # builds the page, installs what is missing, runs this

    record-motion.py PAGE OUTDIR    # PAGE: a built index.html; OUTDIR: docs/gallery/recordings

The page runs on this script's clock (`sideMenuPlayground.takeClock`, Playground/page): the
engine is started at time 0, the events below are sent at their times and a frame is drawn
every 1/120 s (a ProMotion display's rate); every sixth frame is captured (20 per second). So a
recording is the same on any machine, however long the screenshots take. The script is the
gallery's (Sources/SideMenuPlayground/GalleryMotion.swift): an open, a close interrupted by a new
open (the menu turns back with its velocity), a flick from the left edge, and a close.

Beside each GIF, `<style>.json` keeps what makes it reproducible and checkable: the calls made
into the engine (its trace, as the page logged it: `sidemenu-playground --replay` reads it) and
the engine's progress at every captured frame. `swift test` (RecordingTests) replays each trace
through the native build of the same engine and fails when the motion differs — the engine's
motion changed and the pictures were not recorded again — and checks each GIF's length and size.
What it cannot see is a change of the page's look alone: record again by hand then.
"""

import io
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                                "Browser"))

from cdp import Browser  # noqa: E402  (Tests/Browser/cdp.py: headless Chromium over DevTools)
from PIL import Image  # noqa: E402  (Pillow, installed by Scripts/record-motion.sh)

STYLES = ["slideOver", "slideAside", "scaleDown", "viewSlideOut"]
# The phone: the page's own phone layout at an iPhone's 390 × 844 points.
VIEWPORT = (390, 844)
TICK = 1 / 120
CAPTURE_EVERY = 6  # ticks: 20 frames per second, 50 ms each (a GIF counts in 10 ms)
WIDTH = 184  # pixels of the GIF: a column of the README's four-picture table
COLOURS = 24  # palette size: the page is a few flat colours, a shadow and a blur
POINTER = {"down": 0, "move": 1, "up": 2}
COMMAND = {"toggle": 1, "close": 2}
PHASE, DISPLAY_LINK = 23, 25
CLOSED, OPEN = 0, 2  # SideMenuPhase as the page lays it out (Tests/Browser/playground.py)


class Recorder:
    """One style's recording: the engine on a 120 Hz clock, a screenshot every sixth tick."""

    def __init__(self, browser, clip):
        self.browser, self.clip = browser, clip
        self.time = 0.0
        self.ticks = 0
        self.images = []
        self.progress = []
        self.finger = None

    def js(self, expression):
        return self.browser.evaluate(expression)

    def tick(self):
        self.time = round((self.ticks + 1) * TICK, 9)
        self.ticks += 1
        out = self.js(f"(window.sideMenuPlayground.at.frame({self.time!r}),"
                      " window.sideMenuPlayground.last)")
        if self.ticks % CAPTURE_EVERY == 0:
            self.show_finger()
            png = self.browser.screenshot(self.clip)
            self.images.append(Image.open(io.BytesIO(png)).convert("RGB"))
            self.progress.append(round(out[0], 4))
        return out

    def run(self, seconds):
        for _ in range(round(seconds / TICK)):
            self.tick()

    def settle(self):
        """Ticks until the engine rests (no animation, open or closed)."""
        for _ in range(int(5 / TICK)):
            out = self.tick()
            if out[DISPLAY_LINK] == 0 and out[PHASE] in (CLOSED, OPEN):
                return
        raise RuntimeError("the menu did not come to rest within 5 s")

    def command(self, name):
        self.js(f"window.sideMenuPlayground.at.command({COMMAND[name]}, {self.time!r})")

    def pointer(self, phase, x, y):
        self.finger = None if phase == "up" else (x, y)
        self.js(f"window.sideMenuPlayground.at.pointer({POINTER[phase]}, {x!r}, {y!r},"
                f" {self.time!r})")

    def show_finger(self):
        # A translucent dot where the finger is: the recording's own overlay, not the page's.
        x, y = self.finger if self.finger else (-100, -100)
        self.js("(() => { let d = document.getElementById('recording-finger');"
                " if (!d) { d = document.createElement('div'); d.id = 'recording-finger';"
                " d.style.cssText = 'position:absolute;width:44px;height:44px;margin:-22px 0 0 -22px;"
                "border-radius:22px;background:rgba(120,120,128,.55);z-index:1000;"
                "pointer-events:none'; document.getElementById('screen').appendChild(d); }"
                f" d.style.left = '{x}px'; d.style.top = '{y}px'; }})()")


def record(browser, clip, style_index, height):
    recorder = Recorder(browser, clip)
    start = recorder.js("window.sideMenuPlayground.takeClock(0)")
    recorder.js(f"window.sideMenuPlayground.at.configure(0, {style_index}, 0)")
    # 1. open
    recorder.run(0.3)
    recorder.command("toggle")
    recorder.settle()
    recorder.run(0.5)
    # 2. a close caught 0.06 s later by an open (toggle opens a menu heading closed), then a close
    recorder.command("close")
    recorder.run(0.06)
    recorder.command("toggle")
    recorder.settle()
    recorder.run(0.3)
    recorder.command("close")
    recorder.settle()
    recorder.run(0.5)
    # 3. a flick from the left edge: the finger lands, rests, drags 60 points in 50 ms, lifts
    y = height / 2
    recorder.pointer("down", 4, y)
    recorder.run(0.25)
    for step in range(1, 7):
        recorder.tick()
        recorder.pointer("move", 4 + step * 10, y)
    recorder.tick()
    recorder.pointer("up", 70, y)
    recorder.settle()
    recorder.run(0.5)
    recorder.command("close")
    recorder.settle()
    recorder.run(0.4)
    trace = recorder.js(f"window.sideMenuPlayground.trace.slice({start})")
    return recorder.images, recorder.progress, trace


def write_gif(images, path):
    height = round(images[0].height * WIDTH / images[0].width)
    frames = [image.resize((WIDTH, height), Image.LANCZOS) for image in images]
    # One palette for every frame, from a strip of frames across the loop, so that unchanged
    # pixels stay the same index and the GIF stores only what moves.
    sample = Image.new("RGB", (WIDTH, height * 4))
    for index, frame in enumerate(frames[:: max(1, len(frames) // 4)][:4]):
        sample.paste(frame, (0, height * index))
    palette = sample.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT)
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
    indexed[0].save(path, save_all=True, append_images=indexed[1:], loop=0,
                    duration=round(1000 * TICK * CAPTURE_EVERY), optimize=False, disposal=1)


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    page, out = os.path.abspath(argv[1]), argv[2]
    os.makedirs(out, exist_ok=True)
    browser = Browser(*VIEWPORT, mobile=True)
    try:
        browser.navigate("file://" + page)
        browser.wait_for("window.sideMenuPlayground && window.sideMenuPlayground.ready"
                         " && window.sideMenuPlayground.last !== null"
                         " || window.sideMenuPlaygroundError", timeout=20)
        error = browser.evaluate("window.sideMenuPlaygroundError || null")
        if error:
            raise RuntimeError(error)
        names = browser.evaluate(
            "Array.from(document.getElementById('style').options).map(o => o.text)")
        for style in STYLES:
            # A fresh page per style: every recording starts from the same page state.
            browser.navigate("file://" + page)
            browser.wait_for("window.sideMenuPlayground && window.sideMenuPlayground.ready"
                             " && window.sideMenuPlayground.last !== null", timeout=20)
            rect = browser.evaluate("(() => { const r = document.getElementById('screen')"
                                    ".getBoundingClientRect(); return [r.x, r.y, r.width,"
                                    " r.height]; })()")
            clip = {"x": rect[0], "y": rect[1], "width": rect[2], "height": rect[3], "scale": 1}
            images, progress, trace = record(browser, clip, names.index(style), rect[3])
            path = os.path.join(out, f"{style}.gif")
            write_gif(images, path)
            # "trace" first: TraceReplay reads a trace object by its leading key.
            with open(os.path.join(out, f"{style}.json"), "w") as handle:
                handle.write('{"trace":[\n' + ",\n".join(
                    json.dumps(call, separators=(",", ":")) for call in trace) + "\n],\n")
                handle.write(f'"captureEvery":{CAPTURE_EVERY},\n"progress":'
                             f'{json.dumps(progress, separators=(",", ":"))}}}\n')
            print(f"recorded {path}: {len(images)} frames, {os.path.getsize(path) // 1024} KB")
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
