"""What the sale screen offers: the property's products by category, its delivery methods, the basket.

Categories come in their ``order``, only those the shop shows now (``on_show``: Live, Public,
within ``visibleFrom``/``visibleTo``); the home-page category (on every product) is "All". Products
and basket lines are table models the screen shows as lists.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import QObject

from app.api.catalogue import DeliveryMethod, Product
from app.api.models import Category
from app.core.i18n import translate
from app.core.money import format_money, signed_money
from app.core.sale import SaleLine
from app.desk.common.table import Column, RecordTableModel


@dataclass(frozen=True)
class Shelf:
    """One category as the screen lists it: its name and its products, in the service's order."""

    name: str
    products: tuple[Product, ...]


def on_show(category: Category, now: datetime) -> bool:
    """[DECIDE] Whether the shop shows ``category`` at ``now`` (the property's local time, as the
    service's stamps are): its ``status`` is Live and its ``visibility`` Public (either left out
    counts as shown: a service that does not send them shows everything), and ``now`` is from
    ``visibleFrom`` (included) up to ``visibleTo`` (not included); a bound left out, null or a
    zero date is no bound. Compared without case: ``live`` is Live."""
    if category.status.strip() and category.status.strip().casefold() != "live":
        return False
    if category.visibility.strip() and category.visibility.strip().casefold() != "public":
        return False
    if category.visible_from is not None and now < category.visible_from:
        return False
    return category.visible_to is None or now < category.visible_to


def shelves(products: Sequence[Product], categories: Sequence[Category], now: datetime) -> list[Shelf]:
    """The categories the shop shows now (``on_show``) in their ``order`` (the home page's first, as
    "All"); empty ones left out.

    The desk sells what the shop sells: a product whose every category but the home page's is off
    the shop's shelves is not offered, even under "All"; one that names no other category is (the
    home page is its shelf), unless the home page itself is off show.
    """
    every = translate("Sale", "All")
    shown = [category for category in categories if on_show(category, now)]
    hidden = {category.category_id for category in categories if not on_show(category, now)}
    home = {category.category_id for category in categories if category.home_page_category}
    offered = tuple(product for product in products if _offered(product, home, hidden))
    ordered = sorted(shown, key=lambda c: (not c.home_page_category, c.order, c.category_id))
    found: list[Shelf] = []
    for category in ordered:
        if category.home_page_category:
            inside = offered
        else:
            inside = tuple(p for p in offered if category.category_id in p.categories)
        if inside:
            found.append(Shelf(every if category.home_page_category else category.name, inside))
    if not any(category.home_page_category for category in categories) and offered:
        found.insert(0, Shelf(every, offered))
    return found


def _offered(product: Product, home: set[int], hidden: set[int]) -> bool:
    others = [category for category in product.categories if category not in home]
    if others:
        return any(category not in hidden for category in others)
    return not (home & hidden)


def product_value(product: Product, currency: str) -> str:
    return translate("Sale", "Open value") if product.price is None else format_money(product.price, currency)


def product_facts(product: Product) -> str:
    """ "valid 365 days", and "can be used in part" on a line of its own: the two read whole in a
    column half as wide as one line of them would need in a longer language."""
    days = product.validity_days
    valid = (
        translate("Sale", "valid %n day(s)", None, days) if days else translate("Sale", "validity not given")
    )
    part = (
        translate("Sale", "can be used in part")
        if product.partially_redeemable
        else translate("Sale", "used in one go")
    )
    return f"{valid}\n{part}"


def products_model(currency: Callable[[], str], parent: QObject | None = None) -> RecordTableModel[Product]:
    return RecordTableModel(
        [
            # A product's name may give way ("…"), whole in its tooltip: its value and validity never.
            Column(translate("Sale", "Product"), lambda p: p.name, tooltip=lambda p: p.name),
            Column(translate("Sale", "Value"), lambda p: product_value(p, currency()), align_right=True),
            Column(translate("Sale", "Validity"), product_facts),
        ],
        parent,
    )


def basket_model(currency: Callable[[], str], parent: QObject | None = None) -> RecordTableModel[SaleLine]:
    """The sale's lines, their figures first and the words after, which give way ("…", whole in
    their tooltips)."""
    return RecordTableModel(
        [
            Column(translate("Sale", "Qty"), lambda line: str(line.quantity), align_right=True),
            Column(
                translate("Sale", "Each"), lambda line: format_money(line.value, currency()), align_right=True
            ),
            Column(translate("Sale", "Product"), lambda line: line.label, tooltip=lambda line: line.label),
            Column(
                translate("Sale", "Message"), lambda line: line.message, tooltip=lambda line: line.message
            ),
        ],
        parent,
    )


def method_text(method: DeliveryMethod, currency: str) -> str:
    """ "E-mail (free)", "Royal Mail First Class (+£2.50)"."""
    charge = (
        translate("Sale", "free")
        if method.charge == Decimal(0)
        else signed_money("+", format_money(method.charge, currency))
    )
    return f"{method.name} ({charge})"
