"""A till as its administrator left it: the demo key in the computer's key store (in memory here)
and settings saved for the Harbour's reception on the sandbox, before the till is started."""

from __future__ import annotations

from typing import Any

import keyring
import pytest

from app.core.paths import AppPaths
from app.core.settings import Settings, save_settings
from app.sandbox.seed_catalogue import DEMO_KEY, Locations, Properties
from app.store.credentials import CredentialStore
from helpers.keyrings import MemoryKeyring
from sandbox_harness.server import SandboxServer


def set_up_at_reception(
    home: AppPaths, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch, **changes: Any
) -> Settings:
    """The key stored and the reception's settings, with ``changes``, saved; those settings."""
    backend = MemoryKeyring()
    monkeypatch.setattr(keyring, "get_keyring", lambda: backend)
    CredentialStore(home.secrets_file).set_api_key(DEMO_KEY)
    reception: dict[str, Any] = {
        "base_url": sandbox.url,
        "domain_id": Properties.HARBOUR,
        "property_name": "Harbour Hotel & Spa",
        "location_id": Locations.RECEPTION,
        "location_name": "Hotel Reception",
    }
    settings = Settings(**(reception | changes))
    save_settings(settings, home.settings_file)
    return settings
