"""The bill under the Irish rule pack: a whole-only voucher larger than the bill is taken for the
bill's amount with the remainder over €1 refunded to the guest, and no limit on vouchers per bill."""

from __future__ import annotations

from decimal import Decimal

from app.core.bill import MAX_LINES, BillTag, loss_warning, refusal, review_text
from app.core.bill_handoff import BillHandoff
from app.core.law.packs import PACKS, Jurisdiction
from helpers.bill_rules import line, voucher
from helpers.words import REFERENCE_LABEL

IE = PACKS[Jurisdiction.IRELAND]
EW = PACKS[Jurisdiction.ENGLAND_WALES]
D = Decimal


def test_a_whole_only_voucher_larger_than_the_bill_says_the_remainder_is_refunded() -> None:
    dinner = voucher("DINNER100", "100.00", part=False)
    assert loss_warning(dinner, D("80.00"), IE) == (
        "DINNER100 must be used in full: £100.00 for the £80.00 left — refund £20.00 remainder to the guest"
    )
    assert loss_warning(dinner, D("80.00"), EW).endswith("the guest loses £20.00")
    # One pound or less is not refunded: the guest is told they lose it, as anywhere else.
    assert loss_warning(voucher("TEA81", "81.00", part=False), D("80.00"), IE).endswith(
        "the guest loses £1.00"
    )


def test_the_review_says_the_refund_instead_of_the_loss() -> None:
    dinner = voucher("DINNER100", "100.00", part=False)
    lines = [line(dinner, 1)]
    assert review_text(lines, D("80.00"), "GBP", pack=IE) == (
        "Redeem 1 voucher: £100.00 — nothing left to pay (refund £20.00 remainder to the guest)"
    )
    assert review_text(lines, D("80.00"), "GBP", pack=EW).endswith("(the guest loses £20.00)")


def test_no_limit_on_vouchers_per_bill_under_the_irish_pack() -> None:
    lines = [line(voucher(f"V{i:03}", "5.00"), i) for i in range(MAX_LINES)]
    one_more = voucher("V999", "5.00")
    assert refusal(one_more, lines, "GBP", 71, D("50.00"), EW) == "A bill takes at most 10 vouchers"
    assert refusal(one_more, lines, "GBP", 71, D("50.00"), IE) == ""


def test_the_bills_tag_carries_the_refund_into_the_hand_off() -> None:
    tag = BillTag("b1", "Table 4", D("80.00"), "GBP", refund=D("20.00"))
    assert BillTag.from_json(tag.to_json()) == tag
    assert BillTag.from_json(BillTag("b2", "", D("5"), "GBP").to_json()) == BillTag("b2", "", D("5"), "GBP")
    handoff = BillHandoff(("m1",), (700300,), "Table 4", D(0), "GBP", refund=D("20.00"))
    assert handoff.instruction("£100.00") == (
        f"Key £100.00 as Gift voucher (1 voucher) {REFERENCE_LABEL}700300; nothing left to pay; "
        "refund £20.00 remainder to the guest"
    )
