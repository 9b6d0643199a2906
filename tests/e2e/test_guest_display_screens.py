"""The customer display on a real second screen: an X server with two screens (Xvfb's
``-screen 0`` and ``-screen 1``, which Qt sees as two QScreens), the real till on the first. The
display fills the second screen, and only there; the till's own screen holds the till alone."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.sandbox.seed import DemoCodes
from helpers.processes import till_on_display, wait_for, x_server

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool") and shutil.which("xwininfo")),
        reason="needs Xvfb, xdotool and xwininfo (x11-utils)",
    ),
]


@pytest.fixture
def two_screens() -> Iterator[str]:
    """An X server with the till's screen (1024×768) and a guest's (800×480)."""
    with x_server("1024x768x24", "800x480x24") as display:
        yield display


def windows_on(display: str, screen: int) -> list[str]:
    """The top-level windows mapped on one X screen, as ``xwininfo`` lists them ("800x480+0+0")."""
    listed = subprocess.run(
        ["xwininfo", "-display", f"{display}.{screen}", "-root", "-children"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    return re.findall(r'"Voucher Desk[^"]*":.*?(\d+x\d+\+-?\d+\+-?\d+)', listed)


def test_the_display_fills_the_second_screen_and_only_it(
    two_screens: str, sandbox_url: str, tmp_path: Path
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": f"{two_screens}.0"}
    with till_on_display(sandbox_url, tmp_path / "till", env):
        # A cold start of the till (its sandbox, its window) on a busy CI machine: a generous bound.
        wait_for(
            "the guest's display on the second screen",
            lambda: windows_on(two_screens, 1) == ["800x480+0+0"],
            timeout_s=90.0,
        )
        subprocess.run(["xdotool", "key", "F2"], env=env, check=True)
        subprocess.run(["xdotool", "type", "--delay", "20", DemoCodes.VALID_PARTIAL], env=env, check=True)
        subprocess.run(["xdotool", "key", "Return"], env=env, check=True)
        wait_for("the till's window", lambda: windows_on(two_screens, 0))
        # The till's screen has the till's window and nothing the size of the guest's screen.
        assert "800x480+0+0" not in windows_on(two_screens, 0)
        assert windows_on(two_screens, 1) == ["800x480+0+0"]
