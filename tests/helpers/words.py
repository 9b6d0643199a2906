"""The words a screen shows or tells a screen reader, and those of them that never went through
``translate``: walked in the pseudo-language, any such word is plain English."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

from app.compose import Till

#: What names a POS reference in a hand-off, kept on one line with it (``kept_with_label``).
REFERENCE_LABEL = "—\u00a0reference\u00a0"
#: The same for a bill's references, keyed as one tender.
REFERENCES_LABEL = "—\u00a0references\u00a0"
#: The same in a reminder's or a report's line (``14:02 £37.50 — ref 700245 — Sam``).
REF_LABEL = "—\u00a0ref\u00a0"
#: What the service or the till's data says, never translated: codes, amounts (a sign joined to
#: its symbol by an unseen U+2060), times, ids; and a busy button's sign alone ("…"), in no language.
DATA = re.compile(r"[\sA-Z0-9£€$.,:·%()\-−–/+\u2060…]*")


def data_words(till: Till) -> set[str]:
    """Names the till shows as it has them: the place, the till, the staff, the managers."""
    settings = till.settings
    names = {settings.property_name, settings.location_name, settings.till_name}
    names |= {till.session.staff, till.session.place}
    return names | {manager.name for manager in settings.managers}


def texts(widget: QWidget) -> Iterable[tuple[str, str]]:
    """Every word the widget shows or tells a screen reader, as (what, text)."""
    yield "tooltip", widget.toolTip()
    yield "accessible name", widget.accessibleName()
    yield "accessible description", widget.accessibleDescription()
    if isinstance(widget, QLabel | QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QLineEdit):
        yield "placeholder", widget.placeholderText()
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if isinstance(widget, QComboBox):
        yield "placeholder", widget.placeholderText()
    if widget.isWindow():
        yield "title", widget.windowTitle()


def english(root: QWidget, till: Till, others: Iterable[QWidget] = ()) -> list[str]:
    """The words under ``root`` that are shown and did not go through ``translate``."""
    allowed = data_words(till)
    skipped = set(others)
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget in skipped or (widget is not root and not widget.isVisibleTo(root)):
            continue
        for what, text in texts(widget):
            plain = text.replace("&", "").strip()
            if not plain or plain.startswith("[") or DATA.fullmatch(plain) or text.strip() in allowed:
                continue
            found.append(f"{type(widget).__name__} {what}: {text!r}")
    return found
