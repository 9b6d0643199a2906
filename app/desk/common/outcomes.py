"""How a money movement ends on screen: one path for a cashier's redemption and a manager's action.

After sending, every movement goes the same way: a lost answer is checked with the service while a
countdown shows, the connection state follows what the service did, a store that cannot write is
said and raised on (so the till pauses money actions), and an outcome the till could not check is
said as not confirmed, never as a success or a failure it does not know. Only the words differ
between a redemption, a reverse and a refund; they come in a :class:`Wording`.

The line a cashier reads at the end is one shape too (:func:`outcome_line`): a redemption's and a
top-up's differ only in words (:class:`OutcomeWords`) and in how the service's figures are put.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from app.api.errors import ApiError, Unauthorized
from app.api.models import BalanceEvent
from app.core.answers import FullEvent
from app.core.errors import describe, key_refused_text
from app.core.i18n import translate
from app.core.money import format_money
from app.core.movement import MovementState
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.ports import Reconciles
from app.services.movements import MovementResult
from app.store.db import StorageError

log = logging.getLogger(__name__)

#: Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or
#: "paused" (nothing sent while the journal cannot be written: the line goes when it can again).
Say = Callable[[str, str], None]


def keyed_reverse_text(amount: str) -> str:
    """Said with a reverse of a redemption already keyed on the POS: the POS still holds it."""
    return translate("Reverse", "It was already keyed on the POS: take {amount} off the POS too.").format(
        amount=amount
    )


def reversed_text(undone: FullEvent, new: BalanceEvent, code: str, *, keyed: bool) -> str:
    """The outcome line about a voucher once a manager reversed a movement on it (a redemption or a
    chargeback: the money goes back on): the balance the service now holds, and the POS to undo
    when the movement was keyed there."""
    amount = format_money(abs(undone.amount), undone.currency_code)
    balance = format_money(new.balance, new.currency_code)
    said = translate("Redeem", "Reversed by a manager: {amount} back on {code}; balance {balance}.")
    text = said.format(amount=amount, code=code, balance=balance)
    return f"{text} {keyed_reverse_text(amount)}" if keyed else text


def unproven_text(asked: str) -> str:
    """The outcome line of a movement this till sent whose answer was lost, when the service's
    records cannot single out its event (another till's identical movement could be it): what
    happened to it, once. The line under it says what the cashier does (``CALL_A_MANAGER``)."""
    return translate(
        "Outcome",
        "Sent: {asked} — the service's answer was lost and it could not be proven; a manager decides.",
    ).format(asked=asked)


def unproven_short(result: MovementResult, asked: str) -> str:
    """``unproven_text`` in fewer words, where the whole line does not fit on one (its whole in the
    tooltip): the figures and that it is not proven stay; who decides gives way, as the line beside
    the manager's button says it ("Call a manager."). "" for any other outcome."""
    if result.outcome is not MovementState.UNCONFIRMED:
        return ""
    said = translate("Outcome", "Sent: {asked} — not proven.")
    return said.format(asked=asked)


def sent_text() -> str:
    """What the outcome line says while a movement's request is on the wire (``sent_line``)."""
    return translate("Outcome", "Sent to the voucher service, waiting for its answer…")


def sent_line(mark_busy: Callable[[bool], object], say: Say) -> Callable[[], None]:
    """What a movement does once its request has left: busy, and its outcome line says so.

    The line is shown while the request is on the wire, so the window makes its place then and
    the answer repaints that line alone, rather than the whole column moving to make room for it
    between the answer and the cashier reading it.
    """

    def sent() -> None:
        mark_busy(True)
        say(sent_text(), "checking")

    return sent


@dataclass(frozen=True)
class Wording:
    """``about``: what the movement is, as the lines name it ("about £10.00 from SPA50PART").
    ``unchecked``: what happens to a movement whose outcome could not be checked at all."""

    about: str
    unchecked: str
    pending: str

    @property
    def checking(self) -> str:
        return translate("Outcome", "No answer from the service {about}. Checking with the service…").format(
            about=self.about
        )


async def carry_out(
    send: Callable[[], Awaitable[MovementResult]],
    *,
    movements: Reconciles,
    connection: ConnectionViewModel,
    say: Say,
    wording: Wording,
) -> MovementResult:
    """Send, settle a lost answer, and report the connection; returns the movement's result.

    A result still ``UNKNOWN`` has already been said ("not confirmed"); every other outcome is the
    caller's to put in its own words. ``StorageError`` is said and raised on; an
    ``UnresolvedMovementError`` (an earlier movement on the code blocks this one) is the caller's.
    """
    result: MovementResult | None = None
    try:
        result = await send()
        if result.outcome is MovementState.UNKNOWN:
            say(wording.checking, "checking")
            result = await movements.reconcile(
                result.movement,
                on_wait=lambda left: say(
                    translate("Outcome", "{checking} {seconds} s").format(
                        checking=wording.checking, seconds=math.ceil(left)
                    ),
                    "checking",
                ),
            )
    except StorageError as exc:
        if result is None:
            say(translate("Outcome", "{problem}. Nothing was sent.").format(problem=exc.problem), "paused")
        else:
            say(
                translate("Outcome", "{problem}. {pending}").format(
                    problem=exc.problem, pending=wording.pending
                ),
                "refused",
            )
        raise
    except ApiError as exc:
        if result is None:
            raise
        log.warning("Reconciliation could not reach the service: %s", exc.details)
        if isinstance(exc, Unauthorized):
            connection.report_refused()
            first = key_refused_text()
        else:
            connection.report_offline()
            first = translate("Outcome", "Still no answer from the service.")
        say(
            translate("Outcome", "{first} {unchecked}").format(first=first, unchecked=wording.unchecked),
            "unknown",
        )
        return result
    shown = describe(result.error) if result.error is not None else None
    if shown is not None:
        connection.report(shown)
    elif result.outcome is not MovementState.UNKNOWN:
        connection.report_success()
    return result


@dataclass(frozen=True)
class OutcomeWords:
    """What a movement's outcome line calls things, where a redemption and a top-up differ.

    ``done``: the verb of a movement that went through ("Redeemed"); ``not_done``: of one that did
    not ("Not redeemed"); ``nothing``: what did not move ("Nothing was taken"); ``noun``: the
    movement ("redemption"); ``waits``: what waits for a lost answer to be checked ("this voucher
    can be redeemed again").
    """

    done: str
    not_done: str
    nothing: str
    noun: str
    waits: str


def outcome_line(
    result: MovementResult,
    asked: str,
    words: OutcomeWords,
    *,
    done: Callable[[BalanceEvent], str],
    unsure: Callable[[MovementResult], str] | None = None,
) -> tuple[str, str]:
    """The outcome line and its kind ("done", "refused" or "unknown"), in the service's own figures.

    ``asked`` is what the cashier confirmed ("£10.00 from SPA50PART"): every line names its code and
    amount, since an answer can arrive seconds later, when another voucher is on screen. ``done``
    puts the service's event of a movement that went through; ``unsure`` says a mismatch for a
    manager (by default, the movement's own words from the journal).
    """
    event = result.event
    outcome = result.outcome
    if outcome is MovementState.DONE:
        said = translate("Outcome", "{done} {asked}.").format(done=words.done, asked=asked)
        return (said if event is None else done(event)), "done"
    if outcome is MovementState.NOT_APPLIED:
        said = translate("Outcome", "{not_done}: {asked} did not go through. {nothing}; you can try again.")
        return said.format(not_done=words.not_done, asked=asked, nothing=words.nothing), "refused"
    if outcome is MovementState.UNCONFIRMED:
        return unproven_text(asked), "unknown"
    if outcome is MovementState.MISMATCH:
        return (unsure(result) if unsure is not None else result.text), "unknown"
    if outcome is MovementState.UNKNOWN:
        said = translate(
            "Outcome",
            "Not confirmed: {asked} — no answer from the service yet. "
            "The till checks it again before {waits}.",
        )
        return said.format(asked=asked, waits=words.waits), "unknown"
    shown = describe(result.error) if result.error is not None else None
    why = (
        shown.text
        if shown is not None
        else translate("Outcome", "The service refused the {noun}.").format(noun=words.noun)
    )
    return translate("Outcome", "{not_done}: {asked}. {why}").format(
        not_done=words.not_done, asked=asked, why=why
    ), "refused"
