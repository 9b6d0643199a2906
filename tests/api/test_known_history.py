"""A row's redeem history read again: a line that came before in the same form is not decoded again,
and a line the service changed since (a redemption reversed, a value in another form) is read and
checked as a new one is."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import respx
from pydantic import ValidationError

from app.api.client import VoucherClient
from app.api.decode import parse_json, rows_of
from app.api.errors import InvalidResponse
from app.api.known_history import KnownHistory
from app.api.models import OrderRow
from helpers.clock import Sleeps

BASE = "https://api.test"
ROWS = f"{BASE}/orders/91002/rows/"
pytestmark = pytest.mark.anyio


@pytest.fixture
async def client(sleeps: Sleeps) -> AsyncIterator[VoucherClient]:
    async with VoucherClient(BASE, "sk-test-key", sleep=sleeps, read_timeout=1.0) as c:
        yield c


def _line(event_id: int, **changed: Any) -> dict[str, Any]:
    line = {
        "eventID": event_id,
        "userID": 0,
        "domainID": "101",
        "name": "Spa day",
        "rowID": "5561",
        "redeemedValue": "0.01",
        "location": "Hotel Reception",
        "status": "Redeemed",
        "lastChanged": "2026-12-07 10:00:00",
    }
    return {**line, **changed}


def _rows(lines: list[dict[str, Any]]) -> httpx.Response:
    row = {
        "rowID": 5561,
        "orderID": 91002,
        "name": "Spa day",
        "redeemCode": "SPA50PART",
        "status": "Valid",
        "total": 50,
        "currencyCode": "GBP",
        "partiallyRedeemable": True,
        "redeemHistory": lines,
    }
    return httpx.Response(200, json=[row])


@respx.mock
async def test_a_line_reversed_since_the_last_read_shows_reversed(client: VoucherClient) -> None:
    lines = [_line(event_id) for event_id in range(1, 301)]
    again = [*lines[:99], _line(100, status="Unredeemed"), *lines[100:], _line(301)]
    respx.get(ROWS).mock(side_effect=[_rows(lines), _rows(again)])

    first = (await client.order_rows(91002))[0].redeem_history
    second = (await client.order_rows(91002))[0].redeem_history

    assert [line.status for line in first].count("Unredeemed") == 0
    changed = [(line.event_id, line.status) for line in second if line.status != "Redeemed"]
    assert changed == [(100, "Unredeemed")]
    assert [line.event_id for line in second] == list(range(1, 302))
    # The lines that came again unchanged are those decoded at the first read.
    assert second[0] is first[0]
    assert second[299] is first[299]


@respx.mock
async def test_a_line_sent_again_in_a_form_the_till_refuses_is_refused(client: VoucherClient) -> None:
    lines = [_line(1), _line(2)]
    respx.get(ROWS).mock(side_effect=[_rows(lines), _rows([_line(1), _line(2, redeemedValue="0.015")])])
    await client.order_rows(91002)

    with pytest.raises(InvalidResponse) as refused:
        await client.order_rows(91002)
    assert "redeemedValue" in refused.value.field


@respx.mock
async def test_one_and_true_are_not_the_same_line(client: VoucherClient) -> None:
    """Python calls ``1`` and ``true`` equal; the till refuses ``true`` for a number."""
    respx.get(ROWS).mock(side_effect=[_rows([_line(1, userID=1)]), _rows([_line(1, userID=True)])])
    await client.order_rows(91002)

    with pytest.raises(InvalidResponse):
        await client.order_rows(91002)


# -- the rows' text read as json reads it ----------------------------------------------------------


def _as_json(text: str) -> Any:
    return parse_json(httpx.Response(200, content=text.encode()), "GET /orders/91002/rows/")


def _typed(value: Any) -> Any:
    """``value`` with each leaf's type beside it: ``1`` and ``true``, ``0.1`` and ``0.10`` differ."""
    if isinstance(value, dict):
        return {key: _typed(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_typed(item) for item in value]
    return (type(value).__name__, str(value))


def _read_after(texts: list[str]) -> Any:
    """Each text read as the rows of one order, in turn; the last one's value."""
    known = KnownHistory()
    value: Any = None
    for text in texts:
        reading = known.reading(91002)
        value = parse_json(
            httpx.Response(200, content=text.encode()), "GET /orders/91002/rows/", reading.parse
        )
        # A row the models refuse (a line that is no object) keeps its text, with no entries.
        try:
            rows = [OrderRow.model_validate(row) for row in rows_of(value)]
        except ValidationError:
            rows = []
        reading.keep(rows_of(value), rows)
    return value


_ROW = '{"rowID":5561,"orderID":91002,"name":"Spa day","status":"Valid","total":50,"currencyCode":"GBP"'
_LINE = '{"eventID":%d,"domainID":"101","rowID":"5561","redeemedValue":"0.01","status":"Redeemed"}'


def _history_text(lines: str, *, before: str = "", after: str = "") -> str:
    return f'[{_ROW},{before}"redeemHistory":[{lines}]{after}}}]'


@pytest.mark.parametrize(
    "later",
    [
        # lines added after those read before, as the service lists them (oldest first)
        _history_text(",".join(_LINE % n for n in range(1, 6))),
        # a line reversed since, and lines added before those read
        _history_text(
            ",".join(_LINE % n for n in (0, 1))
            + ","
            + (_LINE % 2).replace("Redeemed", "Un")
            + ","
            + _LINE % 3
        ),
        # the same lines, spaced out differently
        _history_text(" , ".join(_LINE % n for n in range(1, 4)), before=" ", after=" "),
        # a value of another type, a number with more places
        _history_text(",".join(_LINE % n for n in range(1, 4)).replace('"domainID":"101"', '"domainID":101')),
        _history_text(",".join(_LINE % n for n in range(1, 4)).replace('"0.01"', "0.01")),
        # a line that is no object, then a longer number where a short one was
        _history_text(",".join(_LINE % n for n in range(1, 4)) + ",55"),
        # in an envelope, keyed by row id, the history keyed by event id
        '{"data":' + _history_text(",".join(_LINE % n for n in range(1, 4))) + "}",
        '{"5561":' + _history_text(",".join(_LINE % n for n in range(1, 4)))[1:-1] + "}",
        _history_text("").replace('"redeemHistory":[]', '"redeemHistory":{"1":' + _LINE % 1 + "}"),
        _history_text(""),
    ],
)
def test_a_history_read_again_reads_as_json_reads_it(later: str) -> None:
    earlier = [
        _history_text(",".join(_LINE % n for n in range(1, 4))),
        _history_text(",".join(_LINE % n for n in range(1, 4)) + ",5"),
    ]
    for first in earlier:
        assert _typed(_read_after([first, later])) == _typed(_as_json(later))


@pytest.mark.parametrize(
    "broken",
    [
        _history_text(",".join(_LINE % n for n in range(1, 4)) + ","),  # a comma with no line after it
        _history_text(",".join(_LINE % n for n in range(1, 4)) + " " + _LINE % 4),  # no comma
        _history_text(",".join(_LINE % n for n in range(1, 4))) + "]",  # something after the answer
        _history_text(",".join(_LINE % n for n in range(1, 4)))[:-3],  # cut short
        _history_text(
            ",".join(_LINE % n for n in range(1, 4)) + "," + (_LINE % 4).replace("{", '{"status":"x",')
        ),
        _history_text(",".join(_LINE % n for n in range(1, 4)), before='"status":"Void",'),
        _history_text(",".join(_LINE % n for n in range(1, 4))).replace('"name"', "name"),
    ],
)
def test_a_history_read_again_is_refused_where_json_refuses_it(broken: str) -> None:
    """A cut answer, a stray comma, or a key given twice with two values after lines read before."""
    earlier = _history_text(",".join(_LINE % n for n in range(1, 4)))
    with pytest.raises(InvalidResponse):
        _as_json(broken)
    with pytest.raises(InvalidResponse):
        _read_after([earlier, broken])


@respx.mock
async def test_a_long_history_read_again_takes_its_old_lines_as_decoded(client: VoucherClient) -> None:
    lines = [_line(event_id) for event_id in range(1, 501)]
    respx.get(ROWS).mock(side_effect=[_rows(lines), _rows([*lines, _line(501)]), _rows(lines[:-1])])

    first = (await client.order_rows(91002))[0].redeem_history
    second = (await client.order_rows(91002))[0].redeem_history
    third = (await client.order_rows(91002))[0].redeem_history

    assert [line.event_id for line in second] == list(range(1, 502))
    assert all(old is new for old, new in zip(first, second, strict=False))
    assert [line.event_id for line in third] == list(range(1, 500))
    assert all(old is new for old, new in zip(first, third, strict=False))
