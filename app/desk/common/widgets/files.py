"""Where exports go: a save dialog that opens in the user's Documents folder.

Without a folder Qt's dialog opens in the process's working directory, which for an installed till
is its program folder: a manager would save the shift report where nobody finds it (or cannot
write at all).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget


def documents_path(name: str) -> str:
    """``name`` in the user's Documents folder, made when it is missing; their home only when it
    cannot be made.

    Qt names a Documents folder even when it does not exist (a fresh account, a till image without
    one), and a dialog given a folder that does not exist opens in the working directory instead.
    """
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if not folder:
        return str(Path.home() / name)
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError:
        return str(Path.home() / name)
    return str(Path(folder) / name)


def ask_save_path(parent: QWidget, title: str, name: str, filter_text: str) -> Path | None:
    """The file a person chose to save to, starting in Documents; None when they cancelled."""
    chosen, _ = QFileDialog.getSaveFileName(parent, title, documents_path(name), filter_text)
    return Path(chosen) if chosen else None
