"""The bill's own sentences, in the signed-in language: its heading, its outcome line, and what the
cashier is told about a typed amount, a scan refused or a line that cannot be taken off.

Kept apart from ``app.desk.bill.bill`` (which decides what happens) so that each sentence is one
``translate`` call a translator can reorder, and English stays exactly as the tests read it.
"""

from __future__ import annotations

from decimal import Decimal

from app.core.bill import BillLine, BillTag, left_to_pay
from app.core.codes import CodeError, normalise_code
from app.core.i18n import translate
from app.core.money import AmountError, format_money, parse_amount
from app.desk.bill.lines import LineState


def scan_ignored(raw: str) -> str:
    """A code scanned while the review is open or the bill is being sent: named, so the cashier
    knows which voucher to scan again."""
    try:
        code = normalise_code(raw)
    except CodeError:
        code = raw.strip()
    return translate(
        "Bill",
        "Scan ignored: {code} was not added — the bill is being reviewed or sent. Confirm with F12 "
        "or a tap, or go back.",
    ).format(code=code)


def typed_amount(line: BillLine, code: str, text: str, most: Decimal) -> tuple[Decimal | None, str]:
    """The amount the cashier typed for ``line`` (at most ``most``, what is left of the bill for
    it), or None and why not; ``code`` is the line's code as the bill shows it."""
    cur = line.voucher.currency_code
    balance = format_money(line.voucher.balance, cur)
    try:
        amount = parse_amount(text, currency=cur)
    except AmountError as exc:
        return None, translate("Bill", "{code}: {problem}").format(code=code, problem=exc.reason)
    if line.whole_only and amount != line.voucher.balance:
        return None, translate("Bill", "{code} must be used in full ({amount})").format(
            code=code, amount=balance
        )
    if amount > line.voucher.balance:
        return None, translate("Bill", "{code}: more than its balance ({amount})").format(
            code=code, amount=balance
        )
    if amount > most:
        return None, translate("Bill", "{code}: more than is left to pay on the bill").format(code=code)
    return amount, ""


def state_word(state: LineState) -> str:
    """Why a line cannot be taken off the bill."""
    if state is LineState.DONE:
        return translate("Bill", "the service recorded it")
    if state is LineState.UNSURE:
        return translate("Bill", "it is not confirmed yet")
    return translate("Bill", "it is being sent")


def summary(tag: BillTag, currency: str, on: Decimal, unsure: Decimal, not_taken: Decimal, left: str) -> str:
    """ "Bill £180.00 · ref Table 12 · on vouchers £160.00 · left to pay £20.00"; a line not
    confirmed, and one the service did not take, are named apart, as the outcome line counts them."""
    parts = [translate("Bill", "Bill {total}").format(total=format_money(tag.total, currency))]
    if tag.tip > 0:
        tip = format_money(tag.tip, currency)
        parts.append(translate("Bill", "including tip {amount}").format(amount=tip))
    if tag.reference:
        parts.append(translate("Bill", "ref {reference}").format(reference=tag.reference))
    parts.append(translate("Bill", "on vouchers {amount}").format(amount=format_money(on, currency)))
    if unsure > 0:
        parts.append(
            translate("Bill", "not confirmed {amount}").format(amount=format_money(unsure, currency))
        )
    if not_taken > 0:
        parts.append(translate("Bill", "not taken {amount}").format(amount=format_money(not_taken, currency)))
    parts.append(translate("Bill", "left to pay {amount}").format(amount=left))
    return " · ".join(parts)


def outcome(done: int, paid: Decimal, unsure: int, open_: int, total: Decimal, currency: str) -> str:
    """ "Bill: 2 vouchers redeemed: £95.00; 1 voucher not taken — retry, replace or take it on the
    POS; £85.00 left to pay on the POS." """
    parts = [
        translate("Bill", "%n voucher(s) redeemed: {amount}", None, done).format(
            amount=format_money(paid, currency)
        )
    ]
    if unsure:
        parts.append(translate("Bill", "%n voucher(s) not confirmed — a manager must check", None, unsure))
    if open_:
        parts.append(
            translate("Bill", "%n voucher(s) not taken — retry, replace or take it on the POS", None, open_)
        )
    if unsure:
        # The service may have taken the line not confirmed: no figure is final until it is decided.
        parts.append(translate("Bill", "the rest is paid on the POS once a manager has decided"))
    else:
        left = format_money(left_to_pay(total, paid), currency)
        parts.append(translate("Bill", "{amount} left to pay on the POS").format(amount=left))
    return translate("Bill", "Bill: {parts}.").format(parts="; ".join(parts))
