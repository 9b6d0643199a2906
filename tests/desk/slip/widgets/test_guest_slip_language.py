"""The slip the guest takes is in the language they chose at the counter (Ctrl+G), with amounts and
dates as their locale writes them; the merchant copy the till keeps, and the till's screen, stay in
the staff's language. Real translations, the real window on the sandbox; the slip printer is the
only thing faked, at the edge."""

from __future__ import annotations

import re
from pathlib import Path

from babel.dates import format_date
from pypdf import PdfReader
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.slip import SlipCopy, slip_text
from app.desk.common.widgets.slip_print import PrintJob
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import redeem_amount, scan


def pdf_pages(path: Path) -> list[str]:
    return [re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(path).pages]


def choose_polish(qtbot: QtBot, window: MainWindow) -> None:
    """The guest's language from the button's menu (what Ctrl+G opens), as the cashier picks it."""
    [polish] = [action for action in window.guest.languages.actions() if action.data() == "pl_PL"]
    polish.trigger()
    qtbot.waitUntil(lambda: window.guest.model.guest_language == "pl_PL", timeout=60_000)


def test_the_guests_slip_is_in_their_language_and_the_tills_copy_in_the_staffs(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], printed: list[PrintJob], tmp_path: Path
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None, timeout=10_000)
    voucher = till.lookup.voucher
    assert voucher is not None
    assert voucher.expiry_date is not None
    choose_polish(qtbot, window)
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: till.slips.last is not None, timeout=10_000)

    [print_last] = [a for a in window.findChildren(QAction) if a.shortcut().toString() == "F7"]
    print_last.trigger()
    qtbot.waitUntil(lambda: bool(printed), timeout=60_000)
    guests = slip_text(printed[0].slip)
    polish_month = format_date(voucher.expiry_date, "MMM", locale="pl_PL")
    for words in ("Voucher zrealizowany", "Pozostałe saldo", "Kopia dla gościa", "5,00", "45,00"):
        assert words in guests, words
    assert f"{voucher.expiry_date.day} {polish_month}" in guests, "the guest's locale writes the day"
    for english in ("Gift voucher redeemed", "£5.00", "Customer copy"):
        assert english not in guests, english

    tills = slip_text(printed[0].slip, SlipCopy.MERCHANT)
    for words in ("Gift voucher redeemed", "Amount taken: £5.00", "Balance left: £45.00", "Merchant copy"):
        assert words in tills, words
    assert f"{voucher.expiry_date:%d %b %Y}".lstrip("0") in tills

    # On paper: the guest's copy, then the till's own, each in its reader's language.
    till.settings.slip_merchant_copy = True
    assert window.slip_actions.save_last_pdf(tmp_path / "slip.pdf")
    customer, merchant = pdf_pages(tmp_path / "slip.pdf")
    assert "Voucher zrealizowany" in customer
    assert "Kopia dla gościa" in customer
    assert "Gift voucher redeemed" in merchant
    assert "Merchant copy" in merchant

    # The till's screen stays in the staff's language.
    assert window.redeem.review_button.text() == "Redeem…"
    assert window.redeem_status.text().startswith("Redeemed £5.00")
    assert "Slip saved to" in window.handoff.message.whole_text()


def test_the_next_guests_slip_is_in_the_propertys_language_again(
    qtbot: QtBot, till_window: tuple[MainWindow, Till]
) -> None:
    window, till = till_window
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None, timeout=10_000)
    choose_polish(qtbot, window)

    scan(qtbot, window, DemoCodes.PART_USED)  # the first guest's voucher left the counter
    qtbot.waitUntil(lambda: window.guest.model.guest_language == "en_GB", timeout=10_000)
    redeem_amount(qtbot, window, "2")
    qtbot.waitUntil(lambda: till.slips.last is not None, timeout=10_000)
    slip = till.slips.last
    assert slip is not None
    assert "Gift voucher redeemed" in slip_text(slip)
    assert "Amount taken: £2.00" in slip_text(slip)
