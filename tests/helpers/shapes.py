"""Every response model and a documented (or, where the docs show none, a plain valid) example of it;
and a balance event as the service's feed lists it, for the tests of paging and polling."""

from __future__ import annotations

import inspect
from decimal import Decimal
from typing import Any

from pydantic import BaseModel

from app.api import models
from app.api.service_model import ServiceModel
from helpers.docs import doc_payload

MODELS: list[type[ServiceModel]] = sorted(
    (
        cls
        for _, cls in inspect.getmembers(models, inspect.isclass)
        if issubclass(cls, ServiceModel) and cls is not ServiceModel
    ),
    key=lambda cls: cls.__name__,
)

_rows = doc_payload("rows.json")
#: A documented (or, where the docs show none, a plain valid) example of each model.
EXAMPLE_OF: dict[type[BaseModel], Any] = {
    models.Voucher: doc_payload("code_lookup.json"),
    models.BalanceEvent: doc_payload("balance_event.json"),
    models.Order: doc_payload("order.json")[0],
    models.OrderSummary: doc_payload("orders.json")[0],
    models.OrderListing: {**doc_payload("orders.json")[0], "customerName": "Zoë O'Brien"},
    models.OrderRow: _rows[0],
    models.RedeemHistoryEntry: _rows[0]["redeemHistory"][0],
    models.Category: doc_payload("categories.json")["data"][0],
    models.Location: {"locationID": 71, "domainID": 101, "name": "Hotel Reception"},
    models.Property: {"domainID": 101, "name": "Harbour Hotel & Spa", "currencyCode": "GBP"},
    models.Link: {"self": "/codes/SPA50PART/"},
    models.StartingBalance: {"amount": Decimal("50.00"), "exchangeRate": Decimal(1)},
    models.Balances: doc_payload("code_lookup.json")["balances"],
    models.RedeemableLocation: {"locationID": "71", "name": "Hotel Reception"},
    models.RedeemableDomain: {"locations": [{"locationID": "71", "name": "Hotel Reception"}]},
    models.EventCurrency: {"exchangeRate": 1, "amount": Decimal("10.10"), "balance": Decimal("39.90")},
    models.EventRow: {"code": "SPA50PART", "type": "Voucher", "links": {"self": "/codes/SPA50PART/"}},
    models.EventOrder: {"orderID": 91002, "links": {"self": "/orders/91002/"}},
}


def balance_event(event_id: int, created: str, *, amount: int = 1) -> dict[str, object]:
    """A redemption of ``amount`` at Reception (a £5 balance, £4 left) as the feed lists it, made at
    ``created`` ("2026-11-20 10:00", its seconds ":00" where not given)."""
    if len(created) == len("2026-11-20 10:00"):
        created += ":00"
    return {
        "eventID": event_id,
        "domainID": 101,
        "locationID": 71,
        "amount": amount,
        "currencyCode": "GBP",
        "type": "Redeemed",
        "startingBalance": 5,
        "balance": 4,
        "confirmed": True,
        "created": created,
    }
