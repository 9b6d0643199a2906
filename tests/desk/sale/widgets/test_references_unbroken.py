"""A reference a cashier keys on the POS is read on one line: an older till's sale references are
written with hyphens (``VD-FRONTDESK-4F2A9C1B7E``), and a line wrapped at one of them had the cashier
key half of it. The sale's outcome, the POS hand-off and the shift report show it with no-break
hyphens; what is copied keeps plain ones, which is what a POS field takes.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import sale as sale_rules
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.shell.main_window import MainWindow
from helpers.layout import wrapped_lines
from helpers.manager import TRAINING_MANAGER
from helpers.sale import sold_one
from helpers.till import close_till, close_when_sent, open_till
from sandbox_harness.server import SandboxServer

#: A payment reference as an older till made them.
OLD_REFERENCE = "VD-FRONTDESK-4F2A9C1B7E"


@pytest.fixture
def old_reference_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[MainWindow, Till]]:
    """A till whose next sale takes the older form of reference."""
    monkeypatch.setattr(sale_rules, "new_reference", lambda: OLD_REFERENCE)
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    yield window, till
    close_when_sent(qtbot, window.sale.dialog)
    close_till(qtbot, window, till)


def breaks_inside(text: str, label: QLabel, width: int) -> bool:
    """A line of ``text`` wrapped at ``width`` px starts inside the reference, as ``label`` lays it out."""
    at = text.replace("\u2011", "-").find(OLD_REFERENCE)
    assert at >= 0, text
    starts = [start for start, _length, _width in wrapped_lines(text, label.font(), width)[1:]]
    return any(at < start < at + len(OLD_REFERENCE) for start in starts)


def never_broken(label: QLabel) -> list[int]:
    """The widths, from a narrow column to a wide one, at which the label's reference is broken."""
    return [width for width in range(80, 640, 8) if breaks_inside(label.text(), label, width)]


def test_an_old_reference_never_wraps_where_it_is_keyed_and_is_copied_plain(
    qtbot: QtBot, old_reference_till: tuple[MainWindow, Till]
) -> None:
    window, till = old_reference_till
    dialog = sold_one(qtbot, window)
    assert dialog.vm.reference == OLD_REFERENCE
    assert never_broken(dialog.handoff) == [], "the sale's outcome"
    qtbot.waitUntil(lambda: OLD_REFERENCE in window.handoff.instruction.text().replace("\u2011", "-"))
    assert never_broken(window.handoff.instruction) == [], "the POS line"
    window.handoff.copy_to_clipboard()
    assert OLD_REFERENCE in QGuiApplication.clipboard().text(), "pasted on the POS as it is keyed"
    # Selected on screen and copied by hand: the same plain text.
    QGuiApplication.clipboard().setText(window.handoff.instruction.text())
    qtbot.waitUntil(lambda: "\u2011" not in QGuiApplication.clipboard().text())
    assert OLD_REFERENCE in QGuiApplication.clipboard().text()
    dialog.paid.setChecked(True)
    dialog.close_button.click()
    qtbot.waitUntil(lambda: window.sale.dialog is None or not window.sale.dialog.isVisible())

    report = ShiftReportDialog(till.desk.shift_report(TRAINING_MANAGER), till.session.place, window)
    qtbot.addWidget(report)
    qtbot.waitUntil(lambda: report.report is not None, timeout=10_000)
    model = report.table.model()
    cells = [
        str(model.index(row, column).data())
        for row in range(model.rowCount())
        for column in range(model.columnCount())
    ]
    [cell] = [text for text in cells if OLD_REFERENCE in text.replace("\u2011", "-")]
    probe = QLabel(cell)
    probe.setFont(report.table.font())
    assert never_broken(probe) == [], "the report's line"
    report.reject()
