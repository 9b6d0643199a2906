"""The service's resources as pydantic models with exact types.

JSON is parsed with ``parse_float=Decimal`` before it reaches these models, so every amount is a
``Decimal`` that never passed through a float. The service mixes types (a ``locationID`` is text in
one place and a number in another; ``redeemHistory`` carries numbers as text; an empty string means
"no date"), so the field types below accept each documented variant and nothing looser. Extra
fields are ignored: the service may add fields without breaking a till.
"""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer, model_validator
from pydantic.alias_generators import to_camel

TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"
_ID_SUFFIX = re.compile(r"Id(?=[A-Z]|$)")


def _service_alias(name: str) -> str:
    """snake_case to the service's camelCase, where ids end in ``ID``: ``location_id`` → ``locationID``."""
    return _ID_SUFFIX.sub("ID", to_camel(name))


def _to_decimal(value: Any) -> Decimal:
    if isinstance(value, bool):
        raise ValueError("a money amount, not true/false")
    if isinstance(value, Decimal | int):
        result = Decimal(value)
    elif isinstance(value, str):
        try:
            result = Decimal(value.strip())
        except InvalidOperation as exc:
            raise ValueError("a money amount") from exc
    else:
        raise ValueError("a money amount")
    if not result.is_finite():
        raise ValueError("a finite money amount")
    return result


def _to_int(value: Any) -> int:
    if isinstance(value, bool):
        raise ValueError("a whole number, not true/false")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    raise ValueError("a whole number")


def _to_timestamp(value: Any) -> datetime | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value
    if isinstance(value, str):
        try:
            return datetime.strptime(value.strip(), TIMESTAMP_FORMAT)
        except ValueError as exc:
            raise ValueError("a time as YYYY-MM-DD HH:MM:SS") from exc
    raise ValueError("a time as YYYY-MM-DD HH:MM:SS")


def _required_timestamp(value: Any) -> datetime:
    parsed = _to_timestamp(value)
    if parsed is None:
        raise ValueError("a time as YYYY-MM-DD HH:MM:SS")
    return parsed


Money = Annotated[Decimal, BeforeValidator(_to_decimal), PlainSerializer(str, return_type=str)]
IntLike = Annotated[int, BeforeValidator(_to_int)]
OptionalTime = Annotated[datetime | None, BeforeValidator(_to_timestamp)]
Time = Annotated[datetime, BeforeValidator(_required_timestamp)]


class ServiceModel(BaseModel):
    model_config = ConfigDict(
        alias_generator=_service_alias, populate_by_name=True, extra="ignore", frozen=True
    )


class Link(ServiceModel):
    self_: str = Field(alias="self")


class StartingBalance(ServiceModel):
    amount: Money
    exchange_rate: Money = Decimal(1)


class Balances(ServiceModel):
    starting: dict[str, StartingBalance] = Field(default_factory=dict)
    current: dict[str, Money]


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
    currency_code: str
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
    exchange_rate: Money = Decimal(1)
    amount: Money
    balance: Money


class EventRow(ServiceModel):
    code: str
    type: str = ""
    links: Link | None = None


class EventOrder(ServiceModel):
    order_id: IntLike
    links: Link | None = None


class BalanceEvent(ServiceModel):
    """One change of a voucher's balance; the till's activity feed and the proof of a movement."""

    event_id: IntLike
    domain_id: IntLike
    location_id: IntLike
    amount: Money
    currency_code: str
    type: str
    starting_balance: Money
    balance: Money
    currencies: dict[str, EventCurrency] = Field(default_factory=dict)
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
    domain_name: str
    date_created: Time
    email_address: str
    currency_code: str
    total: Money
    delivery: Money


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


class RedeemHistoryEntry(ServiceModel):
    """A past redemption of a row; the service sends its numbers as text."""

    event_id: IntLike
    user_id: IntLike | None = None
    domain_id: IntLike
    name: str = ""
    row_id: IntLike
    redeemed_value: Money
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
    currency_code: str
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
    currency_code: str
