"""Answers in forms a real PHP/MySQL service and its proxies send, which the sandbox's own data
never takes, steered by tests: ``SandboxServer.forms.set(form, path=..., method=..., times=...)``
(``path`` a regex matched from the start of the path; ``times`` answers, then the rule retires).

Apart from the fault rules (``sandbox_harness.faults``) because each is a form of a served answer,
not a failure of the network or of the server; the till must read each one or refuse it in words:

``bad_gzip``
    Serve the request, then send its body marked ``Content-Encoding: gzip`` though it is not: the
    client's transport fails to decode it (a proxy that compresses wrongly).
``latin1``
    Serve the request, then send its JSON in ISO-8859-1, declared in ``Content-Type``.
``envelope_200``
    Refuse the request without applying it, with the error envelope under HTTP 200, as an old PHP
    service does (reason ``insufficient_balance``).
``envelope_200_after``
    Serve the request (a sale's order is made), then answer with the error envelope under HTTP 200,
    as an old PHP service does when its mailer throws after the commit (reason ``mail_failed``).
``list_without_reference``
    Serve the request, then leave ``paymentReferenceID`` out of every entry of the answer: an
    orders list as the API reference promises it (the field only on ``GET /orders/{id}/``). Set it
    with ``path="/orders/$", method="GET"``; ``python -m sandbox_harness --list-without-reference``
    does so for the whole run.
``huge_id``
    Serve the request, then give every ``eventID`` in the answer a value beyond an unsigned 64-bit
    integer (2^64).
``null_balance``
    Serve the request, then write every balance in the answer as ``null``.
``page_404``
    Answer any page but the first of a list with 404 ``not_found``, as a service does past its end.
``moved``
    Answer without serving it: 301 to the same path at ``MOVED_TO``, with a web server's HTML page,
    as a service whose site moved to another host (or to https) does.
``ignore_location``
    Serve the request as if it had no ``locationID`` filter, as a service that ignores it does:
    a list of one location's events comes back with every location's.
``ignore_page``
    Serve every page of a list as its first, as a service that ignores ``p`` does: past the end,
    the client gets the same page again.
``overlap_pages``
    Serve any page but the first with the last entry of the page before it in front, as a service
    whose pages shift when an order arrives mid-search does: the client reads that entry twice.
``drip``
    Serve the request, then send its body a byte at a time, ``AnswerForms.sleep(DRIP_S)`` between
    two bytes, until the client goes away: an answer that would take hours to arrive whole.
``repeated_money``
    Serve the request, then write every money field (and each balance of ``balances.current``)
    twice in its object, first a stale value ten more than the real one, then the real one, as a
    hand-written PHP answer can: a parser that keeps the last value reads it right by luck.
``failed_status``, ``failed_success``, ``failed_error``
    Serve the request (a POST is committed), then answer HTTP 200 with a failure inside, each in one
    form PHP frameworks and proxies write (``FAILED_BODIES``): ``{"status": "error", "data": []}``,
    ``{"success": false, "error": {...}, "data": null}``, ``{"error": "Lock wait timeout
    exceeded", "data": {}}``. Read as data, each is an empty list: a read must fail instead.
``markup_names``
    Serve the request, then write every name in the answer (``name``, ``firstname``, ``surname``,
    ``productName``) with HTML markup around it, ``<i>`` and ``<font>``, as a shop's back office that
    lets staff type markup into a product's name does: the till shows those characters as written.
``pages_from_0``
    Number pages from 0, as some PHP services do: ``p=0`` is the newest page, ``p=1`` the second.
``ignore_filters``
    Serve the request without its ``domainID`` and every ``resource.field[op]`` or ``created[op]``
    filter, as a service that ignores them does: the whole list, newest first.
``zone_stamps``
    Stamp every time of the answer (``created``, ``dateCreated``, ``lastChanged``) ``ZONE_SHIFT``
    later, and read the times of a request's filters as much earlier: a service whose stamps are in
    a zone ahead of the till's.
``zone_stamps_behind``
    The same, ``ZONE_SHIFT`` earlier: a service whose stamps are in a zone behind the till's, so
    even its newest event looks hours old.
``unknown_event_type``
    Give the newest event of every list of events the type ``UNKNOWN_EVENT_TYPE``, one the
    reference does not name (an account's own adjustment).
``high_ids``
    Serve the request with every ``eventID`` raised by ``HIGH_ID_OFFSET`` (2^63), so ids are in
    the top half of an unsigned 64-bit integer, as a service with an unsigned id column writes
    them; an id in a request's path or body is lowered by as much before the service reads it.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.sandbox import wire
from app.sandbox.errors import invalid_params
from sandbox_harness.fault_rule import take_first

FORMS = (
    "bad_gzip",
    "latin1",
    "envelope_200",
    "envelope_200_after",
    "list_without_reference",
    "huge_id",
    "null_balance",
    "page_404",
    "moved",
    "ignore_page",
    "ignore_location",
    "overlap_pages",
    "drip",
    "repeated_money",
    "high_ids",
    "failed_status",
    "failed_success",
    "failed_error",
    "markup_names",
    "pages_from_0",
    "ignore_filters",
    "zone_stamps",
    "zone_stamps_behind",
    "unknown_event_type",
)
#: Where ``moved`` says the service went.
MOVED_TO = "https://vouchers.example.com"
#: How far ``zone_stamps`` moves every stamp.
ZONE_SHIFT = timedelta(hours=3)
UNKNOWN_EVENT_TYPE = "Manual adjustment"
#: How far each zone form moves the service's stamps from the till's clock.
_ZONE_FORMS = {"zone_stamps": ZONE_SHIFT, "zone_stamps_behind": -ZONE_SHIFT}
_STAMPS = frozenset({"created", "dateCreated", "lastChanged"})
_NAMES = frozenset({"name", "firstname", "surname", "productName"})
#: Between two bytes of a dripping answer.
DRIP_S = 0.05
#: What ``high_ids`` adds to every event id: ids from 2^63 + 1, all below 2^64.
HIGH_ID_OFFSET = 2**63
_EVENT_PATH = re.compile(r"^(/balance_events/)(\d+)(/.*)$")
_MONEY = frozenset({"amount", "balance", "startingBalance", "total", "delivery", "redeemedValue", "price"})
#: One more than an unsigned 64-bit integer's largest.
HUGE_ID = 2**64
_MAIL_FAILED = {
    "result": {
        "type": "error",
        "reason": "mail_failed",
        "messages": ["Could not send the confirmation e-mail"],
    }
}
_LOCK = "SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; try restarting transaction"
#: The answer of each ``failed_*`` form: a failure written inside a success, with data that reads as none.
FAILED_BODIES: dict[str, dict[str, Any]] = {
    "failed_status": {"status": "error", "message": _LOCK, "data": []},
    "failed_success": {"success": False, "error": {"code": 1205, "message": _LOCK}, "data": None},
    "failed_error": {"error": _LOCK, "data": {}},
}
_NOT_FOUND = {"result": {"type": "error", "reason": "not_found", "messages": ["Page not found."]}}
_ENVELOPE = {
    "result": {
        "type": "error",
        "reason": "insufficient_balance",
        "messages": ["The voucher does not have enough balance."],
    }
}


@dataclass
class FormRule:
    form: str
    path: str | None = None
    method: str | None = None
    times: int | None = None
    _pattern: re.Pattern[str] | None = field(default=None, repr=False)

    def matches(self, method: str, path: str) -> bool:
        if self.method is not None and self.method != method:
            return False
        return self._pattern is None or self._pattern.match(path) is not None


class AnswerForms:
    """The live form rules; the first that matches a request shapes its answer."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rules: list[FormRule] = []
        #: How ``drip`` waits between two bytes (on the server's loop).
        self.sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    def set(
        self, form: str, *, path: str | None = None, method: str | None = None, times: int | None = None
    ) -> None:
        if form not in FORMS:
            raise invalid_params(f"unknown answer form {form!r}; known: {', '.join(FORMS)}")
        rule = FormRule(form, path, method.upper() if method else None, times)
        rule._pattern = re.compile(path) if path else None
        with self._lock:
            self._rules = [rule]

    def clear(self) -> None:
        with self._lock:
            self._rules = []

    def take(self, method: str, path: str) -> str | None:
        with self._lock:
            rule = take_first(self._rules, lambda rule: rule.matches(method, path))
        return rule.form if rule is not None else None


