"""Reverse one balance event: checked with the service before the PIN is asked, then sent once.

The check reads the voucher and the original's line in its redeem history. The service refuses a
second reverse (``already_reversed``), and the line says "Unredeemed" once the event is reversed,
so a reversed event is never offered again, nor a balance promised for it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.api.models import BalanceEvent, RedeemHistoryEntry, Voucher
from app.core.dates import day_text
from app.core.errors import describe
from app.core.feed_event import ShownEvent
from app.core.i18n import QT_TRANSLATE_NOOP, kept_with_label, translate
from app.core.money import format_money
from app.core.movement import MovementState
from app.core.rules import event_type_text, history_line_reversible, is_event_reversible
from app.desk.common.history_event import event_of_line
from app.desk.common.outcomes import Wording, keyed_reverse_text
from app.desk.common.presenters import place_text, signed_amount, time_text
from app.desk.manager.base import ManagerParts, ManagerTask, not_done_outcome
from app.services.movements import MovementResult

log = logging.getLogger(__name__)

#: How each reversible event type is said in the PIN prompt: "Reverse £10.00 redeemed on ...".
_DONE_WORDS = {
    "Redeemed": QT_TRANSLATE_NOOP("Reverse", "redeemed"),
    "Topup": QT_TRANSLATE_NOOP("Reverse", "topped up"),
    "Activation": QT_TRANSLATE_NOOP("Reverse", "loaded"),
    "Chargeback": QT_TRANSLATE_NOOP("Reverse", "charged back"),
}


@dataclass(frozen=True)
class ReverseView:
    event_id: int
    code: str
    type_text: str
    amount_text: str
    time_text: str
    location_text: str
    restores_text: str


def known_reverse_blocker(parts: ManagerParts, event: ShownEvent) -> str:
    """Why reversing ``event`` is known to be refused without asking the service, or "": this till
    reversed it, or the service's history already showed it reversed."""
    done = [m for m in parts.journal.reversals_of(event.event_id) if m.state is MovementState.DONE]
    if done:
        return translate("Reverse", "This event was already reversed at this till ({time}).").format(
            time=time_text(done[0].created)
        )
    return parts.known_reversed.get(event.event_id, "")


def approval_text(event: ShownEvent, today: datetime, code: str) -> str:
    """What the manager approves, in words a manager checks at a glance (never an event id alone)."""
    money = format_money(event.amount, event.currency_code)
    words = _DONE_WORDS.get(event.type)
    done = translate("Reverse", words) if words is not None else event_type_text(event.type).lower()
    when = f"{event.created:%H:%M}"
    if event.created.date() != today.date():
        # The day as the reverse dialog and the feed write it, in the staff's language ("3 Dec 2026").
        when = translate("Reverse", "{time} on {day}").format(time=when, day=day_text(event.created))
    return translate("Reverse", "Reverse {amount} {done} on {code} at {time}").format(
        amount=money,
        done=done,
        code=code if event.code else translate("Reverse", "a voucher"),
        time=when,
    )


