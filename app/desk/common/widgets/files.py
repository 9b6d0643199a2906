"""Where exports go: a save dialog that opens in the user's Documents folder, and what the window
says when the file could not be written there.

Without a folder Qt's dialog opens in the process's working directory, which for an installed till
is its program folder: a manager would save the shift report where nobody finds it (or cannot
write at all).
"""

from __future__ import annotations

import contextlib
import errno
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from app.core.i18n import translate

#: "No space" and "over quota" (not every platform's errno has the latter).
_FULL = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})
_REFUSED = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})


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


def save_problem(path: Path, write: Callable[[Path], object]) -> str | None:
    """``write(path)``; what to tell the person who chose ``path`` when it failed, None when it did not.

    A report a manager files must not be said saved when the disk took none of it (a full disk, a
    folder the till may not write in): the export stays on screen to be saved elsewhere. A full disk
    fails the write after the file was opened and emptied: what it left (empty, or cut short) is
    taken away, never found later as the report. A file the till may not open is left as it was.
    """
    try:
        write(path)
    except OSError as exc:
        if exc.errno in _FULL:
            with contextlib.suppress(OSError):
                path.unlink()
            said = translate(
                "Files", "Not saved: the disk is full. Free some space or choose another folder ({path})."
            )
        elif exc.errno in _REFUSED or isinstance(exc, PermissionError):
            said = translate(
                "Files", "Not saved: the till may not write to that folder. Choose another one ({path})."
            )
        else:
            return translate("Files", "Not saved: the system reported “{error}” ({path}).").format(
                error=exc.strerror or exc, path=path
            )
        return said.format(path=path)
    return None
