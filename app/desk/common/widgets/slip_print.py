"""Slips on paper: 80 mm and 58 mm roll printers and A4, through Qt's print support, with a QR code.

Thermal roll printers are used through their OS driver like any printer, so one painter routine
serves every device: a ``QPrinter`` (any installed printer), a ``QPdfWriter`` (print to PDF) and a
``QImage`` (the look of a slip in the tests and docs/staff.md). A roll slip's page is as long as its
content; an A4 page holds the customer copy and, below a cut line, the merchant copy.

A print is short (one page of text and a QR code) and runs on the GUI thread; whatever goes wrong
with a printer is said in till words and never touches the redemption, which is already written down.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QMarginsF, QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
)
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from app.core.i18n import QT_TRANSLATE_NOOP, speaking, translate
from app.core.slip import (
    Slip,
    SlipCopy,
    copy_of,
    reference_line,
    reprint_mark,
    slip_footer,
    slip_heading,
    slip_lines,
)
from app.desk.common.widgets import pdf

log = logging.getLogger(__name__)

MM_PER_INCH = 25.4
#: Most thermal roll printers print at 203 dpi; the picture in docs/staff.md and the tests use it.
THERMAL_DPI = 203


class SlipLayout(StrEnum):
    ROLL_80 = "80mm"
    ROLL_58 = "58mm"
    A4 = "A4"


@dataclass(frozen=True)
class PaperSpec:
    paper_width_mm: float
    #: The slip's own column: the printable width of a roll, a receipt-sized column on A4.
    column_mm: float
    margin_mm: float
    body_pt: float
    strong_pt: float
    title_pt: float
    qr_mm: float
    label: str


PAPER = {
    SlipLayout.ROLL_80: PaperSpec(80, 72, 4, 8.5, 12, 11, 26, QT_TRANSLATE_NOOP("SlipPrint", "80 mm roll")),
    SlipLayout.ROLL_58: PaperSpec(58, 48, 5, 7.5, 10, 9.5, 22, QT_TRANSLATE_NOOP("SlipPrint", "58 mm roll")),
    SlipLayout.A4: PaperSpec(210, 110, 15, 10, 14, 13, 30, "A4"),
}
A4_HEIGHT_MM = 297
FONT_FAMILY = "DejaVu Sans"


def copies_for(merchant_copy: bool) -> tuple[SlipCopy, ...]:
    return (SlipCopy.CUSTOMER, SlipCopy.MERCHANT) if merchant_copy else (SlipCopy.CUSTOMER,)


# -- painting -------------------------------------------------------------------------------------


class _Pen:
    """Draws one slip down a column, or only measures it when ``painter`` is None."""

    def __init__(self, painter: QPainter | None, device: QPaintDevice, spec: PaperSpec, left: float) -> None:
        self.painter = painter
        self.device = device
        self.spec = spec
        self.px_per_mm = device.logicalDpiY() / MM_PER_INCH
        self.left = left
        self.width = spec.column_mm * self.px_per_mm
        self.y = 0.0

    def mm(self, value: float) -> float:
        return value * self.px_per_mm

    def font(self, points: float, bold: bool = False) -> QFont:
        font = QFont(FONT_FAMILY)
        font.setPointSizeF(points)
        font.setBold(bold)
        return font

    def centred(self, text: str, points: float, bold: bool = False) -> None:
        font = self.font(points, bold)
        flags = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
        box = QRectF(self.left, self.y, self.width, 10_000)
        height = QFontMetricsF(font, self.device).boundingRect(box, flags, text).height()
        if self.painter is not None:
            self.painter.setFont(font)
            self.painter.drawText(QRectF(self.left, self.y, self.width, height), flags, text)
        self.y += height

    def pair(self, label: str, value: str, points: float, bold: bool) -> None:
        """Label on the left and value on the right; the value drops below when both do not fit."""
        font = self.font(points, bold)
        metrics = QFontMetricsF(font, self.device)
        gap = self.mm(2)
        label_w, value_w = metrics.horizontalAdvance(label), metrics.horizontalAdvance(value)
        line = metrics.height()
        if self.painter is not None:
            self.painter.setFont(font)
        if label_w + gap + value_w <= self.width:
            if self.painter is not None:
                self.painter.drawText(
                    QRectF(self.left, self.y, self.width, line), int(Qt.AlignmentFlag.AlignLeft), label
                )
                self.painter.drawText(
                    QRectF(self.left, self.y, self.width, line), int(Qt.AlignmentFlag.AlignRight), value
                )
            self.y += line
            return
        flags = int(Qt.AlignmentFlag.AlignRight) | int(Qt.TextFlag.TextWordWrap)
        box = QRectF(self.left, self.y + line, self.width, 10_000)
        height = metrics.boundingRect(box, flags, value).height()
        if self.painter is not None:
            self.painter.drawText(
                QRectF(self.left, self.y, self.width, line), int(Qt.AlignmentFlag.AlignLeft), label
            )
            self.painter.drawText(QRectF(self.left, self.y + line, self.width, height), flags, value)
        self.y += line + height

    def rule(self, dashed: bool = False) -> None:
        self.y += self.mm(1.5)
        if self.painter is not None:
            pen = QPen(QColor("black"), max(1.0, self.mm(0.25)))
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            self.painter.setPen(pen)
            self.painter.drawLine(QPointF(self.left, self.y), QPointF(self.left + self.width, self.y))
        self.y += self.mm(1.5)

    def space(self, mm: float) -> None:
        self.y += self.mm(mm)

    def qr(self, payload: str) -> None:
        """The reference as a QR code (a full QR, which every phone reads), centred."""
        # Here, not with the module: the till page holds a printer, and a slip is printed later.
        import segno  # noqa: PLC0415

        code = segno.make(payload, error="m", micro=False)
        matrix = code.matrix
        size = self.mm(self.spec.qr_mm)
        module = size / len(matrix)
        x0 = self.left + (self.width - size) / 2
        if self.painter is not None:
            self.painter.setPen(Qt.PenStyle.NoPen)
            self.painter.setBrush(QColor("black"))
            for row, cells in enumerate(matrix):
                for column, dark in enumerate(cells):
                    if dark:
                        # A hair of overlap, so no white seams show between modules at any scale.
                        self.painter.drawRect(
                            QRectF(x0 + column * module, self.y + row * module, module + 0.5, module + 0.5)
                        )
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
            self.painter.setPen(QColor("black"))
        self.y += size


def paint_slip(
    painter: QPainter | None, device: QPaintDevice, slip: Slip, copy: SlipCopy, layout: SlipLayout, top: float
) -> float:
    """Paint one copy of a slip from ``top`` (device pixels) down; returns the height it took."""
    slip = copy_of(slip, copy)
    spec = PAPER[layout]
    px_per_mm = device.logicalDpiX() / MM_PER_INCH
    left = (spec.paper_width_mm - spec.column_mm) / 2 * px_per_mm
    pen = _Pen(painter, device, spec, left)
    pen.y = top
    if painter is not None:
        painter.setPen(QColor("black"))
    heading = slip_heading(slip)
    for index, text in enumerate(heading):
        big = index == 0 or text in (reprint_mark(slip), slip.title)
        pen.centred(text, spec.title_pt if big else spec.body_pt, bold=big)
    pen.rule()
    for line in slip_lines(slip):
        pen.pair(line.label, line.value, spec.strong_pt if line.strong else spec.body_pt, line.strong)
    if slip.qr_payload:
        pen.space(3)
        pen.qr(slip.qr_payload)
        pen.space(1)
        pen.centred(reference_line(slip), spec.body_pt)
    pen.rule()
    for index, text in enumerate(slip_footer(slip, copy)):
        pen.centred(text, spec.body_pt, bold=index == 0)
    return pen.y - top


def slip_height_mm(slip: Slip, copy: SlipCopy, layout: SlipLayout, device: QPaintDevice) -> float:
    """How long a copy of the slip is, measured with ``device``'s own font metrics."""
    px_per_mm = device.logicalDpiY() / MM_PER_INCH
    return paint_slip(None, device, slip, copy, layout, 0) / px_per_mm


