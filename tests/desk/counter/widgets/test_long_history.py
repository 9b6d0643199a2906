"""A stored-value card used every day: the panel shows its newest history lines at once and says how
many it has; the older ones come as the table is scrolled to its end, or all at once on request, and
no line's figures are cut off by columns measured on fewer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from app.desk.counter._lookup_tables import HISTORY_SHOWN_AT_ONCE
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from helpers.till import scan, till_open
from sandbox_harness.server import SandboxServer

CODE = DemoCodes.VALID_PARTIAL  # £50, part use
#: Redemptions of another till, made before this one looks the card up: a day's at a busy spa.
LINES = 500


def _events(model: QAbstractItemModel) -> list[str]:
    """The event numbers of the lines the table shows, top to bottom."""
    column = next(
        c for c in range(model.columnCount()) if model.headerData(c, Qt.Orientation.Horizontal) == "Event"
    )
    return [model.index(row, column).data() for row in range(model.rowCount())]


def _assert_readable(view: QTableView, rows: tuple[int, ...]) -> None:
    model = view.model()
    stretched = view.horizontalHeader().logicalIndex(model.columnCount() - 1)
    for column in range(model.columnCount()):
        if column == stretched:
            continue  # the last column takes the room left, whatever its lines
        for row in rows:
            needed = view.sizeHintForIndex(model.index(row, column)).width()
            assert needed <= view.columnWidth(column), (row, model.index(row, column).data())


def test_a_long_history_shows_its_newest_lines_and_its_count_and_the_rest_on_request(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    domains = sandbox.state.authenticate(DEMO_KEY)
    # The newest line, the first in the table, is the widest amount; the oldest, far from the
    # lines measured, is next widest.
    amounts = ["1.00"] + ["0.01"] * (LINES - 2) + ["10.00"]
    made = [
        sandbox.state.redeem(domains, CODE, {"locationID": Locations.RECEPTION, "amount": amount})["eventID"]
        for amount in amounts
    ]
    newest_first = [str(event_id) for event_id in sorted(made, reverse=True)]
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        scan(qtbot, window, CODE)
        view = window.voucher.history_view
        model = view.model()
        show_all = window.voucher.show_all_history
        qtbot.waitUntil(lambda: not till.tasks.running("lookup") and model.rowCount() > 0)

        # At once: the newest lines, newest first, and how many there are in all.
        assert _events(model) == newest_first[:HISTORY_SHOWN_AT_ONCE]
        assert show_all.isVisible()
        assert show_all.text() == f"Show all {LINES} lines"
        _assert_readable(view, (0,))

        # Scrolled to its end, the table brings the next older lines below those shown.
        view.scrollToBottom()
        qtbot.waitUntil(lambda: model.rowCount() > HISTORY_SHOWN_AT_ONCE)
        assert _events(model) == newest_first[: model.rowCount()]
        assert show_all.isVisible()

        # On request, every line, down to the oldest, and the button's work is done.
        qtbot.mouseClick(show_all, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: model.rowCount() == LINES)
        assert _events(model) == newest_first
        assert not show_all.isVisible()
        view.scrollToBottom()
        last = model.rowCount() - 1
        qtbot.waitUntil(lambda: view.rowAt(view.viewport().height() - 1) in (last, -1))
        _assert_readable(view, (0, last))
