"""The update tests' channel: a real tufup channel on loopback, signed by throwaway keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from helpers.update_channel import Channel, bundle, release, serving


@pytest.fixture
def channel(tmp_path: Path) -> Iterator[Channel]:
    """A channel with release 0.2.0, signed by throwaway keys, served on loopback."""
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        served = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        served.publish("0.2.0", bundle(tmp_path / "bundle-0.2.0", "0.2.0"))
        yield served
