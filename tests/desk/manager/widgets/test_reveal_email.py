"""A manager shows a guest's whole e-mail address with their PIN and a reason; the audit log keeps
who, when, which order and why, with the address masked (it keeps no e-mail address at all)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.api.models import Order
from app.compose import Till
from app.core.masking import BULLET
from app.core.names import EMAIL_REASONS
from app.desk.manager.reveal import SHOWN_FOR_MS
from app.desk.manager.reveal_email import ACTION_REVEAL_EMAIL
from app.desk.manager.widgets.reveal_email import RevealEmailDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import manager_dialog
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]


def order_on_the_counter(qtbot: QtBot, window: MainWindow, till: Till) -> Order:
    """TEA40PART looked up at the counter: the order it came from, whose guest has an e-mail."""
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: till.lookup.order is not None and not till.tasks.running("lookup"))
    order = till.lookup.order
    assert order is not None
    return order


def test_a_manager_reveals_a_guests_e_mail_for_a_reason_and_the_audit_log_keeps_it_masked(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    window.resize(1024, 768)
    order = order_on_the_counter(qtbot, window, till)
    address = order.email_address
    assert "@" in address
    dialog = manager_dialog(qtbot, window, window.manager_actions.reveal_email, RevealEmailDialog)
    assert f"{address[0]}{BULLET * 3}@" in dialog.heading.text()
    assert address not in dialog.heading.text()
    assert not dialog.show_address.isEnabled(), "no address is shown without a reason"
    dialog.reason.setCurrentIndex(2)
    qtbot.mouseClick(dialog.show_address, Qt.MouseButton.LeftButton)
    assert address in dialog.address.text()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    (entry,) = [e for e in till.audit.entries() if e.action == ACTION_REVEAL_EMAIL]
    assert entry.manager
    assert entry.order_id == order.order_id
    assert entry.reason == EMAIL_REASONS[1]
    assert address not in entry.outcome
    assert f"{address[0]}{BULLET * 3}@" in entry.outcome


def test_a_search_by_e_mail_and_a_reveal_leave_no_e_mail_address_in_the_till_s_files(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """Find audits what was searched, the reveal audits what was shown: both masked on disk."""
    window, till = till_window
    order = order_on_the_counter(qtbot, window, till)
    address = order.email_address
    window.finder.open()
    dialog = window.finder.dialog
    assert dialog is not None
    dialog.query.setText(address)
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    dialog.reject()
    reveal = manager_dialog(qtbot, window, window.manager_actions.reveal_email, RevealEmailDialog)
    reveal.reason.setCurrentIndex(1)
    qtbot.mouseClick(reveal.show_address, Qt.MouseButton.LeftButton)
    reveal.reject()
    actions = [entry.action for entry in till.audit.entries()]
    assert "find" in actions
    assert ACTION_REVEAL_EMAIL in actions
    local = address.split("@")[0]
    for path in (till.audit.path, till.journal.path):
        for file in path.parent.glob(path.name + "*"):
            assert f"{local}@".encode() not in file.read_bytes(), file.name


def test_a_revealed_e_mail_is_hidden_again_and_its_dialog_closed_once_its_time_is_up(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    order = order_on_the_counter(qtbot, window, till)
    address = order.email_address
    dialog = manager_dialog(qtbot, window, window.manager_actions.reveal_email, RevealEmailDialog)
    dialog.reason.setCurrentIndex(1)
    qtbot.mouseClick(dialog.show_address, Qt.MouseButton.LeftButton)
    assert address in dialog.address.text()
    timer = dialog.vm.shown_for
    assert timer.isActive(), "the whole address is shown for a while only"
    assert timer.interval() <= SHOWN_FOR_MS
    left_on_screen: list[str] = []
    dialog.finished.connect(lambda _result: left_on_screen.append(dialog.address.text()))
    timer.start(0)
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)
    assert left_on_screen == [""]
