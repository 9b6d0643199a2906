"""The cases desk's windows."""

from app.desk.cases.widgets.dialogs import CaseListDialog, CaseReportDialog, DisputePackDialog

__all__ = ["CaseListDialog", "CaseReportDialog", "DisputePackDialog"]
