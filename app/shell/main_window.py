"""The till window: who and where, the code entry, the voucher, the redeem box and the activity side.

Widgets only show what the view-models say and forward what the user does; every rule and every
request lives below this layer.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QByteArray, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app import APP_NAME, __version__
from app.compose import Till, manager_menu, support_key, support_sources, tips_record
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.movement import code_key
from app.core.notice import CLEAR, Kind, Notice
from app.desk.common.outcomes import sent_text
from app.desk.common.presenters import VoucherView
from app.desk.common.widgets.clipboard import PlainHyphens
from app.desk.common.widgets.code_entry import ActiveAgain, CodeEntry, MenuKeysFirst
from app.desk.common.widgets.confirm_step import CONFIRM_KEY
from app.desk.common.widgets.give_way import DetailsScroll, FiguresFirstLabel, FirstSideFirst, SteadyButton
from app.desk.common.widgets.language import app_language, live
from app.desk.common.widgets.scan_guard import ScanGuard
from app.desk.common.widgets.style import named, plain_labels, set_state
from app.desk.counter.widgets import RedeemPanel, VoucherPanel
from app.desk.feed.widgets import ActivityPanel
from app.desk.find.widgets import FindOpener
from app.desk.guest.widgets import GuestDesk
from app.desk.handoff.widgets import HandoffBanner, LeaveReminder
from app.desk.handoff.widgets.pos_handoff import COMPACT_BELOW
from app.desk.manager.widgets import OrderCorrector
from app.desk.status.widgets import RecheckLine
from app.desk.topup import Offer
from app.desk.topup.widgets import TOPUP_KEY, TopupPanel
from app.shell.accessibility import announce
from app.shell.activity_toggle import ActivityToggle
from app.shell.bill_opener import BillOpener
from app.shell.counter_manager import OverrideButton, RefundButton
from app.shell.feed_opening import FeedOpening
from app.shell.manager_actions import ManagerActions
from app.shell.sale_opener import SaleDesk, SaleOpener
from app.shell.sign_in import SignInPage
from app.shell.slip_actions import SlipActions
from app.shell.support_report import SupportReportDialog, open_support_report
from app.shell.till_header import TillHeader
from app.shell.tips_opener import TipsOpener
from app.wiring import bill_for, guest_for, late_sales_for, order_correction_for, sale_for

#: The smallest the till's window may be made by hand (it opens at its screen's size, up to 1366×860).
MINIMUM = QSize(640, 480)
_NATIVE = QKeySequence.SequenceFormat.NativeText


class MainWindow(QMainWindow):
    """Signals: ``closed()`` once the window has closed and may be torn down;
    ``restart_requested(object)`` with the ``(Settings, api_key)`` that ``edit_settings`` returned:
    the runner saves them and opens a new till session on them.
    """

    closed = Signal()
    restart_requested = Signal(object)

    def __init__(self, till: Till) -> None:
        super().__init__()
        self.till = till
        #: What the crash dialog showed this run: the support report holds it (``app.lifecycle``).
        self.crash_details: list[str] = []
        self.support_dialog: SupportReportDialog | None = None
        self._fit_screen(till)
        self._counter(till)
        self._side(till)
        self._openers(till)
        self._leaving = False
        #: The next voucher shown answers a new lookup: its details start at the top.
        self._from_the_top = False
        #: Signed in, and nothing typed in the code field yet: the Enter that started the shift,
        #: pressed twice, is no lookup of an empty code (a red line on a fresh till).
        self._fresh_shift = False
        #: Someone has signed in at this window: a sign-out then empties the counter.
        self._served = False
        #: Which movement the outcome line says ended ("redeem", "topup", or "" for none): while its
        #: hand-off waits the whole-balance row steps aside, and after a redemption (not a top-up,
        #: after which the cashier may well top up again) the top-up offer too.
        self._outcome_of = ""
        #: F12's hint while it is shown under the code field (``keyPressEvent``), else "".
        self._confirm_hint = ""
        #: A review was closed by a code being typed: its line says so past that code's lookup.
        self._review_dropped = False

        self._pages(till)
        self._keys_first()
        self._connect()
        self._restore_geometry()
        self._show_staff(till.session.staff)
        if till.session.staff:
            till.activity.start()
        plain_labels(self)

    # -- building, in the order each part needs the one before -----------------------------------

    def _fit_screen(self, till: Till) -> None:
        self.setWindowTitle(f"{APP_NAME} — {till.session.place}")
        # The first size fits the screen the till opens on (hotel tills are often 1024×768).
        available = self.screen().availableGeometry()
        self.resize(min(1366, available.width()), min(860, available.height()))
        # An explicit minimum: the layout never grows the window past its screen when a banner or
        # a long line appears (a 503 banner once widened a 1024 px till to 1070 px); what does not
        # fit wraps, and the voucher's details scroll instead.
        self.setMinimumSize(
            min(MINIMUM.width(), available.width()), min(MINIMUM.height(), available.height())
        )

    def _counter(self, till: Till) -> None:
        """The header, the code field, the voucher on the counter and its redemption."""
        self.header = TillHeader(
            session=till.session, connection=till.connection, recheck=till.recheck, storage=till.storage
        )
        self.code = named(CodeEntry(), "codeEntry")
        self.code.setMaxLength(10_000)
        self.look_up = SteadyButton()
        # A short line under the field (a code not found, an empty Enter), not a coloured pane.
        # Its whole words where they fit on one line, else its short form (a hint that has one),
        # the whole in its tooltip: F12's hint on two lines cut a Polish grace voucher's badge.
        self.message = named(FiguresFirstLabel(), "fieldMessage")
        self.message.setVisible(False)
        code_field_words(self)  # its words, and the lookup button's (below)
        # What the counter's view-models said (the voucher, its review, its outcome line) is said
        # again in the new language, beside the widgets' own words.
        live(self, self._say_again)
        self.voucher = VoucherPanel(till.lookup)
        self.details = DetailsScroll(self.voucher, self.voucher.deciding)
        live(self.details, lambda: self.details.setAccessibleName(translate("Voucher", "Voucher details")))
        # Above the dual-control limit a redemption asks a manager's PIN through the menu's one gate
        # (made just below, hence the late look-up).
        self.redeem = RedeemPanel(
            till.redeem,
            lambda approving, then: self.manager_actions.approve(approving, then),  # noqa: PLW0108
        )
        # Never cut at the top and bottom: the voucher's details (which scroll) give way, and on a
        # narrow column its reference does.
        self.redeem_status = named(FiguresFirstLabel(short_on_one_line=True), "message")
        self.redeem_status.set_room(self._outcome_room, self.details)
        self.redeem_status.setVisible(False)

    def _side(self, till: Till) -> None:
        """The feed beside the counter, and the manager's buttons and top-up that act on it."""
        self.side = QWidget()
        self.side_layout = QVBoxLayout(self.side)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        self.activity = ActivityPanel(till.activity)
        self.side_layout.addWidget(self.activity)
        self.manager_actions = ManagerActions(self, manager_menu(till), self.activity)
        self.refund_order = RefundButton(till.lookup, till.storage, self.manager_actions)
        self.override = OverrideButton(
            self.manager_actions,
            self.redeem.give_way_to_block,
            lookup=till.lookup,
            redeem=till.redeem,
            topup=till.topup,
            desk=till.desk,
        )
        self.feed_opening = FeedOpening(self, till.lookup, self.voucher.isVisible, self._open_chosen)
        # A top-up a manager must approve asks for the PIN through the Manager menu's one gate.
        self.topup = TopupPanel(till.topup, self.manager_actions.approve)
        self.handoff = HandoffBanner(till.handoff, shown_code=till.activity.model.code_beside)

    def _openers(self, till: Till) -> None:
        """The windows the till opens: the bill, the sale, tips, an order's correction, the slips and
        the guest's display."""
        self.bill = BillOpener(
            self,
            partial(bill_for, till),
            storage=till.storage,
            session=till.session,
            handoff=till.handoff,
            approve=self.manager_actions.approve,
        )
        self.sale = SaleOpener(
            self,
            SaleDesk(
                new_sale=partial(sale_for, till),
                late_sales=late_sales_for(till),
                session=till.session,
                manager=till.manager,
                handoff=till.handoff,
                settings=till.settings,
                start=till.tasks.start,
            ),
        )
        self.tips = TipsOpener(self, tips_record(till))
        if till.updates is not None:
            # An update is never installed while a bill or a sale is open.
            self.bill.open_work = self.sale.open_work = till.updates.open_work
        self.order_fix = OrderCorrector(
            self, lambda: till.lookup.view, self.manager_actions.approve, partial(order_correction_for, till)
        )
        self.slip_actions = SlipActions(
            self,
            self.handoff,
            slips=till.slips,
            handoff=till.handoff,
            translations_cache=till.translations_cache,
        )
        self.leave_reminder = LeaveReminder(self, till.handoff)
        self.guest = GuestDesk(
            self,
            guest_for(till),
            lambda: till.settings.guest_screen,
            till.tasks.start,
            till.translations_cache,
            lambda: till.settings.guest_sounds,
        )

    def _pages(self, till: Till) -> None:
        """The sign-in and till pages under the header, the status line and the menus."""
        self.pages = QStackedWidget()
        self.sign_in = SignInPage(till.session)
        self.pages.addWidget(self.sign_in)
        self.pages.addWidget(self._till_page())
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.header)
        outer.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self.recheck_line = RecheckLine(self.statusBar())
        self.finder, self.manager_menu = fill_menus(self)
        self.activity_toggle.add_to(self.menuBar())

    def _keys_first(self) -> None:
        """The menus' keys win over the fields, and the window takes the keyboard back after a dialog."""
        keys = {
            action.shortcut()[0]  # type: ignore[index]
            for menu in self.menuBar().findChildren(QMenu)
            for action in menu.actions()
            if not action.shortcut().isEmpty()
        }
        self.menu_keys_first = MenuKeysFirst(keys, self)
        for field in self.findChildren(QLineEdit):
            field.installEventFilter(self.menu_keys_first)
        self.active_again = ActiveAgain(self, self.focus_code, lambda: self.pages.currentIndex() == 1)
        # A reference selected and copied off the screen pastes on the POS with plain hyphens.
        self.plain_hyphens = PlainHyphens(self)
        self.scan_guard = ScanGuard(self, self.open_code)
        self.scan_guard.shown_code = self.till.activity.model.code_beside
        # A new search in Find is the cashier going on with it: a code scanned there before is let
        # go with its notice, never looked up later in place of what they went on to find.
        if self.till.find is not None:
            self.till.find.started.connect(self.scan_guard.drop)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.active_again)
            app.installEventFilter(self.scan_guard)

    # -- layout ---------------------------------------------------------------------------------

    def _till_page(self) -> QWidget:
        left = QWidget()
        column = QVBoxLayout(left)
        self._column = column
        # No right margin: the splitter handle separates the sides, and at 1024 px every pixel of
        # the voucher's width is needed (its details take a scroll bar when the screen is short).
        column.setContentsMargins(6, 6, 0, 6)
        entry = QHBoxLayout()
        entry.addWidget(self.code, 1)
        entry.addWidget(self.look_up)
        entry.addWidget(self.bill.button)
        entry.addWidget(self.guest.button)
        column.addLayout(entry)
        column.addWidget(self.message)
        # The voucher's details scroll when the screen is short (1024×768), so the redeem box, its
        # confirm step and the outcome below it are never pushed off the bottom of the window.
        # The refund sits with the voucher's facts: on a 768 px screen the redeem history needs
        # the height a row of its own would take.
        self.voucher.add_action(self.refund_order)
        column.addWidget(self.details, 1)
        column.addWidget(self.redeem)
        column.addWidget(self.topup)
        column.addWidget(self.redeem_status)
        column.addWidget(self.handoff)
        # What the cashier does about a voucher waiting for a manager, beside the manager's button:
        # one row, where a line of its own under the amount took the badge's height on a short till.
        manager_row = QHBoxLayout()
        manager_row.addWidget(self.override.waiting, 1)
        manager_row.addWidget(self.override, 0, Qt.AlignmentFlag.AlignRight)
        column.addLayout(manager_row)
        column.addStretch(0)  # takes the room only while no voucher's details are shown
        self.details.setVisible(False)
        self.splitter = FirstSideFirst(needs=self.activity.figures_width)
        self.activity.figures_changed.connect(self.splitter.share)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        # Where the window cannot hold the feed beside the counter, one is shown at a time.
        feed_filter = self.activity.filter
        self.activity_toggle = ActivityToggle(self, self.splitter, self.focus_code, feed_filter.setFocus)
        return self.splitter

    # -- behaviour ------------------------------------------------------------------------------

    def _connect(self) -> None:
        till = self.till
        self.code.submitted.connect(self._look_up)
        self.code.chord_unused.connect(self._key_unused)
        self.redeem.step.key_while_shut.connect(self._amount_shut)
        self.code.textEdited.connect(self._code_edited)
        self.code.textEdited.connect(self._counter_moved_on)
        self.code.textEdited.connect(till.lookup.code_edited)
        self.look_up.clicked.connect(self._look_up)
        till.redeem.review_changed.connect(self.topup.give_way_to_review)
        till.redeem.review_changed.connect(self.handoff.give_way_to_review)
        till.topup.review_changed.connect(self.handoff.give_way_to_review)
        for box in (till.redeem, till.topup):
            box.review_changed.connect(self._deciding_beside_review)
        till.handoff.changed.connect(self.offers_beside_handoff)
        till.recheck.waiting.connect(self.offers_beside_handoff)
        till.session.staff_changed.connect(self._show_staff)
        self.sign_in.language_chosen.connect(self._speak_before_sign_in)
        till.lookup.busy_changed.connect(self._show_lookup_busy)
        till.lookup.voucher_shown.connect(self._show_voucher)
        till.lookup.cleared.connect(self._hide_voucher)
        till.redeem.finished.connect(self._redeem_finished)
        till.redeem.code_scanned.connect(self.scanned_into_amount)
        self.topup_steps = TopupSteps(self)
        # Not connected directly: clicked would pass its checked flag as the code to open first.
        self.header.waiting_open.clicked.connect(lambda: self.manager_actions.decide_unconfirmed())  # noqa: PLW0108
        self.activity.voucher_chosen.connect(self.feed_opening.choose)
        self.activity.reverse_requested.connect(self.manager_actions.reverse)
        self.manager_actions.settings_changed.connect(self.restart_requested)
        self.voucher.reverse_line.clicked.connect(self._reverse_history_line)
        self.voucher.reprint_line.clicked.connect(self._reprint_history_line)
        self.activity.reprint_requested.connect(till.slips.reprint_event)
        till.handoff.refresh()
        till.storage.changed.connect(self._show_storage)
        # Last, so notices held since the till was built land on a window that is wired up.
        till.notices.attach(self._show_notice)

    def _code_edited(self, text: str) -> None:
        """An emptied field says nothing more about the code that was in it ("No voucher with that
        code"); a code being typed or scanned leaves the feed's chosen event behind."""
        self._fresh_shift = False
        if not text.strip():
            self.message.setVisible(False)
        self.activity.forget_choice()

    def _counter_moved_on(self, *_typed: object) -> bool:
        """A code typed or scanned closes a review open beside the last one, and its outcome line
        says nothing was sent (True when a review closed)."""
        dropped = self.till.redeem.drop_review() or self.till.topup.drop_review()
        self._review_dropped = self._review_dropped or dropped
        return dropped

    def take_early(self, scanned: str, typing: str) -> None:
        """What the first window took while the till loaded: the code scanned there (ended with
        Enter or Tab) looked up once, and anything typed after it left in the code field."""
        if self.pages.currentIndex() != 1:
            return
        if scanned:
            self.code.setText(scanned)
            self._look_up()
        if typing:
            self.code.setText(typing)

    def support_report(self) -> None:
        """*Help → Save a support report…*, and the crash dialog's button of the same name."""
        self.support_dialog = open_support_report(
            self, partial(support_sources, self.till, self.crash_details), support_key(self.till)
        )

    def _on_sign_in(self) -> bool:
        """The sign-in page is shown: the keys for the code field keep the typing in its name field,
        where it can be seen, never in the code field of the page it hides."""
        if self.pages.currentWidget() is not self.sign_in:
            return False
        self.sign_in.name.setFocus()
        return True

    def focus_code(self) -> None:
        """The code field, its text selected, so the next scan replaces the last code."""
        if self._on_sign_in():
            return
        self.splitter.show_second(False)
        self.code.setFocus()
        self.code.selectAll()

    def back_to_code(self) -> None:
        """Focus the code field; its text is selected for the next scan unless someone is typing there."""
        if self._on_sign_in():
            return
        self.code.setFocus()
        if not self.code.has_new_text:
            self.code.selectAll()

    def _look_up(self, unproven: str = "") -> None:
        """A new code: lines about the last one ("Copied…", a refusal) go, so none is read as this
        one's. ``unproven`` is a code opened from the feed or a search: read-only, and kept out of
        the code field, where it would be shown whole (``LookupViewModel.open_unproven``)."""
        if self._fresh_shift and not self.code.text().strip() and not unproven:
            return
        self.message.setVisible(False)
        self.handoff.say("", "")
        # A review this code closed (as it was typed, or now) says so: it stays on the outcome line.
        dropped = self._counter_moved_on() or self._review_dropped
        # The voucher on the counter entered again (Enter pressed twice after Confirm, the same
        # card scanned again) is read again under its outcome line: a refusal is never wiped
        # before the cashier has read it.
        again = not unproven and self._on_the_counter(self.code.text())
        if not self.till.redeem.busy and not self.till.topup.busy and not dropped and not again:
            self.outcome_gone()
        self._review_dropped = False
        self._from_the_top = True
        if unproven:
            self.code.clear()
            self.till.lookup.open_unproven(unproven)
            return
        self.code.looked_up()
        self.till.lookup.look_up(self.code.text())

    def _open_chosen(self, code: str) -> None:
        """A voucher the cashier chose from the feed or Find: it wins over a code a scanner typed
        into a dialog earlier, which would otherwise replace it at the counter once the dialog
        closes (a surname typed fast in Find is taken for a scan, and would be looked up after it)."""
        self.scan_guard.drop()
        self._look_up(code)

    def _on_the_counter(self, typed: str) -> bool:
        voucher = self.till.lookup.voucher
        typed_key = code_key(typed)
        return voucher is not None and bool(typed_key) and typed_key == code_key(voucher.redeem_code)

    def _show_staff(self, name: str) -> None:
        self.header.show_staff(name)
        self.pages.setCurrentIndex(1 if name else 0)
        if name:
            self._served = True
            self.activity.new_person()
            if self.till.translations_cache is not None:
                switch = app_language(self.till.translations_cache)
                self.till.tasks.start("language", switch.use(self.till.session.language))
            self._fresh_shift = True
            waiting, self.sign_in.waiting_code = self.sign_in.waiting_code, ""
            if waiting:
                self.code.setText(waiting)
                self._look_up()
                return
            self.focus_code()
        else:
            if self._served:
                # Someone signed out: what they left on the counter goes. A window opening with
                # nobody signed in keeps what was said before it opened (an empty scan's line).
                self._clear_counter()
            self.sign_in.name.clear()
            self.sign_in.name.setFocus()
            if self.till.translations_cache is not None:
                self.sign_in.show_language(app_language(self.till.translations_cache).code)

    def _speak_before_sign_in(self, code: str) -> None:
        """The sign-in page in the language just picked there; once signed in, the staff's own."""
        if not self.till.session.staff and self.till.translations_cache is not None:
            switch = app_language(self.till.translations_cache)
            self.till.tasks.start("language", switch.use(code))

    def _clear_counter(self) -> None:
        """A sign-out empties the counter, as a fresh sign-in finds it: the code, the voucher, the
        amounts, any review and the outcome line, none of which the next person should act on or
        read whole. Nothing is lost by it: a movement in flight ends in the journal and the audit
        log as it would have, and the POS hand-off, an open bill and a sale keep their own windows."""
        self.code.clear()
        self.message.setVisible(False)
        self.till.redeem.cancel_review()
        self.till.topup.cancel_review()
        self.redeem.clear_amount()
        self.topup.clear_amount()
        if not self.till.redeem.busy and not self.till.topup.busy:
            self.outcome_gone()
            self.till.lookup.clear_counter()

    def _show_lookup_busy(self, busy: bool) -> None:
        self.look_up.set_busy(busy)

    def _show_notice(self, origin: str, notice: Notice) -> None:
        """Every view-model's notice, in the place that belongs to where it came from."""
        places: dict[str, Callable[[Notice], None]] = {
            "lookup": self._show_message,
            "redeem": partial(self._show_redeem_status, movement="redeem"),
            "topup": partial(self._show_redeem_status, movement="topup"),
            "recheck": self.recheck_line.show_notice,
            "activity": self.activity.show_notice,
            "slips": self.handoff.say_notice,
            "handoff": self.handoff.say_notice,
        }
        if notice.about_connection and origin in ("activity", "slips", "handoff"):
            # The connection banner says it once; the panel would only repeat it in red.
            notice = CLEAR
        places[origin](notice)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """F12 reaches the window only when no review's Confirm is there to take it: said, not
        swallowed. A cashier who typed an amount and pressed F12 without Enter saw nothing happen
        and could not tell whether anything was sent."""
        if QKeySequence(event.keyCombination()) != CONFIRM_KEY or self.pages.currentIndex() != 1:
            super().keyPressEvent(event)
            return
        event.accept()
        till = self.till
        if till.redeem.busy or till.topup.busy:
            return  # a movement on the wire: its outcome line is what comes next
        if self.redeem.isVisible() or self.topup.form.isVisible():
            key = CONFIRM_KEY.toString(_NATIVE)
            said = translate(
                "Counter", "{key} confirms what a review shows: type the amount and press Enter first."
            )
            short = translate("Counter", "{key}: type the amount and press Enter first.")
            # Said under the code field, the keyboard left where the amount is being typed; gone
            # once a review opens (``confirm_hint_done``).
            self._confirm_hint = said.format(key=key)
            set_state(self.message, "kind", Kind.INFO.value)
            self._say_hint(self._confirm_hint, short.format(key=key))
            return
        self._key_unused(CONFIRM_KEY.toString(_NATIVE))

    def _say_hint(self, whole: str, short: str) -> None:
        """A hint under the code field: its whole words where they fit above the voucher's deciding
        lines (its status, balance and expiry), else its short form where that fits, else a
        tooltip by the field being typed in. Beside a hand-off at 125 % a Polish grace voucher's
        three-line status needs every line the column has; a second line of the hint cut it."""
        line = self.message
        for words in ((whole, ""), (whole, short)):
            line.show_text(*words)
            if self._hint_has_room():
                line.setVisible(True)
                return
        self._hint_beside_focus(whole)

    def _hint_has_room(self) -> bool:
        """Whether the line under the code field, as it reads now, fits above the voucher's
        deciding lines as the column is laid out now."""
        line = self.message
        spacing = max(0, self._column.spacing())
        taken = line.height() + spacing if line.isVisible() else 0
        needed = line.heightForWidth(self.details.width()) + spacing - taken
        # The outcome line's reference gives way to it (the hand-off under it names it too).
        room = self._outcome_room() + self.redeem_status.can_give()
        return not self.details.isVisible() or needed <= room

    def _hint_beside_focus(self, hint: str) -> None:
        """A hint with no line to spare: shown as a tooltip by the amount (it goes with the next
        key), and said to a screen reader as the line would be."""
        # By the amount, over the outcome line under it, never over the voucher's status.
        field = self.redeem.amount if self.redeem.isVisible() else self.topup.amount
        QToolTip.showText(field.mapToGlobal(field.rect().bottomLeft()), hint, field)
        announce(field, Notice(hint, kind=Kind.INFO))

    def confirm_hint_done(self) -> None:
        """A review opened: F12's hint to press Enter first no longer holds."""
        if self._confirm_hint and self.message.whole_text() == self._confirm_hint:
            self.message.setVisible(False)
        self._confirm_hint = ""

    def _key_unused(self, key: str) -> None:
        """A till's key whose place is not on screen (Alt+A before a voucher is looked up): a hint,
        and the code field as it was."""
        hint = translate(
            "Counter", "Nothing on screen for {key} now: scan or type a voucher's code to use it."
        )
        self._show_message(Notice(hint.format(key=key), kind=Kind.INFO))

    def _amount_shut(self, key: str) -> None:
        """The amount's key while the last redemption's answer is awaited: the next guest's voucher
        may be on the counter, but its amount opens only once the till knows what became of it."""
        hint = translate(
            "Counter", "{key} waits: the till is still finding out whether the last redemption went through."
        )
        self._show_message(Notice(hint.format(key=key), kind=Kind.INFO))

    def _show_message(self, notice: Notice) -> None:
        self.message.show_text(notice.text, notice.short, notice.details)
        set_state(self.message, "kind", notice.kind.value)
        self.message.setVisible(bool(notice.text))
        if notice.text:
            self.back_to_code()

    def _show_voucher(self, view: VoucherView) -> None:
        self.splitter.show_second(False)
        self.details.setVisible(True)
        self.refund_order.show_voucher(view)
        self.redeem.show_voucher(view)
        self.override.show_blocked()
        self.details.updateGeometry()
        if self._from_the_top:
            # A new lookup starts at the badge and balance, not where the last voucher was scrolled.
            self._from_the_top = False
            self.details.verticalScrollBar().setValue(0)
        # The code keeps focus, selected, so a second scan replaces it rather than reaching the amount.
        if not self.redeem.contains_focus() and not self.topup.contains_focus():
            self.back_to_code()

    def scanned_into_amount(self, raw: str) -> None:
        """A code scanned while the amount had focus: never an amount; it is looked up instead."""
        self.redeem.clear_amount()
        self.code.setText(raw)
        self.code.setFocus()
        self._look_up()

    def open_code(self, code: str) -> None:
        self.code.setText(code)
        self._look_up()

    def _hide_voucher(self) -> None:
        self.details.setVisible(False)  # no empty scroll bar where no voucher is
        self.refund_order.show_voucher(None)
        self.redeem.hide_voucher()

    def _show_redeem_status(self, notice: Notice, *, movement: str = "") -> None:
        """Paint the outcome at once: the refreshes a movement starts must not delay its answer."""
        self.redeem_status.show_text(notice.text, notice.short, notice.details)
        set_state(self.redeem_status, "kind", notice.kind.value)
        self.redeem_status.setVisible(bool(notice.text))
        # A line that only informs (a review closed, nothing sent) is no movement's outcome.
        said = bool(notice.text) and notice.kind is not Kind.INFO
        self._outcome_of = movement if said else ""
        self.offers_beside_handoff()
        self.redeem_status.repaint()
        announce(self.redeem_status, notice)

    def _deciding_beside_review(self, review: str) -> None:
        """A review opens with the voucher's details at their top: the cashier confirms with its
        status, balance and expiry in sight beside the review's line and Confirm, whatever part of
        the details (the history, the terms) was scrolled to before."""
        if review:
            self.details.verticalScrollBar().setValue(0)

    def offers_beside_handoff(self, *_changed: object) -> None:
        """The whole-balance row steps aside while a movement's outcome line and a hand-off both
        show (after a top-up at 1366×768 at 125 % it left the voucher's expiry scrolled out of
        sight), and the top-up offer too after a redemption. Both step aside too while a hand-off
        waits under the banner of money waiting for a manager in a short window: at 1366×768 at
        125 % the next voucher's status was cut in half and its expiry scrolled away. The amount,
        Enter and F4 still do what the two offered."""
        keying = self.till.handoff.current is not None
        waiting = bool(self._outcome_of) and not self.redeem_status.isHidden() and keying
        crowded = keying and bool(self.till.recheck.waiting_text) and self.height() < COMPACT_BELOW
        self.topup.give_way_to_handoff((waiting and self._outcome_of == "redeem") or crowded, keying=keying)
        self.redeem.give_way_to_handoff(waiting or crowded)
        self.redeem.give_way_to_open_topup(keying and self.till.topup.is_open)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if (event.oldSize().height() < COMPACT_BELOW) != (event.size().height() < COMPACT_BELOW):
            self.offers_beside_handoff()

    def _reverse_history_line(self) -> None:
        self.manager_actions.reverse_history_line(self.voucher.chosen_history_line())

    def _reprint_history_line(self) -> None:
        self.till.slips.reprint_history(self.voucher.chosen_history_line(), self.till.lookup.voucher)

    def keep_outcome_room(self, reviewing: bool) -> None:
        """While a review is open the outcome line keeps its room, empty, sized for the line that
        says the movement is on its way, where the voucher's details can spare it. That line then
        shows in it without the column being laid out again: showing it in no room shrank the
        details and repainted the whole column (10 to 20 ms of the GUI thread) just as the request
        left, and the answer waited. On a short screen (150 % text, a bill's hand-off) the details
        have no such room, and the review keeps it all."""
        line = self.redeem_status
        keep = reviewing and line.isHidden()
        policy = line.sizePolicy()
        if keep:
            line.show_text(sent_text())
            set_state(line, "kind", Kind.CHECKING.value)
            keep = self._details_spare() >= line.heightForWidth(line.width())
        if keep == policy.retainSizeWhenHidden():
            return
        policy.setRetainSizeWhenHidden(keep)
        line.setSizePolicy(policy)

    def _details_spare(self) -> int:
        """How much shorter the voucher's details could be, with what shows under them laid out and
        the voucher's deciding lines (its status, balance and expiry) still whole in sight."""
        column = self._column
        column.activate()
        details = self.details
        least = max(details.minimumSize().height(), details.minimumSizeHint().height())
        least = max(least, self.voucher.deciding() + 2 * details.frameWidth())
        return details.height() - least - column.spacing()

    def _outcome_room(self) -> int:
        """How much taller the outcome line may grow with the voucher's deciding lines (its
        status, balance and expiry) still whole in sight: what its details have above them."""
        details = self.details
        if details.isHidden():
            return 0
        frame = 2 * details.frameWidth()
        least = max(details.minimumSizeHint().height(), self.voucher.deciding() + frame)
        return details.height() - least

    def outcome_gone(self) -> None:
        """The last movement's outcome line goes, and is not said again in another language."""
        self.redeem_status.setVisible(False)
        self._outcome_of = ""
        self._review_dropped = False
        self.till.handoff.follow(None)
        self.offers_beside_handoff()
        self.till.redeem.outcome_gone()
        self.till.topup.outcome_gone()

    def _say_again(self) -> None:
        for model in (self.till.lookup, self.till.redeem, self.till.topup):
            model.say_again()

    def _sign_out(self) -> None:
        self.leave_reminder.before(leave_text(closing=False), self.till.session.sign_out)

    def _quit(self) -> None:
        self.leave_reminder.before(leave_text(closing=True), self._close_now)

    def _close_now(self) -> None:
        self._leaving = True
        self.close()

    def _redeem_finished(self) -> None:
        """The amount is cleared and focus is back in the code field; a code being typed is kept."""
        self.redeem.clear_amount()
        self.back_to_code()

    def _show_storage(self) -> None:
        """Money actions pause, loudly, while the till cannot write down what it does.

        The line that said why a movement was not sent ("… Nothing was sent.") goes with the banner:
        only once the till has proven a write works again (the automatic re-check or "Try again
        now"), so nobody reads a stale fault beside a till that works.
        """
        allowed = self.till.storage.money_allowed
        if allowed and self.redeem_status.property("kind") == Kind.PAUSED.value:
            self._show_redeem_status(CLEAR)
        self.header.show_storage()
        for widget in (self.redeem, self.topup, self.override):
            widget.setEnabled(allowed)
        self.redeem.give_way_to_pause(not allowed)
        self.refund_order.offer()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown, the till asks to be the active window (see ``ActiveAgain``)."""
        super().showEvent(event)
        if not event.spontaneous():
            self.activateWindow()

    def bring_to_front(self) -> None:
        """A second start of the till asked for this window instead: back from the taskbar if it
        was there, at the size it had (``showNormal`` would take a maximized till out of its
        maximized state, its bottom rows then below the screen), and in front."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    # -- window state ---------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        settings = self.till.settings
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
        if settings.splitter_state:
            self.splitter.restoreState(QByteArray.fromBase64(settings.splitter_state.encode()))

    def closeEvent(self, event: QCloseEvent) -> None:
        # A person closing the window is reminded of redemptions not keyed on the POS; the runner's
        # own close (a restart, the end of a session) is not stopped.
        asks = event.spontaneous() and not self._leaving
        if asks and (self.till.handoff.unticked() or self.till.handoff.unsettled()):
            event.ignore()
            self._quit()
            return
        self.till.remember_layout(_base64(self.saveGeometry()), _base64(self.splitter.saveState()))
        super().closeEvent(event)
        self.closed.emit()


