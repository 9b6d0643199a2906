"""The customer display's words fit the common guest screens, 800×480 to 1280×800, at 100 % and
150 % (a 150 % screen of 800×480 is 533×320 for Qt), however long the bill."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.core.rules import StatusBadge, Tone
from app.desk.guest import GuestDisplayViewModel, GuestLine, SaleItem
from app.desk.guest.widgets import GuestWindow
from helpers.fakes import voucher

SIZES = [(800, 480), (1024, 600), (1280, 800)]


def window_at(qtbot: QtBot, width: int, height: int) -> tuple[GuestDisplayViewModel, GuestWindow]:
    model = GuestDisplayViewModel(
        lambda: "Harbour Hotel & Spa", lambda: "en_GB", lambda _voucher: StatusBadge("", Tone.GOOD, True, "")
    )
    window = GuestWindow(model, lambda: "", lambda: None)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return model, window


def fits(window: GuestWindow) -> bool:
    width = window.width() - 48
    return window.headline.heightForWidth(width) + window.body.heightForWidth(width) <= window.height()


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_long_bill_and_a_sale_fit_every_guest_screen(
    qtbot: QtBot, width: int, height: int, scale: float
) -> None:
    model, window = window_at(qtbot, int(width / scale), int(height / scale))
    idle_size = window.body.font().pixelSize() or window.body.fontInfo().pixelSize()
    model.bill(
        [
            GuestLine("Afternoon Tea for Two in the Orangery", Decimal("40.00"), "GBP"),
            GuestLine("Spa Day for Two", Decimal("50.00"), "GBP"),
            GuestLine("Harbour Gift Voucher", Decimal("25.00"), "GBP"),
            GuestLine("Three-Course Dinner with Wine", Decimal("75.00"), "GBP"),
        ],
        Decimal("12.50"),
        "GBP",
    )
    assert "Left to pay: £12.50" in window.body.text()
    assert fits(window)
    assert window.body.fontInfo().pixelSize() >= 12
    model.sale([SaleItem("Spa Day for Two", Decimal("100.00"), "GBP")] * 3, Decimal("300.00"), "GBP")
    assert "Total: £300.00" in window.body.text()
    assert fits(window)
    model.leave()
    assert window.headline.text() == "Harbour Hotel & Spa"
    assert fits(window)
    assert window.body.fontInfo().pixelSize() >= min(idle_size, 12)


def test_a_screen_unplugged_hides_the_display_rather_than_move_it(qtbot: QtBot) -> None:
    _model, window = window_at(qtbot, 800, 480)
    window.placed_on = window.screen()  # as if placed on a guest's screen that now goes away
    window.screen_removed(window.screen())  # what Qt calls on screenRemoved
    assert not window.isVisible()
    assert window.placed_on is None


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_day_is_never_split_over_two_lines(qtbot: QtBot, width: int, height: int) -> None:
    """On the narrowest screen the outcome wraps, but "3 November 2027" stays one piece."""
    model, window = window_at(qtbot, width, height)
    shown = voucher()
    assert shown.expiry_date is not None
    model.voucher_shown(shown, held=True, redeemable=True)
    model.redeemed(Decimal("20.00"), Decimal("30.00"), "GBP")
    day = f"{shown.expiry_date.day}\u00a0{shown.expiry_date:%B}\u00a0{shown.expiry_date.year}"
    assert window.body.text().endswith(f"valid until {day}")
    assert fits(window)


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_propertys_name_stays_on_one_line(qtbot: QtBot, width: int, height: int, scale: float) -> None:
    _model, window = window_at(qtbot, int(width / scale), int(height / scale))
    headline = window.headline
    assert headline.text() == "Harbour Hotel & Spa"
    assert headline.heightForWidth(window.width() - 48) < 2 * headline.fontMetrics().height()
