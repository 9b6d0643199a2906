"""The manager PIN: kept only as a salted scrypt hash that cannot be turned back into the PIN.

A 4-8 digit PIN has at most 10**8 values, so the hash alone would not stop a determined attacker
with the file; scrypt's cost slows that down, and the manager lock stops guessing at the till.
Stored form: ``scrypt$<n>$<r>$<p>$<salt b64>$<hash b64>`` so the cost can be raised later while
old hashes keep verifying.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import itertools
import re
import secrets

from app.core.i18n import QT_TRANSLATE_NOOP, translate

SCHEME = "scrypt"
N = 2**14
R = 8
P = 1
SALT_BYTES = 16
HASH_BYTES = 32
MIN_LENGTH = 4
MAX_LENGTH = 8

# A stored hash is data from disk; refuse costs that would take seconds or gigabytes to check.
_MAX_MEMORY = 64 * 2**20

_DIGITS = re.compile(r"[0-9]+")


#: Said of every new PIN the till will not take although it is well formed: one a bystander guesses
#: at once, and one another manager already has. One wording for both on purpose: a PIN says who
#: approves, so two managers never share one, but saying "another manager has this PIN" would hand
#: whoever typed it a colleague's PIN (see ``app.desk.manager.admin``).
UNSAFE_PIN_TEXT = QT_TRANSLATE_NOOP("Pin", "Choose a different PIN: this one is not safe to use.")

#: The PINs people choose most often (published analyses of leaked 4-digit PINs), besides the
#: repeats and runs refused by rule: the first ones a thief at the desk would try.
COMMON_PINS = frozenset(
    {"1212", "1004", "2000", "6969", "1122", "1313", "4321", "2001", "1010", "2580", "0852", "1998"}
)


class PinError(ValueError):
    """A PIN that cannot be accepted, or a stored hash that cannot be read; the text is for the till."""


class UnsafePinError(PinError):
    """A well-formed new PIN that the till will not take (too easy to guess); its text is
    ``UNSAFE_PIN_TEXT``, the same as for a PIN another manager has."""

    def __init__(self) -> None:
        super().__init__(translate("Pin", UNSAFE_PIN_TEXT))


def validate_new_pin(pin: str) -> None:
    """Refuse malformed PINs (``PinError``, saying the form) and PINs a bystander could guess at the
    first try: one digit repeated, a run such as 1234, a very common PIN (``UnsafePinError``)."""
    if not (MIN_LENGTH <= len(pin) <= MAX_LENGTH) or not _DIGITS.fullmatch(pin):
        raise PinError(
            translate("Pin", "The PIN must be {least} to {most} digits.").format(
                least=MIN_LENGTH, most=MAX_LENGTH
            )
        )
    steps = {int(b) - int(a) for a, b in itertools.pairwise(pin)}
    if len(set(pin)) == 1 or steps in ({1}, {-1}) or pin in COMMON_PINS:
        raise UnsafePinError


def hash_pin(pin: str) -> str:
    salt = secrets.token_bytes(SALT_BYTES)
    digest = _scrypt(pin, salt, n=N, r=R, p=P)
    return "$".join((SCHEME, str(N), str(R), str(P), _b64(salt), _b64(digest)))


def verify_pin(pin: str, stored: str) -> bool:
    """True when ``pin`` is the one ``stored`` was made from; compared in constant time."""
    try:
        scheme, n_text, r_text, p_text, salt_text, digest_text = stored.split("$")
        n, r, p = int(n_text), int(r_text), int(p_text)
        salt = base64.b64decode(salt_text, validate=True)
        expected = base64.b64decode(digest_text, validate=True)
    except (ValueError, binascii.Error) as exc:
        raise PinError(translate("Pin", "The stored manager PIN is unreadable; set a new one.")) from exc
    if scheme != SCHEME or not expected or not _sane_cost(n, r, p):
        raise PinError(translate("Pin", "The stored manager PIN is unreadable; set a new one."))
    return hmac.compare_digest(_scrypt(pin, salt, n=n, r=r, p=p, length=len(expected)), expected)


def _sane_cost(n: int, r: int, p: int) -> bool:
    power_of_two = n > 1 and n & (n - 1) == 0
    return power_of_two and r > 0 and 0 < p <= 4 and 128 * n * r * p <= _MAX_MEMORY


def _scrypt(pin: str, salt: bytes, *, n: int, r: int, p: int, length: int = HASH_BYTES) -> bytes:
    return hashlib.scrypt(pin.encode(), salt=salt, n=n, r=r, p=p, maxmem=2 * _MAX_MEMORY, dklen=length)


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")
