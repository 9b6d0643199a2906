"""Look and feel: the style sheet and the app icon, from resources/ whether run from source or frozen."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from app.core.resources import app_icon_files, resource_path

W = TypeVar("W", bound=QWidget)


def apply_style(app: QApplication) -> None:
    app.setStyleSheet(resource_path("style.qss").read_text(encoding="utf-8"))
    icon = QIcon()
    for png in app_icon_files():
        icon.addFile(str(png))
    app.setWindowIcon(icon)


def set_state(widget: QWidget, name: str, value: str) -> None:
    """Set a style property (``tone``, ``kind``, ``state``) and make the style sheet see the change."""
    if widget.property(name) == value:
        return
    widget.setProperty(name, value)
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        style = widget.style()
        style.unpolish(widget)
        style.polish(widget)


def named(widget: W, name: str) -> W:
    """Give a widget the object name the style sheet styles it by."""
    widget.setObjectName(name)
    return widget
