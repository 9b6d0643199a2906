"""The real till on a real X server with no window manager, as a kiosk's X11 session runs it.

Keys typed there reach the focused field whether or not the till's window is active, but Qt gives a
window's shortcuts (F4, F12, the Manager menu's Ctrl keys) only to the active window, and with no
window manager nothing made the till active: at the start, and again after each PIN prompt closed,
every one of them did nothing until someone clicked the till. The keys go in as X11 delivers them
(``xdotool``), and what a cashier would see is asked of the X server: the PIN prompt's window.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from helpers.processes import till_on_display, wait_for

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool"
    ),
]

PROMPT = "Manager approval"


def windows_named(display: str, name: str) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", name],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        check=False,
    )
    return found.stdout.split()


def focused(display: str) -> str:
    """The window X gives the keys to (``xdotool getwindowfocus``)."""
    answer = subprocess.run(
        ["xdotool", "getwindowfocus"],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        check=False,
    )
    return answer.stdout.strip()


def press(display: str, *keys: str) -> None:
    subprocess.run(["xdotool", "key", *keys], env={**os.environ, "DISPLAY": display}, check=True)


def test_manager_keys_work_from_the_code_field_at_the_start_and_after_a_prompt_closed(
    display: str, sandbox_url: str, tmp_path: Path
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
    with till_on_display(sandbox_url, tmp_path / "till", env):
        till_windows = wait_for("the till's window", lambda: windows_named(display, "Voucher Desk — "))
        # Qt gives the window the keyboard (XSetInputFocus) once it is up: keys sent before are lost.
        wait_for("the till to have the keyboard", lambda: focused(display) in till_windows)
        # The pointer rests on the till, where X sends the keys when nothing holds the focus.
        subprocess.run(["xdotool", "mousemove", "500", "400"], env=env, check=True)
        press(display, "ctrl+e")  # the code field has the focus: End of shift report asks for a PIN
        prompts = wait_for("the PIN prompt after Ctrl+E", lambda: windows_named(display, PROMPT))
        # The prompt too is given the keyboard once it is up: an Escape sent before it is lost.
        wait_for("the prompt to have the keyboard", lambda: focused(display) in prompts)
        press(display, "Escape")
        wait_for("the prompt to close", lambda: not windows_named(display, PROMPT))
        press(display, "ctrl+l")  # and again once the prompt has closed: the audit log's PIN
        wait_for("the PIN prompt after Ctrl+L", lambda: windows_named(display, PROMPT))
