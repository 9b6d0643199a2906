"""The till's top-up rules (which vouchers, how much), its words, the POS hand-off and money taken in."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest

from app.api.models import Voucher
from app.core.money import AmountError
from app.core.movement import Movement, MovementKind, MovementState, ServiceEvent
from app.core.pos_handoff import handoff_of, needs_keying
from app.core.shift_lines import net_totals, report_csv_rows
from app.core.shift_report import ShiftWindow, build_shift_report
from app.core.topup import (
    DEFAULT_TOPUP_MAXIMUM,
    activation_review_text,
    check_topup_amount,
    topup_blocker,
    topup_review_text,
)
from helpers.docs import doc_payload
from helpers.fakes import movement
from helpers.words import REFERENCE_LABEL

WHEN = datetime(2026, 11, 22, 14, 2)


def voucher(**changes: Any) -> Voucher:
    payload = doc_payload("code_lookup.json")
    payload.update(changes)
    return Voucher.model_validate(payload)


@pytest.mark.parametrize("status", ["Valid", "Partially Redeemed", "Grace Period"])
def test_a_monetary_voucher_that_can_be_spent_can_be_topped_up(status: str) -> None:
    assert topup_blocker(voucher(status=status), 71) == ""


@pytest.mark.parametrize(
    ("status", "says"),
    [
        ("Redeemed", "used in full"),
        ("Void", "cancelled"),
        ("Chargeback", "payment for this voucher was reversed"),
        ("Not Yet Valid", "not valid yet"),
        ("Expired", "expired"),
        ("Frozen", "“Frozen”"),
    ],
)
def test_a_voucher_that_cannot_be_spent_is_refused_with_why(status: str, says: str) -> None:
    assert says in topup_blocker(voucher(status=status), 71)


def test_a_service_voucher_and_one_of_another_location_are_refused() -> None:
    assert "used in full (a service voucher)" in topup_blocker(voucher(partiallyRedeemable=False), 71)
    assert "this location" in topup_blocker(voucher(), 99)


def test_a_voucher_holding_nothing_is_sold_as_a_new_card_not_topped_up() -> None:
    """Zero before is how the journal tells an activation from a top-up (``answer_types``)."""
    empty = voucher()
    empty.balances.current["GBP"] = Decimal(0)
    assert topup_blocker(empty, 71) == "This voucher holds nothing: sell a new card instead."


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("", "Enter an amount"),
        ("0", "greater than zero"),
        ("-5", "greater than zero"),
        ("10.005", "At most 2 decimal places"),
        ("ten", "Not a number"),
        ("500.01", "At most £500.00 in one top-up"),
        ("1e9", "Not a number"),
        ("99999999", "too large"),
        ("€20", "This voucher is in GBP"),
    ],
)
def test_a_wrong_amount_is_refused_before_anything_is_sent(typed: str, says: str) -> None:
    with pytest.raises(AmountError) as refused:
        check_topup_amount(typed, "GBP", DEFAULT_TOPUP_MAXIMUM)
    assert says in refused.value.reason


def test_an_amount_up_to_the_maximum_is_taken_exactly() -> None:
    assert check_topup_amount("£20", "GBP", DEFAULT_TOPUP_MAXIMUM) == Decimal("20.00")
    assert check_topup_amount("500", "GBP", DEFAULT_TOPUP_MAXIMUM) == Decimal("500")
    with pytest.raises(AmountError):
        check_topup_amount("150", "GBP", Decimal("100"))


def test_the_confirm_step_says_what_will_happen() -> None:
    assert topup_review_text("SPA50PART", Decimal("20"), "GBP", Decimal("50")) == (
        "Top up SPA50PART by £20.00 — £70.00 after"
    )
    assert activation_review_text("NEWCARD1", Decimal("25"), "GBP") == (
        "Activate NEWCARD1 as a new card with £25.00"
    )


def loaded(movement_id: str, event_type: str, event_id: int, amount: str = "20.00") -> Movement:
    figures = ServiceEvent(
        event_id, event_type, "SPA50PART", 71, Decimal(amount), "GBP", Decimal(50), Decimal(70), WHEN
    )
    return movement(
        "SPA50PART",
        Decimal(amount),
        kind=MovementKind.TOPUP,
        state=MovementState.DONE,
        id=movement_id,
        created=WHEN,
        staff="Sam",
        till="T1",
        result_event_id=event_id,
        balance_before=Decimal(50),
        service=figures,
    )


def test_the_pos_is_told_to_take_payment_for_a_top_up_or_a_new_card() -> None:
    topup = loaded("a", "Topup", 700246)
    new = loaded("b", "Activation", 700247, "25.00")
    assert [m.id for m in needs_keying([topup, new], keyed={"b"})] == ["a"]
    assert handoff_of(topup).instruction == (
        f"Take £20.00 payment on the POS for a gift card top-up {REFERENCE_LABEL}700246"
    )
    assert (
        handoff_of(new).instruction
        == f"Take £25.00 payment on the POS for a new gift card {REFERENCE_LABEL}700247"
    )
    assert handoff_of(topup).clipboard_text == "20.00 Gift card payment ref 700246"
    assert handoff_of(topup).detail == "Topped up 14:02 by Sam"
    assert handoff_of(new).detail == "New card sold 14:02 by Sam"


class Event:
    def __init__(self, event_id: int, type_: str, amount: str) -> None:
        self.event_id = event_id
        self.type = type_
        self.amount = Decimal(amount)
        self.code: str | None = "SPA50PART"
        self.location_id: int | None = 71
        self.currency_code = "GBP"
        self.created = WHEN
        self.order_id: int | None = None


def test_the_shift_report_shows_money_taken_in_apart_from_redemptions() -> None:
    redeemed = replace(loaded("r", "Redeemed", 3, "5.00"), kind=MovementKind.REDEEM)
    movements = [loaded("a", "Topup", 1), loaded("b", "Activation", 2, "25.00"), redeemed]
    events = [Event(1, "Topup", "20.00"), Event(2, "Activation", "25.00"), Event(3, "Redeemed", "5.00")]
    report = build_shift_report(
        movements,
        events,
        ShiftWindow(till="T1", location_id=71, start=datetime.min, end=datetime.max),
        only_till=True,
    )
    mine = next(net for net in net_totals(report) if net.scope == "This till")
    assert (mine.taken_in, mine.redeemed) == (Decimal("45.00"), Decimal("5.00"))
    rows = report_csv_rows(report)
    header = next(row for row in rows if row[:1] == ["Net"])
    assert header[-1] == "Money taken in (top-ups and new cards)"
    assert ["", "This till", "GBP", "5.00", "40.00", "45.00"] in rows