def _base64(state: QByteArray) -> str:
    return bytes(state.toBase64().data()).decode()


# -- the window's own words: the code field and its button, the menus, the About box ----------------
# Each is set through ``translate`` (context "Counter" for the field, "Menu" for the menus) and set
# again by ``live`` when whoever signs in reads another language. The menus' other entries are their
# owners' (Find, Bill, Sale, Manager, Slips) and translate themselves.


def code_field_words(window: MainWindow) -> None:
    """The code field's placeholder, names and tip, and the lookup button's words."""

    def words() -> None:
        window.code.set_hint(
            translate("Counter", "Scan or type a voucher code"), translate("Counter", "Scan a code")
        )
        window.code.setAccessibleName(translate("Counter", "Voucher code"))
        window.code.setToolTip(
            translate("Counter", "Scan or type a code, then Enter or Tab (F2 comes back here)")
        )
        # As wide as its own words while a lookup runs too, so the code field never jumps.
        window.look_up.set_words(
            translate("Counter", "Look up"),
            translate("Counter", "Looking up…"),
            translate("Counter", "Look up the code (Enter)"),
        )
        window.message.setAccessibleName(translate("Counter", "About the code"))

    live(window, words)


def leave_text(closing: bool) -> str:
    """The reminder's button that leaves anyway, signing out or closing the till."""
    return translate("Counter", "Close anyway") if closing else translate("Counter", "Sign out anyway")


