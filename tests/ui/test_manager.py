"""Manager actions in the real till window on the sandbox: PIN, reverse, refund, audit log, end of shift."""

from __future__ import annotations

import csv
import sqlite3
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import TypeVar

import qasync
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.compose import Till
from app.core.paths import resolve_paths
from app.sandbox.seed import DEMO_KEY, DemoCodes, DemoEvents, DemoOrders, Locations
from app.sandbox.server import SandboxServer
from app.ui.dialogs.audit_log import AuditLogDialog
from app.ui.dialogs.pin import PinDialog
from app.ui.dialogs.refund import RefundDialog
from app.ui.dialogs.reverse import ReverseDialog
from app.ui.dialogs.shift_report import ShiftReportDialog
from app.ui.main_window import MainWindow
from app.viewmodels.manager import PIN_AS_NAME_TEXT
from helpers.till import close_till, open_till, redeem_amount, run, scan

TillWindow = tuple[MainWindow, Till]
D = TypeVar("D", bound=QDialog)
MANAGER = "Mia Manager"


def pin_dialog(qtbot: QtBot, window: MainWindow) -> PinDialog:
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is not None)
    dialog = window.manager_actions.pin_dialog
    assert dialog is not None
    assert dialog.isVisible()
    return dialog


def unlock(qtbot: QtBot, window: MainWindow, pin: str = "2468") -> None:
    dialog = pin_dialog(qtbot, window)
    assert "2468" in dialog.hint.text()
    dialog.name.setText(MANAGER)
    qtbot.keyClicks(dialog.pin, pin)
    dialog.ok.click()


def action_dialog(qtbot: QtBot, window: MainWindow, kind: type[D]) -> D:
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.dialog, kind))
    dialog = window.manager_actions.dialog
    assert isinstance(dialog, kind)
    return dialog


def redeem_here(qtbot: QtBot, window: MainWindow, code: str, amount: str) -> None:
    scan(qtbot, window, code)
    redeem_amount(qtbot, window, amount)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))


def newest_event(qtbot: QtBot, till: Till, code: str) -> BalanceEvent:
    def found() -> bool:
        return till.activity.model.rowCount() > 0 and till.activity.model.event_at_row(0).code == code

    qtbot.waitUntil(found)
    return till.activity.model.event_at_row(0)


def reverse(qtbot: QtBot, window: MainWindow, event: BalanceEvent, reason: str) -> ReverseDialog:
    window.manager_actions.reverse(event)
    unlock(qtbot, window)
    dialog = action_dialog(qtbot, window, ReverseDialog)
    assert not dialog.confirm.isEnabled()
    qtbot.keyClicks(dialog.reason, reason)
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.isVisible() and not dialog.status.text().startswith("No answer"))
    return dialog