class FormsMiddleware:
    """Outside the legacy shapes, so a form applies to the answer as the till would get it."""

    def __init__(self, app: ASGIApp, forms: AnswerForms) -> None:
        self.app = app
        self.forms = forms

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        form = None
        if scope["type"] == "http" and not scope["path"].startswith("/_sandbox/"):
            form = self.forms.take(scope["method"], scope["path"])
        if form is None:
            await self.app(scope, receive, send)
            return
        query = parse_qsl(scope.get("query_string", b"").decode())
        if form == "moved":
            await _moved(send, scope["path"])
            return
        refusal = _refusal(form, query)
        if refusal is not None:
            await _answer(send, refusal[0], wire.dumps(refusal[1]), b"application/json")
            return
        requeried = _requeried(form, scope, query)
        if requeried is not None:
            scope = requeried
            if form not in _ZONE_FORMS:
                await self.app(scope, receive, send)
                return
        await self._served_in_form(form, scope, receive, send, query)

    async def _served_in_form(
        self, form: str, scope: Scope, receive: Receive, send: Send, query: list[tuple[str, str]]
    ) -> None:
        """The request served, then its answer sent in ``form``; an answer that broke off as it did."""
        try:
            if form == "overlap_pages":
                await self._overlapped(scope, receive, send, query)
                return
            if form == "high_ids":
                scope, receive = _lowered(scope, receive)
            status, body = await _served(self.app, scope, receive)
        except _Dropped as dropped:
            for message in dropped.held:
                await send(message)
            return
        if form == "drip":
            await _drip(send, receive, status, body, self.forms.sleep)
            return
        await self._reformed(send, form, status, body)

    async def _overlapped(
        self, scope: Scope, receive: Receive, send: Send, query: list[tuple[str, str]]
    ) -> None:
        page = next((int(value) for key, value in query if key == "p" and value.isdigit()), 1)
        status, body = await _served(self.app, scope, receive)
        if page <= 1 or status != 200:
            await _answer(send, status, body, b"application/json")
            return
        before = urlencode([(key, str(page - 1) if key == "p" else value) for key, value in query])
        _, earlier = await _served(self.app, {**scope, "query_string": before.encode()}, receive)
        document, previous = wire.loads(body), wire.loads(earlier)
        items, last = _items(document), _items(previous)
        if isinstance(items, list) and isinstance(last, list) and last:
            items.insert(0, last[-1])
        await _answer(send, status, wire.dumps(document), b"application/json")

    async def _reformed(self, send: Send, form: str, status: int, body: bytes) -> None:
        if form == "bad_gzip":
            await _answer(send, status, body, b"application/json", gzip=True)
        elif form == "envelope_200_after":
            await _answer(send, 200, wire.dumps(_MAIL_FAILED), b"application/json")
        elif form in FAILED_BODIES:
            await _answer(send, 200, wire.dumps(FAILED_BODIES[form]), b"application/json")
        elif form == "latin1":
            text = json.dumps(wire.loads(body), ensure_ascii=False, default=str)
            await _answer(send, status, text.encode("latin-1"), b"application/json; charset=iso-8859-1")
        elif form == "unknown_event_type":
            await _answer(send, status, wire.dumps(_unknown_newest(wire.loads(body))), b"application/json")
        else:
            document = _reform(wire.loads(body), form)
            await _answer(send, status, wire.dumps(document), b"application/json")


