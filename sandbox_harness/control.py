"""The control routes: loopback-only steering for tests and trainers, with no auth and never faulted."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Protocol
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from app.sandbox import wire
from app.sandbox.app import error_response, json_response, read_body
from app.sandbox.clock import format_timestamp, parse_timestamp
from app.sandbox.errors import ApiError, invalid_params
from sandbox_harness.clock import SteeredClock
from sandbox_harness.faults import Faults


class Steered(Protocol):
    """What the control routes steer: the faults, the clock, and a reset of everything."""

    @property
    def faults(self) -> Faults: ...

    @property
    def clock(self) -> SteeredClock: ...

    def reset(self, seed: str | None = "demo") -> None: ...


#: A control route's handler: what it answers (as JSON), from the sandbox it steers and the request.
Handler = Callable[[Steered, Request], Awaitable[object]]


def control_routes(sandbox: Steered) -> list[Route]:
    """``/_sandbox/faults``, ``/_sandbox/faults/release``, ``/_sandbox/clock`` and ``/_sandbox/reset``."""

    def route(path: str, method: str, handler: Handler) -> Route:
        async def endpoint(request: Request) -> Response:
            try:
                return json_response(await handler(sandbox, request))
            except ApiError as error:
                return error_response(error)

        return Route(path, endpoint, methods=[method])

    return [
        route("/_sandbox/faults", "GET", _show_faults),
        route("/_sandbox/faults", "POST", _set_faults),
        route("/_sandbox/faults", "DELETE", _clear_faults),
        route("/_sandbox/faults/release", "POST", _release_late),
        route("/_sandbox/clock", "GET", _show_clock),
        route("/_sandbox/clock", "POST", _set_clock),
        route("/_sandbox/reset", "POST", _reset),
    ]


async def _show_faults(sandbox: Steered, request: Request) -> object:
    return {"rules": sandbox.faults.describe()}


async def _set_faults(sandbox: Steered, request: Request) -> object:
    """One rule (a JSON object) or several (a list) in place of the live ones, or after them with
    ``?append=1``."""
    raw = await request.body()
    try:
        options = wire.loads(raw) if raw.strip() else {}
    except ValueError as error:
        raise ApiError(400, "invalid_json_syntax", str(error)) from None
    rules = options if isinstance(options, list) else [options]
    if not all(isinstance(rule, dict) for rule in rules):
        raise invalid_params("send a fault object or a list of them")
    if request.query_params.get("append"):
        for rule in rules:
            sandbox.faults.add(**rule)
    else:
        sandbox.faults.replace(rules)
    return {"rules": sandbox.faults.describe()}


async def _release_late(sandbox: Steered, request: Request) -> object:
    return {"committed": await sandbox.faults.commit_held()}


async def _clear_faults(sandbox: Steered, request: Request) -> object:
    sandbox.faults.clear()
    return {"rules": []}


async def _show_clock(sandbox: Steered, request: Request) -> object:
    return {"now": format_timestamp(sandbox.clock.now())}


async def _set_clock(sandbox: Steered, request: Request) -> object:
    _steer_clock(sandbox.clock, await read_body(request))
    return {"now": format_timestamp(sandbox.clock.now())}


async def _reset(sandbox: Steered, request: Request) -> object:
    """Everything back to a seed (the demo data by default, ``null`` for none) and the clock to now."""
    body = await read_body(request, required=False)
    seed = body.get("seed", "demo")
    if seed is not None and not isinstance(seed, str):
        raise invalid_params("seed must be text or null")
    sandbox.reset(seed)
    return {"seed": seed or "empty", "now": format_timestamp(sandbox.clock.now())}


def _steer_clock(clock: SteeredClock, body: dict[str, object]) -> None:
    if "now" in body:
        try:
            clock.set(parse_timestamp(str(body["now"])))
        except ValueError:
            raise invalid_params("now must be YYYY-MM-DD HH:MM:SS") from None
    elif "advance_seconds" in body:
        seconds = body["advance_seconds"]
        if isinstance(seconds, bool) or not isinstance(seconds, int):
            raise invalid_params("advance_seconds must be a whole number")
        clock.advance(timedelta(seconds=seconds))
    elif "zone" in body:
        clock.in_zone(_zone(body["zone"]))
    elif body.get("reset") is True:
        clock.reset()
    else:
        raise ApiError(
            400,
            "missing_required_field",
            'send {"now": ...}, {"advance_seconds": N}, {"zone": "Europe/London"} or {"reset": true}',
        )


def _zone(name: object) -> ZoneInfo | None:
    if name is None:
        return None
    try:
        return ZoneInfo(str(name))
    except (ValueError, ZoneInfoNotFoundError):
        raise invalid_params("zone must be an IANA zone name (Europe/London) or null") from None
