"""The pattern of redemptions as a small chart: per product, the running share of face value
redeemed (0–100 %) against the months since sale. Painted with QPainter: no chart library."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from app.core.accounts.pattern import ProductPattern
from app.core.i18n import translate

#: Told apart by colour-blind readers too (Okabe–Ito).
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000")
MARGIN = 40


class PatternChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.patterns: list[ProductPattern] = []
        self.setMinimumSize(360, 220)
        self.setAccessibleName(translate("Accounts", "Redemption pattern"))

    def set_patterns(self, patterns: list[ProductPattern]) -> None:
        self.patterns = patterns
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plot = QRectF(MARGIN, 10, max(1, self.width() - MARGIN - 170), max(1, self.height() - MARGIN - 10))
        painter.setPen(QPen(self.palette().text().color(), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        for percent in (0, 50, 100):
            y = plot.bottom() - plot.height() * percent / 100
            painter.drawText(QRectF(0, y - 8, MARGIN - 4, 16), Qt.AlignmentFlag.AlignRight, f"{percent}%")
        last = max((len(p.months) - 1 for p in self.patterns), default=0) or 1
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), 16),
            Qt.AlignmentFlag.AlignCenter,
            translate("Accounts", "Months since sale (0 to {last})").format(last=last),
        )
        for index, pattern in enumerate(self.patterns):
            colour = QColor(COLOURS[index % len(COLOURS)])
            painter.setPen(QPen(colour, 2))
            points = [
                QPointF(
                    plot.left() + plot.width() * month.month / last,
                    plot.bottom() - plot.height() * min(float(month.cumulative), 1.0),
                )
                for month in pattern.months
            ]
            for start, end in itertools.pairwise(points):
                painter.drawLine(start, end)
            for point in points:
                painter.drawEllipse(point, 2.5, 2.5)
            legend = QRectF(plot.right() + 10, 10 + index * 18, 160, 16)
            painter.drawText(legend, Qt.AlignmentFlag.AlignLeft, pattern.product)
        painter.end()
