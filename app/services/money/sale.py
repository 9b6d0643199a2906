"""A sale: a new order of vouchers (``POST /orders/``), proven by the till's own payment reference.

The request carries a ``paymentReferenceID`` made by this till for this sale (``app.core.sale``),
journalled as the movement's ``code`` before the one send. Its answer is the order: proven when it
carries that reference, at this property, in its currency, with the products, quantities, values
and total asked for (anything else is a mismatch for a manager); an answer with another reference
is not this request's (a replayed one) and is settled as a lost answer is.

A lost answer is settled from the service's own orders: those created since just before the intent
(on the service's clock, by the offset the till had measured), every page, and the one carrying this
reference is this sale. Since no other till or web shop can make this reference, the evidence is
never ambiguous and never "made elsewhere": none after the settle period is "not applied", and the
background re-check still looks for it over the horizon. A sale is never sent a second time.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Sequence, Set
from datetime import datetime, timedelta
from decimal import Decimal

from app.api.catalogue import SoldOrder
from app.api.client import VoucherClient
from app.api.errors import ApiError, InvalidResponse, OutcomeUnknown, RefusedUnder2xx
from app.api.models import BalanceEvent, OrderRow, OrderSummary
from app.api.query import is_last_page
from app.api.sent import OnSent
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.intent import Intent
from app.core.masking import mask_code
from app.core.money import format_money
from app.core.movement import Movement, MovementKind
from app.core.reconcile import Judgement, Verdict, intent_on_service_clock, search_since
from app.core.sale import Kept, SaleRequest, reference_kept
from app.services.money.kind import Checked, Kind, Mismatched, Proven, Records, Sending, Unproven
from app.services.money.sale_search import carrying

log = logging.getLogger("app.services.movements")

#: How much earlier than the intent (on the service's clock) the orders list is read from: a
#: service stamps an order when it starts it, and the measured offset may be a little out.
LOOK_BACK = timedelta(minutes=2)
#: Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.
MAX_PAGES = 40


class Sale(Kind):
    kind = MovementKind.SALE
    noun = "sale"
    nothing = QT_TRANSLATE_NOOP("Movement", "no voucher was sold — take no payment for it")
    made = QT_TRANSLATE_NOOP("Movement", "sold")
    refused = QT_TRANSLATE_NOOP("Movement", " — take no payment for it")
    done_elsewhere = False
    needs_anchor = False
    checks_start = False

    def what(self, movement: Movement, mask: Callable[[str], str] = mask_code) -> str:
        if movement.amount is None:
            return translate("Movement", "the sale (reference {reference})").format(reference=movement.code)
        return translate("Movement", "the sale of {amount} (reference {reference})").format(
            amount=format_money(movement.amount, movement.currency or ""), reference=movement.code
        )

    def found(self, count: int) -> str:
        if count == 1:
            return translate("Movement", "one order carrying its reference")
        return translate("Movement", "%n orders carrying its reference", None, count)

    async def check_answer(
        self, records: Records, movement: Movement, event: BalanceEvent | None, sending: Sending
    ) -> Checked:
        answer: dict[str, SoldOrder] = sending.extra["answer"]
        request: SaleRequest = sending.extra["request"]
        order = answer.get("order")
        if order is None:
            return Unproven("the service answered without an order")
        kept = reference_kept(movement.code or "", order.payment_reference_id)
        if kept is Kept.MAYBE:
            return Unproven(f"the order answered carries reference {order.payment_reference_id}, cut short")
        if kept is Kept.OTHER:
            return Unproven(f"the order answered carries reference {order.payment_reference_id or 'none'}")
        rows = list(order.rows)
        if not rows:
            try:
                rows = await records.client.order_rows(order.order_id)
            except ApiError as exc:
                log.warning(
                    "Sale %s: rows of order %s unreadable: %s", movement.id, order.order_id, exc.details
                )
                return Unproven(f"the vouchers of order #{order.order_id} could not be read")
            answer["order"] = order.model_copy(update={"rows": rows})
        problems = differences(order, rows, request)
        if problems:
            records.journal.sold_as(movement.id, order.order_id)
            return Mismatched(
                translate(
                    "Sale", "The service recorded order #{order} with {problems} — ask a manager."
                ).format(order=order.order_id, problems="; ".join(problems))
            )
        # The order is journalled with DONE, in the one write (a lost one is found by its reference).
        return Proven(None, order_id=order.order_id)

    async def evidence(
        self, records: Records, movement: Movement, events: Sequence[BalanceEvent], claimed: Set[int]
    ) -> Judgement[BalanceEvent]:
        found = await orders_carrying(records.client, movement.code or "", since=look_from(movement))
        if not found:
            return Judgement(Verdict.NONE)
        same = [order for order, kept in found if kept is Kept.SAME]
        if len(same) == 1:
            # One POST makes one order: the one that carries this reference is it, and an order
            # whose reference the service cut too short to tell is another sale's. Its figures are
            # still checked: an order recorded otherwise than asked is for a manager, as when answered.
            order = same[0]
            records.journal.sold_as(movement.id, order.order_id)
            otherwise = recorded_otherwise(order, movement)
            if otherwise:
                return Judgement(
                    Verdict.AMBIGUOUS,
                    why=f"order #{order.order_id} carries this till's reference but {otherwise}",
                )
            return Judgement(Verdict.FOUND)
        ids = ", ".join(f"#{order.order_id} ({order.payment_reference_id})" for order, _kept in found)
        if len(same) > 1:
            return Judgement(Verdict.AMBIGUOUS, why=f"orders {ids} all carry this till's reference")
        # An order whose reference the service cut too short to tell from another sale's may be
        # this one: never "not sold" (the guest would pay twice), a manager decides.
        return Judgement(
            Verdict.AMBIGUOUS, why=f"orders {ids} carry this till's reference cut short by the service"
        )


def differences(order: SoldOrder, rows: Sequence[OrderRow], request: SaleRequest) -> list[str]:
    """What the order the service recorded says otherwise than the sale asked, in till words."""
    money = request.currency
    problems: list[str] = []
    if order.domain_id != request.domain_id:
        problems.append(
            translate("Sale", "property {got}, not {asked}").format(
                got=order.domain_id, asked=request.domain_id
            )
        )
    if order.currency_code != request.currency:
        problems.append(
            translate("Sale", "currency {got}, not {asked}").format(
                got=order.currency_code, asked=request.currency
            )
        )
    if order.total != request.total:
        problems.append(
            translate("Sale", "a total of {got}, not {asked}").format(
                got=format_money(order.total, money), asked=format_money(request.total, money)
            )
        )
    counts: Counter[int] = Counter()
    values: dict[int, Decimal] = {}
    for row in rows:
        product = row.product_id or 0
        counts[product] += 1
        values[product] = values.get(product, Decimal("0.00")) + row.total
    for product, (count, value) in request.expected_items().items():
        if counts.get(product, 0) != count:
            problems.append(
                translate("Sale", "{got} vouchers of product {product}, not {asked}").format(
                    got=counts.get(product, 0), product=product, asked=count
                )
            )
        elif not request.complimentary and values.get(product) != value:
            problems.append(
                translate("Sale", "product {product} worth {amount}").format(
                    product=product, amount=format_money(values.get(product, Decimal(0)), money)
                )
            )
    extra = set(counts) - set(request.expected_items())
    if extra:
        problems.append(
            translate("Sale", "products not asked for ({products})").format(
                products=", ".join(str(p) for p in sorted(extra))
            )
        )
    return problems


def recorded_otherwise(order: OrderSummary, movement: Movement) -> str:
    """What an order found by a sale's reference says otherwise than the sale journalled (its total
    and currency; the vouchers in it are checked where they are read), or "" when nothing."""
    problems: list[str] = []
    if movement.currency and order.currency_code != movement.currency:
        problems.append(f"currency {order.currency_code}, not {movement.currency}")
    if movement.amount is not None and order.total != movement.amount:
        money = movement.currency or order.currency_code
        problems.append(
            f"a total of {format_money(order.total, money)}, not {format_money(movement.amount, money)}"
        )
    return "; ".join(problems)


def look_from(movement: Movement) -> datetime:
    """Where, on the service's clock, the search for a sale's order starts: just before the intent."""
    on_service = intent_on_service_clock(movement)
    start = on_service if on_service is not None else search_since(movement)
    return start - LOOK_BACK


async def orders_carrying(
    client: VoucherClient, reference: str, *, since: datetime
) -> list[tuple[OrderSummary, Kept]]:
    """Every order created since ``since`` that carries ``reference`` as the service keeps it,
    with how surely (``app.core.sale.reference_kept``), reading every page."""
    found: list[tuple[OrderSummary, Kept]] = []
    seen: set[int] = set()
    missed: ApiError | None = None
    for page in range(1, MAX_PAGES + 1):
        orders = await client.orders(created_since=since, page=page)
        fresh = [order for order in orders if order.order_id not in seen]
        seen.update(order.order_id for order in fresh)
        carried, unread = await carrying(client, fresh, reference)
        found.extend(carried)
        missed = missed or unread
        if not fresh or is_last_page(len(orders)):
            break
    else:
        if not found:
            # The list did not end within the bound: the sale may be on a page not read, never "not sold".
            raise InvalidResponse(
                f"The service's list of orders did not end within {MAX_PAGES} pages.", endpoint="GET /orders/"
            )
    if missed is not None and not found:
        raise missed  # an order that could not be read may be this sale's: never "none" on that
    return found


def sale(
    client: VoucherClient, request: SaleRequest, reference: str, on_sent: OnSent | None = None
) -> Sending:
    """Sell ``request``'s vouchers under the payment reference ``reference`` (made by ``new_reference``);
    ``on_sent`` once the request is on the wire."""
    answer: dict[str, SoldOrder] = {}
    body = request.body(reference)

    async def send() -> None:
        try:
            answer["order"] = await client.create_order(body, on_sent)
        except RefusedUnder2xx as exc:
            # A refusal under a 2xx may follow the commit (a mailer that threw): the reference settles it.
            raise OutcomeUnknown(exc.message, endpoint=exc.endpoint) from exc

    return Sending(
        MovementKind.SALE,
        Intent(code=reference, amount=request.total, currency=request.currency),
        (),
        send,
        None,
        extra={"answer": answer, "request": request},
    )


async def sold_rows(client: VoucherClient, movement: Movement) -> list[OrderRow]:
    """The vouchers of a sale settled from the service's orders (its answer was lost): read by its
    reference, for the codes to be shown once. Empty when no order carries it. The order settled
    on is journalled with the sale (``sold_as``): read by its id, not looked for again."""
    if movement.order_id is not None:
        return await client.order_rows(movement.order_id)
    found = await orders_carrying(client, movement.code or "", since=look_from(movement))
    same = [order for order, kept in found if kept is Kept.SAME]
    orders = same if same else [order for order, _kept in found]
    if len(orders) != 1:
        return []
    return await client.order_rows(orders[0].order_id)


def answered_rows(sending: Sending) -> list[OrderRow]:
    """The vouchers the proven answer carried (empty when the sale was settled another way)."""
    order = sending.extra["answer"].get("order")
    return list(order.rows) if order is not None else []
