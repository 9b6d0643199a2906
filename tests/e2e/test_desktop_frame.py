"""The real till on a real desktop: an X server with a window manager (openbox, its frame on) and a
40 px taskbar (openbox's bottom margin), at 1024×768, 1366×768 with 125 % text and 1920×1080 with
150 %. What a person would see is asked of the X server (``xwininfo -frame``): the till's window and
its dialogs, frame and title bar included, lie inside the screen less its taskbar, after a voucher is
looked up and with a dialog open.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pytest

from app.desk.manager.gate import TRAINING_PIN
from app.sandbox.seed import DemoCodes
from helpers.processes import stop, till_on_display, wait_for, x_server

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not all(shutil.which(tool) for tool in ("Xvfb", "openbox", "xdotool", "xwininfo")),
        reason="needs Xvfb, openbox, xdotool and xwininfo (x11-utils)",
    ),
]

TASKBAR = 40
DEMO_CODES = [value for name, value in vars(DemoCodes).items() if name.isupper() and name != "HISTORY_PREFIX"]
PROMPT = "Manager approval"
#: The manager's dialogs, each opened by its key and the training manager's PIN (Service settings
#: is not one in training: a training till's service cannot change).
MANAGER_DIALOGS = [
    ("ctrl+e", "End of shift report"),
    ("ctrl+l", "Audit log"),
    ("ctrl+shift+p", "Managers and PINs"),
]
#: openbox with its frame and a bottom margin standing for the taskbar.
OPENBOX_RC = f"""<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <margins><top>0</top><bottom>{TASKBAR}</bottom><left>0</left><right>0</right></margins>
  <applications><application class="*"><decor>yes</decor></application></applications>
</openbox_config>
"""


@dataclass(frozen=True)
class Desktop:
    display: str
    width: int
    height: int
    scale: str

    @property
    def env(self) -> dict[str, str]:
        return {
            **os.environ,
            "DISPLAY": self.display,
            "QT_QPA_PLATFORM": "xcb",
            "QT_SCALE_FACTOR": self.scale,
        }


@pytest.fixture(
    params=[(1024, 768, "1"), (1366, 768, "1.25"), (1920, 1080, "1.5")], ids=lambda p: f"{p[0]}x{p[1]}@{p[2]}"
)
def desktop(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Desktop]:
    width, height, scale = request.param
    with x_server(f"{width}x{height}x24") as display:
        rc = tmp_path / "openbox-rc.xml"
        rc.write_text(OPENBOX_RC)
        manager = subprocess.Popen(
            ["openbox", "--config-file", str(rc)],
            env={**os.environ, "DISPLAY": display},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            yield Desktop(display, width, height, scale)
        finally:
            stop(manager)


def window_ids(desktop: Desktop, name: str) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", name],
        env=desktop.env,
        capture_output=True,
        text=True,
        check=False,
    )
    return found.stdout.split()


def frame(desktop: Desktop, window_id: str) -> tuple[int, int, int, int]:
    """The window's frame (title bar and borders included) as the X server has it: x, y, w, h.

    openbox puts a window in a frame window of its own, a child of the root: ``xwininfo -frame``
    only finds it for a window picked with the mouse, so it is the window's parent that is asked."""

    def info(*args: str) -> str:
        return subprocess.run(
            ["xwininfo", *args], env=desktop.env, capture_output=True, text=True, check=True
        ).stdout

    tree = info("-tree", "-id", window_id)
    parent = re.search(r"Parent window id: (0x[0-9a-f]+)( \(the root window\))?", tree)
    assert parent is not None, tree
    geometry = info("-id", window_id if parent[2] else parent[1])

    def number(label: str) -> int:
        match = re.search(rf"{label}:\s+(-?\d+)", geometry)
        assert match is not None, geometry
        return int(match[1])

    return (
        number("Absolute upper-left X"),
        number("Absolute upper-left Y"),
        number("Width"),
        number("Height"),
    )


def inside_available_area(desktop: Desktop, name: str) -> bool:
    """Every visible window called ``name``, frame included, lies inside the screen less the taskbar."""
    ids = window_ids(desktop, name)
    for window_id in ids:
        x, y, w, h = frame(desktop, window_id)
        assert x >= 0, f"{name} starts left of the screen at {x}"
        assert y >= 0, f"{name} starts above the screen at {y}"
        assert x + w <= desktop.width, f"{name} is {x + w} px wide on a {desktop.width} px screen"
        assert y + h <= desktop.height - TASKBAR, (
            f"{name} reaches {y + h} px, under the taskbar at {desktop.height - TASKBAR} px"
        )
    return bool(ids)


