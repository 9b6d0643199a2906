"""build.py's update step: the archive and signed metadata beside the installer, keys from the environment."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402
import release  # noqa: E402

from app import APP_SLUG, __version__  # noqa: E402

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
