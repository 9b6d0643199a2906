"""*My tips record…* in the Shift menu: any member of staff prints their own tips paid by voucher,
with no manager's PIN (the record shows only their own rows). Shown only where the law has a tips
record (the Tips Act, Great Britain)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from app.compose import TipsRecord
from app.core.i18n import translate
from app.desk.accounts import widgets as accounts_dialogs
from app.desk.common.widgets.dialog_life import close_up, to_front
from app.desk.common.widgets.language import live

if TYPE_CHECKING:
    from app.desk.accounts import OwnTipsViewModel

#: Every entry of the Shift menu has its key, for a till without a mouse.
TIPS_KEY = QKeySequence("Ctrl+T")


class TipsOpener:
    """Opens one tips record at a time over ``window``; ``dialog`` is the one open, if any."""

    def __init__(self, window: QWidget, parts: TipsRecord) -> None:
        self._window = window
        self._parts = parts
        self.dialog: accounts_dialogs.OwnTipsDialog | None = None
        self.action = QAction(window)
        self.action.setShortcut(TIPS_KEY)
        self.action.triggered.connect(self.open)

        def words() -> None:
            self.action.setText(translate("Tips", "My tips record…"))

        live(window, words)

    def fill_menu(self, menu: QMenu) -> None:
        menu.addAction(self.action)
        menu.aboutToShow.connect(self._law)

    def _law(self) -> None:
        # The law is a setting a manager may change while the till is open.
        self.action.setVisible(self._parts.kept_here())

    def open(self) -> None:
        if not self._parts.staff() or not self._parts.kept_here():
            return
        if to_front(self.dialog):
            return
        model = self._parts.new_record()
        dialog = accounts_dialogs.OwnTipsDialog(model, self._parts.place, self._parts.today(), self._window)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._closed(dialog, model))
        dialog.open()

    def _closed(self, dialog: QDialog, model: OwnTipsViewModel) -> None:
        if self.dialog is dialog:
            self.dialog = None
        close_up(dialog, model)