def closed(desktop: Desktop, name: str) -> bool:
    return not window_ids(desktop, name)


def press(desktop: Desktop, key: str) -> None:
    subprocess.run(["xdotool", "key", key], env=desktop.env, check=True)


def type_code(desktop: Desktop, code: str) -> None:
    subprocess.run(["xdotool", "type", "--delay", "20", code], env=desktop.env, check=True)
    subprocess.run(["xdotool", "key", "Return"], env=desktop.env, check=True)


def test_the_till_and_its_dialogs_fit_the_desktop_frame_and_taskbar_included(
    desktop: Desktop, sandbox_url: str, tmp_path: Path
) -> None:
    with till_on_display(sandbox_url, tmp_path / "till", desktop.env):
        wait_for("the till's window", lambda: window_ids(desktop, "Voucher Desk — "))
        # The window manager maximizes it or places it: whichever, once settled it is inside.
        wait_for("the till inside the desktop", lambda: inside_available_area(desktop, "Voucher Desk — "))
        subprocess.run(["xdotool", "mousemove", "300", "300"], env=desktop.env, check=True)
        for code in DEMO_CODES:
            type_code(desktop, code)
            assert inside_available_area(desktop, "Voucher Desk — ")
        for key, title in MANAGER_DIALOGS:
            press(desktop, key)
            wait_for("the PIN prompt", lambda: window_ids(desktop, PROMPT))
            wait_for("the PIN prompt inside the desktop", lambda: inside_available_area(desktop, PROMPT))
            subprocess.run(["xdotool", "type", "--delay", "20", TRAINING_PIN], env=desktop.env, check=True)
            press(desktop, "Return")
            wait_for(title, partial(window_ids, desktop, title))
            wait_for(f"{title} inside the desktop", partial(inside_available_area, desktop, title))
            press(desktop, "Escape")
            wait_for(f"{title} closed", partial(closed, desktop, title))


def bottom_and_width(desktop: Desktop, name: str) -> tuple[int, int] | None:
    """Where the one visible window called ``name`` ends, frame included, and how wide it is."""
    ids = window_ids(desktop, name)
    if len(ids) != 1:
        return None
    _x, y, w, h = frame(desktop, ids[0])
    return y + h, w


#: How far short of the taskbar, or of the screen's edge, a dialog that takes the room may end, in
#: the screen's pixels: the two logical pixels a fractional scale gives up (``ROUNDING_SLACK``),
#: rounded, never the rows of a guessed title bar.
ROUNDING_PX = 4


@pytest.mark.parametrize("desktop", [(1024, 768, "1.25")], indirect=True, ids=["1024x768@1.25"])
def test_find_at_1024x768_and_125_percent_takes_the_room_down_to_the_taskbar(
    desktop: Desktop, sandbox_url: str, tmp_path: Path
) -> None:
    """Find asks for more than this screen has: it ends at the taskbar, frame included, as it opens
    and as it opens again, not a guessed title bar's height above it, and never under it."""
    taskbar = desktop.height - TASKBAR

    def takes_the_room() -> bool:
        found = bottom_and_width(desktop, "Find a voucher")
        return (
            found is not None
            and taskbar - ROUNDING_PX <= found[0] <= taskbar
            and desktop.width - ROUNDING_PX <= found[1] <= desktop.width
        )

    with till_on_display(sandbox_url, tmp_path / "till", desktop.env):
        wait_for("the till's window", lambda: window_ids(desktop, "Voucher Desk — "))
        wait_for("the till inside the desktop", lambda: inside_available_area(desktop, "Voucher Desk — "))
        for opening in ("opened", "opened again"):
            press(desktop, "ctrl+f")
            wait_for(f"Find {opening}", lambda: window_ids(desktop, "Find a voucher"))
            wait_for(f"Find {opening} down to the taskbar", takes_the_room, timeout_s=10)
            assert inside_available_area(desktop, "Find a voucher")
            press(desktop, "Escape")
            wait_for("Find closed", partial(closed, desktop, "Find a voucher"))
