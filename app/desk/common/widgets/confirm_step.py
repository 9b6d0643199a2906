"""The deliberate confirm step every money movement at the counter goes through (redeem, top-up).

A wedge scanner is a keyboard: it types a code and Enter (or Tab) into whatever has focus, often
twice. So the step that sends money is one nothing a scanner produces can reach: Confirm is never
the default button, Enter never presses it, and it answers a click, a tap, F12 (a key scanners do
not send) or, once Tab has brought the focus to it, a Space pressed before anything else is typed
there (a scan always starts with the code's characters, never a space). Only one confirm step is
open at a time (opening one closes the other), so F12 is never ambiguous.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QHideEvent, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import named

#: The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.
CONFIRM_KEY = QKeySequence(Qt.Key.Key_F12)
CONFIRM_TEXT = QT_TRANSLATE_NOOP("Confirm", "Confirm (F12)")
#: The longest a click's repaint of the step waits for the movement to be on its way.
HOLD_MS = 60


def never_default(button: QPushButton) -> None:
    """Not the default button, nor one that Enter presses when it has focus."""
    button.setAutoDefault(False)
    button.setDefault(False)


class ConfirmButton(QPushButton):
    """Confirm, reached by Tab (a keyboard user sees where they are) but pressed from the keyboard
    only by F12 or by a Space that comes first after the focus arrived: a scan typed into it
    ("SPA 50" + Enter) presses nothing."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._typed = False

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._typed = False
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not self._typed and not event.isAutoRepeat():
            super().keyPressEvent(event)
            return
        if event.key() not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self._typed = True
        event.ignore()


class ConfirmStep(QFrame):
    """What confirming will do, in words, with Confirm (F12) and Cancel (Esc) under it.

    ``what`` names the movement for screen readers and tooltips ("redemption", "top-up"), in the
    language shown (the caller translates it; ``set_words`` when the language changes).
    """

    def __init__(self, what: str, cancel_hint: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBox")
        self.text = named(QLabel(wordWrap=True), "reviewText")
        #: Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.
        self._busy_text = ""
        self.confirm_button = named(ConfirmButton(""), "primary")
        # Tab reaches it; a click or a tap does not take the focus from the amount.
        self.confirm_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        never_default(self.confirm_button)
        self.cancel_button = QPushButton()
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        never_default(self.cancel_button)
        self.set_words(what, cancel_hint)

        def say() -> None:
            self.confirm_button.setText(self._busy_text or translate("Confirm", CONFIRM_TEXT))
            # setText replaces a button's shortcut with the text's mnemonic (none): put the keys back.
            self.confirm_button.setShortcut(CONFIRM_KEY)
            self.cancel_button.setText(translate("Confirm", "Cancel (Esc)"))
            self.cancel_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))

        live(self, say)
        # A click's own repaint (the button let go) waits until the movement is on its way: until
        # the caller's next word (``show_busy``, ``show_review``, the step hidden), ``HOLD_MS`` at
        # most after the release. Qt repaints a button let go before it says "clicked", so the hold
        # begins at the press, once the pressed button is painted: begun at the click, it came too
        # late for that repaint, which then ran between the tap and the request.
        self._held = QTimer(self)
        self._held.setSingleShot(True)
        self._held.setInterval(HOLD_MS)
        self._held.timeout.connect(self._paint_again)
        self.confirm_button.pressed.connect(self._hold_paint)
        self.confirm_button.released.connect(self._held.start)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text)
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def set_words(self, what: str, cancel_hint: str) -> None:
        """Name the movement (already in the language shown) in the step's tooltips and names."""
        self.text.setAccessibleName(
            translate("Confirm", "What confirming the {what} will do").format(what=what)
        )
        self.confirm_button.setToolTip(
            translate("Confirm", "Confirm this {what} (click, tap or F12; Enter never confirms)").format(
                what=what
            )
        )
        self.confirm_button.setAccessibleName(translate("Confirm", "Confirm the {what}").format(what=what))
        self.cancel_button.setToolTip(cancel_hint)

    def _hold_paint(self) -> None:
        """Held for as long as the finger rests on Confirm (its look does not change meanwhile)."""
        self._held.stop()
        self.setUpdatesEnabled(False)

    def _paint_again(self) -> None:
        self._held.stop()
        if not self.updatesEnabled():
            self.setUpdatesEnabled(True)

    def hideEvent(self, event: QHideEvent) -> None:
        self._paint_again()
        super().hideEvent(event)

    def show_review(self, text: str, busy: bool) -> None:
        self._paint_again()
        self.text.setText(text)
        self.confirm_button.setEnabled(bool(text) and not busy)
        self._keep_every_line(self.width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_every_line(event.size().width())

    def _keep_every_line(self, width: int) -> None:
        """The review's text is as tall as its lines at this width, at the least: a layout asks a
        wrapped label for one line only, so a 768 px till with a hand-off showing squeezed the
        review to "Top up SPA50PART by £3.00 — £67.00" and Confirm to a sliver under it.

        Measured from the text's own lines, not ``heightForWidth``, which is never less than the
        label's minimum height: two lines kept from a narrower width stayed two lines at every
        width after, and beside a hand-off at 1024×768 at 125 % that empty line was the Polish
        voucher's status."""
        label = self.text
        margins = label.contentsMargins()
        sides = margins.left() + margins.right() + 2 * label.margin()
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
        lines = label.fontMetrics().boundingRect(0, 0, max(1, width - sides), 100_000, flags, label.text())
        ends = margins.top() + margins.bottom() + 2 * label.margin()
        need = lines.height() + ends if label.text() else 0
        if need != self.text.minimumHeight():
            self.text.setMinimumHeight(max(0, need))
            # Each box up to the window caches its children's hints: every one is told, so the
            # column gives the step its room now, not at the next resize of the window.
            widget: QWidget | None = self
            while widget is not None and not widget.isWindow():
                widget.updateGeometry()
                widget = widget.parentWidget()

    def show_busy(self, busy: bool, reviewing: bool, busy_text: str) -> None:
        self._paint_again()
        self.confirm_button.setEnabled(reviewing and not busy)
        self._busy_text = busy_text if busy else ""
        self.confirm_button.setText(self._busy_text or translate("Confirm", CONFIRM_TEXT))

        # Once sent, a movement cannot be called back: offering Cancel would be a lie.
        self.cancel_button.setVisible(not busy)
        # setText replaces a button's shortcut with the text's mnemonic (none): put F12 back.
        self.confirm_button.setShortcut(CONFIRM_KEY)


class CurrentPageStack(QStackedWidget):
    """The amount's choices or its confirm step, as tall as the one shown: a plain stack keeps the
    confirm step's height under the whole-balance button while it is hidden, an empty 60 px band
    that a 768 px till needs for the voucher's details and the outcome line."""

    def __init__(self) -> None:
        super().__init__()
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()
