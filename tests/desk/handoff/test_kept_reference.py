"""What the cashier keys on the POS keeps its reference on one line with the words that name it, in
every kind of hand-off and in each language's own word order: a narrow banner or larger text may
wrap the line, never between "reference" ("numer", "Referenz") and the figure.

Real translations (``resources/translations``), compiled as a till run from a checkout compiles them.
"""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.core import i18n
from app.core.bill_handoff import BillHandoff
from app.core.movement import MovementKind
from app.core.pos_handoff import Handoff
from app.desk.common.widgets.language import load_for_writing
from helpers.till import run

WHEN = datetime(2026, 11, 22, 14, 2)
#: The word that names a reference, as each language says it in a hand-off.
LABEL = {"en_GB": "reference", "pl_PL": "numer", "de_DE": "Referenz"}


def every_kind() -> dict[str, tuple[Handoff, str]]:
    """A hand-off of each kind, and the reference its cashier keys."""
    redeem = Handoff("r", "SPA50PART", Decimal("37.50"), "GBP", 700245, "Sam", WHEN)
    topup = Handoff("t", "SPA50PART", Decimal("20.00"), "GBP", 700246, "Sam", WHEN, kind=MovementKind.TOPUP)
    bill = BillHandoff(("b1", "b2"), (700250, 700251), "Table 4", Decimal(0), "GBP")
    return {
        "redemption": (redeem, "700245"),
        "top-up": (topup, "700246"),
        "new card": (
            Handoff("n", "NEWCARD1", Decimal(25), "GBP", 700247, "Sam", WHEN, MovementKind.TOPUP, True),
            "700247",
        ),
        "sale": (
            Handoff("s", "VDHWHRCY3X", Decimal(50), "GBP", None, "Sam", WHEN, MovementKind.SALE),
            "VDHWHRCY3X",
        ),
        "reversed elsewhere": (
            Handoff("e", "TEA40PART", Decimal(5), "GBP", 700248, "Sam", WHEN, reversed_elsewhere=True),
            "700248",
        ),
        "bill": (Handoff("b1", "SPA50PART", Decimal(80), "GBP", 700250, "Sam", WHEN, bill=bill), "700250"),
    }


@pytest.mark.parametrize("language", sorted(LABEL))
def test_the_reference_to_key_is_never_alone_at_the_start_of_a_line(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path, language: str
) -> None:
    assert run(qtbot, load_for_writing(language, tmp_path), timeout_ms=60_000)
    with i18n.speaking(language):
        for kind, (handoff, reference) in every_kind().items():
            word = ran_with(handoff.instruction, reference)
            assert LABEL[language].lower() in word.lower(), (kind, handoff.instruction)
            # The reminder's and the report's line: "14:02 £37.50 — ref 700245 — Sam".
            assert re.search(rf"\w\.?\u00a0{reference}", ran_with(handoff.summary, reference)), (
                handoff.summary
            )


def ran_with(line: str, reference: str) -> str:
    """The unbroken run of ``line`` (between two places it may wrap) that holds ``reference``."""
    [run_of_it] = [part for part in line.split(" ") if reference in part]
    return run_of_it
