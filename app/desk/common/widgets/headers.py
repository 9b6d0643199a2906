"""Every table's headers, in every window: a section narrower than its words ends them in "…",
and pointing at it shows them whole.

Qt's headers clip by default (their elide mode is none), and centred: where a column of words
gives way to the figures beside it, Spanish "Movimiento" showed as "ovimier", cut at both ends with
nothing to say so. The till's style (``TillStyle``) sets this on each header as Qt polishes it, so
no table has to ask for it, whatever its model.
"""

from __future__ import annotations

from typing import overload

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPalette
from PySide6.QtWidgets import QApplication, QHeaderView, QProxyStyle, QToolTip, QWidget


def header_cut(header: QHeaderView, section: int) -> bool:
    """Whether ``section`` of ``header`` is narrower than its text, as Qt measures a section sized
    to its contents (the style's margins, and the sort arrow's room where it shows)."""
    return header.sectionSizeHint(section) > header.sectionSize(section)


class HeaderTips(QObject):
    """Shows a header section's whole text as its tooltip while the section is too narrow for it.
    A model's own header tooltip (a short header's whole words) is left for Qt to show."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        header = watched.parent()
        if not isinstance(header, QHeaderView) or header.model() is None:
            return False
        section = header.logicalIndexAt(event.pos())
        if section < 0 or not header_cut(header, section):
            return False
        model, orientation = header.model(), header.orientation()
        if model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole):
            return False
        text = str(model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole) or "")
        if not text:
            return False
        where = header.viewport()
        left = header.sectionViewportPosition(section)
        if orientation == Qt.Orientation.Horizontal:
            area = where.rect().adjusted(left, 0, 0, 0)
            area.setWidth(header.sectionSize(section))
        else:
            area = where.rect().adjusted(0, left, 0, 0)
            area.setHeight(header.sectionSize(section))
        QToolTip.showText(event.globalPos(), text, where, area)
        return True


class TillStyle(QProxyStyle):
    """The platform's own style, with every header eliding its sections' words at their end and
    showing them whole in a tooltip (``HeaderTips``). The style sheet draws on top of it."""

    def __init__(self) -> None:
        super().__init__()
        self._tips = HeaderTips(self)

    @overload
    def polish(self, target: QApplication, /) -> None: ...
    @overload
    def polish(self, target: QWidget, /) -> None: ...
    @overload
    def polish(self, target: QPalette | Qt.GlobalColor | QColor, /) -> None: ...

    def polish(self, target: QApplication | QWidget | QPalette | Qt.GlobalColor | QColor, /) -> None:
        if isinstance(target, QHeaderView):
            target.setTextElideMode(Qt.TextElideMode.ElideRight)
            # Installed again at each polish, a filter is still called once: Qt keeps one of each.
            target.viewport().installEventFilter(self._tips)
        super().polish(target)
