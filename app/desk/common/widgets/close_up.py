"""A dialog's close-up: once it has finished, the dialog and the view-models it showed go together.

They are deleted later, not now: the dialog's ``finished`` is still being delivered when its opener
lets go of it, and a view-model may still have a signal on its way to the dialog.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


def close_up(dialog: QObject | None, *models: QObject) -> None:
    """``dialog`` (None when nothing was open any more) and ``models`` deleted once Qt is done with
    them."""
    for done in (dialog, *models):
        if done is not None:
            done.deleteLater()
