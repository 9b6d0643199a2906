"""Several vouchers on one bill: which voucher pays how much, what is refused, and the bill's words.

A bill is what the guest owes (its total, in the property's currency) and an optional reference
(a room, table or folio number). Each voucher scanned joins it as one line; each line is later one
ordinary redemption through the one money path, journalled with the bill's ``BillTag`` so that the
hand-off, the slip and the shift report can group them. Everything here is pure: no Qt, no I/O.

The rules chosen where the issue is silent ([DECIDE], in one place):

- **Order of use**: a whole-only voucher counts in full and a line whose amount the cashier typed
  keeps it; what is left goes to the part-use vouchers, earliest expiry first (no expiry last), then
  in the order they were scanned; each takes up to its balance.
- **Whole-only vouchers first**: a whole-only voucher joining takes its share from the part-use
  vouchers whose amounts the till proposed (they give way, so the guest loses nothing that can be
  saved). Only when it is worth more than what the whole-only vouchers and typed amounts leave is it
  larger than what is left: that is said before it joins, and it joins only on the cashier's
  confirmation of that line (the guest loses the difference); when nothing is left it is refused.
- **Limits**: at most ``MAX_LINES`` vouchers on one bill, unless the law where the desk is forbids a
  limit (the Irish rule pack: ``app.core.law.packs``); a part-use voucher is refused when nothing
  is left to pay; a line whose proposal falls to nothing is kept on the bill but not sent.
- **A remainder refunded**: where the rule pack says so (Ireland), a whole-only voucher worth more
  than the bill is taken for the bill's amount: it is still redeemed whole (the service allows no
  less), and the remainder over the pack's threshold is refunded to the guest on the POS, said in
  the review and carried by the bill's tag into the hand-off. [DECIDE] the bill cannot tell from
  the code whether a voucher was paid for, so it takes each as paid.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal

from app.api.models import Voucher
from app.core.bill_tag import BillTag
from app.core.i18n import translate
from app.core.law.packs import DEFAULT_PACK, PACKS, RulePack, bill_limit, remainder_to_refund
from app.core.money import format_money
from app.core.movement import code_key
from app.core.rules import REDEEMABLE_STATUSES

__all__ = ["BillLine", "BillTag"]

#: The most vouchers one bill takes. [DECIDE] a dinner for a table, not a stack of gift cards.
MAX_LINES = 10
#: The longest reference a bill keeps (a room, table or folio number).
MAX_REFERENCE = 40

#: Digits with any separators between them, as a card number may be typed.
_CARD_RUN = re.compile(r"\d(?:[\W_]*\d)+")


@dataclass(frozen=True)
class BillLine:
    """One voucher on the bill: what the till read of it and the amount it will pay.

    ``typed`` is true once the cashier changed the amount by hand (it then keeps it); ``accepted_loss``
    once the cashier confirmed a whole-only voucher worth more than what was left.
    """

    voucher: Voucher
    amount: Decimal
    scanned: int
    typed: bool = False
    accepted_loss: bool = False

    @property
    def code(self) -> str:
        return self.voucher.redeem_code

    @property
    def whole_only(self) -> bool:
        return not self.voucher.partially_redeemable

    @property
    def balance_after(self) -> Decimal:
        return self.voucher.balance - self.amount


def luhn_ok(digits: str) -> bool:
    """The payment-card check digit (ISO/IEC 7812) holds for ``digits``."""
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 1:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


def reference_problem(text: str) -> str:
    """Why a bill's reference cannot be kept, or "": a payment card number is never written down."""
    cleaned = text.strip()
    if len(cleaned) > MAX_REFERENCE:
        return translate(
            "Bill", "A reference is at most {most} characters: a room, table or folio number"
        ).format(most=MAX_REFERENCE)
    # Digits as any script or width writes them, between any separators a person or a card
    # reader puts (``4111.1111.1111.1111``, ``4111/1111…``, full-width ``４１１１``): a card
    # number is never written down, however it was typed.
    folded = unicodedata.normalize("NFKC", cleaned)
    for run in _CARD_RUN.findall(folded):
        digits = "".join(ch for ch in run if ch.isdigit())
        if 13 <= len(digits) <= 19 and luhn_ok(digits):
            return translate(
                "Bill", "That looks like a payment card number: type a room, table or folio number instead"
            )
    return ""


def refusal(
    voucher: Voucher,
    lines: Sequence[BillLine],
    currency: str,
    location_id: int,
    left: Decimal,
    pack: RulePack | None = None,
) -> str:
    """Why ``voucher`` cannot join the bill, or "" when it can."""
    code = voucher.redeem_code
    if any(code_key(line.code) == code_key(code) for line in lines):
        return translate("Bill", "{code} is already on this bill").format(code=code)
    most = MAX_LINES if pack is None else bill_limit(pack)
    if most is not None and len(lines) >= most:
        return translate("Bill", "A bill takes at most {most} vouchers").format(most=most)
    if left <= 0:
        return translate("Bill", "Nothing is left to pay on this bill: {code} was not added").format(
            code=code
        )
    return _unusable_here(voucher, currency, location_id)


