"""Where the API key is kept: the OS key store when there is one, else a file only this user reads."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from app.core.paths import resolve_paths
from app.core.settings import Settings, save_settings
from app.store.credentials import CredentialStore
from helpers import logs
from helpers.keyrings import BrokenKeyring, MemoryKeyring, NoKeyring

pytestmark = pytest.mark.logs(logs.KEYRING_FALLBACK)

KEY = "live-key-0123456789abcdef"


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_key_goes_to_the_key_store_and_no_file_is_written(tmp_path: Path) -> None:
    backend = MemoryKeyring()
    store = CredentialStore(tmp_path / "secrets.json", backend=backend)
    store.set_api_key(KEY)
    assert not store.uses_fallback
    assert CredentialStore(tmp_path / "secrets.json", backend=backend).get_api_key() == KEY
    assert KEY in backend.saved.values()
    assert not (tmp_path / "secrets.json").exists()


def test_no_key_store_keeps_the_key_in_a_file_only_the_user_can_read(tmp_path: Path) -> None:
    backend = NoKeyring()
    store = CredentialStore(tmp_path / "config" / "secrets.json", backend=backend)
    assert store.uses_fallback
    store.set_api_key(KEY)
    secrets = tmp_path / "config" / "secrets.json"
    assert mode_of(secrets) == 0o600
    assert backend.saved == {}
    assert CredentialStore(secrets, backend=NoKeyring()).get_api_key() == KEY


def test_a_key_store_that_refuses_falls_back_to_the_protected_file(tmp_path: Path) -> None:
    store = CredentialStore(tmp_path / "secrets.json", backend=BrokenKeyring())
    assert not store.uses_fallback
    store.set_api_key(KEY)
    assert store.uses_fallback
    assert mode_of(tmp_path / "secrets.json") == 0o600
    assert CredentialStore(tmp_path / "secrets.json", backend=BrokenKeyring()).get_api_key() == KEY


def test_rewriting_a_loosened_file_makes_it_private_again(tmp_path: Path) -> None:
    secrets = tmp_path / "secrets.json"
    secrets.write_text('{"api-key": "old"}', encoding="utf-8")
    secrets.chmod(0o644)
    store = CredentialStore(secrets, backend=NoKeyring())
    store.set_api_key(KEY)
    assert mode_of(secrets) == 0o600
    assert store.get_api_key() == KEY


def test_no_key_yet_or_an_unreadable_file_means_no_key(tmp_path: Path) -> None:
    secrets = tmp_path / "secrets.json"
    assert CredentialStore(secrets, backend=NoKeyring()).get_api_key() is None
    assert CredentialStore(secrets, backend=MemoryKeyring()).get_api_key() is None
    secrets.write_text("not json", encoding="utf-8")
    assert CredentialStore(secrets, backend=NoKeyring()).get_api_key() is None


def test_settings_file_never_holds_the_key(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path).ensure()
    store = CredentialStore(paths.secrets_file, backend=NoKeyring())
    store.set_api_key(KEY)
    save_settings(Settings(domain_id=101, location_id=71), paths.settings_file)
    assert KEY not in paths.settings_file.read_text(encoding="utf-8")
    assert paths.secrets_file != paths.settings_file
