"""Legacy shapes: the sandbox's own answers as an older PHP/MySQL service writes them.

MySQL zero dates for "no date", ``[]`` for an empty object, lists keyed by id, ids and amounts as
text, signed debit amounts and float noise, HTML names (see the harness README). The till must read
all of them; the harness serves them so the tests marked ``both_shapes`` also run in this mode.
"""

from __future__ import annotations

import re
from decimal import Decimal
from html.entities import codepoint2name
from typing import Any, Protocol

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.sandbox.wire import Pairs, dumps, loads

#: Date fields whose "none" the legacy service writes as a MySQL zero date.
_DATE_KEYS = frozenset(
    {
        "validFromDate",
        "expiryDate",
        "graceExpiryDate",
        "redeemedDate",
        "lastChanged",
        "visibleFrom",
        "visibleTo",
        "dateUpdated",
        "dateCreated",
    }
)
#: Text the models require: never turned into null.
_REQUIRED_TEXT = frozenset({"name", "redeemCode", "status", "currencyCode", "type", "code", "self"})
#: Lists the legacy service writes as objects keyed by an id, by the list's key and the id's name.
_KEYED_LISTS = {"redeemHistory": "eventID", "locations": "locationID"}
_DEBIT_TYPES = frozenset({"Redeemed", "Refund", "Chargeback"})
_MONEY_KEYS = frozenset(
    {"amount", "balance", "startingBalance", "total", "delivery", "redeemedValue", "price", "charge"}
)
#: People's and products' names, which such a service writes as HTML, entities and all.
_HTML_TEXT = frozenset({"name", "customerName", "deliveryName", "domainName", "deliveryMethodName"})
#: What PHP's ``htmlspecialchars(..., ENT_QUOTES)`` writes for the five characters HTML reserves.
_RESERVED = {"&": "&amp;", '"': "&quot;", "'": "&#039;", "<": "&lt;", ">": "&gt;"}
_STAMP = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")
#: What a float adds to an amount that passed through one: 34.9 becomes 34.900000000000006.
_FLOAT_NOISE = Decimal("0.000000000000006")


def legacy_shapes(document: object) -> object:
    """The same answer, meaning for meaning, in the shapes an older PHP/MySQL service sends.

    Zero dates for "no date", ``[]`` for an empty object, lists keyed by id, ids and amounts as
    text, ``null`` for empty optional text, ``1``/``0`` for true/false, debit event amounts with a
    minus sign and an event's balance with float noise. Lists of rows, locations and properties come
    keyed by id too. Events' times are ISO (``T``, fractional seconds), a validity date at midnight
    is a date alone, currency codes are lowercase, ``confirmed`` is ``"true"`` or ``""`` (PHP
    prints false so), names are HTML (``O&#039;Brien``, ``Zo&euml;``, ``&#321;ukasz``), and a code's
    voucher or a movement's event comes in a list of one. On the wire (``legacy_body``)
    ``currencyCode`` is written twice in its object, the same both times. A till must read each
    exactly as it reads the clean answer.
    """
    if isinstance(document, list) and document and all(isinstance(item, dict) for item in document):
        first = document[0]
        if "rowID" in first and "redeemHistory" in first:
            return {str(item["rowID"]): _shape(item, None) for item in document}
    shaped = _shape(document, None)
    if isinstance(document, dict) and ("redeemCode" in document or "eventID" in document):
        return [shaped]  # a code's voucher or a movement's event, in a list of one
    return shaped


def _shape(value: object, key: str | None) -> object:
    """``value``, found under ``key``, as the legacy service writes it: by what kind of value it is."""
    if isinstance(value, dict):
        return _shape_object(value)
    if isinstance(value, list):
        return _shape_list(value, key)
    if isinstance(value, str):
        return _shape_text(value, key)
    if isinstance(value, bool):
        return _shape_flag(value, key)
    return _shape_figure(value, key)


def _shape_list(value: list[Any], key: str | None) -> object:
    """A list of objects with an id, keyed by that id (``[]`` when empty); any other list item by item."""
    id_key = _KEYED_LISTS.get(key or "") or (_listing_id(value) if key == "data" else None)
    if id_key is not None and all(isinstance(item, dict) and id_key in item for item in value):
        return {str(item[id_key]): _shape(item, None) for item in value} if value else []
    return [_shape(item, None) for item in value]


def _shape_text(value: str, key: str | None) -> object:
    """Text: an empty date is a zero date, times take their other forms, currency codes are lower
    case, names HTML, and other empty text that a model does not require is ``null``."""
    if key in _DATE_KEYS and not value:
        return _zero_date(key)
    if _STAMP.match(value):
        return _stamp(value, key)
    if key == "currencyCode":
        return value.lower()
    if key in _HTML_TEXT:
        return _html(value)
    if not value and key not in _REQUIRED_TEXT:
        return None
    return value


