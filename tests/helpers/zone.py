"""The till's time zone, changed for a test as a till restarted in another zone would see it."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def in_zone(name: str) -> Iterator[None]:
    """Run the block with the process's local zone set to ``name`` ("America/New_York")."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = before
        time.tzset()
