"""Twenty vouchers sold at once at 1024×768: the Sell window stays on the screen, its codes scroll
beside the hand-off, and while the sale is on its way the window says so (attack D4: the window grew
to 1048 px, Close and the basket off the screen, an earlier "Nothing was sent" beside the sale)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui.test_sell import buyer, open_sale, pick, sale_till  # noqa: F401 - the fixture, by name

from app.compose import Till
from app.sandbox.server import SandboxServer
from app.ui.main_window import MainWindow
from app.viewmodels.outcomes import sent_text

QUANTITY = 20


def test_twenty_codes_scroll_and_the_window_stays_on_the_screen(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, _till = sale_till
    dialog = open_sale(qtbot, window, touch=True)
    screen = dialog.screen().availableGeometry()
    pick(qtbot, dialog, "Spa Day for Two", quantity=QUANTITY)
    buyer(qtbot, dialog, "J. Bloggs", "jo@example.com")
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.step.isVisible)
    dialog.status.setText("The till cannot write its journal: the disk is full. Nothing was sent.")
    sandbox.faults.set(path="/orders/$", method="POST", latency_ms=800, times=1)
    qtbot.mouseClick(dialog.step.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.status.text() == sent_text())  # not the earlier refusal
    qtbot.waitUntil(lambda: "Take £1,000.00 payment on the POS" in dialog.handoff.text(), timeout=10_000)
    assert dialog.codes.text().count("code ") == QUANTITY
    qtbot.wait(50)  # the window's own layout pass after the codes
    assert dialog.frameGeometry().height() <= screen.height(), "the window grew past the screen"
    assert dialog.close_button.isVisible()
    bar = dialog.codes_area.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0, "the codes do not scroll"
    assert dialog.codes_area.height() >= 2 * dialog.codes.fontMetrics().lineSpacing()
