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
#: (``jane2@example.com``, ``insufficient_balance``) is not one; a code in a request's path is.
CODE_SHAPED = re.compile(
    r"(?<![\w@.\-])(?:(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{4,40}|\d{8,40})(?![\w@\-]|\.\w)"
)


def tail_chars(code: str) -> int:
    """How many last characters of ``code`` its mask shows: 4, or at most half of a short code."""
    return SHOWN_CODE_CHARS if len(code) >= _ALWAYS_FOUR_FROM else len(code) // 2


def mask_code(code: str) -> str:
    """``SPA50PART`` → ``••••••PART``; ``GRACE45`` → ``••••••CE45``; ``AB`` → ``••••••B``;
    nothing → ``••••••``."""
    cleaned = code.strip()
    shown = tail_chars(cleaned)
    return f"{CODE_MASK}{cleaned[len(cleaned) - shown :]}" if shown else CODE_MASK


def mask_codes_said(text: str) -> str:
    """``text`` with every code-shaped word masked: ``code HIST0042 is Redeemed`` →
    ``code ••••••0042 is Redeemed``."""
    return CODE_SHAPED.sub(lambda found: mask_code(found[0]), text)


def named_codes(*texts: str) -> frozenset[str]:
    """The code-shaped words of ``texts``, upper-cased as the till sends a code."""
    return frozenset(found[0].upper() for text in texts for found in CODE_SHAPED.finditer(text))
