"""Manager actions in the real till window on the sandbox: PIN, reverse, refund, audit log, end of shift."""

from __future__ import annotations

import csv
import sqlite3
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.compose import Till
from app.core.feed_event import ShownEvent
from app.core.masking import mask_code, mask_codes
from app.core.paths import resolve_paths
from app.core.settings import read_settings
from app.desk.manager.admin import PIN_AS_NAME_TEXT, PIN_TAKEN_TEXT
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.managers import ManagersDialog
from app.desk.manager.widgets.pin import PinDialog
from app.desk.manager.widgets.refund import RefundDialog
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes, DemoEvents, DemoOrders
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.main_window import MainWindow
from helpers.manager import (
    TRAINING_MANAGER,
    TRAINING_PIN,
    enter_pin,
    manager_entry,
    opened_dialog,
    pin_prompt,
)
from helpers.storage import read_only_folder, small_disk
from helpers.till import (
    another_till_redeems,
    close_till,
    newest_event,
    open_till,
    redeemed,
    run,
    scan,
    till_open,
)
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
MANAGER = TRAINING_MANAGER


def unlock(qtbot: QtBot, window: MainWindow, pin: str = "2468") -> None:
    assert "2468" in pin_prompt(qtbot, window).hint.text()
    enter_pin(qtbot, window, pin)


def reverse(qtbot: QtBot, window: MainWindow, event: ShownEvent, reason: str) -> ReverseDialog:
    window.manager_actions.reverse(event)
    unlock(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    assert not dialog.confirm.isEnabled()
    qtbot.keyClicks(dialog.reason, reason)
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.isVisible() and not dialog.status.text().startswith("No answer"))
    return dialog


@pytest.mark.both_shapes
def test_reverse_restores_the_balance_and_a_second_reverse_is_refused(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)

    dialog = reverse(qtbot, window, event, "wrong voucher scanned")
    assert dialog.status.text().startswith("Reversed. The voucher's balance is now £50.00. New event\u00a0")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    assert till.manager.manager is None  # the session ended with the action
    dialog.close_button.click()
    qtbot.waitUntil(lambda: till.activity.model.event_at_row(0).type == "Unredeemed")

    window.activity.table.selectRow(window.activity.table.model().rowCount() and 1)
    assert not window.activity.reverse.isEnabled(), "a reversed event is not offered again"
    assert window.activity.reverse.toolTip().startswith("This event was already reversed at this till")
    assert window.activity.why_not.text().startswith("This event was already reversed at this till")
    window.manager_actions.reverse(event)  # chosen anyway (a stale feed row)
    assert window.manager_actions.notice is not None
    assert window.manager_actions.notice.text().startswith("This event was already reversed at this till")
    assert window.manager_actions.pin_dialog is None, "said before any PIN"
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000

    reverses = till.audit.entries(action="reverse")
    assert [(e.staff, e.manager, e.outcome) for e in reverses] == [("Sam Till", MANAGER, "done")]
    assert reverses[0].reason == "wrong voucher scanned"
    assert reverses[0].event_id == event.event_id


