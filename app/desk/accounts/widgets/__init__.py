"""The accountant's export window."""

from app.desk.accounts.widgets.accounts_dialog import AccountsDialog

__all__ = ["AccountsDialog"]
