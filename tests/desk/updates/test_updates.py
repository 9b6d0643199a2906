"""What a manager is told about an update, and that a busy till waits to install it."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest

from app.core.movement import Movement, MovementState
from app.core.notice import Kind, Notice
from app.desk.updates.updates import UpdatesViewModel, build_updates, till_activity
from app.services.updates import TillActivity
from app.services.updates.fetch import UpdateStaged
from helpers.update_channel import Channel, bundle, release, serving

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path", r"update refused"),
]


class Till:
    """What the till is doing, as the view-model reads it at each step."""

    def __init__(self) -> None:
        self.now = TillActivity()

    def __call__(self) -> TillActivity:
        return self.now


async def test_a_manager_is_told_a_release_is_ready_and_it_installs_once_the_till_is_quiet(
    tmp_path: Path,
) -> None:
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        channel = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        channel.publish("0.2.0", bundle(tmp_path / "b", "0.2.0"))
        till = Till()
        updates = UpdatesViewModel(channel.for_till(), "0.1.0", tmp_path / "till", till)
        told: list[Notice] = []
        updates.notice.connect(told.append)

        assert isinstance(await updates.check(), UpdateStaged)

    assert told == [Notice("Version 0.2.0 is ready — install at the end of the shift", kind=Kind.INFO)]
    installed = bundle(tmp_path / "installed", "0.1.0")
    till.now = TillActivity(mid_bill=True)
    assert (
        updates.install_if_quiet(installed)
        == "A sale or a bill is open: the update waits until it is finished."
    )
    assert (installed / "release.txt").read_text(encoding="utf-8") == "0.1.0"
    till.now = TillActivity()
    assert updates.install_if_quiet(installed) is None
    assert (installed / "release.txt").read_text(encoding="utf-8") == "0.2.0"


async def test_a_training_or_offline_till_does_not_look(tmp_path: Path) -> None:
    till = Till()
    dead = release.channel_for("http://127.0.0.1:9", tmp_path)
    updates = UpdatesViewModel(dead, "0.1.0", tmp_path / "till", till)
    told: list[Notice] = []
    updates.notice.connect(told.append)
    for activity in (TillActivity(training=True), TillActivity(online=False)):
        till.now = activity
        assert await updates.check() is None
    assert told == []
    assert updates.install_if_quiet(tmp_path) == "No update is ready."


async def test_a_refused_update_is_told_as_a_problem(tmp_path: Path) -> None:
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        channel = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        channel.publish("0.2.0", bundle(tmp_path / "b", "0.2.0"))
        release.resign_timestamp(repo, channel.keys, days=-1)
        updates = UpdatesViewModel(channel.for_till(), "0.1.0", tmp_path / "till", Till())
        told: list[Notice] = []
        updates.notice.connect(told.append)
        await updates.check()

    assert [(n.text, n.kind) for n in told] == [
        ("The update channel's signed files have expired: not installed.", Kind.PROBLEM)
    ]
    assert updates.staged is None


def test_only_an_installed_till_out_of_training_looks_for_updates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def build(training: bool) -> UpdatesViewModel | None:
        return build_updates(
            training=training, online=lambda: True, unresolved=list, data_dir=tmp_path / "data"
        )

    assert build(training=False) is None  # run from source: no channel
    installed = tmp_path / "Voucher Desk"
    installed.mkdir()
    release.channel_for("http://127.0.0.1:9", tmp_path).write(installed)
    (installed / "root.json").write_text("{}", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(installed / "voucher-desk.exe"))

    assert build(training=True) is None
    updates = build(training=False)
    assert updates is not None
    updates.open_work.add("sale")
    assert updates.install_if_quiet(installed) == "No update is ready."


def test_the_till_activity_counts_movements_in_flight_and_unresolved() -> None:
    def movement(state: MovementState) -> Movement:
        return cast(Movement, SimpleNamespace(state=state))

    journal = [
        movement(MovementState.PENDING),
        movement(MovementState.UNKNOWN),
        movement(MovementState.UNKNOWN),
    ]
    open_work = {"bill"}
    now = till_activity(
        training=False, online=lambda: False, unresolved=lambda: journal, open_work=open_work
    )()

    assert now == TillActivity(
        online=False, movements_in_flight=1, movements_unresolved=2, mid_sale=False, mid_bill=True
    )


@pytest.mark.logs(r"the staged update 0.2.0 was changed after it was verified")
async def test_a_staged_update_changed_on_disk_during_the_shift_is_not_installed(tmp_path: Path) -> None:
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        channel = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        channel.publish("0.2.0", bundle(tmp_path / "b", "0.2.0"))
        updates = UpdatesViewModel(channel.for_till(), "0.1.0", tmp_path / "till", Till())
        staged = await updates.check()
    assert isinstance(staged, UpdateStaged)
    (staged.folder / "planted.txt").write_text("not in the release", encoding="utf-8")
    installed = bundle(tmp_path / "installed", "0.1.0")

    assert (
        updates.install_if_quiet(installed)
        == "The update was changed on this computer after it was checked: nothing was installed."
    )
    assert sorted(p.name for p in installed.iterdir()) == ["release.txt"]
    assert (installed / "release.txt").read_text(encoding="utf-8") == "0.1.0"


@pytest.mark.logs(r"No updates: .* cannot be read as an update channel")
def test_an_install_whose_channel_file_is_damaged_starts_without_updates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installed = tmp_path / "Voucher Desk"
    installed.mkdir()
    (installed / "update-channel.json").write_text('{"metadata_url": "http://', encoding="utf-8")
    (installed / "root.json").write_text("{}", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(installed / "voucher-desk.exe"))

    assert build_updates(training=False, online=lambda: True, unresolved=list, data_dir=tmp_path) is None


async def test_a_check_held_back_while_offline_is_not_counted_as_looked(tmp_path: Path) -> None:
    till = Till()
    updates = UpdatesViewModel(release.channel_for("http://127.0.0.1:9", tmp_path), "0.1.0", tmp_path, till)
    till.now = TillActivity(online=False)
    assert await updates.check() is None
    assert not updates.looked
