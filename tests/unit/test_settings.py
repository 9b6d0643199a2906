"""Settings survive a restart, are written whole or not at all, and never point the key at clear text."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.core.settings import Settings, load_settings, save_settings


def reception_desk() -> Settings:
    return Settings(
        base_url="https://api.giftpro.co.uk/",
        domain_id=101,
        property_name="Harbour Hotel & Spa",
        location_id=71,
        location_name="Hotel Reception",
        till_name="Front desk",
    )


def test_saved_settings_load_back_the_same(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    save_settings(reception_desk(), path)
    loaded = load_settings(path)
    assert loaded == reception_desk()
    assert loaded is not None
    assert loaded.base_url == "https://api.giftpro.co.uk"
    assert set(json.loads(path.read_text(encoding="utf-8"))) == set(Settings.model_fields)


def test_first_run_and_a_damaged_file_both_mean_no_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path) is None
    path.write_text('{"base_url": "https://api.gif', encoding="utf-8")
    assert load_settings(path) is None
    path.write_text('{"base_url": "http://vouchers.example.com"}', encoding="utf-8")
    assert load_settings(path) is None


def test_a_failed_write_leaves_the_old_settings_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    save_settings(reception_desk(), path)

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    changed = reception_desk()
    changed.till_name = "Spa till"
    with pytest.raises(OSError, match="No space"):
        save_settings(changed, path)
    assert load_settings(path) == reception_desk()
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("url", ["http://192.168.1.5", "http://api.giftpro.co.uk", "ftp://api.giftpro.co.uk"])
def test_a_key_is_never_sent_in_clear_text_over_a_network(url: str) -> None:
    with pytest.raises(ValidationError, match="https://"):
        Settings(base_url=url)


@pytest.mark.parametrize("url", ["http://127.0.0.1:8080", "http://localhost:9000", "https://10.0.0.2"])
def test_this_machine_or_https_is_accepted(url: str) -> None:
    assert Settings(base_url=url).base_url == url


def test_a_till_needs_a_property_and_a_location_to_open() -> None:
    assert not Settings().is_complete
    assert not Settings(domain_id=101).is_complete
    assert reception_desk().is_complete