def _unusable_here(voucher: Voucher, currency: str, location_id: int) -> str:
    """Why ``voucher`` itself cannot pay a bill in ``currency`` here, or "" when it can."""
    code = voucher.redeem_code
    if voucher.currency_code.strip().upper() != currency.strip().upper():
        return translate("Bill", "{code} is in {currency}, not the bill's {bill_currency}").format(
            code=code, currency=voucher.currency_code, bill_currency=currency
        )
    if voucher.status not in REDEEMABLE_STATUSES:
        return translate("Bill", "{code} cannot be used: it is {status}").format(
            code=code, status=voucher.status
        )
    if voucher.location_ids and location_id not in voucher.location_ids:
        return translate("Bill", "{code} is not valid here").format(code=code)
    if voucher.balance <= 0:
        return translate("Bill", "{code} has nothing left on it").format(code=code)
    return ""


def refund_of(pack: RulePack | None, *, over: Decimal) -> Decimal:
    """What the guest is refunded of a bill paid ``over`` its total by whole-only vouchers."""
    law = pack if pack is not None else PACKS[DEFAULT_PACK]
    return remainder_to_refund(law, paid=True, whole_only=True, balance=over, left=Decimal(0))


def refund_text(amount: Decimal, currency: str) -> str:
    """ "refund €20.00 remainder to the guest": on the review, the warning and the hand-off."""
    return translate("Bill", "refund {amount} remainder to the guest").format(
        amount=format_money(amount, currency)
    )


def loss_warning(voucher: Voucher, left: Decimal, pack: RulePack | None = None) -> str:
    """What a whole-only voucher worth more than what is left costs the guest, or "" when nothing;
    under a pack that refunds the remainder, that it is refunded."""
    if voucher.partially_redeemable or voucher.balance <= left:
        return ""
    cur = voucher.currency_code
    if refund := refund_of(pack, over=voucher.balance - left):
        return translate(
            "Bill", "{code} must be used in full: {amount} for the {left} left — {refund}"
        ).format(
            code=voucher.redeem_code,
            amount=format_money(voucher.balance, cur),
            left=format_money(left, cur),
            refund=refund_text(refund, cur),
        )
    return translate(
        "Bill", "{code} must be used in full: {amount} for the {left} left — the guest loses {loss}"
    ).format(
        code=voucher.redeem_code,
        amount=format_money(voucher.balance, cur),
        left=format_money(left, cur),
        loss=format_money(voucher.balance - left, cur),
    )


def _expiry_key(line: BillLine) -> tuple[int, datetime, int]:
    expiry = line.voucher.expiry_date
    return (0, expiry, line.scanned) if expiry is not None else (1, datetime.min, line.scanned)


def propose(lines: Iterable[BillLine], total: Decimal) -> list[BillLine]:
    """Each line's amount under the bill's rules (module docstring), in the order they were scanned."""
    listed = list(lines)
    fixed = [line for line in listed if line.whole_only or line.typed]
    left = total - sum((line.amount for line in fixed), Decimal(0))
    proposed = {line.scanned: line for line in fixed}
    for line in sorted((line for line in listed if not (line.whole_only or line.typed)), key=_expiry_key):
        amount = max(Decimal(0), min(line.voucher.balance, left))
        left -= amount
        proposed[line.scanned] = replace(line, amount=amount)
    return [proposed[line.scanned] for line in listed]


def covered(lines: Iterable[BillLine]) -> Decimal:
    """What the vouchers on the bill pay together."""
    return sum((line.amount for line in lines), Decimal(0))


def left_to_pay(total: Decimal, paid: Decimal) -> Decimal:
    """What the guest still owes on the POS (never below nothing: a whole-only loss is the guest's)."""
    return max(Decimal(0), total - paid)


def vouchers_word(count: int) -> str:
    return translate("Bill", "%n voucher(s)", None, count)


def review_text(
    lines: Sequence[BillLine],
    total: Decimal,
    currency: str,
    paid: Decimal = Decimal(0),
    pack: RulePack | None = None,
) -> str:
    """ "Redeem 3 vouchers: £160.00 — £20.00 left to pay on the POS" (``paid``: lines already taken)."""
    sending = [line for line in lines if line.amount > 0]
    over = paid + covered(sending) - total
    left = left_to_pay(total, paid + covered(sending))
    if left > 0:
        rest = translate("Bill", "{amount} left to pay on the POS").format(
            amount=format_money(left, currency)
        )
    else:
        rest = translate("Bill", "nothing left to pay")
    if over > 0 and (refund := refund_of(pack, over=over)):
        rest += f" ({refund_text(refund, currency)})"
    elif over > 0:  # a whole-only voucher the cashier confirmed in full
        rest += translate("Bill", " (the guest loses {amount})").format(amount=format_money(over, currency))
    return translate("Bill", "Redeem %n voucher(s): {amount} — {rest}", None, len(sending)).format(
        amount=format_money(covered(sending), currency), rest=rest
    )
