"""Sending a confirmed bill: its lines one after another, each through the one money path.

Each line is an ordinary redemption carrying the bill's tag (``MovementService.redeem_on_bill``):
journalled before it leaves, sent once, its answer proven, a lost one settled from the service's
records while a countdown shows on its line (``app.desk.common.outcomes.carry_out``). A line that is
refused or lost never stops the ones before it standing; the lines after it are still sent, since
each is a voucher of its own, unless the cashier stops the bill (a slow service: each lost answer
costs a read timeout and the settle period): the line on its way then ends as the service records it
and the ones after it stay on the bill, not sent. Nothing on the bill is ever sent twice: a line is
sent again only on a new review and Confirm, and only when the service refused it or reconciliation
proved it not applied.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

from app.api.errors import ApiError
from app.core.bill import BillLine, BillTag
from app.core.errors import describe
from app.core.i18n import QT_TRANSLATE_NOOP, kept_with_label, translate
from app.core.money import format_money
from app.core.movement import Movement, MovementState, code_key
from app.desk.bill.lines import LineState, LineStatus
from app.desk.bill.news import HeldNews
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.outcomes import Wording, carry_out
from app.desk.common.ports import BillMovements
from app.services.movements import Actor, MovementResult, UnresolvedMovementError
from app.store.db import StorageError

STOPPED = QT_TRANSLATE_NOOP("Bill", "Not sent: the bill was stopped — review again to send it")
_NOT_APPLIED = QT_TRANSLATE_NOOP("Bill", "Did not go through: nothing was taken — retry or replace")
_MANAGER = QT_TRANSLATE_NOOP("Bill", "Not confirmed: a manager must check it (Manager menu)")
#: A line sent whose answer was lost, which the service's records cannot single out: said as the
#: counter says it (``app.desk.common.outcomes.unproven_text``), the line's code and amount beside.
_UNPROVEN = QT_TRANSLATE_NOOP(
    "Bill", "Sent; the service's answer was lost and it could not be proven — a manager decides"
)
#: The seconds left of a lost answer's check, at the end of the money path's countdown line.
_SECONDS = re.compile(r"(\d+ s)$")


class LineSender:
    """Sends a bill's lines, one at a time, through the money path, and says each line's outcome on
    it (``set_status``). ``held`` holds the table's news back while a request leaves; ``staff`` is who
    is signed in, recorded as the actor."""

    def __init__(
        self,
        movements: BillMovements,
        connection: ConnectionViewModel,
        staff: Callable[[], str],
        held: HeldNews,
        set_status: Callable[[BillLine, LineStatus], None],
    ) -> None:
        self._movements = movements
        self._connection = connection
        self._staff = staff
        self._held = held
        self._set_status = set_status
        #: The manager whose PIN allowed the bill above the dual-control limit, for each line's actor.
        self.manager: str | None = None

    async def send(self, tag: BillTag, line: BillLine, *, code: str, more: bool) -> MovementResult | None:
        """Send one line, named ``code`` as the bill shows it; ``more`` when another follows it.

        The next line follows this one (``Anchors.follow``): on a till alone at its desk this line's own
        proven answer is the next one's anchor, so the next request leaves as soon as this one is
        settled, with nothing read beside this one to slow it. Once this request is on the wire, the
        table shows the news held back for it (``bill_news``).
        """

        def sent() -> None:
            if more:
                self._movements.follow()
            self._held.release()

        asked = translate("Bill", "{amount} from {code}").format(
            amount=format_money(line.amount, line.voucher.currency_code), code=code
        )
        wording = Wording(
            about=translate("Bill", "about {what}").format(what=asked),
            unchecked=translate(
                "Bill", "{what} is not confirmed: the till checks it again before this voucher is used again."
            ).format(what=asked),
            pending=translate("Bill", "The redemption is not confirmed yet."),
        )

        said: list[str] = []

        def say(text: str, kind: str) -> None:
            said.append(kind)
            if kind == "checking":
                self._set_status(line, LineStatus(LineState.SENDING, _short(text)))

        self._set_status(line, LineStatus(LineState.SENDING, translate("Bill", "Sending…")))
        try:
            result = await carry_out(
                lambda: self._movements.redeem_on_bill(
                    line.voucher, line.amount, tag, Actor(self._staff(), self.manager), on_sent=sent
                ),
                movements=self._movements,
                connection=self._connection,
                say=say,
                wording=wording,
            )
        except UnresolvedMovementError as exc:
            self._set_status(
                line,
                LineStatus(LineState.REFUSED, translate("Bill", "Not sent: {problem}").format(problem=exc)),
            )
            return None
        except StorageError as exc:
            # "paused": the intent could not be written, so nothing was sent (it may be sent again);
            # otherwise the answer could not be written, and the till holds it until it can.
            if said[-1:] == ["paused"]:
                self._set_status(
                    line,
                    LineStatus(
                        LineState.REFUSED,
                        translate("Bill", "Not sent: {problem}.").format(problem=exc.problem),
                    ),
                )
            else:
                self._set_status(
                    line,
                    LineStatus(
                        LineState.UNSURE,
                        translate("Bill", "{problem}: not confirmed yet").format(problem=exc.problem),
                    ),
                )
            return None
        except ApiError as exc:
            shown = describe(exc)
            why = shown.text if shown else ""
            self._set_status(
                line,
                LineStatus(LineState.REFUSED, translate("Bill", "Not sent: {problem}").format(problem=why)),
            )
            return None
        self._held.hold()  # the next request leaves, or the outcome line is said, before the repaint
        self._set_status(line, replace(status_of(result, line), movement_id=result.movement.id))
        return result


def status_of(result: MovementResult, line: BillLine) -> LineStatus:
    """Where a line stands after its movement, in the service's own figures where it gave any."""
    event = result.event
    outcome = result.outcome
    if outcome is MovementState.DONE:
        if event is None:
            return LineStatus(
                LineState.DONE, translate("Bill", "Redeemed"), taken=line.amount, balance=line.balance_after
            )
        return LineStatus(
            LineState.DONE,
            kept_with_label(translate("Bill", "Redeemed · ref {reference}"), "{reference}").format(
                reference=event.event_id
            ),
            taken=event.amount,
            balance=event.balance,
            reference=event.event_id,
        )
    if outcome is MovementState.NOT_APPLIED:
        return LineStatus(LineState.OPEN, translate("Bill", _NOT_APPLIED))
    if outcome is MovementState.REJECTED:
        shown = describe(result.error) if result.error is not None else None
        why = shown.text if shown is not None else translate("Bill", "the service refused it")
        return LineStatus(
            LineState.REFUSED, translate("Bill", "Refused: {why} Nothing was taken.").format(why=why)
        )
    if outcome is MovementState.UNKNOWN:
        return LineStatus(
            LineState.UNSURE, translate("Bill", "Not confirmed: no answer yet — the till keeps checking")
        )
    unproven = outcome is MovementState.UNCONFIRMED
    return LineStatus(LineState.UNSURE, translate("Bill", _UNPROVEN if unproven else _MANAGER))


