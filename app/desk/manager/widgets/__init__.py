"""The manager feature's widgets: each binds to the feature's view-models and is given what else it
needs (a callable, a task starter), never the ``Till``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.manager.widgets.audit_log import AuditLogDialog as AuditLogDialog
    from app.desk.manager.widgets.dual_limit import DualLimitDialog as DualLimitDialog
    from app.desk.manager.widgets.managers import ManagersDialog as ManagersDialog
    from app.desk.manager.widgets.order_correction import OrderCorrector as OrderCorrector
    from app.desk.manager.widgets.pin import PinDialog as PinDialog
    from app.desk.manager.widgets.refund import RefundDialog as RefundDialog
    from app.desk.manager.widgets.reveal import RevealCodeDialog as RevealCodeDialog
    from app.desk.manager.widgets.reveal_email import RevealEmailDialog as RevealEmailDialog
    from app.desk.manager.widgets.reverse import ReverseDialog as ReverseDialog
    from app.desk.manager.widgets.service_check import ServiceCheckDialog as ServiceCheckDialog
    from app.desk.manager.widgets.setup import (
        edit_settings as edit_settings,
    )
    from app.desk.manager.widgets.setup import (
        first_run_setup as first_run_setup,
    )
    from app.desk.manager.widgets.shift_report import ShiftReportDialog as ShiftReportDialog
    from app.desk.manager.widgets.unconfirmed import UnconfirmedDialog as UnconfirmedDialog

#: Where each name lives, imported when first used; ``MODULES`` load once the till page is painted
#: (``app.desk.common.lazy``, ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
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
    },
)
