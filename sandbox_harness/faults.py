"""Bad network and bad server behaviour, on demand.

A fault rule is a set of options, all optional, set through ``POST /_sandbox/faults`` (a JSON object,
or a list of objects for several rules), ``SandboxServer.faults.set(**options)`` or the CLI flags:

``latency_ms``, ``jitter_ms``
    Delay every matching answer by ``latency_ms`` plus a random ``0..jitter_ms``.
``error_rate`` (0..1), ``error_statuses`` (subset of 500, 502, 503; default all three)
    Answer that share of matching requests with one of those statuses instead of serving them.
    500 carries the error envelope (reason ``internal_error``), 502 an HTML page, 503 no body and a
    ``Retry-After``. ``error_when`` = ``"before"`` (default: nothing applied) or ``"after"`` (the change
    is committed, then the error replaces the answer).
``status`` (429, 500, 502 or 503), ``retry_after`` (seconds, default 1)
    Answer every matching request with that status; 429 carries ``Retry-After`` and reason
    ``rate_limited``. Nothing is applied.
``malformed_json``, ``truncated_json``
    Serve the request, then send its JSON body with a syntax error, or cut in half.
``missing_field`` (a field name), ``wrong_type`` (a field name)
    Serve the request, then drop that field, or give it a value of the wrong JSON type (a number
    becomes ``"not-a-number"``, text becomes ``12345``), in the answer object, in each element of an
    answer array, and in each element of ``data``.
``legacy_shapes``
    Serve the request, then send its answer in the shapes of an older PHP/MySQL service (zero dates,
    ``[]`` for ``{}``, lists keyed by id, text for numbers, signed amounts, float noise; see
    ``legacy.legacy_shapes``). ``python -m sandbox_harness --legacy-shapes`` does it for every answer.
``drop`` = ``{"path": <regex or prefix>, "when": "before" | "after"}``
    The client gets no complete answer: headers and a few bytes, then the connection closes, so
    httpx raises a transport error. ``before``: nothing applied; ``after``: the change is committed.
``path`` (regex matched from the start of the path, so a plain prefix works), ``query`` (regex
searched in the raw query string), ``method``
    Limit the rule to matching requests. ``drop.path`` narrows the drop further.
``misapply`` = ``{"amount": "20.00"}``, ``{"code": "TEA40PART"}``, ``{"location": 72}``,
``{"event": <id>}`` or ``{"order": <id>}``
    The service gets it wrong: it applies the request with that figure changed (the amount or
    location of a redeem or topup, the code redeemed, the event reversed, the order refunded),
    records that, and answers with what it recorded, as a buggy service would.
``late_commit`` = ``{"after_ms": N}`` or ``{}``
    The client gets no answer (the connection closes at once) but the service applies the request
    later: after ``after_ms``, or when ``Faults.release_late()`` (or ``POST /_sandbox/faults/release``)
    says so, so tests decide the moment without waiting.
``replay`` = ``"before"`` or ``"after"``
    A caching proxy or a retried PHP worker: the first matching request is served and its answer
    kept (per method and path); every later one is answered with that same answer. ``before``: the
    later request never reaches the service; ``after``: it is applied, and the old answer returned.
``keep_reference`` = ``{"length": N}``, ``{"case": "lower" | "upper"}`` or both
    An old service's column: a sale's ``paymentReferenceID`` is recorded cut to ``N`` characters
    and/or in that case, and every answer and list shows it so from then on.
``reorder_rows``
    Serve the request, then give every list of an order's vouchers (an order's ``rows``, the answer
    of ``GET /orders/{id}/rows/``) in the reverse order.
``drip_ms``
    Serve the request, then send its answer one byte every ``drip_ms`` (a proxy or a dying worker):
    no gap is long enough for a read timeout, the whole answer takes minutes.
``times``
    The rule affects that many matching requests, then retires (``times: 1`` injects one failure).

The first live rule that matches a request applies to it. Control paths (``/_sandbox/``) are never
faulted. Body faults (malformed, truncated, missing, wrong type) are applied after the request is
served, so a POST under them is committed.
"""

from __future__ import annotations

import asyncio
import random
import re
import threading
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.sandbox import wire
from app.sandbox.errors import ApiError
from sandbox_harness import legacy
from sandbox_harness.fault_rule import FaultRule, KeepReference, Misapply, take_first