def _short(text: str) -> str:
    """The countdown on a line: "No answer: checking with the service… 12 s"."""
    seconds = _SECONDS.search(text)
    short = translate("Bill", "No answer: checking with the service…")
    return short + (f" {seconds.group(1)}" if seconds else "")


def late_status(movement: Movement) -> LineStatus | None:
    """A line's news from the till's re-check of a movement after the bill's sending ended."""
    found = movement.service
    if movement.state is MovementState.DONE and found is not None:
        return LineStatus(
            LineState.DONE,
            kept_with_label(
                translate("Bill", "Redeemed (found by the till's re-check) · ref {reference}"), "{reference}"
            ).format(reference=found.event_id),
            taken=found.amount,
            balance=found.balance,
            reference=found.event_id,
            movement_id=movement.id,
        )
    if movement.state is MovementState.NOT_APPLIED:
        return LineStatus(
            LineState.OPEN,
            translate("Bill", _NOT_APPLIED),
            None,
            None,
            None,
            movement.id,
        )
    if movement.state is MovementState.UNCONFIRMED:
        return LineStatus(LineState.UNSURE, translate("Bill", _UNPROVEN), movement_id=movement.id)
    return None


def late_news(
    tag: BillTag, lines: list[BillLine], statuses: dict[int, LineStatus], movement: Movement
) -> tuple[BillLine, LineStatus] | None:
    """The line a movement settled late belongs to, and what it says now; None when it is not
    this bill's, or says nothing new.

    Found by its movement, or else (a request the till called not applied, retried, then applied
    by the service after all) by the bill and the code: the line then says it was taken twice, and
    counts both takes, so what is left to pay and the hand-off are the service's figures."""
    line = next((x for x in lines if statuses.get(x.scanned, LineStatus()).movement_id == movement.id), None)
    if line is not None:
        return _own_line_news(line, statuses, movement)
    return _same_code_news(tag, lines, statuses, movement)


def _own_line_news(
    line: BillLine, statuses: dict[int, LineStatus], movement: Movement
) -> tuple[BillLine, LineStatus] | None:
    """The line the movement was sent for, and what it says now when that is new."""
    status = late_status(movement)
    shown = statuses.get(line.scanned, LineStatus())
    if status is None or (status.state is shown.state and status.reference == shown.reference):
        # Nothing new: the line already says it (settled while the bill was being sent).
        return None
    return line, status


def _same_code_news(
    tag: BillTag, lines: list[BillLine], statuses: dict[int, LineStatus], movement: Movement
) -> tuple[BillLine, LineStatus] | None:
    """A movement of this bill that no line was sent by, taken by the service: the line of its code."""
    if movement.bill is None or movement.bill.bill_id != tag.bill_id or movement.code is None:
        return None
    line = next((x for x in lines if code_key(x.code) == code_key(movement.code)), None)
    now = late_status(movement)
    if line is None or now is None or now.state is not LineState.DONE:
        return None
    status = statuses.get(line.scanned, LineStatus())
    if status.state is not LineState.DONE or status.movement_id is None or status.taken is None:
        return line, now
    if movement.id in status.late:
        return None
    return line, _taken_twice(status, now, movement.id)


def _taken_twice(status: LineStatus, late: LineStatus, movement_id: str) -> LineStatus:
    """A line the service recorded, and an earlier request for it the service applied late."""
    said = translate(
        "Bill",
        "Taken twice: ref {first} and ref {late} (a request the service applied late) — a manager must check",
    )
    text = kept_with_label(kept_with_label(said, "{late}"), "{first}").format(
        first=status.reference, late=late.reference
    )
    return replace(
        status,
        text=text,
        taken=(status.taken or Decimal(0)) + (late.taken or Decimal(0)),
        balance=late.balance if late.balance is not None else status.balance,
        late=(*status.late, movement_id),
    )
