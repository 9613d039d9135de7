"""A small Chrome DevTools Protocol client: launches headless Chromium and sends real input.

Input goes through `Input.dispatchMouseEvent`, `Input.dispatchTouchEvent` and
`Input.dispatchKeyEvent`, i.e. through the browser's own input pipeline (hit testing, pointer
events, timestamps), never through events synthesised in the page's JavaScript.
"""

import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket  # websocket-client, installed by Scripts/browser-test.sh


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise RuntimeError("no Chromium found (Scripts/browser-test.sh installs Debian's chromium)")


class Browser:
    """A headless Chromium with one page, driven over the DevTools protocol."""

    def __init__(self, width=1280, height=1000):
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
        self.events = []
        self.send("Page.enable")
        self.send("Runtime.enable")

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

    def send(self, method, **params):
        self.next_id += 1
        message_id = self.next_id
        self.socket.send(json.dumps({"id": message_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == message_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

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

    # Real input.

    def mouse(self, kind, x, y, pressed=False):
        self.send(
            "Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
            buttons=1 if pressed else 0, clickCount=1, pointerType="mouse")

    def mouse_drag(self, points, step_seconds=0.016, hold_seconds=0.0):
        """Presses at the first point, moves through the rest, and releases at the last."""
        self.mouse("mousePressed", *points[0], pressed=True)
        for point in points[1:]:
            time.sleep(step_seconds)
            self.mouse("mouseMoved", *point, pressed=True)
        if hold_seconds:
            time.sleep(hold_seconds)
        self.mouse("mouseReleased", *points[-1])

    def click(self, x, y):
        self.mouse("mousePressed", x, y, pressed=True)
        time.sleep(0.03)
        self.mouse("mouseReleased", x, y)

    def touch_drag(self, points, step_seconds=0.016, hold_seconds=0.0):
        def touch(kind, point):
            touch_points = [] if kind == "touchEnd" else [
                {"x": point[0], "y": point[1], "id": 1, "radiusX": 4, "radiusY": 4, "force": 1}]
            self.send("Input.dispatchTouchEvent", type=kind, touchPoints=touch_points)

        touch("touchStart", points[0])
        for point in points[1:]:
            time.sleep(step_seconds)
            touch("touchMove", point)
        if hold_seconds:
            time.sleep(hold_seconds)
        touch("touchEnd", points[-1])

    def key(self, key, code, key_code):
        for kind in ("rawKeyDown", "keyUp"):
            self.send(
                "Input.dispatchKeyEvent", type=kind, key=key, code=code,
                windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)

    def screenshot(self, path, clip=None):
        import base64

        params = {"format": "png"}
        if clip:
            params["clip"] = dict(clip, scale=1)
        data = self.send("Page.captureScreenshot", **params)["data"]
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))

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
