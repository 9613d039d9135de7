"""pytest's setup for the playground's browser test (run by Scripts/browser-test.sh).

Options: --page (the built index.html), --playground (the native `sidemenu-playground`, for the
replay), --modules (the SwiftPM folder holding SideMenuCore's and SideMenuKit's modules, for
compiling the page's Swift export) and --screenshots (a folder for the PNGs; a temporary one by
default).
"""

import os
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def pytest_addoption(parser):
    group = parser.getgroup("playground")
    group.addoption("--page", required=True, help="the playground's index.html")
    group.addoption("--playground", required=True, help="the sidemenu-playground executable")
    group.addoption("--modules", required=True,
                    help="the folder with SideMenuCore.swiftmodule and SideMenuKit.swiftmodule")
    group.addoption("--screenshots", default=None, help="a folder for the screenshots")


class Options:
    pass


@pytest.fixture(scope="session")
def options(request):
    config = request.config
    result = Options()
    result.page = config.getoption("--page")
    result.playground = config.getoption("--playground")
    result.modules = config.getoption("--modules")
    folder = config.getoption("--screenshots")
    if folder:
        os.makedirs(folder, exist_ok=True)
        result.screenshots = folder
        yield result
    else:
        with tempfile.TemporaryDirectory(prefix="sidemenu-screenshots-") as temporary:
            result.screenshots = temporary
            yield result
