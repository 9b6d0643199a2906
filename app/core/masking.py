"""A voucher code is money and a guest's e-mail is personal data: how either is shown where the
voucher is not in front of the till.

A code is shown to its last 4 characters (``••••••PART``), enough to tell vouchers apart on a
shift report or a feed and to match the one in a guest's hand, never enough to spend it. Every
code of 6 characters or more shows its last 4 (``GRACE45`` → ``••••••CE45``), so two vouchers are
told apart by the same 4 characters everywhere; only a code shorter than 6 shows at most half of
itself. Where several codes are shown together (a bill, a feed, a list of results) and two end in the
same 4 characters (``SPA50PART`` and ``TEA40PART``), each shows the shortest longer tail that tells
it from the others (``••••••50PART``, ``••••••40PART``), while at least 2 of its characters stay
hidden (``mask_codes``). An e-mail address keeps its first letter and its domain
(``j•••@example.com``): a guest recognises it, nobody else can write to it.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Iterable, Sequence

# The shape of a masked code is the api's, which masks the codes the service names in its words.
from app.api.masks import BULLET, CODE_MASK, CODE_SHAPED, SHOWN_CODE_CHARS, mask_code
from app.api.masks import tail_chars as _tail_chars

__all__ = [
    "BULLET",
    "CODE_MASK",
    "SHOWN_CODE_CHARS",
    "CodeMasks",
    "looks_masked",
    "mask_code",
    "mask_code_in",
    "mask_code_words",
    "mask_codes",
    "mask_email",
    "mask_emails_in",
]

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


def _most_chars(code: str) -> int:
    """The longest tail a code may show beside others: at least 2 of its characters stay hidden."""
    return max(_tail_chars(code), len(code) - 2)


def mask_codes(codes: Sequence[str], *, whole: str | None = None) -> list[str]:
    """``codes`` masked to be read together: each shows the shortest tail, 4 characters at least,
    that no other code of ``codes`` ends in (``SPA50PART``, ``TEA40PART`` → ``••••••50PART``,
    ``••••••40PART``). ``whole`` is the code of the voucher on the counter: shown whole, and told
    apart from the others like any of them. The same code twice is shown alike."""
    masks = CodeMasks(codes, whole=whole)
    return [masks.mask(code) for code in codes]


class CodeMasks:
    """The codes of one list (a feed, a report, a table), each masked as ``mask_codes`` masks it
    beside the others; codes may be added as the list grows. Reading one costs a dictionary look-up:
    the tails are worked out again only after new codes came, by sorting the codes read backwards
    (a code's longest tail shared with any other is the one shared with a neighbour in that order),
    so a feed of thousands of codes is masked in milliseconds, not in a comparison of every pair."""

    def __init__(self, codes: Iterable[str] = (), *, whole: str | None = None) -> None:
        self._whole = whole.strip().casefold() if whole else None
        self._keys: set[str] = set()
        self._shared: dict[str, int] | None = None
        #: The codes read backwards, sorted: where a code not in the list would fall among them.
        self._backwards: list[str] = []
        self.add(codes)

    def add(self, codes: Iterable[str]) -> bool:
        """Add ``codes``; whether a code already in the list is now shown with a longer tail (a new
        one ends as it does), so a list showing it must show it again. A new code alone does not:
        a feed gets new codes at every poll, and showing its thousands of rows again each time held
        the till's window."""
        new = {code.strip().casefold() for code in codes if code} - self._keys
        if not new:
            return False
        before = self._shared_tails()
        self._keys |= new
        self._shared = None
        after = self._shared_tails()
        return any(
            _shown_chars(key, after[key]) != _shown_chars(key, shared)
            for key, shared in before.items()
            if after[key] != shared
        )

    def mask(self, code: str) -> str:
        cleaned = code.strip()
        key = cleaned.casefold()
        if self._whole is not None and key == self._whole:
            return cleaned
        chars = _shown_chars(cleaned, self._shared_tails().get(key, 0))
        return f"{CODE_MASK}{cleaned[len(cleaned) - chars :]}" if chars else CODE_MASK

    def beside(self, code: str) -> str:
        """``code`` as this list would show it among its codes, whether or not it is one of them: a
        line about a voucher beside the list (a movement waiting for a manager, above the feed)
        names it by the tail that tells it from every code there, as the list would, and the list
        is left as it was."""
        cleaned = code.strip()
        key = cleaned.casefold()
        if not key or key in self._keys or key == self._whole:
            return self.mask(code)
        self._shared_tails()
        backwards = key[::-1]
        at = bisect.bisect_left(self._backwards, backwards)
        neighbours = self._backwards[max(0, at - 1) : at + 1]
        shared = max((_common_tail(key, other[::-1]) for other in neighbours), default=0)
        chars = _shown_chars(cleaned, shared)
        return f"{CODE_MASK}{cleaned[len(cleaned) - chars :]}" if chars else CODE_MASK

    def _shared_tails(self) -> dict[str, int]:
        if self._shared is None:
            ordered = sorted(self._keys, key=lambda key: key[::-1])
            self._backwards = [key[::-1] for key in ordered]
            shared = dict.fromkeys(ordered, 0)
            for first, second in itertools.pairwise(ordered):
                length = _common_tail(first, second)
                shared[first] = max(shared[first], length)
                shared[second] = max(shared[second], length)
            self._shared = shared
        return self._shared


def _shown_chars(code: str, shared: int) -> int:
    """How many of its last characters ``code`` shows beside codes sharing ``shared`` of them."""
    chars = _tail_chars(code)
    return min(_most_chars(code), shared + 1) if shared >= chars else chars


def _common_tail(first: str, second: str) -> int:
    length = 0
    for one, other in zip(reversed(first), reversed(second), strict=False):
        if one != other:
            break
        length += 1
    return length


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


def mask_code_words(text: str, shown_code: Callable[[str], str] = mask_code) -> str:
    """``text`` someone typed (a search) with every word shaped like a code (letters and digits
    mixed, or 8 digits or more) named as ``shown_code`` names it: a line quoting the search back
    must not hold a voucher's code whole when that voucher is not on the counter."""
    return CODE_SHAPED.sub(lambda found: shown_code(found[0]), text)
