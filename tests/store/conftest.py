"""Fixtures for the store tests."""

from __future__ import annotations

from datetime import datetime

import pytest

from helpers.clock import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime(2024, 12, 24, 9, 0, 0))
