"""The top-up box: load money onto the voucher on screen, or activate an unknown code as a new card.

It is opened deliberately (the "Top up… (F4)" or "Activate as a new card (F4)" button, which takes
no focus, so a scanner's Enter or Tab never reaches it); the amount starts empty; Enter only opens
the review; and the amount, review and confirm steps are the redeem box's own
(``app.desk.common.widgets.amount_step``). When a manager must allow each top-up, Confirm asks for a
manager's PIN first, through the till's one PIN gate (``ManagerActions.approve``, passed in as ``approve``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.approve import Approve
from app.desk.common.topup_policy import MANAGER_NEEDED_TEXT
from app.desk.common.widgets.amount_step import AmountStep, AmountWords
from app.desk.common.widgets.confirm_step import never_default
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import named, set_state
from app.desk.topup.topup import Offer, TopupViewModel
from app.desk.topup.widgets.topup_limit import TopupLimitDialog

OPEN_KEY = QKeySequence(Qt.Key.Key_F4)
PERMISSION_TEXT = QT_TRANSLATE_NOOP("TopUp", "Staff may top up and sell gift cards")
PERMISSION_KEY = QKeySequence("Ctrl+Shift+T")
LIMIT_TEXT = QT_TRANSLATE_NOOP("TopUp", "Largest top-up…")
LIMIT_KEY = QKeySequence("Ctrl+Shift+M")
WORDS = AmountWords(
    label=QT_TRANSLATE_NOOP("TopUp", "Load"),
    entry_name=QT_TRANSLATE_NOOP("TopUp", "Amount to load onto the card"),
    entry_tip=QT_TRANSLATE_NOOP("TopUp", "Amount to load; Enter shows what will be loaded, to confirm"),
    entry_width=220,
    review=QT_TRANSLATE_NOOP("TopUp", "Load…"),
    review_name=QT_TRANSLATE_NOOP("TopUp", "Review the top-up"),
    review_tip=QT_TRANSLATE_NOOP("TopUp", "Show what will be loaded, to confirm (Enter in the amount)"),
    what=QT_TRANSLATE_NOOP("TopUp", "top-up"),
    cancel_hint=QT_TRANSLATE_NOOP("TopUp", "Do not load anything; change the amount or scan another code"),
    busy=QT_TRANSLATE_NOOP("TopUp", "Loading…"),
    context="TopUp",
)


class TopupPanel(QWidget):
    """Attribute ``notice`` holds the message box open now (tests read it)."""

    def __init__(self, topup: TopupViewModel, approve: Approve, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = topup
        self._approve = approve
        self.notice: QMessageBox | None = None
        self.permission: QAction | None = None
        self.limit: QAction | None = None
        #: The "Largest top-up" dialog while it is open.
        self.limit_dialog: TopupLimitDialog | None = None

        # No shortcut of its own: a disabled or hidden button's key would do nothing, without a word.
        # F4 is the window's (``key_pressed``), which opens the box or says why it will not. Tab
        # reaches the button too; a click leaves the focus where a scan lands.
        self.offer_button = QPushButton()
        self.offer_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.offer_button.setEnabled(False)  # nothing to offer before a voucher is on the counter
        never_default(self.offer_button)
        self.note = named(QLabel(wordWrap=True), "amountReason")

        self.form = AmountStep(topup, WORDS)
        self.amount = self.form.amount
        self.currency = self.form.currency
        self.review_button = self.form.review_button
        self.reason = self.form.reason
        self.preview = self.form.preview
        self.review_box = self.form.review_box
        self.who = QLabel(wordWrap=True)

        self.form.setVisible(False)
        live(self, self._words)

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.offer_button)
        top.addWidget(self.who)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        # A line of its own under the button: beside it, squeezed by "Manager PIN needed", the
        # refusal wrapped one word per line, 250 px tall.
        layout.addWidget(self.note)
        layout.addWidget(self.form)

        self.offer_button.clicked.connect(self._toggle)
        self.review_box.confirm_button.clicked.connect(self._confirm)
        topup.offer_changed.connect(self._show_offer)
        topup.blocker_changed.connect(self._show_blocker)
        topup.opened.connect(self._show_opened)
        topup.check_changed.connect(self._show_check)
        topup.busy_changed.connect(self._show_busy)
        topup.permission_changed.connect(self._show_permission)
        topup.review_changed.connect(self._offer_steps_aside)
        #: Whether a voucher on the counter is offered a top-up or an activation (``_show_offer``),
        #: and whether the panel gives way to a redemption under review (``give_way_to_review``) or
        #: to a movement's outcome and its hand-off (``give_way_to_handoff``).
        self._offered = False
        self._giving_way = False
        self._beside_handoff = False
        self._keying = False
        self.setVisible(False)

    def _words(self) -> None:
        """What the panel says whatever the voucher: set again when the till's language changes."""
        self.note.setAccessibleName(translate("TopUp", "Why this voucher cannot be topped up"))
        if self.permission is not None:
            self.permission.setText(translate("TopUp", PERMISSION_TEXT))
        if self.limit is not None:
            self.limit.setText(translate("TopUp", LIMIT_TEXT))
        if self._vm.offer is not Offer.NONE:
            # The offer's tip and why it is refused, then the button as it stands (open or not).
            self._show_offer(self._vm.offer.value, self._vm.code)
            self._label(self._offer_text(self._vm.is_open))
        self._show_who()

    # -- the Manager menu's setting ----------------------------------------------------------------

    def fill_manager_menu(self, menu: QMenu) -> None:
        """Add the checkable "Staff may top up…" setting; a change asks for the manager's PIN."""
        action = QAction(translate("TopUp", PERMISSION_TEXT), menu)
        # Every manager action has a key shown in its menu, so none needs a mouse.
        action.setShortcut(PERMISSION_KEY)
        action.setCheckable(True)
        action.setChecked(not self._vm.policy.needs_manager)
        action.triggered.connect(self._ask_permission_change)
        menu.addSeparator()
        menu.addAction(action)
        self.permission = action
        limit = QAction(translate("TopUp", LIMIT_TEXT), menu)
        limit.setShortcut(LIMIT_KEY)
        limit.triggered.connect(self._ask_limit_change)
        menu.addAction(limit)
        self.limit = limit

    def _ask_limit_change(self) -> None:
        """The largest top-up, in its own small dialog under a manager's PIN (audited as theirs)."""

        def change(manager: str) -> None:
            dialog = TopupLimitDialog(self._vm, manager, self)
            dialog.finished.connect(self._limit_closed)
            self.limit_dialog = dialog
            dialog.open()
            self._vm.read_currency()  # read while the manager types: the new limit is said as money

        self._approve(translate("TopUp", "Change the largest top-up"), change)

    def _limit_closed(self, result: int) -> None:
        dialog, self.limit_dialog = self.limit_dialog, None
        if dialog is not None:
            dialog.deleteLater()
        if result:
            self._say(
                translate("TopUp", "The largest top-up is now {amount}.").format(amount=self._vm.maximum_text)
            )

    def _ask_permission_change(self) -> None:
        allowed = self._vm.policy.needs_manager  # the action toggled itself; the setting has not changed yet
        self._show_permission(not allowed)
        purpose = (
            translate("TopUp", "Let staff top up and sell gift cards without a manager")
            if allowed
            else translate("TopUp", "Make every top-up and new gift card need a manager")
        )

        def change(manager: str) -> None:
            why = self._vm.set_staff_may_topup(allowed, manager)
            self._say(
                why
                or (
                    translate("TopUp", "Staff may now top up and sell gift cards.")
                    if allowed
                    else translate("TopUp", MANAGER_NEEDED_TEXT)
                )
            )

        self._approve(purpose, change)

    def _show_permission(self, allowed: bool) -> None:
        if self.permission is not None:
            self.permission.setChecked(allowed)
        self._show_who()

    # -- the box ------------------------------------------------------------------------------------

    def contains_focus(self) -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and self.isAncestorOf(focus)

    def clear_amount(self) -> None:
        self.amount.clear()

    def _show_offer(self, offer: str, _code: str) -> None:
        self.note.setText("")
        self.note.setVisible(False)
        if offer != Offer.NONE.value:
            self._label(self._offer_text(opened=False))
        self._show_who()
        self._show_blocker(self._vm.blocker)
        self._offered = offer != Offer.NONE.value
        self._show_or_step_aside()

    def _show_blocker(self, why: str) -> None:
        """A voucher that cannot be topped up: the offer is disabled, and its tip and the line under
        it say why (said on the button before it is pressed: never offer what the till will refuse)."""
        self.offer_button.setEnabled(not self._vm.busy and not why)
        if why:
            self.offer_button.setToolTip(why)
        elif self._vm.offer is Offer.TOPUP:
            offer = translate("TopUp", "Load money onto {code}: the guest pays on the POS")
            self.offer_button.setToolTip(offer.format(code=self._vm.code))
        elif self._vm.offer is Offer.ACTIVATE:
            offer = translate("TopUp", "Sell {code} as a new gift card: the guest pays on the POS")
            self.offer_button.setToolTip(offer.format(code=self._vm.code))
        if not self._vm.is_open:
            self.note.setText(why)
            set_state(self.note, "kind", "info")
            # A voucher on the counter that waits for a manager: the line beside the manager's
            # button says so already; a second copy here only takes the hand-off's room. F4 still
            # says it here (``_toggle``).
            told_above = self._vm.offer is Offer.TOPUP and why == self._vm.waits_for_manager
            self.note.setVisible(bool(why) and not told_above)

    def key_pressed(self) -> str:
        """The top-up key (F4): open or close the box, or say why not beside it. Returns what the
        window must say instead when no top-up is offered here ("" when the panel answered)."""
        if not self._offered or self._vm.busy:
            return self._vm.why_not
        if self._giving_way:
            return ""  # the window closes the redemption's review first (``TopupSteps``)
        self._beside_handoff = self._keying = False
        self._show_or_step_aside()
        self._toggle()
        return ""

    def give_way_to_review(self, review: str) -> None:
        """Step aside while a redemption of the voucher is under review (``review`` its words, ""
        once it closes): on a short screen (1366×768 at 125 %, a bill's hand-off waiting) the
        review's Confirm keeps its room, and the cashier is confirming an amount, not topping up.
        A method of the panel, so the connection goes with it when the window closes."""
        self._giving_way = bool(review)
        self._show_or_step_aside()

    def give_way_to_handoff(self, waiting: bool, keying: bool = False) -> None:
        """Step aside while a redemption's outcome line and its hand-off both show (``waiting``):
        at 1366×768 at 125 % the three with the redeem box left no room for the hand-off's keys
        and the balance. The cashier's next step is keying the POS, not a top-up; the tick or the
        next lookup brings the offer back. While any hand-off waits (``keying``), a top-up this
        voucher cannot have steps aside too: its disabled button and its reason are the least
        the cashier needs, and beside a whole-only voucher's refusal they squeezed the amount's
        figures to half their height. F4 still says why."""
        self._beside_handoff = waiting
        self._keying = keying
        self._show_or_step_aside()

    def _offer_steps_aside(self, review: str) -> None:
        """While a top-up is under review (``review`` its words, "" once it closes) the row above
        the amount (the box's own button and "Manager PIN needed") steps aside: on a 1366×768 till
        at 125 % beside a hand-off, the review's figures and Confirm need its height. Cancel (Esc)
        or F4 closes the review, Confirm asks for the PIN, and the row is back."""
        self.offer_button.setVisible(not review)
        self.who.setVisible(not review)

    def _show_or_step_aside(self) -> None:
        refused = self._keying and bool(self._vm.blocker) and not self._vm.is_open
        self.setVisible(self._offered and not self._giving_way and not self._beside_handoff and not refused)

    def _offer_text(self, opened: bool) -> str:
        """The offer button's words: open the box, or close it."""
        if self._vm.offer is Offer.ACTIVATE:
            return (
                translate("TopUp", "Close (F4)")
                if opened
                else translate("TopUp", "Activate as a new card (F4)")
            )
        return translate("TopUp", "Close top-up (F4)") if opened else translate("TopUp", "Top up… (F4)")

    def _label(self, text: str) -> None:
        self.offer_button.setText(text)

    def _toggle(self) -> None:
        if self._vm.is_open:
            self._vm.close()
            return
        why = self._vm.open()
        self.note.setText(why)
        set_state(self.note, "kind", "refused")
        self.note.setVisible(bool(why))

    def _show_opened(self, opened: bool) -> None:
        self.form.setVisible(opened)
        self.amount.clear()
        self.currency.setText(self._vm.currency)
        self._show_who()
        self._label(self._offer_text(opened))
        if opened:
            self.amount.setFocus()

    def _show_who(self) -> None:
        self.who.setText(translate("TopUp", "Manager PIN needed") if self._vm.policy.needs_manager else "")

    def _confirm(self) -> None:
        if not self._vm.reviewing or self._vm.busy:
            return
        if not self._vm.needs_manager:
            self._vm.confirm()
            return
        self._approve(self.review_box.text.text(), self._vm.confirm)

    def _show_check(self, _ok: bool, _reason: str, _preview: str) -> None:
        # A new card's currency is read from the service after the box opens.
        self.currency.setText(self._vm.currency)

    def _show_busy(self, busy: bool) -> None:
        # Settled: what it left (a top-up now waiting for a manager) is said before the next press.
        self._show_blocker("" if busy else self._vm.blocker)

    def _say(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("TopUp", "Top-ups"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.button(QMessageBox.StandardButton.Ok).setText(translate("TopUp", "OK"))

        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.notice = box
        box.open()
