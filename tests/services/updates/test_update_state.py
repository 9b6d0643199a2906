"""What the till keeps between checks (the trusted root, the staged release) cannot be turned
against it: a damaged or planted root, or a check given up on that ends later.

The channel is a real tufup channel on loopback with throwaway keys, as in ``test_updates.py``.
"""

from __future__ import annotations

import shutil
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any, ClassVar

import anyio
import pytest

from app.services.updates.fetch import Refusal, UpdateRefused, UpdateStaged, check_and_stage
from helpers.update_channel import Channel, serving

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path", r"update refused"),
]


class _FirstArchiveStalls(SimpleHTTPRequestHandler):
    """Sends half of the first archive asked for, holds until the test lets go, then drops the
    connection (a channel that slows down and then fails); every later request is answered."""

    let_go: ClassVar[threading.Event]
    stalled: ClassVar[list[str]]

    def do_GET(self) -> None:
        if self.path.startswith("/targets/") and not self.stalled:
            self.stalled.append(self.path)
            data = (Path(self.directory) / self.path.lstrip("/")).read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.let_go.wait(30)
            self.close_connection = True
            return
        super().do_GET()

    def log_message(self, format: str, *args: Any) -> None:
        del format, args


async def abandoned_checks_end() -> None:
    for thread in [thread for thread in threading.enumerate() if thread.name == "update-check"]:
        await anyio.to_thread.run_sync(partial(thread.join, 30))


async def test_a_check_given_up_on_does_not_undo_the_next_one(channel: Channel, tmp_path: Path) -> None:
    let_go = threading.Event()
    handler = type("Stalls", (_FirstArchiveStalls,), {"let_go": let_go, "stalled": []})
    state = tmp_path / "till"
    with serving(channel.repo, handler) as url:
        till_channel = Channel(channel.repo, channel.keys, url).for_till(
            channel.repo / "metadata" / "root.json"
        )
        first = await check_and_stage(till_channel, "0.1.0", state, deadline_s=0.5)
        # The manager signs in again later in the shift: a new check, which stages 0.2.0.
        second = await check_and_stage(till_channel, "0.1.0", state)
        let_go.set()
        await abandoned_checks_end()

    assert isinstance(first, UpdateRefused)
    assert first.reason is Refusal.SLOW
    assert isinstance(second, UpdateStaged)
    assert (second.folder / "release.txt").is_file(), "the update the manager was told is ready is gone"


async def test_a_damaged_trusted_root_in_the_state_folder_heals_from_the_shipped_one(
    channel: Channel, tmp_path: Path
) -> None:
    state = tmp_path / "till"
    # A first check on a full disk leaves the copy of the shipped root empty.
    (state / "metadata").mkdir(parents=True)
    (state / "metadata" / "root.json").write_bytes(b"")

    assert isinstance(await check_and_stage(channel.for_till(), "0.1.0", state), UpdateStaged)


async def test_a_root_from_other_keys_put_in_the_state_folder_is_not_trusted(
    channel: Channel, tmp_path: Path
) -> None:
    shipped = tmp_path / "shipped-root.json"
    shutil.copyfile(channel.repo / "metadata" / "root.json", shipped)
    impostor = channel.taken_over(tmp_path)
    state = tmp_path / "till"
    (state / "metadata").mkdir(parents=True)
    shutil.copyfile(impostor.repo / "metadata" / "root.json", state / "metadata" / "root.json")

    result = await check_and_stage(channel.for_till(shipped), "0.1.0", state)

    assert isinstance(result, UpdateRefused)
    assert result.reason is Refusal.WRONG_KEY
