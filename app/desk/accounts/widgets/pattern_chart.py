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
#: The widest the legend of products is, beside the plot.
LEGEND_WIDTH = 220


class PatternChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.patterns: list[ProductPattern] = []
        self.setMinimumSize(360, 160)
        self.setAccessibleName(translate("Accounts", "Redemption pattern"))

    def set_patterns(self, patterns: list[ProductPattern]) -> None:
        self.patterns = patterns
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Measured in the font shown, so the labels fit at any text size (125 % on a small screen).
        metrics = self.fontMetrics()
        line = metrics.height()
        left = metrics.horizontalAdvance("100%") + 8
        legend_width = min(LEGEND_WIDTH, self.width() // 3)
        plot = QRectF(
            left,
            line // 2 + 2,
            max(1, self.width() - left - legend_width - 10),
            max(1, self.height() - 2 * line - 8),
        )
        painter.setPen(QPen(self.palette().text().color(), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        for percent in (0, 50, 100):
            y = plot.bottom() - plot.height() * percent / 100
            painter.drawText(
                QRectF(0, y - line / 2, left - 4, line), Qt.AlignmentFlag.AlignRight, f"{percent}%"
            )
        last = max((len(p.months) - 1 for p in self.patterns), default=0) or 1
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), line),
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
            legend = QRectF(plot.right() + 10, plot.top() + index * (line + 2), legend_width, line)
            name = metrics.elidedText(pattern.product, Qt.TextElideMode.ElideRight, legend_width)
            painter.drawText(legend, Qt.AlignmentFlag.AlignLeft, name)
        painter.end()