class _Dropped(Exception):
    """The service's answer never completed (a ``drop`` fault): passed on as it happened."""

    def __init__(self, held: list[Message]) -> None:
        super().__init__("dropped")
        self.held = held


async def _served(app: ASGIApp, scope: Scope, receive: Receive) -> tuple[int, bytes]:
    """The status and whole body the service answers ``scope`` with; ``_Dropped`` if it broke off."""
    held: list[Message] = []

    async def hold(message: Message) -> None:
        held.append(message)

    await app(scope, receive, hold)
    start = next((m for m in held if m["type"] == "http.response.start"), None)
    bodies = [m for m in held if m["type"] == "http.response.body"]
    if start is None or not bodies or bodies[-1].get("more_body", False):
        raise _Dropped(held)
    return int(start.get("status", 200)), b"".join(m.get("body", b"") for m in bodies)


def _items(document: Any) -> Any:
    return document.get("data") if isinstance(document, dict) else document


def _lowered(scope: Scope, receive: Receive) -> tuple[Scope, Receive]:
    """A request of ``high_ids`` as the service knows it: the event id of its path lowered."""
    match = _EVENT_PATH.match(scope["path"])
    if match is None:
        return scope, receive
    event_id = int(match.group(2)) - HIGH_ID_OFFSET
    path = f"{match.group(1)}{event_id}{match.group(3)}"
    return {**scope, "path": path, "raw_path": path.encode()}, receive


Sleep = Callable[[float], Awaitable[None]]


async def _drip(send: Send, receive: Receive, status: int, body: bytes, sleep: Sleep) -> None:
    gone = asyncio.Event()

    async def watch() -> None:
        while (await receive())["type"] != "http.disconnect":
            pass
        gone.set()

    watcher = asyncio.ensure_future(watch())
    try:
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        for index in range(len(body)):
            if gone.is_set():
                return
            last = index == len(body) - 1
            await send({"type": "http.response.body", "body": body[index : index + 1], "more_body": not last})
            await sleep(DRIP_S)
    finally:
        watcher.cancel()


