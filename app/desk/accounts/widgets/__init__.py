"""The accountant's export window, and a member of staff's own tips record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_names, modules_of

if TYPE_CHECKING:
    from app.desk.accounts.widgets.accounts_dialog import AccountsDialog
    from app.desk.accounts.widgets.own_tips_dialog import OwnTipsDialog

#: Where each name lives: imported when first used (``app.desk.common.lazy``).
_HOMES = {
    "AccountsDialog": "accounts_dialog",
    "OwnTipsDialog": "own_tips_dialog",
}
#: Every module of these widgets, for loading once the till page is painted (``app.shell.later``).
MODULES = modules_of(__name__, _HOMES)
__getattr__ = lazy_names(__name__, _HOMES)

__all__ = [
    "AccountsDialog",
    "OwnTipsDialog",
]
