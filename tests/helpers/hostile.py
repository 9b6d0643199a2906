"""A hostile proxy in front of the sandbox: a real HTTP server on loopback that forwards each request
to the sandbox (so the service's records are real) and then answers as a broken PHP service behind
proxies would. ``rules`` maps (method, path prefix) to what to answer instead."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

Rule = Callable[[Request, httpx.Response], Response | None]


@dataclass
class Hostile:
    upstream: str
    rules: list[tuple[str, str, Rule]] = field(default_factory=list)
    seen: list[str] = field(default_factory=list)
    port: int = 0

    async def handle(self, request: Request) -> Response:
        body = await request.body()
        async with httpx.AsyncClient(base_url=self.upstream) as http:
            answer = await http.request(
                request.method,
                f"{request.url.path}?{request.url.query}",
                content=body,
                headers={
                    k: v for k, v in request.headers.items() if k.lower() in ("authorization", "content-type")
                },
            )
        self.seen.append(f"{request.method} {request.url.path}?{request.url.query}")
        for method, prefix, rule in self.rules:
            if request.method == method and request.url.path.startswith(prefix):
                replaced = rule(request, answer)
                if replaced is not None:
                    return replaced
        return Response(answer.content, answer.status_code, media_type="application/json")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> str:
        app = Starlette(routes=[Route("/{path:path}", self.handle, methods=["GET", "POST"])])
        server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=0, log_level="error", lifespan="off")
        )
        threading.Thread(target=server.run, daemon=True).start()
        while not server.started:
            time.sleep(0.01)
        self.port = int(server.servers[0].sockets[0].getsockname()[1])
        self._server = server
        return self.url

    def stop(self) -> None:
        self._server.should_exit = True


def body(text: str, status: int = 200, ctype: str = "application/json") -> Rule:
    return lambda request, answer: Response(text.encode(), status, media_type=ctype)