CONTROL_PREFIX = "/_sandbox/"
_BAD_GATEWAY = (
    b"<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center>"
    b"<hr><center>nginx</center></body></html>"
)
_DROP_HEAD = b'{"eventID": '
_DROP_DECLARED_LENGTH = 4096


@dataclass
class _Held:
    """A request the service has not applied yet (``late_commit``)."""

    app: ASGIApp
    scope: Scope
    body: bytes
    loop: asyncio.AbstractEventLoop
    committed: bool = False
    #: Set once the request has been applied, for a caller on another thread to wait on.
    applied: threading.Event = field(default_factory=threading.Event)


class Faults:
    """The live fault rules; thread-safe (tests set them from their own thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rules: list[FaultRule] = []
        self._held: list[_Held] = []
        self._timers: set[asyncio.Task[None]] = set()
        #: How ``latency_ms`` and ``after_ms`` wait (on the server's loop); a test puts in one that
        #: notes the delay instead, so that no test measures the wall clock.
        self.sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    def hold(self, held: _Held, after_ms: int | None) -> None:
        with self._lock:
            self._held.append(held)
        if after_ms is not None:
            task = held.loop.create_task(self._commit_later(held, after_ms))
            self._timers.add(task)
            task.add_done_callback(self._timers.discard)

    async def _commit_later(self, held: _Held, after_ms: int) -> None:
        await self.sleep(after_ms / 1000)
        await self._commit(held)

    async def commit_held(self) -> int:
        """Apply every request held by ``late_commit`` now (on the server's loop); how many."""
        with self._lock:
            held, self._held = self._held, []
        for item in held:
            await self._commit(item)
        return len(held)

    def release_late(self, timeout_s: float = 10.0) -> int:
        """From any thread but the server's: apply the held requests now and wait until they are."""
        with self._lock:
            held, self._held = self._held, []
        done: list[Future[None]] = [
            asyncio.run_coroutine_threadsafe(self._commit(item), item.loop) for item in held
        ]
        for future in done:
            future.result(timeout_s)
        return len(held)

    def wait_applied(self, timeout_s: float = 10.0) -> bool:
        """From any thread but the server's: wait until every request held now is applied (by its
        ``after_ms`` or a release), without polling; False if one is not within ``timeout_s``, a
        bound only for a sandbox that is broken (a request forgotten by ``clear`` is never applied)."""
        with self._lock:
            held = list(self._held)
        return all(item.applied.wait(timeout_s) for item in held)

    @property
    def held_count(self) -> int:
        with self._lock:
            return sum(1 for item in self._held if not item.committed)

    @staticmethod
    async def _commit(held: _Held) -> None:
        if held.committed:
            return
        held.committed = True
        await _capture(held.app, held.scope, _replay(held.body))
        held.applied.set()

    def set(self, **options: Any) -> None:
        """Replace every rule with one built from ``options``."""
        self.replace([options])

    def add(self, **options: Any) -> None:
        rule = FaultRule.from_options(options)
        with self._lock:
            self._rules.append(rule)

    def replace(self, rules: list[Mapping[str, Any]]) -> None:
        built = [FaultRule.from_options(options) for options in rules]
        with self._lock:
            self._rules = built

    def clear(self) -> None:
        """No more faults; requests held by ``late_commit`` are forgotten, never applied."""
        with self._lock:
            self._rules = []
            self._held = []

    def describe(self) -> list[dict[str, Any]]:
        with self._lock:
            return [rule.describe() for rule in self._rules]

    def take(self, method: str, path: str, query: str = "") -> FaultRule | None:
        """The rule that applies to this request, counting it against the rule's ``times``."""
        if not self._rules:
            return None
        with self._lock:
            return take_first(self._rules, lambda rule: rule.matches(method, path, query))


class FaultMiddleware:
    """Pure ASGI, so that a request with no fault pays one list check and nothing more."""

    def __init__(self, app: ASGIApp, faults: Faults) -> None:
        self.app = app
        self.faults = faults

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        rule = self._rule_for(scope)
        if rule is None:
            await self.app(scope, receive, send)
            return
        if rule.latency_ms or rule.jitter_ms:
            await self.faults.sleep((rule.latency_ms + random.uniform(0, rule.jitter_ms)) / 1000)
        if rule.misapply is not None or rule.late_commit is not None or rule.keep_reference is not None:
            scope, body = _taken_wrongly(rule, scope, await _read_body(receive))
            if rule.late_commit is not None:
                held = _Held(self.app, scope, body, asyncio.get_running_loop())
                self.faults.hold(held, rule.late_commit.after_ms)
                await _drop(send)
                return
            receive = _replay(body)
        if rule.replay is not None:
            await _serve_or_replay(self.app, rule, scope, receive, send)
            return
        await self._answer(rule, scope, receive, send)

    def _rule_for(self, scope: Scope) -> FaultRule | None:
        """The rule for this request, if any; control paths and other traffic are never faulted."""
        if scope["type"] != "http" or scope["path"].startswith(CONTROL_PREFIX):
            return None
        return self.faults.take(scope["method"], scope["path"], scope["query_string"].decode("latin-1"))

    async def _answer(self, rule: FaultRule, scope: Scope, receive: Receive, send: Send) -> None:
        """A drop or an error instead of the answer, before the request is served (nothing applied)
        or after it (committed); otherwise the answer, its body rewritten or dripped if the rule says."""
        drop = rule.drop_when(scope["path"])
        error = rule.pick_error()
        after_error = error is not None and rule.status is None and rule.error_when == "after"
        if drop == "before":
            await _drop(send)
            return
        if error is not None and not after_error:
            await _send_error(send, error, rule.retry_after)
            return
        if drop is None and not after_error and not rule.rewrites_body and not rule.drip_ms:
            await self.app(scope, receive, send)
            return
        start, body = await _capture(self.app, scope, receive)
        if drop == "after":
            await _drop(send)
        elif error is not None:
            await _send_error(send, error, rule.retry_after)
        elif rule.drip_ms:
            await self._drip(send, receive, start, _rewrite(rule, body), rule.drip_ms)
        else:
            await _send(send, start, _rewrite(rule, body))

    async def _drip(self, send: Send, receive: Receive, start: Message, body: bytes, drip_ms: int) -> None:
        """The answer a byte at a time, until it is all sent or the client has gone."""
        headers = [
            (name, value) for name, value in start.get("headers", []) if name.lower() != b"content-length"
        ]
        headers.append((b"content-length", str(len(body)).encode()))
        await send({"type": "http.response.start", "status": start.get("status", 200), "headers": headers})
        gone = asyncio.ensure_future(_disconnected(receive))
        try:
            for index in range(len(body)):
                if gone.done():
                    return
                last = index == len(body) - 1
                await send(
                    {"type": "http.response.body", "body": body[index : index + 1], "more_body": not last}
                )
                if not last:
                    await self.faults.sleep(drip_ms / 1000)
        finally:
            gone.cancel()


async def _serve_or_replay(app: ASGIApp, rule: FaultRule, scope: Scope, receive: Receive, send: Send) -> None:
    """The first request on a path is served and its answer kept; later ones get that answer."""
    key = (scope["method"], scope["path"])
    kept = rule._kept.get(key)
    if kept is None or rule.replay == "after":
        served = await _capture(app, scope, receive)
        kept = rule._kept.setdefault(key, served)
    await _send(send, *kept)


async def _read_body(receive: Receive) -> bytes:
    chunks: list[bytes] = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes) -> Receive:
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return receive


