"""The training till's built-in sandbox, in a process of its own.

A training till starts it first of all (``app.main``), before the till loads Qt and its own modules,
so the sandbox's imports and its two years of demo orders take the machine's other core instead of
holding the till's. The till reads the sandbox's address from the one line it prints once it
serves. The sandbox serves until its stdin closes: the till holds the other end of that pipe, so the
sandbox ends with the till, also when the till is killed outright (the system closes the pipe).

Only the standard library here: this module is imported before anything else of the till loads.
"""

from __future__ import annotations

import subprocess
import sys
from typing import IO

#: The hidden command-line switch that makes ``voucher-desk`` the sandbox's process (``app.main``).
SERVE_SWITCH = "--serve-training-sandbox"
#: What the sandbox's process prints before its address, once it takes connections.
READY_WORD = "serving"
#: Generous: on a busy two-core machine the sandbox's first start takes a few seconds.
START_TIMEOUT_S = 30.0
#: How long the sandbox may take to stop serving once told to, before it is killed.
STOP_TIMEOUT_S = 5.0


def serving_line(url: str) -> str:
    return f"{READY_WORD} {url}\n"


class SandboxStartFailed(RuntimeError):
    """The sandbox's process ended, or said nothing, before it served."""


class TrainingSandbox:
    """The sandbox's process, started at once; ``url()`` waits until it serves."""

    def __init__(self) -> None:
        # Frozen, the till's own executable is the command; from source, the till's package.
        program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "app"]
        self._process = subprocess.Popen(  # noqa: S603 - the till's own program, no shell
            [*program, SERVE_SWITCH], stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True
        )
        self._url: str | None = None

    async def url(self, timeout_s: float = START_TIMEOUT_S) -> str:
        """The sandbox's base address, once it takes connections (read off the GUI thread)."""
        # Here, not with the module: the till's first window is shown before asyncio is loaded.
        import asyncio  # noqa: PLC0415

        if self._url is None:
            try:
                async with asyncio.timeout(timeout_s):
                    line = await asyncio.to_thread(self._output().readline)
            except TimeoutError:
                self.close()
                late = f"the training sandbox did not serve within {timeout_s:.0f} s"
                raise SandboxStartFailed(late) from None
            word, _, url = line.decode("utf-8", "replace").strip().partition(" ")
            if word != READY_WORD or not url:
                self.close()
                ended = self._process.poll()
                raise SandboxStartFailed(f"the training sandbox did not start (its exit code: {ended})")
            self._url = url
        return self._url

    def close(self) -> None:
        """Stop the sandbox: its stdin closes, it stops serving and exits; killed if it does not."""
        if self._process.stdin is not None and not self._process.stdin.closed:
            self._process.stdin.close()
        try:
            self._process.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._output().close()

    def _output(self) -> IO[bytes]:
        if self._process.stdout is None:  # pragma: no cover - always a pipe (``__init__``)
            raise SandboxStartFailed("the training sandbox has no output")
        return self._process.stdout


def serve_training_sandbox() -> int:
    """Be the sandbox's process: serve the training demo until stdin closes."""
    from app.sandbox.process import serve_until_closed  # noqa: PLC0415 - only the sandbox's process

    return serve_until_closed(serving_line)
