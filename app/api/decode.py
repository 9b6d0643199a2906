"""From the service's bytes to typed models: JSON with every number a ``Decimal``, the shapes a PHP
service writes (lists keyed by id, ``{}`` or ``[]`` for none, envelopes or none), and every
failure as an ``InvalidResponse`` that names the endpoint and the field.

Qt-free and I/O-free: the client (``app.api.client``) sends and receives, this reads.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from app.api.errors import InvalidResponse
from app.api.models import BalanceEvent
from app.api.stamps import read_time

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

M = TypeVar("M", bound=BaseModel)


class _RepeatedKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def object_of_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are each given once, or repeated with the same value.

    ``json`` keeps the last of a repeated key, and a hand-written PHP answer can repeat one (a
    balance written before and after a change), or write it twice in two cases (``balance`` and
    ``Balance``): which of two balances is the voucher's is a guess, so an object that gives any
    field two different values is refused. The same value twice (``false`` is not ``0``) is
    harmless and read.
    """
    result = dict(pairs)
    if len(result) != len(pairs) or _case_repeated(tuple(result)):
        first: dict[str, Any] = {}
        for key, value in pairs:
            folded = key.casefold()
            if folded in first and not _same(first[folded], value):
                raise _RepeatedKey(key)
            first.setdefault(folded, value)
    return result


@lru_cache(maxsize=512)
def _case_repeated(keys: tuple[str, ...]) -> bool:
    """Whether two of ``keys`` differ only in case; asked once for each set of keys: the objects of
    a list (a long redeem history, a page of events) all have the same."""
    return len({key.casefold() for key in keys}) != len(keys)


def _same(one: Any, other: Any) -> bool:
    """Equal, with a flag never equal to a number (Python's ``False == 0``); ``10`` and ``10.00``
    are the same amount."""
    if isinstance(one, bool) or isinstance(other, bool):
        return one is other
    return bool(one == other)


def json_reader() -> Callable[[str, int], tuple[Any, int]]:
    """A reader of the one JSON value that starts at a place in a text: its value and where it ends,
    read as :func:`parse_json` reads an answer."""
    return json.JSONDecoder(parse_float=Decimal, object_pairs_hook=object_of_pairs).raw_decode


def parse_json(response: httpx.Response, endpoint: str, read: Callable[[str], Any] | None = None) -> Any:
    """The body as JSON, read in the charset the service declares (a PHP service may send latin-1);
    an object that gives a field two different values is refused (:func:`object_of_pairs`).

    ``read`` reads the text instead, as ``json`` would (``app.api.known_history`` reads a long
    history so, with :func:`json_reader`); what it raises is refused as any unreadable answer is.
    """
    try:
        charset = response.charset_encoding
        body: bytes | str = response.content
        if charset is not None and charset.lower().replace("_", "-") not in ("utf-8", "utf8"):
            body = response.content.decode(charset)
        if read is None:
            return json.loads(body, parse_float=Decimal, object_pairs_hook=object_of_pairs)
        if isinstance(body, bytes):
            # As ``json.loads`` reads bytes: UTF-8, -16 or -32, a byte-order mark dropped.
            body = body.decode(json.detect_encoding(body), "surrogatepass")
        elif body.startswith("\ufeff"):
            # As ``json.loads`` reads text: a byte-order mark left in it is refused.
            raise json.JSONDecodeError("Unexpected UTF-8 BOM", body, 0)
        return read(body)
    except _RepeatedKey as exc:
        raise InvalidResponse(
            f"The service's answer gives {exc.key} twice, with different values: "
            "the till cannot tell which is right.",
            endpoint=endpoint,
            field=exc.key,
        ) from exc
    # LookupError: a charset Python does not know; RecursionError: nested deeper than Python recurses.
    except (ValueError, UnicodeDecodeError, LookupError, RecursionError) as exc:
        raise InvalidResponse(
            "The service sent an answer that is not valid JSON.", endpoint=endpoint
        ) from exc


def validate(model: type[M], data: Any, endpoint: str) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "(whole answer)"
        raise InvalidResponse(
            f"The service's answer has a missing or wrong field: {field} ({first['msg']}).",
            endpoint=endpoint,
            field=field,
        ) from exc


