"""Look and feel: the style sheet and the app icon, from resources/ whether run from source or frozen."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QWidget,
)

from app.core.i18n import label_spaces_freed
from app.core.notice import Notice
from app.core.resources import app_icon_files, resource_path
from app.desk.common.widgets.focus_in_sight import keep_focus_in_sight
from app.desk.common.widgets.headers import TillStyle
from app.desk.common.widgets.room import ask_size, fit_asked

W = TypeVar("W", bound=QWidget)


def apply_style(app: QApplication) -> None:
    if app.findChild(TillStyle) is None:  # once: a new style polishes every widget again
        style = TillStyle()
        style.setParent(app)
        app.setStyle(style)
    app.setStyleSheet(resource_path("style.qss").read_text(encoding="utf-8"))
    keep_focus_in_sight(app)
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


def fit_to_screen(dialog: QWidget, width: int, height: int) -> None:
    """Open ``dialog`` at ``width``×``height``, or smaller where its screen has less room.

    The room is the screen's available area less the dialog's frame (``room_for``): a dialog may be
    as tall as a maximized till's window, title bar included, but never reaches under the taskbar.
    Until the dialog is shown its frame is a guess; the size asked for is kept, so that the till's
    dialog placer (``app.shell.geometry``) fits it again to the room it really has: once the
    window manager's frame is known, each time it opens, and when its screen changes.
    """
    ask_size(dialog, QSize(width, height))
    fit_asked(dialog)


class WrapLabel(QLabel):
    """A word-wrapped label that keeps the height its lines need at its width.

    The till's window does not lay out height-for-width, so a plain wrapped label squeezed by a
    short screen loses its second line; this one asks for it, and the voucher's details (which
    scroll) give way instead.
    """

    def __init__(self, text: str = "", *, snug: bool = False) -> None:
        super().__init__(text)
        self.setWordWrap(True)
        #: No taller than its lines either (a status bar gave two lines 145 px).
        self._snug = snug

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()

    def fit_height(self) -> None:
        """Keep the height its lines need at its width now (a new text, or a wider column, may need
        fewer lines than before)."""
        least = self.minimumHeight()
        # A label's height for a width is never under its least height: measured without it, or a
        # line that once took two kept their height on a screen where it takes one.
        self.setMinimumHeight(0)
        needed = self.heightForWidth(self.width())
        self.setMinimumHeight(needed if needed > 0 else least)
        if needed > 0 and self._snug and needed != self.maximumHeight():
            self.setMaximumHeight(needed)


def kept_whole(label: QLabel, text: str) -> str:
    """``text`` as ``label`` shows it whole: its no-break spaces (a reference kept with its words)
    stay while the longest unbroken run fits the label's width, else those joining a label to its
    figure wrap as plain spaces, so a narrow column or larger text puts the reference on a line of
    its own rather than cut it. The ones inside a figure ("1 250,00 GBP") always stay."""
    metrics = label.fontMetrics()
    widest = max((metrics.horizontalAdvance(run) for run in text.replace("\n", " ").split(" ")), default=0)
    if widest <= label.contentsRect().width():
        return text
    return label_spaces_freed(text)


class KeptWholeLabel(QLabel):
    """A wrapped line naming a reference a cashier keys (``— reference VD…``), shown as
    ``kept_whole`` decides at the width it has, and decided again each time that width changes:
    decided once as the text came, before the window was laid out, the words and the reference
    kept on one line ran past the window's edge when the label was then narrower."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._whole = ""

    def set_whole(self, text: str) -> None:
        self._whole = text
        self.setText(kept_whole(self, text))

    def clear(self) -> None:
        self._whole = ""
        super().clear()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        shown = kept_whole(self, self._whole) if self._whole else self.text()
        if shown != self.text():
            self.setText(shown)


def named(widget: W, name: str) -> W:
    """Give a widget the object name the style sheet styles it by (a label's text is plain text)."""
    widget.setObjectName(name)
    if isinstance(widget, QLabel):
        widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def plain(label: QLabel) -> QLabel:
    """A label whose text is shown as written: a name the service sends as ``<i>Spa</i>`` is those
    characters, never italics (and never a link or an image a crafted name could bring in)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_labels(root: QWidget) -> None:
    """Every label under ``root`` shows its text as written (``plain``). The till shows no rich text
    in a label: what it shows is the service's words, names and figures."""
    for label in root.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)


def message_label(kind: str = "") -> QLabel:
    """A word-wrapped message line, hidden until there is something to say; ``kind`` sets its colour.
    It keeps the height its lines need: a long outcome grows its dialog rather than squeeze the
    figures above it."""
    label = named(WrapLabel(), "message")
    if kind:
        set_state(label, "kind", kind)
    label.setVisible(False)
    return label


def show_notice(label: QLabel, notice: Notice) -> None:
    """Say ``notice`` on a message line (``message_label``), in its kind's colour."""
    label.setText(notice.text)
    set_state(label, "kind", notice.kind.value)
    label.setVisible(True)


def action_buttons(action: str) -> tuple[QDialogButtonBox, QPushButton, QPushButton]:
    """A money dialog's buttons: the action (off until the dialog allows it, never the default, so a
    stray Enter cannot trigger it) and Cancel."""
    buttons = QDialogButtonBox()
    confirm = buttons.addButton(action, QDialogButtonBox.ButtonRole.ActionRole)
    confirm.setAutoDefault(False)
    confirm.setEnabled(False)
    cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
    return buttons, confirm, cancel


class ColumnScroll(QScrollArea):
    """A column that scrolls up and down only, frameless: what gives way on a short screen (the
    voucher's details, a long form) while the controls around it stay whole."""

    def __init__(self, content: QWidget, *, of_fields: bool = False) -> None:
        """``of_fields``: the content is a form, each field a Tab stop that scrolls itself into
        sight (``focus_in_sight``), so the column is no Tab stop of its own. Else Tab stops on
        the column, and the arrow keys scroll text that has no control to reach it by."""
        super().__init__()
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if of_fields:
            # A stop on the column between two fields took the focus where nothing showed it.
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
