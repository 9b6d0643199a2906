"""The accountant's export through the real till window against the sandbox: three vouchers sold
elsewhere (full price, at a discount, given away) and redeemed at the till's location by another
till give the known consideration and VAT on screen, in the CSV and on the PDF page."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.compose import Till
from app.core import i18n
from app.core.masking import mask_code
from app.desk.accounts.widgets import AccountsDialog
from app.desk.accounts.widgets.accounts_dialog import summary_document
from app.desk.common.widgets.language import app_language
from app.sandbox.seed_catalogue import DEMO_KEY, DeliveryMethods, Locations, Products, Properties
from app.shell.main_window import MainWindow
from helpers.manager import accounts_read
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer


@pytest.fixture
def accounts_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    yield window, till
    close_till(qtbot, window, till)


async def _sell_and_redeem(sandbox: SandboxServer, product: int, *, free: bool = False) -> tuple[str, int]:
    """A web-shop sale of one ``product`` and its whole redemption at Reception by another till."""
    async with VoucherClient(sandbox.url, DEMO_KEY) as other_till:
        body = {
            "domainID": Properties.HARBOUR,
            "methodID": DeliveryMethods.EMAIL,
            "items": [{"productID": product, "quantity": 1}],
            "email": "guest@example.com",
            "complimentary": free,
        }
        sold = await other_till.create_order(body)
        code = sold.rows[0].redeem_code
        await other_till.redeem(code, Locations.RECEPTION)
        return code, int(sold.order_id)


def _discount(sandbox: SandboxServer, code: str, order_id: int, pence: int) -> None:
    """The web shop's discount: the sandbox sells at list price only, so the row's paid total is set
    here, as the service records a voucher sold below its face value."""
    with sandbox.state.core._transaction() as conn:
        conn.execute("UPDATE vouchers SET total_pence = ? WHERE code = ?", (pence, code))
        conn.execute("UPDATE orders SET total_pence = ? WHERE orderID = ?", (pence, order_id))


def _classify(qtbot: QtBot, dialog: AccountsDialog, product: str, purpose: int, rate: str) -> None:
    def named(row: int) -> bool:
        label = dialog.classes.cellWidget(row, 0)
        return isinstance(label, QLabel) and label.text() == product

    row = next(r for r in range(dialog.classes.rowCount()) if named(r))
    rates = dialog.classes.cellWidget(row, 2)
    assert isinstance(rates, QDoubleSpinBox)
    rates.setValue(float(rate))
    purposes = dialog.classes.cellWidget(row, 1)
    assert isinstance(purposes, QComboBox)
    purposes.setCurrentIndex(purpose)


def test_full_price_discounted_and_complimentary_give_the_known_consideration_and_vat(
    qtbot: QtBot, accounts_till: tuple[MainWindow, Till], sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = accounts_till
    run(qtbot, _sell_and_redeem(sandbox, Products.AFTERNOON_TEA))
    spa_code, spa_order = run(qtbot, _sell_and_redeem(sandbox, Products.SPA_DAY))
    _discount(sandbox, spa_code, spa_order, 4000)  # a £50.00 spa day sold for £40.00
    run(qtbot, _sell_and_redeem(sandbox, Products.AFTERNOON_TEA, free=True))

    dialog = accounts_read(qtbot, window)
    assert dialog.location.currentText() == "Hotel Reception"

    _classify(qtbot, dialog, "Afternoon Tea", 2, "20")  # multi-purpose, taxed at redemption
    _classify(qtbot, dialog, "Spa Day for Two", 1, "20")  # single-purpose, taxed at sale
    said = dialog.summary.text()
    # £40.00 paid in full and nothing of the complimentary tea; the spa day taxed when it was sold.
    assert "multi-purpose £40.00, VAT in it £6.67; single-purpose £50.00, already taxed at sale" in said

    path = tmp_path / "accounts.csv"
    dialog.export_csv_to(path)
    with path.open(encoding="utf-8-sig") as out:
        rows = list(csv.DictReader(out))
    redeemed = [row for row in rows if row["type"] == "Redeemed"][-3:]
    assert [row["face amount"] for row in redeemed] == ["40.00", "50.00", "40.00"]
    assert [row["paid ratio"] for row in redeemed] == ["1.000000", "0.800000", "0.000000"]
    assert [row["complimentary"] for row in redeemed] == ["no", "no", "yes"]
    assert [row["consideration"] for row in redeemed] == ["40.00", "40.00", "0.00"]
    assert [row["vat"] for row in redeemed] == ["6.67", "", "0.00"]
    assert {row["selling property"] for row in redeemed} == {"Harbour Hotel & Spa"}
    assert {row["redeeming location"] for row in redeemed} == {"Hotel Reception"}
    assert spa_code not in path.read_text(encoding="utf-8-sig")  # codes leave the till masked
    assert {row["movement"] for row in rows} >= {"sale", "redemption"}
    assert all(
        Decimal(row["balance change"]) == Decimal(row["balance change"]).quantize(Decimal("0.01"))
        for row in rows
    )

    page = summary_document(dialog.vm.page(till.session.place))
    assert page.pageCount() == 1
    assert "VAT in it £6.67" in page.toPlainText()
    # The pattern: the spa day sold today was redeemed whole in its first month; the tea given away
    # is no sale of the property's, so it is not in the pattern's face value sold.
    spa = next(p for p in dialog.chart.patterns if p.product == "Spa Day for Two")
    assert [(m.month, m.cumulative) for m in spa.months] == [(0, Decimal(1))]
    dialog.export_pattern_to(tmp_path / "pattern.csv")
    with (tmp_path / "pattern.csv").open(encoding="utf-8-sig") as out:
        pattern = list(csv.DictReader(out))
    tea = [row for row in pattern if row["product"] == "Afternoon Tea"]
    assert (tea[0]["face sold"], tea[0]["redeemed"], tea[0]["cumulative share"]) == (
        "40.00",
        "40.00",
        "1.000000",
    )
    dialog.save_pdf_to(tmp_path / "accounts.pdf")
    assert (tmp_path / "accounts.pdf").read_bytes().startswith(b"%PDF")
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def test_the_irish_law_lists_the_vouchers_seen_valid_under_five_years_from_sale(
    qtbot: QtBot, accounts_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    window, till = accounts_till
    code, _order = run(qtbot, _sell_and_redeem(sandbox, Products.AFTERNOON_TEA))  # valid for a year
    dialog = accounts_read(qtbot, window)
    dialog.pages.setCurrentIndex(2)
    assert dialog.short.text() == "This law sets no shortest validity for vouchers."

    dialog.law.setCurrentIndex(dialog.law.findText("Republic of Ireland"))
    qtbot.waitUntil(lambda: "shorter than the law asks" in dialog.short.text())
    listed = dialog.short.text().splitlines()[1:]
    assert any(line.startswith(f"••••••{code[-4:]} Afternoon Tea: sold ") for line in listed)
    assert code not in dialog.short.text()
    assert till.settings.rule_pack == "ireland"
    dialog.reject()
    qtbot.waitUntil(lambda: window.manager_actions.dialog is None)


def test_the_pattern_counts_a_voucher_redeemed_at_another_location_of_the_property(
    qtbot: QtBot, accounts_till: tuple[MainWindow, Till], sandbox: SandboxServer
) -> None:
    """A spa day sold by the property and taken at the Spa: Reception's export lists only its own
    movements, but the pattern of what the property sold is redeemed wherever the guest went."""
    window, _till = accounts_till

    async def sold_and_used_at_the_spa() -> str:
        async with VoucherClient(sandbox.url, DEMO_KEY) as web_shop:
            body = {
                "domainID": Properties.HARBOUR,
                "methodID": DeliveryMethods.EMAIL,
                "items": [{"productID": Products.SPA_DAY, "quantity": 1}],
                "email": "guest@example.com",
            }
            sold = await web_shop.create_order(body)
            code = sold.rows[0].redeem_code
            await web_shop.redeem(code, Locations.SPA)
            return code

    code = run(qtbot, sold_and_used_at_the_spa())
    dialog = accounts_read(qtbot, window)
    assert dialog.location.currentText() == "Hotel Reception"
    report = dialog.vm.report
    assert report is not None
    assert not [line for line in report.lines if line.type == "Redeemed" and line.code == mask_code(code)]
    spa = next(p for p in dialog.chart.patterns if p.product == "Spa Day for Two")
    assert (spa.sold, [(m.month, m.cumulative) for m in spa.months]) == (Decimal("50.00"), [(0, Decimal(1))])


def test_a_vat_rate_is_written_in_the_languages_numbers(
    qtbot: QtBot, accounts_till: tuple[MainWindow, Till]
) -> None:
    """The VAT rate of a product read "20.00 %" in a Polish till, beside money written "40,00"."""
    window, till = accounts_till
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    try:
        run(qtbot, language.use("pl_PL"))
        dialog = accounts_read(qtbot, window)
        rates = dialog.classes.cellWidget(0, 2)
        assert isinstance(rates, QDoubleSpinBox)
        rates.setValue(20.0)
        assert rates.text() == "20,00 %"
        dialog.reject()
    finally:
        language._swap(i18n.SOURCE_LANGUAGE, None)
