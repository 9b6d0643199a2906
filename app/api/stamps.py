"""Every form of time an old PHP/MySQL service and MySQL write, read into one naive local time.

The service's records are in the property's local time with no zone (``2026-03-29 14:02:11``), and
the rest of the till compares naive times in that frame. Other forms are read too, so a stamp's form
never refuses a voucher, stops the feed or fails reconciliation:

- ``YYYY-MM-DD HH:MM:SS`` or with ``T``, with or without fractional seconds: taken as written;
- with ``Z`` or an offset (``+01:00``, ``+0100``): the zone is used, and the instant is moved into
  this machine's local time (a till's machine is set to its property's zone), so times are never
  compared across zones by their text;
- epoch seconds, as a number or as digits in text: the instant, in this machine's local time;
- a date alone: its midnight;
- ``""``, ``null`` and MySQL's zero dates (``0000-00-00``, ``0000-00-00 00:00:00``, with or without
  fractions): no date.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

#: What the till sends and what most of the service's answers carry.
TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"
_ZERO = re.compile(r"^0000-00-00([ T]00:00:00(\.0+)?)?$")
_EPOCH = re.compile(r"^-?\d{9,11}(\.\d+)?$")
_OFFSET = re.compile(r"([+-]\d{2})(\d{2})$")
#: A little under year 10000 in seconds: beyond this an epoch number is not a time.
_EPOCH_LIMIT = 253_402_300_799
_REFUSAL = "a time (YYYY-MM-DD HH:MM:SS, ISO 8601 or epoch seconds)"


def _local(moment: datetime) -> datetime:
    """An instant with a zone as this machine's naive local time."""
    return moment.astimezone().replace(tzinfo=None)


def _from_epoch(seconds: Decimal | int | float) -> datetime:
    if isinstance(seconds, Decimal) and not seconds.is_finite():
        raise ValueError(_REFUSAL)  # a NaN cannot even be compared with the limits
    if not -_EPOCH_LIMIT < seconds < _EPOCH_LIMIT:
        raise ValueError(_REFUSAL)
    return _local(datetime.fromtimestamp(float(seconds), UTC))


def read_time(value: Any) -> datetime | None:
    """A stamp in any of the forms above; None for "no date"; ``ValueError`` for anything else."""
    if value is None:
        return None
    if isinstance(value, datetime):
        return _local(value) if value.tzinfo is not None else value
    if isinstance(value, bool):
        raise ValueError(_REFUSAL)
    if isinstance(value, int | Decimal | float):
        return _from_epoch(value)
    if not isinstance(value, str):
        raise ValueError(_REFUSAL)
    return _read_text(value.strip())


def _read_text(text: str) -> datetime | None:
    if len(text) == 19 and text[10] in " T" and not text.startswith("0000"):
        # The form nearly every stamp has, read without the three patterns below: a long redeem
        # history or a page of events has hundreds of stamps, read at every lookup and poll.
        return _iso(text)
    if not text or _ZERO.match(text):
        return None
    if _EPOCH.match(text):
        return _from_epoch(Decimal(text))
    text = _OFFSET.sub(r"\1:\2", text) if "T" in text or " " in text else text
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    return _iso(text)


def _iso(text: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError as exc:
        raise ValueError(_REFUSAL) from exc
    return _local(parsed) if parsed.tzinfo is not None else parsed


def required_time(value: Any) -> datetime:
    parsed = read_time(value)
    if parsed is None:
        raise ValueError(_REFUSAL)
    return parsed
