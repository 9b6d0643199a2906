"""Guest slips on paper: every layout printed to PDF and read back as a guest would read it, a slip
looked at as an image, and slips printed from every place the till offers them."""

from __future__ import annotations

import gc
import re
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtPrintSupport import QPrintPreviewWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.slip import Slip, SlipKind, SlipPlace
from app.desk.common.widgets.slip_print import (
    THERMAL_DPI,
    PrintJob,
    SlipLayout,
    SlipPrinter,
    render_image,
    save_pdf,
)
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.storage import small_disk
from helpers.till import redeem_amount, run, scan
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.SLIP_NOT_PRINTED)

TillWindow = tuple[MainWindow, Till]


def pdf_pages(path: Path) -> list[str]:
    """Each page's text with runs of whitespace made single spaces, as a reader would see it."""
    return [re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(path).pages]


def spa_slip() -> Slip:
    return Slip(
        kind=SlipKind.REDEEM,
        place=SlipPlace("Harbour Hotel & Spa", "Hotel Reception", "Till 2"),
        staff="Sam Till",
        when=datetime(2026, 11, 22, 14, 2),
        code="SPA50PART",
        voucher_name="Spa Day for Two",
        amount=Decimal("37.50"),
        currency="GBP",
        balance=Decimal("12.50"),
        expiry=datetime(2027, 5, 1),
        reference=700245,
    )


@pytest.mark.parametrize("layout", list(SlipLayout))
def test_every_layout_prints_what_the_guest_needs_to_pdf(
    qapp: object, tmp_path: Path, layout: SlipLayout
) -> None:
    path = tmp_path / f"slip-{layout}.pdf"
    save_pdf(path, spa_slip(), layout)
    [text] = pdf_pages(path)
    for words in (
        "Harbour Hotel & Spa",
        "Hotel Reception",
        "Gift voucher redeemed",
        "Amount taken £37.50",
        "Balance left £12.50",
        "••••••PART",
        "Spa Day for Two",
        "Expires 1 May 2027",
        "Reference 700245",
        "22 Nov 2026 14:02",
        "Till 2",
        "Sam Till",
        "Customer copy",
    ):
        assert words in text, (words, text)
    assert "SPA50PART" not in text
    assert "REPRINT" not in text


def test_a_roll_prints_the_merchant_copy_on_its_own_page_and_a4_on_the_same(
    qapp: object, tmp_path: Path
) -> None:
    roll, a4 = tmp_path / "roll.pdf", tmp_path / "a4.pdf"
    save_pdf(roll, spa_slip().as_reprint(), SlipLayout.ROLL_58, merchant_copy=True)
    save_pdf(a4, spa_slip(), SlipLayout.A4, merchant_copy=True)
    customer, merchant = pdf_pages(roll)
    assert "Customer copy" in customer
    assert "Merchant copy" not in customer
    assert "Merchant copy" in merchant
    assert "Balance left £12.50" in merchant
    assert "REPRINT" in customer
    assert "REPRINT" in merchant
    width_mm = float(PdfReader(roll).pages[0].mediabox.width) / 72 * 25.4
    assert round(width_mm) == 58
    [page] = pdf_pages(a4)
    assert "Customer copy" in page
    assert "Merchant copy" in page


