"""The playground's iPhone Duo presets on a desktop (1440 × 900), read from the page's DOM.

The presets take their sizes and regions from the UIKit simulation's Duo model (stated values:
Apple gives no point sizes) and pass them to the engine as SideMenuKit's UIKit layer does; the
page decides nothing about them. Partially open, the menu ends before the fold; on the cover
display it slides in beside the vertical bar and its content clears the camera.
"""

import contextlib

import pytest

from playground import (
    CLOSED, CONTAINER_HEIGHT, CONTAINER_WIDTH, OPEN, PHASE, Playground, check)



@pytest.fixture(scope="module")
def page(options):
    # The desktop's viewport (test_desktop.py), a page of its own.
    with contextlib.closing(Playground(options, 1440, 900)) as playground:
        yield playground


def relative(page, selector):
    """An element's rectangle in the simulated screen's points (the page draws 1 px a point)."""
    screen, r = page.rect("#screen"), page.rect(selector)
    return {"x": r["x"] - screen["x"], "y": r["y"] - screen["y"], "width": r["width"],
            "height": r["height"], "right": r["right"] - screen["x"],
            "bottom": r["bottom"] - screen["y"]}


def overlaps(a, b):
    return a["x"] < b["right"] and b["x"] < a["right"] and a["y"] < b["bottom"] and b["y"] < a["bottom"]


def choose(page, device):
    page.ensure_closed()
    page.set_control("device", device)
    page.wait_settled()


def test_partially_open_the_menu_ends_before_the_fold(page):
    try:
        choose(page, "duo-partial")
        out = page.last()
        check((out[CONTAINER_WIDTH], out[CONTAINER_HEIGHT]) == (669, 951),
              f"engine container {out[CONTAINER_WIDTH]} × {out[CONTAINER_HEIGHT]}")
        fold = relative(page, "#fold")
        check(page.evaluate("document.getElementById('fold').hidden") is False, "no fold drawn")
        # The simulation's fold: 20 points across the middle of the 951-point inner display.
        check(abs(fold["y"] - 465.5) <= 0.5 and abs(fold["height"] - 20) <= 0.5
              and abs(fold["width"] - 669) <= 0.5, f"fold {fold}")
        check(page.evaluate("document.getElementById('device-note').hidden") is False,
              "the note on the stated values is not shown")
        out = page.open_with_button()
        check(out[PHASE] == OPEN, f"not open: {out}")
        menu = relative(page, "#menu")
        # The menu as drawn takes one side of the fold, whole: the part below it.
        check(not overlaps(menu, fold), f"the menu {menu} spans the fold {fold}")
        check(abs(menu["y"] - fold["bottom"]) <= 0.5 and abs(menu["bottom"] - 951) <= 0.5,
              f"the menu {menu} is not the part below the fold {fold}")
        page.screenshot("duo-partially-open")
    finally:
        page.ensure_closed()


def test_cover_display_menu_beside_the_bar_and_clear_of_the_camera(page):
    try:
        choose(page, "duo-cover")
        out = page.last()
        check((out[CONTAINER_WIDTH], out[CONTAINER_HEIGHT]) == (466, 678), f"{out}")
        check(page.evaluate("document.getElementById('fold').hidden") is True, "a fold drawn")
        page.open_with_button()
        menu, bar, camera = (relative(page, s) for s in ("#menu", "#vertical-bar", "#camera"))
        check(abs(menu["x"] - bar["right"]) <= 0.5, f"the menu {menu} not beside the bar {bar}")
        check(overlaps(menu, camera), f"the camera {camera} is not over the menu {menu}")
        # The menu's content (its first row) sits below the camera: the engine's inset.
        row = relative(page, "#menu .menu-header")
        check(not overlaps(row, camera), f"the menu's header {row} is under the camera {camera}")
        page.screenshot("duo-cover")
        # The menu button moved into the bar and stays live over the open menu: it closes it
        # (a tap there is the button's, not the scrim's, which would close it and reopen it).
        button = relative(page, "#open-button")
        check(button["right"] <= bar["right"] + 0.5, f"the menu button {button} not in {bar}")
        page.press_menu_button()
        out = page.wait_settled()
        check(out[PHASE] == CLOSED, f"the bar's menu button did not close the menu: {out}")
    finally:
        page.ensure_closed()
        page.set_control("device", "iphone")
        page.wait_settled()


def test_duo_frames_equal_native_replay(page):
    # Every call the page made, the presets' `regions` and `folding` among them, through the
    # native build.
    trace = page.evaluate("JSON.stringify(window.sideMenuPlayground.trace)")
    check('"regions"' in trace, "the page never passed a preset's regions to the engine")
    check('"folding"' in trace, "the page never said whether a preset's display folds")
    page.check_matches_native_replay()
