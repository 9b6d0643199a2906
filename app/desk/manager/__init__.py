"""The manager side of the till: a gate (PIN, lock, one-action sessions, the managers) and one
short-lived view-model per manager dialog, made by the desk (``desk.ManagerDesk``)."""

from app.desk.manager.base import ManagerParts, ManagerTask
from app.desk.manager.desk import ManagerDesk
from app.desk.manager.gate import TRAINING_PIN, ManagerGate
from app.desk.manager.order_correction import OrderCorrectionViewModel

__all__ = [
    "TRAINING_PIN",
    "ManagerDesk",
    "ManagerGate",
    "ManagerParts",
    "ManagerTask",
    "OrderCorrectionViewModel",
]
