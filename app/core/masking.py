"""A voucher code is money and a guest's e-mail is personal data: how either is shown where the
voucher is not in front of the till.

A code is shown to its last 4 characters (``••••••PART``), enough to tell vouchers apart on a
shift report or a feed and to match the one in a guest's hand, never enough to spend it. Every
code of 6 characters or more shows its last 4 (``GRACE45`` → ``••••••CE45``), so two vouchers are
told apart by the same 4 characters everywhere; only a code shorter than 6 shows at most half of
itself. An e-mail address keeps its first letter and its domain
(``j•••@example.com``): a guest recognises it, nobody else can write to it.
"""

from __future__ import annotations

import re

#: What stands for the hidden characters; also what a typed or pasted code is refused for.
BULLET = "•"
CODE_MASK = BULLET * 6
SHOWN_CODE_CHARS = 4
#: From this length the last 4 are shown and at least 2 characters stay hidden.
_ALWAYS_FOUR_FROM = 6
#: What a masked code may have been copied with: bullets or an ellipsis anywhere, or a run of
#: asterisks other systems print in their place (one asterisk alone is Code 39's start and stop
#: character, which some scanners send).
#: How a masked code looks once copied, retyped or pasted through another program: bullets, an
#: ellipsis, or a run of asterisks (full-width too), dots or middle dots.
_MASK_MARKS = re.compile(r"[•●∙…⋯]|[*＊∗⁎]{2,}|\.{2,}|·{2,}")
_EMAIL = re.compile(r"(?P<first>[^\s@])[^\s@]*@(?P<domain>[^\s@]+\.[^\s@]+)")
#: Part of an address as someone types it into a search (``jane.doe@``, ``jane.doe@exam``): the
#: part before the ``@`` is the guest's, and is masked as a whole address's is.
_EMAIL_PART = re.compile(r"(?P<first>[^\s@\"'“”‘’])[^\s@\"'“”‘’]*@(?P<domain>[^\s@\"'“”‘’]*)")


def mask_code(code: str) -> str:
    """``SPA50PART`` → ``••••••PART``; ``GRACE45`` → ``••••••CE45``; ``AB`` → ``••••••B``;
    nothing → ``••••••``."""
    cleaned = code.strip()
    shown = SHOWN_CODE_CHARS if len(cleaned) >= _ALWAYS_FOUR_FROM else len(cleaned) // 2
    return f"{CODE_MASK}{cleaned[len(cleaned) - shown :]}" if shown else CODE_MASK


def mask_email(address: str) -> str:
    """``jane.doe@example.com`` → ``j•••@example.com``; text that is no address is kept as it is."""
    return _EMAIL.sub(lambda found: f"{found['first']}{BULLET * 3}@{found['domain']}", address.strip())


def mask_emails_in(text: str) -> str:
    """Every e-mail address in ``text`` masked, and every part of one typed before its ``@``
    (``jane.d@`` → ``j•••@``): for a note, a search or a line that may quote one."""
    return _EMAIL_PART.sub(lambda found: f"{found['first']}{BULLET * 3}@{found['domain']}", text)


def looks_masked(text: str) -> bool:
    """Whether ``text`` is a masked code, copied or typed back (``••••PART``, ``****PART``)."""
    return bool(_MASK_MARKS.search(text))


def mask_code_in(text: str, code: str | None) -> str:
    """``text`` with ``code`` masked wherever it is quoted: for a sentence built for the counter
    (``Redeem £5.00 from SPA50PART``) shown or written somewhere else."""
    if not code or len(code.strip()) < 2:
        return text
    return re.sub(re.escape(code.strip()), mask_code(code), text, flags=re.IGNORECASE)
