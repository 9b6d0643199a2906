"""The till as a screen reader reads it, from outside: the real till on an X server with the
accessibility bus (at-spi2-core), read by pyatspi (Debian's python3-pyatspi, for /usr/bin/python3)
in a D-Bus session of its own, driven from the keyboard as a cashier drives it. After a lookup and a
redemption it says the voucher and the outcome politely; after a refusal, and after a redemption
whose answer was lost and cannot be checked, at once (assertive). Its tree names the controls a
cashier uses and shows the balance."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from app.sandbox.seed import DemoCodes
from helpers.processes import ROOT, till_command

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


#: A 503 whose Retry-After asks the till to read again at once: the test need not wait for it.
NO_WAIT = {"retry_after": 0}
REDEEM = f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/"
PLAN = [
    {"code": DemoCodes.VALID_PARTIAL, "until": ["to use here"], "tree": True},
    {"amount": "20", "until": ["Done: £20.00 taken"]},
    {"code": DemoCodes.EXPIRED, "until": ["cannot be used"]},
    {"code": DemoCodes.VALID_PARTIAL, "until": ["to use here"]},
    {
        # The answer is lost after the service took the money, and the records the till then
        # searches (events since the intent) cannot be read: it cannot tell, so it is not confirmed.
        # The newest event, read just before sending, still answers: without it nothing is sent.
        "faults": [
            {"path": REDEEM, "method": "POST", "drop": {"when": "after"}, "times": 1},
            {"path": "/balance_events/", "method": "GET", "query": "created", "status": 503, **NO_WAIT},
        ],
        "amount": "5",
        "until": ["is not confirmed", "The payment is being checked"],
    },
]


def heard_in(step: dict[str, Any], words: str) -> list[tuple[str, int]]:
    return [(heard["text"], heard["politeness"]) for heard in step["heard"] if words in heard["text"]]


def test_a_screen_reader_hears_a_lookup_a_redemption_a_refusal_and_an_unconfirmed_outcome(
    display: str, sandbox_url: str, tmp_path: Path
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    read = subprocess.run(
        [
            "dbus-run-session",
            "--",
            SYSTEM_PYTHON,
            str(READER),
            json.dumps({"sandbox": sandbox_url, "steps": PLAN}),
            "--",
            *till_command(sandbox_url, tmp_path / "till", "--staff", "Ann"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
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
        "push button: Guest's language, for the guest display and slips",
    ):
        assert control in tree
    looked_up, redeemed, refused, _again, unconfirmed = found["steps"]

    [(sentence, politeness)] = heard_in(looked_up, "to use here")
    assert sentence.startswith("Spa Day for Two: £50.00 to use here, until ")
    assert politeness == POLITE
    assert "label: £50.00" in looked_up["tree"]

    [(sentence, politeness)] = heard_in(redeemed, "Done:")
    assert sentence.startswith("Done: £20.00 taken — £30.00 left — valid until ")
    assert politeness == POLITE
    assert all(politeness == POLITE for _text, politeness in heard_in(redeemed, ""))

    [(sentence, politeness)] = heard_in(refused, "cannot be used")
    assert sentence.startswith("Harbour Gift Voucher: cannot be used. This voucher has expired.")
    assert politeness == ASSERTIVE

    [(sentence, politeness)] = heard_in(unconfirmed, "The payment is being checked")
    assert sentence == "The payment is being checked. Please wait a moment."
    assert politeness == ASSERTIVE
    [(sentence, politeness)] = heard_in(unconfirmed, "is not confirmed")
    assert "The redemption of £5.00 from" in sentence
    assert politeness == ASSERTIVE
    assert not heard_in(unconfirmed, "Done:"), "nothing may say it went through"
