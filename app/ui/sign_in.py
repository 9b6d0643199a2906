"""The start of a shift: who is on the till. Every money movement records this name."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.ui.style import named
from app.viewmodels.session import SessionViewModel


class SignInPage(QWidget):
    def __init__(self, session: SessionViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        title = named(QLabel("Who is on the till?"), "productName")
        self.name = named(QLineEdit(), "codeEntry")
        self.name.setPlaceholderText("Your name")
        self.name.setAccessibleName("Staff name")
        self.name.setMaxLength(60)
        self.start = named(QPushButton("Start shift"), "primary")
        self.start.setToolTip("Start the shift (Enter)")
        self.hint = QLabel("Your name is recorded with every redemption you make.")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        for widget in (title, self.name, self.hint, self.start):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.name.setMinimumWidth(420)
        self.name.returnPressed.connect(self._start)
        self.start.clicked.connect(self._start)

    def _start(self) -> None:
        if not self._session.sign_in(self.name.text()):
            self.hint.setText("Type your name to start.")
