"""A bill (F5): several vouchers paying one bill, reviewed once, each line through the money path.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.bill.bill import BillScope as BillScope
    from app.desk.bill.bill import BillViewModel as BillViewModel
    from app.desk.bill.lines import LineState as LineState
    from app.desk.bill.lost import BillLostCheck as BillLostCheck

#: Where each name lives, imported when first used: the till page needs none of them, so the till
#: starts without them and ``MODULES`` load once it is painted (``app.desk.common.lazy``,
#: ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "BillScope": "bill",
        "BillViewModel": "bill",
        "BillLostCheck": "lost",
        "LineState": "lines",
    },
)
