"""Top up the voucher on screen, or activate a code the service does not know as a new gift card.

Both are money movements like a redemption and go the same way: the amount is checked as it is
typed, Enter only opens a review ("Top up SPA50PART by £20.00 — £70.00 after"), and only a
deliberate confirm sends it, through :class:`MovementService` (journalled first, sent once, the
answer checked, a lost answer reconciled from the service's events). Which vouchers, how much and
who may are the rules of ``app.core.topup``; a manager's PIN is asked for each one unless a manager
has let staff do it (``staff_may_topup``, changed through ``app.desk.common.topup_policy`` and
audited). This module is the box itself (what is offered, typed, reviewed and blocked); sending a
confirmed one and saying how it ended is ``app.desk.topup.send``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from decimal import Decimal
from enum import StrEnum

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.api.models import Voucher
from app.core.i18n import translate
from app.core.money import (
    REASON_EMPTY,
    format_money,
)
from app.core.movement import Movement, MovementState, code_key
from app.core.notice import Kind, Notice
from app.core.settings import Settings
from app.core.tasks import TaskSlots
from app.core.topup import (
    activation_review_text,
    topup_blocker,
    topup_review_text,
)
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.dual_control import DualControl
from app.desk.common.movement_box import MovementBox
from app.desk.common.outcomes import sent_line
from app.desk.common.ports import Movements, PropertyReads
from app.desk.common.topup_policy import MANAGER_NEEDED_TEXT, TopupPolicy
from app.desk.topup._check import check_amount
from app.desk.topup.send import TopupSender, topup_outcome_short, topup_outcome_text
from app.services.movements import (
    Actor,
    MovementResult,
    NoticeKind,
    movement_text,
)
from app.services.movements import Notice as MovementNotice

log = logging.getLogger(__name__)


class Offer(StrEnum):
    """What the top-up box offers: nothing, a top-up of the voucher on screen, or a new card."""

    NONE = ""
    TOPUP = "topup"
    ACTIVATE = "activate"


class TopupViewModel(MovementBox):
    """The top-up box. Nothing is sent without ``review`` then ``confirm`` for that review.

    Signals, besides every box's (``MovementBox``; ``blocked`` offers the same quick manager
    override as for a redemption, ``override_blocked``):
        offer_changed(str offer, str code): ``Offer`` value and the code it is for.
        opened(bool): the amount field is open (the cashier chose to top up or activate).
        loaded(MovementResult, Voucher | None): money went onto a card (DONE), for its slip.
        show_code(str): a new card was activated: look it up, to show it as the service reports it.
        permission_changed(bool): whether staff may top up without a manager.
        blocker_changed(str why): the voucher on screen, read again, can no longer (or now can) be
            topped up: ``blocker`` as it is now ("" when it can).
    """

    offer_changed = Signal(str, str)
    opened = Signal(bool)
    loaded = Signal(object, object)
    show_code = Signal(str)
    permission_changed = Signal(bool)
    blocker_changed = Signal(str)

    def __init__(
        self,
        *,
        movements: Movements,
        client: PropertyReads,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        settings: Settings,
        staff: Callable[[], str],
        policy: TopupPolicy,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(connection, parent)
        self._movements = movements
        self._client = client
        self._tasks = tasks
        self._connection = connection
        self._settings = settings
        self._staff = staff
        self.policy = policy
        self.dual = DualControl(settings)
        self._sender = TopupSender(movements=movements, connection=connection)
        self.offer = Offer.NONE
        self.code = ""
        self.voucher: Voucher | None = None
        self.is_open = False
        #: The property's currency, read once: a new card is in it (the service decides).
        self._currency = ""
        #: Why the amount typed was refused, in the source language (``AmountError.source``).
        self._refused = ""
        self._review: tuple[Offer, str, Decimal] | None = None
        #: What the screen moved on to while a top-up was in flight, offered once it settles.
        self._next: tuple[Offer, Voucher | None, str, Callable[[], str] | None] | None = None
        #: Why the voucher on screen is offered no top-up at all (opened read-only, an open case),
        #: in the language spoken when it is asked: what the top-up key then says.
        self._not_offered: Callable[[], str] | None = None
        movements.decided.append(self._decided)
        movements.notices.append(self._notice)

    # -- what is offered ------------------------------------------------------------------------

    @property
    def reviewing(self) -> bool:
        return self._review is not None

    @property
    def blocker(self) -> str:
        """Why the voucher on screen cannot be topped up, or its code activated ("" when it can, or
        none is on screen). An earlier movement on it that waits for a manager is asked of the money
        path itself, as the redeem box does: a review the money path must refuse would open under
        the manager's buttons, and its Confirm only ask for a PIN to be refused."""
        if self.offer is Offer.NONE:
            return ""
        voucher = self.voucher if self.offer is Offer.TOPUP else None
        if voucher is not None and (why := topup_blocker(voucher, self._movements.location_id)):
            return why
        return self.waits_for_manager

    @property
    def waits_for_manager(self) -> str:
        """Why the code on screen waits for a manager's decision before any movement, or ""."""
        return self._movements.waits_for_manager(self.code, self.told) if self.code else ""

    @property
    def currency(self) -> str:
        if self.offer is Offer.TOPUP and self.voucher is not None:
            return self.voucher.currency_code
        return self._currency

    def set_voucher(self, voucher: Voucher | None) -> None:
        """A voucher is on screen (or none): a top-up is offered for it; an open box closes.

        While a top-up is in flight the screen may move on (another scan): what it shows is kept
        and offered once the top-up has settled, so the box never offers the previous voucher.
        """
        if self.busy:
            self._next = (Offer.TOPUP if voucher is not None else Offer.NONE, voucher, "", None)
            return
        if voucher is not None and self.voucher is not None and voucher.redeem_code == self.code:
            # The same voucher read again (after a movement): the box stays open with the new
            # balance. A review made on the old one closes only where what it said no longer
            # holds (another balance, or no top-up allowed now): the service's own word for a
            # status the till had guessed ("Partially Redeemed" after a redemption answered
            # "Valid") changes neither, and a review closing then vanishes under the cashier's F12.
            if voucher.balance != self.voucher.balance:
                self.cancel_review()
            before = self.blocker
            self.voucher = voucher
            if self.blocker != before:
                # Used up or cancelled since it was scanned: the offer says so before it is pressed.
                self.cancel_review()
                self.blocker_changed.emit(self.blocker)
            self.check(self._text)
            return
        self._set_offer(Offer.TOPUP if voucher is not None else Offer.NONE, voucher)

    def refuse(self, why: Callable[[], str]) -> None:
        """A voucher is on screen that is offered no top-up at all (``why()`` says why, in the
        language spoken when it is asked): the box closes, and the top-up key says ``why()``."""
        if self.busy:
            self._next = (Offer.NONE, None, "", why)
            return
        self._set_offer(Offer.NONE, None, not_offered=why)

    @property
    def why_not(self) -> str:
        """Why the top-up key does nothing now ("" when it opens or closes the box): the voucher
        on screen offered none, or it cannot be topped up."""
        if self.offer is Offer.NONE:
            return self._not_offered() if self._not_offered is not None else ""
        return self.blocker

    def offer_activation(self, code: str) -> None:
        """The service does not know ``code``: offer to activate it as a new card."""
        self.read_currency()
        if self.busy:
            self._next = (Offer.ACTIVATE, None, code, None)
            return
        self._set_offer(Offer.ACTIVATE, None, code)

    def clear(self) -> None:
        if self.busy:
            self._next = (Offer.NONE, None, "", None)
        else:
            self._set_offer(Offer.NONE, None)

    def open(self) -> str:
        """The cashier chose "Top up…" or "Activate as a new card": open the amount field.

        Returns why it cannot open ("" when it did), for the panel to show beside the button.
        """
        if self.busy or self.offer is Offer.NONE:
            return ""
        why = self.blocker
        if why:
            return why
        if self.offer is Offer.ACTIVATE and not self._currency and not self._tasks.running("topup-currency"):
            self._tasks.start("topup-currency", self._read_currency())
        self.is_open = True
        self.opened.emit(True)
        self.check("")
        return ""

    def close(self) -> None:
        if self.busy:
            return
        self.cancel_review()
        if self.is_open:
            self.is_open = False
            self.opened.emit(False)

    # -- the amount, the review, the confirm -----------------------------------------------------

    def check(self, text: str) -> None:
        """Check the typed amount; a review of another amount is cancelled. Returns nothing on
        purpose (connected to ``textChanged``, see ``RedeemViewModel.check``)."""
        self._text = text
        self._evaluate(text)
        if self._review is not None and self._review != (self.offer, self.code, self._amount):
            self.cancel_review()
        self._said.say(self.check_changed, self._checked, text, False)

    def _checked(self, text: str, hint: bool) -> tuple[object, ...]:
        """``check_changed``'s words for ``text``: an empty field says nothing, or with ``hint``
        what is missing."""
        reason, preview = self._evaluate(text)
        if self._amount is None and hint:
            why = translate("TopUp", "Type the amount to load") if self._refused == REASON_EMPTY else reason
            return False, why, ""
        if reason == translate("Amount", REASON_EMPTY):  # said in the staff's language
            reason = ""
        return self._amount is not None, reason, preview

    def review(self, text: str) -> None:
        """Show what confirming would do (Enter in the amount field). Never sends anything."""
        if self.busy or not self.is_open:
            return
        amount = self._entered(text)
        if amount is None:
            return
        self._review = (self.offer, self.code, amount)
        self._movements.prepare()
        self._said.say(self.review_changed, self._review_words, amount)

    def _review_words(self, amount: Decimal) -> tuple[object, ...]:
        note = self.dual.review_note(amount, self.currency)
        said = self._review_text(amount)
        return (f"{said}. {note}" if note else said,)

    def cancel_review(self) -> None:
        if self._review is not None and not self.busy:
            self._review = None
            self._said.say(self.review_changed, lambda: ("",))

    def drop_review(self) -> bool:
        """The counter moved on (a code typed or scanned) while a top-up was under review: the review
        closes and the outcome line says nothing was loaded. True when a review was open."""
        if self._review is None or self.busy:
            return False
        _offer, code, amount = self._review
        currency = self.currency
        self.cancel_review()
        self._line.say(_dropped_words, amount, currency, self.shown_code(code))
        return True

    def confirm(self, manager: str | None = None) -> None:
        """Send the reviewed top-up: the cashier's deliberate second step. Without a review, nothing;
        without a manager's name while a manager must allow it, nothing (the UI asks for the PIN)."""
        if self.busy or self._review is None:
            return
        if self.needs_manager and not (manager or "").strip():
            if self.policy.needs_manager:
                self._say(translate("TopUp", MANAGER_NEEDED_TEXT), "refused")
            return
        offer, code, amount = self._review
        voucher = self.voucher if offer is Offer.TOPUP else None
        self.busy = True
        self._tasks.start("topup", self._send(offer, code, amount, voucher, Actor(self._staff(), manager)))

    @property
    def needs_manager(self) -> bool:
        """This top-up needs a manager's PIN: staff may not top up alone, or it is above the
        location's dual-control limit."""
        above = self._review is not None and self.dual.needs_manager(self._review[2], self.currency)
        return self.policy.needs_manager or above

    def override_blocked(self, manager: str) -> None:
        """A manager has checked with the service that the blocking top-up did not happen.

        As for a redemption (``RedeemViewModel.override_blocked``): marked not applied on the
        manager's word, audited as theirs (with the manager who allowed the top-up), and still
        re-checked in the background in case it turns up after all.
        """
        blocking = self._blocked
        self._set_blocked(())
        self._say(self._sender.override(blocking, Actor(self._staff(), manager)), "refused")
        self.finished.emit()

    def _decided(self, movement: Movement) -> None:
        """A manager's word settled a movement (here or in Unconfirmed movements): it blocks no more,
        and a line that said a manager must check it now says what the manager decided."""
        self._unblock(movement)
        if movement.id == self._shown and not self.busy:
            self._say(movement_text(movement), "done" if movement.state is MovementState.DONE else "refused")
        self._offer_checked_again(movement)

    def _notice(self, notice: MovementNotice) -> None:
        """The background re-check settled a movement: one the line shows, or one blocking the card."""
        if notice.kind is NoticeKind.SETTLED and not notice.movement.unresolved:
            self._decided(notice.movement)
        else:
            self._offer_checked_again(notice.movement)

    def _offer_checked_again(self, movement: Movement) -> None:
        """A movement on the card on screen now waits for a manager, or no longer does: the offer
        says so before it is pressed, and an amount typed is checked again (a review closes)."""
        same_code = code_key(movement.code or "-") == code_key(self.code or "-")
        if self.offer is Offer.NONE or self.busy or not same_code:
            return
        self.blocker_changed.emit(self.blocker)
        self.check(self._text)

    # -- who may, and how much (the policy) ----------------------------------------------------

    def set_staff_may_topup(self, allowed: bool, manager: str) -> str:
        """``TopupPolicy.set_staff_may_topup``; the panel hears of a change once saved and audited."""
        why = self.policy.set_staff_may_topup(allowed, manager)
        if not why:
            self.permission_changed.emit(allowed)
        return why

    def set_topup_maximum(self, text: str, manager: str) -> str:
        """``TopupPolicy.set_maximum``; an amount being typed is checked again against a new one."""
        before = self.policy.maximum
        why = self.policy.set_maximum(text, manager)
        if self.policy.maximum != before:
            self.check(self._text)
        return why

    @property
    def maximum_text(self) -> str:
        """The largest top-up as money ("£500.00"), in the voucher's or else the property's currency."""
        return format_money(self.policy.maximum, self.currency)

    def read_currency(self) -> None:
        """Read the property's currency now (once), so the largest top-up can be said as money."""
        if not self._currency and not self._tasks.running("topup-currency"):
            self._tasks.start("topup-currency", self._read_currency())

    # -- internals -----------------------------------------------------------------------------

    def _set_offer(
        self,
        offer: Offer,
        voucher: Voucher | None,
        code: str = "",
        *,
        not_offered: Callable[[], str] | None = None,
    ) -> None:
        self.cancel_review()
        self._not_offered = not_offered
        new_code = voucher.redeem_code if voucher is not None else code
        if self._blocked and code_key(new_code or "-") != code_key(self.blocked_code or "-"):
            self._set_blocked(())
        self.offer = offer
        self.voucher = voucher
        self.code = voucher.redeem_code if voucher is not None else code
        self._amount = None
        self._text = ""
        if self.is_open:
            self.is_open = False
            self.opened.emit(False)
        self.offer_changed.emit(offer.value, self.code)

    def _evaluate(self, text: str) -> tuple[str, str]:
        """Why ``text`` cannot be loaded now, and what it would leave (``topup_check``)."""
        open_offer = self.offer is not Offer.NONE and self.is_open
        checked = check_amount(
            text,
            open_offer=open_offer,
            link=self._connection.state,
            blocker=self.blocker if open_offer else "",
            currency=self.currency if open_offer else "",
            topping_up=self.voucher if self.offer is Offer.TOPUP else None,
            maximum=self.policy.maximum,
        )
        self._amount, self._refused = checked.amount, checked.refused
        return checked.reason, checked.preview

    def _review_text(self, amount: Decimal) -> str:
        if self.offer is Offer.TOPUP and self.voucher is not None:
            voucher = self.voucher
            return topup_review_text(voucher.redeem_code, amount, voucher.currency_code, voucher.balance)
        return activation_review_text(self.code, amount, self._currency)

    async def _read_currency(self) -> None:
        try:
            properties = await self._client.properties()
        except ApiError as exc:
            log.info("The property's currency could not be read: %s", exc.details)
            if self.is_open:
                self.check_changed.emit(
                    False,
                    translate(
                        "TopUp", "The till could not read the property's currency; close and try again."
                    ),
                    "",
                )
            return
        domain = self._settings.domain_id
        found = next((p.currency_code for p in properties if p.domain_id == domain), "")
        if found:
            self._currency = found
            self.check(self._text)

    async def _send(
        self, offer: Offer, code: str, amount: Decimal, voucher: Voucher | None, actor: Actor
    ) -> None:
        currency = voucher.currency_code if voucher is not None else self._currency
        try:
            result = await self._sender.send(
                code,
                amount,
                currency,
                voucher,
                actor,
                on_sent=sent_line(self.busy_changed.emit, self._say),
                say=self._say,
                block=self._set_blocked,
            )
            if result is not None:
                self._show(result, offer, code, amount, currency, voucher)
        finally:
            self.busy = False
            self.busy_changed.emit(False)
            self.cancel_review()
            if self._next is None and self.offer is Offer.TOPUP:
                # Loaded (or not): the box closes, so the next top-up is opened on purpose again.
                self.close()
            if self._next is not None:
                offer, next_voucher, next_code, not_offered = self._next
                self._next = None
                self._set_offer(offer, next_voucher, next_code, not_offered=not_offered)
            self.finished.emit()

    def _show(
        self,
        result: MovementResult,
        offer: Offer,
        code: str,
        amount: Decimal,
        currency: str,
        voucher: Voucher | None,
    ) -> None:
        def outcome() -> tuple[object, ...]:
            text, kind = topup_outcome_text(result, code, amount, currency)
            return (Notice(text, kind=Kind(kind), short=topup_outcome_short(result, code)),)

        self._show_outcome(result, outcome, about=code)
        if result.outcome is MovementState.DONE:
            self.loaded.emit(result, voucher)
            if offer is Offer.ACTIVATE:
                self.clear()
                self.show_code.emit(result.event.code if result.event and result.event.code else code)


def _dropped_words(amount: Decimal, currency: str, code: str) -> tuple[object, ...]:
    """A review the next code closed; ``code`` as the feed shows it: the counter holds another voucher now."""
    said = translate(
        "TopUp",
        "Nothing loaded: {amount} onto {code} was under review when another code was typed or scanned.",
    )
    return (Notice(said.format(amount=format_money(amount, currency), code=code), kind=Kind.INFO),)
