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
from app.sandbox.clock import DateHeader
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


class _Endpoints:
    """The service's endpoints over one state: each reads its request and asks the state."""

    def __init__(self, state: SandboxState) -> None:
        self.state = state

    def api(self, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        """``handler`` behind the API key, its answer or its refusal written as the service does."""

        async def endpoint(request: Request) -> Response:
            try:
                domains = self.state.authenticate(_api_key(request))
                return json_response(await handler(request, domains))
            except ApiError as error:
                return error_response(error)

        return endpoint

    async def lookup(self, request: Request, domains: Domains) -> object:
        return self.state.lookup(domains, _param(request, "code"), request.query_params.get("locationID"))

    async def redeem(self, request: Request, domains: Domains) -> object:
        return self.state.redeem(domains, _param(request, "code"), await read_body(request))

    async def topup(self, request: Request, domains: Domains) -> object:
        return self.state.topup(domains, _param(request, "code"), await read_body(request))

    async def list_events(self, request: Request, domains: Domains) -> object:
        return self.state.list_events(domains, request.query_params)

    async def reverse(self, request: Request, domains: Domains) -> object:
        return self.state.reverse(domains, _param(request, "event_id"))

    async def list_orders(self, request: Request, domains: Domains) -> object:
        return self.state.list_orders(domains, request.query_params)

    async def create_order(self, request: Request, domains: Domains) -> object:
        return self.state.create_order(domains, await read_body(request))

    async def get_order(self, request: Request, domains: Domains) -> object:
        return self.state.get_order(domains, _param(request, "order_id"))

    async def update_order(self, request: Request, domains: Domains) -> object:
        return self.state.update_order(domains, _param(request, "order_id"), await read_body(request))

    async def order_rows(self, request: Request, domains: Domains) -> object:
        return self.state.order_rows(domains, _param(request, "order_id"))

    async def refund(self, request: Request, domains: Domains) -> object:
        return self.state.refund(
            domains, _param(request, "order_id"), await read_body(request, required=False)
        )

    async def categories(self, request: Request, domains: Domains) -> object:
        return self.state.categories(domains, request.query_params)

    async def products(self, request: Request, domains: Domains) -> object:
        return self.state.products(domains, request.query_params)

    async def locations(self, request: Request, domains: Domains) -> object:
        return self.state.locations(domains, request.query_params)

    async def properties(self, _request: Request, domains: Domains) -> object:
        return self.state.properties(domains)


def _param(request: Request, name: str) -> str:
    return str(request.path_params[name])


async def _http_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    reason = "not_found" if status == 404 else "invalid_params"
    return error_response(ApiError(status, reason, f"{request.method} {request.url.path}: {exc}"))


def create_app(
    state: SandboxState, *, routes: Sequence[Route] = (), middleware: Sequence[Middleware] = ()
) -> Starlette:
    """The service over ``state``; ``routes`` and ``middleware`` are what a test harness adds."""
    endpoints = _Endpoints(state)
    service_routes = [
        Route("/codes/{code}/", endpoints.api(endpoints.lookup), methods=["GET"]),
        Route("/codes/{code}/redeem/", endpoints.api(endpoints.redeem), methods=["POST"]),
        Route("/codes/{code}/topup/", endpoints.api(endpoints.topup), methods=["POST"]),
        Route("/balance_events/", endpoints.api(endpoints.list_events), methods=["GET"]),
        Route("/balance_events/{event_id}/reverse/", endpoints.api(endpoints.reverse), methods=["POST"]),
        Route("/orders/", endpoints.api(endpoints.list_orders), methods=["GET"]),
        Route("/orders/", endpoints.api(endpoints.create_order), methods=["POST"]),
        Route("/orders/{order_id}/", endpoints.api(endpoints.get_order), methods=["GET"]),
        Route("/orders/{order_id}/", endpoints.api(endpoints.update_order), methods=["POST"]),
        Route("/orders/{order_id}/rows/", endpoints.api(endpoints.order_rows), methods=["GET"]),
        Route("/orders/{order_id}/refund/", endpoints.api(endpoints.refund), methods=["POST"]),
        Route("/categories/", endpoints.api(endpoints.categories), methods=["GET"]),
        Route("/vouchers/", endpoints.api(endpoints.products), methods=["GET"]),
        Route("/locations/", endpoints.api(endpoints.locations), methods=["GET"]),
        Route("/properties/", endpoints.api(endpoints.properties), methods=["GET"]),
        *routes,
    ]

    return Starlette(
        routes=service_routes,
        middleware=[Middleware(DateHeader, clock=state.clock), *middleware],
        exception_handlers={HTTPException: _http_error},
    )