def test_an_80mm_slip_as_a_thermal_printer_prints_it(qapp: object, tmp_path: Path) -> None:
    image = render_image(spa_slip(), SlipLayout.ROLL_80)
    assert image.width() == round(80 * THERMAL_DPI / 25.4)
    assert 400 < image.height() < 1600  # a slip, not a page
    image.save(str(tmp_path / "slip-80mm.png"))
    # The QR code's top-left finder: a solid dark square in the middle column, below the text.
    dark = [
        (x, y)
        for y in range(0, image.height(), 2)
        for x in range(image.width() // 3, 2 * image.width() // 3, 2)
        if QColor(image.pixel(x, y)).lightness() < 60
    ]
    assert len(dark) > 1500


def test_a_missing_printer_is_said_plainly(qtbot: QtBot, qloop: object) -> None:
    printer = SlipPrinter()
    said: list[tuple[str, str, str]] = []
    printer.said.connect(lambda text, kind, short: said.append((text, kind, short)))
    job = PrintJob(spa_slip(), "Thermal 80 on the desk", SlipLayout.ROLL_80, merchant_copy=False)
    assert not run(qtbot, printer.print_slip(job))
    assert said[0] == ("Printing the slip…", "checking", "")
    text, kind, short = said[-1]
    assert kind == "problem"
    why = "The slip printer “Thermal 80 on the desk” is not installed on this computer."
    assert text.startswith(why)
    assert "The redemption stands" in text
    # Where the whole line has no room, its short form still says why and what to do now.
    assert short == "No slip printer here: save the slip as a PDF."


def _redeem(qtbot: QtBot, window: MainWindow, code: str, amount: str) -> None:
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
    with qtbot.waitSignal(window.till.redeem.finished, timeout=10_000):
        redeem_amount(qtbot, window, amount)


def test_auto_print_with_no_printer_says_so_and_the_redemption_stands(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = till_window
    till.settings.slip_auto_print = True
    till.settings.slip_printer = "Thermal 80 on the desk"
    with qtbot.waitSignal(till.slips.print_requested) as requested:
        _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    slip, automatic = requested.args
    assert automatic
    qtbot.waitUntil(lambda: "is not installed on this computer" in window.handoff.message.whole_text())
    assert "The redemption stands" in window.handoff.message.whole_text()
    assert window.redeem_status.text().startswith("Redeemed £10.00")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000
    assert window.handoff.isVisible()  # the hand-off still waits for its tick
    # The slip is still there to save as PDF.
    assert window.slip_actions.save_last_pdf(tmp_path / "last.pdf")
    [text] = pdf_pages(tmp_path / "last.pdf")
    assert "Amount taken £10.00" in text
    assert "Balance left £40.00" in text
    assert f"Reference {slip.reference}" in text


def test_a_slip_saved_on_a_full_disk_is_said_not_saved(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, _till = till_window
    _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    with small_disk(tmp_path / "usb", size="1m") as disk:
        disk.fill()
        assert not window.slip_actions.save_last_pdf(disk.path / "slip.pdf")
        assert "The slip could not be saved: No space left on device." in window.handoff.message.whole_text()
        disk.free()
        assert window.slip_actions.save_last_pdf(disk.path / "slip.pdf")
        [text] = pdf_pages(disk.path / "slip.pdf")
    assert "Amount taken £10.00" in text


def test_reprint_from_the_redeem_history_is_marked_reprint(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, till = till_window
    _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    qtbot.waitUntil(lambda: till.lookup.history.rowCount() == 1)
    window.voucher.history_view.selectRow(0)
    assert window.voucher.reprint_line.isEnabled()
    with qtbot.waitSignal(till.slips.print_requested, timeout=10_000) as requested:
        window.voucher.reprint_line.click()
    slip, automatic = requested.args
    assert not automatic
    save_pdf(tmp_path / "history.pdf", slip, SlipLayout.ROLL_80)
    [text] = pdf_pages(tmp_path / "history.pdf")
    assert "REPRINT" in text
    assert "Amount taken £10.00" in text
    assert "Balance left £40.00" in text  # from the event, not the balance now
    assert "Sam Till" in text
    assert f"Reference {till.lookup.history.record(0).event_id}" in text


def test_reprint_from_the_activity_feed_reads_the_voucher_name(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path
) -> None:
    window, till = till_window
    _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "15")
    panel = window.activity
    row = None

    def redemption_row() -> bool:
        nonlocal row
        for r in range(panel.table.model().rowCount()):
            event = till.activity.event_at(r)
            if event is not None and event.code == DemoCodes.VALID_PARTIAL and event.type == "Redeemed":
                row = r
                return True
        return False

    qtbot.waitUntil(redemption_row, timeout=10_000)
    assert row is not None
    panel.table.selectRow(row)
    assert panel.reprint.isEnabled()
    with qtbot.waitSignal(till.slips.print_requested, timeout=10_000) as requested:
        panel.reprint.click()
    slip = requested.args[0]
    save_pdf(tmp_path / "feed.pdf", slip, SlipLayout.A4)
    [text] = pdf_pages(tmp_path / "feed.pdf")
    assert "REPRINT" in text
    assert "Amount taken £15.00" in text
    assert "Balance left £35.00" in text
    assert till.lookup.voucher is not None
    assert till.lookup.voucher.name in text


def test_f7_prints_the_last_slip_then_a_reprint(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "5")
    with qtbot.waitSignal(till.slips.print_requested) as first:
        window.handoff.print_slip.click()
    assert not first.args[0].reprint
    till.slips.printed(first.args[0])  # as a printer that accepted it reports
    with qtbot.waitSignal(till.slips.print_requested) as again:
        window.handoff.print_slip.click()
    assert again.args[0].reprint


def test_slip_options_are_chosen_in_a_dialog_and_kept(qtbot: QtBot, till_window: TillWindow) -> None:
    window, till = till_window
    window.slip_actions.options()
    dialog = window.slip_actions.dialog
    assert dialog is not None
    assert dialog.printer.itemText(0) == "The computer's default printer"
    dialog.layout_choice.setCurrentIndex(dialog.layout_choice.findData("58mm"))
    dialog.auto_print.setChecked(True)
    dialog.merchant_copy.setChecked(True)
    dialog.save()
    assert (till.settings.slip_layout, till.settings.slip_auto_print, till.settings.slip_merchant_copy) == (
        "58mm",
        True,
        True,
    )
    assert window.slip_actions.layout is SlipLayout.ROLL_58


def test_the_last_slip_can_be_previewed(qtbot: QtBot, till_window: TillWindow) -> None:
    window, _ = till_window
    window.slip_actions.preview_last()
    assert "No slip yet" in window.handoff.message.whole_text()
    _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "5")
    window.slip_actions.preview_last()
    preview = window.slip_actions.printer.preview
    assert preview is not None
    qtbot.waitUntil(preview.isVisible)
    assert preview.windowTitle() == "Slip preview — 80 mm roll"
    preview.reject()


def test_the_slip_preview_paints_again_after_python_collected_its_garbage(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """The preview's printer was Python's alone: once collected, the preview's next repaint drew on
    freed memory and the till quit at once (a segmentation fault, nothing in its log)."""
    window, _ = till_window
    _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "5")
    window.slip_actions.preview_last()
    preview = window.slip_actions.printer.preview
    assert preview is not None
    qtbot.waitUntil(preview.isVisible)
    gc.collect()
    pages = preview.findChild(QPrintPreviewWidget)
    assert pages is not None
    pages.updatePreview()
    assert pages.pageCount() >= 1
    preview.reject()


def test_a_slip_asked_for_after_the_tick_with_no_printer_says_so_and_offers_a_pdf(
    qtbot: QtBot, till_window: TillWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hand-off is keyed, so its banner has gone: F7 with no printer still says why nothing
    printed, in the same place, and *Save as PDF…* beside it saves that slip."""
    window, till = till_window
    till.settings.slip_printer = "Thermal 80 on the desk"
    _redeem(qtbot, window, DemoCodes.VALID_PARTIAL, "10")
    qtbot.waitUntil(lambda: till.handoff.current is not None)
    till.handoff.tick_current()
    qtbot.waitUntil(lambda: not window.handoff.waiting.isVisible())

    qtbot.keyClick(window, Qt.Key.Key_F7)
    qtbot.waitUntil(lambda: "is not installed on this computer" in window.handoff.message.whole_text())
    assert window.handoff.message.isVisible(), "the reason is on screen"
    shown = window.handoff.message.text()
    whole = window.handoff.message.whole_text()
    assert shown == whole or (
        shown == "No slip printer here: save the slip as a PDF." and window.handoff.message.toolTip() == whole
    ), "on screen, why and what to do: the whole line, or its short form with the whole in the tooltip"
    assert window.handoff.save_pdf.isVisible()
    assert not window.handoff.waiting.isVisible(), "no hand-off is offered again"

    chosen = tmp_path / "slip.pdf"
    monkeypatch.setattr("app.shell.slip_actions.ask_save_path", lambda *_args: chosen)
    qtbot.mouseClick(window.handoff.save_pdf, Qt.MouseButton.LeftButton)
    [text] = pdf_pages(chosen)
    assert "Amount taken £10.00" in text
    assert window.handoff.message.whole_text() == f"Slip saved to {chosen}."
    assert not window.handoff.save_pdf.isVisible()
