"""The POS hand-off: redemptions and payments still to key on the POS.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.handoff.handoff import HandoffViewModel

__all__ = ["HandoffViewModel"]
