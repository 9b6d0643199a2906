"""Managers' records of one voucher: the dispute pack (the evidence this till holds, as a PDF) and
voucher cases (*Report a problem with this voucher*: a case sheet for the service's support, and
the voucher refused at this till until the case is closed)."""

from app.desk.cases.case_list import CaseListViewModel
from app.desk.cases.desk import CASE_REFUSAL_TEXT, CaseDesk, case_badge, held_text
from app.desk.cases.pack import DisputePackViewModel
from app.desk.cases.report import CaseReportViewModel

__all__ = [
    "CASE_REFUSAL_TEXT",
    "CaseDesk",
    "CaseListViewModel",
    "CaseReportViewModel",
    "DisputePackViewModel",
    "case_badge",
    "held_text",
]
