"""Carrying out one confirmed top-up or new card, and the line that says how it ended.

Kept apart from the top-up box, which only decides what may be sent: here an earlier unconfirmed
movement on the card is settled first (one that went through stops a likely repeat), the top-up is
sent once through the movement service, a lost answer is reconciled while a countdown shows, and
what could not be checked is said as not confirmed and blocks the card, never as a success or a
failure the till does not know.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from decimal import Decimal

from app.api.errors import ApiError, Unauthorized
from app.api.models import BalanceEvent, Voucher
from app.core.errors import describe, key_refused_text
from app.core.i18n import QT_TRANSLATE_NOOP, kept_with_label, translate
from app.core.money import format_money
from app.core.movement import Movement, MovementKind, MovementState
from app.core.topup import asked_topup_text
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.outcomes import OutcomeWords, Say, outcome_line, unproven_short
from app.desk.common.ports import Movements
from app.services.movements import Actor, MovementResult, UnresolvedMovementError, movement_text
from app.store.db import StorageError
from app.store.journal import JournalError

log = logging.getLogger(__name__)

#: In the source language, marked for translation; ``topup_outcome_text`` says them translated.
OUTCOME_WORDS = OutcomeWords(
    done=QT_TRANSLATE_NOOP("TopUp", "Loaded"),
    not_done=QT_TRANSLATE_NOOP("TopUp", "Not loaded"),
    nothing=QT_TRANSLATE_NOOP("TopUp", "Nothing was added"),
    noun=QT_TRANSLATE_NOOP("TopUp", "top-up"),
    waits=QT_TRANSLATE_NOOP("TopUp", "anything more moves on this card"),
)


#: Takes the movements that now block the card (an unconfirmed top-up, an earlier one unchecked).
Block = Callable[[tuple[Movement, ...]], None]


class TopupSender:
    """Sends a top-up and settles it; tells the box what to say and which movements block the card.

    What to tell comes with each call, never kept: the box holds its sender, and a sender that held
    the box's own methods would keep a closed session's box alive until a cyclic collection.
    """

    def __init__(self, *, movements: Movements, connection: ConnectionViewModel) -> None:
        self._movements = movements
        self._connection = connection

    async def send(
        self,
        code: str,
        amount: Decimal,
        currency: str,
        voucher: Voucher | None,
        actor: Actor,
        *,
        on_sent: Callable[[], None],
        say: Say,
        block: Block,
    ) -> MovementResult | None:
        """The settled result to show, or None when what happened has already been said. The
        connection follows what the service did. ``voucher`` is the one topped up, None for a new card.

        ``StorageError`` is said and raised on (the till pauses money actions).
        """
        asked = asked_topup_text(code, amount, currency)
        unknown: Movement | None = None
        try:
            if not await self._earlier_ones_settled(code, say):
                return None
            result = await self._movements.topup(
                code,
                amount,
                currency,
                actor,
                balance_before=voucher.balance if voucher is not None else Decimal(0),
                on_sent=on_sent,
            )
            if result.outcome is MovementState.UNKNOWN:
                unknown = result.movement
                say(
                    translate(
                        "TopUp", "No answer from the service about {asked}. Checking with the service…"
                    ).format(asked=asked),
                    "checking",
                )
                result = await self._movements.reconcile(
                    result.movement, on_wait=lambda left: _checking(say, asked, left)
                )
        except StorageError as exc:
            if unknown:
                say(
                    translate("TopUp", "{problem}. The top-up is not confirmed yet.").format(
                        problem=exc.problem
                    ),
                    "refused",
                )
            else:
                say(translate("TopUp", "{problem}. Nothing was sent.").format(problem=exc.problem), "paused")
            raise
        except UnresolvedMovementError as exc:
            block(exc.movements)
            say(self._not_sent_over(exc, asked), "unknown")
            return None
        except ApiError as exc:
            log.warning("Reconciliation of a top-up could not reach the service: %s", exc.details)
            if unknown is not None:
                block((unknown,))
            say(self._not_confirmed(exc, asked), "unknown")
            return None
        shown = describe(result.error) if result.error is not None else None
        if shown is not None:
            self._connection.report(shown)
        elif result.outcome is not MovementState.UNKNOWN:
            self._connection.report_success()
        return result

    def _not_sent_over(self, exc: UnresolvedMovementError, asked: str) -> str:
        """Not sent: an earlier movement on the card is unresolved (or could not be checked)."""
        if isinstance(exc.__cause__, Unauthorized):
            self._connection.report_refused()
            why = translate(
                "TopUp", "{refused} An earlier movement on this card could not be checked."
            ).format(refused=key_refused_text())
        else:
            why = exc.told()
        return translate("TopUp", "Not sent: {asked}. {why}").format(asked=asked, why=why)

    def _not_confirmed(self, exc: ApiError, asked: str) -> str:
        """Sent, and the service could not be asked what became of it."""
        if isinstance(exc, Unauthorized):
            self._connection.report_refused()
            first = key_refused_text()
        else:
            self._connection.report_offline()
            first = translate("TopUp", "Still no answer from the service.")
        return translate(
            "TopUp",
            "{first} The top-up of {asked} is not confirmed: the till checks it again before "
            "anything more moves on this card, and at its next start.",
        ).format(first=first, asked=asked)

    def override(self, blocking: tuple[Movement, ...], actor: Actor) -> str:
        """Mark the movements blocking a card not applied on a manager's word; returns the line that
        says so. One settled meanwhile is left as it was settled."""
        said = []
        for movement in blocking:
            try:
                decided = self._movements.override_unknown(
                    movement.id, actor, "manager checked with the service"
                )
            except JournalError:
                log.info("Movement %s was settled before the override", movement.id)
                continue
            said.append(movement_text(decided))
        return " ".join(said) or translate("TopUp", "The earlier top-up was settled before the override.")

    async def _earlier_ones_settled(self, code: str, say: Say) -> bool:
        """Settle an earlier movement on ``code`` whose answer was lost before sending a new one.

        An earlier top-up that turns out to have gone through stops this one: the cashier is most
        likely trying the same top-up again.
        """
        earlier = [m for m in self._movements.unresolved_for_code(code) if m.state is MovementState.UNKNOWN]
        if not earlier:
            return True
        say(translate("TopUp", "Checking an earlier, unconfirmed movement on this card first…"), "checking")
        about = translate("TopUp", "an earlier movement on this card")
        for movement in earlier:
            try:
                result = await self._movements.reconcile(
                    movement, on_wait=lambda left: _checking(say, about, left)
                )
            except ApiError as exc:
                raise UnresolvedMovementError([movement]) from exc
            if result.outcome is MovementState.DONE and movement.kind is MovementKind.TOPUP:
                say(
                    translate("TopUp", "{outcome} Nothing more was sent.").format(outcome=result.text),
                    "unknown",
                )
                return False
        return True


def _checking(say: Say, about: str, seconds_left: float) -> None:
    """The countdown while reconciliation waits for the service's records to settle."""
    left = math.ceil(seconds_left)
    say(
        translate(
            "TopUp", "No answer from the service about {about}. Checking with the service… {left} s"
        ).format(about=about, left=left),
        "checking",
    )


