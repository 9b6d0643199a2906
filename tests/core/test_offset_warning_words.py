"""The warning that the till's clock is far from the service's is shown in the staff's language, as
every other word of the till is (a German till at a property eight hours ahead)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.core import i18n
from app.core.timeline import offset_warning


@pytest.fixture
def marked() -> Iterator[None]:
    """A language whose words are the source's, marked: a word that skips translate is unmarked."""
    i18n.install("de_DE", lambda _context, text, _disambiguation, _n: f"» {text}")
    yield
    i18n.install(i18n.SOURCE_LANGUAGE, None)


@pytest.mark.usefixtures("marked")
def test_the_clock_offset_warning_is_translated() -> None:
    warning = offset_warning(8 * 3600)
    assert warning
    assert not warning.startswith("This till's clock"), warning


def test_the_warning_names_the_size_and_side_of_the_offset() -> None:
    assert offset_warning(8 * 3600).startswith("This till's clock is 8 h 00 min behind the service's")
    assert offset_warning(-7 * 60).startswith("This till's clock is 7 min ahead of the service's")
    assert offset_warning(60) == ""
    assert offset_warning(None) == ""