_TARGET = re.compile(r"^/(codes|balance_events|orders)/([^/]+)/")


def _misapplied(scope: Scope, body: bytes, wrong: Misapply) -> tuple[Scope, bytes]:
    """The request as a buggy service would take it: another code, event, order, amount or place."""
    path = scope["path"]
    match = _TARGET.match(path)
    replacement = {"codes": wrong.code, "balance_events": wrong.event, "orders": wrong.order}
    if match is not None and replacement[match[1]] is not None:
        path = f"/{match[1]}/{replacement[match[1]]}/{path[match.end() :]}"
        scope = {**scope, "path": path, "raw_path": path.encode()}
    if wrong.amount is not None or wrong.location is not None:
        document = wire.loads(body) if body.strip() else {}
        if isinstance(document, dict):
            if wrong.amount is not None:
                # Text, as a till sends it ("20.00"), so only the figure is wrong, never the shape.
                document["amount"] = str(wrong.amount)
            if wrong.location is not None:
                document["locationID"] = wrong.location
            body = wire.dumps(document)
    return scope, body


def _taken_wrongly(rule: FaultRule, scope: Scope, body: bytes) -> tuple[Scope, bytes]:
    """The request as the service takes it under ``misapply`` and ``keep_reference``."""
    if rule.misapply is not None:
        scope, body = _misapplied(scope, body, rule.misapply)
    if rule.keep_reference is not None:
        body = _kept_reference(body, rule.keep_reference)
    return scope, body


