"""The sandbox's HTTP face: the service's paths, its auth and error envelope, and the control paths.

Handlers are ``async`` and call the state directly: its SQLite work takes microseconds, and running it
in Starlette's thread pool would cost more than it saves.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from app.sandbox import wire
from app.sandbox.clock import SandboxClock, format_timestamp, parse_timestamp
from app.sandbox.errors import ApiError, invalid_params
from app.sandbox.faults import FaultMiddleware, Faults
from app.sandbox.forms import AnswerForms, FormsMiddleware
from app.sandbox.state import SEEDS, Domains, SandboxState

Handler = Callable[[Request, Domains], Awaitable[object]]
_JSON = "application/json"


class Sandbox:
    """The sandbox's parts, one of each: what a server serves and what tests steer."""

    def __init__(
        self, state: SandboxState, clock: SandboxClock, faults: Faults, *, legacy_shapes: bool = False
    ) -> None:
        self.state = state
        self.clock = clock
        self.faults = faults
        #: Answers in the forms a real service sends and the demo data never takes (``forms``).
        self.forms = AnswerForms()
        #: Serve answers as an older PHP/MySQL service shapes them (see ``wire.legacy_shapes``);
        #: a mode of the sandbox, so a reset keeps it.
        self.legacy_shapes = legacy_shapes

    def reset(self, seed: str | None = "demo") -> None:
        """Fresh data, no faults, the real time: what each test starts from."""
        if (seed or "empty") not in SEEDS:
            raise invalid_params(f"unknown seed {seed!r}; known: {', '.join(SEEDS)}")
        self.faults.clear()
        self.forms.clear()
        self.clock.reset()
        self.state.reset(seed)


