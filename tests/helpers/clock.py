"""A clock the test moves by hand, for code that takes an injectable ``Callable[[], datetime]``, and
sleeps that are only written down, for code that takes an injectable sleep."""

from __future__ import annotations

from datetime import datetime, timedelta

from pytestqt.qtbot import QtBot


class FakeClock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


class Sleeps:
    """Records the backoff delays instead of waiting them out."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, delay: float) -> None:
        self.delays.append(delay)


def past_the_second_of(qtbot: QtBot, then: datetime) -> None:
    """The till's own clock is in a later whole second than ``then``: what the service stamps (in
    whole seconds) from now on cannot share its second. Waits for the clock, never a fixed time."""
    second = then.replace(microsecond=0)
    qtbot.waitUntil(lambda: datetime.now().replace(microsecond=0) > second, timeout=3_000)
