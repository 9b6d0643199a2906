"""The Sell window offers what the shop shows: a category not Live or Public, or outside its
``visibleFrom``/``visibleTo`` at the property's time, is no shelf, and a product on no shelf the
shop shows is not sold."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

import pytest

from app.api.catalogue import Product
from app.api.models import Category
from app.desk.sale.catalogue import on_show, shelves

NOW = datetime(2026, 12, 2, 10, 0, 0)


def category(category_id: int, name: str, **fields: object) -> Category:
    return Category.model_validate({"categoryID": category_id, "domainID": 101, "name": name, **fields})


def product(product_id: int, *categories: int) -> Product:
    return Product(
        product_id=product_id,
        domain_id=101,
        name=f"P{product_id}",
        price=Decimal("10.00"),
        currency_code="GBP",
        categories=list(categories),
    )


HOME = category(1, "Home", homePageCategory=True, status="Live")


@pytest.mark.parametrize(
    ("fields", "shown"),
    [
        ({"status": "Live", "visibility": "Public"}, True),
        ({"status": "live"}, True),
        ({}, True),  # a service that sends no status shows everything
        ({"status": "Draft"}, False),
        ({"status": "Archived"}, False),
        ({"visibility": "Hidden"}, False),
        ({"visibleFrom": "2026-12-02 10:00:00"}, True),  # from its first second
        ({"visibleFrom": "2026-12-02 10:00:01"}, False),
        ({"visibleTo": "2026-12-02 10:00:00"}, False),  # not at its end
        ({"visibleTo": "2026-12-02 10:00:01"}, True),
        ({"visibleFrom": "0000-00-00 00:00:00", "visibleTo": ""}, True),  # no bounds
        ({"visibleTo": "2026-12-01T23:00:00Z"}, False),
    ],
)
def test_a_category_is_on_show_when_live_public_and_within_its_dates(
    fields: dict[str, object], shown: bool
) -> None:
    assert on_show(category(2, "Spa", **fields), NOW) is shown


def test_a_hidden_shelf_is_not_offered_nor_a_product_only_on_hidden_shelves() -> None:
    spa = category(2, "Spa", status="Live", order=1)
    christmas = category(3, "Christmas", status="Live", visibleTo=str(NOW - timedelta(days=1)), order=2)
    draft = category(4, "Soon", status="Draft", order=3)
    both, seasonal, plain = product(10, 1, 2, 3), product(11, 1, 3, 4), product(12, 1)
    offered = shelves([both, seasonal, plain], [HOME, spa, christmas, draft], NOW)
    assert [(shelf.name, [p.product_id for p in shelf.products]) for shelf in offered] == [
        ("All", [10, 12]),
        ("Spa", [10]),
    ]


def test_a_hidden_home_page_leaves_only_what_other_shelves_show() -> None:
    home = category(1, "Home", homePageCategory=True, status="Draft")
    spa = category(2, "Spa", status="Live")
    offered = shelves([product(10, 1, 2), product(12, 1)], [home, spa], NOW)
    assert [(shelf.name, [p.product_id for p in shelf.products]) for shelf in offered] == [("Spa", [10])]