def _refusal(form: str, query: list[tuple[str, str]]) -> tuple[int, dict[str, Any]] | None:
    """The status and body of a form that answers without serving the request, or None."""
    if form == "envelope_200":
        return 200, _ENVELOPE
    if form == "page_404" and any(key == "p" and value != "1" for key, value in query):
        return 404, _NOT_FOUND
    return None


def _requeried(form: str, scope: Scope, query: list[tuple[str, str]]) -> Scope | None:
    """The request as a form that changes only its query passes it on, or None for another form."""
    if form == "ignore_location":
        changed = [(key, value) for key, value in query if key != "locationID"]
    elif form == "ignore_page":
        changed = [(key, "1" if key == "p" else value) for key, value in query]
    elif form in _QUERY_FORMS:
        changed = _QUERY_FORMS[form](query)
    else:
        return None
    return {**scope, "query_string": urlencode(changed).encode()}


def _from_zero(query: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(key, str(int(value) + 1) if key == "p" and value.isdigit() else value) for key, value in query]


def _unfiltered(query: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(key, value) for key, value in query if key != "domainID" and "[" not in key]


def _shifted(text: str, by: timedelta) -> str:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return text
    moved = moment + by
    return moved.isoformat() if "T" in text else moved.strftime("%Y-%m-%d %H:%M:%S")


def _zone_query(shift: timedelta) -> Callable[[list[tuple[str, str]]], list[tuple[str, str]]]:
    def requeried(query: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return [(key, _shifted(value, -shift) if "[" in key else value) for key, value in query]

    return requeried


_QUERY_FORMS: dict[str, Callable[[list[tuple[str, str]]], list[tuple[str, str]]]] = {
    "pages_from_0": _from_zero,
    "ignore_filters": _unfiltered,
    **{form: _zone_query(shift) for form, shift in _ZONE_FORMS.items()},
}


def _unknown_newest(document: Any) -> Any:
    items = _items(document)
    if isinstance(items, list) and items and isinstance(items[0], dict) and "eventID" in items[0]:
        items[0]["type"] = UNKNOWN_EVENT_TYPE
    return document


def _raised(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value + HIGH_ID_OFFSET
    if isinstance(value, str) and value.isdigit():
        return str(int(value) + HIGH_ID_OFFSET)
    return value


def _repeated(value: dict[str, Any], key: str | None) -> wire.Pairs:
    """An object with each money field first given a stale value, then its own."""
    pairs = wire.Pairs()
    for name, item in value.items():
        money = name in _MONEY or key == "current"
        if money and isinstance(item, Decimal | int) and not isinstance(item, bool):
            pairs.append((name, item + 10))
        pairs.append((name, _reform(item, "repeated_money", name)))
    return pairs


def _reform(value: Any, form: str, parent: str | None = None) -> Any:
    if isinstance(value, list):
        return [_reform(item, form, parent) for item in value]
    if not isinstance(value, dict):
        return value
    if form == "repeated_money":
        return _repeated(value, parent)
    out: dict[str, Any] = {}
    for key, item in value.items():
        if form == "huge_id" and key == "eventID":
            out[key] = HUGE_ID
        elif form == "high_ids" and key == "eventID":
            out[key] = _raised(item)
        elif form == "list_without_reference" and key == "paymentReferenceID":
            continue
        elif form == "markup_names" and key in _NAMES and isinstance(item, str) and item:
            out[key] = f"<i>{item}</i> <font color='red'>!</font>"
        elif form in _ZONE_FORMS and key in _STAMPS and isinstance(item, str) and item:
            out[key] = _shifted(item, _ZONE_FORMS[form])
        elif form == "null_balance" and key in ("balance", "startingBalance"):
            out[key] = None
        elif form == "null_balance" and key == "current" and isinstance(item, dict):
            out[key] = dict.fromkeys(item)
        else:
            out[key] = _reform(item, form, key)
    return out


async def _moved(send: Send, path: str) -> None:
    body = b"<html><head><title>301 Moved Permanently</title></head><body><h1>Moved</h1></body></html>"
    headers = [
        (b"content-type", b"text/html"),
        (b"content-length", str(len(body)).encode()),
        (b"location", f"{MOVED_TO}{path}".encode()),
    ]
    await send({"type": "http.response.start", "status": 301, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _answer(send: Send, status: int, body: bytes, content_type: bytes, *, gzip: bool = False) -> None:
    headers = [(b"content-type", content_type), (b"content-length", str(len(body)).encode())]
    if gzip:
        headers.append((b"content-encoding", b"gzip"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
