"""Every control a cashier or a manager can reach with Tab has a name a screen reader says: the main
window's, shown or not yet shown (each shows in some state of the counter), and those of its dialogs.
A control Tab lands on that has neither an accessible name nor words of its own is read as a bare
"button" or "edit", and the person using the till cannot tell what it does."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QDialog, QTableView, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import enter_pin
from helpers.till import scan

#: Qt's own parts of a control, read through the control they belong to: a combo box's list pops
#: up named by the combo box (a spin box's or date edit's own line is its text, below).
QT_INSIDE = {"QComboBoxPrivateContainer"}


def unnamed(root: QWidget) -> list[str]:
    """The focusable controls under ``root`` (itself included) with no accessible name and no text,
    and its tables with a column that has no header."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        # What Tab reaches: a label that can be selected with the mouse only is not in the chain.
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or not widget.isEnabled():
            continue
        parent = widget.parentWidget()
        if parent is not None and (
            parent.metaObject().className() in QT_INSIDE or isinstance(parent, QAbstractSpinBox)
        ):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        name = face.text(QAccessible.Text.Name) if face is not None else ""
        words = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (name.strip() or words.strip()):
            parent_name = type(parent).__name__ if parent is not None else "-"
            found.append(f"{type(widget).__name__} {widget.objectName()!r} in {parent_name}")
    for table in root.findChildren(QTableView):
        # A screen reader reads each cell with its column's header: every column needs one.
        model = table.model()
        columns = model.columnCount() if model is not None else 0
        headers = [model.headerData(column, Qt.Orientation.Horizontal) for column in range(columns)]
        if model is not None and not all(str(header or "").strip() for header in headers):
            found.append(f"table {table.accessibleName()!r} with headers {headers}")
    return found


def test_every_control_of_the_main_window_has_a_name(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    assert not (missing := unnamed(window)), "\n".join(missing)
    scan(qtbot, window, DemoCodes.PART_USED)  # a voucher with its history and order
    qtbot.waitUntil(lambda: window.redeem.isVisible() and not till.tasks.running("lookup"), timeout=10_000)
    window.redeem.amount.setText("5")
    window.redeem.amount.returnPressed.emit()  # the review, with Confirm
    qtbot.waitUntil(window.redeem.confirm_button.isVisible)
    assert not (missing := unnamed(window)), "\n".join(missing)


def _bill(window: MainWindow) -> QDialog | None:
    window.bill.button.click()
    return window.bill.dialog


def _sale(window: MainWindow) -> QDialog | None:
    window.sale.action.trigger()
    return window.sale.dialog


def _find(window: MainWindow) -> QDialog | None:
    window.finder.open()
    return window.finder.dialog


def _slip_options(window: MainWindow) -> QDialog | None:
    window.slip_actions.options()
    return window.slip_actions.dialog


def _support(window: MainWindow) -> QDialog | None:
    window.support_report()
    return window.support_dialog


OPENERS: dict[str, Callable[[MainWindow], QDialog | None]] = {
    "bill": _bill,
    "sale": _sale,
    "find": _find,
    "slip options": _slip_options,
    "support report": _support,
}


@pytest.mark.parametrize("which", list(OPENERS))
def test_every_control_of_a_dialog_has_a_name(
    which: str, qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, _till = till_window
    dialog = OPENERS[which](window)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert not (missing := unnamed(dialog)), "\n".join(missing)
    dialog.reject()


MANAGER = ["audit_log", "shift_report", "accounts", "managers", "check_service"]


@pytest.mark.parametrize("action", MANAGER)
def test_every_control_of_a_managers_dialog_and_its_pin_prompt_has_a_name(
    action: str, qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, _till = till_window
    actions = window.manager_actions
    getattr(actions, action)()
    prompt = enter_pin(qtbot, window)
    assert not (missing := unnamed(prompt)), "\n".join(missing)
    qtbot.waitUntil(lambda: actions.dialog is not None and actions.dialog.isVisible(), timeout=10_000)
    dialog = actions.dialog
    assert dialog is not None
    assert not (missing := unnamed(dialog)), "\n".join(missing)
    dialog.reject()
