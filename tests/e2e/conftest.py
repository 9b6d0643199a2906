from __future__ import annotations

from collections.abc import Iterator

import pytest

from helpers.processes import sandbox_process


@pytest.fixture
def sandbox_url() -> Iterator[str]:
    """The sandbox in a process of its own, as a trainer runs it (``python -m app.sandbox``)."""
    with sandbox_process() as url:
        yield url
