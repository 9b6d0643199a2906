"""The counter's voucher, its POS hand-off, the menus and the counter's questions in the
pseudo-language: no English word is left, and nothing is cut at 1024×768.

The pseudo-language (``en_XA``: accented, 40 % longer, bracketed) is made fresh from the code's
words (``tests/helpers/pseudo.py``), so a word that comes out plain English here never went through
``translate``, and one cut off here is one a longer language (German, Polish) would lose. Walked:
the voucher panel (facts, tabs, table headings, its buttons), the code field, the outcome line and
the POS hand-off after a redemption, the Shift, Slips and Help menus, the reminder before signing
out, the question before a feed row replaces the voucher on the counter, and the crash message.

Allowed as they are: what the service or the till's data says (codes, amounts, dates, the product's
name and terms, the property's and the staff's names).

Also here: someone signed in in Polish reads a refused code, the voucher's tabs, the outcome of a
redemption and what to key on the POS in Polish, amounts written the Polish way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.language import LanguageSwitch
from app.sandbox.seed import DemoCodes
from app.shell.crash import CrashReporter
from app.shell.main_window import MainWindow
from helpers.layout import words_cut
from helpers.pseudo import SIZE
from helpers.till import counter_settled, redeem_amount, run, scan
from helpers.words import texts

#: What the service or the till's data says, never translated: codes, amounts, times, ids.
DATA = re.compile(r"[\sA-Z0-9£€$.,:·%()\-−–/+•]*")


def pseudo(text: str) -> bool:
    """Said in the pseudo-language (or data only): a word of the code's comes out bracketed."""
    plain = text.replace("&", "").strip()
    return not plain or "[" in plain or bool(DATA.fullmatch(plain))


def english(widgets: Iterable[QWidget]) -> list[str]:
    """The words of ``widgets`` (those shown) that did not go through ``translate``."""
    return [
        f"{type(widget).__name__} {what}: {text!r}"
        for widget in widgets
        if widget.isVisible()
        for what, text in texts(widget)
        if not pseudo(text)
    ]


def under(root: QWidget, data: Iterable[QWidget] = ()) -> list[QWidget]:
    """``root`` and everything in it but the widgets that show the service's data, and Qt's own
    parts of a tab bar (its scroll arrows, named by Qt, in Qt's words)."""
    skipped = set(data)
    return [
        w
        for w in [root, *root.findChildren(QWidget)]
        if w not in skipped and not isinstance(w.parentWidget(), QTabBar)
    ]


def boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def box_words(box: QMessageBox) -> list[str]:
    said = [box.windowTitle(), box.text(), box.informativeText()]
    said += [button.text() for button in box.findChildren(QPushButton)]
    return [text for text in said if not pseudo(text)]


