"""Deciding from the service's events whether a movement whose answer was lost happened."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from app.core.movement import Movement, MovementKind, MovementState
from app.core.reconcile import REVERSAL_TYPE, find_matching_event

T0 = datetime(2024, 12, 24, 14, 30, 0)


@dataclass(frozen=True)
class Event:
    event_id: int
    type: str
    code: str | None = "SPA50XYZ"
    location_id: int = 71
    amount: Decimal = Decimal("12.50")
    created: datetime = T0


def movement(kind: MovementKind = MovementKind.REDEEM, **changes: object) -> Movement:
    base = Movement(
        id="m1",
        kind=kind,
        code="SPA50XYZ",
        order_id=None,
        event_id=None,
        amount=Decimal("12.50"),
        currency="GBP",
        location_id=71,
        staff="Alice",
        till="T1",
        created=T0,
        state=MovementState.UNKNOWN,
        result_event_id=None,
        reason=None,
        updated=T0,
        balance_before=Decimal("50.00"),
    )
    return replace(base, **changes)  # type: ignore[arg-type]


def later(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


REDEEM_CASES = [
    ("exact match", {}, [Event(1, "Redeemed")], 1),
    ("service clock 9 minutes behind", {}, [Event(1, "Redeemed", created=later(-540))], 1),
    ("service clock 9 minutes ahead", {}, [Event(1, "Redeemed", created=later(540))], 1),
    ("outside the window", {}, [Event(1, "Redeemed", created=later(601))], None),
    ("other code", {}, [Event(1, "Redeemed", code="OTHER123")], None),
    ("code spelled differently", {"code": "spa-50 xyz"}, [Event(1, "Redeemed")], 1),
    ("other location", {}, [Event(1, "Redeemed", location_id=72)], None),
    ("other amount", {}, [Event(1, "Redeemed", amount=Decimal("12.49"))], None),
    ("same amount other scale", {"amount": Decimal("12.5")}, [Event(1, "Redeemed")], 1),
    ("a topup is not a redemption", {}, [Event(1, "Topup")], None),
    ("an event without a row", {}, [Event(1, "Redeemed", code=None)], None),
    (
        "full redemption uses balance before",
        {"amount": None},
        [Event(1, "Redeemed", amount=Decimal("50.00"))],
        1,
    ),
    ("full redemption, other amount", {"amount": None}, [Event(1, "Redeemed")], None),
    (
        "full redemption, balance unknown",
        {"amount": None, "balance_before": None},
        [Event(1, "Redeemed")],
        None,
    ),
    (
        "closest in time wins",
        {},
        [Event(1, "Redeemed", created=later(-300)), Event(2, "Redeemed", created=later(20))],
        2,
    ),
    (
        "tie goes to the lower id",
        {},
        [Event(2, "Redeemed", created=later(5)), Event(1, "Redeemed", created=later(-5))],
        1,
    ),
    ("no events", {}, [], None),
]


@pytest.mark.parametrize(
    ("changes", "events", "expected"), [c[1:] for c in REDEEM_CASES], ids=[c[0] for c in REDEEM_CASES]
)
def test_redeem(changes: dict[str, object], events: list[Event], expected: int | None) -> None:
    found = find_matching_event(movement(**changes), events, already_claimed=set())
    assert (found.event_id if found else None) == expected


def test_an_event_claimed_by_another_entry_is_not_reused() -> None:
    events = [Event(1, "Redeemed", created=later(1)), Event(2, "Redeemed", created=later(40))]
    first = find_matching_event(movement(), events, already_claimed=set())
    assert first is not None
    second = find_matching_event(movement(id="m2"), events, already_claimed={first.event_id})
    assert second is not None
    assert (first.event_id, second.event_id) == (1, 2)
    assert find_matching_event(movement(id="m3"), events, already_claimed={1, 2}) is None


def test_window_can_be_narrowed() -> None:
    events = [Event(1, "Redeemed", created=later(90))]
    assert find_matching_event(movement(), events, already_claimed=set(), window=timedelta(minutes=1)) is None
    assert (
        find_matching_event(movement(), events, already_claimed=set(), window=timedelta(minutes=2))
        is not None
    )


def test_aware_event_times_compare_as_local_time() -> None:
    aware = T0.astimezone(UTC)
    found = find_matching_event(movement(), [Event(1, "Redeemed", created=aware)], already_claimed=set())
    assert found is not None


TOPUP_CASES = [
    ("topup", [Event(1, "Topup")], 1),
    ("activation of a new code", [Event(1, "Activation")], 1),
    ("a redemption is not a topup", [Event(1, "Redeemed")], None),
    ("other location", [Event(1, "Topup", location_id=9)], None),
]


@pytest.mark.parametrize(
    ("events", "expected"), [c[1:] for c in TOPUP_CASES], ids=[c[0] for c in TOPUP_CASES]
)
def test_topup(events: list[Event], expected: int | None) -> None:
    found = find_matching_event(movement(MovementKind.TOPUP), events, already_claimed=set())
    assert (found.event_id if found else None) == expected


ORIGINAL = Event(100, "Redeemed", created=later(-3600), location_id=12)
REVERSE_CASES = [
    ("unredeemed undoes redeemed", [ORIGINAL, Event(101, "Unredeemed", location_id=12)], 101),
    ("at another location still counts", [ORIGINAL, Event(101, "Unredeemed", location_id=99)], 101),
    ("the original itself is not its reversal", [ORIGINAL], None),
    ("wrong reversal type", [ORIGINAL, Event(101, "Reverse chargeback")], None),
    ("other amount", [ORIGINAL, Event(101, "Unredeemed", amount=Decimal("1.00"))], None),
    ("other code", [ORIGINAL, Event(101, "Unredeemed", code="OTHER123")], None),
    ("outside the window", [ORIGINAL, Event(101, "Unredeemed", created=later(900))], None),
    ("original out of sight: unredeemed", [Event(101, "Unredeemed")], 101),
    ("original out of sight: a plain redemption proves nothing", [Event(101, "Redeemed")], None),
    (
        "chargeback reversed",
        [Event(100, "Chargeback", created=later(-60)), Event(101, "Reverse chargeback")],
        101,
    ),
    (
        "undoing a topup is undocumented: never matched",
        [Event(100, "Topup", created=later(-60)), Event(101, "Redeemed")],
        None,
    ),
    ("refund cannot be reversed", [Event(100, "Refund", created=later(-60)), Event(101, "Unredeemed")], None),
]


@pytest.mark.parametrize(
    ("events", "expected"), [c[1:] for c in REVERSE_CASES], ids=[c[0] for c in REVERSE_CASES]
)
def test_reverse(events: list[Event], expected: int | None) -> None:
    reverse = movement(MovementKind.REVERSE, event_id=100, balance_before=None)
    found = find_matching_event(reverse, events, already_claimed=set())
    assert (found.event_id if found else None) == expected


def test_reverse_without_code_takes_it_from_the_original() -> None:
    reverse = movement(MovementKind.REVERSE, event_id=100, code=None, amount=None)
    found = find_matching_event(reverse, [ORIGINAL, Event(101, "Unredeemed")], already_claimed=set())
    assert found is not None
    assert found.event_id == 101


def test_reversal_types_are_kept_in_one_table() -> None:
    assert REVERSAL_TYPE["Redeemed"] == "Unredeemed"
    assert "Refund" not in REVERSAL_TYPE
    assert "Unredeemed" not in REVERSAL_TYPE


REFUND_CASES = [
    (
        "one refund per voucher: the earliest",
        [
            Event(7, "Refund", code="BBBB2222", created=later(2)),
            Event(6, "Refund", code="AAAA1111", created=later(1)),
        ],
        6,
    ),
    ("refund of a voucher of another order", [Event(6, "Refund", code="ZZZZ9999")], None),
    ("a redemption is not a refund", [Event(6, "Redeemed", code="AAAA1111")], None),
    (
        "amount and location do not matter",
        [Event(6, "Refund", code="AAAA1111", amount=Decimal("3.00"), location_id=1)],
        6,
    ),
    ("outside the window", [Event(6, "Refund", code="AAAA1111", created=later(-700))], None),
]


@pytest.mark.parametrize(
    ("events", "expected"), [c[1:] for c in REFUND_CASES], ids=[c[0] for c in REFUND_CASES]
)
def test_refund(events: list[Event], expected: int | None) -> None:
    refund = movement(MovementKind.REFUND, order_id=55, code=None, amount=None, balance_before=None)
    found = find_matching_event(refund, events, already_claimed=set(), order_codes=["AAAA1111", "BBBB2222"])
    assert (found.event_id if found else None) == expected


def test_refund_without_order_codes_looks_for_the_journal_code() -> None:
    refund = movement(MovementKind.REFUND, order_id=55, amount=None)
    events = [Event(6, "Refund"), Event(7, "Refund", code="AAAA1111")]
    found = find_matching_event(refund, events, already_claimed=set())
    assert found is not None
    assert found.event_id == 6
    assert find_matching_event(replace(refund, code=None), events, already_claimed=set()) is None
