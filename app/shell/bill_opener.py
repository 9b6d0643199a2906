"""Bill mode's way in: the *Pay a bill* button beside the code field and F5, from the Shift menu.

Each bill has a view-model of its own (``new_bill``: ``app.wiring.bill_for``), deleted once its
window closes:
a new bill starts afresh, and nothing of an old one lingers on the counter.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from app.core.i18n import translate
from app.desk.bill import widgets as bill_dialogs
from app.desk.common.approve import Approve
from app.desk.common.session import SessionViewModel
from app.desk.common.widgets.dialog_life import close_up, to_front
from app.desk.common.widgets.language import live
from app.desk.handoff import HandoffViewModel
from app.desk.status import StorageHealth

if TYPE_CHECKING:
    from app.desk.bill import BillViewModel

BILL_KEY = QKeySequence("F5")


class BillOpener(QObject):
    """Opens one bill at a time over ``window``; ``dialog`` is the one open, if any.

    A child of ``window``, so the storage's signal, which outlives the window, stops reaching the
    opener (and its button) once the window is gone."""

    def __init__(
        self,
        window: QWidget,
        new_bill: Callable[[], BillViewModel],
        *,
        storage: StorageHealth,
        session: SessionViewModel,
        handoff: HandoffViewModel,
        approve: Approve | None = None,
    ) -> None:
        super().__init__(window)
        self._approve = approve
        self._window = window
        self._new_bill = new_bill
        self._storage = storage
        self._session = session
        self._handoff = handoff
        self.dialog: bill_dialogs.BillDialog | None = None
        #: What is open at the till that an update must not interrupt (the updates' own set).
        self.open_work: set[str] = set()
        self.button = QPushButton()
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.open)
        self.action = QAction(window)
        self.action.setShortcut(BILL_KEY)
        self.action.triggered.connect(self.open)

        def words() -> None:
            self.button.setText(translate("Bill", "Pay a bill"))
            self.button.setToolTip(translate("Bill", "Several vouchers on one bill (F5)"))
            self.action.setText(translate("Bill", "Pay a bill…"))

        live(self.button, words)
        # Money actions pause while the till cannot write its journal: a bill is not even begun.
        storage.changed.connect(self._show_storage)
        self._show_storage()

    def fill_menu(self, menu: QMenu) -> None:
        menu.addAction(self.action)

    def _show_storage(self) -> None:
        allowed = self._storage.money_allowed
        self.button.setEnabled(allowed)
        self.action.setEnabled(allowed)

    def open(self) -> None:
        """A new bill, unless one is open already (then it comes to the front)."""
        if not self._storage.money_allowed or not self._session.staff:
            return
        if to_front(self.dialog):
            return
        model = self._new_bill()
        self.open_work.add("bill")
        self.dialog = bill_dialogs.BillDialog(model, self._window, approve=self._approve)
        self.dialog.finished.connect(lambda _result: self._closed(model))
        self.dialog.open()

    def _closed(self, model: BillViewModel) -> None:
        self.open_work.discard("bill")
        dialog, self.dialog = self.dialog, None
        model.close()
        close_up(dialog, model)
        self._handoff.refresh()
