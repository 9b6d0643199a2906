"""The sold voucher on paper: its code in full with a QR code, value, expiry and message, on every paper."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.core.voucher_slip import VoucherSlip, voucher_slip_text
from app.desk.common.widgets.slip_print import SlipLayout
from app.desk.sale.widgets.voucher_slip_print import render_voucher, save_vouchers_pdf

SLIP = VoucherSlip(
    "Harbour Hotel",
    "Spa Day for Two",
    "£50.00",
    "2HZ9PZDPY2",
    "25 Nov 2027",
    "Happy birthday, Sam!",
    "VD-FRONTDESK-77FA17C222",
    datetime(2026, 11, 25, 14, 5),
)


def test_the_voucher_is_its_code_in_full_with_value_expiry_and_message() -> None:
    text = voucher_slip_text(SLIP)
    assert "Code: 2HZ9PZDPY2" in text
    assert "Value: £50.00" in text
    assert "Valid until: 25 Nov 2027" in text
    assert "“Happy birthday, Sam!”" in text
    assert "reference VD-FRONTDESK-77FA17C222" in text
    assert "TRAINING" in voucher_slip_text(VoucherSlip(**{**SLIP.__dict__, "training": True}))


@pytest.mark.parametrize("layout", list(SlipLayout), ids=lambda layout: layout.value)
def test_every_paper_prints_the_voucher(qapp: QApplication, layout: SlipLayout, tmp_path: Path) -> None:
    image = render_voucher(SLIP, layout)
    assert not image.isNull()
    # The QR code and the text leave black on the paper: it was drawn, not left blank.
    dark = sum(
        1
        for y in range(0, image.height(), 4)
        for x in range(0, image.width(), 4)
        if image.pixelColor(x, y).value() < 128
    )
    assert dark > 50
    image.save(str(tmp_path / f"voucher-{layout.value}.png"))
    pdf = tmp_path / f"vouchers-{layout.value}.pdf"
    save_vouchers_pdf(pdf, [SLIP, SLIP], layout)
    assert pdf.read_bytes().startswith(b"%PDF")
