"""The button row of a window that shows something and is closed: a report, a list, a record."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton


def closing_buttons(dialog: QDialog, close: str, *actions: str) -> tuple[QDialogButtonBox, list[QPushButton]]:
    """Close (labelled ``close``, in the window's own words), which closes ``dialog``, and a button
    for each of ``actions`` ("Export CSV…", "Save PDF…"). No action is a default button: Enter in one
    of the window's fields never exports or saves."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.button(QDialogButtonBox.StandardButton.Close).setText(close)
    buttons.rejected.connect(dialog.reject)
    added = [buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole) for text in actions]
    for button in added:
        button.setAutoDefault(False)
    return buttons, added
