"""The guest's side of the desk: the customer display, the guest's language and the read-back."""

from app.desk.guest.display import GuestDisplayViewModel, GuestLine, GuestScreen, Mood, SaleItem

__all__ = ["GuestDisplayViewModel", "GuestLine", "GuestScreen", "Mood", "SaleItem"]
