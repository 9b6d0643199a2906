"""The customer display: a frameless window filling a second screen that faces the guest.

It is placed on the screen the ``guest_screen`` setting names ("" is any screen other than the
till's own, "off" is none), and only there: with one screen nothing appears, and a screen
unplugged while in use hides the display rather than let the window manager move it onto the
till's screen, in front of the cashier.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPaintEvent, QPen, QResizeEvent, QScreen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from app.core.i18n import translate
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import named
from app.desk.guest.display import GuestDisplayViewModel, GuestScreen, Mood

#: The setting's word for "never show a customer display".
OFF = "off"

_STYLE = """
#guestDisplay { background: #10212b; }
#guestDisplay QLabel { color: #f4f1ea; background: transparent; }
#guestDisplay[mood="done"] { background: #123524; }
#guestDisplay[mood="refused"] { background: #3a1c1c; }
#guestDisplay[mood="wait"] { background: #2f2a14; }
#guestDisplay[mood="pattern"] { background: #202020; }
"""


def guest_screen(choice: str, till_screen: QScreen | None) -> QScreen | None:
    """The screen the display goes on: the one named ``choice``, or the first that is not the
    till's; None with one screen, or when the setting says ``off`` or names a screen not plugged in."""
    if choice == OFF:
        return None
    screens = QGuiApplication.screens()
    if choice:
        return next((screen for screen in screens if screen.name() == choice), None)
    return next((screen for screen in screens if screen is not till_screen), None)


class GuestWindow(QWidget):
    """The display itself: a headline and a few large lines, nothing the guest could act on."""

    def __init__(
        self,
        model: GuestDisplayViewModel,
        choice: Callable[[], str],
        till_screen: Callable[[], QScreen | None],
    ) -> None:
        super().__init__(
            None,
            Qt.WindowType.Window
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowDoesNotAcceptFocus
            | Qt.WindowType.WindowStaysOnTopHint,
        )
        named(self, "guestDisplay")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(_STYLE)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self._model = model
        self._choice = choice
        self._till_screen = till_screen
        #: The screen the display was placed on, None while it is not shown.
        self.placed_on: QScreen | None = None
        self.headline = named(QLabel(wordWrap=True), "guestHeadline")
        self.body = named(QLabel(wordWrap=True), "guestLines")
        for label in (self.headline, self.body):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.headline)
        layout.addSpacing(12)
        layout.addWidget(self.body)
        layout.addStretch(1)
        live(self, lambda: self.setAccessibleName(translate("Guest", "Guest display")))
        model.screen.connect(self.show_screen)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            # A screen plugged in is the till's to place the display on (``GuestDesk``), made or not.
            app.screenRemoved.connect(self.screen_removed)
        self.show_screen(model.current)

    def place(self) -> None:
        """Fill the chosen screen, or stay hidden when there is none."""
        target = guest_screen(self._choice(), self._till_screen())
        self.placed_on = target
        if target is None:
            self.hide()
            return
        self.setScreen(target)
        self.setGeometry(target.geometry())
        self.show()
        self._fit()

    def screen_removed(self, screen: QScreen) -> None:
        if screen is self.placed_on:
            self.placed_on = None
            self.hide()

    def show_screen(self, screen: GuestScreen) -> None:
        self.setProperty("mood", screen.mood.value)
        self.style().unpolish(self)
        self.style().polish(self)
        self.headline.setText(screen.headline)
        self.body.setText("\n".join(screen.lines))
        self.body.setVisible(bool(screen.lines))
        self._fit()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The largest type that fits the screen: a headline a seventh of its height, the lines
        smaller, both made smaller until every word is on screen (a bill of four vouchers)."""
        height, width = max(self.height(), 1), max(self.width() - 48, 1)
        headline = self._one_line(max(height // 7, 14), width)
        while headline > 10:
            lines = max(headline * 3 // 5, 10)
            self._set_px(self.headline, headline, bold=True)
            self._set_px(self.body, lines, bold=False)
            used = self.headline.heightForWidth(width) + (
                self.body.heightForWidth(width) if self.body.isVisibleTo(self) else 0
            )
            if used <= height - 60:
                return
            headline -= 2

    def _one_line(self, px: int, width: int) -> int:
        """``px``, or a little less when that keeps a headline on one line: a name broken before
        its last word ("Harbour Hotel & / Spa") reads badly from across a counter."""
        self._set_px(self.headline, px, bold=True)
        advance = self.headline.fontMetrics().horizontalAdvance(self.headline.text())
        if advance <= width:
            return px
        fitting = px * width // advance
        return fitting if fitting >= px * 3 // 4 else px

    @staticmethod
    def _set_px(label: QLabel, px: int, *, bold: bool) -> None:
        # Through a style sheet: the till's own sheet sets every label's font, over ``setFont``.
        label.setStyleSheet(f"font-size: {px}px; font-weight: {700 if bold else 400};")
        label.ensurePolished()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.property("mood") != Mood.PATTERN.value:
            return
        # A frame at the very edge and a cross in the middle: a manager sees at once whether the
        # whole picture is on the guest's screen, nothing cut off and nothing stretched.
        painter = QPainter(self)
        painter.setPen(QPen(QColor("#f4f1ea"), 4))
        painter.drawRect(self.rect().adjusted(2, 2, -2, -2))
        centre = self.rect().center()
        painter.drawLine(centre.x() - 40, centre.y(), centre.x() + 40, centre.y())
        painter.drawLine(centre.x(), centre.y() - 40, centre.x(), centre.y() + 40)
        painter.end()
