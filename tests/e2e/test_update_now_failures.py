"""``voucher-desk --update-now`` where the install itself fails: one ``Refused:`` line, no traceback,
and the release left as it was.

The install is a release run from source (0.1.0) with a channel on loopback that also offers 0.2.0,
as in ``test_update_now.py``; 0.2.0 adds a folder, so a copy can fail after it has begun.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from helpers.update_channel import Channel, release, serving, source_release

pytestmark = [
    pytest.mark.slow,
    pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path"),
]


@dataclass(frozen=True)
class Answer:
    code: int
    said: str
    errors: str


@dataclass
class Install:
    folder: Path
    home: Path

    def update_now(self) -> Answer:
        done = subprocess.run(
            [sys.executable, "-m", "app", "--update-now", "--config-dir", str(self.home)],
            cwd=self.folder,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        return Answer(done.returncode, done.stdout.strip(), done.stderr)

    def release_marker(self) -> str:
        """The file that says which release the install is."""
        return (self.folder / "app" / "__init__.py").read_text(encoding="utf-8")


@pytest.fixture
def installed(tmp_path: Path) -> Iterator[Install]:
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        channel = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        folder = source_release(tmp_path / "install", "0.1.0")
        channel.publish("0.1.0", folder)
        following = source_release(tmp_path / "build-0.2.0", "0.2.0")
        (following / "app" / "added_in_0_2").mkdir()
        (following / "app" / "added_in_0_2" / "data.txt").write_text("new in 0.2.0\n", encoding="utf-8")
        channel.publish("0.2.0", following)
        yield Install(folder, tmp_path / "home")


def test_a_damaged_channel_file_is_refused_in_one_line(installed: Install) -> None:
    (installed.folder / "update-channel.json").write_text('{"metadata_url": "http://', encoding="utf-8")

    answer = installed.update_now()

    assert answer.code == 1
    assert answer.said.startswith("Refused:")
    assert "Traceback" not in answer.errors


def test_an_install_that_cannot_write_a_file_leaves_the_release_as_it_was(installed: Install) -> None:
    # A file of the new release the copy cannot write (here its folder's name is taken by a file;
    # in the field a full disk or a file held open): the copy fails part of the way through, after
    # the file that says which release this is.
    (installed.folder / "app" / "added_in_0_2").write_text("in the way\n", encoding="utf-8")
    before = installed.release_marker()

    answer = installed.update_now()

    assert "Traceback" not in answer.errors
    assert answer.code == 1
    assert answer.said.startswith("Refused: The update could not be written (")
    assert answer.said.endswith("): nothing was installed, the till is as it was.")
    assert installed.release_marker() == before, "a half-copied release says it is 0.2.0"
