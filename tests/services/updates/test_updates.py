"""The till's update client against a real tufup channel on loopback: a good update, each bad one refused."""

from __future__ import annotations

import asyncio
import shutil
import socket
import threading
from pathlib import Path

import anyio
import pytest

from app.services.updates import UpdateChannel
from app.services.updates.fetch import (
    NoUpdate,
    Refusal,
    UpdateRefused,
    UpdateStaged,
    check_and_stage,
    install,
    prepare_update,
)
from helpers.update_channel import Channel, bundle, release, stuck_server

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path", r"update refused"),
]


def shipped_root(channel: Channel, tmp_path: Path) -> Path:
    """The root a till of 0.1.0 was installed with (copied before the channel moves on)."""
    root = tmp_path / "shipped-root.json"
    if not root.exists():
        shutil.copyfile(channel.repo / "metadata" / "root.json", root)
    return root


def refused(result: object) -> Refusal:
    assert isinstance(result, UpdateRefused), result
    assert result.message.endswith(("not installed.", "the till works on."))
    return result.reason


def nothing_staged(state: Path) -> bool:
    staged = state / "staged"
    return not staged.exists() or not any(staged.iterdir())


async def test_a_newer_release_is_verified_staged_and_installed(channel: Channel, tmp_path: Path) -> None:
    state = tmp_path / "till"
    result = await check_and_stage(channel.for_till(), "0.1.0", state)

    assert isinstance(result, UpdateStaged)
    assert result.version == "0.2.0"
    installed = bundle(tmp_path / "installed", "0.1.0")
    install(result, installed)
    assert (installed / "release.txt").read_text(encoding="utf-8") == "0.2.0"
    # The update ships the channel too, so the next release is found the same way.
    assert UpdateChannel.shipped(installed) is not None


async def test_a_till_already_on_the_newest_release_has_nothing_to_do(
    channel: Channel, tmp_path: Path
) -> None:
    assert await check_and_stage(channel.for_till(), "0.2.0", tmp_path / "till") == NoUpdate()


async def test_a_tampered_archive_is_refused_and_nothing_is_unpacked(
    channel: Channel, tmp_path: Path
) -> None:
    archive = channel.repo / "targets" / "voucher-desk-0.2.0.tar.gz"
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF
    archive.write_bytes(bytes(data))
    state = tmp_path / "till"

    assert refused(await check_and_stage(channel.for_till(), "0.1.0", state)) is Refusal.TAMPERED
    assert nothing_staged(state)


async def test_metadata_signed_with_another_key_is_refused(channel: Channel, tmp_path: Path) -> None:
    trusted = shipped_root(channel, tmp_path)
    channel.taken_over(tmp_path)
    state = tmp_path / "till"

    assert refused(await check_and_stage(channel.for_till(trusted), "0.1.0", state)) is Refusal.WRONG_KEY
    assert nothing_staged(state)


async def test_expired_metadata_is_refused(channel: Channel, tmp_path: Path) -> None:
    release.resign_timestamp(channel.repo, channel.keys, days=-1)
    state = tmp_path / "till"

    assert refused(await check_and_stage(channel.for_till(), "0.1.0", state)) is Refusal.EXPIRED
    assert nothing_staged(state)


async def test_a_channel_rolled_back_to_older_metadata_is_refused(channel: Channel, tmp_path: Path) -> None:
    trusted = shipped_root(channel, tmp_path)
    older = tmp_path / "older-metadata"
    shutil.copytree(channel.repo / "metadata", older)
    channel.publish("0.3.0", bundle(tmp_path / "bundle-0.3.0", "0.3.0"))
    state = tmp_path / "till"
    seen = await check_and_stage(channel.for_till(trusted), "0.3.0", state)
    assert seen == NoUpdate()
    # An attacker (or a restored backup) serves the metadata of before 0.3.0 again.
    shutil.rmtree(channel.repo / "metadata")
    shutil.copytree(older, channel.repo / "metadata")

    assert refused(await check_and_stage(channel.for_till(trusted), "0.1.0", state)) is Refusal.ROLLBACK
    assert nothing_staged(state)


async def test_a_channel_offering_only_an_older_release_is_refused(channel: Channel, tmp_path: Path) -> None:
    state = tmp_path / "till"

    assert refused(await check_and_stage(channel.for_till(), "0.5.0", state)) is Refusal.ROLLBACK
    assert nothing_staged(state)


async def test_a_channel_that_does_not_answer_is_refused_and_the_till_goes_on(
    channel: Channel, tmp_path: Path
) -> None:
    trusted = shipped_root(channel, tmp_path)
    with stuck_server() as url:
        hanging = Channel(channel.repo, channel.keys, url).for_till(trusted)
        ticks = 0

        async def till_loop() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0)

        ticking = asyncio.create_task(till_loop())
        result = await check_and_stage(hanging, "0.1.0", tmp_path / "till", socket_timeout_s=0.2)
        ticking.cancel()

    assert refused(result) is Refusal.SLOW
    assert ticks > 10


async def test_a_channel_that_drips_past_the_deadline_is_given_up(channel: Channel, tmp_path: Path) -> None:
    trusted = shipped_root(channel, tmp_path)
    with stuck_server() as url:
        hanging = Channel(channel.repo, channel.keys, url).for_till(trusted)
        result = await check_and_stage(hanging, "0.1.0", tmp_path / "till", deadline_s=0.2)

    assert refused(result) is Refusal.SLOW
    # The abandoned check ends once the channel lets go; it logs its refusal in this test, not the next.
    abandoned = [thread for thread in threading.enumerate() if thread.name == "update-check"]
    for thread in abandoned:
        await anyio.to_thread.run_sync(thread.join, 30)
    assert not any(thread.is_alive() for thread in abandoned)


async def test_a_channel_nobody_answers_at_is_refused(channel: Channel, tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    dead = Channel(channel.repo, channel.keys, f"http://127.0.0.1:{port}").for_till(
        shipped_root(channel, tmp_path)
    )

    assert refused(prepare_update(dead, "0.1.0", tmp_path / "till")) is Refusal.UNREACHABLE
