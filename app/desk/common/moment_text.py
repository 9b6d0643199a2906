"""A moment typed whole, as a manager writes it: "3 Dec 2026 06:00", "3.12.2026 6:00", "06:00".

A report's period is typed more often than stepped: a shift that began at 06:00 is six keys, not
thirty presses of an arrow. The text is read in the signed-in language (its month names, short or
long, with or without the abbreviation's point) and in the numeric forms every till's staff write
(day first, or the ISO year first); a year left out is the shown moment's, a time alone keeps the
shown day. Nothing else is guessed: a text that is none of these is refused, and the field says how
to write it.
"""

from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import QDate, QLocale

#: How the field writes a moment, and the first form it reads.
SHOWN_FORMAT = "d MMM yyyy HH:mm"
_NUMERIC = re.compile(
    r"^(?:(?P<y1>\d{4})-(?P<m1>\d{1,2})-(?P<d1>\d{1,2})"
    r"|(?P<d2>\d{1,2})[./-](?P<m2>\d{1,2})(?:[./-](?P<y2>\d{2,4}))?\.?)"
    r"(?:[ ,T]+(?P<h>\d{1,2})[:.h](?P<mi>\d{2}))?$"
)
_WORDS = re.compile(
    r"^(?P<d>\d{1,2})\.?\s+(?P<month>[^\d\s,]+)\s*(?P<y>\d{4})?,?(?:\s+(?P<h>\d{1,2})[:.h](?P<mi>\d{2}))?$"
)
_TIME = re.compile(r"^(?P<h>\d{1,2})[:.h](?P<mi>\d{2})$")


def moment_text(when: datetime, locale: QLocale) -> str:
    """``when`` as the field shows it, the month in the language's own word."""
    return locale.toString(QDate(when.year, when.month, when.day), "d MMM yyyy") + f" {when:%H:%M}"


def _month(word: str, locale: QLocale) -> int | None:
    """The month a word names in ``locale`` or in English (short or long, any case, point or not)."""
    wanted = word.casefold().rstrip(".")
    for month in range(1, 13):
        for where in (locale, QLocale(QLocale.Language.English)):
            names = (
                where.monthName(month, QLocale.FormatType.ShortFormat),
                where.monthName(month, QLocale.FormatType.LongFormat),
                where.standaloneMonthName(month, QLocale.FormatType.ShortFormat),
                where.standaloneMonthName(month, QLocale.FormatType.LongFormat),
            )
            if any(name.casefold().rstrip(".") == wanted for name in names):
                return month
    return None


def _year(text: str | None, shown: datetime) -> int:
    if not text:
        return shown.year
    return int(text) + 2000 if len(text) == 2 else int(text)


def _clock(hour: str | None, minute: str | None, shown: datetime) -> tuple[int, int]:
    return (int(hour), int(minute)) if hour is not None and minute is not None else (shown.hour, shown.minute)


def read_moment(text: str, locale: QLocale, shown: datetime) -> datetime | None:
    """The moment ``text`` names, or None when it names none; ``shown`` fills what is left out."""
    typed = " ".join(text.split())
    parts: tuple[int, int, int, int, int] | None = None
    if found := _TIME.match(typed):
        parts = (shown.year, shown.month, shown.day, *_clock(found["h"], found["mi"], shown))
    elif found := _NUMERIC.match(typed):
        year = int(found["y1"]) if found["y1"] else _year(found["y2"], shown)
        month, day = int(found["m1"] or found["m2"]), int(found["d1"] or found["d2"])
        parts = (year, month, day, *_clock(found["h"], found["mi"], shown))
    elif (found := _WORDS.match(typed)) and (named := _month(found["month"], locale)) is not None:
        parts = (_year(found["y"], shown), named, int(found["d"]), *_clock(found["h"], found["mi"], shown))
    if parts is None:
        return None
    try:
        return datetime(*parts)
    except ValueError:
        return None
