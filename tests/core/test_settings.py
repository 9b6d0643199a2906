"""Settings survive a restart, are written whole or not at all, and never point the key at clear text."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.core.pin import hash_pin, verify_pin
from app.core.settings import (
    MIGRATED_MANAGER_NAME,
    ManagerRecord,
    ServiceFit,
    Settings,
    SettingsDamaged,
    backup_path,
    load_settings,
    read_settings,
    save_settings,
)
from app.training import training_settings
from helpers import logs

pytestmark = pytest.mark.logs(logs.SETTINGS_RESTORED, logs.SETTINGS_LOST)


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


def test_only_a_first_run_means_no_settings(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.json") is None


def with_pin() -> Settings:
    settings = reception_desk()
    settings.managers = (ManagerRecord(name="Mia", pin_hash=PIN_HASH),)
    return settings


PIN_HASH = hash_pin("2468")


def test_a_single_manager_pin_of_an_older_version_becomes_a_manager_named_manager(tmp_path: Path) -> None:
    """Settings saved before managers had names keep working: the old PIN is now "Manager"'s."""
    path = tmp_path / "settings.json"
    old = reception_desk().model_dump(mode="json")
    del old["managers"]
    old["manager_pin_hash"] = PIN_HASH
    path.write_text(json.dumps(old), encoding="utf-8")

    loaded = load_settings(path)

    assert loaded is not None
    assert loaded.managers == (ManagerRecord(name=MIGRATED_MANAGER_NAME, pin_hash=PIN_HASH),)
    assert MIGRATED_MANAGER_NAME == "Manager"
    save_settings(loaded, path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert "manager_pin_hash" not in saved
    assert saved["managers"] == [{"name": "Manager", "pin_hash": PIN_HASH}]
    assert load_settings(path) == loaded


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b'{"base_url": "https://api.gif', "damaged"),
        (b'{"base_url": "http://vouchers.example.com"}', "damaged"),
        (b"\x00\xff\xfe garbage", "damaged"),
    ],
)
def test_a_damaged_settings_file_is_restored_from_the_backup_with_the_manager_pin(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: bytes, why: str
) -> None:
    path = tmp_path / "settings.json"
    save_settings(with_pin(), path)
    path.write_bytes(damage)

    loaded = read_settings(path)

    assert loaded.settings == with_pin()
    assert loaded.settings is not None
    assert verify_pin("2468", loaded.settings.managers[0].pin_hash)
    assert loaded.notice.startswith(
        f"The till's settings file was {why}; it has been restored from its backup copy"
    )
    assert "restored from settings.json.bak" in caplog.text
    [kept] = tmp_path.glob("settings.json.damaged-*")
    assert kept.read_bytes() == damage, "the damaged file is kept, not deleted"
    assert kept.name in loaded.notice
    assert load_settings(path) == with_pin(), "the file itself is whole again"


def test_a_missing_settings_file_comes_back_from_its_backup(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(with_pin(), path)
    path.unlink()
    loaded = read_settings(path)
    assert loaded.settings == with_pin()
    assert "was missing" in loaded.notice


def test_a_damaged_file_without_a_backup_is_reported_never_taken_for_a_first_run(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(with_pin(), path)
    path.write_bytes(b"")
    backup_path(path).write_bytes(b"{")
    with pytest.raises(SettingsDamaged) as damaged:
        load_settings(path)
    assert damaged.value.problem.startswith(
        "The till's settings file is empty, and its backup copy is missing or damaged too."
    )
    assert damaged.value.kept_as is not None
    assert damaged.value.kept_as.exists()


def test_every_save_leaves_a_backup_copy_of_the_same_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(with_pin(), path)
    assert backup_path(path).read_bytes() == path.read_bytes()
    assert load_settings(backup_path(path)) == with_pin()


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
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json", "settings.json.bak"]


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


def test_settings_saved_before_backups_existed_get_one_when_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(with_pin(), path)
    backup_path(path).unlink()
    assert load_settings(path) == with_pin()
    path.write_bytes(b"")
    assert load_settings(path) == with_pin()


def test_only_the_built_in_training_sandbox_counts_as_the_only_till_here() -> None:
    """A shared sandbox (``--sandbox-url``) may serve other tills at the same desk; a new till's
    settings assume other tills may work at its location until a manager says otherwise."""
    assert Settings().only_till_here is False
    assert training_settings().only_till_here is True
    assert training_settings(shared=True).only_till_here is False


def test_what_the_service_check_adapted_is_kept_with_the_settings(tmp_path: Path) -> None:
    settings = Settings(service_fit=ServiceFit(first_page=0, filters_created=False, stamp_offset_minutes=180))
    save_settings(settings, tmp_path / "settings.json")
    again = load_settings(tmp_path / "settings.json")
    assert again is not None
    assert again.service_fit.first_page == 0
    assert not again.service_fit.filters_created
    assert again.service_fit.stamp_offset_minutes == 180
    assert Settings().service_fit == ServiceFit(), "a till never checked keeps the reference's assumptions"
