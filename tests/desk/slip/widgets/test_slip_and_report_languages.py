"""The guest's slip in the property's language or the guest's own, whatever the staff read; the
shift report in the language of whoever prints it; counts in Polish's three plural forms.

Real translations (``resources/translations``), compiled as a till run from a checkout compiles
them, on the real till against the sandbox; the slip printer is the only thing faked, at the edge.
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.movement import MovementKind, MovementState
from app.core.shift_lines import report_lines
from app.core.shift_report import ShiftWindow, build_shift_report
from app.core.slip import slip_text
from app.desk.common.widgets.language import LanguageSwitch
from app.desk.common.widgets.slip_print import PrintJob
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.desk.slip.widgets.slip_options import SlipOptionsDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.fakes import event, movement
from helpers.manager import TRAINING_MANAGER
from helpers.till import redeem_amount, run, scan

pytestmark = pytest.mark.logs(logs.SLIP_NOT_PRINTED)


def pdf_text(path: Path) -> str:
    return " ".join(re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(path).pages)


def test_the_slip_follows_the_property_language_while_staff_read_english(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], tmp_path: Path
) -> None:
    window, till = till_window
    window.slip_actions.options()
    options = window.slip_actions.dialog
    assert isinstance(options, SlipOptionsDialog)
    options.language.setCurrentIndex(options.language.findData("de_DE"))
    options.save()
    assert till.settings.slip_language == "de_DE"
    assert run(qtbot, window.slip_actions.ready("de_DE"), timeout_ms=60_000)

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: till.slips.last is not None, timeout=10_000)
    slip = till.slips.last
    assert slip is not None
    text = slip_text(slip)
    assert "Gutschein eingelöst" in text
    assert "Abgebuchter Betrag: 5,00\xa0£" in text
    assert "Restguthaben" in text
    assert "Gastbeleg" in text
    assert "Amount taken" not in text
    # The staff's screen keeps their own language.
    assert window.header.staff.text().startswith("Staff")
    assert window.redeem.review_button.text() == "Redeem…"

    assert window.slip_actions.save_last_pdf(tmp_path / "slip.pdf")
    printed = pdf_text(tmp_path / "slip.pdf")
    assert "Gutschein eingelöst" in printed
    assert "Restguthaben" in printed
    assert "Slip saved to" in window.handoff.message.whole_text()  # the staff are told in English


def test_the_guest_picks_their_own_language_at_the_slip_prompt(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], printed: list[PrintJob]
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "2")
    qtbot.waitUntil(lambda: till.slips.last is not None, timeout=10_000)

    window.slip_actions.print_last_in("pl_PL")
    qtbot.waitUntil(lambda: bool(printed), timeout=60_000)
    text = slip_text(printed[0].slip)
    assert "Voucher zrealizowany" in text
    assert "Pozostałe saldo" in text
    assert "Kopia dla gościa" in text
    last = till.slips.last
    assert last is not None
    assert "Gift voucher redeemed" in slip_text(last), "the property's slips stay in its language"
    assert till.settings.slip_language == "en_GB"


def test_the_shift_report_pdf_is_in_german_when_signed_in_in_german(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], switch: LanguageSwitch, tmp_path: Path
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "3")
    qtbot.waitUntil(lambda: not till.redeem.busy, timeout=10_000)
    assert run(qtbot, switch.use("de_DE"), timeout_ms=60_000) == "de_DE"

    dialog = ShiftReportDialog(till.desk.shift_report(TRAINING_MANAGER), till.session.place, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert dialog.windowTitle() == "Schichtabschluss"
    assert dialog.export_pdf.text() == "PDF speichern…"
    dialog.save_pdf_to(tmp_path / "shift.pdf")
    text = pdf_text(tmp_path / "shift.pdf")
    for words in ("Schichtabschluss", "Summen", "Einzelheiten", "Bereich", "Abgeglichen", "Unterschrift"):
        assert words in text, words
    for english in ("End of shift", "Totals", "Detail", "Signature", "Matched"):
        assert english not in text, english

    dialog.export_csv_to(tmp_path / "shift.csv")
    csv_text = (tmp_path / "shift.csv").read_text(encoding="utf-8")
    assert csv_text.startswith("Schichtabschluss,")
    assert "Bereich,Zeit,Art,Code,Betrag,Währung" in csv_text


def test_the_shift_report_on_screen_writes_german_as_german_is_written(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], switch: LanguageSwitch
) -> None:
    """Nouns keep their capitals (*Erstattungen*, *Kasse*, *Dienst*) and the shift's
    start and end are written with German months."""
    window, till = till_window
    assert run(qtbot, switch.use("de_DE"), timeout_ms=60_000) == "de_DE"

    dialog = ShiftReportDialog(till.desk.shift_report(TRAINING_MANAGER), till.session.place, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    summary = dialog.summary.text()
    for noun in ("Erstattungen", "Kasse", "Dienst", "Buchung"):
        assert noun in summary, noun
    german, english = QLocale(QLocale.Language.German), QLocale(QLocale.Language.English)
    for edit in (dialog.period.start, dialog.period.end):
        month = german.toString(edit.dateTime(), "MMM")
        assert month in edit.text()
        if month != english.toString(edit.dateTime(), "MMM"):
            assert english.toString(edit.dateTime(), "MMM") not in edit.text()


def test_the_audit_log_chooses_its_days_with_the_staffs_months(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], switch: LanguageSwitch
) -> None:
    window, till = till_window
    assert run(qtbot, switch.use("pl_PL"), timeout_ms=60_000) == "pl_PL"
    dialog = AuditLogDialog(till.desk.audit_log(TRAINING_MANAGER), window)
    qtbot.addWidget(dialog)
    polish, english = QLocale(QLocale.Language.Polish), QLocale(QLocale.Language.English)
    for edit in (dialog.start, dialog.end):
        assert polish.toString(edit.date(), "MMM") in edit.text()
        assert english.toString(edit.date(), "MMM") not in edit.text()


@pytest.mark.parametrize(
    ("count", "words"),
    [(1, "1 voucher aktywowany"), (2, "2 vouchery aktywowane"), (5, "5 voucherów aktywowanych")],
)
def test_a_sale_line_of_the_report_counts_vouchers_in_polish_plural_forms(
    count: int, words: str, qtbot: QtBot, till_window: tuple[MainWindow, Till], switch: LanguageSwitch
) -> None:
    assert run(qtbot, switch.use("pl_PL"), timeout_ms=60_000) == "pl_PL"
    sale = replace(
        movement(code="PAY-1", amount=Decimal("25.00"), kind=MovementKind.SALE, state=MovementState.DONE),
        order_id=5087,
    )
    events = [
        event(900 + n, code=f"NEW{n}", type="Activation", order={"orderID": 5087}) for n in range(count)
    ]
    report = build_shift_report(
        [sale], events, ShiftWindow(till="Till 3", location_id=71, start=sale.created, end=sale.created)
    )
    (line,) = report_lines(report)
    assert line.section_text == "Sprzedane"
    assert line.note == f"{words}, zamówienie #5087"


def test_an_empty_amount_is_no_complaint_in_polish_until_enter_asks_for_one(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], switch: LanguageSwitch
) -> None:
    """Before anything is typed the amount's line says nothing, in any language (it said "Wpisz
    kwotę" in red in Polish, its English source compared with its Polish words); Enter on the empty
    field then asks for an amount, in Polish."""
    window, till = till_window
    assert run(qtbot, switch.use("pl_PL"), timeout_ms=60_000) == "pl_PL"
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.redeem.amount.isEnabled() and not till.tasks.running("lookup"))
    window.redeem.amount.setText("5")
    window.redeem.amount.clear()
    assert window.redeem.reason.text() == ""
    window.redeem.amount.returnPressed.emit()
    qtbot.waitUntil(lambda: window.redeem.reason.text() == "Wpisz kwotę albo użyj całego salda")