def topup_outcome_text(result: MovementResult, code: str, amount: Decimal, currency: str) -> tuple[str, str]:
    """The outcome line and its kind, in the service's own figures where it gave any.

    A mismatch is said in the movement's own words, which name the top-up and say a manager must
    check; an unconfirmed one as every kind says it (``unproven_text``).
    """

    def done(event: BalanceEvent) -> str:
        said = (
            translate("TopUp", "New card {code}: {added} loaded. Balance {balance} · ref {event}")
            if event.type == "Activation"
            else translate("TopUp", "Topped up {code}: {added} loaded. Balance {balance} · ref {event}")
        )
        return kept_with_label(said, "{event}").format(**_figures(event, code), event=event.event_id)

    words = OutcomeWords(**{field: translate("TopUp", text) for field, text in vars(OUTCOME_WORDS).items()})
    return outcome_line(result, asked_topup_text(code, amount, currency), words, done=done)


def topup_outcome_short(result: MovementResult, code: str) -> str:
    """A top-up that went through said without its reference, where the whole line does not fit on
    one; an unconfirmed one in fewer words (``unproven_short``); "" for any other outcome, whose
    words are its meaning."""
    movement, event = result.movement, result.event
    if result.outcome is MovementState.UNCONFIRMED and movement.amount is not None:
        return unproven_short(result, asked_topup_text(code, movement.amount, movement.currency or ""))
    if result.outcome is not MovementState.DONE or event is None:
        return ""
    said = (
        translate("TopUp", "New card {code}: {added} loaded. Balance {balance}")
        if event.type == "Activation"
        else translate("TopUp", "Topped up {code}: {added} loaded. Balance {balance}")
    )
    return said.format(**_figures(event, code))


def _figures(event: BalanceEvent, code: str) -> dict[str, str]:
    """What a top-up's outcome line names: the code, the amount loaded and the balance."""
    return {
        "code": event.code or code,
        "added": format_money(event.amount, event.currency_code),
        "balance": format_money(event.balance, event.currency_code),
    }
