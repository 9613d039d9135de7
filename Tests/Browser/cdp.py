"""A small Chrome DevTools Protocol client: launches headless Chromium and sends real input.

Input goes through `Input.dispatchMouseEvent`, `Input.dispatchTouchEvent` and
`Input.dispatchKeyEvent`, i.e. through the browser's own input pipeline (hit testing, pointer
events, timestamps), never through events synthesised in the page's JavaScript.

Gestures are sent the way a finger produces them: each event carries an explicit timestamp
(the `timestamp` parameter, seconds since the epoch, which becomes the DOM event's `timeStamp`)
and is posted at that moment without waiting for Chromium's acknowledgement. Waiting would make
every step as slow as the page's handling of the previous one (Chromium answers a touch command
only after the page has handled it, 30–50 ms here), so a "10 ms" flick would take 200 ms.
"""

import base64
import json
import os
import shutil
import struct
import subprocess
import tempfile
import time
import urllib.request

import websocket  # websocket-client (Debian: python3-websocket), installed by Scripts/browser-test.sh


# Where a Mac keeps Chrome or Chromium when they are installed as apps, not on PATH.
MAC_BROWSERS = (
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
)


def find_chromium():
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    for path in MAC_BROWSERS:
        if os.path.exists(path):
            return path
    raise RuntimeError("no Chromium found (Scripts/browser-test.sh installs Debian's chromium)")


