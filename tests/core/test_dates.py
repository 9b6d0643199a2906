"""Days and times are written as the signed-in language writes them; English keeps the till's forms."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

import pytest

from app.core import i18n
from app.core.dates import DAY_TIME, MONTH_DAY_TIME, day_text, local_moment

WHEN = datetime(2026, 11, 24, 10, 46)


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    i18n.install(i18n.SOURCE_LANGUAGE, None)


@pytest.mark.parametrize(
    ("language", "feed", "day"),
    [
        ("en_GB", "24 Nov 10:46", "24 Nov 2026"),
        ("pl_PL", "24 lis 10:46", "24 lis 2026"),
        ("de_DE", "24 Nov. 10:46", "24 Nov. 2026"),
        ("es_ES", "24 nov 10:46", "24 nov 2026"),
    ],
)
def test_a_feed_time_and_a_day_in_the_signed_in_language(
    speaking: None, language: str, feed: str, day: str
) -> None:
    i18n.install(language, None)
    assert local_moment(WHEN, MONTH_DAY_TIME, f"{WHEN.day} {WHEN:%b %H:%M}") == feed
    assert day_text(WHEN) == day


def test_english_keeps_the_form_the_till_gives_it_byte_for_byte(speaking: None) -> None:
    assert local_moment(WHEN, DAY_TIME, f"{WHEN:%d %b %Y %H:%M}") == "24 Nov 2026 10:46"
    i18n.install("xx_YY", None)  # a language Babel does not know keeps the till's own form
    assert local_moment(WHEN, DAY_TIME, "as given") == "as given"
