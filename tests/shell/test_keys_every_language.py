"""The keys the README lists, and every other key the till binds, are the same in every language:
a translation's own underlined letters may add keys, never take one the till binds or move it.

Walked with a voucher on the counter, its POS hand-off waiting and a review open (so Confirm,
F8 and F9 are on screen), in each of the seven languages, against the same till in English."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.language import LANGUAGES, LanguageSwitch
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import redeem_amount, run, scan

TillWindow = tuple[MainWindow, Till]
README = Path(__file__).resolve().parents[2] / "README.md"
#: Where the README sends a reader for the rest of the keys.
GUIDES = [Path(__file__).resolve().parents[2] / "docs" / name for name in ("staff.md", "managers.md")]
#: Who holds a key: the object the key works (an action, a shortcut's owner, a button, a field).
Keys = dict[str, set[int]]


def readme_keys() -> list[str]:
    """The keys of the README's "The main keys" table ("F8 / F9" is two)."""
    table = README.read_text(encoding="utf-8").split("## The main keys", 1)[1].split("\n\n", 2)[1]
    rows = [line.split("|")[1].strip() for line in table.splitlines()[2:] if line.startswith("|")]
    return [key.strip() for row in rows for key in row.split("/")]


def key_text(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.PortableText)


def bound(root: QWidget) -> tuple[Keys, Keys]:
    """The keys bound under ``root`` by the code (actions, shortcuts, buttons' own keys) and the
    ones a translated text's mnemonic gives (buttons, labels' buddies, menus), each to its owners."""
    fixed: Keys = {}
    mnemonic: Keys = {}

    def hold(keys: Keys, key: QKeySequence, owner: QObject) -> None:
        if not key.isEmpty():
            keys.setdefault(key_text(key), set()).add(id(owner))

    for action in root.findChildren(QAction):
        for key in action.shortcuts():
            hold(fixed, key, action)
    for shortcut in root.findChildren(QShortcut):
        if shortcut.isEnabled():
            hold(fixed, shortcut.key(), shortcut.parent() or shortcut)
    for button in root.findChildren(QAbstractButton):
        own = QKeySequence.mnemonic(button.text())
        hold(mnemonic if button.shortcut() == own else fixed, button.shortcut(), button)
    for label in root.findChildren(QLabel):
        if label.buddy() is not None:
            hold(mnemonic, QKeySequence.mnemonic(label.text()), label.buddy())
    for menu in root.menuBar().findChildren(QMenu) if isinstance(root, MainWindow) else []:
        hold(mnemonic, QKeySequence.mnemonic(menu.title()), menu)
    return fixed, mnemonic


def test_every_key_of_the_menus_is_in_the_staff_or_the_managers_guide(till_window: TillWindow) -> None:
    window, _till = till_window
    guides = "\n".join(guide.read_text(encoding="utf-8") for guide in GUIDES)
    menu_keys = {
        key_text(key): action.text().replace("&", "")
        for menu in window.menuBar().findChildren(QMenu)
        for action in menu.actions()
        for key in action.shortcuts()
    }
    assert len(menu_keys) > 20
    unnamed = {
        key: text for key, text in menu_keys.items() if not re.search(rf"\b{re.escape(key)}\b", guides)
    }
    assert unnamed == {}, f"menu keys neither guide names: {unnamed}"


def test_the_readme_keys_and_every_bound_key_are_the_same_in_every_language(
    qtbot: QtBot, till_window: TillWindow, switch: LanguageSwitch
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(lambda: window.handoff.isVisible() and not till.redeem.busy)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and window.redeem.amount.isEnabled())
    qtbot.keyClicks(window.redeem.amount, "2")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.redeem.review_box.isVisible)

    english, _ = bound(window)
    missing = [key for key in readme_keys() if key not in english]
    assert missing == [], f"keys the README lists that the till does not bind: {missing}"
    for language in LANGUAGES[1:]:
        run(qtbot, switch.use(language.code))
        assert switch.code == language.code
        QApplication.processEvents()
        assert window.redeem.review_box.isVisible()
        fixed, mnemonic = bound(window)
        moved = {key: owners for key, owners in english.items() if fixed.get(key) != owners}
        assert moved == {}, f"{language.code}: keys no longer held as in English: {sorted(moved)}"
        taken = sorted(key for key in mnemonic if key in english)
        assert taken == [], f"{language.code}: a translated mnemonic takes a bound key: {taken}"
        shared = sorted(key for key, owners in mnemonic.items() if len(owners) > 1)
        assert shared == [], f"{language.code}: two translated mnemonics share a key: {shared}"
        # The tooltip names the key that reaches the amount, not the translated label's letter.
        tip = window.redeem.amount.toolTip()
        assert "(Alt+A)" in tip, f"{language.code}: the amount's tooltip names another key: {tip}"
    # The README's own words agree: the mnemonic rule is said where the keys are listed.
    assert re.search(r"same in every language", README.read_text(encoding="utf-8"))


def test_the_bill_and_the_sale_keep_their_keys_in_every_language(
    qtbot: QtBot, till_window: TillWindow, switch: LanguageSwitch
) -> None:
    window, _till = till_window
    window.bill.open()
    qtbot.waitUntil(lambda: window.bill.dialog is not None and window.bill.dialog.isVisible())
    window.sale.open()
    qtbot.waitUntil(lambda: window.sale.dialog is not None and window.sale.dialog.vm.loaded)
    dialogs: list[QWidget] = [window.bill.dialog, window.sale.dialog]  # type: ignore[list-item]
    english = [bound(dialog)[0] for dialog in dialogs]
    assert "F12" in english[0], "a bill is confirmed with F12"
    assert "F12" in english[1], "a sale is confirmed with F12"
    for language in LANGUAGES[1:]:
        run(qtbot, switch.use(language.code))
        QApplication.processEvents()
        for dialog, before in zip(dialogs, english, strict=True):
            fixed, mnemonic = bound(dialog)
            name = type(dialog).__name__
            moved = sorted(key for key, owners in before.items() if fixed.get(key) != owners)
            assert moved == [], f"{language.code}, {name}: keys no longer held as in English: {moved}"
            taken = sorted(key for key in mnemonic if key in before)
            assert taken == [], f"{language.code}, {name}: a translated mnemonic takes a bound key: {taken}"
            shared = sorted(key for key, owners in mnemonic.items() if len(owners) > 1)
            assert shared == [], f"{language.code}, {name}: two translated mnemonics share a key: {shared}"


def test_no_key_the_readme_lists_types_into_the_code_field_when_its_place_is_not_on_screen(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """A code typed and not yet looked up, nothing on the counter: each key either opens its window
    (closed again here) or does nothing, and the code stays as it was typed; Alt+A, whose amount is
    not on screen, says why it did nothing instead of typing "a" over the code."""
    window, _till = till_window
    window.code.setFocus()
    qtbot.keyClicks(window.code, DemoCodes.VALID_PARTIAL)
    for key in readme_keys():
        window.focus_code()
        combination = QKeySequence(key)[0]  # type: ignore[index]  # the stubs miss its __getitem__
        qtbot.keyClick(window.code, combination.key(), combination.keyboardModifiers())
        for other in QApplication.topLevelWidgets():
            if other is not window and other.isVisible() and other.isWindow():
                other.close()
                qtbot.waitUntil(lambda: not other.isVisible())  # noqa: B023 - waited for at once
        assert window.code.text() == DemoCodes.VALID_PARTIAL, f"{key} changed the code field"
        if key == "Alt+A":
            assert window.message.isVisible()
            assert window.message.text().startswith("Nothing on screen for Alt+A now")