def test_an_event_another_till_reversed_is_refused_before_the_pin_and_its_line_is_not_offered(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    other = VoucherClient(sandbox.url, DEMO_KEY)
    run(qtbot, other.reverse_event(event.event_id))
    run(qtbot, other.aclose())

    window.manager_actions.reverse(event)
    qtbot.waitUntil(lambda: window.manager_actions.notice is not None)
    assert window.manager_actions.notice is not None
    assert window.manager_actions.notice.text() == "This redemption has already been reversed."
    assert window.manager_actions.pin_dialog is None
    assert till.audit.entries(action="manager unlock") == []
    window.manager_actions.notice.close()

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(
        lambda: till.lookup.history.rowCount() == 1 and till.lookup.history.record(0).status == "Unredeemed"
    )
    window.voucher.history_view.selectRow(0)
    assert not window.voucher.reverse_line.isEnabled()
    assert window.voucher.reverse_line.toolTip() == "This redemption has already been reversed."


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
    dialog = opened_dialog(qtbot, window, RefundDialog)
    qtbot.waitUntil(lambda: dialog.view is not None)
    return dialog


@pytest.mark.both_shapes
def test_refund_of_the_unused_api_order_voids_every_row(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.API_UNUSED_1)
    qtbot.waitUntil(window.refund_order.isVisible)
    assert window.refund_order.text() == f"Refund order #{DemoOrders.API_UNUSED}…"
    window.refund_order.click()
    prompt = pin_prompt(qtbot, window)
    assert prompt.approving.text() == f"Refund order #{DemoOrders.API_UNUSED}: £50.00 on 2 vouchers"
    unlock(qtbot, window)
    dialog = opened_dialog(qtbot, window, RefundDialog)
    qtbot.waitUntil(lambda: dialog.view is not None)
    rows = dialog.rows.model()
    assert rows.rowCount() == 2
    codes = {rows.index(r, 0).data() for r in range(2)}
    # The manager refunds away from the guest's vouchers: codes masked to their last 4.
    assert codes == {mask_code(DemoCodes.API_UNUSED_1), mask_code(DemoCodes.API_UNUSED_2)}
    assert not dialog.blocker.isVisible()
    assert not dialog.confirm.isEnabled()
    qtbot.keyClicks(dialog.typed, "508")
    assert not dialog.confirm.isEnabled()
    qtbot.keyClicks(dialog.typed, str(DemoOrders.API_UNUSED)[-1])
    assert dialog.confirm.isEnabled()
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.text().startswith(f"Order #{DemoOrders.API_UNUSED} refunded"))
    assert dialog.status.text() == (
        f"Order #{DemoOrders.API_UNUSED} refunded: 2 vouchers are now Void with a zero balance, as the "
        "service shows."
    )
    shown = [[rows.index(r, c).data() for c in (2, 3)] for r in range(rows.rowCount())]
    assert shown == [["Void", "£0.00"], ["Void", "£0.00"]], "the result as read back from the service"
    assert not dialog.confirm.isEnabled()
    qtbot.keyClick(dialog.typed, Qt.Key.Key_Return)  # a second Enter sends nothing
    assert sandbox.state.balance_of(DemoCodes.API_UNUSED_1) == 0
    assert sandbox.state.balance_of(DemoCodes.API_UNUSED_2) == 0
    client = VoucherClient(sandbox.url, DEMO_KEY)
    order_rows = run(qtbot, client.order_rows(DemoOrders.API_UNUSED))
    run(qtbot, client.aclose())
    assert {row.status for row in order_rows} == {"Void"}
    [entry] = till.audit.entries(action="refund")
    assert (entry.staff, entry.manager, entry.order_id, entry.outcome) == (
        "Sam Till",
        MANAGER,
        DemoOrders.API_UNUSED,
        "done",
    )


def refused_before_pin(qtbot: QtBot, window: MainWindow, order_id: int) -> str:
    window.manager_actions.refund(order_id)
    qtbot.waitUntil(lambda: window.manager_actions.notice is not None)
    notice = window.manager_actions.notice
    assert notice is not None
    assert window.manager_actions.pin_dialog is None, "said before any PIN"
    text = notice.text()
    notice.close()
    window.manager_actions.notice = None
    return text


