"""The playground on a phone: a 390 × 844 mobile viewport (an iPhone 12–14), touch input, and
the system asking for reduced motion.

On a phone the simulated screen is the real one: its edges are the viewport's edges, the engine
is told the viewport's size, and the controls follow below it.
"""

import time

import pytest

from playground import (
    CLOSED, CONTAINER_HEIGHT, CONTAINER_WIDTH, HEADING, OPEN, OPENING, PHASE, SIDE,
    TOWARD_CLOSED, Playground, check)

WIDTH, HEIGHT = 390, 844


@pytest.fixture(scope="module")
def phone(options):
    playground = Playground(options, WIDTH, HEIGHT, mobile=True,
                            media=[{"name": "prefers-reduced-motion", "value": "reduce"}])
    yield playground
    playground.close()


def test_reduce_motion_starts_as_the_system_prefers(phone):
    checked, setting = phone.evaluate(
        "[document.getElementById('reduce-motion').checked, window.sideMenuPlayground.trace"
        ".filter(c => c[0] === 'configure' && c[1] === 9).map(c => c[2]).pop()]")
    check(checked and setting == 1, f"Reduce Motion at start: checkbox {checked}, engine {setting}")
    # The rest of this module is about motion.
    phone.set_control("reduce-motion", 0)


def test_the_screen_is_the_viewport(phone):
    screen = phone.rect("#screen")
    check((screen["x"], screen["y"], screen["width"], screen["height"]) == (0, 0, WIDTH, HEIGHT),
          f"the screen is not the viewport: {screen}")
    out = phone.last()
    check((out[CONTAINER_WIDTH], out[CONTAINER_HEIGHT]) == (WIDTH, HEIGHT),
          f"engine container {out[CONTAINER_WIDTH]}×{out[CONTAINER_HEIGHT]}")
    phone.check_no_overflow()
    controls = phone.rect("#controls")
    check(controls["y"] >= HEIGHT, f"the controls are not below the screen: {controls}")
    phone.check_contrast()
    phone.screenshot("phone-closed")


def test_the_first_screen_says_what_it_is_and_what_to_do(phone):
    # First contact on a phone is the screen itself, edge to edge: its title and one-line hint
    # sit right under the navigation bar, inside the first screenful, in readable type.
    hint = phone.rect("#screen-hint")
    check(0 < hint["y"] and hint["y"] + hint["height"] <= HEIGHT / 3,
          f"the title and hint are not on the first screen's top third: {hint}")
    text = phone.evaluate("document.getElementById('screen-hint').innerText")
    check("SideMenuKit playground" in text and "edge" in text and "menu" in text,
          f"the first screen says: {text!r}")
    size = phone.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('#screen-hint span')).fontSize)")
    check(size >= 15, f"the hint's text is {size}px")


def test_touch_drag_from_the_left_edge_opens_and_closes(phone):
    phone.ensure_closed()
    phone.browser.touch_drag(phone.path((1, 400), (300, 410), 30), hold_seconds=0.1)
    out = phone.wait_settled()
    check(out[PHASE] == OPEN, f"a touch drag from the very edge did not open: {out[PHASE]}")
    phone.check_no_overflow()
    phone.screenshot("phone-open")
    phone.browser.touch_drag(phone.path((300, 400), (10, 400), 25), hold_seconds=0.1)
    out = phone.wait_settled()
    check(out[PHASE] == CLOSED, f"a touch drag did not close the menu: {out[PHASE]}")


def test_touch_flick_opens_and_closes(phone):
    phone.ensure_closed()
    # 80 points in 4 × 10 ms: ~2,000 pt/s, far above the 400 pt/s fling threshold, a quarter
    # of the way open. Sent with the finger's timestamps, not at the page's pace.
    began = time.time()
    phone.browser.touch_drag(phone.path((2, 500), (82, 500), 4), step_seconds=0.01)
    took = time.time() - began
    check(took < 0.15, f"the 40 ms flick took {took * 1000:.0f} ms to send")
    out = phone.wait_settled()
    check(out[PHASE] == OPEN, f"a touch flick did not open the menu: phase {out[PHASE]}")
    phone.browser.touch_drag(phone.path((300, 500), (220, 500), 4), step_seconds=0.01)
    out = phone.wait_settled()
    check(out[PHASE] == CLOSED, f"a touch flick did not close the menu: phase {out[PHASE]}")


def test_touching_the_moving_menu_stops_it(phone):
    phone.check_catching_the_moving_menu(touch=True)


def test_a_cancelled_touch_sends_the_menu_back_and_says_so(phone):
    phone.ensure_closed()
    start = phone.frame_count()
    events = [phone.browser._touch("touchStart", phone.screen_point(2, 300))]
    events += [phone.browser._touch("touchMove", point)
               for point in phone.path((2, 300), (120, 300), 12)[1:]]
    phone.browser.timed(events, 1 / 60)
    time.sleep(0.1)
    # Cancelled a third of the way open (as when the system takes the touch): the engine
    # settles by position, back closed, while the phase still says "opening".
    phone.browser.timed([phone.browser._touch("touchCancel", phone.screen_point(120, 300))], 0)
    out = phone.wait_settled()
    check(out[PHASE] == CLOSED, f"a cancelled drag left the menu in phase {out[PHASE]}")
    frames = phone.frames_since(start)
    check(any(f[PHASE] == OPENING and f[HEADING] == TOWARD_CLOSED for f in frames),
          "no frame reported the cancelled menu heading closed")


def test_trailing_edge_drag_opens_without_scrolling_the_page(phone):
    phone.ensure_closed()
    phone.set_control("edge", 1)
    try:
        phone.browser.touch_drag(phone.path((389, 400), (80, 400), 30), hold_seconds=0.1)
        out = phone.wait_settled()
        check(out[PHASE] == OPEN and out[SIDE] == 1,
              f"a drag from the right edge did not open the trailing menu: {out[PHASE]}")
        check(phone.evaluate("window.scrollX") == 0, "the page scrolled sideways")
        phone.screenshot("phone-open-trailing")
        phone.browser.key("Escape", "Escape", 27)
        phone.wait_settled()
    finally:
        phone.set_control("edge", 0)


def test_controls_below_fit_the_viewport(phone):
    phone.evaluate("document.getElementById('controls').scrollIntoView()")
    time.sleep(0.1)
    phone.check_no_overflow()
    phone.check_contrast()
    phone.screenshot("phone-controls")
    phone.evaluate("window.scrollTo(0, 0)")


def test_page_frames_equal_native_replay(phone):
    frames, calls, worst = phone.check_matches_native_replay()
    print(f"{frames} frames, {calls} calls, largest difference {worst:.3g}")
