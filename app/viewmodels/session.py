"""Who is on the till and where it is: the shift's staff name and the location it redeems at."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class SessionViewModel(QObject):
    """Signals: ``staff_changed(str)`` when someone signs in (an empty name means signed out)."""

    staff_changed = Signal(str)

    def __init__(self, place: str, till_name: str, training: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.place = place
        self.till_name = till_name
        self.training = training
        self.staff = ""

    def sign_in(self, name: str) -> bool:
        """Start a shift; refuses a blank name, since every movement records who made it."""
        cleaned = " ".join(name.split())[:60]
        if not cleaned:
            return False
        self.staff = cleaned
        self.staff_changed.emit(cleaned)
        return True

    def sign_out(self) -> None:
        self.staff = ""
        self.staff_changed.emit("")
