"""Query strings of the service: its filter syntax and its paging, kept in one place.

[DECIDE] points of the interface live here so a real account that behaves otherwise changes one line:
pages start at 1, a page is 50 items, and a short page is the last.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from app.api.stamps import TIMESTAMP_FORMAT

PAGE_SIZE = 50
FIRST_PAGE = 1


class Op(StrEnum):
    GTE = "gte"
    GT = "gt"
    LTE = "lte"
    LT = "lt"


def time_filter(resource: str, field: str, op: Op, when: datetime) -> dict[str, str]:
    """``resource.field[op]=YYYY-MM-DD HH:MM:SS``, the documented filter form."""
    return {f"{resource}.{field}[{op.value}]": when.strftime(TIMESTAMP_FORMAT)}


def is_last_page(items_on_page: int) -> bool:
    return items_on_page < PAGE_SIZE
