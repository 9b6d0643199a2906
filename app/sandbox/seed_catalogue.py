"""The demo service's catalogue: its API keys, properties, locations, products, categories and
delivery methods, as the training sandbox and the tests know them.

Apart from the demo vouchers and their history (``app.sandbox.seed``): what the service sells and
where, against what has been sold and used. The constants are the contract other suites code against.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta

from app.sandbox import db
from app.sandbox.clock import format_timestamp

DEMO_KEY = "demo-all-properties-key"
DEMO_KEY_HARBOUR_ONLY = "demo-harbour-only-key"


class Properties:
    HARBOUR = 101
    MAISON = 202


class Locations:
    RECEPTION = 71
    SPA = 72
    RESTAURANT = 81


PROPERTIES: dict[int, tuple[str, str]] = {
    Properties.HARBOUR: ("Harbour Hotel & Spa", "GBP"),
    Properties.MAISON: ("Maison Lumière", "EUR"),
}
LOCATIONS: dict[int, tuple[int, str]] = {
    Locations.RECEPTION: (Properties.HARBOUR, "Hotel Reception"),
    Locations.SPA: (Properties.HARBOUR, "Spa"),
    Locations.RESTAURANT: (Properties.MAISON, "Restaurant"),
}
API_KEYS: dict[str, tuple[int, ...]] = {
    DEMO_KEY: (Properties.HARBOUR, Properties.MAISON),
    DEMO_KEY_HARBOUR_ONLY: (Properties.HARBOUR,),
}


class Products:
    HARBOUR_GIFT = 1101
    SPA_DAY = 1102
    DINNER = 1103
    AFTERNOON_TEA = 1104
    SPA_TREATMENTS = 1105
    MAISON_GIFT = 2201
    MAISON_DINNER = 2202


#: The products that ask the buyer a choice (``options`` of ``GET /vouchers/``, keyed by optionKey):
#: an order of one must name a value for each (``items[].options``).
PRODUCT_OPTIONS: dict[int, dict[str, dict[str, object]]] = {
    Products.SPA_TREATMENTS: {
        "treatment": {"name": "Treatment", "values": ["Massage", "Facial", "Hot stones"]},
    },
}


class DeliveryMethods:
    EMAIL = 1
    POST_UK = 2
    POST_FR = 3
    PRINT_DESK = 4


class Categories:
    HARBOUR_HOME = 301
    #: Harbour's shelves the shop does not show: ended a month ago, a draft, begins in a month.
    HARBOUR_PAST = 304
    HARBOUR_DRAFT = 305
    HARBOUR_LATER = 306
    MAISON_HOME = 401


def seed_catalogue(conn: sqlite3.Connection, now: datetime) -> None:
    """What every state needs, even an empty one: properties, locations, keys, products, categories."""
    for domain_id, (name, currency) in PROPERTIES.items():
        conn.execute("INSERT INTO properties VALUES (?, ?, ?)", (domain_id, name, currency))
    for location_id, (domain_id, name) in LOCATIONS.items():
        conn.execute("INSERT INTO locations VALUES (?, ?, ?)", (location_id, domain_id, name))
    for key, domains in API_KEYS.items():
        conn.executemany("INSERT INTO api_keys VALUES (?, ?)", [(key, domain) for domain in domains])
    conn.executemany(
        "INSERT INTO delivery_methods VALUES (?, ?, ?, ?, ?)",
        [
            (Properties.HARBOUR, DeliveryMethods.EMAIL, "E-mail", 0, 0),
            (Properties.HARBOUR, DeliveryMethods.POST_UK, "Royal Mail First Class", 1, 250),
            (Properties.HARBOUR, DeliveryMethods.PRINT_DESK, "Printed at the desk", 0, 0),
            (Properties.MAISON, DeliveryMethods.EMAIL, "E-mail", 0, 0),
            (Properties.MAISON, DeliveryMethods.POST_FR, "La Poste", 1, 300),
        ],
    )
    harbour_cats = [Categories.HARBOUR_HOME, 302, 303]
    every_cat = [*harbour_cats, Categories.HARBOUR_PAST, Categories.HARBOUR_DRAFT, Categories.HARBOUR_LATER]
    maison_cats = [Categories.MAISON_HOME, 402]
    terms = "Valid for 12 months from purchase. Non-refundable once used. Not exchangeable for cash."
    products = [
        (
            Products.HARBOUR_GIFT,
            101,
            "Harbour Gift Voucher",
            11,
            None,
            1,
            [71, 72],
            every_cat,
        ),
        (Products.SPA_DAY, 101, "Spa Day for Two", 12, 5000, 1, [71, 72], [*harbour_cats[:2]]),
        (Products.DINNER, 101, "Dinner for Two", 13, 7500, 0, [71], [harbour_cats[0], 303]),
        (Products.AFTERNOON_TEA, 101, "Afternoon Tea", 13, 4000, 1, [71, 72], [harbour_cats[0], 303]),
        (Products.SPA_TREATMENTS, 101, "Spa Treatments Voucher", 12, 8000, 1, [72], [*harbour_cats[:2]]),
        (Products.MAISON_GIFT, 202, "Bon Cadeau Maison Lumière", 21, None, 1, [81], maison_cats),
        (Products.MAISON_DINNER, 202, "Dîner Gastronomique", 21, 12000, 0, [81], maison_cats),
    ]
    for product_id, domain_id, name, department, price, partial, locations, categories in products:
        instructions = "Present the code at " + " or ".join(LOCATIONS[loc][1] for loc in locations) + "."
        conn.execute(
            "INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, 365, 30, ?, ?, ?, ?)",
            (
                product_id,
                domain_id,
                name,
                department,
                price,
                partial,
                db.dump_json(locations),
                db.dump_json(categories),
                terms,
                instructions,
            ),
        )
    stamp = format_timestamp(now - timedelta(days=400))
    # (id, property, name, permalink, home page, order, status, visible from, visible to): the last
    # three are off the shop's shelves (past their end, a draft, not yet begun), so not sold at a desk.
    categories_rows = [
        (Categories.HARBOUR_HOME, 101, "Home", "home", True, 0, "Live", None, None),
        (302, 101, "Spa Days", "spa-days", False, 1, "Live", None, None),
        (303, 101, "Dining", "dining", False, 2, "Live", None, None),
        (Categories.HARBOUR_PAST, 101, "Christmas Gifts", "christmas", False, 3, "Live", None, -30),
        (Categories.HARBOUR_DRAFT, 101, "Coming Soon", "coming-soon", False, 4, "Draft", None, None),
        (Categories.HARBOUR_LATER, 101, "Summer Escapes", "summer", False, 5, "Live", 30, None),
        (Categories.MAISON_HOME, 202, "Accueil", "accueil", True, 0, "Live", None, None),
        (402, 202, "Restaurant", "restaurant", False, 1, "Live", None, None),
    ]
    for category_id, domain_id, name, permalink, home, order, status, start, end in categories_rows:
        document = {
            "categoryID": category_id,
            "domainID": domain_id,
            "name": name,
            "permalink": permalink,
            "status": status,
            "visibility": "Public",
            "visibleFrom": None if start is None else format_timestamp(now + timedelta(days=start)),
            "visibleTo": None if end is None else format_timestamp(now + timedelta(days=end)),
            "images": {},
            "homePageCategory": home,
            "dateCreated": stamp,
            "dateUpdated": stamp,
            "userID": 1,
            "productType": "Vouchers",
            "seoPageTitle": f"{name} | {PROPERTIES[domain_id][0]}",
            "order": order,
            "hideCategoryNavigation": False,
            "introductionTitle": name,
            "introductionDescription": f"Gift vouchers: {name.lower()}.",
            "seoMetaDescription": f"Buy {name.lower()} gift vouchers from {PROPERTIES[domain_id][0]}.",
            "homeHeaderText": "Give the gift of an experience" if home else "",
        }
        conn.execute(
            "INSERT INTO categories VALUES (?, ?, ?)", (category_id, domain_id, db.dump_json(document))
        )
