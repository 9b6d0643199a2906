"""A bill in the real till window, as a cashier keys or taps it: opened, its total given, vouchers
scanned onto it, reviewed and confirmed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.bill.widgets.bill_dialog import BillDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.scanner import ENTER, burst
from helpers.till import close_when_sent, opened, till_open
from sandbox_harness.server import SandboxServer


@contextmanager
def till_for_bills(
    qtbot: QtBot, sandbox: SandboxServer, home: Path, size: tuple[int, int] = (1024, 768), **settings: Any
) -> Iterator[tuple[MainWindow, Till]]:
    """The till window at ``size`` for a bill's tests, for the length of a ``with``: a bill the test
    left open is closed once what it sends has ended, before the till closes."""
    with till_open(qtbot, sandbox, home, **settings) as (window, till):
        window.resize(*size)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
        yield window, till
        close_when_sent(qtbot, window.bill.dialog)


def open_bill(qtbot: QtBot, window: MainWindow, *, touch: bool) -> BillDialog:
    """The bill opened by a tap on its button, or by F5."""

    def tap() -> None:
        qtbot.mouseClick(window.bill.button, Qt.MouseButton.LeftButton)

    return opened(qtbot, window, lambda: window.bill.dialog, Qt.Key.Key_F5, tap if touch else None)


def start(qtbot: QtBot, dialog: BillDialog, total: str, reference: str = "", *, touch: bool) -> None:
    qtbot.keyClicks(dialog.total, total)
    if reference:
        dialog.reference.setFocus()
        qtbot.keyClicks(dialog.reference, reference)
    if touch:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(dialog.reference if reference else dialog.total, Qt.Key.Key_Return)
    qtbot.waitUntil(dialog.code.isEnabled)


def scan_onto(qtbot: QtBot, dialog: BillDialog, code: str) -> None:
    rows = dialog.vm.lines.rowCount()
    burst(qtbot, code, ENTER, into=dialog.code)
    qtbot.waitUntil(
        lambda: not dialog.vm.busy and (dialog.vm.lines.rowCount() > rows or dialog.status.isVisible())
    )


def bill_of(
    qtbot: QtBot, window: MainWindow, total: str, *codes: str, reference: str = "", touch: bool
) -> BillDialog:
    """The bill opened, its total (and reference) given and ``codes`` scanned onto it."""
    dialog = open_bill(qtbot, window, touch=touch)
    start(qtbot, dialog, total, reference, touch=touch)
    for code in codes:
        scan_onto(qtbot, dialog, code)
    return dialog


def cell(dialog: BillDialog, row: int, column: int) -> str:
    return str(dialog.vm.lines.index(row, column).data())


def review(qtbot: QtBot, dialog: BillDialog, *, touch: bool) -> str:
    if touch:
        qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)  # Enter in the empty code field: the review
    qtbot.waitUntil(dialog.step.isVisible)
    return dialog.step.text.text()


def confirm(qtbot: QtBot, dialog: BillDialog, *, touch: bool) -> None:
    # The bill's sending is caught as it starts: on a quick service it can be over before a check
    # of ``busy`` comes round.
    with qtbot.waitSignal(dialog.vm.busy_changed, timeout=5_000):
        if touch:
            qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(dialog.code, Qt.Key.Key_F12)
    qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=20_000)


def forty_with_a_tip_of_ten(qtbot: QtBot, dialog: BillDialog) -> None:
    """The open bill started from the keyboard at £40 with a £10 tip, SPA50PART scanned onto it."""
    qtbot.keyClicks(dialog.total, "40")
    dialog.tip.setFocus()
    qtbot.keyClicks(dialog.tip, "10")
    dialog.start()
    qtbot.waitUntil(dialog.code.isEnabled)
    scan_onto(qtbot, dialog, DemoCodes.VALID_PARTIAL)


def tipped_bill_paid(qtbot: QtBot, window: MainWindow) -> None:
    """A £40 bill with a £10 tip, paid from the keyboard by one part-use voucher, its slip made, and
    its window closed."""
    dialog = open_bill(qtbot, window, touch=False)
    forty_with_a_tip_of_ten(qtbot, dialog)
    review(qtbot, dialog, touch=False)
    confirm(qtbot, dialog, touch=False)
    qtbot.waitUntil(lambda: window.till.slips.last is not None, timeout=20_000)
    dialog.reject()
    qtbot.waitUntil(lambda: window.bill.dialog is None)
