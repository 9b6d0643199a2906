"""The staff integrity report's window."""

from app.desk.integrity.widgets.integrity_dialog import IntegrityDialog

__all__ = ["IntegrityDialog"]
