"""How Find compares what was typed with what an order holds: case, accents and punctuation aside.

A receptionist types what they hear: "lukasz" for Łukasz, "zoe" for Zoë, "obrien" or "o'brien"
for O'Brien, "jones" for Smith-Jones. Both sides are folded the same way (Unicode NFKD with the
combining marks dropped, then ``casefold``; the few Latin letters that do not decompose, such as
ł and ø, are mapped by hand), apostrophes vanish and every other mark separates words. A query
matches an order when each of its words is part of the order's folded text.
"""

from __future__ import annotations

import re
import unicodedata

from app.core.i18n import SOURCE_LANGUAGE, language

_LIGATURES = {"æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ð": "d", "Ð": "D", "ß": "ss"}
#: Letters NFKD leaves whole; what a guest types for them on an English keyboard.
_UNDECOMPOSED = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ı": "i"} | _LIGATURES
)
_APOSTROPHES = re.compile(r"['’‘`´]")
#: Every letter and digit of every script is kept (王芳, Иванов): the rest separates words.
_SEPARATORS = re.compile(r"[\W_]+")
#: Bumped whenever ``fold`` changes what it makes of a name: an index folded the old way is folded again.
FOLD_VERSION = 2
#: The fewest characters a name search starts with: one letter would match most of the property.
MIN_QUERY = 2
#: The windows a search may look back over, in months; the default is the vouchers' usual validity.
WINDOW_MONTHS = (3, 6, 12, 24)
DEFAULT_WINDOW_MONTHS = 12


def fold(text: str) -> str:
    """``Zoë O'Brien-Łukasz`` → ``zoe obrien lukasz``: the form both sides are compared in."""
    if text.isascii():
        plain = text.casefold()
    else:
        decomposed = unicodedata.normalize("NFKD", text.translate(_UNDECOMPOSED))
        plain = "".join(char for char in decomposed if not unicodedata.combining(char)).casefold()
    return " ".join(_SEPARATORS.sub(" ", _APOSTROPHES.sub("", plain)).split())


def words(query: str) -> list[str]:
    """The words of a query, folded; every one must be found."""
    return fold(query).split()


def searchable(query: str) -> bool:
    """Whether a query holds enough to search with: ``"--"`` or ``"J."`` would match nothing, or everyone."""
    if is_email_fragment(query):
        return len(query.strip()) >= MIN_QUERY
    return len("".join(words(query))) >= MIN_QUERY


def matches(query_words: list[str], folded: str) -> bool:
    """Whether every word of the query is part of an order's folded text."""
    return bool(query_words) and all(word in folded for word in query_words)


def order_number(query: str) -> int | None:
    """The order number a query is, if it is one (digits, perhaps after ``#``), else None."""
    text = query.strip().removeprefix("#").strip()
    return int(text) if text.isdigit() and len(text) <= 9 else None


def is_email_fragment(query: str) -> bool:
    """``j.smith@exa`` is looked for as written, in the e-mail addresses only."""
    return "@" in query


def email_key(*addresses: str) -> str:
    """The e-mail addresses of an order as an e-mail fragment is compared with them."""
    return " ".join(address.strip().casefold() for address in addresses if address.strip())


def count_text(count: int) -> str:
    """A number of orders as the signed-in language writes it ("1,250", "1 250", "1.250")."""
    code = language()
    if code != SOURCE_LANGUAGE:
        from babel import localedata  # noqa: PLC0415 - Babel loads once someone signs in in another language

        if localedata.exists(code):
            from babel.numbers import format_decimal  # noqa: PLC0415 - loaded with localedata

            return str(format_decimal(count, locale=code))
    return f"{count:,}"
