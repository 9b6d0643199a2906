"""A dialog as tall as its wrapped lines need at its width.

A top-level dialog is sized from its layout's hints once, as it is shown; a wrapped label asks for
one line there. In a longer language (German, Polish) an explanation or a reason takes more lines
than that, and they were cut off at the bottom: the dialog grows to them instead, on the screen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QSizePolicy


def grow_to_lines(dialog: QDialog) -> None:
    """Grow ``dialog`` to the height its layout needs at its present width (never shrink it)."""
    layout = dialog.layout()
    if layout is None:
        return
    layout.activate()
    needed = layout.totalHeightForWidth(dialog.width()) if layout.hasHeightForWidth() else 0
    if needed > dialog.height():
        dialog.resize(dialog.width(), needed)


def wraps_to_width(label: QLabel) -> QLabel:
    """A wrapped label that takes the width the dialog's other fields give it and wraps there,
    rather than widening the dialog to its own idea of a good line (wider than a 1024 px screen
    in a longer language)."""
    label.setWordWrap(True)
    policy = label.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
    label.setSizePolicy(policy)
    return label
