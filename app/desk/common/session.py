"""Who is on the till and where it is: the shift's staff name and the location it redeems at."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.core.codes import CodeError, normalise_code
from app.core.i18n import SOURCE_LANGUAGE
from app.store.staff_languages import StaffLanguages


class SessionViewModel(QObject):
    """Signals: ``staff_changed(str)`` when someone signs in (an empty name means signed out).

    Each member of staff speaks their own language (``language``, a Babel locale name), chosen at
    sign-in and remembered for their name in ``languages``.
    """

    staff_changed = Signal(str)

    def __init__(
        self,
        place: str,
        till_name: str,
        training: bool,
        parent: QObject | None = None,
        languages: StaffLanguages | None = None,
    ) -> None:
        super().__init__(parent)
        self.place = place
        self.till_name = till_name
        self.training = training
        self.staff = ""
        self.language = SOURCE_LANGUAGE
        self._languages = languages

    def language_for(self, name: str) -> str | None:
        """The language ``name`` chose when they last signed in here, if any."""
        cleaned = " ".join(name.split())[:60]
        return self._languages.get(cleaned) if self._languages is not None and cleaned else None

    @staticmethod
    def scanned_code(name: str) -> str | None:
        """The voucher code ``name`` would be if a scanner typed it into the name field before
        anyone signed in (a guest's voucher handed over at the start of a shift): one word with a
        digit. Whether a scanner typed it is the page's to tell, by its pace: a name a person
        typed ("Ola2") is a name, whatever its shape."""
        cleaned = name.strip()
        if " " in cleaned or not any(ch.isdigit() for ch in cleaned):
            return None
        try:
            return normalise_code(cleaned)
        except CodeError:
            return None

    def sign_in(self, name: str, language: str = "") -> bool:
        """Start a shift; refuses a blank name, since every movement records who made it."""
        cleaned = " ".join(name.split())[:60]
        if not cleaned:
            return False
        self.staff = cleaned
        self.language = language or self.language_for(cleaned) or SOURCE_LANGUAGE
        if language and self._languages is not None:
            self._languages.remember(cleaned, language)
        self.staff_changed.emit(cleaned)
        return True

    def sign_out(self) -> None:
        self.staff = ""
        self.staff_changed.emit("")
