from __future__ import annotations

from collections.abc import Iterator

import pytest

from helpers.processes import sandbox_process, x_server


@pytest.fixture
def sandbox_url() -> Iterator[str]:
    """The sandbox in a process of its own, as a trainer runs it (``python -m app.sandbox``)."""
    with sandbox_process() as url:
        yield url


@pytest.fixture
def display() -> Iterator[str]:
    """A bare X server of 1024×768 on a free display number, with no window manager."""
    with x_server("1024x768x24") as display:
        yield display
