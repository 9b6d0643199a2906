"""The voucher's details on a 1366×768 till at 125 % text, under the review of a redemption: the
view of the details ends above a line it would cut across, so the cashier never reads half a row
of facts ("Grace until 7 Dec 2027" showed only the top of its letters), and a scrolled view starts
at a line's top, however it was scrolled (the wheel, the keys, the scroll bar dragged); a scroll
brings each line in whole, down to the last and back to the first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QStyle,
    QStyleOptionSlider,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.layout import laid_out
from helpers.screens import SCREENS, ScreenTill, fit
from helpers.till import amount_under_review, counter_settled, scan

AT_125 = SCREENS[1]


def lines_cut(window: MainWindow, *, top: bool = False) -> list[str]:
    """The lines of text, the buttons and the row of tabs of the details that the view's bottom
    edge (or ``top`` edge) cuts across."""
    details = window.details
    view = details.viewport()
    content = details.widget()
    assert content is not None
    edge = 0 if top else view.height()
    cut = []
    lines: list[QWidget] = [*content.findChildren(QLabel), *content.findChildren(QAbstractButton)]
    for line in [*lines, *content.findChildren(QTabBar)]:
        if not line.isVisible() or line.height() >= view.height() // 3:
            continue
        shown = QRect(line.mapTo(view, QPoint(0, 0)), line.size())
        if shown.top() < edge < shown.bottom() + 1:
            cut.append(line.text() if isinstance(line, QLabel | QAbstractButton) else "the tabs")
    return cut


def lines_cut_at_the_bottom(window: MainWindow) -> list[str]:
    return lines_cut(window)


def under_review_at_125(qtbot: QtBot, screen_till: ScreenTill) -> MainWindow:
    """SPA50PART with £5 of it under review on a 1366×768 till at 125 %: its details scroll."""
    window, till = screen_till.speaking("en_GB", AT_125)
    fit(window)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    amount_under_review(qtbot, window, "5")
    QApplication.processEvents()
    laid_out()
    return window


def test_the_details_under_a_review_never_show_half_a_line(qtbot: QtBot, screen_till: ScreenTill) -> None:
    window = under_review_at_125(qtbot, screen_till)
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


def wheel(window: MainWindow, notches: int) -> None:
    """The mouse wheel over the details, ``notches`` towards the cashier (down) or away (up)."""
    view = window.details.viewport()
    middle = QPointF(view.rect().center())
    turned = QWheelEvent(
        middle,
        QPointF(view.mapToGlobal(view.rect().center())),
        QPoint(),
        QPoint(0, -120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view, turned)


def key(qtbot: QtBot, window: MainWindow, pressed: Qt.Key) -> None:
    """A key pressed in the details (they take the keyboard when clicked or tabbed to)."""
    qtbot.keyClick(window.details, pressed)


def dragged(window: MainWindow, by: int) -> None:
    """The scroll bar's handle pressed, moved ``by`` pixels with the button held, and let go."""
    bar = window.details.verticalScrollBar()
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    handle = bar.style().subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar
    )
    start = QPointF(handle.center())
    held = Qt.MouseButton.LeftButton
    plain = Qt.KeyboardModifier.NoModifier
    for kind, where, buttons in (
        (QEvent.Type.MouseButtonPress, start, held),
        (QEvent.Type.MouseMove, start + QPointF(0, by / 2), held),
        (QEvent.Type.MouseMove, start + QPointF(0, by), held),
        (QEvent.Type.MouseButtonRelease, start + QPointF(0, by), Qt.MouseButton.NoButton),
    ):
        button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else held
        event = QMouseEvent(kind, where, QPointF(bar.mapToGlobal(where)), button, buttons, plain)
        QApplication.sendEvent(bar, event)


def test_a_scrolled_view_of_the_details_starts_at_a_lines_top_however_it_is_scrolled(
    qtbot: QtBot, screen_till: ScreenTill
) -> None:
    """Under a review at 125 %, the wheel, the arrow and page keys and a drag of the scroll bar
    each leave the view starting at a line's top and ending above a line's bottom; each moves the
    view the way it was asked, the wheel and the keys as far as the last line and back to the
    first."""
    window = under_review_at_125(qtbot, screen_till)
    bar = window.details.verticalScrollBar()
    assert bar.maximum() > 0, "the details scroll under the review"

    def whole_after(scroll: Callable[[], None], what: str) -> int:
        before = bar.value()
        scroll()
        QApplication.processEvents()
        where = f"{what}: at {bar.value()} of {bar.maximum()} (from {before})"
        assert lines_cut(window, top=True) == [], where
        assert lines_cut(window) == [], where
        return bar.value() - before

    for steps, down, up in (
        ("the wheel", lambda: wheel(window, 1), lambda: wheel(window, -1)),
        (
            "the arrow keys",
            lambda: key(qtbot, window, Qt.Key.Key_Down),
            lambda: key(qtbot, window, Qt.Key.Key_Up),
        ),
        (
            "the page keys",
            lambda: key(qtbot, window, Qt.Key.Key_PageDown),
            lambda: key(qtbot, window, Qt.Key.Key_PageUp),
        ),
    ):
        bar.setValue(0)
        seen: set[str] = set()
        for _ in range(100):
            if bar.value() == bar.maximum():
                break
            assert whole_after(down, f"{steps}, down") > 0, f"{steps} moved the view down"
            seen.update(
                label.text()
                for label in window.voucher.findChildren(QLabel)
                if label.isVisible() and not label.visibleRegion().isEmpty()
            )
        assert bar.value() == bar.maximum(), f"{steps} reach the last line"
        assert "Grace until" in seen, f"{steps} bring every fact in whole"
        for _ in range(100):
            if bar.value() == 0:
                break
            assert whole_after(up, f"{steps}, up") < 0, f"{steps} moved the view up"
        assert bar.value() == 0, f"{steps} bring the badge back in sight"
    bar.setValue(0)
    for by in (7, 13, 29, -11, -23, 41):  # a hand drags by any number of pixels, either way
        moved = whole_after(lambda: dragged(window, by), f"dragged by {by} px")  # noqa: B023
        assert moved * by > 0, f"a drag by {by} px moved the view {moved} px"
