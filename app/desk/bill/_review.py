"""The review's re-read: every voucher still to send is read again before Confirm is offered.

Another till may have used a voucher, topped it up, or voided it since it was scanned. A part-use
voucher keeps its amount up to its newest balance; a whole-only one is taken off and joins again as
it is now (in full, asking again when it is worth more than what is left); one that can no longer
be used stays on the bill refused, with why, and is not sent.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from typing import TYPE_CHECKING

from app.api.errors import ApiError
from app.api.models import Voucher
from app.core import bill as rules
from app.core.bill import BillLine
from app.core.errors import describe
from app.core.i18n import translate
from app.core.money import format_money
from app.core.rules import REDEEMABLE_STATUSES
from app.desk.bill.lines import LineState, LineStatus

if TYPE_CHECKING:
    from app.desk.bill.bill import BillViewModel

#: Statuses of a voucher another till used (up): "used elsewhere" says what happened to it.
_USED_UP = REDEEMABLE_STATUSES | {"Redeemed"}


async def reread(bill: BillViewModel) -> list[BillLine]:
    """Read each line still to send again; the lines the review offers to send, or [] when the
    cashier must first read what changed (a balance could not be read, a whole-only voucher asks)."""
    used: list[str] = []
    more: list[str] = []
    refused: list[str] = []
    rejoin: list[Voucher] = []
    for line in bill.to_send:
        try:
            fresh = await bill.client.lookup_code(line.code, bill.movements.location_id)
        except ApiError as exc:
            shown = describe(exc)
            bill.message.emit(
                translate("Bill", "The balance of {code} could not be read again: {problem}").format(
                    code=line.code, problem=shown.text if shown else ""
                ),
                "refused",
            )
            return []
        if fresh.balance == line.voucher.balance and fresh.status == line.voucher.status:
            continue
        why = rules.refusal(fresh, [], bill.currency, bill.movements.location_id, Decimal(1))
        if why and fresh.status not in _USED_UP:
            refused.append(why)  # voided, refunded, expired: not "used", and said as it is
        else:
            now = translate("Bill", "{code} now has {amount}").format(
                code=line.code, amount=format_money(fresh.balance, fresh.currency_code)
            )
            (used if fresh.balance < line.voucher.balance else more).append(now)
        if why:
            bill.replace_line(replace(line, voucher=fresh, amount=Decimal(0)))
            bill.set_status(line, LineStatus(LineState.REFUSED, why))
        elif line.whole_only:
            bill.drop_line(line)  # it joins again below, in full as it is now
            rejoin.append(fresh)
        else:
            bill.replace_line(replace(line, voucher=fresh, amount=min(line.amount, fresh.balance)))
    said = []
    if used:
        said.append(
            translate("Bill", "Used elsewhere since it was scanned: {changes}.").format(
                changes="; ".join(used)
            )
        )
    if more:
        said.append(
            translate("Bill", "Topped up since it was scanned: {changes}.").format(changes="; ".join(more))
        )
    said += [f"{why}." for why in refused]
    if said:
        bill.message.emit(" ".join(said), "refused")
    asked = [voucher for voucher in rejoin if not bill.rejoin(voucher)]
    if asked:
        return []
    return [line for line in bill.to_send if line.amount > 0 and line.voucher.balance > 0]
