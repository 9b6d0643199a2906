"""A till run from source updates itself from 0.1.0 to 0.2.0 from a signed channel on loopback.

The install is a copy of the app's source marked 0.1.0, with the channel its release shipped; the
till's own code finds that channel, verifies and stages 0.2.0, installs it, and the next start runs
0.2.0.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from helpers.update_channel import Channel, release, serving, source_release

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.slow, pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path")]

UPDATE = """
import asyncio, pathlib, sys
import app
from app.services.updates import UpdateChannel
from app.services.updates.fetch import UpdateStaged, check_and_stage, install

here = pathlib.Path.cwd()
channel = UpdateChannel.shipped(here)
result = asyncio.run(check_and_stage(channel, app.__version__, pathlib.Path(sys.argv[1])))
assert isinstance(result, UpdateStaged), result
install(result, here)
print(app.__version__, "->", result.version)
"""


def run_from(folder: Path, code: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_till_from_source_updates_to_the_next_release(tmp_path: Path) -> None:
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        channel = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        install = source_release(tmp_path / "install", "0.1.0")
        channel.publish("0.1.0", install)
        channel.publish("0.2.0", source_release(tmp_path / "build-0.2.0", "0.2.0"))
        assert run_from(install, "import app; print(app.__version__)") == "0.1.0"

        assert run_from(install, UPDATE, str(tmp_path / "till-state")) == "0.1.0 -> 0.2.0"

    assert run_from(install, "import app; print(app.__version__)") == "0.2.0"
