"""The guest's side of the desk: the customer display's window and the till's controls for it."""

from app.desk.guest.widgets.guest_desk import GuestDesk
from app.desk.guest.widgets.guest_window import GuestWindow, guest_screen

__all__ = ["GuestDesk", "GuestWindow", "guest_screen"]
