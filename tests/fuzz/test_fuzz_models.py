"""Whatever JSON the service sends, every response model gives a value or a ValidationError.

Three kinds of input per model: arbitrary JSON; objects with the model's own field names holding
arbitrary values (wrong types, nulls, huge numbers, long strings, unicode); and a documented example
with one value anywhere inside it replaced. Through the client, any answer body to any read gives a
value or ``InvalidResponse``, and to a money movement a value or ``OutcomeUnknown`` (it may have
happened), never another exception.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Coroutine, Iterator
from decimal import Decimal
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from app.api import models
from app.api.client import VoucherClient
from app.api.errors import InvalidResponse, OutcomeUnknown
from helpers import logs
from helpers.effort import examples
from helpers.shapes import EXAMPLE_OF, MODELS

MODEL_EXAMPLES = examples(150)
WIRE_EXAMPLES = examples(100)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**30, max_value=10**300),
    st.integers(min_value=-(10**300), max_value=-(10**30)),
    st.decimals(allow_nan=False, allow_infinity=False),
    st.decimals(),
    st.floats(),
    st.text(max_size=30),
    st.integers(min_value=1000, max_value=50_000).map(lambda n: "é\U0001f4b7x7" * (n // 4)),
    st.sampled_from(["", "1", "-1", "0x10", "1e400", "NaN", "١٢٣", "²", "2026-13-45 25:61:61", "12.50"]),
    st.sampled_from(["2026-01-01 00:00:00", "2026-02-30 00:00:00", "\u0000", "GBP", "\U0001f4b7"]),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)

# Random numbers are now and then a float a hair off a cent, which the till reads and logs.
pytestmark = [pytest.mark.anyio, pytest.mark.logs(logs.FLOAT_NOISE)]


def field_names(model: type[BaseModel]) -> list[str]:
    return sorted(info.alias or name for name, info in model.model_fields.items())


def own_fields(model: type[BaseModel]) -> st.SearchStrategy[dict[str, Any]]:
    return st.dictionaries(st.sampled_from(field_names(model)), json_values, max_size=12)


def paths(document: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(document, dict):
        for key, value in document.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from paths(value, (*prefix, index))


@st.composite
def one_value_replaced(draw: st.DrawFn, document: Any) -> Any:
    changed = copy.deepcopy(document)
    where = draw(st.sampled_from([p for p in paths(changed) if p]))
    parent = changed
    for step in where[:-1]:
        parent = parent[step]
    if draw(st.booleans()) and isinstance(parent, dict):
        del parent[where[-1]]
    else:
        parent[where[-1]] = draw(json_values)
    return changed


def validates_or_refuses(model: type[BaseModel], data: Any) -> None:
    try:
        value = model.model_validate(data)
    except ValidationError:
        return
    for name, amount in value:
        if isinstance(amount, Decimal):
            assert amount.is_finite(), name
    if isinstance(value, models.Voucher):
        assert value.balance.is_finite()
        assert isinstance(value.location_ids, frozenset)
    value.model_dump(mode="json")


@pytest.mark.parametrize("model", MODELS, ids=lambda m: m.__name__)
@settings(max_examples=MODEL_EXAMPLES, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_model_gives_a_value_or_a_validation_error(model: type[BaseModel], data: st.DataObject) -> None:
    document = data.draw(
        st.one_of(json_values, own_fields(model), one_value_replaced(EXAMPLE_OF[model])), label="answer"
    )
    validates_or_refuses(model, document)


def test_every_model_has_an_example_that_validates() -> None:
    assert set(EXAMPLE_OF) == set(MODELS)
    for model, document in EXAMPLE_OF.items():
        model.model_validate(document)


# -- through the client: bytes on the wire -----------------------------------------------------------


def encode(value: Any) -> bytes:
    return json.dumps(value, default=str, allow_nan=True).encode()


bodies = st.one_of(
    json_values.map(encode),
    st.sampled_from(list(EXAMPLE_OF.values())).flatmap(one_value_replaced).map(encode),
    st.binary(max_size=200),
    st.integers(min_value=1, max_value=5000).map(lambda depth: b"[" * depth + b"]" * depth),
    st.integers(min_value=1, max_value=5000).map(lambda depth: b'{"a":' * depth + b"1" + b"}" * depth),
    st.just(b"1" * 10_000),
)

Call = Callable[[VoucherClient], Coroutine[Any, Any, Any]]
READS: dict[str, Call] = {
    "lookup": lambda c: c.lookup_code("SPA50PART", 71),
    "events": lambda c: c.balance_events(location_id=71),
    "order": lambda c: c.order(91002),
    "rows": lambda c: c.order_rows(91002),
    "orders": lambda c: c.orders(),
    "categories": lambda c: c.categories(),
    "locations": lambda c: c.locations(),
    "properties": lambda c: c.properties(),
}
MOVEMENTS: dict[str, Call] = {
    "redeem": lambda c: c.redeem("SPA50PART", 71, Decimal("10.00")),
    "reverse": lambda c: c.reverse_event(880123),
    "refund": lambda c: c.refund_order(91002),
}


async def answer_with(call: Call, body: bytes) -> Any:
    transport = httpx.MockTransport(lambda _request: httpx.Response(200, content=body))
    async with VoucherClient("http://127.0.0.1:9", "fuzz-key", transport=transport) as client:
        return await call(client)


@pytest.mark.parametrize("name", sorted(READS))
@settings(max_examples=WIRE_EXAMPLES, suppress_health_check=[HealthCheck.too_slow])
@given(body=bodies)
@example(body=b"[" * 100_000)
async def test_any_answer_to_a_read_gives_a_value_or_invalid_response(name: str, body: bytes) -> None:
    try:
        await answer_with(READS[name], body)
    except InvalidResponse as exc:
        refused: InvalidResponse | None = exc
    else:
        refused = None
    if refused is not None:
        assert refused.message
        assert "Traceback" not in refused.message


@pytest.mark.parametrize("name", sorted(MOVEMENTS))
@settings(max_examples=WIRE_EXAMPLES, suppress_health_check=[HealthCheck.too_slow])
@given(body=bodies)
@example(body=b"[" * 100_000)
async def test_any_answer_to_a_movement_gives_a_value_or_outcome_unknown(name: str, body: bytes) -> None:
    try:
        await answer_with(MOVEMENTS[name], body)
    except OutcomeUnknown as exc:
        assert_says_it_may_have_happened(exc)


def assert_says_it_may_have_happened(unsure: OutcomeUnknown) -> None:
    assert "may or may not" in unsure.message or "accepted the request" in unsure.message
