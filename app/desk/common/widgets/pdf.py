"""A page of HTML saved as a PDF: what a manager files or hands on (a dispute pack, a case sheet).

Qt's own ``QTextDocument`` lays the page out and ``QPdfWriter`` writes it: no other dependency, and
the text in the PDF is real text (a reader can search it and copy from it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument

#: Type a little smaller than the screen's: a movement's eleven figures fit one line of the table,
#: and no heading is broken inside a word.
POINT_SIZE = 8
#: A4 landscape, for the same table.
LANDSCAPE = QPageLayout(
    QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape, QMarginsF(12, 12, 12, 12)
)


def page_document(page: str, layout: QPageLayout = LANDSCAPE) -> QTextDocument:
    """``page`` laid out on the PDF's pages, as ``write_pdf`` prints it."""
    document = QTextDocument()
    font = QFont(document.defaultFont())
    font.setPointSize(POINT_SIZE)
    document.setDefaultFont(font)
    document.setHtml(page)
    document.setPageSize(layout.paintRectPoints().size().toSizeF())
    return document


def html_document(page: str, layout: QPageLayout) -> QTextDocument:
    """``page`` laid out on ``layout``'s pages, in the document's own type (a report's summary)."""
    document = QTextDocument()
    document.setHtml(page)
    document.setPageSize(layout.paintRectPoints().size().toSizeF())
    return document


def save_document_pdf(path: Path, document: QTextDocument, layout: QPageLayout) -> None:
    """Write ``document`` to ``path`` as a PDF on ``layout``'s pages (``save_pdf``)."""

    def paint(writer: QPdfWriter) -> None:
        writer.setPageLayout(layout)
        document.print_(writer)

    save_pdf(path, paint)


def save_pdf(path: Path, paint: Callable[[QPdfWriter], object]) -> None:
    """Write to ``path`` the PDF that ``paint`` draws on the writer it is given.

    A ``QPdfWriter`` given a file name says nothing when the file cannot be written: a full disk
    leaves it cut short or empty, a folder the till may not write in leaves none (or an older
    report in its place), and the window would say "Saved". So the PDF is drawn in memory and
    written here, where a failed write raises ``OSError`` for the window to say.
    """
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    paint(QPdfWriter(buffer))
    buffer.close()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.data().data())


def write_pdf(path: Path, page: str, title: str, layout: QPageLayout = LANDSCAPE) -> None:
    """Write ``page`` to ``path`` as a PDF whose document title is ``title``."""

    def paint(writer: QPdfWriter) -> None:
        writer.setPageLayout(layout)
        writer.setTitle(title)
        writer.setCreator("Voucher Desk")
        page_document(page, layout).print_(writer)

    save_pdf(path, paint)
