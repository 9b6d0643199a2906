"""The till's words in the language of whoever is signed in, for every layer, Qt or not.

Qt's translation system is the one the till uses (``pyside6-lupdate`` extracts, ``lrelease``
compiles, a ``QTranslator`` per language), but the rules and words below the view-models may not
import Qt (an import-linter contract). So they call :func:`translate` here, which ``pyside6-lupdate``
extracts as it does ``QCoreApplication.translate`` (a call named ``translate`` with a literal
context and text), and the UI installs Qt's own function behind it at start-up. Without Qt (a unit
test of a rule, the headless check) the source text is used, English (United Kingdom).

Placeholders are Python's (``"Redeemed {amount} from {code}"``), filled after translation, so a
translator moves them freely; ``%n`` is Qt's plural count, filled by Qt with the right form for
the language (``packaging/translations.py check`` checks both are kept in every translation).
Words kept in module constants are marked with :func:`QT_TRANSLATE_NOOP` for extraction and
translated where they are shown.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

__all__ = [
    "NO_BREAK_HYPHEN",
    "QT_TRANSLATE_NOOP",
    "SOURCE_LANGUAGE",
    "Translate",
    "install",
    "language",
    "provide",
    "speaking",
    "translate",
    "translate_source",
    "unbroken",
]

#: The language the till's words are written in, and the one every other is translated from.
SOURCE_LANGUAGE = "en_GB"

#: Qt's signature: context, source text, disambiguation, plural count (-1: none).
Translate = Callable[[str, str, "str | None", int], str]

_PLURAL = re.compile(r"\(s\)")


def _source(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The source text, with an English plural where it was written ``%n voucher(s)``."""
    del context, disambiguation
    if n < 0:
        return text
    return _PLURAL.sub("" if n == 1 else "s", text).replace("%n", str(n))


def translate_source(context: str, text: str, n: int = -1) -> str:
    """The source text (English), plurals filled: what a language without this word writes."""
    return _source(context, text, None, n)


@dataclass
class _Current:
    language: str = SOURCE_LANGUAGE
    translate: Translate = _source


_current = _Current()
#: Languages something is written in other than the staff's (a guest's slip), by code.
_provided: dict[str, Translate] = {}
#: The language of what this thread is writing now (``speaking``), over the staff's.
_writing = threading.local()


def install(language_code: str, translate_with: Translate | None) -> None:
    """Speak ``language_code`` from now on (the UI calls it when a member of staff signs in);
    ``None`` is the source language without Qt."""
    _current.language = language_code
    _current.translate = translate_with or _source


def provide(language_code: str, translate_with: Translate) -> None:
    """Make ``language_code`` available to :func:`speaking` (the UI loads it for a guest's slip)."""
    _provided[language_code] = translate_with


def _speaking_now() -> _Current:
    return getattr(_writing, "current", None) or _current


@contextmanager
def speaking(language_code: str) -> Iterator[None]:
    """Write in ``language_code`` on this thread while inside, whoever is signed in: a guest's slip
    follows the property's language or the guest's choice, never the staff's screen, which keeps its
    own. A language never provided writes the source language; "" is the staff's."""
    before = getattr(_writing, "current", None)
    if language_code and language_code != _current.language:
        found = _provided.get(language_code) if language_code != SOURCE_LANGUAGE else None
        code = language_code if found is not None else SOURCE_LANGUAGE
        _writing.current = _Current(code, found or _source)
    try:
        yield
    finally:
        _writing.current = before


def language() -> str:
    """The language being written (a Babel locale name: ``pl_PL``), for numbers and dates: that of
    whoever is signed in, or of a guest's slip while it is written."""
    return _speaking_now().language


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the signed-in language (or the one being ``speaking``); ``n`` picks a plural
    form for ``%n``."""
    return _speaking_now().translate(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    """Mark a word kept in a constant for extraction; :func:`translate` it where it is shown."""
    del context
    return text


#: A space no line is broken at.
NO_BREAK_SPACE = "\u00a0"
#: A hyphen no line is broken at.
NO_BREAK_HYPHEN = "\u2011"
#: Where the words that name a value start: a dash, an opening parenthesis ("— reference …") or a
#: middle dot ("· ref …").
_LABEL_START = re.compile(r"[—–(·]")


def kept_with_label(text: str, value: str) -> str:
    """``text`` with ``value`` kept on one line with the words that name it: every space from the
    dash, parenthesis or middle dot before it (``— reference VD…``, ``(numer referencyjny VD…``,
    ``· Ref. 700245``), or else the one space before it, made a no-break space, whatever words the
    language puts there. A figure a cashier keys or reads out (a POS reference, an event's number)
    never starts a line of its own, away from what says what it is.

    ``value`` may be a placeholder (``"{event}"``) of a translated template not yet formatted: a
    short number could also occur elsewhere in the formatted line, its placeholder cannot."""
    at = text.rfind(value) if value else -1
    if at <= 0:
        return text
    marks = list(_LABEL_START.finditer(text, 0, at))
    start = marks[-1].start() if marks else at - 1
    label = text[start:at].replace(" ", NO_BREAK_SPACE)
    return f"{text[:start]}{label}{text[at:]}"


def unbroken(value: str) -> str:
    """``value`` (a reference or a code a cashier keys: ``VD-FRONTDESK-4F2A9C1B7E``) with no-break
    hyphens, so a line never wraps inside it where someone reads it to key it. For the screen and a
    printout only: what is copied or exported keeps the plain hyphen a POS or a search expects."""
    return value.replace("-", NO_BREAK_HYPHEN)


def label_spaces_freed(text: str) -> str:
    """``text`` with the no-break spaces that keep a figure with its label (``kept_with_label``)
    made plain spaces a line may break at, and those inside a figure kept: a narrow column puts
    "1 250,00 GBP" or "50.00 CHF" on a line of its own, never its currency on the next line."""
    kept = [
        char != NO_BREAK_SPACE or _inside_figure(text[:at].split(), text[at + 1 :].split())
        for at, char in enumerate(text)
    ]
    return "".join(char if keep else " " for char, keep in zip(text, kept, strict=True))


#: Signs and brackets around a figure's number or currency, not part of either.
_AROUND = "()[],.;:\u2212+-\u2060"


def _inside_figure(before: list[str], after: list[str]) -> bool:
    """Whether a no-break space between the words ``before[-1]`` and ``after[0]`` is inside money
    as Babel and ``format_money`` write it: between a number's groups ("1 250,00"), a number and
    its currency ("2,00 GBP", "1 250,00 zł", "12,50 US$") or a currency and its number ("CHF 50")."""
    if not before or not after:
        return False
    left, right = before[-1].strip(_AROUND), after[0].strip(_AROUND)
    if _is_number(left):
        return _is_number(right) or _is_currency(right) or (right.isalpha() and len(right) <= 3)
    return _is_currency(left) and _is_number(right)


def _is_number(word: str) -> bool:
    return any(c.isdigit() for c in word) and all(c.isdigit() or c in ".,'\u2019" for c in word)


def _is_currency(word: str) -> bool:
    """A currency's code (``CHF``) or a word holding its symbol (``£``, ``US$``)."""
    if len(word) == 3 and word.isalpha() and word.isupper():
        return True
    return 0 < len(word) <= 3 and any(unicodedata.category(c) == "Sc" for c in word)
