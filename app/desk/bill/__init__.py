"""A bill (F5): several vouchers paying one bill, reviewed once, each line through the money path.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.bill.bill import BillScope, BillViewModel
from app.desk.bill.lost import BillLostCheck

__all__ = ["BillLostCheck", "BillScope", "BillViewModel"]