def test_the_voucher_panel_and_code_field_in_the_pseudo_language_show_no_english_and_fit(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    assert english([window.code, window.look_up]) == []
    assert window.code.placeholderText().startswith("[")

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    panel = window.voucher
    assert panel.isVisible()
    # The service's data: the product's name, its terms, the code, the balance and the dates.
    data = [panel.name, panel.terms, panel.code, panel.balance, panel.starting, panel.valid_from]
    data += [panel.expiry, panel.grace]
    assert english(under(panel, data)) == []
    assert [name.text()[:1] for name in panel.fact_names] == ["["] * len(panel.fact_names)
    assert panel.partial.text().startswith("[")
    assert panel.order.text().startswith("[")
    assert panel.more.text().startswith("[")
    assert [panel.tabs.tabText(i)[:1] for i in range(panel.tabs.count())] == ["[", "["]
    for model in (till.lookup.rows, till.lookup.history):
        headings = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
        assert [heading[:1] for heading in headings] == ["["] * len(headings), headings
    assert window.refund_order.text().startswith("[")
    panel.more.click()  # the terms open: the button says so in its words
    assert panel.more.text().startswith("[")
    # The details scroll up and down, never sideways: the panel is as narrow as its column.
    qtbot.waitUntil(lambda: panel.width() <= window.details.viewport().width(), timeout=2_000)
    qtbot.waitUntil(
        lambda: words_cut(window, [window.code, window.look_up, panel.badge, panel.balance]) == []
    )

    redeem_amount(qtbot, window, "2")
    qtbot.waitUntil(lambda: window.handoff.isVisible() and window.redeem_status.isVisible(), timeout=10_000)
    QApplication.processEvents()
    assert window.redeem_status.text().startswith("[")
    handoff = window.handoff
    assert handoff.instruction.text().startswith("[")
    assert english(under(handoff)) == []
    qtbot.waitUntil(lambda: words_cut(window, under(handoff)) == [], timeout=2_000)


def test_the_menus_and_the_counters_questions_in_the_pseudo_language(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch], expect_log: Callable[[str], None]
) -> None:
    window, till, _switch = pseudo_till
    titles = [action.text() for action in window.menuBar().actions()]
    assert all(title.startswith("[") for title in titles), titles
    menus = [action.menu() for action in window.menuBar().actions()]
    shift, slips, helps = [m for m in menus if isinstance(m, QMenu) and m is not window.manager_menu]
    # The Shift menu's own entries (Find, Bill and Sale add theirs between them), Slips and Help.
    entries = [action for action in shift.actions() if not action.isSeparator()]
    ours = [entries[0], entries[1], entries[-1], *slips.actions(), *helps.actions()]
    assert [action.text() for action in ours if not action.text().startswith("[")] == []

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(window.handoff.isVisible, timeout=10_000)
    window._sign_out()  # a redemption not keyed on the POS: the reminder asks first
    qtbot.waitUntil(lambda: window.leave_reminder.box is not None and window.leave_reminder.box.isVisible())
    reminder = window.leave_reminder.box
    assert reminder is not None
    assert box_words(reminder) == []
    assert reminder.width() <= SIZE[0]
    assert reminder.height() <= SIZE[1]
    reminder.reject()

    window.feed_opening.choose(DemoCodes.PART_USED)  # another voucher than the one on the counter
    qtbot.waitUntil(lambda: window.feed_opening.ask is not None and window.feed_opening.ask.isVisible())
    ask = window.feed_opening.ask
    assert ask is not None
    assert box_words(ask) == []
    ask.reject()

    expect_log(r"^Unexpected error")
    reporter = CrashReporter(window)
    try:
        raise RuntimeError("a bug")
    except RuntimeError as exc:
        reporter.report(exc, type(exc), exc.__traceback__)
    qtbot.waitUntil(lambda: any(box.windowTitle().startswith("[") for box in boxes()))
    crash = next(box for box in boxes() if box.windowTitle().startswith("["))
    assert box_words(crash) == []
    crash.close()


def test_in_polish_the_counter_refuses_a_code_and_says_a_redemption_in_polish(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, switch = pseudo_till
    assert run(qtbot, switch.use("pl_PL")) == "pl_PL"
    qtbot.waitUntil(lambda: window.look_up.text() == "Wyszukaj", timeout=10_000)
    assert window.code.accessibleDescription() == "Zeskanuj lub wpisz kod vouchera"
    assert window.code.placeholderText() in ("Zeskanuj lub wpisz kod vouchera", "Zeskanuj kod")

    scan(qtbot, window, "ab")
    qtbot.waitUntil(lambda: window.message.text() == "To za krótkie na kod vouchera")

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    assert window.voucher.tabs.tabText(0) == "Historia realizacji"
    redeem_amount(qtbot, window, "2")
    said = f"Zrealizowano 2,00\xa0GBP z {DemoCodes.VALID_PARTIAL}. Nowe saldo 48,00\xa0GBP"
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith(said), timeout=10_000)
    qtbot.waitUntil(window.handoff.isVisible)
    key = "Wprowadź 2,00\xa0GBP jako Voucher podarunkowy —\xa0numer\xa0"
    assert window.handoff.instruction.text().startswith(key)