async def _disconnected(receive: Receive) -> None:
    """Returns once the client has gone (a body the app left unread is read past first)."""
    while (await receive())["type"] != "http.disconnect":
        pass


def _kept_reference(body: bytes, kept: KeepReference) -> bytes:
    """A sale's body with its payment reference as an old service's column would keep it."""
    document = wire.loads(body) if body.strip() else {}
    reference = document.get("paymentReferenceID") if isinstance(document, dict) else None
    if not isinstance(reference, str):
        return body
    if kept.length is not None:
        reference = reference[: kept.length]
    if kept.case == "lower":
        reference = reference.lower()
    elif kept.case == "upper":
        reference = reference.upper()
    document["paymentReferenceID"] = reference
    return wire.dumps(document)


async def _capture(app: ASGIApp, scope: Scope, receive: Receive) -> tuple[Message, bytes]:
    start: Message = {}
    chunks: list[bytes] = []

    async def keep(message: Message) -> None:
        nonlocal start
        if message["type"] == "http.response.start":
            start = message
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, keep)
    return start, b"".join(chunks)


async def _send(send: Send, start: Message, body: bytes) -> None:
    headers = [(name, value) for name, value in start.get("headers", []) if name.lower() != b"content-length"]
    headers.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": start.get("status", 200), "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _drop(send: Send) -> None:
    """Promise a body, send a few bytes of it and return: uvicorn then closes the connection."""
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(_DROP_DECLARED_LENGTH).encode()),
    ]
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    await send({"type": "http.response.body", "body": _DROP_HEAD, "more_body": True})


async def _send_error(send: Send, status: int, retry_after: int) -> None:
    headers: list[tuple[bytes, bytes]] = []
    body = b""
    if status == 502:
        body = _BAD_GATEWAY
        headers.append((b"content-type", b"text/html"))
    elif status in (429, 500):
        reason, text = (
            ("rate_limited", "too many requests") if status == 429 else ("internal_error", "server error")
        )
        body = wire.dumps(ApiError(status, reason, f"{text} (injected by the sandbox)").body())
        headers.append((b"content-type", b"application/json"))
    if status in (429, 503):
        headers.append((b"retry-after", str(retry_after).encode()))
    await _send(send, {"status": status, "headers": headers}, body)


def _rewrite(rule: FaultRule, body: bytes) -> bytes:
    if rule.reorder_rows:
        body = _reordered(body)
    if rule.missing_field or rule.wrong_type:
        try:
            document = wire.loads(body)
        except ValueError:
            return body
        for target in _targets(document):
            if rule.missing_field:
                target.pop(rule.missing_field, None)
            if rule.wrong_type and rule.wrong_type in target:
                target[rule.wrong_type] = _wrong(target[rule.wrong_type])
        body = wire.dumps(document)
    if rule.legacy_shapes:
        body = legacy.legacy_body(body)
    if rule.truncated_json:
        body = body[: max(1, len(body) // 2)]
    if rule.malformed_json:
        body = body[:-1] + b",}"
    return body


def _reordered(body: bytes) -> bytes:
    """Every list of an order's vouchers in the reverse order: a list of rows, an order's ``rows``."""
    try:
        document = wire.loads(body)
    except ValueError:
        return body
    if (
        isinstance(document, list)
        and document
        and all(isinstance(item, dict) and "rowID" in item for item in document)
    ):
        document.reverse()
    for target in _targets(document):
        rows = target.get("rows")
        if isinstance(rows, list):
            rows.reverse()
    return wire.dumps(document)


def _targets(document: object) -> list[dict[str, Any]]:
    """The objects a field fault applies to: the answer, the elements of an array, and of ``data``."""
    if isinstance(document, list):
        return [item for item in document if isinstance(item, dict)]
    if isinstance(document, dict):
        data = document.get("data")
        if isinstance(data, list):
            return [document, *(item for item in data if isinstance(item, dict))]
        return [document]
    return []


def _wrong(value: object) -> object:
    if isinstance(value, bool) or value is None:
        return "maybe"
    if isinstance(value, str):
        return 12345
    if isinstance(value, int | float | Decimal):
        return "not-a-number"
    return "oops"
