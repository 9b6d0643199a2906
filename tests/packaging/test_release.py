"""build.py's update step: the archive and signed metadata beside the installer, keys from the environment."""

from __future__ import annotations

import json
import shutil
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402
import release  # noqa: E402

from app import APP_SLUG, __version__  # noqa: E402
from app.services.updates import UpdateChannel  # noqa: E402
from app.services.updates.fetch import NoUpdate, UpdateStaged, prepare_update  # noqa: E402
from helpers.update_channel import bundle, serving  # noqa: E402

pytestmark = pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path")


@pytest.fixture
def built(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    bundle = tmp_path / "dist" / APP_SLUG
    bundle.mkdir(parents=True)
    (bundle / APP_SLUG).write_text("the program", encoding="utf-8")
    monkeypatch.setattr(build, "DIST", tmp_path / "dist")
    monkeypatch.setattr(build, "built_app", lambda: bundle)
    monkeypatch.setattr(release, "DEFAULT_REPO", tmp_path / "dist" / "update-channel")
    for name in (release.KEYS_ENV, release.URL_ENV, "GITHUB_REF_TYPE"):
        monkeypatch.delenv(name, raising=False)
    return bundle


def test_a_ci_build_signs_its_update_with_throwaway_keys(
    built: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "true")

    build.update()

    channel = release.DEFAULT_REPO
    assert (channel / "targets" / f"{APP_SLUG}-{__version__}.tar.gz").is_file()
    signed = {p.name for p in (channel / "metadata").iterdir()}
    assert {"root.json", "targets.json", "snapshot.json", "timestamp.json"} <= signed
    shipped = json.loads((built / "update-channel.json").read_text(encoding="utf-8"))
    assert shipped["metadata_url"] == build.CI_CHANNEL_URL + "/metadata/"
    assert (built / "root.json").read_bytes() == (channel / "metadata" / "root.json").read_bytes()


def test_a_release_build_without_its_keys_stops(built: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    monkeypatch.setenv("GITHUB_REF_TYPE", "tag")

    with pytest.raises(SystemExit, match=release.KEYS_ENV):
        build.update()
    assert not (built / "update-channel.json").exists()


def _version(metadata: Path, role: str) -> int:
    return int(json.loads((metadata / f"{role}.json").read_text(encoding="utf-8"))["signed"]["version"])


def test_a_release_restores_the_published_channel_and_the_till_takes_its_update(tmp_path: Path) -> None:
    keys = release.make_throwaway_keys(tmp_path / "keys")
    published = tmp_path / "published"
    published.mkdir()
    with serving(published) as url:
        release.publish(bundle(tmp_path / "b1", "0.2.0"), "0.2.0", published, keys, url)
        till = tmp_path / "till"
        shipped = tmp_path / "shipped-root.json"
        shutil.copyfile(published / "metadata" / "root.json", shipped)
        channel = release.channel_for(url, published)
        till_channel = UpdateChannel(channel.metadata_url, channel.targets_url, shipped)
        assert isinstance(prepare_update(till_channel, "0.2.0", till), NoUpdate), "the till saw 0.2.0's"

        # The release runner holds only the keys: it restores the channel, then signs the next release.
        runner = tmp_path / "runner-channel"
        assert release.restore(url, runner, keys) == 1
        release.publish(bundle(tmp_path / "b2", "0.3.0"), "0.3.0", runner, keys, url)
        for role in release.TOP_ROLES:
            assert _version(runner / "metadata", role) > _version(published / "metadata", role)
        shutil.copytree(runner, published, dirs_exist_ok=True)  # published over the channel

        staged = prepare_update(till_channel, "0.2.0", till)
        assert isinstance(staged, UpdateStaged), staged
        assert staged.version == "0.3.0"


def test_a_channel_not_signed_by_the_release_keys_is_not_restored(tmp_path: Path) -> None:
    keys = release.make_throwaway_keys(tmp_path / "keys")
    other = release.make_throwaway_keys(tmp_path / "other-keys")
    published = tmp_path / "published"
    published.mkdir()
    with serving(published) as url:
        release.publish(bundle(tmp_path / "b1", "0.2.0"), "0.2.0", published, other, url)
        with pytest.raises(release.RestoreRefused, match="not signed by this release's root key"):
            release.restore(url, tmp_path / "a", keys)

        shutil.rmtree(published)
        published.mkdir()
        release.publish(bundle(tmp_path / "b2", "0.2.0"), "0.2.0", published, keys, url)
        targets = published / "metadata" / "targets.json"
        document = json.loads(targets.read_text(encoding="utf-8"))
        document["signed"]["targets"]["voucher-desk-9.9.9.tar.gz"] = {"length": 1, "hashes": {"sha256": "00"}}
        targets.write_text(json.dumps(document), encoding="utf-8")
        with pytest.raises(release.RestoreRefused, match="not signed by this release"):
            release.restore(url, tmp_path / "b", keys)
        assert not (tmp_path / "b" / "metadata").exists(), "nothing restored"


def test_an_unpublished_channel_stops_a_release_unless_it_starts_one(tmp_path: Path) -> None:
    keys = release.make_throwaway_keys(tmp_path / "keys")
    empty = tmp_path / "empty"
    empty.mkdir()
    with serving(empty) as url:
        with pytest.raises(release.RestoreRefused, match="no channel is published"):
            release.restore(url, tmp_path / "a", keys)
        assert release.restore(url, tmp_path / "a", keys, new_channel=True) == 0


def test_a_macos_app_ships_its_channel_in_resources_signed_before_it_is_archived(tmp_path: Path) -> None:
    keys = release.make_throwaway_keys(tmp_path / "keys")
    app = tmp_path / "Voucher Desk.app"
    bundle(app / "Contents" / "MacOS", "0.2.0")
    resources = app / "Contents" / "Resources"
    seen: list[set[str]] = []

    def sign() -> None:  # what codesign seals: the channel's files must be in place by then
        seen.append({p.name for p in resources.iterdir()})

    archive = release.publish(
        app, "0.2.0", tmp_path / "channel", keys, "http://127.0.0.1:1/c", before_archive=sign
    )
    assert seen == [{"update-channel.json", "root.json"}]
    assert sorted(p.name for p in app.iterdir()) == ["Contents"], "nothing at the bundle's top"
    with tarfile.open(archive) as packed:
        names = {Path(name).as_posix().removeprefix("./") for name in packed.getnames()}
    assert {"Contents/Resources/update-channel.json", "Contents/Resources/root.json"} <= names