def set_page(device: QPagedPaintDevice, slip: Slip, copies: tuple[SlipCopy, ...], layout: SlipLayout) -> None:
    """A4 pages, or a roll page as long as the longest copy plus its margins."""
    spec = PAPER[layout]
    if layout is SlipLayout.A4:
        size = QPageSize(QPageSize.PageSizeId.A4)
    else:
        length = max(slip_height_mm(slip, copy, layout, device) for copy in copies) + 2 * spec.margin_mm
        size = QPageSize(
            QSizeF(spec.paper_width_mm, round(length + 0.5)), QPageSize.Unit.Millimeter, spec.label
        )
    device.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))


def paint_pages(
    painter: QPainter, device: QPagedPaintDevice, slip: Slip, copies: tuple[SlipCopy, ...], layout: SlipLayout
) -> None:
    """Every copy: one per page on a roll (the driver cuts between them), stacked on one A4 page."""
    spec = PAPER[layout]
    px_per_mm = device.logicalDpiY() / MM_PER_INCH
    top = spec.margin_mm * px_per_mm
    for index, copy in enumerate(copies):
        if index and layout is not SlipLayout.A4:
            device.newPage()
            top = spec.margin_mm * px_per_mm
        elif index:
            cut = top + 6 * px_per_mm
            painter.setPen(QPen(QColor("black"), px_per_mm * 0.3, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(0, cut), QPointF(spec.paper_width_mm * px_per_mm, cut))
            top = cut + 6 * px_per_mm
        top += paint_slip(painter, device, slip, copy, layout, top)


def save_pdf(path: Path, slip: Slip, layout: SlipLayout, merchant_copy: bool = False) -> None:
    """Print the slip to a PDF file (the "Save as PDF" of the Slips menu, and the tests)."""
    copies = copies_for(merchant_copy)
    with speaking(slip.language):
        title = translate("SlipPrint", "{title} — reference {reference}").format(
            title=slip.title, reference=slip.reference_text
        )

    def paint(writer: QPdfWriter) -> None:
        writer.setResolution(600)
        writer.setTitle(title)
        writer.setCreator("Voucher Desk")
        set_page(writer, slip, copies, layout)
        painter = QPainter(writer)
        try:
            paint_pages(painter, writer, slip, copies, layout)
        finally:
            painter.end()

    pdf.save_pdf(path, paint)


def render_image(
    slip: Slip, layout: SlipLayout, copy: SlipCopy = SlipCopy.CUSTOMER, dpi: int = THERMAL_DPI
) -> QImage:
    """The slip as a thermal printer would print it: white paper, black dots, at ``dpi``."""
    spec = PAPER[layout]
    dots_per_metre = round(dpi / MM_PER_INCH * 1000)
    probe = QImage(8, 8, QImage.Format.Format_RGB32)
    probe.setDotsPerMeterX(dots_per_metre)
    probe.setDotsPerMeterY(dots_per_metre)
    height_mm = slip_height_mm(slip, copy, layout, probe) + 2 * spec.margin_mm
    width_px = round(spec.paper_width_mm * dpi / MM_PER_INCH)
    image = QImage(width_px, round(height_mm * dpi / MM_PER_INCH), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        paint_slip(painter, image, slip, copy, layout, spec.margin_mm * dpi / MM_PER_INCH)
    finally:
        painter.end()
    return image


# -- printers -------------------------------------------------------------------------------------


def printer_names() -> list[str]:
    return [info.printerName() for info in QPrinterInfo.availablePrinters()]


def _no_printer_here() -> str:
    return translate("SlipPrint", "No slip printer here: save the slip as a PDF.")


def _printer_fault() -> str:
    return translate("SlipPrint", "The slip printer has a fault: save the slip as a PDF.")


def find_printer(name: str) -> tuple[QPrinterInfo | None, str, str]:
    """The printer to use (by name, or the system default for ""), or why there is none, whole and
    in its short form (``print_now``)."""
    info = QPrinterInfo.printerInfo(name) if name else QPrinterInfo.defaultPrinter()
    if info.isNull():
        if name:
            return (
                None,
                translate(
                    "SlipPrint", "The slip printer “{printer}” is not installed on this computer."
                ).format(printer=name),
                _no_printer_here(),
            )
        return None, translate("SlipPrint", "No printer is set up on this computer."), _no_printer_here()
    if info.state() in (QPrinter.PrinterState.Error, QPrinter.PrinterState.Aborted):
        return (
            None,
            translate(
                "SlipPrint",
                "The slip printer “{printer}” reports a fault: it may be off, offline or out of paper.",
            ).format(printer=info.printerName()),
            _printer_fault(),
        )
    return info, "", ""


@dataclass(frozen=True)
class PrintJob:
    slip: Slip
    printer_name: str
    layout: SlipLayout
    merchant_copy: bool


def print_now(job: PrintJob) -> tuple[bool, str, str]:
    """Print one slip and say how it went: ``(printed, what to tell staff, its short form)``. Safe off
    the GUI thread. The short form of a slip not printed says why and what to do in one short line
    (no printer's name: a line under the hand-off's keys at 150 % text has room for few words).

    Qt paints on a ``QPrinter`` from any thread; the CUPS or Windows spooler is asked for the printer
    and handed the job here, which can take a printer's time rather than the till's.
    """
    info, why, short = find_printer(job.printer_name)
    if info is None:
        return False, why, short
    printer = QPrinter(info, QPrinter.PrinterMode.HighResolution)
    printer.setDocName(translate("SlipPrint", "Slip {reference}").format(reference=job.slip.reference_text))
    printer.setFullPage(True)
    copies = copies_for(job.merchant_copy)
    set_page(printer, job.slip, copies, job.layout)
    painter = QPainter()
    if not painter.begin(printer):
        return (
            False,
            translate("SlipPrint", "The slip printer “{printer}” did not accept the slip.").format(
                printer=info.printerName()
            ),
            _printer_fault(),
        )
    try:
        paint_pages(painter, printer, job.slip, copies, job.layout)
    finally:
        painter.end()
    if printer.printerState() in (QPrinter.PrinterState.Error, QPrinter.PrinterState.Aborted):
        return (
            False,
            translate("SlipPrint", "The slip printer “{printer}” reported a fault while printing.").format(
                printer=info.printerName()
            ),
            _printer_fault(),
        )
    log.info("Slip %s printed on %s (%s)", job.slip.reference_text, info.printerName(), job.layout)
    return True, translate("SlipPrint", "Slip printed on {printer}.").format(printer=info.printerName()), ""


def _settle(outcome: asyncio.Future[tuple[bool, str, str]], result: tuple[bool, str, str]) -> None:
    if not outcome.done():
        outcome.set_result(result)


class SlipPrinter(QObject):
    """Prints slips one after another on threads of their own, and says how each went.

    A printer driver or spooler can take a while (or hang); the till's loop never waits for it, and
    a hung print never keeps the till from closing (its thread is a daemon).

    Signals: ``said(str text, str kind, str short)``; kind is "checking" while a slip is sent, then
    "done" or "problem". A problem names what to do and that the redemption stands; its ``short``
    form, for a line with no room for all that, still says why and what to do now.
    """

    said = Signal(str, str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.preview: QPrintPreviewDialog | None = None
        self._one_at_a_time = threading.Lock()

    async def print_slip(self, job: PrintJob) -> bool:
        self.said.emit(translate("SlipPrint", "Printing the slip…"), "checking", "")
        loop = asyncio.get_running_loop()
        outcome: asyncio.Future[tuple[bool, str, str]] = loop.create_future()

        def work() -> None:
            with self._one_at_a_time:
                result = print_now(job)
            with contextlib.suppress(RuntimeError):  # the till closed meanwhile
                loop.call_soon_threadsafe(_settle, outcome, result)

        threading.Thread(target=work, name="slip-printer", daemon=True).start()
        printed, text, short = await outcome
        if printed:
            self.said.emit(text, "done", "")
        else:
            log.warning("Slip not printed: %s", text)
            self.said.emit(
                translate(
                    "SlipPrint",
                    "{problem} The redemption stands; print the slip again later from the voucher's "
                    "history or the activity list.",
                ).format(problem=text),
                "problem",
                short,
            )
        return printed

    def open_preview(
        self, parent: QWidget, slip: Slip, printer_name: str, layout: SlipLayout, merchant_copy: bool
    ) -> QPrintPreviewDialog:
        """A print preview; its Print button prints to the printer chosen in it."""
        info, _, _ = find_printer(printer_name)
        printer = QPrinter(info, QPrinter.PrinterMode.HighResolution) if info else QPrinter()
        printer.setFullPage(True)
        copies = copies_for(merchant_copy)
        set_page(printer, slip, copies, layout)
        dialog = _Preview(printer, parent)
        dialog.setWindowTitle(
            translate("SlipPrint", "Slip preview — {paper}").format(
                paper=translate("SlipPrint", PAPER[layout].label)
            )
        )

        def paint(device: QPrinter) -> None:
            painter = QPainter(device)
            try:
                paint_pages(painter, device, slip, copies, layout)
            finally:
                painter.end()

        dialog.paintRequested.connect(paint)
        dialog.finished.connect(dialog.deleteLater)
        self.preview = dialog
        dialog.open()
        return dialog


class _Preview(QPrintPreviewDialog):
    """A print preview that keeps its printer alive: Qt's dialog only points at it, and once Python
    freed the printer the preview's first repaint crashed the till."""

    def __init__(self, printer: QPrinter, parent: QWidget) -> None:
        super().__init__(printer, parent)
        self._kept_printer = printer


#: The pen that draws a slip down its column, for other papers printed the same way (a sold voucher).
SlipPen = _Pen
