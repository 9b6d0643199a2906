"""Every response model, from its documented example, in every shape an older PHP/MySQL service sends.

A strategy walks the example alongside the model's own field types and, field by field, may send a
zero date or ``""``/``null`` for no date, ``[]``/``{}``/``null`` for an empty map or list, a list keyed
by id, ids and amounts as text, a sign on an event amount, float noise on money, ``1``/``0`` for a
flag. Each variant must mean exactly what the clean example means. Money finer than a cent that is
not float noise must be refused with the field named (an ``InvalidResponse`` through the client),
never guessed; and no parse anywhere yields a float.
"""

from __future__ import annotations

import json
import types
from decimal import Decimal
from typing import Annotated, Any, Union, get_args, get_origin

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import AfterValidator, BaseModel, BeforeValidator, ValidationError
from pydantic.fields import FieldInfo

from app.api import models, service_model, stamps
from app.api.client import VoucherClient
from app.api.errors import InvalidResponse
from helpers import logs
from helpers.effort import examples
from helpers.shapes import EXAMPLE_OF, MODELS

pytestmark = [pytest.mark.anyio, pytest.mark.logs(logs.FLOAT_NOISE)]

EXAMPLES = examples(120)


def _unwrap(annotation: Any) -> tuple[Any, list[Any], bool]:
    """The bare type, the validators on it, and whether None is allowed."""
    validators: list[Any] = []
    optional = False
    while True:
        origin = get_origin(annotation)
        if origin is Annotated:
            annotation, *meta = get_args(annotation)
            validators.extend(meta)
        elif origin in (Union, types.UnionType):
            args = [a for a in get_args(annotation) if a is not type(None)]
            optional = optional or len(args) < len(get_args(annotation))
            if len(args) != 1:
                return annotation, validators, optional
            annotation = args[0]
        else:
            return annotation, validators, optional


def _kind(annotation: Any) -> tuple[str, Any, bool]:
    bare, validators, optional = _unwrap(annotation)
    funcs = {getattr(v, "func", None) for v in validators if isinstance(v, BeforeValidator | AfterValidator)}
    if service_model._to_money in funcs:
        return ("magnitude" if abs in funcs else "money"), None, optional
    if stamps.read_time in funcs or stamps.required_time in funcs:
        return "date", None, optional
    if service_model._to_int in funcs:
        return "int", None, optional
    if bare is bool:
        return "bool", None, optional
    if bare is str:
        return "text", None, optional
    origin = get_origin(bare)
    if origin is dict:
        return "map", get_args(bare)[1], optional
    if origin is list:
        return "list", get_args(bare)[0], optional
    if isinstance(bare, type) and issubclass(bare, BaseModel):
        return "object", bare, optional
    return "other", None, optional


def _field_type(info: FieldInfo) -> Any:
    """A field's type with its validators (pydantic keeps a top-level Annotated's in ``metadata``)."""
    return Annotated[(info.annotation, *info.metadata)] if info.metadata else info.annotation


def _noise(draw: st.DrawFn, amount: Decimal) -> Decimal:
    return amount + Decimal(draw(st.integers(-9, 9))) * Decimal("1e-15")


@st.composite
def legacy_value(draw: st.DrawFn, value: Any, annotation: Any, info: FieldInfo | None) -> Any:
    """One value as a legacy service may write it, meaning what ``value`` means."""
    kind, inner, _optional = _kind(annotation)
    has_default = info is not None and not info.is_required()
    if value is None:
        choices: list[Any] = [None]
        if kind == "date":
            choices += ["", "0000-00-00 00:00:00", "0000-00-00"]
        if kind == "object" and has_default:
            choices.append([])
        return draw(st.sampled_from(choices))
    if kind == "date" and value == "":
        return draw(st.sampled_from(["", None, "0000-00-00 00:00:00", "0000-00-00"]))
    if kind in ("money", "magnitude") and isinstance(value, Decimal | int | str):
        amount = Decimal(str(value))
        if kind == "magnitude" and draw(st.booleans()):
            amount = -amount
        if draw(st.booleans()):
            amount = _noise(draw, amount)
        return str(amount) if draw(st.booleans()) else amount
    if kind == "int" and isinstance(value, int | str):
        return draw(st.sampled_from([int(value), str(value)]))
    if kind == "bool" and isinstance(value, bool):
        return draw(st.sampled_from([value, int(value), str(int(value))]))
    if kind == "text" and value == "" and info is not None and info.default == "":
        return draw(st.sampled_from(["", None]))
    if kind == "object" and isinstance(value, dict):
        return draw(legacy_document(inner, value))
    if kind == "map" and isinstance(value, dict):
        if not value:
            return draw(st.sampled_from([{}, [], *([None] if has_default else [])]))
        return {k: draw(legacy_value(v, inner, None)) for k, v in value.items()}
    if kind == "list" and isinstance(value, list):
        items = [draw(legacy_value(item, inner, None)) for item in value]
        shapes: list[Any] = [items, {str(100 + i): item for i, item in enumerate(items)}]
        if not items:
            shapes += [{}, *([None] if has_default else [])]
        return draw(st.sampled_from(shapes))
    return value


