"""The manager side of the till: a gate (PIN, lock, one-action sessions, the managers) and one
short-lived view-model per manager dialog, made by the desk (``desk.ManagerDesk``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.desk.common.lazy import lazy_package

if TYPE_CHECKING:
    from app.desk.manager.admin import ManagerAdminViewModel as ManagerAdminViewModel
    from app.desk.manager.audit import AuditLogViewModel as AuditLogViewModel
    from app.desk.manager.base import ManagerParts as ManagerParts
    from app.desk.manager.base import ManagerTask as ManagerTask
    from app.desk.manager.desk import ManagerDesk as ManagerDesk
    from app.desk.manager.dual_limit import DualLimitViewModel as DualLimitViewModel
    from app.desk.manager.gate import TRAINING_PIN as TRAINING_PIN
    from app.desk.manager.gate import ManagerGate as ManagerGate
    from app.desk.manager.order_correction import OrderCorrectionViewModel as OrderCorrectionViewModel
    from app.desk.manager.refund import RefundViewModel as RefundViewModel
    from app.desk.manager.reveal import RevealCodeViewModel as RevealCodeViewModel
    from app.desk.manager.reveal_email import RevealEmailViewModel as RevealEmailViewModel
    from app.desk.manager.service_check import ServiceCheckViewModel as ServiceCheckViewModel
    from app.desk.manager.shift import ShiftReportViewModel as ShiftReportViewModel

#: Where each name lives, imported when first used: the till starts with the gate and the desk, and
#: the dialogs' view-models, which the till page does not show, load once it is painted
#: (``MODULES``: ``app.desk.common.lazy``, ``app.shell.later``).
MODULES, __all__ = lazy_package(
    __name__,
    {
        "ManagerParts": "base",
        "ManagerTask": "base",
        "ManagerDesk": "desk",
        "TRAINING_PIN": "gate",
        "ManagerGate": "gate",
        "OrderCorrectionViewModel": "order_correction",
        "ManagerAdminViewModel": "admin",
        "AuditLogViewModel": "audit",
        "DualLimitViewModel": "dual_limit",
        "RefundViewModel": "refund",
        "RevealCodeViewModel": "reveal",
        "RevealEmailViewModel": "reveal_email",
        "ServiceCheckViewModel": "service_check",
        "ShiftReportViewModel": "shift",
    },
)
