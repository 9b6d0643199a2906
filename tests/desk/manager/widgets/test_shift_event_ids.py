"""The shift report's event ids on a busy day, in the real window: a sale of twelve vouchers names
twelve events on its line, and a manager reads every id whole (the note beside them gives way),
and every time, code and amount, though past a few hundred lines the columns are no longer
measured line by line."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.desk.manager.widgets.shift_report import EVENT_COLUMN, MEASURED_LINES, ShiftReportDialog
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from helpers.layout import cut_in_tables
from helpers.manager import TRAINING_MANAGER
from helpers.sale import sell
from helpers.till import till_open
from sandbox_harness.server import SandboxServer

#: Another till's card at the location: its top-ups fill the day with lines.
OTHER_CARD = "BUSYDAY2026"


def test_every_event_id_of_a_sale_s_line_is_whole_on_a_busy_day(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    domains = sandbox.state.authenticate(DEMO_KEY)
    for _ in range(MEASURED_LINES + 10):
        sandbox.state.topup(domains, OTHER_CARD, {"locationID": Locations.RECEPTION, "amount": "0.01"})
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        window.resize(1024, 768)
        till.desk.shift_start = datetime.now() - timedelta(minutes=5)
        sell(qtbot, window, [("Spa Day for Two", 12)])
        dialog = ShiftReportDialog(till.desk.shift_report(TRAINING_MANAGER), till.session.place, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(lambda: dialog.report is not None, timeout=30_000)
        QApplication.processEvents()
        model, table = dialog.table.model(), dialog.table
        assert model.rowCount() > MEASURED_LINES
        ids = [str(model.index(row, EVENT_COLUMN).data()) for row in range(model.rowCount())]
        sale = max(ids, key=len)
        assert sale.count(",") == 11, "the sale's line names each voucher's event"
        width = table.columnWidth(EVENT_COLUMN)
        cut = [text for text in ids if table.fontMetrics().horizontalAdvance(text) + 8 > width]
        assert cut == [], f"event ids cut in a {width} px column"
        assert cut_in_tables([table]) == [], "a time, a code or an amount cut"
        dialog.close()
