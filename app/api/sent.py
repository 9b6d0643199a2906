"""When a request is on the wire: the one place the till relies on httpcore's trace events.

httpx hands a request's ``trace`` extension down to httpcore, which calls it at each step of the
exchange with the step's name: ``connection.connect_tcp.started``, ``http11.send_request_headers.
complete``, ``http11.send_request_body.complete``, ``http11.receive_response_headers.started``...
The step ending in ``send_request_body.complete`` (``http11.`` or ``http2.``) is the moment the
whole request has been written to the socket. A caller that redraws the screen after starting a read
waits for it, so the redraw runs while the request travels instead of holding it back.

These names are httpcore's, not a documented httpx API. ``tests/api/test_request_sent.py`` sends a
real request through the client and fails if httpcore stops calling the hook by this name, or calls
it only once the answer is in.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

#: The end of the name of httpcore's trace step "the request body has been sent".
REQUEST_SENT = "send_request_body.complete"

OnSent = Callable[[], None]
Trace = Callable[[str, Mapping[str, Any]], Awaitable[None]]


def sent_tracer(on_sent: OnSent) -> Trace:
    """An httpcore trace hook that calls ``on_sent`` once the request is on the wire."""

    async def trace(event: str, info: Mapping[str, Any]) -> None:
        if event.endswith(REQUEST_SENT):
            on_sent()

    return trace
