"""The service's resources as pydantic models with exact types.

JSON is parsed with ``parse_float=Decimal`` before it reaches these models, so every amount is a
``Decimal`` that never passed through a float. The real service is an older PHP/MySQL application
whose answers vary in shape, so the models are strict about money and liberal about everything else:

- money is text or a number; float noise (``34.900000000000006``) is quantised to cents with a logged
  warning, and any other amount with more than two decimals is refused, never guessed;
- an event's amount may carry a sign: the type gives the direction, the model keeps the magnitude;
- ``""``, ``null`` and MySQL's zero dates (``0000-00-00 00:00:00``, ``0000-00-00``) all mean "no date";
- ids and numbers may come as text;
- every map and list field, in every model (:class:`ServiceModel` does it once for all), takes
  PHP's ``[]`` for an empty map, an object keyed by id for a list, and ``null`` for "none";
- ``null`` in any field that has a default means that default (a text is then ``""``), and so
  does ``""`` in an optional number; ``""`` in a flag, required or not, is false, as PHP prints
  ``false``;
- HTML entities in any text (``&amp;``, ``&#039;``, ``&quot;``, ``&eacute;``, ``&#x2019;``), as PHP's
  ``htmlspecialchars``/``htmlentities`` write a name, are decoded here, once: Find matches what a
  receptionist types and the till shows the name as the guest wrote it (``&amp;amp;`` is
  ``&amp;``, never ``&``).

Extra fields are ignored: the service may add fields without breaking a till.
"""

from __future__ import annotations

import html
import logging
import re
import types
from datetime import datetime
from decimal import Decimal, InvalidOperation
from enum import Enum
from functools import lru_cache
from typing import Annotated, Any, ClassVar, Union, get_args, get_origin

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainSerializer,
    ValidationInfo,
    model_validator,
)
from pydantic.alias_generators import to_camel

from app.api.stamps import read_time, required_time

log = logging.getLogger(__name__)

CENT = Decimal("0.01")
#: How far an amount may sit from whole cents and still be float noise (a binary double carries
#: 15-17 significant digits, so a real amount written through one is off by about 1e-15 of itself).
_NOISE = Decimal("1e-9")
_ID_SUFFIX = re.compile(r"Id(?=[A-Z]|$)")


def _service_alias(name: str) -> str:
    """snake_case to the service's camelCase, where ids end in ``ID``: ``location_id`` → ``locationID``."""
    return _ID_SUFFIX.sub("ID", to_camel(name))


def _to_decimal(value: Any) -> Decimal:
    if isinstance(value, bool):
        raise ValueError("a number, not true/false")
    if isinstance(value, Decimal | int):
        result = Decimal(value)
    elif isinstance(value, str):
        try:
            result = Decimal(value.strip())
        except InvalidOperation as exc:
            raise ValueError("a number") from exc
    else:
        raise ValueError("a number")
    if not result.is_finite():
        raise ValueError("a finite number")
    return result


def _to_money(value: Any, info: ValidationInfo) -> Decimal:
    """An amount in whole cents; float noise is rounded off (and logged), anything finer refused."""
    result = _to_decimal(value)
    exponent = result.as_tuple().exponent
    if isinstance(exponent, int) and exponent >= -2:
        return result
    try:
        cents = result.quantize(CENT)
    except InvalidOperation as exc:
        raise ValueError("a money amount the till can hold") from exc
    if abs(result - cents) > _NOISE * max(abs(cents), Decimal(1)):
        raise ValueError(f"a money amount in whole cents, not {result}")
    _warn_noise(info.field_name or "an amount", str(result), str(cents))
    return cents


@lru_cache(maxsize=1024)
def _warn_noise(field: str, sent: str, read: str) -> None:
    """Once per amount: a feed re-reads the same events every poll and would repeat it forever."""
    log.warning("Money with float noise in %s: %s read as %s", field, sent, read)


#: SQLite's largest integer: an id beyond it could not be kept in the journal, so it is refused here,
#: where it becomes an unreadable answer in plain words rather than a crash in the store.
_LARGEST_ID = 2**63 - 1
#: An event id is unsigned 64-bit on a service whose id column is ``BIGINT UNSIGNED``; the journal
#: keeps one in the top half by its 64 bits (``app.store.db.stored_event_id``).
_LARGEST_EVENT_ID = 2**64 - 1


def _to_event_id(value: Any) -> int:
    result = _to_int(value, largest=_LARGEST_EVENT_ID)
    if result < 0:
        raise ValueError("an event id, which is never negative")
    return result


def _to_int(value: Any, largest: int = _LARGEST_ID) -> int:
    # A plain int, as most ids come, needs no reading (true/false are not one).
    number: int = value if type(value) is int else _int_of(value)
    if abs(number) > largest:
        raise ValueError("a number the till can keep (this one is too large)")
    return number


def _int_of(value: Any) -> int:
    if isinstance(value, bool):
        raise ValueError("a whole number, not true/false")
    if isinstance(value, str):
        text = value.strip()
        if text.lstrip("-").isdigit():
            return int(text)
    elif isinstance(value, Decimal) and value.is_finite() and value == value.to_integral_value():
        return int(value)
    if not isinstance(value, int):
        raise ValueError("a whole number")
    return value


