"""Deciding from the service's records whether a lost movement happened, and whether it is this till's."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal

import pytest

from app.api.models import BalanceEvent
from app.api.timeline import Anchor
from app.core.answers import answer_differences, mismatch_text, service_event
from app.core.movement import Movement, MovementKind, MovementState
from app.core.reconcile import (
    Verdict,
    claimed_ids,
    judge,
    refund_events,
    search_since,
)
from helpers import fakes

T0 = datetime(2024, 12, 24, 14, 30, 0)


@dataclass(frozen=True)
class Event:
    event_id: int
    type: str = "Redeemed"
    code: str | None = "SPA50XYZ"
    location_id: int = 71
    amount: Decimal = Decimal("12.50")
    created: datetime = T0
    currency_code: str = "GBP"
    starting_balance: Decimal = Decimal("50.00")
    balance: Decimal = Decimal("37.50")


def movement(kind: MovementKind = MovementKind.REDEEM, **changes: object) -> Movement:
    base = fakes.movement(
        "SPA50XYZ",
        Decimal("12.50"),
        kind=kind,
        state=MovementState.UNKNOWN,
        id="m1",
        created=T0,
        staff="Alice",
        till="T1",
        anchor=Anchor(100, T0),
    )
    return replace(base, **changes)  # type: ignore[arg-type]


def test_one_event_after_the_anchor_with_nobody_else_here_is_found() -> None:
    found = judge(movement(), [Event(101)], claimed=set(), only_till=True)
    assert (found.verdict, found.event) == (Verdict.FOUND, Event(101))


@pytest.mark.parametrize(
    "hours", [-5, -1, -11 / 60, 0, 11 / 60, 1, 5], ids=["-5h", "-1h", "-11m", "0", "+11m", "+1h", "+5h"]
)
def test_the_tills_clock_plays_no_part(hours: float) -> None:
    """The till's own time of the intent is hours off the service's stamps: the verdict is the same."""
    shifted = movement(created=T0 + timedelta(hours=hours))
    assert (
        judge(shifted, [Event(101, created=T0 + timedelta(seconds=1))], claimed=set(), only_till=True).verdict
        is Verdict.FOUND
    )


def test_an_event_at_or_before_the_anchor_is_never_a_candidate() -> None:
    """Another till's identical redemption six minutes before the intent is not this one."""
    earlier = Event(100, created=T0 - timedelta(minutes=6))
    assert judge(movement(), [earlier], claimed=set(), only_till=True).verdict is Verdict.NONE


def test_the_search_reads_a_day_before_the_anchor_so_a_clock_moved_back_still_finds_it() -> None:
    """The service's clock goes back 5 hours after the anchor: its event is stamped before the anchor."""
    assert search_since(movement()) == T0 - timedelta(hours=26)
    turned_back = Event(101, created=T0 - timedelta(hours=5))
    assert search_since(movement()) <= turned_back.created
    assert judge(movement(), [turned_back], claimed=set(), only_till=True).verdict is Verdict.FOUND


@pytest.mark.parametrize(
    "event",
    [
        Event(101, code="OTHER123", amount=Decimal("3.00")),
        Event(101, code="OTHER123", location_id=72),
        Event(101, type="Topup"),
        Event(101, code=None),
    ],
    ids=["other code and amount", "other code and location", "other type", "no code"],
)
def test_events_unlike_the_movement_leave_it_not_applied(event: Event) -> None:
    assert judge(movement(), [event], claimed=set(), only_till=True).verdict is Verdict.NONE


@pytest.mark.parametrize(
    "event",
    [
        Event(101, amount=Decimal("25.00")),
        Event(101, location_id=72),
        Event(101, code="OTHER123"),
    ],
    ids=["same code, other amount", "same code, other location", "same amount here, other code"],
)
def test_an_event_recorded_otherwise_than_asked_is_never_not_applied(event: Event) -> None:
    """A service that recorded £25 for £12.50, at the Spa, or on another voucher, and lost the answer."""
    found = judge(movement(), [event], claimed=set(), only_till=True)
    assert found.verdict is Verdict.AMBIGUOUS
    assert found.candidates == (event,)


