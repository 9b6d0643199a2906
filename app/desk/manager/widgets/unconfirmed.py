"""A manager decides an unconfirmed movement, with the events that could be it in front of them.

The till could not single out its own event; the manager, who can ask the cashier, the guest or the
other till, says which one is this till's, or that none is. The decision is recorded and shown as
the manager's ("Marked by Morgan as not taken; the till could not confirm it"), never as a fact.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.notice import Notice
from app.desk.common.widgets.style import (
    action_buttons,
    fit_to_screen,
    message_label,
    named,
    plain_labels,
    set_state,
)
from app.desk.manager.unconfirmed import UnconfirmedViewModel


class UnconfirmedDialog(QDialog):
    def __init__(self, model: UnconfirmedViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._vm = model
        view = model.view
        self.setWindowTitle(translate("Unconfirmed", "Unconfirmed movement"))
        self.setMinimumWidth(min(720, self.screen().availableGeometry().width()))
        heading = named(QLabel(view.heading), "productName")
        heading.setWordWrap(True)
        explain = QLabel(
            translate(
                "Unconfirmed",
                "The service's records cannot tell whether this till's request went through. Check with "
                "the cashier and the other tills, then choose the event that is this till's, or say that "
                "none of them is.",
            )
        )
        explain.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(model.candidates)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAccessibleName(translate("Unconfirmed", "Events that could be this movement"))
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setTabKeyNavigation(False)  # arrows move inside; Tab goes on to the buttons
        # Every column as wide as its title and cells: at 1024 px the manager reads each figure whole.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.none = QPushButton(translate("Unconfirmed", "None of these is this till's"))
        self.status = message_label()
        buttons, self.confirm, self.close_button = action_buttons(
            translate("Unconfirmed", "This one is this till's")
        )
        self.close_button.setText(translate("Unconfirmed", "Cancel"))
        self.confirm.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(explain)
        layout.addWidget(self.table)
        layout.addWidget(self.none)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.table.selectionModel().selectionChanged.connect(
            lambda *_: self.confirm.setEnabled(bool(self.table.selectionModel().selectedRows()))
        )
        self.confirm.clicked.connect(self.choose_selected)
        self.none.clicked.connect(self.choose_none)
        self.close_button.clicked.connect(self.reject)
        model.notice.connect(self._show_notice)
        fit_to_screen(self, 980, 560)
        plain_labels(self)

    def choose_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._decide(self._vm.candidates.records[rows[0].row()].event_id)

    def choose_none(self) -> None:
        self._decide(None)

    def _decide(self, event_id: int | None) -> None:
        self.confirm.setEnabled(False)
        self.none.setEnabled(False)
        self._vm.decide(event_id)

    def _show_notice(self, notice: Notice) -> None:
        text, kind = notice.text, notice.kind.value
        self.status.setText(text)
        set_state(self.status, "kind", kind)
        self.status.setVisible(True)
        self.close_button.setText(translate("Unconfirmed", "Close"))
