"""The manager feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_names, modules_of

if TYPE_CHECKING:
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

#: Where each name lives: imported when first used (``app.desk.common.lazy``).
_HOMES = {
    "AuditLogDialog": "audit_log",
    "DualLimitDialog": "dual_limit",
    "ManagersDialog": "managers",
    "OrderCorrector": "order_correction",
    "PinDialog": "pin",
    "RefundDialog": "refund",
    "RevealCodeDialog": "reveal",
    "RevealEmailDialog": "reveal_email",
    "ReverseDialog": "reverse",
    "ServiceCheckDialog": "service_check",
    "edit_settings": "setup",
    "first_run_setup": "setup",
    "ShiftReportDialog": "shift_report",
    "UnconfirmedDialog": "unconfirmed",
}
#: Every module of these widgets, for loading once the till page is painted (``app.shell.later``).
MODULES = modules_of(__name__, _HOMES)
__getattr__ = lazy_names(__name__, _HOMES)

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