def test_a_related_event_claimed_by_this_till_or_before_the_anchor_does_not_count() -> None:
    assert judge(
        movement(), [Event(101, amount=Decimal("25.00"))], claimed={101}, only_till=True
    ).verdict is (Verdict.NONE)
    assert judge(movement(), [Event(99, amount=Decimal("25.00"))], claimed=set(), only_till=True).verdict is (
        Verdict.NONE
    )


def test_two_identical_events_are_ambiguous_and_both_shown() -> None:
    found = judge(movement(), [Event(101), Event(102)], claimed=set(), only_till=True)
    assert found.verdict is Verdict.AMBIGUOUS
    assert [e.event_id for e in found.candidates] == [101, 102]


def test_a_single_candidate_is_found_only_on_the_only_till_here() -> None:
    """Two tills redeem the same amount at once and one request is lost: the service's records
    cannot say whose the one event is, so without the manager's word that no other till works here,
    it goes to a manager."""
    found = judge(movement(), [Event(101)], claimed=set(), only_till=False)
    assert found.verdict is Verdict.AMBIGUOUS
    assert found.candidates == (Event(101),)
    assert "another till" in found.why
    assert judge(movement(), [Event(101)], claimed=set(), only_till=True).verdict is Verdict.FOUND


def test_the_event_a_proven_answer_named_is_found_on_a_shared_desk_beside_an_identical_one() -> None:
    """The till proved the answer this request's and stopped before writing it down: the journal
    noted its event, so neither a shared desk nor another till's identical movement makes it a
    manager's guess."""
    noted = movement(state=MovementState.PENDING, result_event_id=102)
    found = judge(noted, [Event(101), Event(102)], claimed=set(), only_till=False)
    assert (found.verdict, found.event) == (Verdict.FOUND, Event(102))


def test_a_noted_event_the_service_does_not_show_as_asked_settles_nothing_by_itself() -> None:
    """The noted event on another amount, or not there at all: the records are read by the usual
    rules, and what they cannot prove goes to a manager."""
    noted = movement(result_event_id=102)
    other = judge(noted, [Event(101), Event(102, amount=Decimal("5.00"))], claimed=set(), only_till=False)
    assert other.verdict is Verdict.AMBIGUOUS
    assert judge(noted, [Event(101)], claimed=set(), only_till=False).verdict is Verdict.AMBIGUOUS


def test_other_activity_here_does_not_matter_on_the_only_till() -> None:
    sale = Event(90, code="GRACE45", amount=Decimal("1.00"), created=T0 - timedelta(minutes=20))
    assert judge(movement(), [sale, Event(101)], claimed=set(), only_till=True).verdict is Verdict.FOUND


def test_an_event_claimed_by_another_movement_is_not_a_candidate() -> None:
    assert judge(movement(), [Event(101)], claimed={101}, only_till=True).verdict is Verdict.NONE


def test_a_reverse_whose_original_still_stands_did_not_happen() -> None:
    reverse = movement(MovementKind.REVERSE, event_id=50, expected_location_id=71)
    no_events: list[BalanceEvent] = []
    found = judge(
        reverse, no_events, claimed=set(), only_till=True, original_type="Redeemed", original_reversed=False
    )
    assert found.verdict is Verdict.NONE


def test_a_reverse_whose_original_stands_beside_another_reversal_is_escalated() -> None:
    """The service may have reversed another event of this voucher and lost the answer."""
    reverse = movement(MovementKind.REVERSE, event_id=50, expected_location_id=71)
    other_reversal = Event(101, type="Unredeemed")
    found = judge(
        reverse,
        [other_reversal],
        claimed=set(),
        only_till=True,
        original_type="Redeemed",
        original_reversed=False,
    )
    assert found.verdict is Verdict.AMBIGUOUS
    assert found.candidates == (other_reversal,)


def test_a_reverse_whose_original_is_reversed_finds_its_single_reversal() -> None:
    reverse = movement(MovementKind.REVERSE, event_id=50, expected_location_id=71)
    found = judge(
        reverse,
        [Event(101, type="Unredeemed")],
        claimed=set(),
        only_till=True,
        original_type="Redeemed",
        original_reversed=True,
    )
    assert found.verdict is Verdict.FOUND


def test_a_reverse_with_two_equal_reversals_is_escalated() -> None:
    reverse = movement(MovementKind.REVERSE, event_id=50, expected_location_id=71)
    events = [Event(101, type="Unredeemed"), Event(102, type="Unredeemed")]
    found = judge(
        reverse, events, claimed=set(), only_till=True, original_type="Redeemed", original_reversed=True
    )
    assert found.verdict is Verdict.AMBIGUOUS


