"""The demo property: deterministic data that trainees try and tests hard-code.

Every date is relative to the sandbox clock at seed time, so ``Grace Period`` is always a grace period
and ``Expired`` always expired. Ids follow the order the data is listed in, which is chronological, as
on the real service. The constants below are the contract other suites code against.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from app.sandbox import db
from app.sandbox.clock import format_timestamp
from app.sandbox.seed_catalogue import (
    PROPERTIES,
    DeliveryMethods,
    Locations,
    Products,
    Properties,
    seed_catalogue,
)


class DemoCodes:
    VALID_PARTIAL = "SPA50PART"
    FULL_ONLY = "DINNER75"
    PART_USED = "TEA40PART"
    REDEEMED = "USED100"
    VOID = "VOID25"
    CHARGEBACK = "CHARGE30"
    NOT_YET_VALID = "FUTURE60"
    EXPIRED = "EXPIRED20"
    GRACE = "GRACE45"
    SPA_ONLY = "SPAONLY80"
    EUR_VALID = "EURO100"
    API_UNUSED_1 = "GIFTAPI1"
    API_UNUSED_2 = "GIFTAPI2"
    API_USED_1 = "APIUSED1"
    API_USED_2 = "APIUSED2"
    HISTORY_PREFIX = "HIST"


class DemoOrders:
    EXPIRED = 5001
    GRACE = 5002
    WEB_SHOP = 5073
    CHARGEBACK = 5074
    REDEEMED = 5075
    PART_USED = 5076
    REFUNDED = 5077
    """An API order already refunded: its voucher is ``VOID25``."""
    SPA_ONLY = 5078
    EUR = 5079
    NOT_YET_VALID = 5085
    API_USED = 5086
    API_UNUSED = 5087


HISTORY_CODES = 70
"""Codes ``HIST0001``… each sold at Reception and redeemed twice: 180+ events at location 71."""
CLIENT_CODE = "CLIENT0001"
"""The client code carried by ``GIFTAPI1``."""


@dataclass(frozen=True)
class _Voucher:
    code: str
    product: int
    pence: int
    client_code: str = ""
    valid_from: timedelta | None = None
    expiry: timedelta | None = None
    grace: timedelta | None = None


@dataclass(frozen=True)
class _Order:
    order_id: int
    domain: int
    when: timedelta
    vouchers: tuple[_Voucher, ...]
    customer: int
    method: int = DeliveryMethods.EMAIL
    via_api: bool = False
    refunded: bool = False


@dataclass(frozen=True)
class _Event:
    when: timedelta
    code: str
    kind: str
    pence: int | None
    location: int
    confirmed: bool = True
    tag: str = ""
    reverses: str = ""


@dataclass
class _Plan:
    orders: list[_Order] = field(default_factory=list)
    events: list[_Event] = field(default_factory=list)


def _ago(days: int, hours: int = 0) -> timedelta:
    return -timedelta(days=days, hours=hours)


_CUSTOMERS = (
    ("Alice Morgan", "alice.morgan@example.com", "12 Quay Street", "Bristol", "Avon", "BS1 4DJ", "GB"),
    ("Ben Carter", "ben.carter@example.com", "4 Mill Lane", "Bath", "Somerset", "BA1 1AA", "GB"),
    ("Chloé Martin", "chloe.martin@example.fr", "8 rue des Lilas", "Lyon", "Rhône", "69001", "FR"),
    ("Dev Patel", "dev.patel@example.com", "77 High Road", "Leeds", "West Yorkshire", "LS1 3EX", "GB"),
    ("Emma Wilson", "emma.wilson@example.com", "2 Harbour View", "Plymouth", "Devon", "PL1 2AB", "GB"),
    (
        "Farid Haddad",
        "farid.haddad@example.com",
        "30 Kings Road",
        "London",
        "Greater London",
        "SW3 4UD",
        "GB",
    ),
)


def _history(plan: _Plan) -> None:
    for index in range(1, HISTORY_CODES + 1):
        code = f"{DemoCodes.HISTORY_PREFIX}{index:04d}"
        pence = (20 + (index * 7 % 9) * 10) * 100
        sold = _ago(101 - index, -(9 + index % 8))
        plan.orders.append(
            _Order(
                5002 + index, Properties.HARBOUR, sold, (_Voucher(code, Products.HARBOUR_GIFT, pence),), index
            )
        )
        first = pence * 3 // 10
        second = pence - first if index % 3 == 0 else pence // 4
        for step, (amount, days) in enumerate(((first, index % 5 + 1), (second, index % 7 + 3))):
            location = Locations.SPA if (index + step) % 5 == 0 else Locations.RECEPTION
            plan.events.append(
                _Event(sold + timedelta(days=days, hours=step), code, "Redeemed", amount, location)
            )


def _plan() -> _Plan:
    plan = _Plan()
    gift, harbour, maison = Products.HARBOUR_GIFT, Properties.HARBOUR, Properties.MAISON
    plan.orders.append(
        _Order(
            DemoOrders.EXPIRED,
            harbour,
            _ago(430),
            (_Voucher(DemoCodes.EXPIRED, gift, 2000, expiry=_ago(40), grace=_ago(10)),),
            0,
        )
    )
    plan.orders.append(
        _Order(
            DemoOrders.GRACE,
            harbour,
            _ago(368),
            (_Voucher(DemoCodes.GRACE, gift, 4500, expiry=_ago(3), grace=_ago(-27)),),
            1,
        )
    )
    _history(plan)
    plan.orders += [
        _Order(
            DemoOrders.WEB_SHOP,
            harbour,
            _ago(30, 2),
            (
                _Voucher(DemoCodes.VALID_PARTIAL, Products.SPA_DAY, 5000),
                _Voucher(DemoCodes.FULL_ONLY, Products.DINNER, 7500),
            ),
            4,
            DeliveryMethods.POST_UK,
        ),
        _Order(DemoOrders.CHARGEBACK, harbour, _ago(29), (_Voucher(DemoCodes.CHARGEBACK, gift, 3000),), 5),
        _Order(DemoOrders.REDEEMED, harbour, _ago(26), (_Voucher(DemoCodes.REDEEMED, gift, 10000),), 3),
        _Order(
            DemoOrders.PART_USED,
            harbour,
            _ago(21),
            (_Voucher(DemoCodes.PART_USED, Products.AFTERNOON_TEA, 4000),),
            1,
        ),
        _Order(
            DemoOrders.REFUNDED,
            harbour,
            _ago(20),
            (_Voucher(DemoCodes.VOID, gift, 2500),),
            0,
            via_api=True,
            refunded=True,
        ),
        _Order(
            DemoOrders.SPA_ONLY,
            harbour,
            _ago(15),
            (_Voucher(DemoCodes.SPA_ONLY, Products.SPA_TREATMENTS, 8000),),
            4,
        ),
        _Order(
            DemoOrders.EUR, maison, _ago(14), (_Voucher(DemoCodes.EUR_VALID, Products.MAISON_GIFT, 10000),), 2
        ),
    ]
    for index in range(1, 6):
        code = f"EUHIST{index:02d}"
        sold = _ago(14 - index, -10)
        plan.orders.append(
            _Order(
                DemoOrders.EUR + index,
                maison,
                sold,
                (_Voucher(code, Products.MAISON_GIFT, 6000),),
                2,
                DeliveryMethods.POST_FR if index == 1 else DeliveryMethods.EMAIL,
            )
        )
        plan.events.append(
            _Event(sold + timedelta(hours=5), code, "Redeemed", 1000 * index, Locations.RESTAURANT)
        )
    plan.orders += [
        _Order(
            DemoOrders.NOT_YET_VALID,
            harbour,
            _ago(7),
            (
                _Voucher(
                    DemoCodes.NOT_YET_VALID,
                    gift,
                    6000,
                    valid_from=_ago(-30),
                    expiry=_ago(-395),
                    grace=_ago(-425),
                ),
            ),
            3,
        ),
        _Order(
            DemoOrders.API_USED,
            harbour,
            _ago(5),
            (_Voucher(DemoCodes.API_USED_1, gift, 4000), _Voucher(DemoCodes.API_USED_2, gift, 2500)),
            5,
            via_api=True,
        ),
        _Order(
            DemoOrders.API_UNUSED,
            harbour,
            _ago(2),
            (
                _Voucher(DemoCodes.API_UNUSED_1, gift, 3000, CLIENT_CODE),
                _Voucher(DemoCodes.API_UNUSED_2, gift, 2000),
            ),
            1,
            via_api=True,
        ),
    ]
    reception, spa = Locations.RECEPTION, Locations.SPA
    plan.events += [
        _Event(_ago(28), DemoCodes.CHARGEBACK, "Chargeback", None, reception, tag="CHARGEBACK"),
        _Event(_ago(24), DemoCodes.REDEEMED, "Redeemed", 6000, reception),
        _Event(_ago(18), DemoCodes.REDEEMED, "Redeemed", 4000, spa, tag="REDEEMED_FINAL"),
        _Event(_ago(22), "HIST0005", "Redeemed", 500, reception, tag="REVERSED_REDEMPTION"),
        _Event(
            _ago(22, -1),
            "HIST0005",
            "Unredeemed",
            500,
            reception,
            tag="REVERSAL",
            reverses="REVERSED_REDEMPTION",
        ),
        _Event(_ago(19), DemoCodes.VOID, "Refund", None, reception, tag="REFUND"),
        _Event(_ago(10), DemoCodes.PART_USED, "Redeemed", 1500, reception, tag="PART_USED_REDEMPTION"),
        _Event(_ago(3), DemoCodes.API_USED_1, "Redeemed", 1000, spa, tag="API_USED_REDEMPTION"),
        _Event(_ago(1), "HIST0002", "Redeemed", 500, reception, confirmed=False, tag="UNCONFIRMED"),
    ]
    return plan


_ORDER_ID_FIRST = 5001
_ROW_ID_FIRST = 9001
EVENT_ID_FIRST = 700001


def _timeline(plan: _Plan) -> list[tuple[timedelta, int, _Order | _Event]]:
    """Sales and later movements in the order they happened; an order sorts before its own activations."""
    items: list[tuple[timedelta, int, _Order | _Event]] = [(order.when, 0, order) for order in plan.orders]
    items += [(event.when, 1, event) for event in plan.events]
    return sorted(items, key=lambda item: (item[0], item[1]))


def _event_ids(plan: _Plan) -> dict[str, int]:
    """The id each tagged event gets, known without a database so the constants cannot drift."""
    ids: dict[str, int] = {}
    next_id = EVENT_ID_FIRST
    for _when, _rank, item in _timeline(plan):
        if isinstance(item, _Order):
            next_id += len(item.vouchers)
        else:
            if item.tag:
                ids[item.tag] = next_id
            next_id += 1
    return ids


_IDS = _event_ids(_plan())


class DemoEvents:
    PART_USED_REDEMPTION = _IDS["PART_USED_REDEMPTION"]
    """The 15.00 redemption of ``TEA40PART`` at Reception: confirmed, never reversed."""
    REDEEMED_FINAL = _IDS["REDEEMED_FINAL"]
    API_USED_REDEMPTION = _IDS["API_USED_REDEMPTION"]
    REVERSED_REDEMPTION = _IDS["REVERSED_REDEMPTION"]
    """A redemption of ``HIST0005`` already reversed (a second reverse is ``already_reversed``)."""
    REVERSAL = _IDS["REVERSAL"]
    """The ``Unredeemed`` event that reversed it (reversing it is ``not_reversible``)."""
    REFUND = _IDS["REFUND"]
    CHARGEBACK = _IDS["CHARGEBACK"]
    UNCONFIRMED = _IDS["UNCONFIRMED"]
    """A redemption of ``HIST0002`` not yet confirmed (reversing it is ``not_confirmed``)."""


def seed_demo(conn: sqlite3.Connection, now: datetime) -> None:
    seed_catalogue(conn, now)
    plan = _plan()
    vouchers: dict[str, sqlite3.Row] = {}
    event_ids: dict[str, int] = {}
    next_row = _ROW_ID_FIRST
    first_event = True
    for expected_order, order in enumerate(plan.orders, start=_ORDER_ID_FIRST):
        assert order.order_id == expected_order, f"demo order {order.order_id} listed out of place"
    for when, _rank, item in _timeline(plan):
        stamp = format_timestamp(now + when)
        if isinstance(item, _Order):
            for voucher in _sell(conn, item, now, next_row):
                vouchers[voucher["code"]] = voucher
                locations = db.loads_locations(voucher)
                movement = db.apply_event(
                    conn,
                    voucher,
                    db.NewEvent(
                        "Activation",
                        int(voucher["total_pence"]),
                        locations[0],
                        stamp,
                        event_id=EVENT_ID_FIRST if first_event else None,
                    ),
                )
                first_event = False
                next_row += 1
                assert movement.event_id
            continue
        voucher = conn.execute("SELECT * FROM vouchers WHERE code = ?", (item.code,)).fetchone()
        pence = item.pence if item.pence is not None else int(voucher["balance_pence"])
        movement = db.apply_event(
            conn,
            voucher,
            db.NewEvent(
                item.kind,
                pence,
                item.location,
                stamp,
                confirmed=item.confirmed,
                reverses=event_ids.get(item.reverses),
            ),
        )
        if item.tag:
            event_ids[item.tag] = movement.event_id
    assert event_ids == _IDS, "demo event ids drifted from DemoEvents"


def _sell(conn: sqlite3.Connection, order: _Order, now: datetime, first_row: int) -> list[sqlite3.Row]:
    domain_name, currency = PROPERTIES[order.domain]
    method = conn.execute(
        "SELECT * FROM delivery_methods WHERE domainID = ? AND methodID = ?", (order.domain, order.method)
    ).fetchone()
    name, email, line1, locality, county, postcode, country = _CUSTOMERS[order.customer % len(_CUSTOMERS)]
    address = {
        "line1": line1,
        "line2": "",
        "locality": locality,
        "county": county,
        "postcode": postcode,
        "country": country,
    }
    document = db.OrderFields(
        domain_name=domain_name,
        currency=currency,
        email=email,
        customer_name=name,
        billing=address,
        delivery={"name": name, **address} if method["requiresFulfillment"] else {},
        method=method,
        payment_method="Card" if not order.via_api else "API",
        marketing_opted_in=order.customer % 2 == 0,
        marketing_double_opted_in=order.customer % 4 == 0,
    ).document()
    created = now + order.when
    db.insert_order(
        conn,
        order_id=order.order_id,
        domain_id=order.domain,
        created=format_timestamp(created),
        total_pence=sum(voucher.pence for voucher in order.vouchers) + int(method["charge_pence"]),
        delivery_pence=int(method["charge_pence"]),
        via_api=order.via_api,
        document=document,
    )
    if order.refunded:
        conn.execute("UPDATE orders SET refunded = 1 WHERE orderID = ?", (order.order_id,))
    sold: list[sqlite3.Row] = []
    for offset, voucher in enumerate(order.vouchers):
        product = conn.execute("SELECT * FROM products WHERE productID = ?", (voucher.product,)).fetchone()
        valid_from = now + voucher.valid_from if voucher.valid_from is not None else created
        expiry = now + voucher.expiry if voucher.expiry is not None else created + timedelta(days=365)
        grace = now + voucher.grace if voucher.grace is not None else expiry + timedelta(days=30)
        sold.append(
            db.insert_voucher(
                conn,
                db.NewVoucher(
                    row_id=first_row + offset,
                    order_id=order.order_id,
                    product=product,
                    code=voucher.code,
                    total_pence=voucher.pence,
                    valid_from=format_timestamp(valid_from),
                    expiry=format_timestamp(expiry),
                    grace=format_timestamp(grace),
                    client_code=voucher.client_code,
                    currency=currency,
                ),
            )
        )
    return sold
