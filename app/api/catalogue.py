"""What a till needs to sell a voucher: the property's products, its delivery methods, a sold order.

``GET /vouchers/`` (products) has no documented shape: docs/service-reference.md "Products" decides
one, and these models read it as tolerantly as the rest (``ServiceModel``: PHP's shapes, ids as text,
extra fields ignored). Delivery methods come with each property in ``GET /properties/``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from pydantic import Field

from app.api.currency import Currency
from app.api.models import Order, OrderRow
from app.api.product_options import ProductOption, read_options
from app.api.service_model import IntLike, Money, ServiceModel


class Product(ServiceModel):
    """A voucher product: a fixed ``price``, or None for an open value the buyer chooses."""

    product_id: IntLike
    domain_id: IntLike
    name: str
    price: Money | None = None
    currency_code: Currency | None = None
    partially_redeemable: bool = False
    validity_days: IntLike | None = None
    categories: list[IntLike] = Field(default_factory=list)
    terms_and_conditions: str = ""
    options: dict[str, Any] | list[Any] = Field(default_factory=dict)

    @property
    def open_value(self) -> bool:
        return self.price is None

    @property
    def choices(self) -> tuple[ProductOption, ...]:
        """The options the buyer chooses for this product (none for most)."""
        return read_options(self.options)


class DeliveryMethod(ServiceModel):
    """How a sold voucher reaches its holder, and what it adds to the order."""

    method_id: IntLike
    name: str
    requires_fulfillment: bool = False
    charge: Money = Decimal("0.00")


class PropertyDelivery(ServiceModel):
    """A property as ``GET /properties/`` lists it, read only for its delivery methods."""

    domain_id: IntLike
    delivery_methods: list[DeliveryMethod] = Field(default_factory=list)


class SoldOrder(Order):
    """The answer to ``POST /orders/``: the order, with its rows (the new codes) when it sends them."""

    rows: list[OrderRow] = Field(default_factory=list)
