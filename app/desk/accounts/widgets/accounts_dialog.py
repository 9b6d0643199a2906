"""The accountant's export window: a period and a location, the movements, the VAT classes."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QLocale, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableView,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.accounts.vat import Purpose
from app.core.i18n import language, translate
from app.core.law.packs import PACKS
from app.desk.accounts.export import AccountsReport, AccountsViewModel, summary_lines
from app.desk.accounts.widgets.pattern_chart import PatternChart
from app.desk.common.widgets.dialog_buttons import closing_buttons
from app.desk.common.widgets.files import ask_save_path, save_problem
from app.desk.common.widgets.give_way import HeadersGiveWay, words_give_way
from app.desk.common.widgets.pdf import html_document, save_document_pdf
from app.desk.common.widgets.period_row import days_read, days_row
from app.desk.common.widgets.style import fit_to_screen, named, plain_labels, set_state

PDF_PAGE = QPageLayout(
    QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 15)
)
#: The classes a product can have, in the combo's order; the first is "not classified".
PURPOSES: tuple[Purpose | None, ...] = (None, Purpose.SINGLE, Purpose.MULTI)


def summary_document(page: str) -> QTextDocument:
    return html_document(page, PDF_PAGE)


def _wrapped(label: QLabel) -> QLabel:
    label.setWordWrap(True)
    return label


def _scrolled(page: QWidget, name: str) -> QScrollArea:
    """A tab's page that scrolls on a short screen, so it never pushes the window's buttons off it."""
    area = QScrollArea()
    area.setAccessibleName(name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(page)
    return area


#: The movements' words that give way to their money: the kind, the product, the property sold at.
GIVE_WAY = (1, 3, 7)
#: The headers that give way to their short forms after those words, the least meaningful first:
#: the paid ratio's, then the consideration's.
SHORT_HEADERS = (5, 6)


class AccountsDialog(QDialog):
    def __init__(
        self, model: AccountsViewModel, place: str, today: datetime, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.vm = model
        self._place = place
        self.report: AccountsReport | None = None
        self.setWindowTitle(translate("Accounts", "Voucher accounts"))
        fit_to_screen(self, 1100, 720)
        self.period = days_row(today.date().replace(day=1), today.date())
        self.location = QComboBox()
        # A long location name is cut in the closed box, never widening the window past the screen.
        self.location.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.location.setMinimumContentsLength(16)
        self.location.setAccessibleName(translate("Accounts", "Location"))
        self.build = QPushButton(translate("Accounts", "Build"))
        self.build.setEnabled(False)
        self.summary = named(QLabel(translate("Accounts", "Reading the locations…")), "message")
        self.summary.setWordWrap(True)
        set_state(self.summary, "kind", "info")
        self.table = self._movements_table()
        self.classes = self._classes_table()
        self.pages = QTabWidget()
        self.pages.setAccessibleName(translate("Accounts", "The export's pages"))
        self.pages.addTab(self.table, translate("Accounts", "Movements"))
        self.pages.addTab(self.classes, translate("Accounts", "VAT classes"))
        law, pattern = translate("Accounts", "The law here"), translate("Accounts", "Redemption pattern")
        self.pages.addTab(_scrolled(self._law_page(), law), law)
        self.pages.addTab(_scrolled(self._pattern_page(), pattern), pattern)
        self.saved = _wrapped(QLabel())
        buttons, (self.export_csv, self.export_pdf) = closing_buttons(
            self,
            translate("Accounts", "Close"),
            translate("Accounts", "Export CSV…"),
            translate("Accounts", "Save PDF…"),
        )
        for button in (self.export_csv, self.export_pdf):
            button.setEnabled(False)
        self._lay_out(buttons)
        self.build.clicked.connect(self.rebuild)
        self.export_csv.clicked.connect(self._ask_csv)
        self.export_pdf.clicked.connect(self._ask_pdf)
        model.places.connect(self._show_places)
        model.products.connect(self._show_products)
        model.ready.connect(self._show)
        model.problem.connect(self._show_problem)
        model.load()
        plain_labels(self)

    def _lay_out(self, buttons: QDialogButtonBox) -> None:
        # The period and the location on rows of their own, and every sentence wrapped: in German or
        # Polish at a large text size one row of them is wider than a 1024 px screen.
        place = QHBoxLayout()
        place.addWidget(QLabel(translate("Accounts", "Location")))
        place.addWidget(self.location, 1)
        place.addWidget(self.build)
        layout = QVBoxLayout(self)
        layout.addWidget(self.period)
        layout.addLayout(place)
        layout.addWidget(
            _wrapped(
                QLabel(translate("Accounts", "Every till at the location, from the service's own record."))
            )
        )
        # The summary grows a line per period and currency: on a short screen it scrolls, so the
        # window's buttons stay on the screen.
        summary = QScrollArea()
        summary.setAccessibleName(translate("Accounts", "The period's figures"))
        summary.setWidgetResizable(True)
        summary.setFrameShape(QFrame.Shape.NoFrame)
        summary.setWidget(self.summary)
        summary.setMinimumHeight(self.summary.fontMetrics().lineSpacing() * 3 + 12)
        layout.addWidget(summary)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.saved)
        layout.addWidget(buttons)

    def _law_page(self) -> QWidget:
        page = QWidget()
        self.law = QComboBox()
        self.law.setAccessibleName(translate("Accounts", "The law where the desk is"))
        for jurisdiction, pack in PACKS.items():
            self.law.addItem(translate("Accounts", pack.name), jurisdiction)
        self.law.setCurrentIndex(list(PACKS).index(self.vm.pack.jurisdiction))
        self.law.currentIndexChanged.connect(lambda _i: self.vm.choose_pack(self.law.currentData()))
        self.short = named(QLabel(), "shortValidity")
        self.short.setWordWrap(True)
        layout = QVBoxLayout(page)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("Accounts", "The law where the desk is")))
        row.addWidget(self.law)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.short)
        # The Tips Act's record, for the troncmaster: this till's tips paid by voucher.
        self.export_tips = QPushButton(translate("Accounts", "Export this till's tips record…"))
        self.export_tips.setAutoDefault(False)
        self.export_tips.setEnabled(False)
        self.export_tips.clicked.connect(self._ask_tips_csv)
        tips = QHBoxLayout()
        tips.addWidget(self.export_tips)
        tips.addStretch(1)
        layout.addLayout(tips)
        layout.addStretch(1)
        return page

    def _pattern_page(self) -> QWidget:
        page = QWidget()
        self.chart = PatternChart()
        self.export_pattern = QPushButton(translate("Accounts", "Export the pattern as CSV…"))
        self.export_pattern.setAutoDefault(False)
        self.export_pattern.setEnabled(False)
        self.export_pattern.clicked.connect(self._ask_pattern_csv)
        layout = QVBoxLayout(page)
        layout.addWidget(
            _wrapped(
                QLabel(
                    translate(
                        "Accounts",
                        "Vouchers this property sold in the period: the share of face value redeemed, "
                        "by month since sale.",
                    )
                )
            )
        )
        layout.addWidget(self.chart, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.export_pattern)
        layout.addLayout(row)
        return page

    def _movements_table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.vm.lines)
        table.setAccessibleName(translate("Accounts", "Movements"))
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        words_give_way(table, GIVE_WAY)
        HeadersGiveWay(table, SHORT_HEADERS)
        return table

    def _classes_table(self) -> QTableWidget:
        classes = QTableWidget(0, 3)
        classes.setAccessibleName(translate("Accounts", "VAT classes"))
        classes.setHorizontalHeaderLabels(
            [
                translate("Accounts", "Product"),
                translate("Accounts", "VAT purpose"),
                translate("Accounts", "VAT rate %"),
            ]
        )
        classes.verticalHeader().setVisible(False)
        classes.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return classes

    def rebuild(self) -> None:
        location = self.location.currentData()
        if location is None:
            return
        self.summary.setText(translate("Accounts", "Reading the service's events…"))
        set_state(self.summary, "kind", "info")
        self._clear()
        self.vm.build(*days_read(self.period), int(location))

    def _clear(self) -> None:
        """No figures on screen and nothing to export until the period asked for is read."""
        self.report = None
        self.saved.clear()
        self.short.clear()
        self.chart.set_patterns([])
        for button in (self.export_csv, self.export_pdf, self.export_pattern, self.export_tips):
            button.setEnabled(False)

    def _show_places(self, places: list[tuple[int, str]]) -> None:
        self.location.clear()
        for location_id, name in places:
            self.location.addItem(name, location_id)
            if location_id == self.vm.location_id:
                self.location.setCurrentIndex(self.location.count() - 1)
        self.build.setEnabled(bool(places))
        self.rebuild()

    def _show_products(self, products: list[tuple[int, str]]) -> None:
        self.classes.setRowCount(len(products))
        names = {
            None: translate("Accounts", "not classified"),
            Purpose.SINGLE: translate("Accounts", "single-purpose (taxed at sale)"),
            Purpose.MULTI: translate("Accounts", "multi-purpose (taxed at redemption)"),
        }
        for index, (product_id, name) in enumerate(products):
            self.classes.setCellWidget(index, 0, QLabel(name))
            purpose = QComboBox()
            purpose.setAccessibleName(translate("Accounts", "VAT purpose of {product}").format(product=name))
            for each in PURPOSES:
                purpose.addItem(names[each])
            rate = QDoubleSpinBox()
            rate.setDecimals(2)
            rate.setRange(0, 100)
            rate.setSuffix(" %")
            # The rate in the language's numbers ("20,00 %" in Polish), as the till writes money.
            rate.setLocale(QLocale(language()))
            rate.setAccessibleName(translate("Accounts", "VAT rate of {product}").format(product=name))
            held = self.vm.classes.get(product_id)
            rate.setValue(float(held.rate) if held else 20.0)
            purpose.setCurrentIndex(PURPOSES.index(held.purpose) if held else 0)

            def changed(
                _value: object = None, pid: int = product_id, p: QComboBox = purpose, r: QDoubleSpinBox = rate
            ) -> None:
                # The spin box shows two places: its text is the rate exactly as the manager sees it.
                self.vm.classify(pid, PURPOSES[p.currentIndex()], Decimal(f"{r.value():.2f}"))

            purpose.currentIndexChanged.connect(changed)
            rate.editingFinished.connect(changed)
            self.classes.setCellWidget(index, 1, purpose)
            self.classes.setCellWidget(index, 2, rate)

    def _show(self, report: AccountsReport) -> None:
        self.report = report
        self.summary.setText("\n".join(summary_lines(report)))
        short = self.vm.short_validity()
        if self.vm.pack.min_validity_years is None:
            self.short.setText(translate("Accounts", "This law sets no shortest validity for vouchers."))
        elif short:
            self.short.setText(
                "\n".join(
                    [
                        translate("Accounts", "Vouchers seen whose validity is shorter than the law asks:"),
                        *short,
                    ]
                )
            )
        else:
            self.short.setText(translate("Accounts", "Every voucher seen is valid as long as the law asks."))
        set_state(self.summary, "kind", "done")
        self.export_csv.setEnabled(True)
        self.export_pdf.setEnabled(True)
        self.chart.set_patterns(self.vm.pattern())
        self.export_pattern.setEnabled(True)
        self.export_tips.setEnabled(self.vm.pack.tips_act)

    def _show_problem(self, text: str) -> None:
        self.summary.setText(text)
        set_state(self.summary, "kind", "problem")

    def export_csv_to(self, path: Path) -> None:
        if self.report is not None:
            self._save(path, self.vm.export_csv)

    def save_pdf_to(self, path: Path) -> None:
        if self.report is None:
            return
        document = summary_document(self.vm.page(self._place))
        self._save(path, lambda chosen: save_document_pdf(chosen, document, PDF_PAGE))

    def export_pattern_to(self, path: Path) -> None:
        if self.report is not None:
            self._save(path, self.vm.export_pattern_csv)

    def export_tips_to(self, path: Path) -> None:
        if self.report is not None:
            self._save(path, self.vm.export_tips_csv)

    def _save(self, path: Path, write: Callable[[Path], object]) -> None:
        problem = save_problem(path, write)
        self.saved.setText(problem or translate("Accounts", "Saved {path}").format(path=path))
        set_state(self.saved, "kind", "problem" if problem else "")

    def _ask_tips_csv(self) -> None:
        title = translate("Accounts", "Export the tips record")
        if (path := ask_save_path(self, title, "tips-record.csv", "CSV (*.csv)")) is not None:
            self.export_tips_to(path)

    def _ask_pattern_csv(self) -> None:
        title = translate("Accounts", "Export the redemption pattern")
        if (path := ask_save_path(self, title, "redemption-pattern.csv", "CSV (*.csv)")) is not None:
            self.export_pattern_to(path)

    def _ask_csv(self) -> None:
        title = translate("Accounts", "Export the movements")
        if (path := ask_save_path(self, title, "voucher-accounts.csv", "CSV (*.csv)")) is not None:
            self.export_csv_to(path)

    def _ask_pdf(self) -> None:
        title = translate("Accounts", "Save the summary")
        if (path := ask_save_path(self, title, "voucher-accounts.pdf", "PDF (*.pdf)")) is not None:
            self.save_pdf_to(path)