class ReverseViewModel(ManagerTask):
    """Signals (besides ``status`` and ``finished``):
    checked(str blocker): the check before the PIN ended; "" when the reverse may be offered.
    balance(str): the voucher's balance now and after the reverse, once read.
    reversed(ShownEvent undone, BalanceEvent new, bool keyed): the reverse went through; ``keyed``
        when the movement it undid was ticked as keyed on this till's POS.
    """

    checked = Signal(str)
    balance = Signal(str)
    reversed = Signal(object, object, bool)

    def __init__(self, parts: ManagerParts, event: ShownEvent, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.balance_event = event
        self.balance_text = ""
        self.done = False
        #: Only the balance is being read again (``read_balance``): the reverse may still be sent.
        self._reading = False

    @property
    def approval(self) -> str:
        return approval_text(
            self.balance_event, self.parts.clock(), self.parts.shown_code(self.balance_event)
        )

    def view(self) -> ReverseView:
        event = self.balance_event
        return ReverseView(
            event_id=event.event_id,
            # A manager approves and reverses away from the guest, often from a feed row of a
            # voucher this till never scanned: the code is masked, as the feed shows it.
            code=self.parts.shown_code(event),
            type_text=event_type_text(event.type),
            amount_text=signed_amount(event),
            time_text=time_text(event.created),
            location_text=place_text(
                event.location_id, self.parts.location_id, self.parts.settings.location_name
            ),
            restores_text=translate("Reverse", "Puts {amount} back on the voucher.").format(
                amount=format_money(event.amount, event.currency_code)
            ),
        )

    # -- before the PIN -------------------------------------------------------------------------

    def blocker_now(self) -> str:
        """What the till already knows stops this reverse, without asking the service."""
        allowed, why = is_event_reversible(self.balance_event.type, self.balance_event.confirmed)
        return why if not allowed else known_reverse_blocker(self.parts, self.balance_event)

    def check(self) -> None:
        """Ask the service whether the event still stands; ``checked`` says, before any PIN."""
        blocker = self.blocker_now()
        if blocker:
            self.checked.emit(blocker)
            return
        self.start(self._check())

    async def _check(self) -> None:
        code = self.balance_event.code
        if not code:
            self.checked.emit("")
            return
        try:
            voucher = await self.parts.client.lookup_code(code)
            line = await self._history_line(voucher)
        except ApiError as exc:
            log.info("The event to reverse could not be checked: %s", exc.details)
            fallback = translate("Reverse", "The voucher could not be read.")
            why = translate(
                "Reverse", "{problem} The reverse is not offered until the till can check the event."
            )
            self.checked.emit(self.unreadable(exc, "event", fallback, why))
            return
        if line is not None:
            allowed, why = history_line_reversible(line)
            if not allowed:
                self.parts.known_reversed[self.balance_event.event_id] = why
                self.checked.emit(why)
                return
        self._say_balance(voucher)
        self.checked.emit("")

    def _say_balance(self, voucher: Voucher) -> None:
        now = format_money(voucher.balance, voucher.currency_code)
        after = format_money(voucher.balance + self.balance_event.amount, voucher.currency_code)
        self.balance_text = translate("Reverse", "Balance now {now}; after the reverse {after}.").format(
            now=now, after=after
        )
        self.balance.emit(self.balance_text)

    def read_balance(self) -> None:
        """The voucher read again as the dialog opens: the PIN prompt may have stood open while
        another till moved money on it, and the balance read by the check would then be stale."""
        code = self.balance_event.code
        if code and not self.busy and not self.done:
            self._reading = True
            self.start(self._read_balance(code))

    async def _read_balance(self, code: str) -> None:
        try:
            voucher = await self.parts.client.lookup_code(code)
        except ApiError as exc:
            log.info("The balance to show beside the reverse could not be read: %s", exc.details)
            # Never the old figure as if it were now's.
            self.balance_text = ""
            self.balance.emit("")
            return
        finally:
            self._reading = False
        self._say_balance(voucher)

    async def _history_line(self, voucher: Voucher) -> RedeemHistoryEntry | None:
        for row in await self.parts.client.order_rows(voucher.order_id):
            for line in row.redeem_history:
                if line.event_id == self.balance_event.event_id:
                    return line
        return None

    # -- the reverse ----------------------------------------------------------------------------

    def reverse(self, reason: str) -> None:
        """Send the reverse for the manager who just approved it (their one-action session)."""
        if self.done or (self.busy and not self._reading):
            return
        why = " ".join(reason.split())
        if not why:
            self.say(translate("Reverse", "Give a reason for the reverse."), "refused")
            return
        blocker = self.blocker_now()
        if blocker:
            self.say(blocker, "refused")
            return
        manager = self.parts.gate.begin_action()
        if manager is None:
            self.say(translate("Reverse", "A manager PIN is needed for this."), "refused")
            return
        self.done = True
        self._reading = False  # the reverse takes the read's slot: a read not yet begun never ends
        self.start(self._reverse(manager, why))

    async def _reverse(self, manager: str, reason: str) -> None:
        event = self.balance_event
        parts = self.parts
        wording = Wording(
            about=translate("Reverse", "about the reverse of {amount} on {code}").format(
                amount=format_money(event.amount, event.currency_code), code=parts.shown_code(event)
            ),
            unchecked=translate(
                "Reverse",
                "The reverse is not confirmed: do not try again; the till checks it again at its next "
                "start, or when this voucher is next redeemed.",
            ),
            pending=translate("Reverse", "The reverse is not confirmed yet."),
        )
        await self.carry(
            lambda: parts.movements.reverse(event, parts.actor(manager), reason), wording, self._reversed
        )

    async def _reversed(self, result: MovementResult) -> None:
        event = self.balance_event
        text, kind = _reverse_outcome(result)
        keyed = result.outcome is MovementState.DONE and self._was_keyed()
        if keyed:
            amount = format_money(abs(event.amount), event.currency_code)
            text = f"{text} {keyed_reverse_text(amount)}"
        self.say(text, kind)
        if result.outcome is MovementState.DONE and result.event is not None:
            self.reversed.emit(event, result.event, keyed)

    def _was_keyed(self) -> bool:
        """Whether this till's movement behind the event was ticked as keyed on its POS."""
        made = self.parts.journal.made(self.balance_event.event_id)
        keyed = self.parts.pos_keyed
        return made is not None and keyed is not None and keyed.get(made.id) is not None


def _reverse_outcome(result: MovementResult) -> tuple[str, str]:
    if result.outcome is MovementState.DONE:
        new = result.event
        if new is None:
            return translate("Reverse", "Reversed."), "done"
        balance = format_money(new.balance, new.currency_code)
        return (
            kept_with_label(
                translate(
                    "Reverse",
                    "Reversed. The voucher's balance is now {balance}. New event {event} ({type}, {amount}).",
                ),
                "{event}",
            ).format(
                balance=balance, event=new.event_id, type=event_type_text(new.type), amount=signed_amount(new)
            ),
            "done",
        )
    return not_done_outcome(
        result,
        not_applied=translate("Reverse", "The reverse did not go through. Nothing changed."),
        refused=translate("Reverse", "The service refused the reverse."),
        subject="event",
    )


class EventNotOffered(Exception):
    """Why the event behind a redeem-history line is not offered for a reverse, in till words."""


async def find_history_event(parts: ManagerParts, entry: RedeemHistoryEntry) -> BalanceEvent:
    """The balance event behind a line of a voucher's redeem history; ``EventNotOffered`` says why not.

    A history line carries only the event id and its time; the service lists events by time, so the
    event is read from the events of that second (there is no read of one event).
    """
    allowed, why = history_line_reversible(entry)
    if not allowed:
        raise EventNotOffered(why)
    when = entry.last_changed
    if when is None:
        raise EventNotOffered(
            translate("Reverse", "The service gave no time for this line, so its event cannot be found.")
        )
    try:
        event = await event_of_line(parts.client, entry.event_id, when)
    except ApiError as exc:
        shown = describe(exc, subject="event")
        raise EventNotOffered(
            shown.text if shown else translate("Reverse", "The event could not be read.")
        ) from exc
    if event is not None:
        return event
    raise EventNotOffered(
        translate("Reverse", "Event {event} is not among the service's events of that time.").format(
            event=entry.event_id
        )
    )
