"""Sold vouchers on paper: 80 mm and 58 mm rolls and A4, one voucher a page, the code with its QR.

Painted with the slips' own pen (``app.desk.common.widgets.slip_print``), so the papers, fonts and QR
code are the slips'. Printing runs on a thread of its own, as a slip's does: a spooler never holds the till.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import (
    QColor,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
)
from PySide6.QtPrintSupport import QPrinter

from app.core.i18n import translate
from app.core.voucher_slip import VoucherSlip
from app.desk.common.widgets.slip_print import (
    MM_PER_INCH,
    PAPER,
    THERMAL_DPI,
    SlipLayout,
    SlipPen,
    find_printer,
)


def paint_voucher(
    painter: QPainter | None, device: QPaintDevice, slip: VoucherSlip, layout: SlipLayout, top: float
) -> float:
    """Paint one voucher from ``top`` (device pixels) down; returns the height it took."""
    spec = PAPER[layout]
    left = (spec.paper_width_mm - spec.column_mm) / 2 * device.logicalDpiX() / MM_PER_INCH
    pen = SlipPen(painter, device, spec, left)
    pen.y = top
    if painter is not None:
        painter.setPen(QColor("black"))
    for index, text in enumerate(slip.heading()):
        pen.centred(
            text, spec.title_pt if index in (1, len(slip.heading()) - 1) else spec.body_pt, bold=index > 0
        )
    pen.rule()
    pairs = slip.pairs()
    for index, (label, value) in enumerate(pairs):
        strong = index < len(pairs) - 1  # the value and the code; the expiry is smaller
        pen.pair(label, value, spec.strong_pt if strong else spec.body_pt, strong)
    pen.space(3)
    pen.qr(slip.code)
    if slip.message:
        pen.space(2)
        pen.centred(f"“{slip.message}”", spec.body_pt)
    pen.rule()
    for text in slip.footer():
        pen.centred(text, spec.body_pt)
    return pen.y - top


def _set_page(device: QPagedPaintDevice, slips: Sequence[VoucherSlip], layout: SlipLayout) -> None:
    spec = PAPER[layout]
    if layout is SlipLayout.A4:
        size = QPageSize(QPageSize.PageSizeId.A4)
    else:
        px_per_mm = device.logicalDpiY() / MM_PER_INCH
        longest = max(paint_voucher(None, device, slip, layout, 0) for slip in slips) / px_per_mm
        size = QPageSize(
            QSizeF(spec.paper_width_mm, round(longest + 2 * spec.margin_mm + 0.5)),
            QPageSize.Unit.Millimeter,
            spec.label,
        )
    device.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))


def _paint_all(
    painter: QPainter, device: QPagedPaintDevice, slips: Sequence[VoucherSlip], layout: SlipLayout
) -> None:
    top = PAPER[layout].margin_mm * device.logicalDpiY() / MM_PER_INCH
    for index, slip in enumerate(slips):
        if index:
            device.newPage()
        paint_voucher(painter, device, slip, layout, top)


def save_vouchers_pdf(path: Path, slips: Sequence[VoucherSlip], layout: SlipLayout) -> None:
    """Every sold voucher to a PDF, one a page."""
    path.parent.mkdir(parents=True, exist_ok=True)
    writer = QPdfWriter(str(path))
    writer.setResolution(600)
    writer.setCreator("Voucher Desk")
    _set_page(writer, slips, layout)
    painter = QPainter(writer)
    try:
        _paint_all(painter, writer, slips, layout)
    finally:
        painter.end()


def render_voucher(slip: VoucherSlip, layout: SlipLayout, dpi: int = THERMAL_DPI) -> QImage:
    """One voucher as a thermal printer would print it (white paper, black dots)."""
    spec = PAPER[layout]
    dots = round(dpi / MM_PER_INCH * 1000)
    probe = QImage(8, 8, QImage.Format.Format_RGB32)
    probe.setDotsPerMeterX(dots)
    probe.setDotsPerMeterY(dots)
    height_px = paint_voucher(None, probe, slip, layout, 0) + 2 * spec.margin_mm * dpi / MM_PER_INCH
    image = QImage(
        round(spec.paper_width_mm * dpi / MM_PER_INCH), round(height_px), QImage.Format.Format_RGB32
    )
    image.setDotsPerMeterX(dots)
    image.setDotsPerMeterY(dots)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        paint_voucher(painter, image, slip, layout, spec.margin_mm * dpi / MM_PER_INCH)
    finally:
        painter.end()
    return image


def print_vouchers_now(
    slips: Sequence[VoucherSlip], printer_name: str, layout: SlipLayout
) -> tuple[bool, str]:
    """Print every sold voucher and say how it went. Safe off the GUI thread."""
    info, why, _short = find_printer(printer_name)
    if info is None:
        return False, why
    printer = QPrinter(info, QPrinter.PrinterMode.HighResolution)
    printer.setDocName(translate("VoucherSlip", "Gift vouchers"))
    printer.setFullPage(True)
    _set_page(printer, slips, layout)
    painter = QPainter()
    if not painter.begin(printer):
        return False, translate(
            "VoucherSlip", "The slip printer “{printer}” did not accept the vouchers."
        ).format(printer=info.printerName())
    try:
        _paint_all(painter, printer, slips, layout)
    finally:
        painter.end()
    return True, translate("VoucherSlip", "%n voucher(s) printed on {printer}.", None, len(slips)).format(
        printer=info.printerName()
    )


async def print_vouchers(
    slips: Sequence[VoucherSlip], printer_name: str, layout: SlipLayout
) -> tuple[bool, str]:
    """``print_vouchers_now`` on a thread of its own: the till's loop never waits for a spooler."""
    loop = asyncio.get_running_loop()
    outcome: asyncio.Future[tuple[bool, str]] = loop.create_future()

    def settle(result: tuple[bool, str]) -> None:
        if not outcome.done():
            outcome.set_result(result)

    def work() -> None:
        result = print_vouchers_now(slips, printer_name, layout)
        with contextlib.suppress(RuntimeError):  # the till closed meanwhile
            loop.call_soon_threadsafe(settle, result)

    threading.Thread(target=work, name="voucher-printer", daemon=True).start()
    return await outcome
