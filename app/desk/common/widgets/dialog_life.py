"""An opener's dialog, from a second press of its key to its close-up.

A dialog the till keeps one of (a bill, a sale, the tips record) is brought to the front when its
key is pressed again, never opened twice. Once it has finished, the dialog and the view-models it
showed go together, deleted later rather than now: the dialog's ``finished`` is still being
delivered when its opener lets go of it, and a view-model may still have a signal on its way to it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget


def to_front(dialog: QWidget | None) -> bool:
    """``dialog`` brought to the front, if one is open: True when it was."""
    if dialog is None:
        return False
    dialog.raise_()
    dialog.activateWindow()
    return True


def close_up(dialog: QObject | None, *models: QObject) -> None:
    """``dialog`` (None when nothing was open any more) and ``models`` deleted once Qt is done with
    them."""
    for done in (dialog, *models):
        if done is not None:
            done.deleteLater()
