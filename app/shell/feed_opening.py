"""A voucher opened from the activity feed, never silently in place of the one on the counter.

A cashier serving a guest may click a feed row by mistake: the voucher in front of them would be
replaced by another one. So, with another voucher on the counter, the till asks first, and keeping
the one on the counter is the default (Esc or Enter keep it). The voucher opens read-only, its code
masked: no voucher is in front of the till until its code is scanned or typed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from app.core.i18n import translate
from app.core.masking import mask_codes
from app.desk.counter import LookupViewModel


class FeedOpening:
    """Opens a feed row's voucher at the counter, asking first when another one is there."""

    def __init__(
        self,
        parent: QWidget,
        lookup: LookupViewModel,
        counter_shown: Callable[[], bool],
        open_code: Callable[[str], None],
    ) -> None:
        self._parent = parent
        self._lookup = lookup
        self._counter_shown = counter_shown
        self._open_code = open_code
        #: The question asked before a feed row replaces the voucher on the counter, while open.
        self.ask: QMessageBox | None = None

    def choose(self, code: str) -> None:
        """A row of the feed chosen: with another voucher on the counter, ask before replacing it."""
        shown = self._lookup.voucher
        if shown is None or shown.redeem_code == code or not self._counter_shown():
            self._open_code(code)
            return
        ask = QMessageBox(self._parent)
        ask.setIcon(QMessageBox.Icon.Question)
        ask.setWindowTitle(translate("Counter", "Open another voucher?"))
        # The voucher on the counter is whole only if it was scanned there; the feed's never is. Two
        # codes that end alike show as much more as tells them apart.
        held = shown.redeem_code if self._lookup.held else None
        here, other = mask_codes([shown.redeem_code, code], whole=held)
        ask.setText(
            translate("Counter", "{here} is on the counter. Open {other} instead?").format(
                here=here, other=other
            )
        )
        ask.setInformativeText(
            translate("Counter", "{here} is closed; nothing is redeemed from either.").format(here=here)
        )
        open_it = ask.addButton(
            translate("Counter", "Open {other}").format(other=other), QMessageBox.ButtonRole.AcceptRole
        )
        keep = ask.addButton(
            translate("Counter", "Keep {here}").format(here=here), QMessageBox.ButtonRole.RejectRole
        )
        ask.setDefaultButton(keep)
        ask.setEscapeButton(keep)
        open_it.clicked.connect(lambda: self._open_code(code))
        ask.finished.connect(self._asked)
        self.ask = ask
        ask.open()

    def _asked(self) -> None:
        if self.ask is not None:
            self.ask.deleteLater()
            self.ask = None
