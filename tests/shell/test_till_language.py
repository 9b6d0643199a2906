"""The till speaks till language: never a service word beside its translation, never a raw reason
code, and "Expired … ago" counted from the expiry date the screen shows."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.api.errors import Rejected
from app.compose import Till
from app.core.dates import day_text
from app.core.errors import describe
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.main_window import MainWindow
from helpers.till import redeem_amount, run, scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
#: The service's words that have a till translation, and must never be shown as they come.
SERVICE_WORDS = ("Partially Redeemed", "Unredeemed", "Grace Period", "Not Yet Valid")


def cells(model: QAbstractItemModel) -> list[str]:
    return [
        str(model.index(row, column).data(Qt.ItemDataRole.DisplayRole))
        for row in range(model.rowCount())
        for column in range(model.columnCount())
    ]


def headers(model: QAbstractItemModel) -> list[str]:
    return [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]


def test_no_service_word_beside_its_translation_on_any_demo_voucher(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    for code in (DemoCodes.PART_USED, DemoCodes.VOID, DemoCodes.GRACE, "HIST0005", DemoCodes.VALID_PARTIAL):
        scan(qtbot, window, code)
        qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.voucher.isVisible())
        shown = [window.voucher.badge.text(), window.voucher.why_not.text()]
        shown += cells(till.lookup.rows) + cells(till.lookup.history)
        for word in SERVICE_WORDS:
            assert not [text for text in shown if word in text], (
                f"{code}: “{word}” shown as the service says it"
            )
    assert "Used" not in headers(till.lookup.rows), "a Used: Yes/No column beside the status"


def test_a_voided_voucher_is_void_in_its_order_not_used(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VOID)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and till.lookup.rows.rowCount() > 0)
    status = headers(till.lookup.rows).index("Status")
    mine = next(
        row
        for row in range(till.lookup.rows.rowCount())
        if till.lookup.rows.record(row).redeem_code == DemoCodes.VOID
    )
    assert till.lookup.rows.index(mine, status).data() == "Void"
    assert "Yes" not in cells(till.lookup.rows)


def test_a_reversed_history_line_says_reversed(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    scan(qtbot, window, "HIST0005")
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and till.lookup.history.rowCount() > 0)
    assert "Reversed" in cells(till.lookup.history)


def test_expired_counts_from_the_expiry_date_shown_and_says_the_grace_end_apart(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.EXPIRED)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.voucher.isVisible())
    voucher = till.lookup.voucher
    assert voucher is not None
    assert voucher.expiry_date is not None
    assert voucher.grace_expiry_date is not None
    days = (datetime.now().date() - voucher.expiry_date.date()).days
    assert window.voucher.expiry.text() == day_text(voucher.expiry_date)
    assert window.voucher.badge.text() == f"Expired {days} days ago"
    grace_days = (datetime.now().date() - voucher.grace_expiry_date.date()).days
    assert window.voucher.why_not.text() == (
        f"This voucher has expired. Its grace period ended {grace_days} days ago, "
        f"on {day_text(voucher.grace_expiry_date)}."
    )
    assert voucher.grace_expiry_date - voucher.expiry_date > timedelta(days=1)


def test_a_refusal_never_repeats_the_services_reason_code() -> None:
    shown = describe(Rejected("already_reversed", reason="already_reversed", messages=("already_reversed",)))
    assert shown is not None
    assert shown.text == "This event has already been reversed."


def test_a_refusal_speaks_till_words_without_the_services_own_text(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, caplog: pytest.LogCaptureFixture
) -> None:
    """DINNER75 used at another till after this one looked it up: the cashier reads that it is
    already used, not "(code DINNER75 is Redeemed)"; the service's text is only in the log."""
    caplog.set_level(logging.INFO, logger="app.services.movements")
    window, _till = till_window
    scan(qtbot, window, DemoCodes.FULL_ONLY)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
    other = VoucherClient(sandbox.url, DEMO_KEY)
    run(qtbot, other.redeem(DemoCodes.FULL_ONLY, Locations.RECEPTION, None))
    run(qtbot, other.aclose())

    redeem_amount(qtbot, window, "75")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Not redeemed"))
    shown = window.redeem_status.text()
    assert shown == "Not redeemed: £75.00 from DINNER75. This voucher is already used."
    assert "(" not in shown
    assert "Redeemed" not in shown.removeprefix("Not redeemed")
    # The service's words, for support (the code in them masked where the till's log filter is on).
    assert "not_redeemable: code " in caplog.text
    assert "ER75 is Redeemed" in caplog.text
    qtbot.waitUntil(lambda: window.voucher.badge.text() == "Used")
