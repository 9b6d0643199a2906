"""A manager's dispute pack of one voucher, through the real window on the sandbox: from the counter,
from Find's results and from a line of the shift report; the PDF read back."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.desk.cases.widgets import DisputePackDialog, _sheet
from app.desk.common.widgets import files
from app.desk.manager.widgets import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER, enter_pin, manager_dialog, opened_dialog
from helpers.scanner import by_hand
from helpers.till import redeemed, redeemed_and_written, scan

CODE = DemoCodes.VALID_PARTIAL


def redeemed_and_ticked(qtbot: QtBot, window: MainWindow, till: Till) -> None:
    """£10 off the voucher, keyed on the POS and ticked by the cashier."""
    redeemed(qtbot, window, CODE, "10")
    qtbot.waitUntil(lambda: till.handoff.current is not None)
    till.handoff.tick_current()


def pack_dialog(qtbot: QtBot, window: MainWindow) -> DisputePackDialog:
    dialog = opened_dialog(qtbot, window, DisputePackDialog)
    qtbot.waitUntil(dialog.sheet.save.isEnabled, timeout=10_000)
    return dialog


def saved_pdf(qtbot: QtBot, sheet: _sheet.SheetView, path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """*Save PDF…* pressed, and ``path`` chosen in the save dialog."""
    monkeypatch.setattr(files, "ask_save_path", lambda *_args: path)
    qtbot.mouseClick(sheet.save, Qt.MouseButton.LeftButton)
    assert path.read_bytes().startswith(b"%PDF")
    return path


def pdf_text(path: Path, printed: str) -> str:
    """The PDF's text as a reader extracts it (pdftotext: ``.ci/run`` installs poppler-utils)."""
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    done = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, check=True, text=True
    )
    return done.stdout