def test_reverse_restores_the_balance_and_a_second_reverse_is_refused(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    redeem_here(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)

    dialog = reverse(qtbot, window, event, "wrong voucher scanned")
    assert dialog.status.text().startswith("Reversed. The voucher's balance is now £50.00. New event ")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    assert till.manager.manager is None  # the session ended with the action
    dialog.close_button.click()
    qtbot.waitUntil(lambda: till.activity.model.event_at_row(0).type == "Unredeemed")

    again = reverse(qtbot, window, event, "trying twice")
    assert again.status.text().startswith("This event has already been reversed.")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000

    reverses = till.audit.entries(action="reverse")
    assert [(e.staff, e.manager, e.outcome) for e in reverses] == [
        ("Sam Till", MANAGER, "done"),
        ("Sam Till", MANAGER, "rejected"),
    ]
    assert reverses[0].reason == "wrong voucher scanned"
    assert reverses[0].event_id == event.event_id


def test_reversing_a_refund_is_not_offered(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() >= 50)
    while not till.activity.model.holds(DemoEvents.REFUND):
        qtbot.waitUntil(window.activity.older.isEnabled)
        window.activity.older.click()
        qtbot.waitUntil(lambda: not window.activity.older.text().startswith("Loading"))
    window.activity.filter.setText("Refund")
    view = window.activity.table.model()
    row = next(
        r
        for r in range(view.rowCount())
        if getattr(till.activity.event_at(r), "event_id", None) == DemoEvents.REFUND
    )
    window.activity.table.selectRow(row)
    assert not window.activity.reverse.isEnabled()
    assert window.activity.why_not.text() == "A refund can never be reversed."
    refund = till.activity.event_at(row)
    assert refund is not None
    window.manager_actions.reverse(refund)
    assert window.manager_actions.pin_dialog is None
    assert window.manager_actions.notice is not None
    assert window.manager_actions.notice.text() == "A refund can never be reversed."


def open_refund(qtbot: QtBot, window: MainWindow, order_id: int) -> RefundDialog:
    window.manager_actions.refund(order_id)
    unlock(qtbot, window)
    dialog = action_dialog(qtbot, window, RefundDialog)
    qtbot.waitUntil(lambda: dialog.view is not None)
    return dialog


def test_refund_of_the_unused_api_order_voids_every_row(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.API_UNUSED_1)
    qtbot.waitUntil(window.refund_order.isVisible)
    assert window.refund_order.text() == f"Refund order #{DemoOrders.API_UNUSED}…"
    window.refund_order.click()
    unlock(qtbot, window)
    dialog = action_dialog(qtbot, window, RefundDialog)
    qtbot.waitUntil(lambda: dialog.view is not None)
    assert till.manager.refund_rows.rowCount() == 2
    codes = {till.manager.refund_rows.record(r).code for r in range(2)}
    assert codes == {DemoCodes.API_UNUSED_1, DemoCodes.API_UNUSED_2}
    assert not dialog.blocker.isVisible()
    assert not dialog.confirm.isEnabled()
    qtbot.keyClicks(dialog.typed, "508")
    assert not dialog.confirm.isEnabled()
    qtbot.keyClicks(dialog.typed, str(DemoOrders.API_UNUSED)[-1])
    assert dialog.confirm.isEnabled()
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.text().startswith(f"Order #{DemoOrders.API_UNUSED} refunded"))
    assert "2 vouchers are now void" in dialog.status.text()
    assert sandbox.state.balance_of(DemoCodes.API_UNUSED_1) == 0
    assert sandbox.state.balance_of(DemoCodes.API_UNUSED_2) == 0
    client = VoucherClient(sandbox.url, DEMO_KEY)
    rows = run(qtbot, client.order_rows(DemoOrders.API_UNUSED))
    run(qtbot, client.aclose())
    assert {row.status for row in rows} == {"Void"}
    [entry] = till.audit.entries(action="refund")
    assert (entry.staff, entry.manager, entry.order_id, entry.outcome) == (
        "Sam Till",
        MANAGER,
        DemoOrders.API_UNUSED,
        "done",
    )