def fill_menus(window: MainWindow) -> tuple[FindOpener, QMenu]:
    """The menu bar: Shift, Manager, Slips and Help, each entry in the signed-in language; returns
    the Find opener and the Manager menu, which the window keeps."""
    bar = window.menuBar()
    worded: list[tuple[QMenu | QAction, str]] = []

    def menu(title: str) -> QMenu:
        added = bar.addMenu(title)
        worded.append((added, title))
        return added

    def action(into: QMenu, text: str, shortcut: str | None, slot: Callable[[], object]) -> None:
        added = QAction(text, window)
        if shortcut is not None:
            added.setShortcut(QKeySequence(shortcut))
        added.triggered.connect(slot)
        into.addAction(added)
        worded.append((added, text))

    shift = menu(QT_TRANSLATE_NOOP("Menu", "&Shift"))
    action(shift, QT_TRANSLATE_NOOP("Menu", "Change staff…"), "Ctrl+Shift+S", window._sign_out)
    action(shift, QT_TRANSLATE_NOOP("Menu", "Find a code"), "F2", window.focus_code)
    till = window.till
    finder = FindOpener(
        window, till.find, till.session, window.feed_opening.choose, window.manager_actions.approve
    )
    finder.dispute_pack = window.manager_actions.dispute_pack if till.cases is not None else None
    finder.fill_menu(shift)
    window.bill.fill_menu(shift)
    window.sale.fill_menu(shift)
    window.tips.fill_menu(shift)
    window.guest.fill_menu(shift)
    shift.addSeparator()
    action(shift, QT_TRANSLATE_NOOP("Menu", "Quit"), "Ctrl+Q", window._quit)
    manager = menu(QT_TRANSLATE_NOOP("Menu", "&Manager"))
    window.manager_actions.fill_menu(manager)
    window.order_fix.fill_menu(manager)
    window.topup.fill_manager_menu(manager)
    window.slip_actions.fill_menu(menu(QT_TRANSLATE_NOOP("Menu", "S&lips")))
    help_menu = menu(QT_TRANSLATE_NOOP("Menu", "&Help"))
    action(help_menu, QT_TRANSLATE_NOOP("Menu", "Save a support report…"), None, window.support_report)
    action(help_menu, QT_TRANSLATE_NOOP("Menu", "About {app}"), None, lambda: about(window))

    def words() -> None:
        for item, text in worded:
            said = translate("Menu", text).format(app=APP_NAME)
            if isinstance(item, QMenu):
                item.setTitle(said)
            else:
                item.setText(said)

    live(bar, words)
    return finder, manager


