"""The service settings dialog: first run, and a manager's later change.

It is shown with ``open()`` and awaited through its ``finished`` signal, never ``exec()``: a nested
event loop would stall the asyncio work (the connection test) that qasync runs on Qt's loop.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QSize
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.notice import Kind, Notice
from app.core.settings import Settings
from app.desk.common.widgets.style import ColumnScroll, fit_to_screen, named, set_state
from app.desk.manager.admin import PIN_AS_NAME_TEXT, clean_name, name_problem
from app.desk.manager.setup import Choice, SetupViewModel
from app.desk.manager.setup_words import key_hint
from app.desk.manager.widgets.pin import pin_field
from app.store.credentials import CredentialStore

FALLBACK_WARNING = QT_TRANSLATE_NOOP(
    "Setup", "No secure key store on this computer: the key is kept in a file only your user can read."
)


class SetupDialog(QDialog):
    def __init__(
        self,
        model: SetupViewModel,
        *,
        first_run: bool,
        uses_fallback: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        model.setParent(self)  # the dialog owns its view-model: both go when it is deleted
        self.setWindowTitle(
            translate("Setup", "Set up Voucher Desk") if first_run else translate("Setup", "Service settings")
        )
        self.setMinimumWidth(820)
        title = named(
            QLabel(
                translate("Setup", "Connect this till to Giftpro")
                if first_run
                else translate("Setup", "Service settings")
            ),
            "productName",
        )
        intro = QLabel(
            translate(
                "Setup",
                "Type the service address and this till's API key, then test the connection to choose "
                "where the till redeems.",
            )
            if first_run
            else translate("Setup", "Changing the service, property or location restarts the till session.")
        )
        intro.setWordWrap(True)

        self._service_fields(model, uses_fallback)
        self._place_fields(model)
        self.managers_box = self._managers_box(model)
        self.managers_box.setVisible(first_run)
        self._buttons()

        self._lay_out(title, intro)
        # No button is the default: Enter in a field does that field's own action (test the key,
        # check the ids, add a manager) once, and never also saves or cancels the dialog.
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
        self._connect()
        self._show_choices(self.property_choice, [], -1)
        self._show_choices(self.location_choice, [], -1)

    def _service_fields(self, model: SetupViewModel, uses_fallback: bool) -> None:
        """The service's address, the key, its test and what the test and the service check found."""
        self.url = QLineEdit(model.initial.base_url)
        self.url.setAccessibleName(translate("Setup", "Service address"))
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setAccessibleName(translate("Setup", "API key"))
        self.key.setPlaceholderText(key_hint(model.saved_key))
        if model.saved_key:
            self.key.setToolTip(
                translate("Setup", "Leave empty to keep the saved key; type a new key to replace it")
            )
        self.test = QPushButton(translate("Setup", "&Test connection"))
        self.test.setToolTip(translate("Setup", "Read the properties and locations this key can use (Alt+T)"))
        self.status = named(QLabel(), "message")
        self.status.setWordWrap(True)
        self._show_status(translate("Setup", "Not tested yet."), "", "info")
        #: What the service check found at the last test, under the test's answer.
        self.service_check = QLabel()
        self.service_check.setWordWrap(True)
        self.service_check.setVisible(False)
        self.warning = named(QLabel(translate("Setup", FALLBACK_WARNING)), "message")
        self.warning.setWordWrap(True)
        set_state(self.warning, "kind", "unknown")
        self.warning.setVisible(uses_fallback)

    def _place_fields(self, model: SetupViewModel) -> None:
        """Where the till redeems (chosen, or typed as ids), its name, and whether it is alone there."""
        self.property_choice = QComboBox()
        self.property_choice.setAccessibleName(translate("Setup", "Property"))
        self.location_choice = QComboBox()
        self.location_choice.setAccessibleName(translate("Setup", "Location"))
        self.property_id = QLineEdit(str(model.initial.domain_id or ""))
        self.property_id.setAccessibleName(translate("Setup", "Property id"))
        self.property_id.setPlaceholderText(translate("Setup", "Property id (domainID)"))
        self.location_id = QLineEdit(str(model.initial.location_id or ""))
        self.location_id.setAccessibleName(translate("Setup", "Location id"))
        self.location_id.setPlaceholderText(translate("Setup", "Location id (locationID)"))
        self.check_ids = QPushButton(translate("Setup", "C&heck ids"))
        self.check_ids.setToolTip(translate("Setup", "Check the typed ids with the service (Alt+H)"))
        self.typed_ids = QWidget()
        typed_row = QHBoxLayout(self.typed_ids)
        typed_row.setContentsMargins(0, 0, 0, 0)
        typed_row.addWidget(self.property_id, 1)
        typed_row.addWidget(self.location_id, 1)
        typed_row.addWidget(self.check_ids)
        self.typed_ids.setVisible(False)
        self.till_name = QLineEdit(model.till_name)
        self.till_name.setAccessibleName(translate("Setup", "Till name"))
        self.till_name.setMaxLength(40)
        self.only_till = QCheckBox(translate("Setup", "This is the only till at this location"))
        self.only_till.setChecked(model.only_till_here)
        self.only_till.setToolTip(
            translate(
                "Setup",
                "Tick only if no other till redeems at this location. The service does not say which till "
                "made a movement: with another till here, a lost answer always goes to a manager.",
            )
        )

    def _buttons(self) -> None:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save = named(self.buttons.button(QDialogButtonBox.StandardButton.Save), "primary")
        self.save.setToolTip(translate("Setup", "Save the settings (Ctrl+S)"))
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(translate("Setup", "Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("Setup", "Cancel"))
        self.save.setShortcut("Ctrl+S")
        self.save.setEnabled(False)

    def _lay_out(self, title: QLabel, intro: QLabel) -> None:
        key_row = QHBoxLayout()
        key_row.addWidget(self.key, 1)
        key_row.addWidget(self.test)
        form = QFormLayout()
        form.addRow(translate("Setup", "Service address"), self.url)
        form.addRow(translate("Setup", "API key"), key_row)
        form.addRow(self.status)
        form.addRow(self.service_check)
        form.addRow(translate("Setup", "Property"), self.property_choice)
        form.addRow(translate("Setup", "Location"), self.location_choice)
        form.addRow(self.typed_ids)
        form.addRow(translate("Setup", "Till name"), self.till_name)
        form.addRow(self.only_till)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(title)
        column.addWidget(intro)
        column.addWidget(self.warning)
        column.addLayout(form)
        column.addWidget(self.managers_box)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        self._body = body
        layout.addWidget(_FormScroll(body, of_fields=True), 1)
        layout.addWidget(self.buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The button box makes Save the default as it is shown; Enter must not save (see __init__).
        self.save.setDefault(False)
        # As tall as it asks to be where the screen has room: shorter, the form squeezed its fields
        # below their height and cut the bottom of their text ("https://api.giftpro.co.uk").
        # As wide as the form's words need where the screen has room: the form scrolls up and down
        # only, so in a longer language its right edge was cut off ("Managers (each approves…").
        layout = self.layout()
        needed = self._body.minimumSizeHint().width()
        if layout is not None:
            needed += layout.contentsMargins().left() + layout.contentsMargins().right()

        fit_to_screen(self, max(self.width(), needed), max(self.height(), self.sizeHint().height()))

    def _managers_box(self, model: SetupViewModel) -> QGroupBox:
        """Managers, each with their own name and PIN: at least one before the till is saved."""
        # Its heading is a line that wraps inside the box, not the box's title: a title never
        # wraps, and in a longer language it made the form wider than a 1024 px screen.
        box = QGroupBox()
        heading = QLabel(translate("Setup", "Managers (each approves with their own PIN; at least one)"))
        heading.setWordWrap(True)
        box.setAccessibleName(heading.text())
        self.manager_list = QTableView()
        self.manager_list.setModel(model.managers)
        self.manager_list.setAccessibleName(translate("Setup", "Managers"))
        self.manager_list.verticalHeader().setVisible(False)
        self.manager_list.horizontalHeader().setVisible(False)
        self.manager_list.horizontalHeader().setStretchLastSection(True)
        self.manager_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.manager_list.setMaximumHeight(96)
        self.manager_list.setTabKeyNavigation(False)
        self.manager_name = QLineEdit()
        self.manager_name.setAccessibleName(translate("Setup", "Manager's name"))
        self.manager_name.setPlaceholderText(translate("Setup", "Manager's name"))
        self.manager_name.setMaxLength(60)
        self.manager_pin = pin_field(translate("Setup", "Manager's PIN"))
        # Whole in its field, not "PIN (4-8 …".
        self.manager_pin.setPlaceholderText(translate("Setup", "4–8 digit PIN"))
        self.manager_again = pin_field(translate("Setup", "Manager's PIN again"))
        self.manager_again.setPlaceholderText(translate("Setup", "PIN again"))
        self.add_manager = QPushButton(translate("Setup", "&Add manager"))
        self.add_manager.setAutoDefault(False)
        self.remove_manager = QPushButton(translate("Setup", "Remove"))
        self.remove_manager.setAutoDefault(False)
        self.manager_status = named(QLabel(), "message")
        self.manager_status.setWordWrap(True)
        self.manager_status.setVisible(False)
        fields = QHBoxLayout()
        fields.addWidget(self.manager_name, 1)
        fields.addWidget(self.manager_pin, 1)
        fields.addWidget(self.manager_again, 1)
        fields.addWidget(self.add_manager)
        row = QHBoxLayout()
        row.addWidget(self.manager_list, 1)
        row.addWidget(self.remove_manager)
        inside = QVBoxLayout(box)
        inside.addWidget(heading)
        inside.addLayout(row)

        inside.addLayout(fields)
        inside.addWidget(self.manager_status)
        return box

    def _connect(self) -> None:
        model = self.model
        self.url.textEdited.connect(self._edited)
        self.key.textEdited.connect(self._edited)
        self.key.returnPressed.connect(self._test)
        self.test.clicked.connect(self._test)
        self.property_choice.currentIndexChanged.connect(self._property_chosen)
        self.location_choice.currentIndexChanged.connect(self._location_chosen)
        self.till_name.textEdited.connect(self._till_name_edited)
        self.only_till.toggled.connect(model.set_only_till_here)
        self.check_ids.clicked.connect(self._check_ids)
        self.location_id.returnPressed.connect(self._check_ids)
        model.manual_entry.connect(self.typed_ids.setVisible)
        self.buttons.accepted.connect(self._save)
        self.buttons.rejected.connect(self.reject)
        model.busy_changed.connect(self._show_busy)
        model.notice.connect(self._show_notice)
        model.service_checked.connect(self._show_service_check)
        model.properties_changed.connect(self._show_properties)
        model.locations_changed.connect(self._show_locations)
        model.can_save_changed.connect(self._show_can_save)
        model.manager_said.connect(self._show_manager_said)
        for field in (self.manager_name, self.manager_pin, self.manager_again):
            field.returnPressed.connect(self._add_manager)
        self.add_manager.clicked.connect(self._add_manager)
        self.remove_manager.clicked.connect(self._remove_manager)

    # -- what the user does ---------------------------------------------------------------------

    def _edited(self, _text: str) -> None:
        self.model.edited()

    def _test(self) -> None:
        self.model.test_connection(self.url.text(), self.key.text())

    def _check_ids(self) -> None:
        self.model.check_ids(self.property_id.text(), self.location_id.text())

    def _property_chosen(self, index: int) -> None:
        self.model.choose_property(self.property_choice.itemData(index))

    def _location_chosen(self, index: int) -> None:
        self.model.choose_location(self.location_choice.itemData(index))

    def _till_name_edited(self, text: str) -> None:
        self.model.set_till_name(text)

    def _add_manager(self) -> None:
        self.model.add_manager(self.manager_name.text(), self.manager_pin.text(), self.manager_again.text())

    def _remove_manager(self) -> None:
        rows = self.manager_list.selectionModel().selectedRows()
        if rows:
            self.model.remove_manager(self.model.managers.record(rows[0].row()).name)

    def _show_manager_said(self, said: Notice) -> None:
        self.manager_pin.clear()
        self.manager_again.clear()
        if said.kind is Kind.DONE or said.text == translate("Managers", PIN_AS_NAME_TEXT):
            self.manager_name.clear()  # a PIN typed as a name is never kept on screen
            self.manager_name.setFocus()
        elif name_problem(
            clean_name(self.manager_name.text()), [m.name for m in self.model.managers.records]
        ):
            self.manager_name.setFocus()  # the name is what to fix ("Morgan is already a manager")
            self.manager_name.selectAll()
        self.manager_status.setText(said.text)
        set_state(self.manager_status, "kind", said.kind.value)
        self.manager_status.setVisible(True)

    def _manager_names(self) -> list[str]:
        return [m.name for m in self.model.managers.records]

    def _save(self) -> None:
        if self.model.result() is not None:
            self.accept()

    # -- what the view-model says ---------------------------------------------------------------

    def _show_busy(self, busy: bool) -> None:
        self.test.setEnabled(not busy)
        self.check_ids.setEnabled(not busy)
        self.test.setText(translate("Setup", "Testing…") if busy else translate("Setup", "&Test connection"))

    def _show_service_check(self, text: str) -> None:
        self.service_check.setText(text)
        self.service_check.setVisible(bool(text))

    def _show_notice(self, notice: Notice) -> None:
        self._show_status(notice.text, notice.details, notice.kind.value)

    def _show_status(self, text: str, details: str, kind: str) -> None:
        self.status.setText(text)
        self.status.setToolTip(details)
        set_state(self.status, "kind", kind)
        if self.isVisible() and self.sizeHint().height() > self.height():
            self.resize(self.width(), self.sizeHint().height())

    def _show_properties(self, items: list[Choice], selected: int) -> None:
        self._show_choices(self.property_choice, items, selected)

    def _show_locations(self, items: list[Choice], selected: int) -> None:
        self._show_choices(self.location_choice, items, selected)

    def _show_choices(self, combo: QComboBox, items: list[Choice], selected: int) -> None:
        combo.blockSignals(True)
        combo.clear()
        for ident, name in items:
            combo.addItem(name, ident)
        combo.setCurrentIndex(selected)
        combo.setEnabled(bool(items))
        combo.setPlaceholderText(translate("Setup", "Test the connection first") if not items else "")

        combo.blockSignals(False)

    def _show_can_save(self, can: bool) -> None:
        self.save.setEnabled(can)


async def ask(dialog: SetupDialog) -> tuple[Settings, str] | None:
    """Show the dialog without a nested event loop and wait for its answer."""
    finished: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def settle(code: int) -> None:
        if not finished.done():
            finished.set_result(code)

    dialog.finished.connect(settle)
    dialog.open()
    if dialog.model.can_retest_saved:
        dialog.model.test_connection(dialog.url.text(), "")
    try:
        code = await finished
    finally:
        await dialog.model.aclose()
        dialog.deleteLater()
    return dialog.model.result() if code == QDialog.DialogCode.Accepted else None


async def first_run_setup(
    parent: QWidget | None, settings: Settings | None, credential_store: CredentialStore
) -> tuple[Settings, str] | None:
    """Settings and key for a till that lacks either; None if the user gave up. Saves nothing itself."""
    return await _setup(parent, settings, credential_store, first_run=True)


async def edit_settings(
    parent: QWidget | None, settings: Settings, credential_store: CredentialStore
) -> tuple[Settings, str] | None:
    """The same dialog, pre-filled, for a manager; None when cancelled. Saves nothing itself."""
    return await _setup(parent, settings, credential_store, first_run=False)


async def _setup(
    parent: QWidget | None,
    settings: Settings | None,
    credential_store: CredentialStore,
    *,
    first_run: bool,
) -> tuple[Settings, str] | None:
    model = SetupViewModel(settings, credential_store.get_api_key())
    uses_fallback = credential_store.uses_fallback
    return await ask(SetupDialog(model, first_run=first_run, uses_fallback=uses_fallback, parent=parent))


class _FormScroll(ColumnScroll):
    """The form, whole where the screen has room and scrolling where it has not (a 1024×700 till
    under a title bar and a taskbar): its fields keep their height, and Save stays in view."""

    def sizeHint(self) -> QSize:
        body = self.widget()
        return body.sizeHint() if body is not None else super().sizeHint()
