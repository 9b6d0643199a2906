"""How each audit line is sealed to the one before it: with a key kept in the OS keyring.

A keyed line's checksum is ``hmac:<key id>:<HMAC-SHA256>`` of the previous checksum and the line's
canonical text. The key never goes into the file, so someone who can write the file cannot write a
line, or rewrite the lines after an edit, that the check accepts. The key id (the first 8 hex digits
of the key's SHA-256) says which key sealed a line: a file copied to another computer stays
readable there (it is a plain SQLite file), and is checked wherever the keyring holds that key.

Older files, and tills with no working keyring, have unkeyed lines: a plain SHA-256 of the same
text. The check still checks them, and says how many there are, because they only show accidental
or casual edits: anyone can compute their checksums again. Once a line is keyed, an unkeyed line
after it is a problem (it is what an edit without the key would leave).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
from dataclasses import dataclass
from enum import Enum
from typing import Any

from app import APP_SLUG

log = logging.getLogger(__name__)

GENESIS = "0" * 64
KEYED = "hmac:"
_ACCOUNT = "audit-chain-key"


class LineCheck(Enum):
    GOOD = "good"
    BAD = "bad"
    #: Sealed with a key this computer's keyring does not hold: readable, not checkable here.
    NO_KEY = "no key"


def canonical(record: dict[str, Any]) -> str:
    """The line's stored values as sorted-key JSON: what its checksum seals."""
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def plain_seal(previous: str, record: dict[str, Any]) -> str:
    """The unkeyed checksum of files written before the key, or where no keyring works."""
    return hashlib.sha256(f"{previous}\n{canonical(record)}".encode()).hexdigest()


def is_keyed(checksum: str) -> bool:
    return checksum.startswith(KEYED)


def short_head(checksum: str) -> str:
    """The chain's head as a manager can copy it onto paper: its last 12 hex digits."""
    return checksum[-12:]


@dataclass(frozen=True)
class AuditChain:
    """Seals and checks lines; ``key`` None writes unkeyed lines (no keyring on this computer)."""

    key: bytes | None = None

    @property
    def key_id(self) -> str | None:
        return None if self.key is None else hashlib.sha256(self.key).hexdigest()[:8]

    def seal(self, previous: str, record: dict[str, Any]) -> str:
        if self.key is None:
            return plain_seal(previous, record)
        digest = hmac.new(self.key, f"{previous}\n{canonical(record)}".encode(), hashlib.sha256)
        return f"{KEYED}{self.key_id}:{digest.hexdigest()}"

    def check(self, previous: str, record: dict[str, Any], stored: str) -> LineCheck:
        if not is_keyed(stored):
            return LineCheck.GOOD if plain_seal(previous, record) == stored else LineCheck.BAD
        key_id = stored[len(KEYED) :].split(":", 1)[0]
        if self.key is None or key_id != self.key_id:
            return LineCheck.NO_KEY
        return LineCheck.GOOD if hmac.compare_digest(self.seal(previous, record), stored) else LineCheck.BAD


UNKEYED = AuditChain()


class AuditKey:
    """The till's audit key in the OS keyring, made on first use; None where no keyring works.

    The backend is looked up on first use (as ``app.store.credentials`` does): a training till
    never needs it.
    """

    def __init__(self, *, service: str = APP_SLUG, backend: Any | None = None) -> None:
        self._service = service
        self._backend: Any = backend
        self._chain: AuditChain | None = None

    def chain(self) -> AuditChain:
        if self._chain is None:
            self._chain = AuditChain(self._read_or_make())
        return self._chain

    def _read_or_make(self) -> bytes | None:
        from keyring.errors import KeyringError  # noqa: PLC0415 - see the class docstring

        backend = self._keyring()
        if not getattr(backend, "priority", 0) or backend.priority <= 0:
            log.info("No OS keyring: the audit log's lines are chained without a key")
            return None
        try:
            stored = backend.get_password(self._service, _ACCOUNT)
            if not isinstance(stored, str) or not stored:
                stored = secrets.token_hex(32)
                backend.set_password(self._service, _ACCOUNT, stored)
        except KeyringError:
            log.warning("The OS keyring refused the audit key: audit lines are chained without a key")
            return None
        try:
            return bytes.fromhex(stored)
        except ValueError:
            log.warning("The audit key in the OS keyring is damaged: audit lines are chained without a key")
            return None

    def _keyring(self) -> Any:
        if self._backend is None:
            import keyring  # noqa: PLC0415

            self._backend = keyring.get_keyring()
        return self._backend
