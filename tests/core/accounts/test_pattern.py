"""The pattern of redemptions: the share of face value redeemed by month since sale, per product."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from app.core.accounts.consideration import VoucherSale
from app.core.accounts.movements import AccountLine
from app.core.accounts.pattern import months_since, pattern_csv_rows, redemption_pattern

D = Decimal


def _line(event: int, when: datetime, kind: str, code: str, amount: str, *, domain: int = 101) -> AccountLine:
    sale = VoucherSale(1, "Spa Day", D("100.00"), D("100.00"), False, domain)
    return AccountLine(event, when, kind, code, "Reception", "GBP", D(amount), 1, sale)


def test_months_since_sale_are_whole_calendar_months() -> None:
    sold = datetime(2026, 1, 31, 12, 0)
    assert months_since(sold, datetime(2026, 2, 28, 12, 0)) == 0
    assert months_since(sold, datetime(2026, 3, 3)) == 1
    assert months_since(sold, datetime(2027, 1, 31, 12, 0)) == 12


def test_the_share_redeemed_by_month_since_sale_with_its_running_total() -> None:
    lines = [
        _line(1, datetime(2026, 1, 5), "Activation", "A", "100.00"),
        _line(2, datetime(2026, 1, 6), "Activation", "B", "100.00"),
        _line(3, datetime(2026, 1, 20), "Redeemed", "A", "50.00"),
        _line(4, datetime(2026, 3, 10), "Redeemed", "B", "100.00"),
        _line(5, datetime(2026, 3, 11), "Unredeemed", "B", "100.00"),
        _line(6, datetime(2026, 3, 12), "Redeemed", "B", "25.00"),
        _line(7, datetime(2026, 1, 7), "Activation", "X", "100.00", domain=202),  # another property's
        _line(8, datetime(2026, 2, 7), "Redeemed", "X", "100.00", domain=202),
    ]
    (pattern,) = redemption_pattern(lines, 101)
    assert pattern.sold == D("200.00")
    assert [(m.month, m.redeemed, m.share, m.cumulative) for m in pattern.months] == [
        (0, D("50.00"), D("0.250000"), D("0.250000")),
        (1, D(0), D("0.000000"), D("0.250000")),
        (2, D("25.00"), D("0.125000"), D("0.375000")),
    ]
    rows = pattern_csv_rows([pattern])
    assert rows[0] == ["product", "month since sale", "face sold", "redeemed", "share", "cumulative share"]
    assert rows[3] == ["Spa Day", "2", "200.00", "25.00", "0.125000", "0.375000"]
