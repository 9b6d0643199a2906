"""Every form of answer an old PHP/MySQL service and its proxies send, met over real HTTP.

Each answer is proven to be about what was asked, and each form that cannot be read is a typed
error in plain words, never a raw exception: the sandbox's ``forms`` (``sandbox_harness/forms.py``)
and its ``misapply`` fault produce them on the live server.
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from app.api.client import VoucherClient
from app.api.errors import InvalidResponse, OutcomeUnknown, Rejected, WrongAnswer
from app.api.models import Voucher
from app.api.stamps import read_time
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import Locations
from helpers.clock import Sleeps
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.anyio


async def test_a_lookup_answered_with_another_voucher_is_refused(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(misapply={"code": DemoCodes.PART_USED}, method="GET", path="/codes/")
    with pytest.raises(WrongAnswer) as caught:
        await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    assert "another voucher" in caught.value.message
    assert "nothing was taken" in caught.value.message
    assert DemoCodes.PART_USED not in caught.value.details, "the code nobody asked for is never whole"


async def test_a_code_typed_in_another_case_is_still_the_code_asked_for(client: VoucherClient) -> None:
    voucher = await client.lookup_code(DemoCodes.VALID_PARTIAL.lower(), Locations.RECEPTION)
    assert voucher.redeem_code == DemoCodes.VALID_PARTIAL


async def test_an_order_answered_for_another_order_is_refused(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(misapply={"order": DemoOrders.EUR}, method="GET", path="/orders/")
    with pytest.raises(WrongAnswer):
        await client.order(DemoOrders.API_UNUSED)


async def test_a_body_that_fails_to_decode_is_a_typed_error_for_a_read_and_unknown_for_a_post(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("bad_gzip", path="/codes/")
    with pytest.raises(InvalidResponse):
        await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    with pytest.raises(OutcomeUnknown):
        await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))


async def test_the_declared_charset_is_honoured(client: VoucherClient, sandbox: SandboxServer) -> None:
    clean = await client.lookup_code(DemoCodes.EUR_VALID)
    sandbox.forms.set("latin1", path="/codes/")
    assert await client.lookup_code(DemoCodes.EUR_VALID) == clean
    assert "è" in clean.name


async def test_a_refusal_under_http_200_is_read_as_that_refusal(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("envelope_200", method="POST", path="/codes/")
    with pytest.raises(Rejected) as caught:
        await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))
    assert caught.value.reason == "insufficient_balance"
    assert "enough balance" in caught.value.message
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 5000


async def test_an_id_beyond_an_unsigned_64_bit_integer_is_a_typed_error(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("huge_id", path="/balance_events/")
    with pytest.raises(InvalidResponse) as caught:
        await client.balance_events(location_id=Locations.RECEPTION)
    assert "too large" in caught.value.message
    sandbox.forms.set("huge_id", method="POST", path="/codes/")
    with pytest.raises(OutcomeUnknown):
        await client.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("1.00"))


async def test_a_null_balance_is_refused_clearly_never_guessed(
    client: VoucherClient, sandbox: SandboxServer
) -> None:
    sandbox.forms.set("null_balance", path="/codes/")
    with pytest.raises(InvalidResponse) as caught:
        await client.lookup_code(DemoCodes.VALID_PARTIAL, Locations.RECEPTION)
    assert caught.value.field.startswith("balances.current")


def _voucher(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "rowID": 1,
        "orderID": 2,
        "name": "Spa",
        "redeemCode": "SPA50PART",
        "status": "Valid",
        "currencyCode": "GBP",
        "partiallyRedeemable": True,
        "balances": {"current": {"GBP": "50.00"}},
    }
    return base | changes


@pytest.mark.parametrize(
    ("sent", "read"),
    [
        ("50.00", Decimal("50.00")),
        (" 50.00 ", Decimal("50.00")),
        (50, Decimal(50)),
        ("5E+1", Decimal(50)),
    ],
)
async def test_balances_in_other_number_forms_are_read_exactly(sent: object, read: Decimal) -> None:
    voucher = Voucher.model_validate(_voucher(balances={"current": {"GBP": sent}}))
    assert voucher.balance == read


@pytest.mark.parametrize("sent", [None, "1,234.50", "£50.00", "50,00", "50.001", True, "NaN"])
async def test_balances_in_forms_that_would_guess_money_are_refused(sent: object) -> None:
    with pytest.raises(ValueError, match="balances"):
        Voucher.model_validate(_voucher(balances={"current": {"GBP": sent}}))


async def test_currency_codes_and_flags_as_text_are_read_whatever_their_case() -> None:
    voucher = Voucher.model_validate(
        _voucher(currencyCode="gbp", partiallyRedeemable="false", balances={"current": {"Gbp": "5"}})
    )
    assert (voucher.currency_code, voucher.balance, voucher.partially_redeemable) == (
        "GBP",
        Decimal(5),
        False,
    )


async def test_a_voucher_in_a_list_of_one_is_read(demo_key: str, sleeps: Sleeps) -> None:
    legacy = SandboxServer(legacy_shapes=True)
    with legacy:
        async with VoucherClient(legacy.start(), demo_key, sleep=sleeps) as shaped:
            assert (await shaped.lookup_code(DemoCodes.VALID_PARTIAL)).balance == Decimal("50.00")


LOCAL = datetime(2026, 3, 29, 14, 2, 11)


@pytest.mark.parametrize(
    "stamp",
    [
        "2026-03-29 14:02:11",
        "2026-03-29T14:02:11",
        "2026-03-29T14:02:11.000000",
        "2026-03-29 14:02:11.000",
    ],
)
async def test_a_stamp_without_a_zone_is_taken_as_written(stamp: str) -> None:
    assert read_time(stamp) == LOCAL


@pytest.mark.parametrize(
    "stamp",
    [
        "2026-03-29T13:02:11Z",
        "2026-03-29T14:02:11+01:00",
        "2026-03-29 15:02:11+0200",
        1774789331,
        "1774789331",
        "1774789331.0",
    ],
)
async def test_a_stamp_with_a_zone_or_as_epoch_seconds_is_that_instant(stamp: object) -> None:
    instant = datetime(2026, 3, 29, 13, 2, 11, tzinfo=UTC)
    assert read_time(stamp) == instant.astimezone().replace(tzinfo=None)


async def test_the_same_instant_in_two_zones_compares_equal_never_by_text() -> None:
    assert read_time("2026-03-29T14:02:11+01:00") == read_time("2026-03-29T08:02:11-05:00")
    earlier_in_time, later_in_time = read_time("2026-03-29T14:00:00+02:00"), read_time("2026-03-29T13:30:00Z")
    assert earlier_in_time is not None
    assert later_in_time is not None
    assert earlier_in_time < later_in_time  # the text says otherwise


@pytest.mark.parametrize(
    "stamp", ["0000-00-00 00:00:00", "0000-00-00", "0000-00-00 00:00:00.000000", "", None]
)
async def test_zero_dates_are_no_date(stamp: object) -> None:
    assert read_time(stamp) is None


async def test_a_date_alone_is_its_midnight() -> None:
    assert read_time("2026-03-29") == datetime(2026, 3, 29)


@pytest.mark.parametrize("stamp", [Decimal("NaN"), Decimal("sNaN"), Decimal("Infinity"), float("nan")])
def test_a_stamp_that_is_not_a_number_is_refused_as_a_time_not_a_crash(stamp: Decimal | float) -> None:
    with pytest.raises(ValueError, match="a time"):
        read_time(stamp)
