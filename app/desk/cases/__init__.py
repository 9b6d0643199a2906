"""Managers' records of one voucher: the dispute pack (the evidence this till holds, as a PDF) and
voucher cases (*Report a problem with this voucher*: a case sheet for the service's support, and
the voucher refused at this till until the case is closed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.cases.case_list import CaseListViewModel as CaseListViewModel
    from app.desk.cases.desk import CASE_REFUSAL_TEXT as CASE_REFUSAL_TEXT
    from app.desk.cases.desk import CaseDesk as CaseDesk
    from app.desk.cases.desk import case_badge as case_badge
    from app.desk.cases.desk import held_text as held_text
    from app.desk.cases.pack import DisputePackViewModel as DisputePackViewModel
    from app.desk.cases.report import CaseReportViewModel as CaseReportViewModel

#: Where each name lives, imported when first used: the till starts with only those it uses
#: and ``MODULES`` load once the till page is painted (``app.desk.common.lazy``,
#: ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "CaseListViewModel": "case_list",
        "CASE_REFUSAL_TEXT": "desk",
        "CaseDesk": "desk",
        "case_badge": "desk",
        "held_text": "desk",
        "DisputePackViewModel": "pack",
        "CaseReportViewModel": "report",
    },
)
