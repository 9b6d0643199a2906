"""The accountant's export window, and a member of staff's own tips record."""

from app.desk.accounts.widgets.accounts_dialog import AccountsDialog
from app.desk.accounts.widgets.own_tips_dialog import OwnTipsDialog

__all__ = ["AccountsDialog", "OwnTipsDialog"]
