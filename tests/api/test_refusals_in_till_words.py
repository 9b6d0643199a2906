"""Every refusal the sandbox gives, as the till says it: till words only, never the service's own
text beside them ("(code DINNER75 is Redeemed)"); that text stays in the details, for support."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.api.errors import Rejected
from app.core.errors import UNKNOWN_REFUSAL_TEXT, describe
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import Locations

pytestmark = pytest.mark.anyio

Refused = Callable[[VoucherClient], Awaitable[object]]


@pytest.fixture
async def client(sandbox: object, demo_key: str) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(sandbox.url, demo_key, read_timeout=2.0) as c:  # type: ignore[attr-defined]
        yield c


async def redeem_twice(client: VoucherClient) -> None:
    await client.redeem(DemoCodes.FULL_ONLY, Locations.RECEPTION, None)
    await client.redeem(DemoCodes.FULL_ONLY, Locations.RECEPTION, None)


def redeeming(code: str, amount: str) -> Refused:
    """A redemption of ``amount`` of ``code`` at Reception."""
    return lambda c: c.redeem(code, Locations.RECEPTION, Decimal(amount))


async def reverse_twice(client: VoucherClient) -> None:
    event = await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("5.00"))
    await client.reverse_event(event.event_id)
    await client.reverse_event(event.event_id)


CASES: dict[str, tuple[Refused, str, str]] = {
    "redeem a used voucher": (redeem_twice, "not_redeemable", "This voucher is already used."),
    "redeem a void voucher": (
        redeeming(DemoCodes.VOID, "1.00"),
        "not_redeemable",
        "This voucher is void (cancelled).",
    ),
    "redeem a voucher not valid yet": (
        redeeming(DemoCodes.NOT_YET_VALID, "1.00"),
        "not_redeemable",
        "This voucher is not valid yet.",
    ),
    "redeem an expired voucher": (
        redeeming(DemoCodes.EXPIRED, "1.00"),
        "not_redeemable",
        "This voucher has expired.",
    ),
    "redeem a chargeback": (
        redeeming(DemoCodes.CHARGEBACK, "1.00"),
        "not_redeemable",
        "The payment for this voucher was reversed (a chargeback).",
    ),
    "redeem too much": (
        redeeming(DemoCodes.VALID_PARTIAL, "500.00"),
        "insufficient_balance",
        "That is more than the voucher's balance.",
    ),
    "redeem part of a whole-only voucher": (
        redeeming(DemoCodes.FULL_ONLY, "10.00"),
        "partial_not_allowed",
        "This voucher must be used in full.",
    ),
    "redeem at another location": (
        redeeming(DemoCodes.SPA_ONLY, "10.00"),
        "location_not_allowed",
        "This voucher is not valid at this location.",
    ),
    "look up at another location": (
        lambda c: c.lookup_code(DemoCodes.SPA_ONLY, Locations.RECEPTION),
        "location_not_allowed",
        "This voucher is not valid at this location.",
    ),
    "top up a void voucher": (
        lambda c: c.topup(DemoCodes.VOID, Locations.RECEPTION, Decimal("10.00")),
        "not_redeemable",
        "This voucher is void (cancelled).",
    ),
    "reverse a reversed event": (reverse_twice, "already_reversed", "This event has already been reversed."),
    "refund a refunded order": (
        lambda c: c.refund_order(DemoOrders.REFUNDED),
        "already_refunded",
        "This order has already been refunded.",
    ),
    "refund an order with a used voucher": (
        lambda c: c.refund_order(DemoOrders.API_USED),
        "voucher_used",
        "A voucher in this order has been used, so the order cannot be refunded.",
    ),
    "refund an order not made through the API": (
        lambda c: c.refund_order(DemoOrders.WEB_SHOP),
        "not_api_order",
        "Only orders created through the API can be refunded here.",
    ),
}


@pytest.mark.parametrize("case", list(CASES))
async def test_the_cashier_reads_till_words_and_support_the_services(
    client: VoucherClient, case: str
) -> None:
    refuse, reason, text = CASES[case]
    with pytest.raises(Rejected) as caught:
        await refuse(client)
    assert caught.value.reason == reason
    shown = describe(caught.value)
    assert shown is not None
    assert shown.text == text
    for said in caught.value.messages:
        assert said not in shown.text
        assert said in shown.details, "the service's words are kept for support"


def test_a_reason_the_till_does_not_know_shows_no_service_words() -> None:
    refused = Rejected("x", reason="quota_exceeded", messages=("Daily quota of 500 redemptions exceeded",))
    shown = describe(refused)
    assert shown is not None
    assert shown.text == UNKNOWN_REFUSAL_TEXT
    assert "quota" not in shown.text.casefold()
    assert "Daily quota of 500 redemptions exceeded" in shown.details


def test_partially_redeemed_named_in_a_refusal_is_not_read_as_used() -> None:
    refused = Rejected("x", reason="not_redeemable", messages=("code X is Partially Redeemed",))
    shown = describe(refused)
    assert shown is not None
    assert shown.text == "This voucher cannot be used now."
