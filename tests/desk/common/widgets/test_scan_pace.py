"""What the scanner guard takes for a scan, by pace alone: a burst whose keys came on average no more
than 60 ms apart, and none more than 150 ms; half a second's quiet starts the next burst. A dialog
of a bare window with one text field and an OK button that Enter presses; each key comes at the
gap the case names, on the guard's clock."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QDateEdit,
    QDialog,
    QDoubleSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.desk.common.widgets.scan_guard import ScanGuard
from helpers.scanner import ENTER, focused, key_clock


@dataclass
class Form:
    dialog: QDialog
    guard: ScanGuard
    name: QLineEdit
    quantity: QSpinBox
    rate: QDoubleSpinBox
    day: QDateEdit
    note: QPlainTextEdit
    preview: QPlainTextEdit


@pytest.fixture
def form(qtbot: QtBot, qapp: QApplication) -> Iterator[Form]:
    window = QWidget()
    qtbot.addWidget(window)
    guard = ScanGuard(window, lambda _code: None)
    dialog = QDialog(window)
    preview = QPlainTextEdit("\n".join(f"line {n}" for n in range(40)), readOnly=True)
    shown = Form(
        dialog,
        guard,
        QLineEdit(),
        QSpinBox(),
        QDoubleSpinBox(),
        QDateEdit(QDate(2026, 12, 7)),
        QPlainTextEdit(),
        preview,
    )
    ok = QPushButton("OK")
    ok.setDefault(True)
    ok.clicked.connect(dialog.accept)
    layout = QVBoxLayout(dialog)
    for widget in (shown.name, shown.quantity, shown.rate, shown.day, shown.note, shown.preview, ok):
        layout.addWidget(widget)
    qapp.installEventFilter(guard)
    try:
        dialog.show()
        qtbot.waitExposed(dialog)
        yield shown
    finally:
        qapp.removeEventFilter(guard)


def typed(qtbot: QtBot, field: QWidget, keys: list[str | Qt.Key], gaps_ms: list[int]) -> None:
    """Each of ``keys`` into ``field``, ``gaps_ms`` after the one before it on the guard's clock."""
    clock = key_clock(field)
    assert clock is not None
    with clock.held():
        for key, gap in zip(keys, gaps_ms, strict=True):
            clock.step(gap / 1000)
            qtbot.keyClick(field, key)


SCANS = {
    "a scanner, 8 ms a key": [8] * 10,
    "a scanner whose Enter comes late": [8] * 9 + [140],
    "a scanner at 60 ms a key": [60] * 10,
}
TYPING = {
    "a fast typist, 80 ms a key": [80] * 10,
    "quick pairs with longer gaps between": [40, 40, 150, 40, 40, 150, 40, 40, 60, 40],
    "a pause, then the end of the word at a scanner's pace": [80, 80, 80, 80, 80, 300, 20, 20, 20, 20],
    "a scanner's pace but a 160 ms gap before Enter": [8] * 9 + [160],
}


@pytest.mark.parametrize("gaps", SCANS.values(), ids=SCANS.keys())
def test_a_burst_at_a_scanners_pace_is_a_scan_and_leaves_the_field_as_it_was(
    qtbot: QtBot, form: Form, gaps: list[int]
) -> None:
    typed(qtbot, form.name, [*"SPA50PART", ENTER], gaps)
    assert form.name.text() == ""
    assert form.dialog.isVisible(), "its Enter pressed nothing"
    assert form.guard.kept == "SPA50PART", "kept for the counter"


@pytest.mark.parametrize("gaps", TYPING.values(), ids=TYPING.keys())
def test_a_word_typed_by_a_person_is_the_fields_and_its_enter_presses_ok(
    qtbot: QtBot, form: Form, gaps: list[int]
) -> None:
    typed(qtbot, form.name, [*"Kowalczyk", ENTER], gaps)
    assert form.name.text() == "Kowalczyk"
    assert form.dialog.result() == QDialog.DialogCode.Accepted
    assert form.guard.kept == ""


def test_a_scan_after_a_name_typed_by_hand_takes_out_only_the_scan(qtbot: QtBot, form: Form) -> None:
    typed(qtbot, form.name, [*"Nowak"], [0, 120, 120, 120, 120])
    typed(qtbot, form.name, [*"GRACE45", ENTER], [600] + [8] * 7)  # the scanner taken up
    assert form.name.text() == "Nowak"
    assert form.guard.kept == "GRACE45"
    assert form.dialog.isVisible()


@pytest.mark.parametrize("taken_up_ms", [200, 450])
def test_a_scan_straight_after_the_cashiers_own_typing_is_still_a_scan(
    qtbot: QtBot, form: Form, taken_up_ms: int
) -> None:
    """Within the half second that joins keys into one run, the scanner's code still tells itself
    by its own pace: the name typed stays, the code is kept and its Enter presses nothing."""
    typed(qtbot, form.name, [*"Nowak"], [0, 120, 120, 120, 120])
    typed(qtbot, form.name, [*"GRACE45", ENTER], [taken_up_ms] + [8] * 7)
    assert form.name.text() == "Nowak"
    assert form.guard.kept == "GRACE45"
    assert form.dialog.isVisible(), "its Enter pressed nothing"


def test_a_scan_into_a_number_a_day_or_a_note_leaves_each_as_it_was(qtbot: QtBot, form: Form) -> None:
    form.quantity.setValue(2)
    form.rate.setValue(20.0)
    form.note.setPlainText("Guest says")
    form.note.moveCursor(QTextCursor.MoveOperation.End)
    form.preview.verticalScrollBar().setValue(5)
    fields: list[tuple[QWidget, Callable[[], object]]] = [
        (form.quantity, form.quantity.value),
        (form.rate, form.rate.value),
        (form.day, form.day.date),
        (form.note, form.note.toPlainText),
        (form.preview, form.preview.verticalScrollBar().value),
    ]
    for field, shows in fields:
        before = shows()
        focused(qtbot, field)
        typed(qtbot, field, [*"SPA50PART", ENTER], [600] + [8] * 9)
        assert shows() == before, type(field).__name__
        assert form.guard.kept == "SPA50PART"
        assert form.dialog.isVisible()
        form.guard.kept = ""
    by_hand_note = "Guest says it was a gift"
    typed(qtbot, form.note, [*" it was a gift"], [600] + [120] * 13)
    assert form.note.toPlainText() == by_hand_note, "the note goes on where it was"
