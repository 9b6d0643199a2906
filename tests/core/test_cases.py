"""The dispute pack's and the case sheet's words: what the audit check of a voucher's lines says,
and a case sheet's text for the service's support."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from app.core.cases import (
    AuditFinding,
    Case,
    CaseReason,
    MovementLine,
    VoucherRecord,
    audit_words,
    case_text,
    pack_html,
)

WHEN = datetime(2026, 3, 1, 10, 30)


def record(audit: AuditFinding | None = None) -> VoucherRecord:
    return VoucherRecord(
        place="Harbour · Spa",
        till="Front",
        made=WHEN,
        manager="Alex",
        masked_code="••••••PART",
        name="Spa Day",
        status="Valid",
        balance="£40.00",
        expiry=None,
        order_id=5073,
        order_date=WHEN,
        delivery="E-mail, charged £0.00",
        value="£50.00",
        movements=(
            MovementLine(
                till_time=WHEN,
                service_time=WHEN,
                till="Front",
                staff="Sam",
                what="Redeemed",
                amount=Decimal("-10.00"),
                currency="GBP",
                before=Decimal(50),
                after=Decimal(40),
                reference="700245",
                state="done",
                ticked="Sam, 1 Mar 2026 10:31",
                manager="Alex",
            ),
        ),
        audit=audit,
    )


def test_a_removed_line_elsewhere_in_the_chain_is_said_though_the_vouchers_own_lines_check() -> None:
    found = AuditFinding(chain_lines=9, head="abc", lines=(2, 5), first=4, problem="removed")
    assert audit_words(found) == [
        "Audit lines of this voucher: #2, #5.",
        "Each of them checks: none was changed or put in.",
        "Warning: the chain does not check: line #4 was removed outside the till.",
    ]


def test_a_case_sheets_text_names_the_case_the_voucher_and_each_movement() -> None:
    case = Case(
        id=3,
        code="SPA50PART",
        order_id=5073,
        reason=CaseReason.TRANSFER,
        note="card damaged",
        opened=WHEN,
        manager="Alex",
        staff="Sam",
        till="Front",
    )
    text = case_text(case, record(AuditFinding(chain_lines=2, head="abc", lines=(1,))))
    assert text.splitlines()[0] == "Case #3: voucher ••••••PART"
    for expected in (
        "What is asked: Transfer the balance to another code",
        "What happened: card damaged",
        "Order value: £50.00",
        "Amount: −\u2060£10.00; Balance before: £50.00; Balance after: £40.00; POS reference: 700245",
        "Staff: Sam (Alex)",
        "Ticked on the POS by: Sam, 1 Mar 2026 10:31",
        "The whole chain checks: 2 lines, head abc.",
    ):
        assert expected in text, expected


def test_a_pack_page_escapes_what_it_quotes() -> None:
    page = pack_html(record())
    assert "Harbour · Spa" in page
    assert "<script" not in pack_html(VoucherRecord(**{**record().__dict__, "name": "<script>x</script>"}))