Money = Annotated[Decimal, BeforeValidator(_to_money), PlainSerializer(str, return_type=str)]
#: An amount whose sign the service may or may not send; the event type gives the direction.
Magnitude = Annotated[
    Decimal, BeforeValidator(_to_money), AfterValidator(abs), PlainSerializer(str, return_type=str)
]
#: An exchange rate: a plain finite number, not money, so more than two decimals are fine.
Rate = Annotated[Decimal, BeforeValidator(_to_decimal), PlainSerializer(str, return_type=str)]
IntLike = Annotated[int, BeforeValidator(_to_int)]
EventId = Annotated[int, BeforeValidator(_to_event_id)]
OptionalTime = Annotated[datetime | None, BeforeValidator(read_time)]
Time = Annotated[datetime, BeforeValidator(required_time)]


class _Shape(Enum):
    MAP = "map"
    LIST = "list"
    OBJECT = "object"


def _is_text(annotation: Any) -> bool:
    if get_origin(annotation) in (Union, types.UnionType):
        return str in get_args(annotation)
    return annotation is str


def _shape_of(annotation: Any) -> _Shape | None:
    """Whether a field holds a map, a list or a nested model (``X | None`` counts as X)."""
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) in (Union, types.UnionType):
        shapes = {_shape_of(arg) for arg in get_args(annotation) if arg is not type(None)}
        return shapes.pop() if len(shapes) == 1 else None
    origin = get_origin(annotation)
    if origin is dict:
        return _Shape.MAP
    if origin is list:
        return _Shape.LIST
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _Shape.OBJECT
    return None


def _php_list(value: Any) -> Any:
    """An object keyed by id (``{"5561": {...}}``) where a list is expected is that list."""
    if isinstance(value, dict) and all(isinstance(item, dict) for item in value.values()):
        return list(value.values())
    return value


class ServiceModel(BaseModel):
    """Every response model: the service's names, extra fields ignored, and PHP's shapes accepted.

    The shapes are read from each model's own field types, so a field added later is covered
    without anyone remembering to.
    """

    # Each model's validator is built on its first use, not at import: building them all (the
    # service's resources, the sale's catalogue) was a tenth of the till's start, before a window
    # that reads none of them. ``build_service_models`` builds them once the till page is painted.
    model_config = ConfigDict(
        alias_generator=_service_alias, populate_by_name=True, extra="ignore", frozen=True, defer_build=True
    )
    #: By field name and alias: (map, list or object shape, whether it has a default, whether text).
    _shapes: ClassVar[dict[str, tuple[_Shape | None, bool, bool]]] = {}
    #: The flags (true/false fields), by field name and alias.
    _flags: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        shapes: dict[str, tuple[_Shape | None, bool, bool]] = {}
        flags: set[str] = set()
        for name, info in cls.model_fields.items():
            entry = (_shape_of(info.annotation), not info.is_required(), _is_text(info.annotation))
            names = (name, info.alias) if info.alias else (name,)
            for each in names:
                shapes[each] = entry
                if info.annotation is bool:
                    flags.add(each)
        cls._shapes = shapes
        cls._flags = frozenset(flags)

    @model_validator(mode="before")
    @classmethod
    def _php_shapes(cls, data: Any) -> Any:
        if isinstance(data, list) and not data:
            return {}  # PHP writes an empty object as []
        if not isinstance(data, dict):
            return data
        fixed: dict[str, Any] | None = None  # copied only when something changes: most answers are clean
        for key, value in data.items():
            kind = type(value)
            if kind is str and value != "":
                if "&" in value and cls._shapes.get(key, (None, False, False))[2]:
                    fixed = dict(data) if fixed is None else fixed
                    fixed[key] = html.unescape(value)
                continue  # a text with no entity: nothing to reshape
            if kind not in (str, list, dict) and value is not None:
                continue  # a number or a flag: nothing to reshape
            if kind is str and key in cls._flags:
                # PHP prints false as "" (``echo false``): a flag written so is false, required or not.
                fixed = dict(data) if fixed is None else fixed
                fixed[key] = False
                continue
            shape, optional, text = cls._shapes.get(key, (None, False, False))
            empty_php_array = kind is list and not value
            nothing = (
                value is None or (value == "" and not text) or (shape is _Shape.OBJECT and empty_php_array)
            )
            if nothing and optional:
                fixed = dict(data) if fixed is None else fixed
                del fixed[key]  # null, "" for a number, or [] for an object: the field's default
            elif shape is _Shape.MAP and empty_php_array:
                fixed = dict(data) if fixed is None else fixed
                fixed[key] = {}
            elif shape is _Shape.LIST and kind is dict:
                fixed = dict(data) if fixed is None else fixed
                fixed[key] = _php_list(value)
        return data if fixed is None else fixed


def build_service_models() -> None:
    """Build every service model's validator now, ahead of its first answer.

    Safe on any thread: pydantic builds a model under its own lock, and a model first used
    meanwhile waits for that build, or is built at its use as it would be without this.
    """
    pending = [*ServiceModel.__subclasses__()]
    while pending:
        model = pending.pop()
        pending.extend(model.__subclasses__())
        model.model_rebuild()
