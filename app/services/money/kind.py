"""What the movement core asks of each kind of movement, and what a kind gets from the core.

The core (``app.services.money.core`` and ``settle``) knows no kind: it journals an intent, sends it
once, has the answer proven, settles a lost one from the service's records and writes the outcome.
Everything that differs between a redemption, a top-up, a reverse and a refund is here, one module
per kind, each a subclass of ``Kind`` registered in ``app.services.money.registry``:

- ``Sending``: what the kind's request is (the journal's intent fields, the codes it moves, the call);
- ``check_answer``: how an answer is proven to be what was asked, and this request's;
- ``evidence``: which of the service's records settle a lost answer, and whether another till could
  have made them (``Judgement``: found, ambiguous for a manager, none yet, or made elsewhere);
- its words (``what``, ``nothing``, ``made``, ``found``, ``refused``) for the till and the report.

"Adding a kind of movement" in docs/architecture.md walks through one.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence, Set
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.core.answers import answer_differences, mismatch_text, service_event
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.intent import Intent
from app.core.masking import mask_code
from app.core.money import format_money
from app.core.movement import Movement, MovementKind, ServiceEvent
from app.core.reconcile import Judgement, judge
from app.store.journal import Journal

#: The request itself, sent once; its answer is a balance event (None for a refund).
Send = Callable[[], Awaitable[BalanceEvent | None]]


@dataclass(frozen=True)
class Sending:
    """One movement as its kind hands it to the core.

    ``intent`` holds the journal's fields of this kind (code, amount, currency, event or order id,
    the balance the till read); ``codes`` are the vouchers it moves, each re-checked and refused
    while an earlier movement on it is unresolved; ``expected_location_id`` is where the service
    will record it (the till's, or the original event's for a reverse); ``extra`` is what the kind's
    own answer check needs (a reverse's original type, a refund's codes).
    """

    kind: MovementKind
    intent: Intent
    codes: tuple[str, ...]
    send: Send
    expected_location_id: int | None
    reason: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Proven:
    """The answer is this request's, done: the event it recorded (None: a refund read back), and
    the order it made (a sale), journalled with the outcome in one write."""

    event: BalanceEvent | None
    order_id: int | None = None


@dataclass(frozen=True)
class Mismatched:
    """The service recorded other figures than asked: its own figures stand, for a manager."""

    text: str
    event: BalanceEvent | None = None


@dataclass(frozen=True)
class Unproven:
    """An answer not proven this request's (a repeated one): settled as a lost answer is."""

    why: str


@dataclass(frozen=True)
class Undecided:
    """The answer stands, but whose it is cannot be told now: unconfirmed for a manager."""

    judgement: Judgement[BalanceEvent]


Checked = Proven | Mismatched | Unproven | Undecided


class Records(Protocol):
    """What a kind may read of the service and the till while checking or settling a movement."""

    @property
    def client(self) -> VoucherClient: ...

    @property
    def journal(self) -> Journal: ...

    @property
    def only_till_here(self) -> bool: ...

    async def events_since_intent(self, movement: Movement) -> list[BalanceEvent]: ...

    async def not_this_requests(self, movement: Movement, event: BalanceEvent) -> str: ...

    async def start_unexplained(self, movement: Movement, event: BalanceEvent) -> str: ...


class Kind:
    """One kind of movement: the defaults are a redemption's, a balance event answered and searched."""

    kind: ClassVar[MovementKind]
    #: "redemption", "top-up": the kind in till words.
    noun: ClassVar[str]
    #: How a sentence names one, with its amount and without (``what``); whole phrases, so a
    #: translator can give each kind its own grammar. These and the words below are marked for
    #: translation (``QT_TRANSLATE_NOOP``, context "Movement") and translated where they are used.
    named: ClassVar[tuple[str, str]] = (
        QT_TRANSLATE_NOOP("Movement", "a redemption of {amount} on {code}"),
        QT_TRANSLATE_NOOP("Movement", "a redemption on {code}"),
    )
    #: What the cashier is told did not happen when it is not applied.
    nothing: ClassVar[str] = QT_TRANSLATE_NOOP("Movement", "nothing was taken")
    #: What it did when it went through: "taken", in "marked as taken" and "called not taken".
    made: ClassVar[str] = QT_TRANSLATE_NOOP("Movement", "taken")
    #: What the cashier must not do after the service refused it ("" when nothing follows).
    refused: ClassVar[str] = ""

    def found(self, count: int) -> str:
        """What the service shows that could be a lost one: "2 events that could be it"."""
        if count == 1:
            return translate("Movement", "one event that could be it")
        return translate("Movement", "%n events that could be it", None, count)

    #: Whether its answers are told from another till's by the service's timeline (the anchor read
    #: just before sending); a kind proven by a reference of its own (a sale) needs none, so a
    #: desk whose event list cannot be read still sends it.
    needs_anchor: ClassVar[bool] = True
    #: Whether a lost answer can be settled as made by someone else first (``Verdict.ELSEWHERE``),
    #: so that "not applied" names who did it.
    done_elsewhere: ClassVar[bool] = False
    #: Whether the answer's starting balance must be the one the till read (or one the service's
    #: events since explain): true of kinds that move a balance the till read before sending.
    checks_start: ClassVar[bool] = True

    def what(self, movement: Movement, mask: Callable[[str], str] = mask_code) -> str:
        """ "a redemption of £10.00 on SPA50PART"; the code as ``mask`` shows it (beside the feed,
        as the feed shows it)."""
        # Masked: these words reach the manager's lists, the shift report and the banners, away
        # from the voucher on the counter (app.core.masking).
        code = mask(movement.code) if movement.code else "?"
        amount = movement.expected_amount
        with_amount, without = self.named
        if amount is None:
            return translate("Movement", without).format(code=code)
        money = format_money(amount, movement.currency or "")
        return translate("Movement", with_amount).format(amount=money, code=code)

    async def check_answer(
        self, records: Records, movement: Movement, event: BalanceEvent | None, sending: Sending
    ) -> Checked:
        """Proven when the event is this request's (``Records``) and records what was asked.

        Whether it is this request's is asked first: an earlier answer repeated (by a proxy, or a
        PHP worker retried by its web server) carries an earlier movement's figures, which are no
        word about this request; it is no answer, and the movement is settled from the service's
        records as a lost one is, never called a mismatch of figures the service did not record
        for it.
        """
        assert event is not None, "a balance event answers every kind but a refund"
        not_ours = await records.not_this_requests(movement, event)
        if not_ours:
            return Unproven(not_ours)
        differences = answer_differences(movement, event, original_type=sending.extra.get("original_type"))
        if differences:
            return Mismatched(mismatch_text(differences), event)
        if self.checks_start:
            not_ours = await records.start_unexplained(movement, event)
        if not_ours:
            return Unproven(not_ours)
        return Proven(event)

    async def evidence(
        self, records: Records, movement: Movement, events: Sequence[BalanceEvent], claimed: Set[int]
    ) -> Judgement[BalanceEvent]:
        """What the service's events say of a lost answer (``app.core.reconcile.judge``)."""
        return judge(movement, events, claimed=claimed, only_till=records.only_till_here)


def figures(event: BalanceEvent | None) -> ServiceEvent | None:
    """The journal's copy of an event's figures (None for none)."""
    return service_event(event) if event is not None else None