def validate_list(model: type[M], items: Any, endpoint: str) -> list[M]:
    items = items_of(items)
    if not isinstance(items, list):
        raise InvalidResponse(
            "The service's answer is not a list.", endpoint=endpoint, field="(whole answer)"
        )
    return [validate(model, item, f"{endpoint}[{i}]") for i, item in enumerate(items)]


def items_of(value: Any) -> Any:
    """A list as PHP may write it: a list, an object keyed by id, ``{}``/``[]`` or null for none."""
    if value is None:
        return []
    if isinstance(value, dict) and all(isinstance(item, dict) for item in value.values()):
        return list(value.values())
    return value


def data_list(payload: Any, endpoint: str) -> list[Any]:
    """The items of a ``{"data": [...]}`` envelope; a bare list or keyed object is taken as the items.

    A body of ``null`` is no list at all (a PHP script that died before it wrote one), never "none".
    """
    if payload is None:
        raise InvalidResponse(
            "The service's answer is empty (null), not a list.", endpoint=endpoint, field="data"
        )
    items = items_of(payload["data"] if isinstance(payload, dict) and "data" in payload else payload)
    if not isinstance(items, list):
        raise InvalidResponse("The service's answer has no data list.", endpoint=endpoint, field="data")
    return items


class EventPage(list[BalanceEvent]):
    """One page of balance events, with what the service sent before unreadable events were left out.

    ``received`` (not ``len``) says whether this was the last page; ``skipped`` names the events
    left out, by their ``eventID`` as sent; ``held`` the ids left out because the caller already
    holds them (``known``), so paging can tell a page that repeats the last from one that is new.
    """

    def __init__(
        self,
        events: Iterable[BalanceEvent],
        received: int,
        skipped: Sequence[str] = (),
        held: Iterable[int] = (),
    ) -> None:
        super().__init__(events)
        self.received = received
        self.skipped = tuple(skipped)
        self.held = frozenset(held)


def known_id(item: Any, known: Container[int]) -> int | None:
    """The ``eventID`` of a raw event the caller already holds, None for any other (when ``known``
    maps ids to the stamps held, its ``created`` must match too: a service restored from a backup
    hands a held id to a new event, which must be read, not skipped)."""
    if not known or not isinstance(item, dict):
        return None
    try:
        event_id = int(str(item.get("eventID")).strip())
    except ValueError:
        return None
    if event_id not in known:
        return None
    if not isinstance(known, Mapping):
        return event_id
    try:
        return event_id if read_time(item.get("created")) == known[event_id] else None
    except ValueError:
        return None


def event_page(
    items: Any, endpoint: str, *, skip_unreadable: bool, known: Container[int] = frozenset()
) -> EventPage:
    items = items_of(items)
    if not isinstance(items, list):
        raise InvalidResponse("The service's answer is not a list.", endpoint=endpoint, field="data")
    events: list[BalanceEvent] = []
    skipped: list[str] = []
    held: list[int] = []
    for index, item in enumerate(items):
        held_id = known_id(item, known)
        if held_id is not None:
            held.append(held_id)
            continue
        try:
            events.append(validate(BalanceEvent, item, f"{endpoint}[{index}]"))
        except InvalidResponse as exc:
            if not skip_unreadable:
                raise
            event_id = str(item.get("eventID", "?")) if isinstance(item, dict) else "?"
            skipped.append(event_id)
            log.warning("Skipped unreadable balance event %s: %s", event_id, exc.message)
    return EventPage(events, len(items), skipped, held)


def single(payload: Any, endpoint: str) -> Any:
    """An object sent bare or, as the single-order read does, in a list of one."""
    if isinstance(payload, list):
        if len(payload) != 1:
            raise InvalidResponse("Expected exactly one object.", endpoint=endpoint, field="(whole answer)")
        return payload[0]
    return payload


def rows_of(payload: Any) -> Any:
    """Rows come as a list (the spec) or as an object keyed by rowID (public client code)."""
    if isinstance(payload, dict) and "data" not in payload:
        return list(payload.values())
    if isinstance(payload, dict):
        return payload["data"]
    return payload
