"""A page the cases desk made (a dispute pack, a case sheet), shown as it will print, with its
*Save PDF…* and, for a case sheet, *Copy for e-mail*."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from app.core.i18n import translate
from app.desk.common.widgets import files
from app.desk.common.widgets.pdf import page_document, write_pdf
from app.desk.common.widgets.text_box import text_box


class SheetView(QWidget):
    """Empty until ``show_page``; ``saved(Path)`` is called once a PDF is written."""

    def __init__(self, *, copyable: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = ""
        self.text = ""
        self.file_name = "voucher.pdf"
        self.title = ""
        self.on_saved: list[Callable[[Path], None]] = []
        self.browser = text_box(QTextBrowser())
        self.browser.setAccessibleName(translate("Cases", "The page as it will print"))
        self.browser.setOpenLinks(False)
        self.save = QPushButton(translate("Cases", "Save PDF…"))
        self.copy = QPushButton(translate("Cases", "Copy for e-mail"))
        self.copy.setVisible(copyable)
        for button in (self.save, self.copy):
            button.setAutoDefault(False)
            button.setEnabled(False)
        self.status = QLabel()
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save)
        buttons.addWidget(self.copy)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.browser, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        self.save.clicked.connect(self._ask_save)
        self.copy.clicked.connect(self.copy_text)

    def show_page(self, page: str, text: str, file_name: str, title: str) -> None:
        self.page, self.text, self.file_name, self.title = page, text, file_name, title
        self.browser.setHtml(page)
        self.save.setEnabled(True)
        self.copy.setEnabled(bool(text))

    def printed_text(self) -> str:
        """The text the PDF holds, as its pages lay it out."""
        return page_document(self.page).toPlainText()

    def save_pdf_to(self, path: Path) -> bool:
        problem = files.save_problem(path, lambda chosen: write_pdf(chosen, self.page, self.title))
        self.status.setText(problem or translate("Cases", "Saved {path}").format(path=path))
        return problem is None

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text)
        self.status.setText(
            translate("Cases", "Copied: paste it into an e-mail to the voucher service's support.")
        )

    def _ask_save(self) -> None:
        path = files.ask_save_path(self, translate("Cases", "Save the PDF"), self.file_name, "PDF (*.pdf)")
        if path is not None and self.save_pdf_to(path):
            for saved in self.on_saved:
                saved(path)
