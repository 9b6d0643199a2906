"""The accountant's export window, and a member of staff's own tips record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.accounts.widgets.accounts_dialog import AccountsDialog as AccountsDialog
    from app.desk.accounts.widgets.own_tips_dialog import OwnTipsDialog as OwnTipsDialog

#: Where each name lives, imported when first used; ``MODULES`` load once the till page is painted
#: (``app.desk.common.lazy``, ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "AccountsDialog": "accounts_dialog",
        "OwnTipsDialog": "own_tips_dialog",
    },
)
