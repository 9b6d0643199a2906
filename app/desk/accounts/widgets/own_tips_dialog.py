"""A member of staff's own tips record: a period, their tips paid by voucher, print or save it."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.tips import TipRow
from app.desk.accounts.own_tips import OwnTipsViewModel, total_text
from app.desk.accounts.widgets.accounts_dialog import PDF_PAGE, summary_document
from app.desk.common.widgets.dialog_buttons import closing_buttons
from app.desk.common.widgets.files import ask_save_path, save_problem
from app.desk.common.widgets.pdf import save_document_pdf
from app.desk.common.widgets.period_row import days_read, days_row
from app.desk.common.widgets.style import fit_to_screen, named, plain_labels


class OwnTipsDialog(QDialog):
    def __init__(
        self, model: OwnTipsViewModel, place: str, today: datetime, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.vm = model
        self._place = place
        self.setWindowTitle(translate("Tips", "My tips record"))
        fit_to_screen(self, 640, 480)
        self.show_period = QPushButton(translate("Tips", "Show"))
        self.period = days_row(today.date().replace(day=1), today.date(), self.show_period)
        self.who = QLabel(translate("Tips", "Signed in: {staff}").format(staff=model.staff))
        self.table = QTableView()
        self.table.setModel(model.table)
        self.table.setAccessibleName(translate("Tips", "My tips paid by voucher"))
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.total = named(QLabel(), "message")
        self.total.setWordWrap(True)
        self.saved = QLabel()
        buttons, (self.print_button, self.save_pdf) = closing_buttons(
            self, translate("Tips", "Close"), translate("Tips", "Print…"), translate("Tips", "Save PDF…")
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.period)
        layout.addWidget(self.who)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addWidget(self.saved)
        layout.addWidget(buttons)
        self.show_period.clicked.connect(self.rebuild)
        self.print_button.clicked.connect(self._print)
        self.save_pdf.clicked.connect(self._ask_pdf)
        model.ready.connect(self._show)
        plain_labels(self)
        self.rebuild()

    def rebuild(self) -> None:
        self.vm.build(*days_read(self.period))

    def _show(self, rows: list[TipRow]) -> None:
        self.total.setText(total_text(rows))

    def save_pdf_to(self, path: Path) -> None:
        document = summary_document(self.vm.page(self._place))
        problem = save_problem(path, lambda chosen: save_document_pdf(chosen, document, PDF_PAGE))
        self.saved.setText(problem or translate("Tips", "Saved {path}").format(path=path))

    def _print(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(PDF_PAGE)
        if QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted:
            summary_document(self.vm.page(self._place)).print_(printer)

    def _ask_pdf(self) -> None:
        title = translate("Tips", "Save my tips record")
        if (path := ask_save_path(self, title, "my-tips.pdf", "PDF (*.pdf)")) is not None:
            self.save_pdf_to(path)
