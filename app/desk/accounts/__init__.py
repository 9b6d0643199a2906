"""The accountant's close (Manager menu, PIN first): any period's movements at a location, read from
the service's events, with what each redemption was worth and its VAT basis, as CSV and a PDF page;
and any member of staff's own tips record (Shift menu, no PIN: their own rows only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.accounts.export import AccountsReport as AccountsReport
    from app.desk.accounts.export import AccountsViewModel as AccountsViewModel
    from app.desk.accounts.own_tips import OwnTipsViewModel as OwnTipsViewModel

#: Where each name lives, imported when first used: the till page needs none of them, so the till
#: starts without them and ``MODULES`` load once it is painted (``app.desk.common.lazy``,
#: ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "AccountsReport": "export",
        "AccountsViewModel": "export",
        "OwnTipsViewModel": "own_tips",
    },
)
