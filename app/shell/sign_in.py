"""The start of a shift: who is on the till, and the language they read. Every money movement
records the name; the till speaks the language from the moment they start."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.core.i18n import translate
from app.desk.common.session import SessionViewModel
from app.desk.common.widgets.language import LANGUAGES, live
from app.desk.common.widgets.scan_guard import Burst
from app.desk.common.widgets.style import named


class SignInPage(QWidget):
    """Signals: ``language_chosen(str)`` when another language is picked (by hand or for a name the
    till has seen), so the page speaks it before the shift starts."""

    language_chosen = Signal(str)

    def __init__(self, session: SessionViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        #: A voucher code scanned here before anyone signed in: looked up once someone has.
        self.waiting_code = ""
        title = named(QLabel(), "productName")
        self.name = named(QLineEdit(), "codeEntry")
        self.name.setMaxLength(60)
        # A name may have digits ("Ola2"): only what a scanner typed, at its pace, is a code.
        self._burst = Burst(self.name)
        # Each language in its own words: someone who reads no English finds theirs.
        self.language = QComboBox()
        for language in LANGUAGES:
            self.language.addItem(language.name, language.code)
        self.start = named(QPushButton(), "primary")
        self.hint = QLabel()

        def words() -> None:
            title.setText(translate("SignIn", "Who is on the till?"))
            self.name.setPlaceholderText(translate("SignIn", "Your name"))
            self.name.setAccessibleName(translate("SignIn", "Staff name"))
            self.language.setAccessibleName(translate("SignIn", "Language"))
            self.language.setAccessibleDescription(translate("SignIn", "The language the till speaks to you"))
            self.start.setText(translate("SignIn", "Start shift"))
            self.start.setToolTip(translate("SignIn", "Start the shift (Enter)"))
            self.hint.setText(translate("SignIn", "Your name is recorded with every redemption you make."))

        live(self, words)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        for widget in (title, self.name, self.language, self.hint, self.start):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.name.setMinimumWidth(420)
        self.language.setMinimumWidth(420)
        self.name.textEdited.connect(self._name_typed)
        self.language.currentIndexChanged.connect(lambda _index: self.language_chosen.emit(self.chosen()))
        self.name.returnPressed.connect(self._start)
        self.start.clicked.connect(self._start)
        self.start.installEventFilter(self)
        self.language.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Enter on the Start button or the language list starts the shift: outside a dialog Qt's
        # buttons take only Space, and the button's tip promises Enter. (The name field has its
        # own Enter, ``returnPressed``.)
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self._start()
            return True
        return False

    def chosen(self) -> str:
        return str(self.language.currentData())

    def show_language(self, code: str) -> None:
        """Show ``code`` as the chosen language: the one the page speaks when a shift ends."""
        index = self.language.findData(code)
        if index >= 0:
            self.language.setCurrentIndex(index)

    def _name_typed(self, name: str) -> None:
        """A name the till has seen picks that person's language; they may still choose another."""
        remembered = self._session.language_for(name)
        if remembered is not None:
            index = self.language.findData(remembered)
            if index >= 0:
                self.language.setCurrentIndex(index)

    def _start(self) -> None:
        code = self._session.scanned_code(self.name.text()) if self._burst.scanned() else None
        if code is not None:
            # Never a shift signed in under a voucher code: the code waits for the counter.
            self.waiting_code = code
            self.name.clear()
            self.hint.setText(
                translate("SignIn", "That was a voucher code: type your name, and it is looked up.")
            )
            self.name.setFocus()
            return
        if not self._session.sign_in(self.name.text(), self.chosen()):
            self.hint.setText(translate("SignIn", "Type your name to start."))
            # From the language list, the name typed next would be taken as a search of the list.
            self.name.setFocus()
