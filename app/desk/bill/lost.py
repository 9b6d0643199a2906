"""A voucher a manager noted lost warns when it is scanned onto a bill, as it does at the counter.

The bill looks its codes up itself, so the counter's lookup, where the lost-note check runs, never
sees them. This asks the same check (``app.desk.common.lost_notes``) for each code that joins the
bill and says its warning on the bill, where the cashier is looking before Confirm.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.core.notice import Notice
from app.desk.bill.bill import BillViewModel
from app.desk.common.lost_notes import LostNotesViewModel


class BillLostCheck(QObject):
    """A child of the bill: its slots go with the bill's model when the bill's window closes."""

    def __init__(self, bill: BillViewModel, lost: LostNotesViewModel) -> None:
        super().__init__(bill)
        self._bill = bill
        self._lost = lost
        self._checked: set[str] = set()
        self._asking = False
        bill.changed.connect(self._lines_changed)
        lost.notice.connect(self._noticed)

    def _lines_changed(self) -> None:
        for line in self._bill.figures.to_send:
            if line.code not in self._checked:
                self._checked.add(line.code)
                self._asking = True
                self._lost.check(line.code)

    def _noticed(self, notice: Notice) -> None:
        if self._asking and notice.text:
            self._asking = False
            self._bill.message.emit(notice.text, "refused")
