"""Sell on the screens tills have, as a cashier reads it, in Polish and German: at 1024×768, at
1366×768 with 125 % scaling and with 150 % text, the products and the sale's lines each show four
whole rows; each product's value and validity, and each line's price, read whole; a product's name
gives way (from its start to "…", whole in its tooltip) but keeps a dozen characters; and under
review the window, Confirm included, fits its screen. The outcome of a sale is walked in every
language by ``tests/shell/test_layout_every_language.py``."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from app.desk.sale.widgets.sale_dialog import NAME_CHARS, SaleDialog
from app.shell.main_window import MainWindow
from helpers.layout import controls, header_tip, list_problems, names_alike, on_window, problems
from helpers.screens import NARROW, SCREENS, Screen, ScreenTill, fit, in_languages, on_screens

NAME, VALUE, VALIDITY = 0, 1, 2
#: A cell's padding either side of its text.
PADDING_PX = 6


def sale_with_two_lines(qtbot: QtBot, window: MainWindow) -> SaleDialog:
    """The Sell window with an open-value voucher and two of a fixed one in the sale."""
    window.sale.open()
    dialog = window.sale.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.vm.loaded)
    dialog.products.selectRow(0)  # open value: the value typed
    qtbot.keyClicks(dialog.amount, "60")
    dialog.add_button.click()
    dialog.products.selectRow(1)
    dialog.quantity.setValue(2)
    dialog.add_button.click()
    qtbot.waitUntil(lambda: dialog.vm.basket.rowCount() == 2)
    fit(dialog)
    return dialog


def cut_cells(dialog: SaleDialog) -> list[str]:
    """The products' values and validities not whole in their column or not in view."""
    table, model = dialog.products, dialog.products.model()
    header, metrics = table.horizontalHeader(), table.fontMetrics()
    found = []
    for column in (VALUE, VALIDITY):
        left = header.sectionViewportPosition(column)
        if left < 0 or left + header.sectionSize(column) > table.viewport().width():
            found.append(f"column {column} is not whole in view")
        for row in range(model.rowCount()):
            text = str(model.index(row, column).data())
            lines = text.split("\n")
            wide = max(metrics.horizontalAdvance(line) for line in lines) + PADDING_PX
            if wide > header.sectionSize(column) or len(lines) * metrics.height() > table.rowHeight(row):
                found.append(f"{text!r} is cut")
    return found


def name_chars(dialog: SaleDialog) -> float:
    """How many characters of a product's name its column shows."""
    table = dialog.products
    room = table.horizontalHeader().sectionSize(NAME) - PADDING_PX
    return room / table.fontMetrics().averageCharWidth()


@on_screens()
@in_languages()
def test_sell_shows_four_rows_of_each_list_and_its_figures_whole(
    qtbot: QtBot, screen_till: ScreenTill, language: str, screen: Screen
) -> None:
    window, _ = screen_till.speaking(language, screen)
    dialog = sale_with_two_lines(qtbot, window)
    assert cut_cells(dialog) == []
    assert name_chars(dialog) >= NAME_CHARS
    name = dialog.products.model().index(0, NAME)
    assert name.data(Qt.ItemDataRole.ToolTipRole) == name.data()
    assert list_problems(dialog) == []
    assert problems(dialog) == []
    qtbot.keyClicks(dialog.name, "Zofia Wisniewska-Kowalczyk")
    qtbot.keyClicks(dialog.email, "zofia.wisniewska@example.com")
    dialog.review_button.click()
    qtbot.waitUntil(dialog.step.isVisible)
    fit(dialog)
    # The review (long: an open-value voucher needs a manager), Confirm and Cancel in the buyer's
    # and Review's place, whole on the window; the sale's lines, each named in it, may give way.
    assert not dialog.review_button.isVisible()
    assert not dialog.buyer_scroll.isVisible()
    assert dialog.rect().contains(on_window(dialog.step.confirm_button, dialog))
    assert problems(dialog) == []
    dialog.step.cancel_button.click()
    assert dialog.review_button.isVisible()
    assert dialog.name.isVisible()
    dialog.done(0)


def in_sight(widget: QWidget, area: QScrollArea) -> bool:
    """Whether ``widget`` is whole in ``area``'s view."""
    shown = QRect(widget.mapTo(area.viewport(), QPoint(0, 0)), widget.size())
    return area.viewport().rect().contains(shown)


@in_languages(("pl_PL",))
def test_tab_goes_through_the_buyer_field_by_field_each_scrolled_into_sight(
    qtbot: QtBot, screen_till: ScreenTill, language: str
) -> None:
    window, _ = screen_till.speaking(language, SCREENS[1])  # 1366×768 at 125 %: the buyer scrolls
    dialog = sale_with_two_lines(qtbot, window)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    area = dialog.buyer_scroll
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0, "the buyer's fields fit: nothing to scroll"
    bar.setValue(bar.maximum())
    assert not in_sight(dialog.method, area)
    dialog.remove_button.setFocus()
    # Field by field as the form reads, each scrolled whole into sight as Tab reaches it.
    fields = [
        dialog.method,
        dialog.name,
        dialog.email,
        dialog.recipient,
        *dialog.billing.fields.values(),
        dialog.confirmation,
        dialog.complimentary,
    ]
    here: QWidget = dialog.remove_button
    for field in fields:
        qtbot.keyClick(here, Qt.Key.Key_Tab)
        assert dialog.focusWidget() is field
        assert in_sight(field, area), field.accessibleName()
        here = field
    qtbot.keyClick(here, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.review_button
    dialog.done(0)


@in_languages(("pl_PL", "es_ES"))
def test_on_a_narrow_till_two_spa_products_read_apart_and_the_product_header_ends_in_an_ellipsis(
    qtbot: QtBot, screen_till: ScreenTill, language: str
) -> None:
    window, _ = screen_till.speaking(language, NARROW)  # 1024×768 at 125 %: the names give way most
    dialog = sale_with_two_lines(qtbot, window)
    table = dialog.products
    spa = [
        row
        for row in range(table.model().rowCount())
        if str(table.model().index(row, NAME).data()).startswith("Spa")
    ]
    assert len(spa) == 2
    assert names_alike(controls(dialog)) == []
    assert cut_cells(dialog) == []
    assert list_problems(dialog) == []
    # The name's header gives way with its words: "…" and the whole header when pointed at.
    header = table.horizontalHeader()
    title = str(table.model().headerData(NAME, Qt.Orientation.Horizontal))
    if header.sectionSizeHint(NAME) > header.sectionSize(NAME):
        assert header.textElideMode() != Qt.TextElideMode.ElideNone
        assert header_tip(header, NAME) == title
    dialog.done(0)
