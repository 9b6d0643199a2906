"""A hand-off belongs to one thing, and F9 ticks what the screen shows next to it.

A sale left unticked came in under the counter's redemption: the outcome line said "Redeemed £5.00
from SPA50PART" while the banner under it, and F9, were the sale's. Now the banner is the outcome
line's movement while that waits, and a hand-off the line is not about names its voucher.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.movement import MovementKind
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.sale import sold_one
from helpers.till import active, redeemed_reference, scan
from helpers.words import REFERENCE_LABEL

TillWindow = tuple[MainWindow, Till]


def sell_and_leave_unticked(qtbot: QtBot, window: MainWindow) -> str:
    dialog = sold_one(qtbot, window)
    reference = dialog.vm.reference
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.closing_question is not None and dialog.closing_question.isVisible())
    question = dialog.closing_question
    assert question is not None
    qtbot.mouseClick(
        next(b for b in question.buttons() if b.text() == "Close anyway"), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.sale.dialog is None)
    return reference


def test_f9_ticks_the_redemption_the_outcome_line_shows_not_a_sale_made_since(
    qtbot: QtBot,
    sale_till: TillWindow,
) -> None:
    window, till = sale_till
    reference = redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "5")
    sale = sell_and_leave_unticked(qtbot, window)
    qtbot.waitUntil(lambda: len(till.handoff.unticked()) == 2)
    assert window.redeem_status.text().startswith("Redeemed £5.00 from SPA50PART")
    assert window.handoff.instruction.text() == f"Key £5.00 as Gift voucher {REFERENCE_LABEL}{reference}"
    assert window.handoff.more.text() == "1 more not keyed"
    active(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: len(till.handoff.unticked()) == 1)
    [left] = till.handoff.unticked()
    assert left.kind is MovementKind.SALE, "the redemption beside its outcome line was ticked"
    assert sale in window.handoff.instruction.text().replace("\u00a0", " ")


def test_a_hand_off_under_another_voucher_names_its_own(
    qtbot: QtBot,
    sale_till: TillWindow,
) -> None:
    window, till = sale_till
    reference = redeemed_reference(qtbot, window, DemoCodes.VALID_PARTIAL, "5")
    scan(qtbot, window, DemoCodes.GRACE)
    qtbot.waitUntil(
        lambda: (
            till.lookup.voucher is not None
            and till.lookup.voucher.redeem_code == DemoCodes.GRACE
            and not till.tasks.running("lookup")
        )
    )
    assert not window.redeem_status.isVisible()
    assert window.handoff.instruction.text() == f"Key £5.00 as Gift voucher {REFERENCE_LABEL}{reference}"
    assert window.handoff.detail.isVisible(), "whose it is stays on screen, at 1024×768 too"
    # Named as the feed names it, beside TEA40PART there.
    assert window.handoff.detail.text().endswith(" on ••••••50PART")
    assert DemoCodes.VALID_PARTIAL not in window.handoff.detail.text()
