"""The last movement's slip: printed, saved or shown again.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.slip.slips import SlipViewModel

__all__ = ["SlipViewModel"]
