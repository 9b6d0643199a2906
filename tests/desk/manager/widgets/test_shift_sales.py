"""The shift report's sales, through the real till window against the sandbox: money taken in by
product (the delivery charge on its own line), complimentary vouchers apart with no money taken,
and a sale nobody ticked as paid on the POS opening the report in red, on screen, in the PDF's page
and in the CSV."""

from __future__ import annotations

import csv
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.shell.main_window import MainWindow
from helpers.manager import TRAINING_MANAGER
from helpers.sale import sell


def test_sales_by_product_complimentary_apart_and_unpaid_in_red(
    qtbot: QtBot, sale_till: tuple[MainWindow, Till], tmp_path: Path
) -> None:
    window, till = sale_till
    unpaid = sell(qtbot, window, [("Afternoon Tea", 2), ("Spa Day for Two", 1)])
    sell(qtbot, window, [("Spa Day for Two", 1)], free=True)
    shift = till.desk.shift_report(TRAINING_MANAGER)
    dialog = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)

    figures = dialog.totals.text().splitlines()
    assert figures[:4] == [
        "Sold: Afternoon Tea × 2 = £80.00",
        "Sold: Spa Day for Two × 1 = £50.00",
        "Complimentary: Spa Day for Two × 1 worth £50.00, no money taken",
        "Money taken in by sales: £130.00",
    ]
    assert dialog.not_keyed.isVisible()
    assert dialog.not_keyed.text().startswith(
        f"1 sale not ticked as paid on the POS: £130.00 (reference\u00a0{unpaid}). Take payment on the POS"
    )
    assert "#b00020" in dialog.not_keyed.styleSheet()
    page = shift.page(till.session.place)
    assert "<p style='color:#b00020'><b>1 sale not ticked as paid on the POS" in page
    assert "Money taken in by sales: £130.00" in page
    dialog.export_csv_to(tmp_path / "shift.csv")
    with (tmp_path / "shift.csv").open(encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert ["", "Afternoon Tea", "GBP", "2", "80.00", ""] in rows
    assert ["", "Spa Day for Two", "GBP", "1", "50.00", "yes"] in rows
    assert ["", "Money taken in by sales", "GBP", "", "130.00", ""] in rows
    dialog.close()


def test_a_sale_ticked_paid_leaves_the_report_plain(qtbot: QtBot, sale_till: tuple[MainWindow, Till]) -> None:
    window, till = sale_till
    sell(qtbot, window, [("Spa Day for Two", 1)])
    qtbot.waitUntil(lambda: len(till.handoff.unticked()) == 1)
    till.handoff.tick(till.handoff.unticked()[0].movement_id)
    qtbot.waitUntil(lambda: not till.handoff.unticked())
    shift = till.desk.shift_report(TRAINING_MANAGER)
    dialog = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    assert not dialog.not_keyed.isVisible()
    assert "Money taken in by sales: £50.00" in dialog.totals.text()
    dialog.close()
