"""Cell text for CSV files that managers open in a spreadsheet.

Free text typed at the till (a reason, a staff name, a scanned code) could start with ``=``, ``+``,
``-`` or ``@`` and be run as a formula when the file is opened; such text gets a leading apostrophe.
Numbers are written as exact decimal text and never altered.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from enum import Enum

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, Enum):
        value = value.value
    if isinstance(value, datetime):
        return value.isoformat(sep=" ", timespec="seconds")
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Decimal | int):
        return str(value)
    text = str(value)
    return f"'{text}" if text.startswith(_FORMULA_STARTS) else text
