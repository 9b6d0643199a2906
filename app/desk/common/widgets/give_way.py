"""What gives way on a short screen: the voucher's details scroll, and the banners under the top
bar stack in a strip no taller than an eighth of the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from app.desk.common.widgets.style import ColumnScroll

#: The least height the voucher's details keep when the money controls need the rest.
DETAILS_AT_LEAST = 60


class DetailsScroll(ColumnScroll):
    """The voucher's details, scrolling up and down only: as wide as they need, as short as the window."""

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        # The badge's height, a little less than a scroll area's own minimum: a 1024×700 till (a
        # title bar and a taskbar) with every banner showing needs those few pixels.
        height = min(super().minimumSizeHint().height(), DETAILS_AT_LEAST)
        return QSize(width + self.verticalScrollBar().sizeHint().width(), height)


class BannerArea(QScrollArea):
    """The banners under the top bar (storage, connection, clock), stacked, never taller than a
    eighth of the window: several at once on a 700 px screen scroll here rather than push the code
    field, the confirm step or Reverse off the bottom of the window. Hidden while none shows."""

    def __init__(self, banners: list[QWidget]) -> None:
        super().__init__()
        self._banners = banners
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        for banner in banners:
            column.addWidget(banner)
            banner.installEventFilter(self)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setVisible(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self.setVisible(any(not b.isHidden() for b in self._banners))
            self.updateGeometry()
        return False

    def _height(self) -> int:
        content = self.widget()
        if content is None:
            return 0
        layout = content.layout()
        width = self.width()  # the whole width: when the banners fit, no scroll bar takes any
        needed = (
            layout.heightForWidth(width)
            if layout is not None and layout.hasHeightForWidth() and width > 0
            else content.sizeHint().height()
        )
        return min(needed, max(self.window().height() // 8, 60))

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.height() != self._height():
            self.updateGeometry()
