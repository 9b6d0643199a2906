"""The till's health: the service's clock checked again, stores that cannot write, retention.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.status.recheck import RecheckViewModel
from app.desk.status.retention import build_retention
from app.desk.status.storage import StorageHealth

__all__ = ["RecheckViewModel", "StorageHealth", "build_retention"]
