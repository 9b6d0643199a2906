"""How a voucher code is masked, and the codes the service names in its own words.

A code is money. The service's refusals and failures are written for developers and name codes
whole ("code HIST0042 is Redeemed"), codes the till may never have read, and those words reach the
log, a support report and a notice's details. So the client masks every code-shaped word in them as
it reads them, before anything can keep or show them; what the words named stays in
``named_codes`` for the one question only the whole code answers: is this refusal about the code
the till asked for? The shape of a masked code is kept here, below every layer that shows one
(``app.core.masking`` masks everything else with it).
"""

from __future__ import annotations

import re

#: What stands for the hidden characters; also what a typed or pasted code is refused for.
BULLET = "•"
CODE_MASK = BULLET * 6
SHOWN_CODE_CHARS = 4
#: From this length the last 4 are shown and at least 2 characters stay hidden.
_ALWAYS_FOUR_FROM = 6

#: A word of the service that may be a voucher code (4 to 40 ASCII letters and digits, as the till
#: reads one): letters and digits mixed (``HIST0042``), or 8 digits or more (a card number; fewer
#: are an order or an event id). A word inside an address, a path of words or a field name
#: (``jane2@example.com``, ``insufficient_balance``) is not one; a code in a request's path is. Nor
#: is a database's SQL state (``SQLSTATE[HY000]`` in a PHP service's error, ``SQLSTATE=42S02``):
#: five letters and digits that name a kind of error, and support needs them to read it.
CODE_SHAPED = re.compile(
    r"(?<![\w@.\-])(?<!SQLSTATE\[)(?<!SQLSTATE=)(?<!SQLSTATE )"
    r"(?:(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{4,40}|\d{8,40})(?![\w@\-]|\.\w)"
)
_WORD_END = r"(?![\w@\-]|\.\w)"
#: A code of letters alone (``GIFTCARDABCD``) has the shape of a word, so only one the text names as
#: a code is one: upper-case, as codes are sent and echoed, after "code", "voucher", "card" or
#: "redeemCode" (``code GIFTCARDABCD is Redeemed``, ``voucher: "GIFTCARDABCD"``), or after
#: ``/codes/`` in a request's path. A word of the service's own sentence ("code is invalid",
#: "Voucher Redeemed") is never upper-case from its first letter to its last.
_NAMED = (
    r"(?P<lead>(?<![\w@.\-])(?i:codes?|vouchers?|cards?|redeemcode)\b[ \t:=#'\"“‘]*|/codes/)"
    rf"(?P<named>[A-Z]{{4,40}}){_WORD_END}"
)
_MASKED = re.compile(rf"{CODE_SHAPED.pattern}|{_NAMED}")
#: The code in a request's path: the voucher every word of its answer is about.
_ASKED = re.compile(r"/codes/([^/?#\s]+)")


def tail_chars(code: str) -> int:
    """How many last characters of ``code`` its mask shows: 4, or at most half of a short code."""
    return SHOWN_CODE_CHARS if len(code) >= _ALWAYS_FOUR_FROM else len(code) // 2


def mask_code(code: str) -> str:
    """``SPA50PART`` → ``••••••PART``; ``GRACE45`` → ``••••••CE45``; ``AB`` → ``••••••B``;
    nothing → ``••••••``."""
    cleaned = code.strip()
    shown = tail_chars(cleaned)
    return f"{CODE_MASK}{cleaned[len(cleaned) - shown :]}" if shown else CODE_MASK


def asked_code(endpoint: str) -> str:
    """The code a request was about (``POST /codes/GIFTCARDABCD/redeem/``), or ""."""
    found = _ASKED.search(endpoint)
    return found[1] if found else ""


def _pattern(asked: str) -> re.Pattern[str]:
    """Code-shaped words, and ``asked`` in any case wherever it stands as a word: the voucher in
    question is masked even where its code looks like a word (``giftcardabcd``)."""
    if len(asked) < 4 or not asked.isascii() or not asked.isalnum():
        return _MASKED
    return re.compile(rf"(?<![\w@.\-])(?P<asked>(?i:{re.escape(asked)})){_WORD_END}|{_MASKED.pattern}")


def mask_codes_said(text: str, asked: str = "") -> str:
    """``text`` with every code-shaped word masked, and ``asked`` (the code of the voucher in
    question) wherever it stands: ``code HIST0042 is Redeemed`` → ``code ••••••0042 is Redeemed``."""

    def masked(match: re.Match[str]) -> str:
        if match["named"]:
            return f"{match['lead']}{mask_code(match['named'])}"
        return mask_code(match[0])

    return _pattern(asked).sub(masked, text)


def named_codes(*texts: str, asked: str = "") -> frozenset[str]:
    """The codes ``texts`` name, upper-cased as the till sends a code (``asked`` among them where
    a text names it)."""
    pattern = _pattern(asked)
    return frozenset(
        (found["named"] or found[0]).upper() for text in texts for found in pattern.finditer(text)
    )
