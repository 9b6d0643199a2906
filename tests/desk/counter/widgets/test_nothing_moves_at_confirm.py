"""Confirm moves nothing on the counter: while a redemption is under review, the outcome line's room
is kept under it, so the line saying the redemption is on its way, and then its outcome, are
painted there with the voucher's details where the cashier was reading them. Shown in no room, that
line shrank the details as the request left (the whole column laid out and painted again then).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from app.desk.common.outcomes import sent_text
from app.sandbox.seed import DemoCodes
from helpers.layout import laid_out
from helpers.till import scan, till_open
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL  # £50, part use


class LinePaints(QObject):
    """Each paint of the outcome line: what it said, and where the voucher's details were then."""

    def __init__(self, line: QLabel, details: QWidget) -> None:
        super().__init__()
        self.seen: list[tuple[str, QRect]] = []
        self._line, self._details = line, details
        line.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._line and event.type() == QEvent.Type.Paint:
            self.seen.append((self._line.text(), self._details.geometry()))
        return False

    def first(self, starts: str) -> QRect:
        return next(rect for text, rect in self.seen if text.startswith(starts))


def test_the_line_on_its_way_and_the_outcome_show_in_the_room_the_review_kept(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: window.voucher.balance.text() == "£50.00")
        qtbot.waitUntil(lambda: window.redeem.amount.isEnabled() and not till.tasks.running("lookup"))
        paints = LinePaints(window.redeem_status, window.details)
        qtbot.keyClicks(window.redeem.amount, "5")
        qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
        qtbot.waitUntil(window.redeem.confirm_button.isEnabled)
        laid_out()
        assert window.redeem_status.isHidden(), "nothing said yet: its room is empty"
        kept = window.details.geometry()
        qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00"))

        assert paints.first(sent_text()) == kept, "the details moved as the redemption left"
        assert paints.first("Redeemed £5.00") == kept, "the details moved as its outcome came"
