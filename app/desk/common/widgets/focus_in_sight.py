"""A control that takes the keyboard's focus inside a scrolling area is scrolled into sight.

Qt scrolls a ``QScrollArea`` to its focused control only when Tab moves between controls already
inside it. Tabbed into from outside (in Sell at 1366×768 at 125 %, from the sale's lines to the
buyer's *Delivery*), or reached by a shortcut, the control took the focus scrolled out of view and a
cashier typed into a field they could not see. One watcher for the whole application covers every
scrolling area of the till, present and future.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget


class FocusInSight(QObject):
    """Watches the application's focus and scrolls every area holding the new focus to it."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        app.focusChanged.connect(self._focused)

    def _focused(self, _old: QWidget | None, now: QWidget | None) -> None:
        # A click chose a control the cashier already sees: the area stays where it is, so the
        # content does not jump under the pointer.
        if now is None or QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return
        # Half a line above and below, so the control is seen with a little of what is around it
        # (its label, the check line under a field), not flush with the area's edge.
        margin = now.fontMetrics().height() // 2
        parent = now.parentWidget()
        while parent is not None:
            if isinstance(parent, QScrollArea):
                content = parent.widget()
                if content is not None and content.isAncestorOf(now):
                    _bring_into_sight(parent, content, now, margin)
            parent = parent.parentWidget()


def _bring_into_sight(area: QScrollArea, content: QWidget, control: QWidget, margin: int) -> None:
    """The whole of ``control`` in ``area``'s view, or its middle where it is larger than the view.

    Not ``ensureWidgetVisible``: for a text field it brings only the text cursor into view, and a
    field at the area's bottom edge stayed cut across, its lower half out of sight."""
    shown = QRect(control.mapTo(content, QPoint(0, 0)), control.size())
    view = area.viewport().size()
    area.ensureVisible(
        shown.center().x(),
        shown.center().y(),
        min(shown.width() // 2 + margin, view.width() // 2),
        min(shown.height() // 2 + margin, view.height() // 2),
    )


def keep_focus_in_sight(app: QApplication) -> None:
    """Once per application: every scrolling area of the till scrolls to the control given the focus."""
    if app.findChild(FocusInSight) is None:
        FocusInSight(app)
