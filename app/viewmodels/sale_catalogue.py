"""What the sale screen offers: the property's products by category, its delivery methods, the basket.

Categories come in their ``order``; the home-page category (on every product) is "All". Products
and basket lines are table models the screen shows as lists.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QObject

from app.api.catalogue import DeliveryMethod, Product
from app.api.models import Category
from app.core.i18n import translate
from app.core.money import format_money
from app.core.sale import SaleLine
from app.viewmodels.table import Column, RecordTableModel


@dataclass(frozen=True)
class Shelf:
    """One category as the screen lists it: its name and its products, in the service's order."""

    name: str
    products: tuple[Product, ...]


def shelves(products: Sequence[Product], categories: Sequence[Category]) -> list[Shelf]:
    """The categories in their ``order`` (the home page's first, as "All"); empty ones left out."""
    every = translate("Sale", "All")
    ordered = sorted(categories, key=lambda c: (not c.home_page_category, c.order, c.category_id))
    found: list[Shelf] = []
    for category in ordered:
        if category.home_page_category:
            inside = tuple(products)
        else:
            inside = tuple(p for p in products if category.category_id in p.categories)
        if inside:
            found.append(Shelf(every if category.home_page_category else category.name, inside))
    if not any(category.home_page_category for category in ordered) and products:
        found.insert(0, Shelf(every, tuple(products)))
    return found


def product_value(product: Product, currency: str) -> str:
    return translate("Sale", "Open value") if product.price is None else format_money(product.price, currency)


def product_facts(product: Product) -> str:
    """ "valid 365 days · can be used in part"."""
    days = product.validity_days
    valid = (
        translate("Sale", "valid %n day(s)", None, days) if days else translate("Sale", "validity not given")
    )
    part = (
        translate("Sale", "can be used in part")
        if product.partially_redeemable
        else translate("Sale", "used in one go")
    )
    return f"{valid} · {part}"


def products_model(currency: Callable[[], str], parent: QObject | None = None) -> RecordTableModel[Product]:
    return RecordTableModel(
        [
            Column(translate("Sale", "Product"), lambda p: p.name),
            Column(translate("Sale", "Value"), lambda p: product_value(p, currency()), align_right=True),
            Column(translate("Sale", "Validity"), product_facts),
        ],
        parent,
    )


def basket_model(currency: Callable[[], str], parent: QObject | None = None) -> RecordTableModel[SaleLine]:
    return RecordTableModel(
        [
            Column(translate("Sale", "Qty"), lambda line: str(line.quantity), align_right=True),
            Column(translate("Sale", "Product"), lambda line: line.label),
            Column(
                translate("Sale", "Each"), lambda line: format_money(line.value, currency()), align_right=True
            ),
            Column(translate("Sale", "Message"), lambda line: line.message),
        ],
        parent,
    )


def method_text(method: DeliveryMethod, currency: str) -> str:
    """ "E-mail (free)", "Royal Mail First Class (+£2.50)"."""
    charge = (
        translate("Sale", "free")
        if method.charge == Decimal(0)
        else f"+{format_money(method.charge, currency)}"
    )
    return f"{method.name} ({charge})"
