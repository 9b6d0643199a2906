"""A reset from the copy of a seed gives the very rows seeding again would, whenever it happens."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.sandbox.state import SEEDS, SandboxState


class StoppedClock:
    def __init__(self, moment: datetime) -> None:
        self.moment = moment

    def now(self) -> datetime:
        return self.moment

    def instant(self) -> datetime:
        return self.moment.astimezone(UTC)


def rows(state: SandboxState) -> list[str]:
    return list(state.core._conn.iterdump())


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(
    "moment",
    [
        datetime(2028, 2, 28, 23, 59, 59),  # a leap day ahead, and the dates a year before it
        datetime(2019, 12, 31, 23, 0, 0),
    ],
)
def test_a_reset_is_the_seed_written_at_that_moment(seed: str, moment: datetime) -> None:
    # The seed's copy is made now if this process has none yet: at another moment, in any case.
    earlier = SandboxState(StoppedClock(moment - timedelta(days=400, seconds=7)), seed_name="empty")
    earlier.reset(seed)
    earlier.close()
    fresh = SandboxState(StoppedClock(moment), seed_name=seed)
    reset = SandboxState(StoppedClock(moment), seed_name="empty")
    try:
        reset.reset(seed)
        assert rows(reset) == rows(fresh)
        reset.reset(seed)  # a second reset starts from the seed again, not from the first reset
        assert rows(reset) == rows(fresh)
    finally:
        fresh.close()
        reset.close()


def test_a_reset_after_use_forgets_what_was_done() -> None:
    clock = StoppedClock(datetime(2030, 1, 10, 12, 0, 0))
    state = SandboxState(clock)
    try:
        seeded = rows(state)
        state.reset("empty")
        clock.moment = datetime(2030, 1, 11, 12, 0, 0)
        state.reset("demo")
        clock.moment = datetime(2030, 1, 10, 12, 0, 0)
        state.reset("demo")
        assert rows(state) == seeded
    finally:
        state.close()
