"""The sandbox served by uvicorn in a daemon thread: what training mode and the tests start.

``stop`` ends the serving but keeps the state, and ``start`` again serves that same state on the
same port, so a test can take the service away mid-session and bring it back.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import uvicorn
from starlette.middleware import Middleware
from starlette.routing import Route

from app.sandbox.app import create_app
from app.sandbox.clock import Clock, RealClock
from app.sandbox.state import SandboxState

HOST = "127.0.0.1"
_START_TIMEOUT = 10.0
_INCOMPLETE = "ASGI callable returned without completing response."


class _DroppedOnPurpose(logging.Filter):
    """uvicorn reports an answer left incomplete as an error; the only ones are a test harness's
    dropped connections, which are intended."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.getMessage() != _INCOMPLETE


class SandboxServer:
    """One sandbox on ``127.0.0.1``; ``db_path=None`` keeps the state in memory.

    A file database that already holds a sandbox is served as it is (``seed`` only fills a new one).
    A training till takes it as it is; a test harness passes its own ``clock``, ``routes`` and
    ``middleware`` (``sandbox_harness.server``).
    """

    def __init__(
        self,
        db_path: Path | None = None,
        seed: str | None = "demo",
        *,
        clock: Clock | None = None,
        routes: Sequence[Route] = (),
        middleware: Sequence[Middleware] = (),
    ) -> None:
        self.state = SandboxState(clock or RealClock(), db_path, seed)
        self.app = create_app(self.state, routes=routes, middleware=middleware)
        self.port = 0
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self) -> str:
        """Serve in a daemon thread; returns the base URL once the port accepts connections."""
        if self._thread is not None:
            return self.url
        logging.getLogger("uvicorn.error").addFilter(_DROPPED)
        config = uvicorn.Config(
            self.app,
            host=HOST,
            port=self.port,
            log_level="warning",
            access_log=False,
            lifespan="off",
            # The service's own clock dates each answer (app.sandbox.clock.DateHeader), not uvicorn's.
            date_header=False,
            timeout_graceful_shutdown=1,
        )
        server = uvicorn.Server(config)
        thread = threading.Thread(target=server.run, name=f"sandbox-{self.port or 'new'}", daemon=True)
        thread.start()
        deadline = time.monotonic() + _START_TIMEOUT
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                server.should_exit = True
                thread.join(_START_TIMEOUT)
                raise RuntimeError(f"the sandbox could not start on {HOST}:{self.port}")
            time.sleep(0.005)
        self.port = int(server.servers[0].sockets[0].getsockname()[1])
        self._server, self._thread = server, thread
        return self.url

    def stop(self) -> None:
        """Stop serving (connections are refused from now on); the state is kept for ``start``."""
        if self._server is None or self._thread is None:
            return
        self._server.should_exit = True
        self._thread.join(_START_TIMEOUT)
        self._server = self._thread = None

    def close(self) -> None:
        self.stop()
        self.state.close()

    def __enter__(self) -> SandboxServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


_DROPPED = _DroppedOnPurpose()
