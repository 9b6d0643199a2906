"""A code made of letters alone (``GIFTCARDABCD``) is masked in the service's own words, as a code
with digits is: the code of the voucher in question wherever it stands, and a letters-only code the
text names as a code; the service's ordinary words stay as they were. Real answers of the sandbox."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import VoucherClient
from app.api.errors import FailedUnder2xx, NotFound, Rejected
from app.api.masks import mask_code, mask_codes_said, named_codes
from app.core.logs import close_log_file, setup_logging
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from helpers import logs
from sandbox_harness.forms import FAILED_BODIES
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.anyio]

CODE = "GIFTCARDABCD"


@pytest.fixture
async def client(sandbox: SandboxServer, demo_key: str) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(sandbox.url, demo_key, read_timeout=2.0) as c:
        yield c


def shown(error: NotFound | Rejected) -> str:
    """Everything of an error that may reach a log, a notice or a support report."""
    return " | ".join((str(error), error.message, error.details, *getattr(error, "messages", ())))


async def test_an_unknown_letters_only_code_is_masked_in_the_not_found_answer(client: VoucherClient) -> None:
    with pytest.raises(NotFound) as caught:
        await client.lookup_code(CODE)
    said = shown(caught.value)
    assert CODE not in said.upper()
    assert f"code {mask_code(CODE)} not found" in said, "the service's own words kept around it"
    assert f"GET /codes/{mask_code(CODE)}/" in caught.value.details


async def test_a_used_letters_only_voucher_is_masked_in_the_refusal_and_still_named(
    client: VoucherClient,
) -> None:
    await client.topup(CODE, Locations.RECEPTION, Decimal("10.00"))  # a new card, activated
    await client.redeem(CODE, Locations.RECEPTION)
    with pytest.raises(Rejected) as caught:
        await client.redeem(CODE, Locations.RECEPTION, Decimal("1.00"))
    refusal = caught.value
    assert refusal.reason == "not_redeemable"
    assert CODE not in shown(refusal).upper()
    assert refusal.messages == (f"code {mask_code(CODE)} is Redeemed",)
    # The one question only the whole code answers: the refusal is about the code asked for.
    assert refusal.named_codes == {CODE}


async def test_ordinary_words_of_a_refusal_are_left_alone(client: VoucherClient) -> None:
    with pytest.raises(Rejected) as caught:
        await client.redeem(DemoCodes.FULL_ONLY, Locations.RECEPTION, Decimal("10.00"))
    [said] = caught.value.messages
    assert "••" not in said.replace(mask_code(DemoCodes.FULL_ONLY), ""), said


def test_a_letters_only_code_the_text_names_is_masked_and_ordinary_words_are_not() -> None:
    # The sandbox's refund refusal names each used voucher of the order ("voucher … has been used").
    assert mask_codes_said("voucher GIFTCARDWXYZ has been used") == "voucher ••••••WXYZ has been used"
    assert mask_codes_said('voucher code: "GIFTCARDWXYZ"') == 'voucher code: "••••••WXYZ"'
    assert named_codes("voucher GIFTCARDWXYZ has been used") == {"GIFTCARDWXYZ"}
    # The code in question, however the service wrote it.
    assert mask_codes_said("code giftcardabcd not found", CODE) == "code ••••••abcd not found"
    for ordinary in (
        "code is invalid",
        "Voucher Redeemed",
        "INVALID JSON syntax",
        "Card payments are not allowed",
        "the voucher's balance is too low",
        "insufficient_balance",
    ):
        assert mask_codes_said(ordinary, CODE) == ordinary
        assert named_codes(ordinary, asked=CODE) == frozenset()


@pytest.mark.logs(logs.FAILURE_INSIDE)
@pytest.mark.parametrize("form", sorted(FAILED_BODIES))
async def test_a_php_services_sql_state_is_logged_whole_and_only_the_code_is_masked(
    client: VoucherClient, sandbox: SandboxServer, tmp_path: Path, form: str
) -> None:
    """``SQLSTATE[HY000]`` names the kind of database error support looks up: it is no voucher code,
    and the log file keeps it; the code the request was about is still masked."""
    log_file = setup_logging(tmp_path / "logs")
    try:
        sandbox.forms.set(form, method="GET", path="/codes/", times=1)
        with pytest.raises(FailedUnder2xx):
            await client.lookup_code(DemoCodes.VALID_PARTIAL)
    finally:
        close_log_file()
    [line] = [line for line in log_file.read_text("utf-8").splitlines() if "failure inside" in line]
    assert "SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded" in line
    assert DemoCodes.VALID_PARTIAL not in line
    assert f"/codes/{mask_code(DemoCodes.VALID_PARTIAL)}/" in line


def test_an_sql_state_is_no_code_but_a_code_beside_it_is() -> None:
    for said in ("SQLSTATE[HY000]: General error", "SQLSTATE[42S02]: Base table not found", "SQLSTATE=HY000"):
        assert mask_codes_said(said) == said
    assert mask_codes_said("SQLSTATE[HY000]: code HIST0042 is locked") == (
        "SQLSTATE[HY000]: code ••••••0042 is locked"
    )
