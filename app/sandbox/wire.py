"""What crosses the wire: JSON with exact money, and amounts as the service accepts them.

The standard ``json`` module can only write a Decimal through float, which the team's money rule
forbids, so responses are written by a small encoder of our own that emits Decimals as JSON numbers
digit for digit. Money is held as integer pence inside the sandbox and becomes a two-place Decimal
at the edge.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from decimal import Decimal, InvalidOperation
from json.encoder import encode_basestring_ascii
from typing import Any

from app.sandbox.errors import ApiError

CENT = Decimal("0.01")
MAX_AMOUNT = Decimal("1000000.00")
_AMOUNT_TEXT = re.compile(r"[0-9]{1,9}(\.[0-9]{1,2})?")

JsonWriter = Callable[[str], object]


class Pairs(list[tuple[str, object]]):
    """A JSON object written pair by pair, so a key may be written twice (as some PHP answers do)."""


def dumps(value: object) -> bytes:
    """Serialise plain JSON data in which money is Decimal (floats are refused: they would lose pence)."""
    parts: list[str] = []
    _write(value, parts.append)
    return "".join(parts).encode()


#: The JSON words for Python's constants (``True`` is an ``int``, so these come first).
_CONSTANTS: dict[object, str] = {None: "null", True: "true", False: "false"}


def _write(value: object, out: JsonWriter) -> None:
    if isinstance(value, str):
        out(encode_basestring_ascii(value))
    elif value is None or isinstance(value, bool):
        out(_CONSTANTS[value])
    elif isinstance(value, int):
        out(int.__repr__(value))
    elif isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"cannot write {value} as JSON")
        out(str(value))
    elif isinstance(value, dict | Pairs):
        _write_object(value.items() if isinstance(value, dict) else value, out)
    elif isinstance(value, list | tuple):
        out("[")
        for index, item in enumerate(value):
            if index:
                out(",")
            _write(item, out)
        out("]")
    else:
        raise TypeError(f"cannot write {type(value).__name__} as JSON")


def _write_object(items: Iterable[tuple[object, object]], out: JsonWriter) -> None:
    out("{")
    for index, (key, item) in enumerate(items):
        if index:
            out(",")
        out(encode_basestring_ascii(str(key)))
        out(":")
        _write(item, out)
    out("}")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def loads(body: bytes) -> Any:
    """Parse a request or response body, numbers with a fraction straight to Decimal."""
    return json.loads(body, parse_float=Decimal, parse_constant=_refuse_constant)


def money(pence: int) -> Decimal:
    return Decimal(pence).scaleb(-2)


def money_text(pence: int) -> str:
    return str(money(pence))


def parse_amount(raw: object) -> int:
    """An amount from a request body, in pence.

    Bodies send amounts as strings (``"12.50"``); a JSON number is accepted too, read as Decimal.
    Anything that is not a positive number with at most two decimals is refused.
    """
    value: Decimal
    if isinstance(raw, bool):
        raise _invalid_amount(raw)
    if isinstance(raw, int):
        value = Decimal(raw)
    elif isinstance(raw, Decimal):
        value = raw
    elif isinstance(raw, str) and _AMOUNT_TEXT.fullmatch(raw):
        value = Decimal(raw)
    else:
        raise _invalid_amount(raw)
    try:
        exact = value.is_finite() and value == value.quantize(CENT)
    except InvalidOperation:
        exact = False
    if not exact or value <= 0 or value > MAX_AMOUNT:
        raise _invalid_amount(raw)
    return int(value * 100)


def _invalid_amount(raw: object) -> ApiError:
    return ApiError(
        400,
        "invalid_amount",
        f"amount {raw!r} is not a positive amount with at most 2 decimals (send text such as '12.50')",
    )