def test_the_counters_voucher_gives_a_pack_with_its_movements_slips_and_audit_check(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, till = till_window
    redeemed_and_ticked(qtbot, window, till)
    (movement,) = till.journal.of_code(CODE)
    assert till.lookup.voucher is not None
    order = till.lookup.voucher.order_id

    window.manager_actions.dispute_pack_shown()
    enter_pin(qtbot, window)
    dialog = pack_dialog(qtbot, window)
    path = saved_pdf(qtbot, dialog.sheet, tmp_path / "packs" / dialog.sheet.file_name, monkeypatch)

    printed = dialog.sheet.printed_text()
    for text in (printed, pdf_text(path, printed)):
        # A sign is joined to its symbol by an unseen character the PDF's reader leaves out.
        flat = " ".join(text.replace("\u2060", "").split())
        assert CODE not in flat  # masked, never whole
        assert mask_code(CODE) in flat
        assert f"Order #{order}" in flat
        for expected in ("Part used", "£40.00", "Redeemed", "−£10.00", "£50.00", "Sam Till", "done"):
            assert expected in flat, expected
        assert str(movement.result_event_id) in flat  # the POS reference
        assert "Gift voucher redeemed" in flat  # its slip
        assert "Merchant copy" in flat
        assert "The whole chain checks" in flat
    assert "Audit lines of this voucher: #" in printed
    assert "Sam Till, " in printed  # who ticked it on the POS, and when
    (line,) = till.audit.entries(action="dispute pack")
    assert (line.manager, line.code, line.reason) == (TRAINING_MANAGER, CODE, path.name)
    assert "SPA50PART" not in path.name
    dialog.reject()


def test_the_pack_names_its_voucher_by_the_tail_the_feed_shows_beside_a_voucher_ending_alike(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, till = till_window
    redeemed(qtbot, window, DemoCodes.PART_USED, "1")
    redeemed(qtbot, window, CODE, "10")
    feed = till.activity.model
    # SPA50PART and TEA40PART both end in PART: the feed tells them apart by a longer tail.
    qtbot.waitUntil(lambda: feed.code_beside(CODE) != mask_code(CODE))
    shown = feed.code_beside(CODE)

    window.manager_actions.dispute_pack_shown()
    prompt = enter_pin(qtbot, window)
    assert prompt.approving.text() == f"A dispute pack for voucher {shown}"
    dialog = pack_dialog(qtbot, window)
    path = saved_pdf(qtbot, dialog.sheet, tmp_path / dialog.sheet.file_name, monkeypatch)
    flat = " ".join(dialog.sheet.printed_text().replace("\u2060", "").split())
    # Its title and its record read the voucher as the feed beside it does (a slip's copy is as printed).
    assert f"Dispute pack: voucher {shown}" in flat
    assert f"Voucher code {shown}" in flat
    assert shown.lstrip("•") in path.name
    dialog.reject()


def test_without_the_managers_pin_there_is_no_pack(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None)
    window.manager_actions.dispute_pack_shown()
    prompt = enter_pin(qtbot, window, "1357")
    qtbot.waitUntil(lambda: bool(prompt.error.text()))
    prompt.reject()
    assert window.manager_actions.dialog is None
    assert not till.audit.entries(action="dispute pack")


def test_a_changed_audit_line_of_the_voucher_is_named_in_its_pack(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    redeemed_and_ticked(qtbot, window, till)
    redemption = redeemed_and_written(qtbot, till)
    raw = sqlite3.connect(till.audit.path, isolation_level=None)
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("UPDATE audit SET amount = '1.00' WHERE seq = ?", (redemption.seq,))
    raw.close()
    window.manager_actions.dispute_pack_shown()
    enter_pin(qtbot, window)
    printed = " ".join(pack_dialog(qtbot, window).sheet.printed_text().split())
    assert f"Warning: these lines of this voucher do not check: #{redemption.seq}." in printed
    assert (
        f"Warning: the chain does not check: line #{redemption.seq} was changed outside the till." in printed
    )
    window.manager_actions.dialog.reject() if window.manager_actions.dialog else None


def test_a_pack_from_finds_results(qtbot: QtBot, till_window: tuple[MainWindow, Till]) -> None:
    window, till = till_window
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None)
    assert till.lookup.voucher is not None
    order = till.lookup.voucher.order_id
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    finder = window.finder.dialog
    assert finder is not None
    qtbot.waitUntil(finder.isVisible)
    by_hand(qtbot, finder.query, str(order))
    with qtbot.waitSignal(finder.vm.finished, timeout=30_000):
        qtbot.keyClick(finder.query, Qt.Key.Key_Return)
    finder.vm.choose_order(0)
    qtbot.waitUntil(lambda: finder.pack.isEnabled() and finder.vm.vouchers.rowCount() > 0)
    assert finder.pack.isVisible()
    qtbot.mouseClick(finder.pack, Qt.MouseButton.LeftButton)
    enter_pin(qtbot, window)
    dialog = pack_dialog(qtbot, window)
    assert f"Order #{order}" in " ".join(dialog.sheet.printed_text().split())
    dialog.reject()
    finder.reject()


def test_a_pack_from_a_line_of_the_shift_report(qtbot: QtBot, till_window: tuple[MainWindow, Till]) -> None:
    window, till = till_window
    redeemed_and_ticked(qtbot, window, till)
    report = manager_dialog(qtbot, window, window.manager_actions.shift_report, ShiftReportDialog)
    qtbot.waitUntil(lambda: report.report is not None, timeout=10_000)
    row = next(r for r in range(report.table.model().rowCount()) if report._vm.code_of(r) == CODE)
    report.table.setCurrentIndex(report.table.model().index(row, 0))
    assert report.pack.isEnabled()
    qtbot.mouseClick(report.pack, Qt.MouseButton.LeftButton)
    # Over the report, for the manager who opened it: no second PIN.
    qtbot.waitUntil(lambda: isinstance(window.manager_actions.pack_over, DisputePackDialog))
    pack = window.manager_actions.pack_over
    assert isinstance(pack, DisputePackDialog)
    qtbot.waitUntil(pack.sheet.save.isEnabled, timeout=10_000)
    assert mask_code(CODE) in pack.sheet.printed_text()
    pack.reject()
    report.reject()


def test_a_voucher_used_elsewhere_lists_the_services_redemptions_this_till_did_not_make(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    history = till.lookup.history.records
    assert history
    window.manager_actions.dispute_pack_shown()
    enter_pin(qtbot, window)
    printed = " ".join(pack_dialog(qtbot, window).sheet.printed_text().split())
    assert "This till made no movement on this voucher." in printed
    assert "Redemptions the service shows elsewhere" in printed
    for line in history:
        assert str(line.event_id) in printed
    assert "No slip was printed for this voucher here." in printed
    assert window.manager_actions.dialog is not None
    window.manager_actions.dialog.reject()
