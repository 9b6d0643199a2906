"""A receptionist finds a guest's voucher by name in training mode, from the keyboard
and by touch, in the real till started as staff start it (``run_till --training``, its built-in
sandbox with two years of web-shop orders) at 1024×768. Also measured here: the order index's size
on disk once it holds the whole training history (24 months)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

import qasync
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from app.api.stamps import TIMESTAMP_FORMAT
from app.core.find_text import fold
from app.core.masking import mask_code
from app.core.paths import resolve_paths
from app.desk.find.widgets.find_dialog import FindDialog
from app.sandbox.demo_orders import history
from app.shell.main_window import MainWindow
from app.store.order_index import index_file
from helpers.scanner import by_hand
from helpers.till import main_window_shown, run, run_whole_till


def find_dialog(qtbot: QtBot, window: MainWindow) -> FindDialog:
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.width() <= 1024
    assert dialog.height() <= 768
    return dialog


def test_a_receptionist_finds_a_guests_voucher_by_name_in_training_mode_by_keyboard_and_by_touch(
    qtbot: QtBot, qloop: qasync.QEventLoop, tmp_path: Path, styled: QApplication
) -> None:
    task = run_whole_till(resolve_paths(tmp_path / "home").ensure())
    window = main_window_shown(qtbot)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    till = window.till
    qtbot.waitUntil(lambda: "last contact" in till.connection.text, timeout=10_000)

    # From the keyboard: Ctrl+F, a surname, Enter; Enter on the order; Enter on its voucher.
    qtbot.keyClick(window.code, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    dialog = find_dialog(qtbot, window)
    by_hand(qtbot, dialog.query, "nowak")
    with qtbot.waitSignal(dialog.vm.finished, timeout=30_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    found = [dialog.vm.results.record(row) for row in range(dialog.vm.results.rowCount())]
    assert found
    assert all("nowak" in fold(f"{o.customer_name} {o.recipient_name}") for o in found)
    assert dialog.status.text().startswith(f"{len(found)} found: searched ")
    qtbot.keyClick(dialog.results, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.vm.vouchers.rowCount() > 0, timeout=10_000)
    code = dialog.vm.vouchers.record(0).code
    assert dialog.vouchers.model().index(0, 0).data() == mask_code(code)
    qtbot.keyClick(dialog.vouchers, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    assert not dialog.isVisible()
    assert till.lookup.voucher is not None
    assert till.lookup.voucher.redeem_code == code
    assert not till.lookup.held, "found by name: read-only until the code is presented"
    assert window.voucher.code.text() == mask_code(code)
    qtbot.keyClicks(window.code, code)  # the guest reads it out from their e-mail
    qtbot.keyClick(window.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: till.lookup.held and not till.tasks.running("lookup"), timeout=10_000)
    assert window.voucher.code.text() == code

    # By touch: the Find menu's action, a surname, taps on Search, an order and Open voucher, over
    # the whole training history (24 months).
    window.finder.open()
    dialog = find_dialog(qtbot, window)
    dialog.query.setText("muller")
    dialog.window_months.setCurrentIndex(dialog.window_months.count() - 1)
    with qtbot.waitSignal(dialog.vm.finished, timeout=30_000):
        qtbot.mouseClick(dialog.search, Qt.MouseButton.LeftButton)
    assert dialog.vm.results.rowCount() > 0
    row = dialog.results.visualRect(dialog.vm.results.index(0, 2)).center()
    qtbot.mouseClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.waitUntil(dialog.open_voucher.isEnabled, timeout=10_000)
    for button in (dialog.search, dialog.open_voucher, dialog.close_button):
        assert button.height() >= 40, "touch-sized"
    touched = dialog.vm.vouchers.record(0).code
    qtbot.mouseClick(dialog.open_voucher, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    # The voucher held at the counter is another: the till asks before replacing it.
    qtbot.waitUntil(lambda: window.feed_opening.ask is not None and window.feed_opening.ask.isVisible())
    ask = window.feed_opening.ask
    assert ask is not None
    open_it = next(b for b in ask.findChildren(QPushButton) if b.text().startswith("Open "))
    qtbot.mouseClick(open_it, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            till.lookup.voucher is not None
            and till.lookup.voucher.redeem_code == touched
            and not till.tasks.running("lookup")
        ),
        timeout=10_000,
    )
    assert not till.lookup.held
    assert window.voucher.code.text() == mask_code(touched)

    # What the index costs on disk: the orders of the retention period only, though 24 months were read.
    settings = till.settings
    assert settings.domain_id is not None
    index = index_file(resolve_paths(tmp_path / "home").data_dir / "training", settings.domain_id)
    size = sum(p.stat().st_size for p in index.parent.glob(index.name + "*"))
    with closing(sqlite3.connect(index)) as db:
        orders = int(db.execute("SELECT count(*) FROM orders").fetchone()[0])
        first = str(db.execute("SELECT min(created) FROM orders").fetchone()[0])
    oldest = datetime.strptime(first, TIMESTAMP_FORMAT)
    assert 0 < orders < len(history())
    assert oldest >= datetime.now() - timedelta(days=settings.retention_days + 1)
    print(
        f"\norder index: {size / 1024:.0f} KiB for {orders} training orders ({size / orders:.0f} B an order)"
    )
    assert size < 5 * 1024 * 1024

    window.close()
    assert run(qtbot, task, timeout_ms=20_000) == 0
