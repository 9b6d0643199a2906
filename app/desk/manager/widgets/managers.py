"""Managers and their PINs, from the Manager menu: add one, remove one, change a PIN.

Opened after a manager's PIN; every change is audited under that manager's name. Enter in a PIN
field is the default button of its own part (Add, or Change PIN), so one Enter makes one change.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.notice import Notice
from app.desk.common.widgets.dialog_buttons import closing_buttons
from app.desk.common.widgets.style import fit_to_screen, message_label, set_state
from app.desk.manager.admin import PIN_AS_NAME_TEXT, ManagerAdminViewModel, clean_name, name_problem
from app.desk.manager.widgets.pin import pin_field


class ManagersDialog(QDialog):
    def __init__(self, model: ManagerAdminViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        self.setWindowTitle(translate("Managers", "Managers and PINs"))
        # As wide as the screen's room allows, up to what two forms side by side need in a longer
        # language with larger text; never narrower than 600 px.
        fit_to_screen(self, 1100, 600)
        self.setMinimumWidth(600)
        self.table = QTableView()
        self.table.setModel(model.managers)
        self.table.setAccessibleName(translate("Managers", "Managers"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setTabKeyNavigation(False)
        self.table.setMinimumHeight(140)
        self.remove = QPushButton(translate("Managers", "Remove manager"))
        self.remove.setAutoDefault(False)
        self.remove.setEnabled(False)

        add_box = self._add_box()

        change_box = self._change_box()

        self.status = message_label()
        buttons, _ = closing_buttons(self, translate("Managers", "Close"))

        list_row = QHBoxLayout()
        list_row.addWidget(self.table, 1)
        list_row.addWidget(self.remove)
        # Side by side: stacked, the two forms made the dialog taller than a 1366×768 desktop at
        # 125 % text less its taskbar.
        boxes = QHBoxLayout()
        boxes.addWidget(add_box)
        boxes.addWidget(change_box)
        layout = QVBoxLayout(self)
        layout.addLayout(list_row, 1)
        layout.addLayout(boxes)
        layout.addWidget(self.status)
        layout.addWidget(buttons)

        # No button is the dialog's default: Enter in a field does its own part's action, once.
        for button in (self.add, self.change, buttons.button(QDialogButtonBox.StandardButton.Close)):
            button.setAutoDefault(False)
        for field in (self.name, self.new_pin, self.new_again):
            field.returnPressed.connect(self._add)
        for field in (self.pin, self.again):
            field.returnPressed.connect(self._change)
        self.add.clicked.connect(self._add)
        self.change.clicked.connect(self._change)
        self.remove.clicked.connect(self._remove)
        self.table.selectionModel().selectionChanged.connect(self._chosen_changed)
        model.notice.connect(self._show_notice)
        model.changed.connect(self._changed)
        #: The last thing asked was to add a manager (a refusal may be about the name).
        self._adding = False

    def _add_box(self) -> QGroupBox:
        """A new manager: the name and the PIN twice."""
        self.name = QLineEdit()
        self.name.setAccessibleName(translate("Managers", "New manager's name"))
        self.name.setPlaceholderText(translate("Managers", "Name"))
        self.name.setMaxLength(60)
        self.new_pin = pin_field(translate("Managers", "New manager's PIN"))
        self.new_again = pin_field(translate("Managers", "New manager's PIN again"))
        self.add = QPushButton(translate("Managers", "Add manager"))
        box = QGroupBox(translate("Managers", "Add a manager"))
        add_form = _wrapping_form(box)
        add_form.addRow(translate("Managers", "Name"), self.name)
        add_form.addRow(translate("Managers", "PIN (4–8 digits)"), self.new_pin)
        add_form.addRow(translate("Managers", "PIN again"), self.new_again)
        add_form.addRow(self.add)
        return box

    def _change_box(self) -> QGroupBox:
        """A new PIN for the manager chosen in the list, twice."""
        self.pin = pin_field(translate("Managers", "Chosen manager's new PIN"))
        self.again = pin_field(translate("Managers", "Chosen manager's new PIN again"))
        self.change = QPushButton(translate("Managers", "Change PIN"))
        self.change.setEnabled(False)
        box = QGroupBox(translate("Managers", "New PIN for the chosen manager"))
        change_form = _wrapping_form(box)
        change_form.addRow(translate("Managers", "New PIN"), self.pin)
        change_form.addRow(translate("Managers", "New PIN again"), self.again)
        change_form.addRow(self.change)
        return box

    def chosen(self) -> str:
        rows = self.table.selectionModel().selectedRows()
        return self._vm.managers.record(rows[0].row()).name if rows else ""

    def _add(self) -> None:
        self._adding = True
        self._vm.add(self.name.text(), self.new_pin.text(), self.new_again.text())

    def _change(self) -> None:
        self._adding = False
        self._vm.change_pin(self.chosen(), self.pin.text(), self.again.text())

    def _remove(self) -> None:
        self._adding = False
        self._vm.remove(self.chosen())

    def _chosen_changed(self, *_: object) -> None:
        chosen = bool(self.chosen())
        self.remove.setEnabled(chosen)
        self.change.setEnabled(chosen)

    def _changed(self, ok: bool) -> None:
        for field in (self.new_pin, self.new_again, self.pin, self.again):
            field.clear()
        if ok or self.status.text() == translate("Managers", PIN_AS_NAME_TEXT):
            self.name.clear()  # a PIN typed as a name is never kept on screen
        taken = self._vm.parts.gate.manager_names()
        if not ok and self._adding and name_problem(clean_name(self.name.text()), taken):
            # The name is what to fix ("Morgan is already a manager"): there, selected, not in
            # "PIN again" where the last Enter was.
            self.name.setFocus()
            self.name.selectAll()
        self._chosen_changed()

    def _show_notice(self, notice: Notice) -> None:
        text, kind = notice.text, notice.kind.value
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(True)


def _wrapping_form(box: QGroupBox) -> QFormLayout:
    """The form of one of the window's boxes: its fields as wide as the box, and larger text or a
    longer language puts a label above its field, never cuts it."""
    form = QFormLayout(box)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return form
