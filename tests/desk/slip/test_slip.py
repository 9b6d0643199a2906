"""What a guest's slip says and what staff key on the POS, as plain data."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from decimal import Decimal

import pytest

from app.api.models import BalanceEvent, RedeemHistoryEntry
from app.core.masking import mask_code
from app.core.movement import Movement, MovementKind, MovementState, ServiceEvent
from app.core.pos_handoff import handoff_of, needs_keying
from app.core.shift_lines import report_csv_rows
from app.core.shift_report import ShiftWindow, build_shift_report
from app.core.slip import SlipCopy, SlipPlace, event_slip, history_slip, slip_text
from helpers import fakes
from helpers.fakes import voucher
from helpers.words import REFERENCE_LABEL

PLACE = SlipPlace("Harbour Hotel & Spa", "Hotel Reception", "Till 2")
WHEN = datetime(2026, 11, 22, 14, 2)


@pytest.mark.parametrize(
    ("code", "shown"),
    [
        ("SPA50PART", "••••••PART"),
        ("  abc-1234 ", "••••••1234"),
        ("ABCDEF", "••••••CDEF"),
        ("AB", "••••••B"),
        ("", "••••••"),
    ],
)
def test_the_code_is_masked_to_its_last_characters(code: str, shown: str) -> None:
    assert mask_code(code) == shown


def service_event(
    kind: str, amount: str, balance: str, *, event_id: int = 1, currency: str = "GBP"
) -> ServiceEvent:
    return ServiceEvent(
        event_id=event_id,
        type=kind,
        code="SPA50PART",
        location_id=71,
        amount=Decimal(amount),
        currency=currency,
        starting_balance=Decimal(balance),
        balance=Decimal(balance),
        created=WHEN,
    )


def test_a_reverse_from_the_feed_says_what_was_returned() -> None:
    reverse = service_event("Unredeemed", "15.00", "40.00", event_id=700300, currency="EUR")
    slip = event_slip(reverse, place=PLACE, staff="", code="TEA40PART", voucher_name="Afternoon tea")
    assert slip is not None
    text = slip_text(slip, SlipCopy.MERCHANT)
    assert "Redemption reversed" in text
    assert "Amount returned: €15.00" in text
    assert "Balance left: €40.00" in text
    assert "Served by: —" in text
    assert "REPRINT" in text
    assert "Merchant copy" in text
    assert "TEA40PART" not in text


def test_events_a_guest_gets_no_slip_for() -> None:
    for kind in ("Chargeback", "Code change"):
        assert event_slip(service_event(kind, "1", "1"), place=PLACE, staff="", code="X1234") is None
    refund = event_slip(service_event("Refund", "1", "1"), place=PLACE, staff="", code="X1234", expiry=WHEN)
    assert refund is not None
    assert "Amount refunded" in slip_text(refund)
    assert "Expires" not in slip_text(refund)


def test_a_history_line_without_its_event_claims_no_balance() -> None:
    entry = RedeemHistoryEntry(
        event_id=9, domain_id=1, row_id=1, redeemed_value=Decimal("5"), last_changed=WHEN
    )
    slip = history_slip(entry, voucher(name="Spa", expiryDate=None), place=PLACE, when=WHEN)
    assert "Balance left: —" in slip_text(slip)
    assert "Keep this slip" not in slip_text(slip)


def movement(
    mid: str,
    kind: MovementKind = MovementKind.REDEEM,
    state: MovementState = MovementState.DONE,
    *,
    result: int | None = 100,
    event_id: int | None = None,
    minute: int = 0,
) -> Movement:
    at = WHEN.replace(minute=minute)
    return fakes.movement(
        "SPA50PART",
        Decimal("37.50"),
        kind=kind,
        state=state,
        id=mid,
        created=at,
        event_id=event_id,
        staff="Sam",
        till="Till 2",
        result_event_id=result,
        balance_before=Decimal("50"),
    )


def test_only_done_redemptions_not_ticked_and_not_reversed_need_keying() -> None:
    movements = [
        movement("a", result=101, minute=5),
        movement("b", result=102, minute=1),
        movement("ticked", result=103),
        movement("rejected", state=MovementState.REJECTED, result=None),
        movement("unknown", state=MovementState.UNKNOWN, result=None),
        movement("reversed", result=104),
        movement("undo", kind=MovementKind.REVERSE, result=105, event_id=104),
    ]
    assert [m.id for m in needs_keying(movements, {"ticked"})] == ["b", "a"]


def test_the_hand_off_reads_as_staff_key_it() -> None:
    handoff = handoff_of(movement("a", result=700245))
    assert handoff.instruction == f"Key £37.50 as Gift voucher {REFERENCE_LABEL}700245"
    assert handoff.clipboard_text == "37.50 Gift voucher ref 700245"


def test_the_shift_report_lists_unticked_redemptions_first_in_its_csv() -> None:
    movements = [movement("a", result=101), movement("b", result=102)]
    no_events: list[BalanceEvent] = []
    report = build_shift_report(
        movements, no_events, ShiftWindow(till="Till 2", location_id=71, start=WHEN, end=WHEN), keyed={"b"}
    )
    assert [m.id for m in report.not_keyed] == ["a"]
    rows = report_csv_rows(report)
    assert rows[3][0] == "Not keyed on POS", "the screen's section name"
    assert (rows[3][4], rows[3][5]) == ("-37.50", "GBP"), "taken off the voucher, in its currency"
    assert (
        build_shift_report(
            movements, [], ShiftWindow(till="T", location_id=71, start=WHEN, end=WHEN)
        ).not_keyed
        == ()
    )
    assert replace(report, not_keyed=()).balanced == report.balanced


def test_money_loaded_onto_a_card_prints_what_was_added_and_the_new_balance() -> None:
    topup = event_slip(service_event("Topup", "20.00", "70.00"), place=PLACE, staff="Sam", code="SPA50PART")
    assert topup is not None
    text = slip_text(topup)
    assert "Gift card topped up" in text
    assert "Amount added: £20.00" in text
    assert "New balance: £70.00" in text
    assert "Balance left" not in text
    assert "SPA50PART" not in text
    new = event_slip(
        service_event("Activation", "25.00", "25.00"), place=PLACE, staff="Sam", code="SPA50PART"
    )
    assert new is not None
    assert "New gift card" in slip_text(new)
    assert "Value loaded: £25.00" in slip_text(new)
