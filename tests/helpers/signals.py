"""Waiting, from a coroutine, for what a view-model does on its own: it says so with its signals."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import SignalInstance


async def reached(done: Callable[[], bool], *signals: SignalInstance, timeout_s: float = 30.0) -> None:
    """Wait until ``done()`` holds, looking again each time one of ``signals`` fires: the till
    reaches the state on its own and says so with a signal, so nothing polls a clock.

    The timeout is only a safety net: a till that never gets there fails the cell instead of
    holding the suite. No test depends on how long it took.
    """
    changed = asyncio.Event()

    def poke(*_args: object) -> None:
        changed.set()

    for signal in signals:
        signal.connect(poke)
    try:
        async with asyncio.timeout(timeout_s):
            while not done():
                changed.clear()
                await changed.wait()
    except TimeoutError:
        raise AssertionError("the till never got there") from None
    finally:
        for signal in signals:
            signal.disconnect(poke)
