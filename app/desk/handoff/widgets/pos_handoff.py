"""After a redemption: what to key on the property's POS, large and plain, and the "Keyed on POS" tick.

The banner stays until someone ticks the redemption (a key or a tap), then shows the next one not yet
ticked, so nothing is forgotten when the desk gets busy. Before staff sign out or close the till, a
reminder lists the redemptions still not ticked.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QMargins, QObject, Qt
from PySide6.QtGui import QFont, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.masking import mask_code
from app.core.movement import MovementKind
from app.core.notice import Notice
from app.core.pos_handoff import Handoff
from app.desk.common.widgets.give_way import FiguresFirstLabel
from app.desk.common.widgets.handoff_keys import COPY_KEY, PRINT_KEY, TICK_KEY
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import WrapLabel, named, set_state
from app.desk.handoff.handoff import HandoffViewModel, held_text

#: A finger-sized button on a touch screen.
TOUCH_HEIGHT = 44
#: Windows shorter than this keep the hand-off to its instruction and keys (``HandoffBanner._fit``).
COMPACT_BELOW = 740
_NO_LIMIT = 16_777_215  # Qt's QWIDGETSIZE_MAX


class HandoffBanner(QFrame):
    """The redemption to key on the POS now; hidden while none waits."""

    def __init__(
        self,
        handoff: HandoffViewModel,
        parent: QWidget | None = None,
        *,
        shown_code: Callable[[str], str] = mask_code,
    ) -> None:
        """``shown_code``: a voucher's code as the till's feed beside the hand-off shows it."""
        super().__init__(parent)
        self._vm = handoff
        self._shown_code = shown_code
        self.setObjectName("posHandoff")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.instruction = WrapLabel()
        self.instruction.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.instruction.font())
        font.setPointSizeF(max(18.0, font.pointSizeF() * 1.5))
        font.setBold(True)
        self.instruction.setFont(font)
        # Its whole line where that fits on one line or the window is tall; else without who did
        # it (whole in the tooltip): on a 1366×768 till at 125 %, beside a banner of money waiting
        # for a manager, its second line took the height the voucher's status needed.
        self.detail = FiguresFirstLabel()
        self.detail.set_room(self._detail_room, self)
        # Short labels, the whole meaning in the tooltip and accessible name: three long ones side by
        # side made the till wider than a 1024 px screen.
        self.copy = QPushButton()
        self.keyed = QPushButton()
        self.print_slip = QPushButton()
        for button in (self.copy, self.keyed, self.print_slip):
            button.setMinimumHeight(TOUCH_HEIGHT)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.more = QLabel(wordWrap=True)
        # Never cut: its whole text where that fits on one line, else its short form (the whole in
        # the tooltip), wrapped where even that does not fit (``_arrange`` gives it its row).
        self.message = named(FiguresFirstLabel(), "message")
        self.message.setVisible(False)
        #: Offered beside a slip that could not be printed: the guest still gets it, as a PDF.
        self.save_pdf = QPushButton()
        self.save_pdf.setAutoDefault(False)
        self.save_pdf.setMinimumHeight(TOUCH_HEIGHT)
        self.save_pdf.setVisible(False)

        self._lay_out()

        #: Whether the window's resizes are watched (``showEvent``).
        self._watching = False
        #: Whether a redemption or a top-up is under review at the counter (``give_way_to_review``).
        self._reviewing = False
        self.copy.clicked.connect(self.copy_to_clipboard)
        self.keyed.clicked.connect(handoff.tick_current)
        handoff.changed.connect(self.show_handoff)
        self._shown: tuple[Handoff | None, int] = (None, 0)
        self.show_handoff(handoff.current, len(handoff.unticked()))
        live(self, self._words)

    def _lay_out(self) -> None:
        # The count of others waiting sits on the line about this one, so at 1024 px the three
        # buttons keep their whole labels; tight margins, so the banner leaves the window its height.
        # "On the POS now ·" is the detail's own first words, so the line wraps as one text and a
        # 1024×700 till (a title bar and a taskbar) keeps the hand-off to two lines above its keys.
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self._about = QHBoxLayout()
        self._about.addWidget(self.detail, 1)
        self._about.addWidget(self.more)
        # One row of keys where their words fit, else the tick on a row of its own: a longer
        # language's words are never cut to fit a 1024 px till (``_arrange``).
        self._buttons = QGridLayout()
        self._buttons.setColumnStretch(3, 1)
        self._two_rows: bool | None = None
        #: Whether the count of others waiting leaves the line about this hand-off, and where it
        #: is now: "about", "keys" or "away" (``_place_more``).
        self._more_by_keys = False
        self._more_placed = "about"
        # The hand-off's own part, shown while one waits; the message is shown whenever it has
        # something to say (a slip that could not be printed after the tick), even with none waiting.
        self.waiting = QWidget()
        part = QVBoxLayout(self.waiting)
        part.setContentsMargins(0, 0, 0, 0)
        part.setSpacing(2)
        part.addLayout(self._about)
        part.addWidget(self.instruction)
        self._keys = QWidget()
        self._buttons.setContentsMargins(0, 0, 0, 0)
        self._keys.setLayout(self._buttons)
        # What the till says about the hand-off or a slip, with *Save as PDF…*: beside the keys
        # while it fits there on one line, else on a row of its own under them (``_arrange``).
        self._said = QWidget()
        self._said_row = QHBoxLayout(self._said)
        self._said_row.setContentsMargins(0, 0, 0, 0)
        self._said_row.addWidget(self.message, 1)
        self._said_row.addWidget(self.save_pdf, 0, Qt.AlignmentFlag.AlignTop)
        self._said.setVisible(False)
        self._row = QGridLayout()
        self._row.setColumnStretch(1, 1)
        self._row.addWidget(self._keys, 0, 0)
        self._beside: bool | None = None
        layout = QVBoxLayout(self)
        self._margins = QMargins(8, 4, 8, 4)
        layout.setContentsMargins(self._margins)
        layout.setSpacing(2)
        layout.addWidget(self.waiting)
        layout.addLayout(self._row)

    def _words(self) -> None:
        """The banner's own words, and the hand-off shown, again in the language of who signs in."""
        self.instruction.setAccessibleName(translate("Handoff", "What to key on the POS"))
        self.copy.setText(translate("Handoff", "Copy ({key})").format(key=COPY_KEY))
        self.copy.setToolTip(translate("Handoff", "Copy the amount and the reference, to paste into the POS"))
        self.copy.setAccessibleName(translate("Handoff", "Copy amount and reference"))
        self.keyed.setToolTip(
            translate("Handoff", "Tick once the amount is keyed as a gift voucher tender on the POS")
        )
        self.print_slip.setText(translate("Handoff", "Slip ({key})").format(key=PRINT_KEY))
        self.print_slip.setToolTip(translate("Handoff", "Print the guest's slip of the last redemption"))
        self.print_slip.setAccessibleName(translate("Handoff", "Print slip"))
        self.save_pdf.setText(translate("Handoff", "Save as PDF…"))
        self.save_pdf.setToolTip(translate("Handoff", "Save the slip as a PDF, to print or send later"))
        self.show_handoff(*self._shown)
        self._arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # larger text: what fits is measured again
            self._arrange()

    def _arrange(self) -> None:
        """The three keys on one row when their whole words fit the banner's width, else on two;
        the message and *Save as PDF…* beside them when the message's shortest form fits there on
        one line, else on a row of their own under the keys. A message squeezed beside the keys
        was cut ("Slip not printe…", a copied reference) or pushed them onto a second row and
        off a short window's bottom; a line under them costs less height than a row of keys."""
        keys = (self.keyed, self.copy, self.print_slip)
        spacing = max(0, self._buttons.horizontalSpacing())
        room = self.width() - self._margins.left() - self._margins.right()
        keys_wanted = sum(key.sizeHint().width() for key in keys) + 2 * spacing
        more = "about"
        if self._more_by_keys:
            # Its words on one line, and the style's room between it and the keys (the layout's
            # own spacing is -1 where the style decides it).
            gap = self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing)
            words = self.more.fontMetrics().horizontalAdvance(self.more.text()) + 2 * self.more.margin()
            more_wanted = keys_wanted + 2 * max(spacing, gap, 0) + words
            more = "keys" if not self.more.text() or more_wanted <= room else "away"
            if more == "keys" and self.more.text():
                keys_wanted = more_wanted
        between = max(0, self._row.horizontalSpacing())
        beside = not self._said.isHidden() and keys_wanted + between + self._said_wanted() <= room
        two_rows = keys_wanted > room
        self._place_more(more)
        if (two_rows, beside) == (self._two_rows, self._beside):
            return
        self._two_rows, self._beside = two_rows, beside
        for key in keys:
            self._buttons.removeWidget(key)
        if two_rows:
            self._buttons.addWidget(self.keyed, 0, 0, 1, 2)
            self._buttons.addWidget(self.copy, 1, 0)
            self._buttons.addWidget(self.print_slip, 1, 1)
        else:
            for column, key in enumerate(keys):
                self._buttons.addWidget(key, 0, column)
        self._row.removeWidget(self._said)
        if beside:
            self._row.addWidget(self._said, 0, 1)
        else:
            self._row.addWidget(self._said, 1, 0, 1, 2)

    def _place_more(self, where: str) -> None:
        """The count of others waiting: on the line about this hand-off while that line shows, else
        beside the keys where it fits on their row, else it gives way to the instruction's
        tooltip. Alone on a line of its own it cost a short window the height of the instruction's
        last line: after a top-up at 150 % text, one more waiting, the reference to key was cut in
        half. The count is said again by the reminder on leaving and by each hand-off in turn."""
        if where == self._more_placed:
            return
        self._more_placed = where
        self._about.removeWidget(self.more)
        self._buttons.removeWidget(self.more)
        if where == "about":
            self._about.addWidget(self.more)
        elif where == "keys":
            self._buttons.addWidget(self.more, 0, 3)
        # On one line beside the keys (it is put there only where the keys leave it the room):
        # wrapped, it took the least width its longest word needs and grew taller than the keys;
        # and it asks the banner for no width, so the room is what the keys leave.
        beside = where == "keys"
        self.more.setWordWrap(not beside)
        policy = self.more.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored if beside else QSizePolicy.Policy.Preferred)
        self.more.setSizePolicy(policy)
        self._show_more()

    def _show_more(self) -> None:
        """The count shown where ``_place_more`` put it, or in the instruction's tooltip."""
        away = self._more_placed == "away"
        self.more.setVisible(bool(self.more.text()) and not away)
        tip = [self.detail.whole_text()] if self.detail.isHidden() else []
        if away and self.more.text():
            tip.append(self.more.text())
        self.instruction.setToolTip("\n".join(tip))

    def _said_wanted(self) -> int:
        """The width the message needs on one line in its shortest form, with *Save as PDF…*."""
        message = self.message
        margins = message.contentsMargins()
        text = message.fontMetrics().horizontalAdvance(message.narrowest_text())
        wanted = text + margins.left() + margins.right() + 2 * message.margin()
        if not self.save_pdf.isHidden():
            wanted += self.save_pdf.sizeHint().width() + max(0, self._said_row.spacing())
        return wanted

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not self and not self._watching:
            window.installEventFilter(self)
            self._watching = True
        self._fit(window.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.window():
            self._fit(self.window().height())
        return False

    def give_way_to_review(self, review: str) -> None:
        """While a redemption or a top-up is under review at the counter (``review`` its words, ""
        once it closes), a short window's hand-off keeps to its instruction and keys, even where
        its line of when and by whom names another voucher: on a 1366×768 till at 125 % that line
        took the height the review's Confirm and the voucher's status needed. The line is back
        (and in the tooltip meanwhile) once the review closes."""
        self._reviewing = bool(review)
        if self._watching:
            self._fit(self.window().height())

    def _fit(self, height: int) -> None:
        """In a window shorter than ``COMPACT_BELOW`` (a 1024×768 screen less a title bar and a
        taskbar) the line of when and by whom is left to the tooltip: the amount, the reference and
        the keys stay whole beside an outcome that waits for a manager."""
        current = self._shown[0]
        # Whose hand-off it is stays on screen, unless a review needs the room: it is no longer said
        # by the outcome line above.
        names = current is not None and self._names_its_voucher(current)
        compact = height < COMPACT_BELOW and (self._reviewing or not names)
        self.detail.setVisible(not compact)
        self._more_by_keys = compact
        self._arrange()
        self._show_more()

    def _detail_room(self) -> int:
        """How many lines' height the detail may take beyond its shortest: none in a short window."""
        return 0 if self.window().height() < COMPACT_BELOW else _NO_LIMIT

    def show_handoff(self, current: Handoff | None, count: int) -> None:
        if current is None and self._shown[0] is not None:
            # The hand-off is keyed: its lines ("Copied…") go with it; a slip's news said later shows alone.
            self.say("", "")
        self._shown = (current, count)
        self.waiting.setVisible(current is not None)
        self._keys.setVisible(current is not None)
        self.setVisible(current is not None or self.message.isVisibleTo(self))
        if current is None:
            self.keyed.setText(translate("Handoff", "✓ Keyed on POS ({key})").format(key=TICK_KEY))
            return
        self.instruction.setText(current.instruction)
        if current.reversed_elsewhere:
            detail = translate(
                "Handoff",
                "Redeemed {time} by {staff} on {code}; "
                "the service shows it reversed since, not by this till. Tick to take it off the list.",
            ).format(time=f"{current.when:%H:%M}", staff=current.staff, code=self._shown_code(current.code))
            short = ""
        elif self._names_its_voucher(current):
            # Not the movement the outcome line above is about (a voucher looked up since, or none):
            # the banner says whose it is, so it is never read as the voucher on the counter's.
            on = translate("Handoff", "{done} on {code}")
            code = self._shown_code(current.code)
            detail = on.format(done=current.detail, code=code)
            short = on.format(done=current.detail_short, code=code)
        else:
            detail, short = current.detail, current.detail_short
        now = translate("Handoff", "On the POS now · {detail}")
        self.detail.show_text(now.format(detail=detail), now.format(detail=short) if short else "")
        if self._watching:
            self._fit(self.window().height())
        # A bill with a line not confirmed is not final: no copy, no tick, until a manager decides.
        self.copy.setEnabled(not current.reversed_elsewhere and not current.held)
        self.keyed.setEnabled(not current.held)
        keyed = translate("Handoff", "✓ Seen ({key})") if current.reversed_elsewhere else None
        self.keyed.setText((keyed or translate("Handoff", "✓ Keyed on POS ({key})")).format(key=TICK_KEY))
        others = count - 1
        self.more.setText(translate("Handoff", "%n more not keyed", None, others) if others > 0 else "")
        self._show_more()

    def _names_its_voucher(self, current: Handoff) -> bool:
        """A voucher's redemption or top-up the outcome line is not about: named by its code. A sale
        and a bill name themselves in the instruction (its reference)."""
        return (
            current.bill is None
            and current.kind is not MovementKind.SALE
            and bool(current.code)
            and not self._vm.follows(current)
        )

    def copy_to_clipboard(self) -> None:
        current = self._vm.current
        if current is None:
            return
        if current.held:
            self.say(held_text(), "refused")
            return
        QGuiApplication.clipboard().setText(current.clipboard_text)
        # Where the sentence does not fit on one line, what was copied is shown alone (its
        # reference is what the cashier keys), the sentence in the tooltip.
        copied = translate("Handoff", "Copied “{text}”.").format(text=current.clipboard_text)
        self.say(copied, "done", short=current.clipboard_text)

    def say(self, text: str, kind: str, *, offer_pdf: bool = False, short: str = "") -> None:
        """A line under the hand-off, shown even when no hand-off waits; ``short`` is said instead
        where ``text`` does not fit on one line; ``offer_pdf`` puts *Save as PDF…* beside it."""
        self.message.show_text(text, short)
        set_state(self.message, "kind", kind)
        self.message.setVisible(bool(text))
        self.save_pdf.setVisible(bool(text) and offer_pdf)
        self._said.setVisible(bool(text))
        self.setVisible(self._shown[0] is not None or bool(text))
        self._arrange()

    def say_problem(self, text: str) -> None:
        self.say(text, "problem")

    def say_notice(self, notice: Notice) -> None:
        self.say(notice.text, notice.kind.value)


#: The reminder names this many redemptions, newest first, and counts the rest.
REMINDER_LINES = 8


def reminder_text(unticked: list[Handoff], unsettled: list[str] | None = None) -> str:
    """What waits before the till is left: movements not settled with the service (money may have
    moved), then movements not ticked as keyed on the POS."""
    parts = []
    if unsettled:
        count = len(unsettled)
        lines = "\n".join(f"• {line}" for line in unsettled[-REMINDER_LINES:])
        if count > REMINDER_LINES:
            lines += "\n" + translate("Handoff", "• and %n earlier", None, count - REMINDER_LINES)
        if count == 1:
            said = translate(
                "Handoff",
                "1 movement is not settled with the service:\n\n{lines}\n\nA manager must check them.",
            )
        else:
            said = translate(
                "Handoff",
                "%n movements are not settled with the service:\n\n{lines}\n\nA manager must check them.",
                None,
                count,
            )
        parts.append(said.format(lines=lines))
    if unticked:
        count = len(unticked)
        newest = list(reversed(unticked))[:REMINDER_LINES]
        lines = "\n".join(f"• {handoff.summary}" for handoff in newest)
        if count > REMINDER_LINES:
            lines += "\n" + translate("Handoff", "• and %n earlier", None, count - REMINDER_LINES)
        parts.append(
            _unticked_text(count, all(h.kind is MovementKind.REDEEM for h in unticked)).format(lines=lines)
        )
    return "\n\n".join(parts)


def _unticked_text(count: int, redemptions: bool) -> str:
    """The reminder's words for ``count`` movements not ticked, ``{lines}`` still to fill."""
    if redemptions and count == 1:
        return translate(
            "Handoff",
            "1 redemption is not ticked as keyed on the POS:\n\n{lines}\n\n"
            "Key them on the POS and tick them first.",
        )
    if redemptions:
        return translate(
            "Handoff",
            "%n redemptions are not ticked as keyed on the POS:\n\n{lines}\n\n"
            "Key them on the POS and tick them first.",
            None,
            count,
        )
    if count == 1:
        return translate(
            "Handoff",
            "1 movement is not ticked as keyed on the POS:\n\n{lines}\n\n"
            "Key them on the POS and tick them first.",
        )
    return translate(
        "Handoff",
        "%n movements are not ticked as keyed on the POS:\n\n{lines}\n\n"
        "Key them on the POS and tick them first.",
        None,
        count,
    )


class LeaveReminder:
    """Asks before signing out or closing while movements wait to be settled with the service or
    redemptions wait to be keyed on the POS.

    The box is opened window-modal (``open()``), never with a nested event loop, so the till keeps
    serving requests while it is up.
    """

    def __init__(self, parent: QWidget, handoff: HandoffViewModel) -> None:
        self._parent = parent
        self._vm = handoff
        self.box: QMessageBox | None = None

    def before(self, leave_text: str, then: Callable[[], None]) -> None:
        """Run ``then`` at once when nothing waits; otherwise only if staff choose to go anyway."""
        self._vm.refresh()
        unticked = self._vm.unticked()
        unsettled = self._vm.unsettled()
        if not unticked and not unsettled:
            then()
            return
        box = QMessageBox(self._parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(
            translate("Handoff", "Not settled") if unsettled else translate("Handoff", "Not keyed on the POS")
        )
        box.setText(reminder_text(unticked, unsettled))
        back = box.addButton(translate("Handoff", "Go back"), QMessageBox.ButtonRole.RejectRole)
        leave = box.addButton(leave_text, QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(back)
        box.setEscapeButton(back)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen() -> None:
            self.box = None
            if box.clickedButton() is leave:
                then()

        box.finished.connect(chosen)
        self.box = box
        box.open()
