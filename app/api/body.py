"""Reading an answer's whole body, and undoing its declared compression, in the client's own hands.

httpx decodes ``Content-Encoding`` while it reads; when a proxy declares a compression that is not
what follows, its decoder fails mid-read and leaves the connection's stream half-iterated, to be
finalised later on whatever loop or thread collects it. Here the raw bytes are read to the end and
the stream closed first, then the body is decompressed: a body that does not decompress is an
:class:`InvalidResponse` like any other unreadable answer, and nothing is left open.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING

from app.api.errors import InvalidResponse

if TYPE_CHECKING:
    import httpx

#: Only what this module can undo is asked for (httpx would also offer br and zstd when installed).
ACCEPT_ENCODING = "gzip, deflate"


class UndecodableBody(InvalidResponse):
    """The body is not in the compression its headers declare (a proxy that compresses wrongly)."""


async def read_whole(http: httpx.AsyncClient, request: httpx.Request) -> httpx.Response:
    """Send ``request`` and return its answer with the body read, closed and decompressed."""
    import httpx  # noqa: PLC0415 - loaded with the client's first request (``app.api.client``)

    response = await http.send(request, stream=True)
    try:
        raw = b"".join([chunk async for chunk in response.aiter_raw()])
    except httpx.StreamConsumed:
        return response  # a transport that hands over a response already read (and decoded)
    finally:
        await response.aclose()
    endpoint = f"{request.method} {request.url.path}"
    kept = [(k, v) for k, v in response.headers.multi_items() if k.lower() != "content-encoding"]
    return httpx.Response(
        response.status_code,
        headers=httpx.Headers(kept),
        content=_decompress(raw, response.headers.get("content-encoding", ""), endpoint),
        request=request,
        extensions=response.extensions,
    )


def _decompress(raw: bytes, encoding: str, endpoint: str) -> bytes:
    body = raw
    for name in reversed([part.strip().lower() for part in encoding.split(",") if part.strip()]):
        try:
            if name in ("gzip", "x-gzip"):
                body = zlib.decompress(body, zlib.MAX_WBITS | 16)
            elif name == "deflate":
                body = _inflate(body)
            elif name != "identity":
                raise InvalidResponse(
                    f"The service sent its answer in a compression the till does not know ({name}).",
                    endpoint=endpoint,
                )
        except zlib.error as exc:
            raise UndecodableBody(
                "The service sent an answer that could not be decoded.", endpoint=endpoint
            ) from exc
    return body


def _inflate(body: bytes) -> bytes:
    """Deflate as servers send it: zlib-wrapped, or (as some do) raw."""
    try:
        return zlib.decompress(body)
    except zlib.error:
        return zlib.decompress(body, -zlib.MAX_WBITS)