def test_a_reverse_matches_at_the_originals_location() -> None:
    reverse = movement(MovementKind.REVERSE, event_id=50, location_id=71, expected_location_id=72)
    event = Event(101, type="Unredeemed", location_id=72)
    assert (
        judge(reverse, [event], claimed=set(), only_till=True, original_type="Redeemed").verdict
        is Verdict.FOUND
    )


def test_answer_differences_name_each_figure() -> None:
    wrong = Event(101, code="TEA40PART", amount=Decimal("-20.00"), location_id=72, currency_code="EUR")
    fields = [d.field for d in answer_differences(movement(), wrong)]
    assert fields == ["code", "amount", "currency", "location"]
    assert answer_differences(movement(), Event(101, amount=Decimal("-12.50"))) == [], "a signed amount"
    text = mismatch_text(answer_differences(movement(), Event(101, amount=Decimal("20.00"))))
    assert text == "The service recorded £20.00, not £12.50 — ask a manager."


def test_a_new_card_answered_as_a_top_up_is_a_mismatch_but_both_stay_candidates_when_searching() -> None:
    """Another till activated the card first: the service added this till's money to their card."""
    new_card = movement(MovementKind.TOPUP, balance_before=Decimal(0), amount=Decimal("25.00"))
    topped_up = Event(101, type="Topup", amount=Decimal("25.00"), starting_balance=Decimal("25.00"))
    assert [d.field for d in answer_differences(new_card, topped_up)] == ["type"]
    activated = replace(topped_up, type="Activation", starting_balance=Decimal(0))
    assert answer_differences(new_card, activated) == []
    top_up = movement(MovementKind.TOPUP, amount=Decimal("25.00"))
    assert [d.field for d in answer_differences(top_up, activated)] == ["type"]
    assert answer_differences(top_up, topped_up) == []
    lost = judge(
        new_card, [replace(topped_up, created=T0 + timedelta(seconds=1))], claimed=set(), only_till=False
    )
    assert lost.verdict is not Verdict.NONE, "money that moved is never called not applied"


# -- a service restored from a backup: ids below the anchor, stamps after the intent ----------------


def test_an_event_below_the_anchor_stamped_after_the_intent_is_never_not_applied() -> None:
    """The till's clock is 9 h behind the service's (offset measured); the restored service gave the
    event id 95, below the anchor of 100, stamped a second after the intent on its own clock."""
    offset = 9 * 3600.0
    sent = movement(created=T0 - timedelta(hours=9), clock_offset_s=offset)
    restored = Event(95, created=T0 + timedelta(seconds=1))
    assert judge(sent, [restored], claimed=set(), only_till=True).event == restored
    other_tills = judge(sent, [restored], claimed=set(), only_till=False)
    assert (other_tills.verdict, other_tills.candidates) == (Verdict.AMBIGUOUS, (restored,))
    older = Event(95, created=T0 - timedelta(minutes=5))
    assert judge(sent, [older], claimed=set(), only_till=True).verdict is Verdict.NONE


def test_with_no_offset_measured_an_event_stamped_after_the_anchor_counts_whatever_its_id() -> None:
    restored = Event(95, created=T0 + timedelta(minutes=3))
    assert judge(movement(), [restored], claimed=set(), only_till=True).event == restored


def test_a_refund_below_the_anchor_stamped_after_the_intent_is_its_refund() -> None:
    refund = movement(MovementKind.REFUND, order_id=5001, clock_offset_s=0.0)
    restored = Event(95, type="Refund", created=T0 + timedelta(seconds=2))
    assert refund_events(refund, [restored], order_codes=["SPA50XYZ"]) == [restored]


def test_a_claimed_id_reused_by_another_event_is_not_claimed() -> None:
    kept = service_event(Event(95, code="GRACE45", amount=Decimal("1.00")))
    reused = Event(95, created=T0 + timedelta(minutes=4))
    assert claimed_ids({95: kept}, [reused]) == set()
    assert claimed_ids({95: kept}, [Event(95, code="grace-45", amount=Decimal("1.00"))]) == {95}
    assert claimed_ids({95: None, 96: kept}, []) == {95, 96}
