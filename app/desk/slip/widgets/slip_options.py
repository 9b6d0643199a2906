"""Slip options: which printer, which paper, and whether every redemption prints its slip at once."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.widgets.grow import grow_to_lines, wraps_to_width
from app.desk.common.widgets.language import LANGUAGES
from app.desk.common.widgets.slip_print import PAPER, SlipLayout, printer_names
from app.desk.slip.slips import SlipViewModel

DEFAULT_PRINTER = QT_TRANSLATE_NOOP("SlipOptions", "The computer's default printer")


class SlipOptionsDialog(QDialog):
    def __init__(self, slips: SlipViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = slips
        settings = slips.settings
        self.setWindowTitle(translate("SlipOptions", "Slip printer and options"))
        self.printer = QComboBox()
        self.printer.setAccessibleName(translate("SlipOptions", "Slip printer"))
        self.printer.addItem(translate("SlipOptions", DEFAULT_PRINTER), "")
        for name in printer_names():
            self.printer.addItem(name, name)
        if settings.slip_printer and self.printer.findData(settings.slip_printer) < 0:
            self.printer.addItem(
                translate("SlipOptions", "{printer} (not installed)").format(printer=settings.slip_printer),
                settings.slip_printer,
            )
        self.printer.setCurrentIndex(max(0, self.printer.findData(settings.slip_printer)))
        self.layout_choice = QComboBox()
        self.layout_choice.setAccessibleName(translate("SlipOptions", "Paper"))
        for paper in SlipLayout:
            self.layout_choice.addItem(translate("SlipPrint", PAPER[paper].label), paper.value)
        self.layout_choice.setCurrentIndex(max(0, self.layout_choice.findData(settings.slip_layout)))
        # The property's language for guests' slips, whoever is signed in; each in its own words.
        self.language = QComboBox()
        self.language.setAccessibleName(translate("SlipOptions", "Language of guests' slips"))
        for language in LANGUAGES:
            self.language.addItem(language.name, language.code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.slip_language)))
        self.auto_print = QCheckBox(translate("SlipOptions", "Print a slip after each redemption"))
        self.auto_print.setChecked(settings.slip_auto_print)
        self.merchant_copy = QCheckBox(translate("SlipOptions", "Print a merchant copy too"))
        self.merchant_copy.setChecked(settings.slip_merchant_copy)
        hint = wraps_to_width(
            QLabel(
                translate(
                    "SlipOptions",
                    "Thermal roll printers print through their own driver: install it, then choose the "
                    "printer here. A missing or offline printer never stops a redemption.",
                )
            )
        )
        form = QFormLayout()
        form.addRow(translate("SlipOptions", "Printer"), self.printer)
        form.addRow(translate("SlipOptions", "Paper"), self.layout_choice)
        form.addRow(translate("SlipOptions", "Slip language"), self.language)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Save).setText(translate("SlipOptions", "Save"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("SlipOptions", "Cancel"))

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.auto_print)
        layout.addWidget(self.merchant_copy)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        grow_to_lines(self)

    def save(self) -> None:
        self._vm.set_options(
            printer=str(self.printer.currentData()),
            layout=str(self.layout_choice.currentData()),
            auto_print=self.auto_print.isChecked(),
            merchant_copy=self.merchant_copy.isChecked(),
            language=str(self.language.currentData()),
        )
        self.accept()
