"""A till a screen reader can follow: one sentence read back after each lookup and outcome
(assertive for a refusal), every control named, every table's headers exposed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import redeem_amount, scan

Heard = list[tuple[str, QAccessible.AnnouncementPoliteness]]


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> Heard:
    said: Heard = []

    def update(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            said.append((event.message(), event.politeness()))  # type: ignore[attr-defined]

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    return said


@pytest.fixture
def beeps(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each beep the till makes (the desktop's sound is the edge)."""
    made: list[str] = []
    monkeypatch.setattr(QApplication, "beep", lambda: made.append("beep"))
    return made


def test_each_outcome_has_its_own_sound(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], beeps: list[str]
) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "20")
    qtbot.waitUntil(lambda: bool(beeps) and not window.guest.sounding, timeout=10_000)
    assert len(beeps) == 1, "done: one beep"
    scan(qtbot, window, DemoCodes.EXPIRED)
    qtbot.waitUntil(lambda: len(beeps) > 1 and not window.guest.sounding, timeout=10_000)
    assert len(beeps) == 1 + 2, "refused: two beeps"


def test_the_setting_turns_the_sounds_off(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], beeps: list[str]
) -> None:
    window, till = till_window
    till.settings.guest_sounds = False
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "20")
    qtbot.waitUntil(lambda: window.guest.last_read_back[0].startswith("Done:"), timeout=10_000)
    scan(qtbot, window, DemoCodes.EXPIRED)
    qtbot.waitUntil(lambda: "cannot be used" in window.guest.last_read_back[0], timeout=10_000)
    # The sound of an outcome is started as its sentence is read back: none was.
    assert beeps == []
    assert not window.guest.sounding


def test_a_lookup_is_read_back_as_one_sentence(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], heard: Heard
) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    polite = QAccessible.AnnouncementPoliteness.Polite
    qtbot.waitUntil(lambda: any("£50.00 to use here, until" in text for text, _ in heard), timeout=10_000)
    [(_text, politeness)] = [entry for entry in heard if "to use here" in entry[0]]
    assert politeness == polite


def test_a_refusal_is_read_back_at_once(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], heard: Heard
) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.EXPIRED)
    qtbot.waitUntil(lambda: any("cannot be used" in text for text, _ in heard), timeout=10_000)
    [(_text, politeness)] = [entry for entry in heard if "cannot be used" in entry[0]]
    assert politeness == QAccessible.AnnouncementPoliteness.Assertive


def test_a_redemption_is_read_back_with_what_is_left(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], heard: Heard
) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "20")
    qtbot.waitUntil(
        lambda: any(t.startswith("Done: £20.00 taken — £30.00 left") for t, _ in heard), timeout=10_000
    )


def test_the_guests_language_is_the_read_backs(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], heard: Heard
) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: "£50.00" in window.guest.display.body.text(), timeout=10_000)
    window.guest.choose("de_DE")
    qtbot.waitUntil(lambda: window.guest.model.guest_language == "de_DE", timeout=30_000)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)  # read again: the guest is new, English again
    qtbot.waitUntil(lambda: sum("to use here" in t for t, _ in heard) == 2, timeout=10_000)


def test_every_control_has_a_name_and_every_table_its_headers(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, _till = till_window
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.voucher.isVisible(), timeout=10_000)
    controls = (QAbstractButton, QLineEdit, QComboBox, QAbstractItemView)
    unnamed = []
    for widget in window.findChildren(QWidget):
        # What is on screen; a header is read as its table's column headers (asserted below).
        if (
            not isinstance(widget, controls)
            or isinstance(widget, QHeaderView)
            or not widget.isVisibleTo(window)
        ):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        if face is None or not (face.text(QAccessible.Text.Name) or face.text(QAccessible.Text.Description)):
            unnamed.append(
                f"{type(widget).__name__} {widget.objectName()!r} in {type(widget.parent()).__name__}"
            )
        model = widget.model() if isinstance(widget, QAbstractItemView) else None
        if model is not None and model.columnCount() > 1:  # a table: a screen reader reads its headers
            headers = [
                model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())
            ]
            assert all(headers), (widget.objectName(), headers)
    assert unnamed == []
