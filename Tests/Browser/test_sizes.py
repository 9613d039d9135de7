"""The playground between a phone and a desktop: a 1024 × 768 laptop and a 768 × 1024 tablet.

Nothing may stick out sideways; on the laptop the controls sit beside the phone (they used to
fall below it, off-screen), on the tablet below it.
"""

import pytest

from playground import Playground, check


@pytest.mark.parametrize("width, height, beside", [(1024, 768, True), (768, 1024, False)])
def test_layout_fits(options, width, height, beside):
    page = Playground(options, width, height, mobile=not beside)
    try:
        page.check_no_overflow()
        screen, controls = page.rect("#screen"), page.rect("#controls")
        check((screen["width"], screen["height"]) == (393, 852), f"screen {screen}")
        if beside:
            check(controls["x"] >= screen["right"] and controls["y"] < height,
                  f"the controls are not beside the phone: {controls}")
        else:
            check(controls["y"] >= screen["bottom"], f"the controls are not below: {controls}")
        page.screenshot(f"size-{width}x{height}")
    finally:
        page.close()