def _shape_flag(value: bool, key: str | None) -> object:
    """A flag: ``1``/``0``, but ``confirmed`` as PHP prints a boolean (``"true"``, or ``""`` for false)."""
    if key == "confirmed":
        return "true" if value else ""
    return 1 if value else 0


def _shape_figure(value: object, key: str | None) -> object:
    """``null``, a number or anything else: a missing date is a zero date, ids and amounts are text."""
    if value is None and key in _DATE_KEYS:
        return _zero_date(key)
    if isinstance(value, int) and key is not None and key.endswith("ID"):
        return str(value)
    if isinstance(value, Decimal) and key in _MONEY_KEYS:
        return str(value)
    return value


def _zero_date(key: str | None) -> str:
    """MySQL's zero date, for "no date": a date alone for a redemption's, a date and time elsewhere."""
    return "0000-00-00" if key == "redeemedDate" else "0000-00-00 00:00:00"


def _html(text: str) -> str:
    """A name as PHP's ``htmlentities`` writes it: ``O&#039;Brien``, ``Zo&euml;``, and a letter
    with no entity's name by its number (``&#321;ukasz``)."""
    out: list[str] = []
    for char in text:
        if char in _RESERVED:
            out.append(_RESERVED[char])
        elif ord(char) > 127:
            name = codepoint2name.get(ord(char))
            out.append(f"&{name};" if name else f"&#{ord(char)};")
        else:
            out.append(char)
    return "".join(out)


def _repeats(value: object) -> object:
    """Every object that has a ``currencyCode`` with that key written twice, the same both times,
    as a hand-built PHP answer does: harmless, and read."""
    if isinstance(value, list):
        return [_repeats(item) for item in value]
    if not isinstance(value, dict):
        return value
    pairs = Pairs((key, _repeats(item)) for key, item in value.items())
    if "currencyCode" in value:
        pairs.append(("currencyCode", value["currencyCode"]))
    return pairs


def _stamp(value: str, key: str | None) -> str:
    """A MySQL time in the other forms such a service writes: ISO with ``T`` and fractions for the
    events' times, a date alone for a validity date at midnight, as it is elsewhere."""
    if key in ("created", "lastChanged"):
        return value.replace(" ", "T") + ".000000"
    if key in ("validFromDate", "expiryDate", "graceExpiryDate") and value.endswith(" 00:00:00"):
        return value[:10]
    return value


def _shape_object(value: dict[str, Any]) -> object:
    if not value:
        return []
    shaped = {key: _shape(item, key) for key, item in value.items()}
    if "eventID" in value and value.get("type") in _DEBIT_TYPES and isinstance(value.get("amount"), Decimal):
        shaped["amount"] = -value["amount"]
        currencies = shaped.get("currencies")
        if isinstance(currencies, dict):
            for entry in currencies.values():
                if isinstance(entry, dict) and isinstance(entry.get("amount"), str):
                    entry["amount"] = f"-{entry['amount']}"
    if "eventID" in value and isinstance(value.get("balance"), Decimal):
        shaped["balance"] = value["balance"] + _FLOAT_NOISE
    return shaped


def _listing_id(items: list[Any]) -> str | None:
    """The id a ``data`` listing is keyed by: locations and properties are; events stay a list."""
    first = items[0] if items and isinstance(items[0], dict) else {}
    if "eventID" in first or "categoryID" in first:
        return None
    if "productID" in first:
        return "productID"
    return "locationID" if "locationID" in first else "domainID" if "domainID" in first else None


def legacy_body(body: bytes) -> bytes:
    """A JSON answer body in legacy shapes; a body that is not JSON is left as it is."""
    try:
        document = loads(body)
    except ValueError:
        return body
    return dumps(_repeats(legacy_shapes(document)))


class ShapesMode(Protocol):
    """What the middleware asks of the sandbox: whether legacy shapes are on now."""

    legacy_shapes: bool


class LegacyShapesMiddleware:
    """Serves every successful JSON answer in legacy shapes while ``mode.legacy_shapes`` is on.

    It sits outside the fault middleware, so field faults apply to the clean answer first and a
    dropped connection is passed on as it happened. Control paths (``/_sandbox/``) keep their shape.
    """

    def __init__(self, app: ASGIApp, mode: ShapesMode) -> None:
        self.app = app
        self.mode = mode

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if not self.mode.legacy_shapes or scope["type"] != "http" or scope["path"].startswith("/_sandbox/"):
            await self.app(scope, receive, send)
            return
        held: list[Message] = []

        async def hold(message: Message) -> None:
            held.append(message)

        await self.app(scope, receive, hold)
        start = next((m for m in held if m["type"] == "http.response.start"), None)
        bodies = [m for m in held if m["type"] == "http.response.body"]
        complete = bool(bodies) and not bodies[-1].get("more_body", False)
        if start is None or not complete or not 200 <= start["status"] < 300:
            for message in held:  # an error, or a connection dropped on purpose: as it was
                await send(message)
            return
        body = legacy_body(b"".join(m.get("body", b"") for m in bodies))
        headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
        headers.append((b"content-length", str(len(body)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": body})
