"""Every example payload of the service's documentation parses into the client's models."""

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest
from pydantic import BaseModel

from app.api.models import BalanceEvent, Category, Order, OrderRow, OrderSummary, Voucher
from helpers.docs import doc_payload


@pytest.mark.parametrize(
    ("name", "model", "unwrap"),
    [
        ("code_lookup.json", Voucher, lambda p: [p]),
        ("balance_event.json", BalanceEvent, lambda p: [p]),
        ("balance_events.json", BalanceEvent, lambda p: p["data"]),
        ("orders.json", OrderSummary, lambda p: p),
        ("order.json", Order, lambda p: p),
        ("rows.json", OrderRow, lambda p: p),
        ("rows_keyed.json", OrderRow, lambda p: list(p.values())),
        ("categories.json", Category, lambda p: p["data"]),
    ],
)
def test_documented_payload_parses(
    name: str, model: type[BaseModel], unwrap: Callable[[Any], list[Any]]
) -> None:
    items = unwrap(doc_payload(name))
    parsed = [model.model_validate(item) for item in items]
    assert parsed


def test_sum_of_parsed_amounts_is_exact() -> None:
    events = [BalanceEvent.model_validate(e) for e in doc_payload("balance_events.json")["data"]]
    assert sum((e.amount for e in events), Decimal(0)) == Decimal("0.3")
    assert events[0].starting_balance - events[0].amount == events[0].balance
