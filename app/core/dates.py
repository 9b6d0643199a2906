"""Days and times as the signed-in language writes them: "24 Nov 10:46" in English, "24 lis
10:46" in Polish, "24. Nov. 10:46" in German.

English (the language the code is written in) keeps the till's own forms, given by the caller,
byte for byte; any other language is written with Babel's patterns for it. Babel is loaded only
once someone signs in in another language, as the money formats are (``app.core.money``).
"""

from __future__ import annotations

from datetime import datetime

from app.core.i18n import SOURCE_LANGUAGE, language

#: Babel's patterns for the forms the till writes: a day, a day without its year, with the time.
DAY = "d MMM y"
DAY_TIME = "d MMM y HH:mm"
MONTH_DAY = "d MMM"
MONTH_DAY_TIME = "d MMM HH:mm"
MONTH_DAY_SECONDS = "d MMM HH:mm:ss"


def local_moment(when: datetime, pattern: str, english: str) -> str:
    """``when`` written with Babel's ``pattern`` in the signed-in language; ``english`` (the till's
    own form, made by the caller) in English or a language Babel does not know."""
    code = language()
    if code == SOURCE_LANGUAGE:
        return english
    from babel import localedata  # noqa: PLC0415 - Babel loads once someone signs in in another language

    if not localedata.exists(code):
        return english
    from babel.dates import format_datetime  # noqa: PLC0415 - loaded with localedata

    return str(format_datetime(when, pattern, locale=code))


def day_text(when: datetime) -> str:
    """A day as the signed-in language writes it short ("5 Mar 2026", "5 mar 2026")."""
    return local_moment(when, DAY, f"{when.day} {when:%b %Y}")
