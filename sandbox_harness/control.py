"""The control routes: loopback-only steering for tests and trainers, with no auth and never faulted."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Protocol

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


def _control(handler: Callable[[Request], Awaitable[object]]) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        try:
            return json_response(await handler(request))
        except ApiError as error:
            return error_response(error)

    return endpoint


def control_routes(sandbox: Steered) -> list[Route]:  # noqa: C901
    """``/_sandbox/faults``, ``/_sandbox/faults/release``, ``/_sandbox/clock`` and ``/_sandbox/reset``."""

    async def show_faults(request: Request) -> object:
        return {"rules": sandbox.faults.describe()}

    async def set_faults(request: Request) -> object:
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

    async def release_late(request: Request) -> object:
        return {"committed": await sandbox.faults.commit_held()}

    async def clear_faults(request: Request) -> object:
        sandbox.faults.clear()
        return {"rules": []}

    async def show_clock(request: Request) -> object:
        return {"now": format_timestamp(sandbox.clock.now())}

    async def set_clock(request: Request) -> object:
        _steer_clock(sandbox.clock, await read_body(request))
        return {"now": format_timestamp(sandbox.clock.now())}

    async def reset(request: Request) -> object:
        body = await read_body(request, required=False)
        seed = body.get("seed", "demo")
        if seed is not None and not isinstance(seed, str):
            raise invalid_params("seed must be text or null")
        sandbox.reset(seed)
        return {"seed": seed or "empty", "now": format_timestamp(sandbox.clock.now())}

    return [
        Route("/_sandbox/faults", _control(show_faults), methods=["GET"]),
        Route("/_sandbox/faults", _control(set_faults), methods=["POST"]),
        Route("/_sandbox/faults", _control(clear_faults), methods=["DELETE"]),
        Route("/_sandbox/faults/release", _control(release_late), methods=["POST"]),
        Route("/_sandbox/clock", _control(show_clock), methods=["GET"]),
        Route("/_sandbox/clock", _control(set_clock), methods=["POST"]),
        Route("/_sandbox/reset", _control(reset), methods=["POST"]),
    ]


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
    elif body.get("reset") is True:
        clock.reset()
    else:
        raise ApiError(
            400, "missing_required_field", 'send {"now": ...}, {"advance_seconds": N} or {"reset": true}'
        )
