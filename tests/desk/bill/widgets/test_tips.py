"""A tip paid by voucher in bill mode, through the real window against the sandbox: a £40.00 bill
with a £10.00 tip paid by SPA50PART (£50.00); the journal keeps the one redemption with the bill's
tip so it splits into £40.00 of bill and £10.00 of tip, and the slip says "Tip paid by voucher"."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from desk.accounts.widgets.test_accounts_export import _open_accounts as open_accounts
from desk.bill.widgets.test_bill import confirm, open_bill, review, scan_onto
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.movement import MovementKind
from app.core.slip import slip_text
from app.core.tips import split
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import close_till, open_till
from sandbox_harness.server import SandboxServer


@pytest.fixture
def tips_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    yield window, till
    dialog = window.bill.dialog
    if dialog is not None:
        qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=20_000)
        dialog.reject()
    close_till(qtbot, window, till)


def test_a_tip_the_voucher_covers_is_split_from_the_bill_and_said_on_the_slip(
    qtbot: QtBot, tips_till: tuple[MainWindow, Till], tmp_path: Path
) -> None:
    window, till = tips_till
    dialog = open_bill(qtbot, window, touch=False)
    assert dialog.tip.isVisible()  # England and Wales: the Tips Act applies
    qtbot.keyClicks(dialog.total, "40")
    dialog.tip.setFocus()
    qtbot.keyClicks(dialog.tip, "10")
    dialog.start()
    qtbot.waitUntil(dialog.code.isEnabled)
    scan_onto(qtbot, dialog, DemoCodes.VALID_PARTIAL)
    assert review(qtbot, dialog, touch=False) == "Redeem 1 voucher: £50.00 — nothing left to pay"
    confirm(qtbot, dialog, touch=False)
    qtbot.waitUntil(lambda: till.slips.last is not None)
    slip = till.slips.last
    assert slip is not None
    assert "Tip paid by voucher £10.00" in slip_text(slip)
    now = datetime.now()
    held = till.journal.between(now - timedelta(days=1), now + timedelta(days=1))
    (movement,) = [m for m in held if m.kind is MovementKind.REDEEM and m.bill]
    assert movement.bill is not None
    assert movement.bill.tip == Decimal("10.00")
    assert split(movement.bill.total, movement.bill.tip, [Decimal("50.00")]) == [
        (Decimal("40.00"), Decimal("10.00"))
    ]
    dialog.reject()
    qtbot.waitUntil(lambda: window.bill.dialog is None)

    # The troncmaster's record: Manager → Voucher accounts and VAT…, The law here.
    accounts = open_accounts(qtbot, window)
    assert accounts.export_tips.isEnabled()
    accounts.export_tips_to(tmp_path / "tips.csv")
    with (tmp_path / "tips.csv").open(encoding="utf-8-sig") as out:
        rows = list(csv.DictReader(out))
    assert [(row["staff"], row["tip"], row["currency"]) for row in rows] == [("Sam Till", "10.00", "GBP")]
    assert DemoCodes.VALID_PARTIAL not in (tmp_path / "tips.csv").read_text(encoding="utf-8-sig")
    accounts.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def test_no_tip_field_where_the_tips_act_does_not_apply(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = open_till(qtbot, sandbox, tmp_path / "home", rule_pack="germany")
    dialog = open_bill(qtbot, window, touch=False)
    assert not dialog.tip.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: window.bill.dialog is None)
    close_till(qtbot, window, till)
