"""How the top-up box shares the counter with the code field and the redeem box: its outcome
line is the redeem box's (its notices come as "topup"), only one confirm step is open at a time,
and a code scanned into its amount is looked up, never taken as an amount. While either box's
movement is on the wire, the keyboard is at the code field, where the next scan belongs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.desk.topup.topup import Offer

if TYPE_CHECKING:
    from app.shell.main_window import MainWindow


class TopupSteps(QObject):
    """Connects the till's top-up view-model to the window's counter; lives with the window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        till = window.till
        window.code.textEdited.connect(lambda _text: till.topup.cancel_review())
        till.topup.finished.connect(self._finished)
        till.topup.show_code.connect(window.open_code)
        till.topup.code_scanned.connect(self._scanned)
        till.topup.opened.connect(self._opened)
        till.topup.review_changed.connect(self._reviewing)
        till.topup.review_changed.connect(self._next_review)
        till.redeem.review_changed.connect(self._next_review)
        till.redeem.busy_changed.connect(self._sent)
        till.topup.busy_changed.connect(self._sent)

    def _sent(self, busy: bool) -> None:
        """Confirm and the amount are disabled while a movement is in flight, and Qt gives the
        keyboard to the next widget in the chain, the activity's filter: a scan made then was typed
        there, filtering the feed instead of being looked up (attack s7 F9). The next scan goes to
        the code field, and is looked up there while the movement's answer is awaited."""
        if busy:
            self._window.back_to_code()

    def _reviewing(self, text: str) -> None:
        """While the top-up's review is open, the redeem box steps aside: on a 1024×700 till (a
        title bar and a taskbar) with a hand-off showing, its rows took the height the review and
        Confirm need. Confirm or Cancel (Esc) closes the review, and the box is back."""
        self._window.redeem.step.setVisible(not text)

    def _next_review(self, text: str) -> None:
        """A review opening is the next movement: the outcome line of the last one goes, as it does
        for a new lookup. At 768 px the last outcome, a hand-off and the review with Confirm do not
        all fit; a movement still waiting for a manager stays in the banner."""
        if text:
            self._window.redeem_status.setVisible(False)

    def _opened(self, opened: bool) -> None:
        """A code the service does not know, opened to be sold as a new card: "No voucher with that
        code" under the field no longer holds, and read beside the new card's box as an error."""
        if opened and self._window.till.topup.offer is Offer.ACTIVATE:
            self._window.message.setVisible(False)

    def _scanned(self, raw: str) -> None:
        """A code scanned into the top-up's amount: looked up, as one scanned into the redeem box's."""
        self._window.topup.clear_amount()
        self._window.scanned_into_amount(raw)

    def _finished(self) -> None:
        self._window.topup.clear_amount()
        self._window.back_to_code()