def about(window: MainWindow) -> None:
    said = translate("Menu", "{app} {version}\nRedeem gift vouchers at the till.")
    QMessageBox.about(window, APP_NAME, said.format(app=APP_NAME, version=__version__))


class TopupSteps(QObject):
    """Connects the till's top-up view-model to the window's counter; lives with the window.

    How the top-up box shares the counter with the code field and the redeem box: its outcome
    line is the redeem box's (its notices come as "topup"), only one confirm step is open at a time,
    and a code scanned into its amount is looked up, never taken as an amount. While either box's
    movement is on the wire, the keyboard is at the code field, where the next scan belongs.
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        till = window.till
        till.topup.finished.connect(self._finished)
        till.topup.show_code.connect(window.open_code)
        till.topup.code_scanned.connect(self._scanned)
        till.topup.opened.connect(self._opened)
        till.topup.review_changed.connect(self._reviewing)
        till.topup.review_changed.connect(self._next_review)
        till.redeem.review_changed.connect(self._next_review)
        till.redeem.busy_changed.connect(self._sent)
        till.topup.busy_changed.connect(self._sent)
        # The window's key, not the offer button's: the key still answers while the button is
        # disabled (a used voucher) or the box is not offered (a voucher opened read-only).
        self.key = QShortcut(TOPUP_KEY, window)
        self.key.activated.connect(self._key)

    def _key(self) -> None:
        """F4: the top-up box opens or closes, or the till says why it will not."""
        window, till = self._window, self._window.till
        if window.pages.currentIndex() != 1:
            return  # the sign-in page: no counter to top up at
        if not till.storage.money_allowed:
            window._show_message(Notice(till.storage.refusal(), kind=Kind.PAUSED))
            return
        if till.redeem.reviewing:
            # A redemption under review is only shown, never sent: F4 says the cashier chose to top
            # up instead, and the top-up box comes back in its place.
            till.redeem.cancel_review()
        why = window.topup.key_pressed()
        if why:
            window._show_message(Notice(why, kind=Kind.INFO))
        elif not window.topup.isVisible() and not till.topup.busy:
            window._key_unused(TOPUP_KEY.toString(QKeySequence.SequenceFormat.NativeText))

    def _sent(self, busy: bool) -> None:
        """Confirm and the amount are disabled while a movement is in flight, and Qt gives the
        keyboard to the next widget in the chain, the activity's filter: a scan made then was typed
        there, filtering the feed instead of being looked up. The next scan goes to
        the code field, and is looked up there while the movement's answer is awaited."""
        if busy:
            self._window.back_to_code()

    def _reviewing(self, text: str) -> None:
        """While the top-up's review is open, the redeem box steps aside (``give_way_to_topup``)."""
        self._window.redeem.give_way_to_topup(text)

    def _next_review(self, text: str) -> None:
        """A review opening is the next movement: the outcome line of the last one goes, as it does
        for a new lookup. At 768 px the last outcome, a hand-off and the review with Confirm do not
        all fit; a movement still waiting for a manager stays in the banner. Its room stays while
        the review is open (``keep_outcome_room``)."""
        if text:
            self._window.outcome_gone()
            self._window.confirm_hint_done()
        till = self._window.till
        self._window.keep_outcome_room(till.redeem.reviewing or till.topup.reviewing)

    def _opened(self, opened: bool) -> None:
        """A code the service does not know, opened to be sold as a new card: "No voucher with that
        code" under the field no longer holds, and read beside the new card's box as an error. Beside
        a hand-off the redeem box steps aside while the top-up box is open."""
        if opened and self._window.till.topup.offer is Offer.ACTIVATE:
            self._window.message.setVisible(False)
        self._window.offers_beside_handoff()

    def _scanned(self, raw: str) -> None:
        """A code scanned into the top-up's amount: looked up, as one scanned into the redeem box's."""
        self._window.topup.clear_amount()
        self._window.scanned_into_amount(raw)

    def _finished(self) -> None:
        self._window.topup.clear_amount()
        self._window.back_to_code()
