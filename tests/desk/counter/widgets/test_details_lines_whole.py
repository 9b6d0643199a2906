"""The voucher's details on a 1366×768 till at 125 % text, under the review of a redemption: the
view of the details ends above a line it would cut across, so the cashier never reads half a row
of facts ("Grace until 7 Dec 2027" showed only the top of its letters); a scroll brings each line
in whole, down to the last."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel
from pytestqt.qtbot import QtBot

from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.layout import laid_out
from helpers.screens import SCREENS, ScreenTill, fit
from helpers.till import amount_under_review, counter_settled, scan

AT_125 = SCREENS[1]


def lines_cut_at_the_bottom(window: MainWindow) -> list[str]:
    """The lines of text and the buttons of the details that the view's bottom edge cuts across."""
    details = window.details
    view = details.viewport()
    content = details.widget()
    assert content is not None
    cut = []
    for line in content.findChildren(QLabel) + content.findChildren(QAbstractButton):
        if not line.isVisible() or line.height() >= view.height() // 3:
            continue
        shown = QRect(line.mapTo(view, QPoint(0, 0)), line.size())
        if shown.top() < view.height() < shown.bottom() + 1:
            cut.append(line.text())
    return cut


def test_the_details_under_a_review_never_show_half_a_line(qtbot: QtBot, screen_till: ScreenTill) -> None:
    window, till = screen_till.speaking("en_GB", AT_125)
    fit(window)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    amount_under_review(qtbot, window, "5")
    QApplication.processEvents()
    laid_out()
    bar = window.details.verticalScrollBar()
    assert bar.maximum() > 0, "the details scroll under the review"
    seen: set[str] = set()
    for value in range(0, bar.maximum() + bar.singleStep(), bar.singleStep()):
        bar.setValue(value)
        QApplication.processEvents()
        assert lines_cut_at_the_bottom(window) == [], f"at {bar.value()} of {bar.maximum()}"
        seen.update(
            label.text()
            for label in window.voucher.findChildren(QLabel)
            if label.isVisible() and not label.visibleRegion().isEmpty()
        )
    assert "Grace until" in seen, "every fact comes in whole by scrolling"
    assert bar.value() == bar.maximum()
