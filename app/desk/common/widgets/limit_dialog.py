"""A limit a manager sets under their PIN (the dual-control limit, the largest top-up): an intro, the
fields, what is wrong said as it is typed, Save and Cancel.

Save is offered whenever what is typed could be kept. A Save the till cannot keep (a read-only
settings folder) leaves the dialog open with the reason and what was typed, and Save still offered:
the manager can try again once the folder can be written, and nothing looks saved that is not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLayout, QLineEdit, QVBoxLayout, QWidget

from app.desk.common.widgets.grow import grow_to_lines
from app.desk.common.widgets.style import named


@dataclass(frozen=True)
class LimitWords:
    """The dialog's words, translated in its own feature's context."""

    title: str
    intro: str
    #: What a screen reader calls the amount field, and the reason beside or below it.
    amount: str
    reason: str
    save: str
    cancel: str


class LimitDialog(QDialog):
    """``problem()`` says what is wrong with what is typed ("" when it could be kept); ``keep()``
    keeps it and says why it could not ("" when it did). A subclass lays out its fields, with
    ``amount`` and ``reason`` among them, through ``lay_out``."""

    def __init__(
        self,
        words: LimitWords,
        problem: Callable[[], str],
        keep: Callable[[], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._problem = problem
        self._keep = keep
        self.setWindowTitle(words.title)
        self.setMinimumWidth(560)
        self.intro = QLabel(words.intro, wordWrap=True)
        self.amount = QLineEdit()
        self.amount.setAccessibleName(words.amount)
        self.amount.setMaximumWidth(160)
        self.reason = named(QLabel(wordWrap=True), "amountReason")
        self.reason.setAccessibleName(words.reason)
        self.reason.setVisible(False)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(words.save)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(words.cancel)
        self.amount.textChanged.connect(lambda _text: self.check())
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

    def lay_out(self, fields: QLayout, *below: QWidget) -> None:
        """The intro, then ``fields``, then ``below`` (a line each), then Save and Cancel."""
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(fields)
        for widget in below:
            layout.addWidget(widget)
        layout.addWidget(self.buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        grow_to_lines(self)

    def check(self) -> None:
        self._show(self._problem())

    def save(self) -> None:
        why = self._keep()
        if why:
            self._show(why)
            return
        self.accept()

    def _show(self, why: str) -> None:
        self.reason.setText(why)
        self.reason.setVisible(bool(why))
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(not self._problem())
        grow_to_lines(self)
