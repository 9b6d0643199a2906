"""A moment typed whole is read as a manager writes it, in their language, and nothing else is guessed."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import QLocale

from app.desk.common.moment_text import moment_text, read_moment

SHOWN = datetime(2026, 12, 3, 17, 45)


@pytest.mark.parametrize(
    ("language", "typed", "meant"),
    [
        ("en_GB", "1 Dec 2026 06:30", datetime(2026, 12, 1, 6, 30)),
        ("en_GB", "1 december 2026 6:30", datetime(2026, 12, 1, 6, 30)),
        ("en_GB", "06:00", datetime(2026, 12, 3, 6, 0)),
        ("en_GB", "6.00", datetime(2026, 12, 3, 6, 0)),
        ("en_GB", "2/12 06:00", datetime(2026, 12, 2, 6, 0)),
        ("en_GB", "2026-11-30 22:15", datetime(2026, 11, 30, 22, 15)),
        ("de_DE", "1. Dez. 2026 06:30", datetime(2026, 12, 1, 6, 30)),
        ("de_DE", "1.12.2026 06:30", datetime(2026, 12, 1, 6, 30)),
        ("de_DE", "1.12. 6:30", datetime(2026, 12, 1, 6, 30)),
        ("pl_PL", "1 gru 2026 06:30", datetime(2026, 12, 1, 6, 30)),
        ("pl_PL", "1 grudnia 2026 06:30", datetime(2026, 12, 1, 6, 30)),
        ("pl_PL", "1 Dec 2026 06:30", datetime(2026, 12, 1, 6, 30)),  # English months are read too
        ("ro_RO", "1 dec. 2026 06:30", datetime(2026, 12, 1, 6, 30)),
        ("en_GB", "1 Dec", datetime(2026, 12, 1, 17, 45)),  # the shown time is kept
    ],
)
def test_a_moment_typed_whole_is_read_in_the_managers_language(
    language: str, typed: str, meant: datetime
) -> None:
    assert read_moment(typed, QLocale(language), SHOWN) == meant


@pytest.mark.parametrize("typed", ["", "tomorrow", "31.02.2026 06:00", "25:00", "1 Smarch 2026", "12345"])
def test_a_text_that_names_no_moment_is_refused_not_guessed(typed: str) -> None:
    assert read_moment(typed, QLocale("en_GB"), SHOWN) is None


@pytest.mark.parametrize("language", ["en_GB", "de_DE", "pl_PL", "es_ES", "it_IT", "pt_PT", "ro_RO"])
def test_what_the_field_shows_it_reads_back_in_every_language(language: str) -> None:
    for month in range(1, 13):
        when = datetime(2026, month, 9, 6, 5)
        assert read_moment(moment_text(when, QLocale(language)), QLocale(language), SHOWN) == when
