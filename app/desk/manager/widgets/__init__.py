"""The manager feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.dual_limit import DualLimitDialog
from app.desk.manager.widgets.managers import ManagersDialog
from app.desk.manager.widgets.order_correction import OrderCorrector
from app.desk.manager.widgets.pin import PinDialog
from app.desk.manager.widgets.refund import RefundDialog
from app.desk.manager.widgets.reveal import RevealCodeDialog
from app.desk.manager.widgets.reveal_email import RevealEmailDialog
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.service_check import ServiceCheckDialog
from app.desk.manager.widgets.setup import edit_settings, first_run_setup
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.desk.manager.widgets.unconfirmed import UnconfirmedDialog

__all__ = [
    "AuditLogDialog",
    "DualLimitDialog",
    "ManagersDialog",
    "OrderCorrector",
    "PinDialog",
    "RefundDialog",
    "RevealCodeDialog",
    "RevealEmailDialog",
    "ReverseDialog",
    "ServiceCheckDialog",
    "ShiftReportDialog",
    "UnconfirmedDialog",
    "edit_settings",
    "first_run_setup",
]
