"""The sandbox as tests and benchmarks start it: the training service with the harness plugged in.

The harness composes the shipped service (``app.sandbox.server.SandboxServer``) with its own steered
clock, its control routes and the middleware that bends answers (forms, legacy shapes, faults), so
the service a training till runs has none of them.
"""

from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware

from app.sandbox import server as service
from app.sandbox.errors import invalid_params
from app.sandbox.state import SEEDS, SandboxState
from sandbox_harness.clock import SteeredClock
from sandbox_harness.control import control_routes
from sandbox_harness.faults import FaultMiddleware, Faults
from sandbox_harness.forms import AnswerForms, FormsMiddleware
from sandbox_harness.legacy import LegacyShapesMiddleware


class SandboxServer:
    """One steerable sandbox on ``127.0.0.1``; ``db_path=None`` keeps the state in memory.

    ``faults``, ``forms`` and ``clock`` steer it; ``legacy_shapes`` serves every answer as an older
    PHP/MySQL service shapes it (a mode of the server, so a reset keeps it).
    """

    def __init__(
        self, db_path: Path | None = None, seed: str | None = "demo", *, legacy_shapes: bool = False
    ) -> None:
        self.clock = SteeredClock()
        self.faults = Faults()
        #: Answers in the forms a real service sends and the demo data never takes (``forms``).
        self.forms = AnswerForms()
        self.legacy_shapes = legacy_shapes
        self._service = service.SandboxServer(
            db_path,
            seed,
            clock=self.clock,
            routes=control_routes(self),
            middleware=[
                Middleware(FormsMiddleware, forms=self.forms),
                Middleware(LegacyShapesMiddleware, mode=self),
                Middleware(FaultMiddleware, faults=self.faults),
            ],
        )

    @property
    def state(self) -> SandboxState:
        return self._service.state

    @property
    def app(self) -> Starlette:
        return self._service.app

    @property
    def port(self) -> int:
        return self._service.port

    @port.setter
    def port(self, port: int) -> None:
        self._service.port = port

    @property
    def url(self) -> str:
        return self._service.url

    def start(self) -> str:
        return self._service.start()

    def stop(self) -> None:
        self._service.stop()

    def close(self) -> None:
        self._service.close()

    def reset(self, seed: str | None = "demo") -> None:
        """Fresh data, no faults, the real time: what each test starts from."""
        if (seed or "empty") not in SEEDS:
            raise invalid_params(f"unknown seed {seed!r}; known: {', '.join(SEEDS)}")
        self.faults.clear()
        self.forms.clear()
        self.clock.reset()
        self.state.reset(seed)

    def __enter__(self) -> SandboxServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
