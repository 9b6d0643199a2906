"""The accountant's close (Manager menu, PIN first): any period's movements at a location, read from
the service's events, with what each redemption was worth and its VAT basis, as CSV and a PDF page."""

from app.desk.accounts.export import AccountsReport, AccountsViewModel

__all__ = ["AccountsReport", "AccountsViewModel"]
