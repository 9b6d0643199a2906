"""A stored-value card used every day: its hundreds of history lines are all in the panel's table,
the oldest reached by scrolling, and no line's figures are cut off by columns measured on fewer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.desk.counter.widgets.voucher_panel import MEASURED_LINES
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from helpers.till import close_till, open_till, scan
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL  # £50, part use
#: Redemptions of another till, made before this one looks the card up: far more than are measured.
LINES = 12 * MEASURED_LINES


def test_every_line_of_a_long_history_is_shown_and_readable(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    domains = sandbox.state.authenticate(DEMO_KEY)
    # The newest line, last in the table and far from those measured, is the widest amount.
    amounts = ["0.01"] * (LINES - 1) + ["10.00"]
    made = [
        sandbox.state.redeem(domains, CODE, {"locationID": Locations.RECEPTION, "amount": amount})["eventID"]
        for amount in amounts
    ]
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    try:
        scan(qtbot, window, CODE)
        view = window.voucher.history_view
        model = view.model()
        qtbot.waitUntil(lambda: model.rowCount() >= LINES and not till.tasks.running("lookup"))
        event_column = next(
            c for c in range(model.columnCount()) if model.headerData(c, Qt.Orientation.Horizontal) == "Event"
        )
        shown = {model.index(row, event_column).data() for row in range(model.rowCount())}
        assert {str(event_id) for event_id in made} <= shown

        view.scrollToBottom()
        last = model.rowCount() - 1
        qtbot.waitUntil(lambda: view.rowAt(view.viewport().height() - 1) in (last, -1))
        stretched = view.horizontalHeader().logicalIndex(model.columnCount() - 1)
        for column in range(model.columnCount()):
            if column == stretched:
                continue  # the last column takes the room left, whatever its lines
            for row in (0, last):
                needed = view.sizeHintForIndex(model.index(row, column)).width()
                assert needed <= view.columnWidth(column), (row, model.index(row, column).data())
    finally:
        close_till(qtbot, window, till)
