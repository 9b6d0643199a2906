"""The clocks' skew read from an answer's ``Date``: the whole second it names, not a second short."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.api.timeline import ServiceTimeline

DATE = datetime(2026, 12, 7, 12, 0, 0, tzinfo=UTC)


@pytest.mark.parametrize("into_the_second", [0.0, 0.3, 0.7, 0.95])
def test_a_date_heard_part_way_through_its_second_is_no_skew(into_the_second: float) -> None:
    """The service's clock agrees with the till's: its Date says 12:00:00 from 12:00:00.0 to
    12:00:00.999, and the till hears it some part of that second later."""
    now = DATE.replace(tzinfo=None) + timedelta(seconds=into_the_second)
    timeline = ServiceTimeline(clock=lambda: now.replace(tzinfo=UTC).astimezone().replace(tzinfo=None))
    timeline.heard(DATE)
    assert timeline.skew_s == 0


def test_a_date_a_whole_minute_ahead_is_a_minute_of_skew() -> None:
    now = DATE.replace(tzinfo=None) + timedelta(seconds=0.6)
    timeline = ServiceTimeline(clock=lambda: now.replace(tzinfo=UTC).astimezone().replace(tzinfo=None))
    timeline.heard(DATE + timedelta(minutes=1))
    assert timeline.skew_s == 60
