"""The Sell window made ready for the next guest after a sale: no buyer, no complimentary tick, and
once the next sale begins, none of the last one's hand-off, tick or codes, and the sale's lines
and the buyer's form back in their place.

A manager's PIN for one complimentary sale, and the buyer's name and e-mail, stayed on
the window for the next sale. The view-model forgets them (``SaleViewModel.buyer_cleared``); the
window's fields follow here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.desk.sale.widgets.sale_dialog import SaleDialog

#: Qt's own "no maximum" for a widget's size (QWIDGETSIZE_MAX).
NO_LIMIT = (1 << 24) - 1


def forget_buyer(dialog: SaleDialog) -> None:
    """Empty the buyer's fields and untick Complimentary, as a new window would be."""
    for field in (dialog.name, dialog.email, dialog.recipient):
        field.clear()
        field.setModified(False)
    dialog.billing.clear()
    dialog.complimentary.setChecked(False)
    dialog.confirmation.setChecked(True)
    for check in dialog.checks.values():
        check.setText("")
        check.setVisible(False)


def forget_sale(dialog: SaleDialog) -> None:
    """Take the last sale's hand-off, *Paid on POS* tick and codes off the window."""
    dialog.sold = []
    dialog.handoff.clear()
    dialog.codes.clear()
    dialog.codes_area.setMinimumHeight(0)
    dialog.codes_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    dialog.codes_area.setMaximumHeight(NO_LIMIT)
    dialog.paid.setVisible(False)
    dialog.print_button.setVisible(False)
    dialog.outcome.setVisible(False)
    dialog.sale_lines.setVisible(True)
    dialog.buying.setVisible(True)
    # The products take what the other column leaves (``_List.room``), and the buyer's form back
    # in it leaves less: the layout held the width they had beside the codes, and the window grew
    # past a 1024 px screen at 125 % in Spanish.
    dialog.products.updateGeometry()