def png_size(data):
    """The width and height of a PNG, from its IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


class Browser:
    """A headless Chromium with one page of a given viewport, driven over the DevTools protocol.

    `mobile=True` emulates a phone: a mobile viewport (the page's `width=device-width` applies),
    touch input and `pointer: coarse`.
    """

    def __init__(self, width, height, mobile=False, scale=1):
        self.width, self.height, self.scale = width, height, scale
        self.profile = tempfile.mkdtemp(prefix="sidemenu-chromium-")
        args = [
            find_chromium(),
            "--headless=new",
            # CI runs as root, where Chromium's sandbox cannot start.
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--hide-scrollbars",
            "--remote-debugging-port=0",
            "--remote-allow-origins=*",
            f"--user-data-dir={self.profile}",
            f"--window-size={width},{height}",
            "about:blank",
        ]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port = self._wait_for_port()
        targets = []
        deadline = time.time() + 20
        while time.time() < deadline and not targets:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as response:
                targets = [t for t in json.load(response) if t.get("type") == "page"]
            if not targets:
                time.sleep(0.1)
        if not targets:
            raise RuntimeError("Chromium opened no page")
        self.socket = websocket.create_connection(
            targets[0]["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self.next_id = 0
        self.pending = {}
        self.results = {}
        self.exceptions = []
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=scale, mobile=mobile)
        if mobile:
            self.send("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)

    def _wait_for_port(self):
        # With port 0 Chromium picks a free port and writes it to DevToolsActivePort.
        marker = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"Chromium exited with status {self.process.returncode}")
            if os.path.exists(marker):
                with open(marker) as handle:
                    first = handle.readline().strip()
                if first.isdigit():
                    return int(first)
            time.sleep(0.05)
        raise RuntimeError("Chromium did not open its DevTools port within 30 s")

    # The protocol.

    def post(self, method, **params):
        """Sends a command without waiting for its answer; returns its id (see `drain`)."""
        self.next_id += 1
        self.pending[self.next_id] = method
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        return self.next_id

    def _receive(self):
        message = json.loads(self.socket.recv())
        if "id" in message:
            method = self.pending.pop(message["id"], "?")
            if "error" in message:
                raise RuntimeError(f"{method}: {message['error']}")
            self.results[message["id"]] = message.get("result", {})
        elif message.get("method") == "Runtime.exceptionThrown":
            self.exceptions.append(message["params"]["exceptionDetails"])

    def drain(self):
        """Waits for the answers to every command posted so far."""
        while self.pending:
            self._receive()
        self.results.clear()

    def send(self, method, **params):
        """Sends a command and returns its result."""
        message_id = self.post(method, **params)
        while message_id not in self.results:
            self._receive()
        return self.results.pop(message_id)

    def evaluate(self, expression):
        result = self.send(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def navigate(self, url):
        self.send("Page.navigate", url=url)

    def wait_for(self, expression, timeout=10.0, interval=0.02):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(interval)
        raise TimeoutError(f"timed out waiting for {expression}")

    # Real input, timed.

    def timed(self, events, interval):
        """Posts `(method, params)` pairs `interval` seconds apart, each stamped with the moment
        it is sent, without waiting for answers; then waits for all of them."""
        start = time.time()
        for index, (method, params) in enumerate(events):
            moment = start + index * interval
            delay = moment - time.time()
            if delay > 0:
                time.sleep(delay)
            self.post(method, timestamp=moment, **params)
        self.drain()

    @staticmethod
    def _mouse(kind, point, pressed):
        return ("Input.dispatchMouseEvent", {
            "type": kind, "x": point[0], "y": point[1], "button": "left",
            "buttons": 1 if pressed else 0, "clickCount": 1, "pointerType": "mouse"})

    @staticmethod
    def _touch(kind, point):
        points = [] if kind in ("touchEnd", "touchCancel") else [
            {"x": point[0], "y": point[1], "id": 1, "radiusX": 4, "radiusY": 4, "force": 1}]
        return ("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def _gesture(self, moves, lift, step_seconds, hold_seconds):
        # Without a hold the finger lifts one step after its last move, as in a flick; waiting
        # for the moves' answers first would hold it still for 30–50 ms and kill the fling.
        if hold_seconds:
            self.timed(moves, step_seconds)
            time.sleep(hold_seconds)
            self.timed(lift, 0)
        else:
            self.timed(moves + lift, step_seconds)

    def mouse(self, kind, x, y, pressed=False):
        method, params = self._mouse(kind, (x, y), pressed)
        self.send(method, timestamp=time.time(), **params)

    def mouse_drag(self, points, step_seconds=1 / 60, hold_seconds=0.0, press=True,
                   release=True):
        """Presses at the first point, moves through the rest `step_seconds` apart, holds still
        for `hold_seconds` and releases at the last point. With `press=False` the button is
        already down (the drag goes on from the first point); with `release=False` it stays
        down."""
        events = [self._mouse("mousePressed" if press else "mouseMoved", points[0], True)]
        events += [self._mouse("mouseMoved", point, True) for point in points[1:]]
        lift = [self._mouse("mouseReleased", points[-1], False)] if release else []
        self._gesture(events, lift, step_seconds, hold_seconds)

    def click(self, x, y):
        self.timed([self._mouse("mousePressed", (x, y), True),
                    self._mouse("mouseReleased", (x, y), False)], 0.03)

    def touch(self, kind, x, y):
        method, params = self._touch(kind, (x, y))
        self.send(method, timestamp=time.time(), **params)

    def touch_drag(self, points, step_seconds=1 / 60, hold_seconds=0.0):
        """A finger: down at the first point, through the rest `step_seconds` apart, still for
        `hold_seconds`, up at the last point."""
        events = [self._touch("touchStart", points[0])]
        events += [self._touch("touchMove", point) for point in points[1:]]
        self._gesture(events, [self._touch("touchEnd", points[-1])], step_seconds, hold_seconds)

    def tap(self, x, y):
        self.timed([self._touch("touchStart", (x, y)), self._touch("touchEnd", (x, y))], 0.05)

    def key(self, key, code, key_code):
        self.timed([("Input.dispatchKeyEvent", {
            "type": kind, "key": key, "code": code, "windowsVirtualKeyCode": key_code,
            "nativeVirtualKeyCode": key_code}) for kind in ("rawKeyDown", "keyUp")], 0.02)

    def screenshot(self, clip=None):
        """A PNG of the viewport (or of `clip`, a dict with x, y, width, height, scale)."""
        params = {"format": "png"}
        if clip:
            params["clip"] = clip
        return base64.b64decode(self.send("Page.captureScreenshot", **params)["data"])

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