@st.composite
def legacy_document(draw: st.DrawFn, model: type[BaseModel], clean: dict[str, Any]) -> dict[str, Any]:
    by_alias = {info.alias or name: info for name, info in model.model_fields.items()}
    if not clean and draw(st.booleans()):
        return []  # type: ignore[return-value]  # PHP's empty object
    return {
        key: draw(legacy_value(value, _field_type(by_alias[key]), by_alias[key]))
        if key in by_alias
        else value
        for key, value in clean.items()
    }


def no_floats(value: Any) -> None:
    assert not isinstance(value, float), value
    if isinstance(value, BaseModel):
        for _, item in value:
            no_floats(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            no_floats(key)
            no_floats(item)
    elif isinstance(value, list | tuple):
        for item in value:
            no_floats(item)


def _clean(model: type[BaseModel]) -> dict[str, Any]:
    clean: dict[str, Any] = json.loads(json.dumps(EXAMPLE_OF[model], default=str), parse_float=Decimal)
    return clean


@pytest.mark.parametrize("model", MODELS, ids=lambda m: m.__name__)
@settings(max_examples=EXAMPLES, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_legacy_shape_means_what_the_clean_one_means(
    model: type[BaseModel], data: st.DataObject
) -> None:
    clean = model.model_validate(_clean(model))
    variant = data.draw(legacy_document(model, _clean(model)), label="legacy answer")
    parsed = model.model_validate(variant)
    assert parsed == clean
    no_floats(parsed)


@st.composite
def money_finer_than_cents(draw: st.DrawFn, model: type[BaseModel]) -> tuple[dict[str, Any], str]:
    """The clean example with one top-level money field off by a tenth of a cent or more."""
    clean = _clean(model)
    money = [
        (info.alias or name)
        for name, info in model.model_fields.items()
        if _kind(_field_type(info))[0] in ("money", "magnitude") and (info.alias or name) in clean
    ]
    field = draw(st.sampled_from(money))
    off = Decimal(draw(st.integers(1, 9))) * Decimal("0.001") * draw(st.sampled_from([1, -1]))
    clean[field] = str(Decimal(str(clean[field])) + off)
    return clean, field


MONEY_MODELS = [
    m
    for m in MODELS
    if any(
        _kind(_field_type(i))[0] in ("money", "magnitude") and (i.alias or n) in _clean(m)
        for n, i in m.model_fields.items()
    )
]


@pytest.mark.parametrize("model", MONEY_MODELS, ids=lambda m: m.__name__)
@settings(max_examples=examples(40), suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_money_finer_than_a_cent_is_refused_naming_the_field(
    model: type[BaseModel], data: st.DataObject
) -> None:
    document, field = data.draw(money_finer_than_cents(model))
    with pytest.raises(ValidationError) as refused:
        model.model_validate(document)
    assert refused.value.errors()[0]["loc"][0] == field


# -- through the client: the lookup and an events page, as bytes on the wire ------------------------


def _wire(value: Any) -> Any:
    """Decimals as JSON numbers (not through float): written as their exact digits."""
    if isinstance(value, Decimal):
        return _Raw(str(value))
    if isinstance(value, dict):
        return {k: _wire(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_wire(v) for v in value]
    return value


class _Raw(float):
    """A JSON number written digit for digit (json calls float.__repr__ on float subclasses)."""

    def __new__(cls, text: str) -> _Raw:
        made = super().__new__(cls, float(text))
        made.text = text  # type: ignore[attr-defined]
        return made

    def __repr__(self) -> str:
        return self.text  # type: ignore[attr-defined,no-any-return]


ANSWER_MODELS: list[type[BaseModel]] = [models.Voucher, models.BalanceEvent]


def _legacy_answer(model: type[BaseModel]) -> st.SearchStrategy[tuple[type[BaseModel], dict[str, Any]]]:
    return legacy_document(model, _clean(model)).map(lambda variant: (model, variant))


async def read(body: bytes, lookup: bool) -> Any:
    transport = httpx.MockTransport(lambda _request: httpx.Response(200, content=body))
    async with VoucherClient("http://127.0.0.1:9", "fuzz-key", transport=transport) as client:
        if lookup:
            return await client.lookup_code("SPA50PART", 71)
        return await client.balance_events(location_id=71)


@settings(max_examples=EXAMPLES, suppress_health_check=[HealthCheck.too_slow])
@given(answer=st.sampled_from(ANSWER_MODELS).flatmap(_legacy_answer))
async def test_through_the_client_a_legacy_answer_reads_the_same(
    answer: tuple[type[BaseModel], dict[str, Any]],
) -> None:
    # Drawn before the test runs, not with ``st.data()`` inside it: a draw that runs out of data
    # inside an ``async def`` test would end the test's task with Hypothesis's own stop signal.
    model, variant = answer
    lookup = model is models.Voucher
    payload = variant if lookup else {"data": [variant]}
    body = json.dumps(_wire(payload)).encode()
    parsed = await read(body, lookup)
    clean = model.model_validate(_clean(model))
    assert (parsed if lookup else parsed[0]) == clean
    no_floats(parsed)


@settings(max_examples=examples(40), suppress_health_check=[HealthCheck.too_slow])
@given(finer=money_finer_than_cents(models.BalanceEvent))
async def test_through_the_client_money_finer_than_a_cent_is_an_invalid_response(
    finer: tuple[dict[str, Any], str],
) -> None:
    document, field = finer
    with pytest.raises(InvalidResponse) as refused:
        await read(json.dumps(_wire({"data": [document]})).encode(), lookup=False)
    assert refused.value.field == field
    assert field in refused.value.message
