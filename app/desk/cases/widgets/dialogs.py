"""The cases desk's windows: the dispute pack, *Report a problem with this voucher*, the case list."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.desk.cases import CaseListViewModel, CaseReportViewModel, DisputePackViewModel
from app.desk.cases.widgets._sheet import SheetView
from app.desk.common.widgets.dialog_buttons import closing_buttons
from app.desk.common.widgets.hint_edit import BodyHintEdit
from app.desk.common.widgets.style import fit_to_screen, named, plain_labels, set_state
from app.desk.common.widgets.text_box import text_box


def _close_buttons(dialog: QDialog) -> QDialogButtonBox:
    return closing_buttons(dialog, translate("Cases", "Close"))[0]


class DisputePackDialog(QDialog):
    """The pack is gathered when the window opens; *Save PDF…* writes it where the manager chooses."""

    def __init__(self, model: DisputePackViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle(translate("Cases", "Dispute pack"))
        fit_to_screen(self, 1100, 720)
        self.message = named(
            QLabel(translate("Cases", "Gathering what this till knows of the voucher…")), "message"
        )
        self.message.setWordWrap(True)
        set_state(self.message, "kind", "info")
        self.sheet = SheetView(copyable=False)
        self.sheet.on_saved.append(model.saved)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(_close_buttons(self))
        model.ready.connect(self._ready)
        # Closed before the pack is gathered: its gathering stops, and tells no closed window.
        self.finished.connect(lambda _result: model.close())
        model.build()
        plain_labels(self)

    def _ready(self, page: str) -> None:
        self.message.setText(
            translate(
                "Cases", "Dispute pack for voucher {code}: save it as a PDF to file or hand on."
            ).format(code=self._vm.masked_code)
        )
        set_state(self.message, "kind", "done")
        title = translate("Cases", "Dispute pack: voucher {code}").format(code=self._vm.masked_code)
        self.sheet.show_page(page, "", self._vm.file_name, title)


class CaseReportDialog(QDialog):
    """Choose what is asked of the service and say what happened; *Open the case* writes it."""

    def __init__(self, model: CaseReportViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle(translate("Cases", "Report a problem with this voucher"))
        fit_to_screen(self, 1100, 720)
        self.message = named(
            QLabel(
                " ".join(
                    (
                        translate(
                            "Cases",
                            "Voucher {code}. The service cannot block, reissue, transfer or extend a code.",
                        ).format(code=model.masked_code),
                        translate(
                            "Cases",
                            "The till writes a case sheet for its support and refuses the voucher here "
                            "until the case is closed.",
                        ),
                    )
                )
            ),
            "message",
        )
        self.message.setWordWrap(True)
        set_state(self.message, "kind", "info")
        self.reason = QComboBox()
        for words, value in model.reasons():
            self.reason.addItem(words, value)
        self.reason.setAccessibleName(translate("Cases", "What is asked"))
        self.note = text_box(QPlainTextEdit())
        self.note.setAccessibleName(translate("Cases", "What happened"))
        self.note.setPlaceholderText(translate("Cases", "What the guest says, what was checked, by whom"))
        self.note.setMaximumHeight(90)
        self.open_case = QPushButton(translate("Cases", "Open the case"))
        self.open_case.setAutoDefault(False)
        form = QFormLayout()
        form.addRow(translate("Cases", "What is asked"), self.reason)
        form.addRow(translate("Cases", "What happened"), self.note)
        row = QHBoxLayout()
        row.addWidget(self.open_case)
        row.addStretch(1)
        self.sheet = SheetView(copyable=True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(_close_buttons(self))
        self.open_case.clicked.connect(self.submit)
        model.written.connect(self._written)
        model.problem.connect(self._problem)
        plain_labels(self)

    def submit(self) -> None:
        self.open_case.setEnabled(False)
        self.reason.setEnabled(False)
        self.note.setReadOnly(True)
        self._vm.write(str(self.reason.currentData()), self.note.toPlainText())

    def _written(self, page: str, text: str) -> None:
        case = self._vm.case
        number = case.id if case is not None else 0
        opened = translate(
            "Cases",
            "Case #{number} is open: voucher {code} is refused at this till until a manager closes it.",
        ).format(number=number, code=self._vm.masked_code)
        then = translate(
            "Cases", "Copy the sheet into an e-mail to the voucher service's support, or save it as a PDF."
        )
        self.message.setText(f"{opened} {then}")
        set_state(self.message, "kind", "done")
        title = translate("Cases", "Case #{number}: voucher {code}").format(
            number=number, code=self._vm.masked_code
        )
        self.sheet.show_page(page, text, self._vm.file_name, title)

    def _problem(self, text: str) -> None:
        self.message.setText(text)
        set_state(self.message, "kind", "problem")
        self.open_case.setEnabled(True)
        self.reason.setEnabled(True)
        self.note.setReadOnly(False)


class CaseListDialog(QDialog):
    """Every case of this till; *Close the case* (with a note) lets the voucher be used again."""

    def __init__(self, model: CaseListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle(translate("Cases", "Voucher cases"))
        fit_to_screen(self, 1100, 720)
        self.message = named(QLabel(), "message")
        self.message.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(model.cases)
        self.table.setAccessibleName(translate("Cases", "Voucher cases"))
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.closing_note = BodyHintEdit()
        self.closing_note.setAccessibleName(translate("Cases", "Closing note"))
        self.closing_note.set_hint(
            translate("Cases", "What the service did, or why it is closed"),
            translate("Cases", "What was done"),
        )
        self.close_case = QPushButton(translate("Cases", "Close the case"))
        self.make_sheet = QPushButton(translate("Cases", "Case sheet"))
        for button in (self.close_case, self.make_sheet):
            button.setAutoDefault(False)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("Cases", "Closing note")))
        row.addWidget(self.closing_note, 1)
        row.addWidget(self.close_case)
        row.addWidget(self.make_sheet)
        self.sheet = SheetView(copyable=True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(_close_buttons(self))
        self.close_case.clicked.connect(self._close_case)
        self.make_sheet.clicked.connect(lambda: model.make_sheet(self._row()))
        model.said.connect(self._say)
        model.sheet_ready.connect(self._sheet)
        self._count()
        if model.cases.rowCount():
            self.table.selectRow(0)
        plain_labels(self)

    def _row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _close_case(self) -> None:
        self._vm.close_case(self._row(), self.closing_note.text())
        self.closing_note.clear()

    def _count(self) -> None:
        count = sum(1 for case in self._vm.cases.records if case.is_open)
        self.message.setText(translate("Cases", "%n open case(s) at this till.", None, count))
        set_state(self.message, "kind", "info")

    def _say(self, text: str) -> None:
        self.message.setText(text)
        set_state(self.message, "kind", "done")

    def _sheet(self, page: str, text: str, file_name: str) -> None:
        self.sheet.show_page(page, text, file_name, file_name.removesuffix(".pdf"))
