"""A window over the till for a sale of this till that went through after all: "Vouchers sold — print".

Opened once for each sale the till settled done after its Sell window stopped waiting (the
background re-check, or the check at start-up after a crash): what to take on the POS, the new
codes in full (shown once, for the slip) and a Print button, so the guest leaves with the voucher.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.core.i18n import kept_with_label, translate
from app.core.settings import Settings
from app.desk.common.widgets.slip_print import SlipLayout
from app.desk.common.widgets.style import message_label, named, plain_labels, set_state
from app.desk.sale.basket import sold_line, voucher_slips
from app.desk.sale.late_sales import LateSale
from app.desk.sale.widgets.voucher_slip_print import print_vouchers

log = logging.getLogger(__name__)
TOUCH_HEIGHT = 44


class LateSaleDialog(QDialog):
    """One late sale's codes and hand-off; ``print_button`` prints its vouchers, on the printer of
    ``settings``, as a task given to ``start`` (the till's task slots: a name, a coroutine)."""

    def __init__(
        self,
        sale: LateSale,
        settings: Settings,
        start: Callable[[str, Coroutine[Any, Any, None]], object],
        *,
        training: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._sale = sale
        self._settings = settings
        self._start = start
        self._training = training
        self.setWindowTitle(translate("Sale", "Vouchers sold — print"))
        about = QLabel(
            kept_with_label(
                translate(
                    "Sale",
                    "A sale of this till went through after all (reference {reference}). "
                    "Give the guest these vouchers.",
                ),
                "{reference}",
            ).format(reference=sale.reference),
            wordWrap=True,
        )
        self.handoff = named(QLabel(sale.handoff, wordWrap=True), "reviewText")
        self.handoff.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lines = [sold_line(v) for v in sale.vouchers]
        self.codes = QLabel(wordWrap=True)
        self.codes.setAccessibleName(translate("Sale", "The new codes, shown once"))
        self.codes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.codes.setText(
            translate("Sale", "New codes (shown once, for the slip):") + "\n" + "\n".join(lines)
            if lines
            else translate(
                "Sale", "Its codes could not be read now: find them by its reference (Find) to print them."
            )
        )
        self.status = message_label()
        self.status.setVisible(False)
        self.print_button = QPushButton(translate("Sale", "Print vouchers"))
        self.print_button.setVisible(bool(lines))
        self.close_button = QPushButton(translate("Sale", "Close"))
        buttons = QHBoxLayout()
        for button in (self.print_button, self.close_button):
            button.setMinimumHeight(TOUCH_HEIGHT)
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        for widget in (about, self.handoff, self.codes, self.status):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self.print_button.clicked.connect(self._print)
        self.close_button.clicked.connect(self.accept)
        self.setMinimumWidth(600)
        self.setMaximumSize(1000, 740)
        plain_labels(self)

    def say(self, text: str, kind: str) -> None:
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(bool(text))

    def _print(self) -> None:
        """The vouchers on the till's slip printer, on its paper, off the GUI thread."""
        settings = self._settings
        slips = voucher_slips(
            self._sale.vouchers,
            settings.property_name,
            self._sale.reference,
            training=self._training,
        )

        async def run() -> None:
            self.say(translate("Sale", "Printing the vouchers…"), "checking")
            printed, text = await print_vouchers(
                slips, settings.slip_printer, SlipLayout(settings.slip_layout)
            )
            if not printed:
                log.warning("Vouchers of a late sale not printed: %s", text)
            self.say(text, "done" if printed else "problem")

        self._start(f"late-voucher-print-{self._sale.movement_id}", run())
