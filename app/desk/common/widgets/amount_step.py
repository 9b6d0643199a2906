"""The amount → review → confirm flow every money movement at the counter shares (redeem, top-up).

A wedge scanner types a code and Enter (or Tab) into whatever has focus, so the flow is the same for
every movement: the amount starts empty and is checked as it is typed; Enter (or the review button)
only opens the review; and the review takes the place of the row under the amount, where the shared
confirm step (``app.desk.common.widgets.confirm_step``) is the only way to send. One widget keeps the
redeem box and the top-up box from drifting apart; each box adds only what is its own (the whole-balance
button, a manager's PIN before confirming).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.core.codes import looks_like_code
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.amount_flow import AmountFlow
from app.desk.common.widgets.code_entry import is_line_end
from app.desk.common.widgets.confirm_step import ConfirmStep, CurrentPageStack, never_default
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import named

#: What a typed amount is made of; anything else arriving in the field is a scan (or a slip).
AMOUNT_CHARACTERS = frozenset("0123456789.,£$€ ")
RUN_TOGETHER_TEXT = QT_TRANSLATE_NOOP(
    "Amount", "A code was scanned onto the amount typed here: scan the code again."
)


@dataclass(frozen=True)
class AmountWords:
    """What differs between the redeem box and the top-up box, in the till's words: the source
    words (marked with ``QT_TRANSLATE_NOOP`` in ``context``), translated where they are shown."""

    label: str  # beside the amount, with its mnemonic ("&Amount")
    entry_name: str  # the amount's accessible name
    entry_tip: str
    entry_width: int  # px: room for the largest amount a till sees, no more
    review: str  # the review button ("Redeem…")
    review_name: str
    review_tip: str
    what: str  # the movement, as the confirm step names it ("redemption")
    cancel_hint: str
    busy: str  # Confirm's text while the movement is in flight ("Redeeming…")
    context: str = "Amount"  # the translation context the words above are marked in
    #: A key that reaches the amount in every language ("Alt+A"), whatever the label's mnemonic.
    fixed_key: str = ""


class AmountStep(QWidget):
    """The amount, its check, the review button, and the confirm step in the row under them.

    ``choices`` is the row the review replaces: the box puts its own buttons in ``choices_row``
    before the preview. The review takes the place of that row in a space that keeps its size: an
    outcome that closes the review then moves nothing else, so only the outcome line repaints.

    Signals: ``key_while_shut(str)``: the amount's key ("Alt+A") was pressed while the amount is
    shut, a movement of this box on the wire or its lost answer being checked.
    """

    key_while_shut = Signal(str)

    def __init__(self, vm: AmountFlow, words: AmountWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = vm
        self._words = words
        self._ok = False
        self.amount = named(QLineEdit(), "amountEntry")
        self.amount.setMaximumWidth(words.entry_width)
        self.currency = QLabel()
        self.review_button = QPushButton()
        never_default(self.review_button)
        self.reason = named(QLabel(wordWrap=True), "amountReason")
        self.preview = QLabel()
        context = words.context
        self.review_box = ConfirmStep(translate(context, words.what), translate(context, words.cancel_hint))
        label = QLabel()
        label.setBuddy(self.amount)
        # A cashier's hands learn one key for the amount: it is bound here, not through the
        # translated label, whose own mnemonic is dropped (``_without_mnemonic``).
        fixed = QKeySequence(words.fixed_key)
        if words.fixed_key:
            QShortcut(fixed, self, self._to_amount, context=Qt.ShortcutContext.WindowShortcut)

        def say() -> None:
            self.amount.setAccessibleName(translate(context, words.entry_name))
            self.amount.setToolTip(translate(context, words.entry_tip))
            self.review_button.setText(translate(context, words.review))
            self.review_button.setToolTip(translate(context, words.review_tip))
            self.review_button.setAccessibleName(translate(context, words.review_name))
            self.review_box.set_words(translate(context, words.what), translate(context, words.cancel_hint))
            label.setText(_without_mnemonic(translate(context, words.label), fixed))

        live(self, say)

        self._lay_out(label)

        #: The amount as it was when Enter opened its review: what a scanner types after it is the code.
        self._complete = ""
        #: The field's text before the first character no amount has (a letter): None while none came.
        self._before_code: str | None = None
        self._last_text = ""
        self._connect(vm)

    def _lay_out(self, label: QLabel) -> None:
        """The amount's row, its check under it, and the space the review takes."""
        self.choices = QWidget()
        self.choices_row = QHBoxLayout(self.choices)
        self.choices_row.setContentsMargins(0, 0, 0, 0)
        self.choices_row.addWidget(self.preview, 1)
        self.choices_row.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.steps = CurrentPageStack()
        self.steps.addWidget(self.choices)
        self.steps.addWidget(self.review_box)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(label, 0, 0)
        grid.addWidget(self.currency, 0, 1)
        grid.addWidget(self.amount, 0, 2)
        grid.addWidget(self.review_button, 0, 3)
        grid.addWidget(self.reason, 1, 0, 1, 5)
        grid.addWidget(self.steps, 2, 0, 1, 5)
        grid.setColumnStretch(4, 1)

    def _connect(self, vm: AmountFlow) -> None:
        self.amount.textChanged.connect(self._track)
        self.amount.textChanged.connect(vm.check)
        self.amount.returnPressed.connect(self._review)
        self.amount.installEventFilter(self)
        self.review_button.clicked.connect(self._review)
        self.review_box.cancel_button.clicked.connect(vm.cancel_review)
        vm.check_changed.connect(self._show_check)
        vm.review_changed.connect(self._show_review)
        vm.busy_changed.connect(self._show_busy)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A scanner ending its code with a line feed or Tab, not the Enter key, while the amount has
        focus: the code is looked up as one ended with Enter is, instead of staying in the field as
        "not a number" while Tab moves the focus on to *Use whole balance*. Tab after an amount
        still moves on."""
        if watched is self.amount and (is_line_end(event) or self._tab_after_code(event)):
            self._review()
            return True
        return super().eventFilter(watched, event)

    def _tab_after_code(self, event: QEvent) -> bool:
        return (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Tab
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            and looks_like_code(self.amount.text()[len(self._complete) :])
        )

    def _to_amount(self) -> None:
        if not self.amount.isEnabled():
            # Focus cannot go to a shut field: the key did nothing, and the digits typed next
            # went over the code on the counter, with no word of why.
            self.key_while_shut.emit(self._words.fixed_key)
            return
        self.amount.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.amount.selectAll()

    def _track(self, text: str) -> None:
        """Follow what arrives in the field, so a scan after an amount is never merged with it."""
        if not text.startswith(self._complete):
            self._complete = ""
        if all(c in AMOUNT_CHARACTERS for c in text):
            self._before_code = None
        elif self._before_code is None:
            self._before_code = self._last_text
        self._last_text = text

    def _review(self) -> None:
        """Enter (or the review button). A code scanned onto an amount already in the field is
        looked up on its own (what came after the reviewed amount); one run into digits the
        cashier typed without Enter cannot be told apart from them, so it is refused and the
        voucher stays: "20" + TEA40PART is never looked up as 20TEA40PART."""
        if self._vm.busy:
            return
        text = self.amount.text()
        rest = text[len(self._complete) :]
        if self._complete and rest and text.startswith(self._complete) and looks_like_code(rest):
            text = rest
        elif self._before_code and self._before_code.strip():
            self.amount.clear()
            self._vm.cancel_review()
            self.reason.setText(translate("Amount", RUN_TOGETHER_TEXT))
            self.reason.setVisible(True)
            return
        if not looks_like_code(text):
            self._complete = text
        self._vm.review(text)

    def _show_check(self, ok: bool, reason: str, preview: str) -> None:
        self._ok = ok
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.preview.setText(preview)
        self.review_button.setEnabled(ok and not self._vm.busy)

    def _show_review(self, text: str) -> None:
        """The review takes the place of the choices row: it says the balance left itself."""
        self.review_box.show_review(text, self._vm.busy)
        self.steps.setCurrentWidget(self.review_box if text else self.choices)

    def _show_busy(self, busy: bool) -> None:
        self.review_button.setEnabled(self._ok and not busy)
        self.review_box.show_busy(busy, self._vm.reviewing, translate(self._words.context, self._words.busy))

        self.amount.setEnabled(not busy)


def _without_mnemonic(text: str, fixed: QKeySequence) -> str:
    """``text`` without its mnemonic when a fixed key reaches the amount: the same key bound twice on
    one window cancels out (Qt then runs neither), and a translated one took another's letter (Polish
    "&Kwota" took Alt+K from the "&Kierownik" menu, which the keyboard then could not open)."""
    if fixed.isEmpty():
        return text
    at = text.replace("&&", "\0\0").find("&")
    return text[:at] + text[at + 1 :] if at >= 0 else text