def test_a_used_refunded_or_void_order_is_refused_before_the_pin(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    said = refused_before_pin(qtbot, window, DemoOrders.API_USED)
    assert said.startswith("Every voucher must be unused; already used or not valid: ")
    # Named as the refund's own table names them, never whole before a PIN.
    assert mask_codes([DemoCodes.API_USED_1, DemoCodes.API_USED_2])[0] in said
    assert DemoCodes.API_USED_1 not in said
    assert sandbox.state.balance_of(DemoCodes.API_USED_2) == 2500

    other = VoucherClient(sandbox.url, DEMO_KEY)
    run(qtbot, other.refund_order(DemoOrders.API_UNUSED))
    run(qtbot, other.aclose())
    assert refused_before_pin(qtbot, window, DemoOrders.API_UNUSED) == "This order has already been refunded."

    scan(qtbot, window, DemoCodes.VOID)
    qtbot.waitUntil(lambda: till.lookup.view is not None and till.lookup.view.code == DemoCodes.VOID)
    assert not window.refund_order.isEnabled()
    assert window.refund_order.toolTip() == "This voucher is void, so its order cannot be refunded."
    shown_view = till.lookup.view
    assert shown_view is not None
    void_order = shown_view.order_id
    said = refused_before_pin(qtbot, window, void_order)
    assert said in (
        "This order has already been refunded.",
        f"Voucher {mask_code(DemoCodes.VOID)} is void, so this order cannot be refunded.",
    )
    assert till.audit.entries(action="manager unlock") == []


def test_an_order_with_a_voucher_topped_up_since_it_was_sold_is_refused_before_the_pin(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """A refund voids everything on the vouchers: £20 loaded at a till since would go with them."""
    window, till = till_window
    other = VoucherClient(sandbox.url, DEMO_KEY)
    run(qtbot, other.topup(DemoCodes.API_UNUSED_1, Locations.RECEPTION, Decimal("20.00")))
    run(qtbot, other.aclose())
    said = refused_before_pin(qtbot, window, DemoOrders.API_UNUSED)
    # Not on the counter: named as the refund's table names it beside GIFTAPI2, never whole.
    assert said == (
        f"Voucher {mask_code(DemoCodes.API_UNUSED_1)} holds £50.00, not the £30.00 it was sold for "
        "(topped up or used since): a refund would void it all. Refund it at the back office."
    )
    assert sandbox.state.balance_of(DemoCodes.API_UNUSED_1) == 5000
    assert till.audit.entries(action="manager unlock") == []


def test_a_web_shop_order_is_refused_by_the_service_once_then_before_the_pin(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, _ = till_window
    dialog = open_refund(qtbot, window, DemoOrders.WEB_SHOP)
    assert not dialog.blocker.isVisible()
    qtbot.keyClicks(dialog.typed, str(DemoOrders.WEB_SHOP))
    qtbot.keyClick(dialog.typed, Qt.Key.Key_Return)  # Enter does the default: Refund, once
    qtbot.waitUntil(dialog.status.isVisible)
    assert dialog.status.text().startswith("Only orders created through the API can be refunded here.")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    dialog.close_button.click()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)

    said = refused_before_pin(qtbot, window, DemoOrders.WEB_SHOP)
    assert (
        said
        == "This order was not created through the API (the service said so): it cannot be refunded here."
    )


def test_five_wrong_pins_lock_one_enter_counts_once_and_the_lock_survives_a_restart(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    window, till = open_till(qtbot, sandbox, home)
    window.manager_actions.audit_log()
    dialog = pin_prompt(qtbot, window)
    for tries in range(1, 5):
        qtbot.keyClicks(dialog.pin, "1111")
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: dialog.error.text() == "Wrong PIN. Try again." and dialog.pin.isEnabled())
        assert till.manager._lock.check().failures == tries, "one Enter is one try"
        dialog.error.clear()
    qtbot.keyClicks(dialog.pin, "1111")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: dialog.error.text().startswith("Too many wrong PINs. Manager actions are locked for another ")
    )
    assert not dialog.ok.isEnabled()
    assert not dialog.pin.isEnabled()
    till.manager.unlock(TRAINING_PIN)
    assert till.manager.manager is None
    assert [e.outcome for e in till.audit.entries(action="manager unlock")] == ["wrong PIN"] * 5 + [
        "refused (locked)"
    ]
    dialog.reject()
    close_till(qtbot, window, till)

    window, till = open_till(qtbot, sandbox, home)
    window.manager_actions.shift_report()
    dialog = pin_prompt(qtbot, window)
    assert dialog.error.text().startswith("Too many wrong PINs")
    assert not dialog.ok.isEnabled()
    dialog.reject()
    close_till(qtbot, window, till)


def test_enter_twice_on_a_pin_is_one_try_and_never_cancels_the_approval(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The second Enter lands while the PIN is being checked: it neither counts nor cancels."""
    window, till = till_window
    window.manager_actions.audit_log()
    dialog = pin_prompt(qtbot, window)
    qtbot.keyClicks(dialog.pin, "1111")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.error.text() == "Wrong PIN. Try again.")
    assert dialog.isVisible()
    assert till.manager._lock.check().failures == 1
    qtbot.keyClicks(dialog.pin, TRAINING_PIN)
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)
    opened_dialog(qtbot, window, AuditLogDialog).reject()
    assert [e.outcome for e in till.audit.entries(action="manager unlock")] == ["wrong PIN", "done"]


def test_audit_log_detects_an_edited_row_and_exports_csv(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    window.manager_actions.audit_log()
    unlock(qtbot, window)
    dialog = opened_dialog(qtbot, window, AuditLogDialog)
    qtbot.waitUntil(lambda: dialog.check.text().startswith("The log is intact"))
    actions = [dialog.table.model().index(r, 4).data() for r in range(dialog.table.model().rowCount())]
    assert actions == ["look up", "Redemption", "manager unlock"]
    times = [dialog.table.model().index(r, 1).data() for r in range(dialog.table.model().rowCount())]
    assert all(t.startswith(f"{datetime.now():%-d %b} ") for t in times), times
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    assert dialog.table.model().index(1, 7).data() == str(event.event_id), "the redemption's reference"
    dialog.staff.setCurrentText("Sam Till")
    dialog.action.setCurrentText("Redemption")
    assert dialog.table.model().rowCount() == 1
    out = tmp_path / "audit.csv"
    dialog.export_to(out)
    with out.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["action"], r["staff"], r["code"], r["amount"]) for r in rows] == [
        ("redeem", "Sam Till", mask_code(DemoCodes.VALID_PARTIAL), "10.00")
    ]
    with small_disk(tmp_path / "usb", size="1m") as disk:
        disk.fill()
        dialog.export_to(disk.path / "audit.csv")
    assert dialog.saved.text() == (
        f"Not saved: the disk is full. Free some space or choose another folder ({disk.path / 'audit.csv'})."
    )
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
    tampered = opened_dialog(qtbot, window, AuditLogDialog)
    (redemption,) = till.audit.entries(action="redeem")
    qtbot.waitUntil(lambda: tampered.check.text().startswith("Warning: line #"))
    assert tampered.check.text().startswith(f"Warning: line #{redemption.seq} was changed outside the till.")
    tampered.reject()


@pytest.mark.both_shapes
def test_end_of_shift_report_matches_a_known_sequence(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = till_window
    till.desk.shift_start = datetime.now() - timedelta(minutes=1)
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    reverse(qtbot, window, event, "customer changed their mind").close_button.click()
    other = VoucherClient(sandbox.url, DEMO_KEY)
    run(qtbot, other.redeem(DemoCodes.PART_USED, Locations.RECEPTION, Decimal("5.00")))
    run(qtbot, other.aclose())
    refund = open_refund(qtbot, window, DemoOrders.API_UNUSED)
    qtbot.keyClicks(refund.typed, str(DemoOrders.API_UNUSED))
    refund.confirm.click()
    qtbot.waitUntil(lambda: refund.status.text().startswith(f"Order #{DemoOrders.API_UNUSED} refunded"))
    refund.close_button.click()

    window.manager_actions.shift_report()
    unlock(qtbot, window)
    dialog = opened_dialog(qtbot, window, ShiftReportDialog)
    qtbot.waitUntil(lambda: dialog.report is not None)
    report = dialog.report
    assert report is not None
    assert [(p.movement.kind.value, p.event.type) for p in report.matched] == [
        ("redeem", "Redeemed"),
        ("reverse", "Unredeemed"),
    ]
    assert report.only_in_till == ()
    assert [(e.type, e.code) for e in report.only_in_service] == [("Redeemed", DemoCodes.PART_USED)]
    assert dialog.summary.text() == (
        "2 matched, 1 refund, 0 only in the till, 1 only in the service, 0 not applied, 0 unconfirmed, "
        "0 mismatched, 0 found late. Every movement of this till is accounted for."
    )
    assert dialog.summary.property("kind") == "done", "a normal refund is no alarm"
    model = dialog.table.model()
    screen = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    refunded = [row for row in screen if row[0] == "Refunded"]
    assert refunded == [
        [
            "Refunded",
            refunded[0][1],
            "Refund",
            f"order #{DemoOrders.API_UNUSED}",
            "\u2212\u2060£50.00",
            "Sam Till",
            refunded[0][6],
            f"Refunded order #{DemoOrders.API_UNUSED}: £50.00 on 2 vouchers",
        ]
    ]
    assert [row[0] for row in screen] == ["Matched", "Matched", "Refunded", "Only in the service"]
    totals = dialog.totals.text().splitlines()
    assert "This till: Refund × 2 = £50.00" in totals
    assert "Staff: Sam Till: Redeemed × 1 = £10.00" in totals
    assert "Staff: Sam Till: Reversed × 1 = £10.00" in totals
    assert (
        "This till: net redeemed £0.00 (redeemed less reversed); balances changed by \u2212\u2060£50.00"
        in dialog.nets.text().splitlines()
    )

    out = tmp_path / "shift.csv"
    dialog.export_csv_to(out)
    with out.open(encoding="utf-8") as handle:
        parsed = list(csv.reader(handle))
    header = parsed[2]
    detail = [dict(zip(header, row, strict=False)) for row in parsed[3 : 3 + len(screen)]]
    assert [(d["Section"], d["Type"]) for d in detail] == [(row[0], row[2]) for row in screen]
    page = dialog._vm.page(till.session.place)
    for row in screen:
        assert f"<td>{row[0]}</td>" in page
        assert f"<td>{row[2]}</td>" in page
    assert "Signature" in page
    assert "Manager" in page
    pdf = tmp_path / "shift.pdf"
    dialog.save_pdf_to(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    dialog.reject()


@pytest.mark.logs(r"Manager PIN refused: The till cannot write its audit log: the disk is full")
def test_on_a_full_disk_the_pin_and_the_shift_report_say_so_and_neither_hangs(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with (
        small_disk(tmp_path / "disk", size="4m") as disk,
        till_open(qtbot, sandbox, disk.path / "home") as (window, till),
    ):
        window.manager_actions.shift_report()
        disk.fill()
        prompt = enter_pin(qtbot, window)
        qtbot.waitUntil(prompt.error.isVisible)
        assert prompt.error.text() == "The till cannot write its audit log: the disk is full"
        assert prompt.ok.text() == "Approve", "the prompt is not left checking"
        assert till.manager.manager is None
        prompt.reject()

        disk.free()
        window.manager_actions.shift_report()
        unlock(qtbot, window)
        dialog = opened_dialog(qtbot, window, ShiftReportDialog)
        qtbot.waitUntil(lambda: dialog.report is not None)
        disk.fill()
        dialog.build.click()
        qtbot.waitUntil(lambda: dialog.summary.text().startswith("The till cannot write its audit log"))
        assert dialog.summary.text() == "The till cannot write its audit log: the disk is full"
        assert dialog.summary.property("kind") == "problem"
        disk.free()
        dialog.reject()


def test_a_shift_report_is_never_said_saved_when_the_disk_took_none_of_it(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, till = till_window
    till.desk.shift_start = datetime.now() - timedelta(minutes=1)
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    window.manager_actions.shift_report()
    unlock(qtbot, window)
    dialog = opened_dialog(qtbot, window, ShiftReportDialog)
    qtbot.waitUntil(lambda: dialog.report is not None)

    with small_disk(tmp_path / "usb", size="1m") as disk:
        disk.fill()
        for name, save in (("shift.csv", dialog.export_csv_to), ("shift.pdf", dialog.save_pdf_to)):
            save(disk.path / name)
            assert dialog.saved.text() == (
                f"Not saved: the disk is full. Free some space or choose another folder ({disk.path / name})."
            )
            assert dialog.saved.property("kind") == "problem"
            assert not (disk.path / name).exists(), "no empty or cut-short report is left behind"
        disk.free()
        dialog.save_pdf_to(disk.path / "shift.pdf")
        assert dialog.saved.text() == f"Saved {disk.path / 'shift.pdf'}"
        assert dialog.saved.property("kind") == ""
        assert (disk.path / "shift.pdf").read_bytes().rstrip().endswith(b"%%EOF"), "the whole PDF"

    folder = tmp_path / "shared"
    folder.mkdir()
    (folder / "shift.csv").write_text("yesterday's report", encoding="utf-8")
    with read_only_folder(folder):
        dialog.export_csv_to(folder / "shift.csv")
    assert dialog.saved.text() == (
        f"Not saved: the till may not write to that folder. Choose another one ({folder / 'shift.csv'})."
    )
    assert (folder / "shift.csv").read_text(encoding="utf-8") == "yesterday's report"
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
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    qtbot.keyClicks(dialog.reason, "guest paid by card instead")
    dialog.confirm.click()
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Reversed."))
    assert sandbox.state.balance_of(DemoCodes.PART_USED) == 4000
    dialog.close_button.click()
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£40.00")


def test_the_pin_prompt_says_what_it_approves_and_enter_in_the_reason_reverses_once(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    window.manager_actions.reverse(event)
    prompt = pin_prompt(qtbot, window)
    assert (
        prompt.approving.text()
        == f"Reverse £10.00 redeemed on {till.activity.model.shown_code(event)} at {event.created:%H:%M}"
    )
    assert str(event.event_id) not in prompt.approving.text()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    assert dialog.balance.text() == "Balance now £40.00; after the reverse £50.00."

    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)  # nothing typed: Enter does nothing, never cancels
    assert dialog.isVisible()
    assert not dialog.status.isVisible()
    qtbot.keyClicks(dialog.reason, "wrong voucher scanned")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)  # an impatient second Enter
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Reversed."))
    assert dialog.isVisible(), "the outcome stays on screen"
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    assert [e.outcome for e in till.audit.entries(action="reverse")] == ["done"], "sent once"


def test_the_reverse_dialog_says_the_balance_as_it_is_when_the_pin_is_given_not_when_it_was_asked(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """Another till redeems £30.00 from the voucher while the PIN prompt stands open: the dialog
    opened after the PIN says the £10.00 left, never the £40.00 read before the prompt."""
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    window.manager_actions.reverse(event)
    pin_prompt(qtbot, window)
    run(qtbot, another_till_redeems(sandbox, DemoCodes.VALID_PARTIAL, "30.00"))
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    qtbot.waitUntil(lambda: dialog.balance.text() == "Balance now £10.00; after the reverse £20.00.")


def test_reversing_a_feed_row_of_a_voucher_not_on_the_counter_names_it_masked_in_every_prompt(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    code = DemoCodes.PART_USED
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 0)
    rows = range(till.activity.model.rowCount())
    wanted = DemoEvents.PART_USED_REDEMPTION
    [row] = [r for r in rows if till.activity.model.event_at_row(r).event_id == wanted]
    window.activity.table.setFocus()
    window.activity.table.selectRow(row)
    [reverse_key] = [a for a in window.manager_menu.actions() if a.text() == "Reverse the selected event…"]
    reverse_key.trigger()
    # As the feed's row shows it: told apart from SPA50PART, which ends in "PART" too.
    as_in_the_feed = till.activity.model.shown_code(till.activity.model.event_at_row(row))
    assert as_in_the_feed.endswith("40PART")
    prompt = pin_prompt(qtbot, window)
    assert as_in_the_feed in prompt.approving.text()
    assert code not in prompt.approving.text()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    shown = " ".join(label.text() for label in dialog.findChildren(QLabel)) + dialog.windowTitle()
    assert as_in_the_feed in shown
    assert code not in shown
    assert not till.audit.entries(action="reveal code"), "nothing was revealed, so nothing to audit"


def test_managers_are_added_given_a_new_pin_and_removed_from_the_manager_menu(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    managers_action = manager_entry(window, "Managers and PINs…")
    assert managers_action.shortcut().toString() == "Ctrl+Shift+P"
    managers_action.trigger()
    assert pin_prompt(qtbot, window).approving.text() == "Add or remove managers, or change a PIN"
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ManagersDialog)

    def add(name: str, pin: str) -> str:
        dialog.name.clear()
        qtbot.keyClicks(dialog.name, name)
        qtbot.keyClicks(dialog.new_pin, pin)
        qtbot.keyClicks(dialog.new_again, pin)
        with qtbot.waitSignal(dialog._vm.changed, timeout=5_000):
            qtbot.keyClick(dialog.new_again, Qt.Key.Key_Return)
        return dialog.status.text()

    assert add("5820", "5820") == PIN_AS_NAME_TEXT
    assert add("Oli Owner", TRAINING_PIN) == PIN_TAKEN_TEXT
    assert add("Oli Owner", "5820") == "Oli Owner is now a manager at this till."
    assert dialog.isVisible(), "Enter adds the manager; it never closes the dialog"
    dialog.table.selectRow(0)
    assert dialog.chosen() == TRAINING_MANAGER
    qtbot.keyClicks(dialog.pin, "6047")
    qtbot.keyClicks(dialog.again, "6047")
    with qtbot.waitSignal(dialog._vm.changed, timeout=5_000):
        qtbot.keyClick(dialog.again, Qt.Key.Key_Return)
    assert dialog.status.text() == f"{TRAINING_MANAGER}'s PIN is changed."
    dialog.table.selectRow(1)
    dialog.remove.click()
    assert dialog.status.text() == "Oli Owner is no longer a manager at this till."
    dialog.table.selectRow(0)
    dialog.remove.click()
    assert dialog.status.text() == "The last manager cannot be removed: add another manager first."
    dialog.reject()

    window.manager_actions.audit_log()
    enter_pin(qtbot, window, TRAINING_PIN)
    prompt = pin_prompt(qtbot, window)
    qtbot.waitUntil(lambda: prompt.error.text() == "Wrong PIN. Try again.")
    prompt.reject()
    window.manager_actions.audit_log()
    enter_pin(qtbot, window, "6047")
    opened_dialog(qtbot, window, AuditLogDialog).reject()
    changes = [
        (e.action, e.manager, e.reason)
        for e in till.audit.entries()
        if e.action in ("add manager", "change manager PIN", "remove manager")
    ]
    assert changes == [
        ("add manager", TRAINING_MANAGER, "Oli Owner"),
        ("change manager PIN", TRAINING_MANAGER, TRAINING_MANAGER),
        ("remove manager", TRAINING_MANAGER, "Oli Owner"),
    ]


def test_a_double_click_on_reverse_asks_for_one_pin(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    window.manager_actions.reverse(event)
    window.manager_actions.reverse(event)
    first = pin_prompt(qtbot, window)
    window.manager_actions.reverse(event)
    window.manager_actions.audit_log()
    prompts = [w for w in QApplication.topLevelWidgets() if isinstance(w, PinDialog) and w.isVisible()]
    assert prompts == [first]
    first.reject()
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is None)
    window.manager_actions.reverse(event)
    assert pin_prompt(qtbot, window) is not first, "once the first is closed, the action can start again"
    pin_prompt(qtbot, window).reject()


def test_cancel_while_the_pin_is_checked_leaves_the_till_locked(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """A right PIN answered after Cancel must not leave a manager session behind a closed prompt."""
    window, till = till_window
    window.manager_actions.audit_log()
    prompt = pin_prompt(qtbot, window)
    qtbot.keyClicks(prompt.pin, TRAINING_PIN)
    qtbot.keyClick(prompt.pin, Qt.Key.Key_Return)
    assert till.manager.checking
    prompt.reject()
    qtbot.waitUntil(lambda: not till.manager.checking)
    assert till.manager.manager is None
    assert window.manager_actions.dialog is None
    assert [e.outcome for e in till.audit.entries(action="manager unlock")] == []


def test_a_manager_list_that_cannot_be_saved_is_said_and_nothing_changes(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A read-only settings folder: the new manager is refused in till words, the list on disk and on
    screen stays as it was, and nothing is audited as done (never the crash dialog)."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home", saved=True)
    settings_file = till.settings_file
    assert settings_file is not None
    window.manager_actions.managers()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ManagersDialog)
    qtbot.keyClicks(dialog.name, "Oli Owner")
    qtbot.keyClicks(dialog.new_pin, "5820")
    qtbot.keyClicks(dialog.new_again, "5820")
    with read_only_folder(settings_file.parent), qtbot.waitSignal(dialog._vm.changed, timeout=5_000):
        qtbot.keyClick(dialog.new_again, Qt.Key.Key_Return)
    assert dialog.status.text() == (
        "The till cannot write its settings: the data folder is read-only. Nothing was changed."
    )
    assert till.manager.manager_names() == [TRAINING_MANAGER]
    on_disk = read_settings(settings_file).settings
    assert on_disk is not None
    assert [m.name for m in on_disk.managers] == [TRAINING_MANAGER]
    assert not [e for e in till.audit.entries() if e.action == "add manager"]
    dialog.reject()
    close_till(qtbot, window, till)


def test_a_colleagues_pin_is_refused_in_the_words_of_a_guessable_one_and_each_try_counts_as_wrong(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The Managers dialog never says that a PIN belongs to a manager: the training manager's PIN is
    refused exactly as 1234, 0000 or 1212 are, and five such refusals lock manager actions as five
    wrong PINs at the prompt would, so the dialog is no way round the lock."""
    window, till = till_window
    window.manager_actions.managers()
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ManagersDialog)

    def add(name: str, pin: str) -> str:
        dialog.name.clear()
        dialog.new_pin.clear()
        dialog.new_again.clear()
        qtbot.keyClicks(dialog.name, name)
        qtbot.keyClicks(dialog.new_pin, pin)
        qtbot.keyClicks(dialog.new_again, pin)
        with qtbot.waitSignal(dialog._vm.changed, timeout=5_000):
            qtbot.keyClick(dialog.new_again, Qt.Key.Key_Return)
        return dialog.status.text()

    said = {pin: add("Oli Owner", pin) for pin in (TRAINING_PIN, "1234", "0000", "1212")}
    assert set(said.values()) == {"Choose a different PIN: this one is not safe to use."}
    assert "manager" not in PIN_TAKEN_TEXT.casefold()
    assert add("Oli Owner", "98765").startswith(
        "Too many wrong PINs. Manager actions are locked for another "
    )
    assert add("Oli Owner", "7391").startswith("Too many wrong PINs"), "locked: a good PIN is not taken"
    assert [m.name for m in till.manager.managers] == [TRAINING_MANAGER]
    refused = till.audit.entries(action="new PIN refused")
    assert [(e.manager, e.outcome) for e in refused] == [
        (TRAINING_MANAGER, "refused (counted as a wrong PIN)")
    ] * 5
    dialog.reject()

    window.manager_actions.audit_log()
    prompt = pin_prompt(qtbot, window)
    qtbot.waitUntil(lambda: prompt.error.text().startswith("Too many wrong PINs"))
    prompt.reject()


def test_a_reverse_of_a_redemption_keyed_on_the_pos_says_to_undo_it_there_and_the_outcome_line_follows(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    qtbot.waitUntil(lambda: till.handoff.current is not None)
    till.handoff.tick_current()  # the cashier keyed it on the POS
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)

    dialog = reverse(qtbot, window, event, "wrong voucher scanned")
    assert dialog.status.text().startswith("Reversed. The voucher's balance is now £50.00.")
    assert dialog.status.text().endswith("It was already keyed on the POS: take £10.00 off the POS too.")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000
    # The line above the voucher no longer says £40.00 left: it says the reverse and the balance.
    assert window.redeem_status.text() == (
        f"Reversed by a manager: £10.00 back on {DemoCodes.VALID_PARTIAL}; balance £50.00. "
        "It was already keyed on the POS: take £10.00 off the POS too."
    )
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£50.00")


def test_a_reverse_of_a_redemption_not_yet_keyed_says_nothing_of_the_pos(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    dialog = reverse(qtbot, window, event, "wrong voucher scanned")
    assert "POS" not in dialog.status.text()
    assert window.redeem_status.text() == (
        f"Reversed by a manager: £10.00 back on {DemoCodes.VALID_PARTIAL}; balance £50.00."
    )


def test_the_reverse_outcome_grows_the_dialog_and_leaves_its_facts_whole(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    window.handoff.keyed.click()
    event = newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)

    dialog = reverse(qtbot, window, event, "wrong amount")
    QApplication.processEvents()
    status = dialog.status
    assert status.height() >= status.heightForWidth(status.width()), "the outcome keeps every line"
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and not label.wordWrap():
            assert label.height() >= label.sizeHint().height(), f"{label.text()!r} squeezed"


def test_the_reverse_prompt_and_its_dialog_write_an_earlier_day_in_one_form(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() > 0)
    rows = range(till.activity.model.rowCount())
    [event] = [
        e
        for e in map(till.activity.model.event_at_row, rows)
        if e.event_id == DemoEvents.PART_USED_REDEMPTION
    ]
    window.manager_actions.reverse(event)
    prompt = pin_prompt(qtbot, window)
    day = f"{event.created.day} {event.created:%b %Y}"  # "3 Dec 2026", never "03 Dec"
    assert prompt.approving.text().endswith(f"at {event.created:%H:%M} on {day}")
    enter_pin(qtbot, window)
    dialog = opened_dialog(qtbot, window, ReverseDialog)
    shown = [label.text() for label in dialog.findChildren(QLabel)]
    assert f"{day} {event.created:%H:%M}" in shown
