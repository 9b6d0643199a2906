"""The service's resources as pydantic models with exact types.

Each is a ``ServiceModel`` (``app.api.service_model``): strict about money and liberal about the
shapes an older PHP/MySQL service writes; what that means field by field is said there. Here is
only what each resource holds.
"""

from __future__ import annotations

import logging
from decimal import Decimal
from typing import Annotated, Any

from pydantic import (
    BeforeValidator,
    Field,
    model_validator,
)

from app.api.currency import Currency, currency_keys
from app.api.service_model import (
    EventId,
    IntLike,
    Magnitude,
    Money,
    OptionalTime,
    Rate,
    ServiceModel,
    Time,
)

log = logging.getLogger(__name__)


class Link(ServiceModel):
    self_: str = Field(alias="self")


class StartingBalance(ServiceModel):
    amount: Money
    exchange_rate: Rate = Decimal(1)


class Balances(ServiceModel):
    starting: Annotated[dict[str, StartingBalance], BeforeValidator(currency_keys)] = Field(
        default_factory=dict
    )
    current: Annotated[dict[str, Money], BeforeValidator(currency_keys)]


class RedeemableLocation(ServiceModel):
    location_id: IntLike
    name: str = ""


class RedeemableDomain(ServiceModel):
    locations: list[RedeemableLocation] = Field(default_factory=list)


class Voucher(ServiceModel):
    """What ``GET /codes/{code}/`` says about a sold or activated code."""

    row_id: IntLike
    order_id: IntLike
    product_id: IntLike | None = None
    department_id: IntLike | None = None
    external_reference: str | None = None
    name: str
    redeem_code: str
    status: str
    currency_code: Currency
    partially_redeemable: bool
    valid_from_date: OptionalTime = None
    expiry_date: OptionalTime = None
    grace_expiry_date: OptionalTime = None
    terms_and_conditions: str = ""
    redeem_instructions: str = ""
    balances: Balances
    redeemable_domains: dict[IntLike, RedeemableDomain] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _has_own_currency_balance(self) -> Voucher:
        if self.currency_code not in self.balances.current:
            raise ValueError(f"balances.current has no {self.currency_code} amount")
        return self

    @property
    def balance(self) -> Decimal:
        return self.balances.current[self.currency_code]

    @property
    def starting_value(self) -> Decimal | None:
        start = self.balances.starting.get(self.currency_code)
        return start.amount if start is not None else None

    @property
    def location_ids(self) -> frozenset[int]:
        return frozenset(
            loc.location_id for domain in self.redeemable_domains.values() for loc in domain.locations
        )


class EventCurrency(ServiceModel):
    exchange_rate: Rate = Decimal(1)
    amount: Magnitude
    balance: Money


class EventRow(ServiceModel):
    code: str
    type: str = ""
    links: Link | None = None


class EventOrder(ServiceModel):
    order_id: IntLike
    links: Link | None = None


class BalanceEvent(ServiceModel):
    """One change of a voucher's balance; the till's activity feed and the proof of a movement.

    ``amount`` is the magnitude whatever sign the service sent (``type`` says which way it went), so
    display, reconciliation and reports compare like with like. ``location_id`` is None for a
    movement not made at a till (an online sale).
    """

    event_id: EventId
    domain_id: IntLike
    location_id: IntLike | None = None
    amount: Magnitude
    currency_code: Currency
    type: str
    starting_balance: Money
    balance: Money
    currencies: Annotated[dict[str, EventCurrency], BeforeValidator(currency_keys)] = Field(
        default_factory=dict
    )
    confirmed: bool
    created: Time
    row: EventRow | None = None
    order: EventOrder | None = None

    @property
    def code(self) -> str | None:
        return self.row.code if self.row is not None else None

    @property
    def order_id(self) -> int | None:
        return self.order.order_id if self.order is not None else None


class OrderSummary(ServiceModel):
    """An entry of the orders list: the spec promises these fields and no more."""

    order_id: IntLike
    domain_id: IntLike
    domain_name: str = ""
    date_created: OptionalTime = None
    email_address: str = ""
    currency_code: Currency
    total: Money
    delivery: Money
    #: The till's own reference for a sale (``VD-…``), the proof a lost answer is settled by.
    payment_reference_id: str = ""


class OrderListing(OrderSummary):
    """An entry of the orders list with what Find matches on, when the service sends it (the sandbox
    does; the spec promises only the summary, so an order without them is found by number or e-mail)."""

    customer_name: str = ""
    delivery_name: str = ""
    recipient_email_address: str = ""
    payment_reference_id: str = ""


class Order(OrderSummary):
    """One order as ``GET /orders/{id}/`` returns it."""

    payment_method: str = ""
    status: str = ""
    customer_name: str = ""
    billing_address_line1: str = ""
    billing_address_line2: str = ""
    billing_address_locality: str = ""
    billing_address_county: str = ""
    billing_address_postcode: str = ""
    billing_address_country: str = ""
    delivery_name: str = ""
    delivery_address_line1: str = ""
    delivery_address_line2: str = ""
    delivery_address_locality: str = ""
    delivery_address_county: str = ""
    delivery_address_postcode: str = ""
    delivery_address_country: str = ""
    delivery_method_id: IntLike | None = None
    delivery_method_name: str = ""
    delivery_method_requires_fulfillment: bool = False
    marketing_opted_in: bool = False
    marketing_double_opted_in: bool = False
    refunded: bool = False
    personal_tax_identifier: str | None = None
    recipient_email_address: str = ""


class RedeemHistoryEntry(ServiceModel):
    """A past redemption of a row; the service sends its numbers as text."""

    event_id: EventId
    user_id: IntLike | None = None
    domain_id: IntLike
    name: str = ""
    row_id: IntLike
    redeemed_value: Magnitude
    location: str = ""
    status: str = ""
    last_changed: OptionalTime = None


class OrderRow(ServiceModel):
    row_id: IntLike
    order_id: IntLike
    product_id: IntLike | None = None
    name: str
    type: str = "Voucher"
    redeem_code: str = ""
    client_code: str = ""
    valid_from_date: OptionalTime = None
    redeemed_date: OptionalTime = None
    expiry_date: OptionalTime = None
    grace_expiry_date: OptionalTime = None
    status: str
    total: Money
    currency_code: Currency
    partially_redeemable: bool = False
    redeem_history: list[RedeemHistoryEntry] = Field(default_factory=list)


class Category(ServiceModel):
    category_id: IntLike
    domain_id: IntLike
    name: str
    permalink: str = ""
    status: str = ""
    visibility: str = ""
    visible_from: OptionalTime = None
    visible_to: OptionalTime = None
    images: dict[str, Any] | list[Any] = Field(default_factory=dict)
    home_page_category: bool = False
    date_created: OptionalTime = None
    date_updated: OptionalTime = None
    user_id: IntLike | None = None
    product_type: str = ""
    seo_page_title: str = ""
    order: int = 0
    hide_category_navigation: bool = False
    introduction_title: str = ""
    introduction_description: str = ""
    seo_meta_description: str = ""
    home_header_text: str = ""


class Location(ServiceModel):
    location_id: IntLike
    domain_id: IntLike
    name: str


class Property(ServiceModel):
    domain_id: IntLike
    name: str
    currency_code: Currency
