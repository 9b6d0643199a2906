"""In-memory keyring backends: the OS key store is the edge the credential tests fake."""

from __future__ import annotations

import keyring.errors
from keyring.backend import KeyringBackend


class MemoryKeyring(KeyringBackend):
    """A working key store that forgets everything when the test ends."""

    priority = 1
    # Defining a backend registers it with keyring; this keeps it out of keyring's own choice.
    viable = False

    def __init__(self) -> None:
        super().__init__()
        self.saved: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.saved.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.saved[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.saved.pop((service, username), None)


class NoKeyring(MemoryKeyring):
    """What a computer without a key store offers: keyring's own "fail" backend has priority 0."""

    priority = 0


class BrokenKeyring(MemoryKeyring):
    """A key store that says it works and then refuses, as a locked or crashed one does."""

    def get_password(self, service: str, username: str) -> str | None:
        raise keyring.errors.KeyringError("the key store is locked")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise keyring.errors.KeyringError("the key store is locked")