def json_response(content: object, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(wire.dumps(content), status_code=status, media_type=_JSON, headers=headers)


def error_response(error: ApiError) -> Response:
    headers = {"WWW-Authenticate": 'Basic realm="Giftpro API"'} if error.status == 401 else None
    return json_response(error.body(), error.status, headers)


def _api_key(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, encoded = header.partition(" ")
    if scheme.lower() != "basic" or not encoded:
        return None
    try:
        decoded = base64.b64decode(encoded, validate=True).decode()
    except (binascii.Error, UnicodeDecodeError):
        return None
    return decoded.partition(":")[0]


async def _body(request: Request, *, required: bool = True) -> dict[str, Any]:
    raw = await request.body()
    if not raw.strip():
        if required:
            raise ApiError(400, "missing_required_params", "this request needs a JSON body")
        return {}
    try:
        body = wire.loads(raw)
    except ValueError as error:
        raise ApiError(400, "invalid_json_syntax", f"the body is not valid JSON: {error}") from None
    if not isinstance(body, dict):
        raise invalid_params("the body must be a JSON object")
    return body


def create_app(sandbox: Sandbox) -> Starlette:
    state = sandbox.state

    def api(handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            try:
                domains = state.authenticate(_api_key(request))
                return json_response(await handler(request, domains))
            except ApiError as error:
                return error_response(error)

        return endpoint

    def param(request: Request, name: str) -> str:
        return str(request.path_params[name])

    async def lookup(request: Request, domains: Domains) -> object:
        return state.lookup(domains, param(request, "code"), request.query_params.get("locationID"))

    async def redeem(request: Request, domains: Domains) -> object:
        return state.redeem(domains, param(request, "code"), await _body(request))

    async def topup(request: Request, domains: Domains) -> object:
        return state.topup(domains, param(request, "code"), await _body(request))

    async def list_events(request: Request, domains: Domains) -> object:
        return state.list_events(domains, request.query_params)

    async def reverse(request: Request, domains: Domains) -> object:
        return state.reverse(domains, param(request, "event_id"))

    async def list_orders(request: Request, domains: Domains) -> object:
        return state.list_orders(domains, request.query_params)

    async def create_order(request: Request, domains: Domains) -> object:
        return state.create_order(domains, await _body(request))

    async def get_order(request: Request, domains: Domains) -> object:
        return state.get_order(domains, param(request, "order_id"))

    async def update_order(request: Request, domains: Domains) -> object:
        return state.update_order(domains, param(request, "order_id"), await _body(request))

    async def order_rows(request: Request, domains: Domains) -> object:
        return state.order_rows(domains, param(request, "order_id"))

    async def refund(request: Request, domains: Domains) -> object:
        return state.refund(domains, param(request, "order_id"), await _body(request, required=False))

    async def categories(request: Request, domains: Domains) -> object:
        return state.categories(domains, request.query_params)

    async def products(request: Request, domains: Domains) -> object:
        return state.products(domains, request.query_params)

    async def locations(request: Request, domains: Domains) -> object:
        return state.locations(domains, request.query_params)

    async def properties(request: Request, domains: Domains) -> object:
        return state.properties(domains)

    routes = [
        Route("/codes/{code}/", api(lookup), methods=["GET"]),
        Route("/codes/{code}/redeem/", api(redeem), methods=["POST"]),
        Route("/codes/{code}/topup/", api(topup), methods=["POST"]),
        Route("/balance_events/", api(list_events), methods=["GET"]),
        Route("/balance_events/{event_id}/reverse/", api(reverse), methods=["POST"]),
        Route("/orders/", api(list_orders), methods=["GET"]),
        Route("/orders/", api(create_order), methods=["POST"]),
        Route("/orders/{order_id}/", api(get_order), methods=["GET"]),
        Route("/orders/{order_id}/", api(update_order), methods=["POST"]),
        Route("/orders/{order_id}/rows/", api(order_rows), methods=["GET"]),
        Route("/orders/{order_id}/refund/", api(refund), methods=["POST"]),
        Route("/categories/", api(categories), methods=["GET"]),
        Route("/vouchers/", api(products), methods=["GET"]),
        Route("/locations/", api(locations), methods=["GET"]),
        Route("/properties/", api(properties), methods=["GET"]),
        *_control_routes(sandbox),
    ]

    async def http_error(request: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        reason = "not_found" if status == 404 else "invalid_params"
        return error_response(ApiError(status, reason, f"{request.method} {request.url.path}: {exc}"))

    return Starlette(
        routes=routes,
        middleware=[
            Middleware(FormsMiddleware, forms=sandbox.forms),
            Middleware(wire.LegacyShapesMiddleware, mode=sandbox),
            Middleware(FaultMiddleware, faults=sandbox.faults),
        ],
        exception_handlers={HTTPException: http_error},
    )


def _control_routes(sandbox: Sandbox) -> list[Route]:
    """Loopback-only steering for tests and trainers: no auth, never faulted."""

    def control(handler: Callable[[Request], Awaitable[object]]) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            try:
                return json_response(await handler(request))
            except ApiError as error:
                return error_response(error)

        return endpoint

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
        body = await _body(request)
        if "now" in body:
            try:
                sandbox.clock.set(parse_timestamp(str(body["now"])))
            except ValueError:
                raise invalid_params("now must be YYYY-MM-DD HH:MM:SS") from None
        elif "advance_seconds" in body:
            seconds = body["advance_seconds"]
            if isinstance(seconds, bool) or not isinstance(seconds, int):
                raise invalid_params("advance_seconds must be a whole number")
            sandbox.clock.advance(timedelta(seconds=seconds))
        elif body.get("reset") is True:
            sandbox.clock.reset()
        else:
            raise ApiError(
                400, "missing_required_field", 'send {"now": ...}, {"advance_seconds": N} or {"reset": true}'
            )
        return {"now": format_timestamp(sandbox.clock.now())}

    async def reset(request: Request) -> object:
        body = await _body(request, required=False)
        seed = body.get("seed", "demo")
        if seed is not None and not isinstance(seed, str):
            raise invalid_params("seed must be text or null")
        sandbox.reset(seed)
        return {"seed": seed or "empty", "now": format_timestamp(sandbox.clock.now())}

    return [
        Route("/_sandbox/faults", control(show_faults), methods=["GET"]),
        Route("/_sandbox/faults", control(set_faults), methods=["POST"]),
        Route("/_sandbox/faults", control(clear_faults), methods=["DELETE"]),
        Route("/_sandbox/faults/release", control(release_late), methods=["POST"]),
        Route("/_sandbox/clock", control(show_clock), methods=["GET"]),
        Route("/_sandbox/clock", control(set_clock), methods=["POST"]),
        Route("/_sandbox/reset", control(reset), methods=["POST"]),
    ]
