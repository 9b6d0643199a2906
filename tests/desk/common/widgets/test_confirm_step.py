"""Confirm's own repaint waits until the movement is on its way: between the click and the request
leaving, the step is not painted again (a repaint there delayed the request it confirms). The
caller's next word paints it, and a caller that says nothing never leaves it frozen past HOLD_MS."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.desk.common.widgets.confirm_step import HOLD_MS, ConfirmStep


def confirmed(qtbot: QtBot) -> ConfirmStep:
    step = ConfirmStep("sale", "Back (Esc)")
    qtbot.addWidget(step)
    step.show()
    step.show_review("Sell 1 x Spa Day for Two £50.00 to J. Bloggs — take £50.00 on the POS", busy=False)
    qtbot.mouseClick(step.confirm_button, Qt.MouseButton.LeftButton)
    return step


def test_the_callers_next_word_paints_the_step_again(qtbot: QtBot) -> None:
    step = confirmed(qtbot)
    assert not step.updatesEnabled(), "painted again before the movement was on its way"
    step.show_busy(busy=True, reviewing=True, busy_text="Selling…")
    assert step.updatesEnabled()
    assert step.confirm_button.text() == "Selling…"


def test_a_step_hidden_or_left_alone_is_painted_again(qtbot: QtBot) -> None:
    step = confirmed(qtbot)
    step.hide()
    assert step.updatesEnabled()
    step.show()
    qtbot.mouseClick(step.confirm_button, Qt.MouseButton.LeftButton)
    assert not step.updatesEnabled()
    qtbot.waitUntil(step.updatesEnabled, timeout=HOLD_MS * 20)


def test_the_button_let_go_waits_too(qtbot: QtBot) -> None:
    """Qt repaints a button let go, then says "released", then "clicked": the hold is already on
    when it says "released", so that repaint does not run between the tap and the request."""
    step = ConfirmStep("redemption", "Cancel (Esc)")
    qtbot.addWidget(step)
    step.show()
    step.show_review("Redeem £5.00 from SPA50PART — £45.00 left", busy=False)
    painting_at_release: list[bool] = []
    step.confirm_button.released.connect(lambda: painting_at_release.append(step.updatesEnabled()))
    qtbot.mousePress(step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.mouseRelease(step.confirm_button, Qt.MouseButton.LeftButton)
    assert painting_at_release == [False], "the button let go was painted before the click was acted on"
    step.show_busy(busy=True, reviewing=True, busy_text="Redeeming…")
    assert step.updatesEnabled()
