"""Voucher codes as they arrive at the till: typed by hand, or "typed" by a barcode or QR scanner.

Scanners are keyboards that add framing (STX/ETX, CR/LF, TAB, AIM symbology prefixes), QR codes on
vouchers often hold a link rather than the bare code, and people type codes in groups with spaces or
hyphens. All of that is cleaned here so the service only ever sees the code itself.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import parse_qsl, unquote, urlsplit

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.logs import SECRETS
from app.core.masking import looks_masked

__all__ = [
    "BIDI_CONTROLS",
    "CODE_DIGITS",
    "MAX_CODE_LENGTH",
    "MAX_INPUT_LENGTH",
    "MIN_CODE_LENGTH",
    "CodeError",
    "normalise_code",
]

MIN_CODE_LENGTH = 4
MAX_CODE_LENGTH = 40
MAX_INPUT_LENGTH = 200

REASON_EMPTY = QT_TRANSLATE_NOOP("Code", "Scan or type a voucher code")
REASON_TOO_LONG = QT_TRANSLATE_NOOP("Code", "That is too long to be a voucher code")
REASON_MASKED = QT_TRANSLATE_NOOP("Code", "That code is hidden: scan the voucher or type its whole code")
REASON_TOO_SHORT = QT_TRANSLATE_NOOP("Code", "That is too short to be a voucher code")
REASON_CHARACTERS = QT_TRANSLATE_NOOP("Code", "Voucher codes contain only letters and digits")
REASON_NO_CODE_IN_LINK = QT_TRANSLATE_NOOP("Code", "That link does not hold a voucher code")
REASON_DIRECTION = QT_TRANSLATE_NOOP(
    "Code", "That code holds hidden direction marks: scan it again, or type it by hand"
)
REASON_FEW_DIGITS = QT_TRANSLATE_NOOP(
    "Code", "A few digits are not a voucher code (a PIN or an amount?): nothing was looked up"
)

#: All-digit input shorter than this is not a code: a PIN or an amount typed into the wrong field
#: (a manager's PIN typed blind once reached the service and its log as ``GET /codes/2468/``), and
#: no till takes a sum of eight digits, so all-digit text this long in the amount field is a scan.
CODE_DIGITS = 8

#: Bidirectional controls reorder what the screen shows, so the code on screen need not be the code
#: in the field (``\u202eTRAP05APS`` shows as ``SPA50PART``); removing them would look up a code
#: nobody saw, so input holding one is refused instead.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

_AIM_PREFIX = re.compile(r"\][A-Za-z][0-9A-Za-z]", re.ASCII)
_URL_START = re.compile(r"https?:", re.ASCII | re.IGNORECASE)


class CodeError(ValueError):
    """Input that cannot be a voucher code; ``reason`` is short enough to show under the code field."""

    def __init__(self, reason: str) -> None:
        translated = translate("Code", reason)
        super().__init__(translated)
        #: In the signed-in language; ``source`` is the same reason as written (a ``REASON_*``).
        self.reason = translated
        self.source = reason


def normalise_code(raw: str) -> str:
    """Turn what was typed or scanned into the voucher code the service expects, or refuse it.

    The rule:

    - A voucher code is 4 to 40 ASCII letters and digits, sent uppercase.
    - Input over 200 characters is refused before any cleaning (a scanner never sends that much).
    - Input holding a bidirectional control (U+202A-U+202E embeddings and overrides, U+2066-U+2069
      isolates, U+200E/U+200F/U+061C marks) is refused: it can make the field show a different
      code from the one it holds. So is a link whose decoded code holds one.
    - Whitespace and other invisible characters (Unicode control and format characters: CR, LF,
      TAB, STX, ETX, GS, zero-width spaces and joiners, byte-order marks, soft hyphens) are removed
      wherever they are; they change nothing that is shown.
    - A leading AIM symbology identifier (``]`` + letter + one character: ``]C0``, ``]Q1``,
      ``]E0``) is removed.
    - A link (starting ``http:``/``https:``, or holding ``://``) is reduced to its ``code=`` query
      parameter if it has one, else to its last non-empty path segment, percent-decoded; query
      and fragment are otherwise ignored. A link with neither is refused.
    - Hyphens and dashes people type for readability are removed (``SPA-50`` is ``SPA50``).
    - Lowercase letters are uppercased. Letters outside A-Z (``é``, ``ß``, full-width forms) are
      refused rather than folded, because folding can invent a different, valid code.
    - A code of digits only has at least 8 of them: fewer is a PIN or an amount in the wrong field,
      refused here so it never reaches the service or the log.

    - A masked code (``••••••PART``, ``****PART``), copied from a report or a feed, is refused:
      it is not the code, and the till never completes one.

    Raises only :class:`CodeError`.
    """
    if len(raw) > MAX_INPUT_LENGTH:
        raise CodeError(REASON_TOO_LONG)
    if looks_masked(raw):
        raise CodeError(REASON_MASKED)
    text = _AIM_PREFIX.sub("", _drop_invisible(_refuse_direction_marks(raw)), count=1)
    if "://" in text or _URL_START.match(text):
        text = _drop_invisible(_refuse_direction_marks(_code_from_link(text)))
    code = "".join(ch for ch in text if unicodedata.category(ch) != "Pd")
    if not code:
        raise CodeError(REASON_EMPTY)
    if len(code) > MAX_CODE_LENGTH:
        raise CodeError(REASON_TOO_LONG)
    if not (code.isascii() and code.isalnum()):
        raise CodeError(REASON_CHARACTERS)
    code = code.upper()
    if len(code) < MIN_CODE_LENGTH:
        raise CodeError(REASON_TOO_SHORT)
    if code.isdigit() and len(code) < CODE_DIGITS:
        raise CodeError(REASON_FEW_DIGITS)
    # Every code the till reads is one the log file and crash details must not hold whole.
    SECRETS.add_code(code)
    return code


def looks_like_code(raw: str) -> bool:
    """Whether text typed into the amount field is a scanned voucher code rather than an amount.

    A wedge scanner types into whatever has focus; a code with a letter in it, or a run of digits no
    amount has, is a scan. Such text is never taken as an amount.
    """
    try:
        normalise_code(raw)
    except CodeError:
        return False
    return True  # a code is letters, or at least CODE_DIGITS digits: never an amount


def _refuse_direction_marks(text: str) -> str:
    if not BIDI_CONTROLS.isdisjoint(text):
        raise CodeError(REASON_DIRECTION)
    return text


def _drop_invisible(text: str) -> str:
    """Remove whitespace and control/format characters, which scanners add and people cannot see."""
    return "".join(ch for ch in text if not ch.isspace() and unicodedata.category(ch) not in ("Cc", "Cf"))


def _code_from_link(link: str) -> str:
    """The code a voucher link carries: its ``code=`` parameter, else its last path segment."""
    try:
        parts = urlsplit(link)
        params = parse_qsl(parts.query)
    except ValueError as exc:
        raise CodeError(REASON_NO_CODE_IN_LINK) from exc
    for name, value in params:
        if name.lower() == "code" and value:
            return value
    segments = [segment for segment in parts.path.split("/") if segment]
    if not segments:
        raise CodeError(REASON_NO_CODE_IN_LINK)
    return unquote(segments[-1])
