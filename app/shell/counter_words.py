"""The till window's own words: the code field and its button, the menus, the About box.

Kept out of ``app/shell/main_window.py`` (at its size limit): each is set through ``translate`` (context
"Counter" for the field, "Menu" for the menus) and set again by ``live`` when whoever signs in
reads another language. The menus' other entries are their owners' (Find, Bill, Sale, Manager,
Slips) and translate themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from app import APP_NAME, __version__
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.widgets.language import live
from app.desk.find.widgets.find_dialog import FindOpener

if TYPE_CHECKING:
    from app.shell.main_window import MainWindow


def look_up_text(busy: bool) -> str:
    """The lookup button: "Looking up…" while a lookup runs."""
    return translate("Counter", "Looking up…") if busy else translate("Counter", "Look up")


def code_field_words(window: MainWindow) -> None:
    """The code field's placeholder, names and tip, and the lookup button's words."""

    def words() -> None:
        window.code.setPlaceholderText(translate("Counter", "Scan or type a voucher code"))
        window.code.setAccessibleName(translate("Counter", "Voucher code"))
        window.code.setToolTip(
            translate("Counter", "Scan or type a code, then Enter or Tab (F2 comes back here)")
        )
        window.look_up.setToolTip(translate("Counter", "Look up the code (Enter)"))
        # As wide as its busy text, so the code field never jumps while a lookup runs.
        window.look_up.setMinimumWidth(0)
        window.look_up.setText(look_up_text(True))
        window.look_up.setMinimumWidth(window.look_up.sizeHint().width())
        window.look_up.setText(look_up_text(not window.look_up.isEnabled()))
        window.message.setAccessibleName(translate("Counter", "About the code"))

    live(window, words)


def leave_text(closing: bool) -> str:
    """The reminder's button that leaves anyway, signing out or closing the till."""
    return translate("Counter", "Close anyway") if closing else translate("Counter", "Sign out anyway")


def fill_menus(window: MainWindow) -> tuple[FindOpener, QMenu]:
    """The menu bar: Shift, Manager, Slips and Help, each entry in the signed-in language; returns
    the Find opener and the Manager menu, which the window keeps."""
    bar = window.menuBar()
    worded: list[tuple[QMenu | QAction, str]] = []

    def menu(title: str) -> QMenu:
        added = bar.addMenu(title)
        worded.append((added, title))
        return added

    def action(into: QMenu, text: str, shortcut: str | None, slot: Callable[[], object]) -> None:
        added = QAction(text, window)
        if shortcut is not None:
            added.setShortcut(QKeySequence(shortcut))
        added.triggered.connect(slot)
        into.addAction(added)
        worded.append((added, text))

    shift = menu(QT_TRANSLATE_NOOP("Menu", "&Shift"))
    action(shift, QT_TRANSLATE_NOOP("Menu", "Change staff…"), "Ctrl+Shift+S", window._sign_out)
    action(shift, QT_TRANSLATE_NOOP("Menu", "Find a code"), "F2", window.focus_code)
    till = window.till
    finder = FindOpener(
        window, till.find, till.session, window.feed_opening.choose, window.manager_actions.approve
    )
    finder.fill_menu(shift)
    window.bill.fill_menu(shift)
    window.sale.fill_menu(shift)
    shift.addSeparator()
    action(shift, QT_TRANSLATE_NOOP("Menu", "Quit"), "Ctrl+Q", window._quit)
    manager = menu(QT_TRANSLATE_NOOP("Menu", "&Manager"))
    window.manager_actions.fill_menu(manager)
    window.order_fix.fill_menu(manager)
    window.topup.fill_manager_menu(manager)
    window.slip_actions.fill_menu(menu(QT_TRANSLATE_NOOP("Menu", "S&lips")))
    help_menu = menu(QT_TRANSLATE_NOOP("Menu", "&Help"))
    action(help_menu, QT_TRANSLATE_NOOP("Menu", "About {app}"), None, lambda: about(window))

    def words() -> None:
        for item, text in worded:
            said = translate("Menu", text).format(app=APP_NAME)
            if isinstance(item, QMenu):
                item.setTitle(said)
            else:
                item.setText(said)

    live(bar, words)
    return finder, manager


def about(window: MainWindow) -> None:
    said = translate("Menu", "{app} {version}\nRedeem gift vouchers at the till.")
    QMessageBox.about(window, APP_NAME, said.format(app=APP_NAME, version=__version__))
