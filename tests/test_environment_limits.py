"""A trainer's environment settings for the till's time limits are kept within what is safe: a
deadline of ``inf`` would switch the overall deadline off, ``0``, a negative or ``nan`` would fail
every request."""

from __future__ import annotations

import pytest

from app import compose

pytestmark = pytest.mark.logs(r"is (not a number of seconds|outside)")


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("", 30.0),
        ("45", 45.0),
        ("inf", 30.0),
        ("-inf", 30.0),
        ("nan", 30.0),
        ("soon", 30.0),
        ("0", 2.0),
        ("-1", 2.0),
        ("1e9", 600.0),
    ],
)
def test_the_deadline_from_the_environment_stays_within_its_settings_range(
    raw: str, kept: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(compose.DEADLINE_ENV, raw)
    assert compose._seconds(compose.DEADLINE_ENV, 30.0, *compose.DEADLINE_RANGE_S) == kept
