"""The till as a screen reader reads it, from outside: the real till on an X server with the
accessibility bus (at-spi2-core), read by pyatspi (Debian's python3-pyatspi, for /usr/bin/python3)
in a D-Bus session of its own. After a lookup it announces the voucher politely, after a refusal
at once (assertive), and its tree names the controls a cashier uses and shows the balance."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.sandbox.seed import DemoCodes
from helpers.processes import ROOT, stop, till_command

SYSTEM_PYTHON = "/usr/bin/python3"
READER = Path(__file__).with_name("atspi_reader.py")


def _pyatspi() -> bool:
    if not Path(SYSTEM_PYTHON).exists():
        return False
    return (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False).returncode
        == 0
    )


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (
            shutil.which("Xvfb")
            and shutil.which("xdotool")
            and shutil.which("dbus-run-session")
            and _pyatspi()
        ),
        reason="needs Xvfb, xdotool, dbus-run-session and python3-pyatspi (at-spi2-core)",
    ),
]

POLITE, ASSERTIVE = 1, 2


@pytest.fixture
def display() -> Iterator[str]:
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()
    try:
        yield f":{number}"
    finally:
        stop(server)


def test_a_screen_reader_hears_a_lookup_and_a_refusal(display: str, sandbox_url: str, tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    read = subprocess.run(
        [
            "dbus-run-session",
            "--",
            SYSTEM_PYTHON,
            str(READER),
            DemoCodes.VALID_PARTIAL,
            DemoCodes.EXPIRED,
            "--",
            *till_command(sandbox_url, tmp_path / "till", "--staff", "Ann"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    [line] = [line for line in read.stdout.splitlines() if line.startswith("{")]
    found = json.loads(line)
    assert "error" not in found, read.stderr[-2000:]
    tree = found["tree"]
    for control in (
        "text: Voucher code",
        "push button: Look up",
        "push button: Pay a bill",
        "push button: Guest's language",
    ):
        assert control in tree
    looked_up, refused = found["steps"]

    [(sentence, politeness)] = [(heard["text"], heard["politeness"]) for heard in looked_up["heard"]]
    assert sentence.startswith("Spa Day for Two: £50.00 to use here, until ")
    assert politeness == POLITE
    assert "label: £50.00" in looked_up["tree"]

    [(sentence, politeness)] = [(heard["text"], heard["politeness"]) for heard in refused["heard"]]
    assert sentence.startswith("Harbour Gift Voucher: cannot be used. This voucher has expired.")
    assert politeness == ASSERTIVE
