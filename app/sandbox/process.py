"""The training sandbox's own process (``app.training_sandbox`` starts it for a training till).

The service alone, seeded with the training demo and none of the test harness's routes; its address
on one line of stdout once it serves; serving until stdin closes, which is the till closing, or the
system closing the till's end of the pipe when the till was killed.
"""

from __future__ import annotations

import gc
import os
import signal
import sys
from collections.abc import Callable

from app.sandbox.server import SandboxServer


def serve_until_closed(serving_line: Callable[[str], str]) -> int:
    # Ctrl+C in the till's console reaches this process too: the till decides when it closes, and
    # its sandbox goes with it, not before.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    server = SandboxServer(seed="training")
    try:
        url = server.start()
        # Collected from here on, but not the demo data it was seeded with, which it keeps until it
        # ends (``app.main`` started it with the collector off).
        gc.freeze()
        gc.enable()
        try:
            # Unbuffered, so nothing is left to flush at exit when the till has gone.
            os.write(sys.stdout.fileno(), serving_line(url).encode())
        except BrokenPipeError:
            return 0  # the till ended before its sandbox served (Qt could not open a window)
        # Nothing is ever written to stdin: reading it only waits for the till's end to close.
        sys.stdin.buffer.read()
    finally:
        server.close()
    return 0
