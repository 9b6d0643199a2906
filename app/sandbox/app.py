"""The sandbox's HTTP face: the service's paths, its auth and error envelope.

What a test harness adds (steering routes, middleware that bends answers) is passed in by
``create_app``'s caller; the service itself has none of it.

Handlers are ``async`` and call the state directly: its SQLite work takes microseconds, and running it
in Starlette's thread pool would cost more than it saves.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from app.sandbox import wire
from app.sandbox.errors import ApiError, invalid_params
from app.sandbox.state import Domains, SandboxState

Handler = Callable[[Request, Domains], Awaitable[object]]
_JSON = "application/json"


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


async def read_body(request: Request, *, required: bool = True) -> dict[str, Any]:
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


def create_app(  # noqa: C901
    state: SandboxState, *, routes: Sequence[Route] = (), middleware: Sequence[Middleware] = ()
) -> Starlette:
    """The service over ``state``; ``routes`` and ``middleware`` are what a test harness adds."""

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
        return state.redeem(domains, param(request, "code"), await read_body(request))

    async def topup(request: Request, domains: Domains) -> object:
        return state.topup(domains, param(request, "code"), await read_body(request))

    async def list_events(request: Request, domains: Domains) -> object:
        return state.list_events(domains, request.query_params)

    async def reverse(request: Request, domains: Domains) -> object:
        return state.reverse(domains, param(request, "event_id"))

    async def list_orders(request: Request, domains: Domains) -> object:
        return state.list_orders(domains, request.query_params)

    async def create_order(request: Request, domains: Domains) -> object:
        return state.create_order(domains, await read_body(request))

    async def get_order(request: Request, domains: Domains) -> object:
        return state.get_order(domains, param(request, "order_id"))

    async def update_order(request: Request, domains: Domains) -> object:
        return state.update_order(domains, param(request, "order_id"), await read_body(request))

    async def order_rows(request: Request, domains: Domains) -> object:
        return state.order_rows(domains, param(request, "order_id"))

    async def refund(request: Request, domains: Domains) -> object:
        return state.refund(domains, param(request, "order_id"), await read_body(request, required=False))

    async def categories(request: Request, domains: Domains) -> object:
        return state.categories(domains, request.query_params)

    async def products(request: Request, domains: Domains) -> object:
        return state.products(domains, request.query_params)

    async def locations(request: Request, domains: Domains) -> object:
        return state.locations(domains, request.query_params)

    async def properties(request: Request, domains: Domains) -> object:
        return state.properties(domains)

    service_routes = [
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
        *routes,
    ]

    async def http_error(request: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        reason = "not_found" if status == 404 else "invalid_params"
        return error_response(ApiError(status, reason, f"{request.method} {request.url.path}: {exc}"))

    return Starlette(
        routes=service_routes,
        middleware=list(middleware),
        exception_handlers={HTTPException: http_error},
    )
