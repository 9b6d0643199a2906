"""Where the API key is kept: the OS keyring, or a file only this user can read where none exists.

The file fallback is weaker than a keyring, so ``uses_fallback`` lets the UI warn about it.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

from app import APP_SLUG

log = logging.getLogger(__name__)
_ACCOUNT = "api-key"


class CredentialStore:
    """The backend is looked up on first use: keyring takes a tenth of a second to load, and a
    training till never needs it."""

    def __init__(self, fallback_file: Path, *, service: str = APP_SLUG, backend: Any | None = None) -> None:
        self._file = fallback_file
        self._service = service
        self._keyring: Any = backend
        self._keyring_failed = False

    def _backend(self) -> Any:
        if self._keyring is None:
            import keyring  # noqa: PLC0415 - see the class docstring

            self._keyring = keyring.get_keyring()
        return self._keyring

    @property
    def uses_fallback(self) -> bool:
        priority = getattr(self._backend(), "priority", 0)
        return self._keyring_failed or not (priority and priority > 0)

    def get_api_key(self) -> str | None:
        if not self.uses_fallback:
            from keyring.errors import KeyringError  # noqa: PLC0415

            try:
                value = self._backend().get_password(self._service, _ACCOUNT)
            except KeyringError:
                log.warning("The OS keyring could not be read; using the protected file instead")
                self._keyring_failed = True
            else:
                return value if isinstance(value, str) else None
        return self._read_file()

    def set_api_key(self, api_key: str) -> None:
        if not self.uses_fallback:
            from keyring.errors import KeyringError  # noqa: PLC0415

            try:
                self._backend().set_password(self._service, _ACCOUNT, api_key)
            except KeyringError:
                log.warning("The OS keyring refused the key; keeping it in a file only this user can read")
                self._keyring_failed = True
            else:
                return
        self._write_file(api_key)

    def _read_file(self) -> str | None:
        try:
            data = json.loads(self._file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        value = data.get(_ACCOUNT) if isinstance(data, dict) else None
        return value if isinstance(value, str) else None

    def _write_file(self, api_key: str) -> None:
        self._file.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self._file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump({_ACCOUNT: api_key}, handle)
        os.chmod(self._file, 0o600)
