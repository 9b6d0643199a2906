"""The accountant's close (Manager menu, PIN first): any period's movements at a location, read from
the service's events, with what each redemption was worth and its VAT basis, as CSV and a PDF page;
and any member of staff's own tips record (Shift menu, no PIN: their own rows only)."""

from app.desk.accounts.export import AccountsReport, AccountsViewModel
from app.desk.accounts.own_tips import OwnTipsViewModel

__all__ = ["AccountsReport", "AccountsViewModel", "OwnTipsViewModel"]