def test_refund_of_a_used_api_order_is_stopped_with_the_rule(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, _ = till_window
    dialog = open_refund(qtbot, window, DemoOrders.API_USED)
    assert dialog.blocker.isVisible()
    assert DemoCodes.API_USED_1 in dialog.blocker.text()
    assert "unused" in dialog.blocker.text()
    qtbot.keyClicks(dialog.typed, str(DemoOrders.API_USED))
    assert not dialog.confirm.isEnabled()
    assert sandbox.state.balance_of(DemoCodes.API_USED_2) == 2500


def test_refund_of_a_web_shop_order_shows_the_services_refusal(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, _ = till_window
    dialog = open_refund(qtbot, window, DemoOrders.WEB_SHOP)
    assert not dialog.blocker.isVisible()
    qtbot.keyClicks(dialog.typed, str(DemoOrders.WEB_SHOP))
    dialog.confirm.click()
    qtbot.waitUntil(dialog.status.isVisible)
    assert dialog.status.text().startswith("Only orders created through the API can be refunded here.")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000


def test_five_wrong_pins_lock_and_the_lock_survives_a_restart(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    window, till = open_till(qtbot, sandbox, home)
    window.manager_actions.audit_log()
    dialog = pin_dialog(qtbot, window)
    dialog.name.setText(MANAGER)
    for _ in range(4):
        qtbot.keyClicks(dialog.pin, "1111")
        dialog.ok.click()
        assert dialog.error.text() == "Wrong PIN. Try again."
    qtbot.keyClicks(dialog.pin, "1111")
    dialog.ok.click()
    assert dialog.error.text().startswith("Too many wrong PINs. Manager actions are locked until ")
    assert not dialog.ok.isEnabled()
    assert till.manager.unlock(MANAGER, "2468").ok is False
    assert [e.outcome for e in till.audit.entries(action="manager unlock")][-1] == "refused (locked)"
    dialog.reject()
    close_till(qtbot, window, till)

    window, till = open_till(qtbot, sandbox, home)
    window.manager_actions.shift_report()
    dialog = pin_dialog(qtbot, window)
    assert dialog.error.text().startswith("Too many wrong PINs")
    assert not dialog.ok.isEnabled()
    dialog.reject()
    close_till(qtbot, window, till)


def test_audit_log_detects_an_edited_row_and_exports_csv(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, till = till_window
    redeem_here(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    window.manager_actions.audit_log()
    unlock(qtbot, window)
    dialog = action_dialog(qtbot, window, AuditLogDialog)
    assert dialog.check.text().startswith("The log is intact")
    actions = [
        till.manager.audit_entries.record(r).action for r in range(till.manager.audit_entries.rowCount())
    ]
    assert actions == ["redeem", "manager unlock"]
    dialog.staff.setCurrentText("Sam Till")
    dialog.action.setCurrentText("redeem")
    assert till.manager.audit_entries.rowCount() == 1
    out = tmp_path / "audit.csv"
    dialog.export_to(out)
    with out.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["action"], r["staff"], r["code"], r["amount"]) for r in rows] == [
        ("redeem", "Sam Till", DemoCodes.VALID_PARTIAL, "10.00")
    ]
    dialog.reject()
    exported = till.audit.entries(action="export audit log")
    assert [(e.staff, e.manager) for e in exported] == [("Sam Till", MANAGER)]

    audit_file = resolve_paths(tmp_path / "home").data_dir / "training" / "audit.sqlite3"
    raw = sqlite3.connect(audit_file, isolation_level=None)
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("UPDATE audit SET amount = '1.00' WHERE action = 'redeem'")
    raw.close()
    window.manager_actions.audit_log()
    unlock(qtbot, window)
    tampered = action_dialog(qtbot, window, AuditLogDialog)
    assert tampered.check.text() == "Warning: entries changed or removed outside the till: #1."
    tampered.reject()


def test_end_of_shift_report_matches_a_known_sequence(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = till_window
    till.manager.shift_start = datetime.now() - timedelta(minutes=1)
    redeem_here(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    reverse(qtbot, window, event, "customer changed their mind").close_button.click()
    other = VoucherClient(sandbox.url, DEMO_KEY)
    run(qtbot, other.redeem(DemoCodes.PART_USED, Locations.RECEPTION, Decimal("5.00")))
    run(qtbot, other.aclose())

    window.manager_actions.shift_report()
    unlock(qtbot, window)
    dialog = action_dialog(qtbot, window, ShiftReportDialog)
    qtbot.waitUntil(lambda: dialog.report is not None)
    report = dialog.report
    assert report is not None
    assert [(p.movement.kind.value, p.event.type) for p in report.matched] == [
        ("redeem", "Redeemed"),
        ("reverse", "Unredeemed"),
    ]
    assert report.only_in_till == ()
    assert [(e.type, e.code) for e in report.only_in_service] == [("Redeemed", DemoCodes.PART_USED)]
    assert dialog.summary.text().startswith(
        "2 matched, 0 only in the till, 1 only in the service, 0 not applied, 0 unconfirmed, "
        "0 mismatched, 0 found late."
    )
    assert dialog.totals.text().splitlines() == [
        "Location: Redeemed × 2 = £15.00",
        "Location: Reversed redemption × 1 = £10.00",
        "This till: Redeemed × 1 = £10.00",
        "This till: Reversed redemption × 1 = £10.00",
    ]
    assert till.manager.shift_lines.rowCount() == 3
    out = tmp_path / "shift.csv"
    dialog.export_csv_to(out)
    text = out.read_text(encoding="utf-8")
    assert "only in service" in text
    assert DemoCodes.PART_USED in text
    pdf = tmp_path / "shift.pdf"
    dialog.save_pdf_to(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    dialog.reject()


def test_reverse_from_the_voucher_history_restores_its_balance(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: till.lookup.history.rowCount() == 1)
    assert not window.voucher.reverse_line.isEnabled()
    window.voucher.history_view.selectRow(0)
    assert window.voucher.reverse_line.isEnabled()
    window.voucher.reverse_line.click()
    unlock(qtbot, window)
    dialog = action_dialog(qtbot, window, ReverseDialog)
    qtbot.keyClicks(dialog.reason, "guest paid by card instead")
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Reversed."))
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 4000
    dialog.close_button.click()
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£40.00")


def test_a_pin_typed_into_the_name_field_is_never_kept_or_audited(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """A hurried manager types the PIN straight away, into the name field the dialog focuses first."""
    window, till = till_window
    window.manager_actions.audit_log()
    dialog = pin_dialog(qtbot, window)
    dialog.name.setFocus()
    qtbot.keyClicks(dialog.name, "2468")
    dialog.ok.click()  # what Enter does in the dialog: its default button
    assert dialog.error.text() == PIN_AS_NAME_TEXT
    assert dialog.name.text() == ""
    assert dialog.isVisible()
    assert all("2468" not in (entry.manager or "") for entry in till.audit.entries())
    assert till.manager.lock_text() == ""
    dialog.reject()
