"""Where an install keeps its channel, and what an update replaces, on each platform's layout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.services.updates import UpdateChannel, installed_folder
from app.services.updates.channel import channel_home


def _frozen(monkeypatch: pytest.MonkeyPatch, program: Path) -> None:
    program.parent.mkdir(parents=True, exist_ok=True)
    program.write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(program))


def test_a_source_run_has_no_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert installed_folder() is None


def test_a_macos_install_is_the_app_bundle_and_its_channel_sits_in_resources(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = tmp_path / "Applications" / "Voucher Desk.app"
    _frozen(monkeypatch, app / "Contents" / "MacOS" / "voucher-desk")
    assert installed_folder() == app
    assert channel_home(app) == app / "Contents" / "Resources"
    (app / "Contents" / "Resources").mkdir()
    (app / "Contents" / "Resources" / "root.json").write_text("{}", encoding="utf-8")
    UpdateChannel("http://127.0.0.1:1/metadata/", "http://127.0.0.1:1/targets/", Path("root.json")).write(app)
    shipped = UpdateChannel.shipped(app)
    assert shipped is not None
    assert shipped.metadata_url == "http://127.0.0.1:1/metadata/"
    assert sorted(p.name for p in app.iterdir()) == ["Contents"], "nothing at the bundle's top"


def test_a_windows_or_linux_install_is_the_programs_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "Programs" / "voucher-desk"
    _frozen(monkeypatch, folder / "voucher-desk.exe")
    assert installed_folder() == folder
    assert channel_home(folder) == folder
