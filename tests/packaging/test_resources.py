"""The resource locator finds shipped files from a checkout and from a frozen bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.core.resources import app_icon_files, resource_path, resources_dir

REPO = Path(__file__).resolve().parents[2]


def test_from_a_checkout_resources_are_beside_the_package() -> None:
    assert resources_dir() == REPO / "resources"
    assert resource_path("icons", "app.svg").read_text(encoding="utf-8").startswith("<svg")


def test_in_a_frozen_bundle_resources_come_from_the_unpack_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resources" / "icons").mkdir(parents=True)
    (tmp_path / "resources" / "icons" / "app.svg").write_text("<svg/>", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)

    assert resources_dir() == tmp_path / "resources"
    assert resource_path("icons", "app.svg").read_text(encoding="utf-8") == "<svg/>"


def test_missing_resource_is_reported_with_its_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)

    with pytest.raises(FileNotFoundError, match=r"resources.icons.app\.svg"):
        resource_path("icons", "app.svg")


def test_window_icon_pngs_exist_smallest_first() -> None:
    files = app_icon_files()

    sizes = [int(path.stem.removeprefix("app-")) for path in files]
    assert sizes == sorted(sizes)
    assert sizes[0] == 16
    assert all(path.stat().st_size > 0 for path in files)
