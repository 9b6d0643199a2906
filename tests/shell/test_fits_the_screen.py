"""The whole till, and every dialog, fits and works at 1024×768 and 1366×768 with the real style.

Measured as a user would notice it, in sizes and visible regions, not pixels: nothing the cashier
must reach is clipped or outside the window after looking up every demo code (with the terms open,
the review open, the POS hand-off showing), buttons are touch-sized, and each dialog fits.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.desk.bill.widgets.bill_dialog import BillDialog
from app.desk.common.connection import Link
from app.desk.common.widgets.give_way import FiguresFirstLabel
from app.desk.manager.setup import SetupViewModel
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.managers import ManagersDialog
from app.desk.manager.widgets.pin import PinDialog
from app.desk.manager.widgets.refund import RefundDialog
from app.desk.manager.widgets.reveal import RevealCodeDialog
from app.desk.manager.widgets.reveal_email import RevealEmailDialog
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.manager.widgets.setup import SetupDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.desk.sale.basket import SoldVoucher
from app.desk.sale.late_sales import LateSale
from app.desk.sale.widgets.late_sales import LateSaleDialog
from app.sandbox.seed import DemoCodes, DemoOrders
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.finding import found_alice
from helpers.layout import laid_out
from helpers.manager import read_in
from helpers.storage import locked_by_another_program
from helpers.till import (
    close_till,
    counter_settled,
    lost_behind_another_till,
    newest_event,
    redeem_amount,
    scan,
    till_at_size,
    till_open,
)
from sandbox_harness.server import SandboxServer

#: 1024×700 is what a 1024×768 till keeps inside a window manager's title bar and a 40 px taskbar
#: (tests/e2e/test_desktop_frame.py puts the real till under a real frame).
SIZES = [(1024, 768), (1024, 700), (1366, 768)]
DEMO_CODES = [v for n, v in vars(DemoCodes).items() if n.isupper() and n != "HISTORY_PREFIX"] + ["HIST0005"]
#: The smallest a finger can hit on a till's touch screen; the confirm step is bigger still.
TOUCH_PX = 40
PRIMARY_PX = 48


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized(
    request: pytest.FixtureRequest,
    qtbot: QtBot,
    qloop: object,
    sandbox: SandboxServer,
    tmp_path: Path,
    styled: QApplication,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[MainWindow, Till, tuple[int, int]]]:
    size: tuple[int, int] = request.param
    window, till = till_at_size(qtbot, sandbox, tmp_path / "home", monkeypatch, size)
    yield window, till, size
    close_till(qtbot, window, till)


def on_screen(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def fully_shown(widget: QWidget, window: QWidget) -> bool:
    """Inside the window and not cut by any parent (a scroll area's viewport, a splitter side)."""
    return (
        window.rect().contains(on_screen(widget, window))
        and widget.visibleRegion().boundingRect() == widget.rect()
    )


def must_reach(window: MainWindow) -> list[QWidget]:
    """What the cashier must always be able to see and touch, whatever is on the counter."""
    panel = window.redeem
    wanted: list[QWidget] = [window.code, window.look_up, window.bill.button]
    wanted += [window.activity.table, window.activity.reverse]
    wanted += [panel.amount, panel.review_button, panel.whole, panel.confirm_button, panel.cancel_button]
    box = window.topup
    wanted += [box.offer_button, box.amount, box.review_button, box.review_box.text]
    wanted += [box.review_box.confirm_button, box.review_box.cancel_button, panel.review_text]
    wanted += [window.redeem_status, window.message, window.header.connection, window.handoff.keyed]
    handoff = window.handoff
    wanted += [handoff.instruction, handoff.copy, handoff.print_slip, handoff.more]
    return [w for w in wanted if w.isVisible()]


def clipped(window: MainWindow) -> list[str]:
    return [
        w.accessibleName() or w.objectName() or type(w).__name__
        for w in must_reach(window)
        if not fully_shown(w, window) or not all_its_lines(w)
    ]


def all_its_lines(widget: QWidget) -> bool:
    """A wrapped label is as tall as its text needs: no line of a review is lost under the next row."""
    if isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
        return widget.height() >= widget.heightForWidth(widget.width())
    return True


def small_buttons(root: QWidget) -> list[str]:
    """Buttons and tick boxes a finger cannot hit, or buttons squeezed narrower than their text."""
    return [
        f"{b.text()!r} {b.width()}×{b.height()}"
        for b in root.findChildren(QAbstractButton)
        if b.isVisible()
        and (
            (
                b.metaObject().className() in ("QPushButton", "QToolButton")
                and (b.height() < TOUCH_PX or b.width() < max(TOUCH_PX, b.sizeHint().width() - 8))
            )
            or (b.metaObject().className() in ("QCheckBox", "QRadioButton") and b.height() < TOUCH_PX)
        )
    ]


def test_the_till_fits_after_every_demo_code_with_terms_review_and_hand_off(
    qtbot: QtBot, sized: tuple[MainWindow, Till, tuple[int, int]]
) -> None:
    window, till, size = sized
    for code in DEMO_CODES:
        scan(qtbot, window, code)
        counter_settled(qtbot, till)
        assert (window.width(), window.height()) == size, f"{code} resized the window"
        assert window.minimumSizeHint().width() <= size[0], code
        assert window.minimumSizeHint().height() <= size[1], code
        assert clipped(window) == [], code
        window.voucher.more.setChecked(True)  # "Instructions and terms" open: the details scroll
        QApplication.processEvents()
        assert clipped(window) == [], f"{code} with its terms open"
        assert small_buttons(window) == [], code
        window.voucher.more.setChecked(False)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    window.voucher.more.setChecked(True)
    for _ in range(2):  # two to key on the POS: "1 more not keyed" beside the first
        scan(qtbot, window, DemoCodes.VALID_PARTIAL)
        counter_settled(qtbot, till)
        redeem_amount(qtbot, window, "1")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    qtbot.waitUntil(lambda: window.handoff.more.text() == "1 more not keyed")
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    qtbot.keyClicks(window.redeem.amount, "2")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)  # the review opens
    QApplication.processEvents()
    assert window.redeem.review_box.isVisible()
    assert window.handoff.isVisible()
    assert clipped(window) == [], "the review or the hand-off is cut off"
    assert small_buttons(window) == []
    assert window.redeem.confirm_button.height() >= PRIMARY_PX

    # The top-up's review, with the hand-off still waiting to be keyed: all of it on the screen.
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Escape)
    window.topup.offer_button.click()
    qtbot.waitUntil(window.topup.amount.hasFocus)
    qtbot.keyClicks(window.topup.amount, "3")
    qtbot.keyClick(window.topup.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(window.topup.review_box.isVisible)
    QApplication.processEvents()
    assert window.topup.review_box.text.text().startswith(f"Top up {DemoCodes.VALID_PARTIAL} by £3.00 — ")
    assert window.handoff.isVisible()
    qtbot.waitUntil(lambda: clipped(window) == [], timeout=2_000)  # once the layout has settled
    assert small_buttons(window) == []
    assert window.topup.review_box.confirm_button.height() >= PRIMARY_PX


def _is_open(window: MainWindow, kind: type[QDialog]) -> bool:
    return isinstance(window.manager_actions.dialog, kind)


def open_dialogs(qtbot: QtBot, window: MainWindow, till: Till) -> Iterator[QDialog]:
    """Every dialog the till opens, one at a time, as a manager would reach it."""
    redeem_amount_on = DemoCodes.VALID_PARTIAL
    scan(qtbot, window, redeem_amount_on)
    redeem_amount(qtbot, window, "1")
    event = newest_event(qtbot, till, redeem_amount_on)
    window.manager_actions.reverse(event)
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is not None)
    pin = window.manager_actions.pin_dialog
    assert isinstance(pin, PinDialog)
    yield pin
    for ask, kind in (
        (lambda: window.manager_actions.reverse(event), ReverseDialog),
        (lambda: window.manager_actions.refund(DemoOrders.API_UNUSED), RefundDialog),
        (window.manager_actions.audit_log, AuditLogDialog),
        (window.manager_actions.shift_report, ShiftReportDialog),
        (window.manager_actions.managers, ManagersDialog),
        (partial(_reveal_from_feed, qtbot, window), RevealCodeDialog),
        (window.manager_actions.reveal_email, RevealEmailDialog),
    ):
        ask()
        qtbot.waitUntil(
            lambda: (
                window.manager_actions.pin_dialog is not None
                and window.manager_actions.pin_dialog.isVisible()
            )
        )
        pin = window.manager_actions.pin_dialog
        assert pin is not None
        qtbot.keyClicks(pin.pin, "2468")
        qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(partial(_is_open, window, kind))
        dialog = window.manager_actions.dialog
        assert isinstance(dialog, QDialog)
        qtbot.waitUntil(partial(read_in, dialog))  # measured with its content
        yield dialog
    window.slip_actions.options()
    assert window.slip_actions.dialog is not None
    yield window.slip_actions.dialog
    yield filled_bill(qtbot, window)
    yield filled_sale(qtbot, window)
    yield late_sale(window, till)
    window.order_fix.open(DemoOrders.API_UNUSED, "Morgan Manager")
    correction = window.order_fix.dialog
    assert correction is not None
    qtbot.waitUntil(correction.save.isEnabled)
    correction.recipient.setText("not-an-address")
    correction.recipient.textEdited.emit("not-an-address")
    yield correction
    setup = SetupDialog(
        SetupViewModel(till.settings, "key"), first_run=False, uses_fallback=False, parent=window
    )
    setup.show()
    yield setup
    yield found_alice(qtbot, window)


def _reveal_from_feed(qtbot: QtBot, window: MainWindow) -> None:
    """A voucher opened from the feed (masked), then a manager asked to show its whole code."""
    window.till.lookup.open_unproven(DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.voucher.code.text() == mask_code(DemoCodes.PART_USED))
    window.manager_actions.reveal_code()


def _joined(dialog: BillDialog, rows: int) -> bool:
    """The scanned voucher joined the bill, or waits for the cashier's word."""
    return not dialog.vm.busy and (dialog.vm.lines.rowCount() > rows or dialog.loss.isVisible())


def filled_bill(qtbot: QtBot, window: MainWindow) -> QDialog:
    """Bill mode with three vouchers on the bill and the review open (a whole-only one asking for
    the cashier's word is dropped by the review; tests/desk/bill/widgets/test_bill.py measures that
    question)."""
    window.bill.open()
    dialog = window.bill.dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.total, "100")
    qtbot.keyClicks(dialog.reference, "Table 12")
    qtbot.keyClick(dialog.reference, Qt.Key.Key_Return)
    for code in (DemoCodes.VALID_PARTIAL, DemoCodes.GRACE, DemoCodes.PART_USED, DemoCodes.FULL_ONLY):
        rows = dialog.vm.lines.rowCount()
        qtbot.keyClicks(dialog.code, code)
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
        qtbot.waitUntil(partial(_joined, dialog, rows))
        if code == DemoCodes.VALID_PARTIAL:
            dialog.table.selectRow(0)
            qtbot.keyClicks(dialog.amount, "40")  # typed: the whole-only one is larger than what is left
            qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert dialog.loss.isVisible()
    dialog.vm.review()
    qtbot.waitUntil(dialog.step.isVisible)
    return dialog


def filled_sale(qtbot: QtBot, window: MainWindow) -> QDialog:
    """The Sell window with two lines, each with a message, and the review open."""
    window.sale.open()
    dialog = window.sale.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.vm.loaded)
    for row in (1, 2):
        dialog.products.selectRow(row)
        qtbot.keyClicks(dialog.note, "With love from all of us at the office")
        dialog.add_button.click()
    qtbot.keyClicks(dialog.name, "J. Bloggs")
    qtbot.keyClicks(dialog.email, "jo@example.com")
    dialog.vm.review()
    qtbot.waitUntil(dialog.step.isVisible)
    return dialog


def late_sale(window: MainWindow, till: Till) -> QDialog:
    """A sale of 20 vouchers settled done later: its codes shown once over the till."""
    voucher = SoldVoucher("Spa Treatments Voucher", "2HZ9PZDPY2", "£80.00", "25 Nov 2027")
    reference = "VD-TRAININGTI-5ADD1707A9"
    sale = LateSale(
        "m", reference, f"Take £1,600.00 payment on the POS — reference {reference}", (voucher,) * 20
    )
    dialog = LateSaleDialog(
        sale, till.settings, till.tasks.start, training=till.sandbox is not None, parent=window
    )
    dialog.show()
    return dialog


@pytest.mark.slow
def test_every_dialog_fits_and_has_touch_sized_buttons(
    qtbot: QtBot, sized: tuple[MainWindow, Till, tuple[int, int]]
) -> None:
    window, till, size = sized
    seen: list[str] = []
    for dialog in open_dialogs(qtbot, window, till):
        QApplication.processEvents()
        name = type(dialog).__name__
        seen.append(name)
        hint = dialog.minimumSizeHint()
        assert hint.width() <= size[0], f"{name} needs {hint.width()} px"
        assert hint.height() <= size[1], f"{name} needs {hint.height()} px"
        assert dialog.width() <= size[0], name
        assert dialog.height() <= size[1], name
        assert small_buttons(dialog) == [], name
        dialog.reject()
        QApplication.processEvents()
    assert len(seen) == 15


@pytest.mark.logs(logs.STORAGE_PROBLEM)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_banner_at_once_keeps_the_till_on_the_screen(
    qtbot: QtBot,
    qloop: object,
    sandbox: SandboxServer,
    tmp_path: Path,
    styled: QApplication,
    size: tuple[int, int],
) -> None:
    """The service answering 503s, the journal locked by another program and the till's clock nine
    hours behind the service's (one of them set wrong), all at once: every banner wraps,
    the window keeps its size, and what the cashier must reach stays whole on screen."""
    sandbox.clock.set(datetime.now() + timedelta(hours=9))
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        window.resize(*size)
        qtbot.waitUntil(lambda: window.size() == QSize(*size))
        scan(qtbot, window, DemoCodes.VALID_PARTIAL)
        redeem_amount(qtbot, window, "1")
        qtbot.waitUntil(window.header.clock_warning.isVisible)
        scan(qtbot, window, DemoCodes.VALID_PARTIAL)
        counter_settled(qtbot, till)
        with locked_by_another_program(till.journal.path):
            redeem_amount(qtbot, window, "2")
            qtbot.waitUntil(window.header.storage_banner.isVisible)
            sandbox.faults.set(status=503)
            till.activity.poll_now()
            qtbot.waitUntil(lambda: till.connection.state is Link.TROUBLE, timeout=10_000)
            qtbot.waitUntil(window.header.connection_banner.isVisible)
            QApplication.processEvents()
            assert window.size() == QSize(*size), "a banner resized the window"
            assert window.minimumSize().width() <= size[0]
            assert window.minimumSize().height() <= size[1]
            assert window.minimumSizeHint().width() <= size[0]
            assert window.minimumSizeHint().height() <= size[1]
            wanted: list[QWidget] = [
                window.code,
                window.look_up,
                window.redeem_status,
                window.header.connection,
                window.activity.reverse,
                window.activity.table,
                window.handoff.instruction,
                window.handoff.keyed,
                window.handoff.copy,
                window.handoff.print_slip,
            ]
            cut = [
                w.accessibleName() or str(w.property("text")) for w in wanted if not fully_shown(w, window)
            ]
            assert cut == []
            assert not window.redeem.isVisible(), "nothing can be taken while paused: the box gives its room"
            # Every banner is in the banner area, shown whole or a scroll away: none is lost.
            assert window.rect().contains(on_screen(window.header.banners, window))
            bar = window.header.banners.verticalScrollBar()
            for banner in (
                window.header.storage_banner,
                window.header.connection_banner,
                window.header.clock_warning,
            ):
                assert window.header.banners.isAncestorOf(banner)
                window.header.banners.ensureWidgetVisible(banner, 0, 0)
                QApplication.processEvents()
                laid_out()  # the scroll bar shown narrows the banners in a pass of its own
                assert banner.visibleRegion().boundingRect() == banner.rect(), banner.accessibleName()
            bar.setValue(0)
        sandbox.faults.clear()


def test_a_new_lookup_shows_the_voucher_from_its_top(
    qtbot: QtBot, sized: tuple[MainWindow, Till, tuple[int, int]]
) -> None:
    """The last voucher's details were scrolled down to its history: the next code's badge and
    balance are in sight at once."""
    window, till, _ = sized
    scan(qtbot, window, DemoCodes.PART_USED)
    counter_settled(qtbot, till)
    window.voucher.more.setChecked(True)  # its terms open: the details scroll
    QApplication.processEvents()
    bar = window.details.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum())
    for code in (DemoCodes.VALID_PARTIAL, DemoCodes.VALID_PARTIAL):  # another code, then the same again
        scan(qtbot, window, code)
        counter_settled(qtbot, till)
        assert bar.value() == 0
        assert fully_shown(window.voucher.badge, window)
        assert fully_shown(window.voucher.balance, window)
        bar.setValue(bar.maximum())


def whole_lines(label: QWidget, dialog: QWidget) -> bool:
    """A wrapped line as tall as its text needs at its width, and inside its dialog."""
    return (
        label.height() >= label.heightForWidth(label.width())
        and dialog.rect().contains(QRect(label.mapTo(dialog, QPoint(0, 0)), label.size()))
        and label.visibleRegion().boundingRect() == label.rect()
    )


def counted(till: Till, tries: int) -> bool:
    return till.manager._lock.check().failures == tries


def test_the_pin_prompt_grows_with_its_error_and_lockout_lines(
    qtbot: QtBot, sized: tuple[MainWindow, Till, tuple[int, int]]
) -> None:
    """The heading naming what is approved and the wrong-PIN and lockout lines below it are whole,
    never cut at the top and bottom, as the prompt gains lines."""
    window, till, size = sized
    window.manager_actions.approve("Reverse £15.00 redeemed on TEA40PART at 23:39 on 12 Nov", lambda _m: None)
    qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is not None)
    prompt = window.manager_actions.pin_dialog
    assert isinstance(prompt, PinDialog)
    qtbot.waitUntil(prompt.isVisible)
    assert whole_lines(prompt.approving, prompt)
    for wrong in range(5):
        qtbot.keyClicks(prompt.pin, "1111")
        qtbot.keyClick(prompt.pin, Qt.Key.Key_Return)
        qtbot.waitUntil(partial(counted, till, wrong + 1))
        qtbot.waitUntil(lambda: not till.manager.checking)
        QApplication.processEvents()
        assert prompt.error.isVisible()
        for line in (prompt.approving, prompt.intro, prompt.error):
            assert whole_lines(line, prompt), f"{line.text()!r} cut after {wrong + 1} wrong PIN(s)"
        assert prompt.height() <= size[1]
    assert prompt.error.text().startswith("Too many wrong PINs")
    prompt.reject()


def whole_in_window(label: QWidget, window: QWidget) -> bool:
    """A wrapped line shown whole: as tall as its text needs, and not cut by anything around it."""
    return label.height() >= label.heightForWidth(label.width()) and fully_shown(label, window)


def telling_of(window: MainWindow, code: str) -> list[str]:
    """Every line on screen saying that a movement on ``code`` (whole or masked) is for a manager;
    an outcome line by its whole text (where it shows its short form, the whole is its tooltip)."""
    said = [
        label.whole_text() if isinstance(label, FiguresFirstLabel) else label.text()
        for label in window.findChildren(QLabel)
        if label.isVisible()
    ]
    named = (code, mask_code(code), window.till.activity.model.code_beside(code))
    return [text for text in said if any(name in text for name in named) and "manager" in text]


@pytest.mark.logs(logs.LOST_ANSWER)
def test_an_unconfirmed_movement_is_said_once_and_the_till_keeps_its_room(
    qtbot: QtBot, sized: tuple[MainWindow, Till, tuple[int, int]], sandbox: SandboxServer
) -> None:
    """Another till redeemed the same £5.00 just before this till's answer was lost, so the till
    cannot tell whose the service's event is. The outcome line says it once, the line beside the
    manager's button what to do, and the banner above does not say it again while they do; no red
    copy takes the bottom of the screen. The hand-off and the outcome stay whole, and the next
    voucher shows its name, expiry and balance while the banner says what still waits."""
    window, till, _size = sized
    code = DemoCodes.VALID_PARTIAL
    scan(qtbot, window, code)
    counter_settled(qtbot, till)
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    scan(qtbot, window, code)
    counter_settled(qtbot, till)
    lost_behind_another_till(qtbot, window, sandbox, code)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Sent:"), timeout=15_000)
    counter_settled(qtbot, till)
    till.recheck.check_now()  # the re-check looks again: it adds no copy of its own
    qtbot.waitUntil(lambda: not till.tasks.running("recheck-now"))
    QApplication.processEvents()

    assert not window.header.waiting_banner.isVisible(), "the counter says it, with the manager's button"
    assert telling_of(window, code) == [window.redeem_status.whole_text()], "the outcome line, nothing more"
    assert window.redeem_status.whole_text().endswith("could not be proven; a manager decides.")
    assert window.override.waiting.text() == "Call a manager."
    assert not window.statusBar().isVisible()
    assert fully_shown(window.override, window)
    assert window.header.banners.height() <= window.height() // 6
    for shown in (window.redeem_status, window.handoff.instruction):
        assert whole_in_window(shown, window), shown.text()
    assert clipped(window) == []
    assert not window.redeem.isVisible(), "nothing can be taken: the box gives its room"
    assert fully_shown(window.voucher.badge, window)
    assert fully_shown(window.voucher.balance, window)

    scan(qtbot, window, DemoCodes.PART_USED)
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: till.lookup.history.rowCount() > 0)
    QApplication.processEvents()
    assert window.header.waiting_text.text().startswith(
        f"1 movement waits for a manager: a redemption of £5.00 on {till.activity.model.code_beside(code)}"
    )
    assert telling_of(window, code) == [window.header.waiting_text.text()], (
        "the banner says it once the outcome line has gone, until a manager decides"
    )
    assert clipped(window) == []
    assert window.redeem.amount.height() >= TOUCH_PX
    assert whole_in_window(window.handoff.instruction, window)
    for fact in (window.voucher.name, window.voucher.expiry, window.voucher.balance, window.voucher.badge):
        assert fully_shown(fact, window), fact.text()
    window.details.ensureWidgetVisible(window.voucher.tabs, 0, 0)  # the history, a scroll away
    QApplication.processEvents()
    assert not window.voucher.tabs.visibleRegion().isEmpty()


def test_a_top_up_refusal_reads_as_a_line_not_a_column_of_words(
    qtbot: QtBot, sized: tuple[MainWindow, Till, tuple[int, int]]
) -> None:
    """A service voucher cannot be topped up: the why is a line or two under the button, whole."""
    window, till, _size = sized
    scan(qtbot, window, DemoCodes.FULL_ONLY)
    counter_settled(qtbot, till)
    qtbot.waitUntil(lambda: "service voucher" in window.topup.note.text())
    QApplication.processEvents()
    note = window.topup.note
    lines = note.height() / note.fontMetrics().lineSpacing()
    assert lines <= 3, f"{lines:.1f} lines"
    assert note.width() >= window.topup.width() // 2
    assert whole_in_window(note, window)
    assert clipped(window) == []


def test_the_first_run_setup_shows_whole_fields_and_hints(
    qtbot: QtBot, sized: tuple[MainWindow, Till, tuple[int, int]]
) -> None:
    """Set up on a till with no keyring: every field is as tall as its text, and the PIN's hint is
    whole, not "PIN (4-8 …"."""
    window, till, size = sized
    setup = SetupDialog(SetupViewModel(till.settings, ""), first_run=True, uses_fallback=True, parent=window)
    setup.show()
    qtbot.waitUntil(setup.isVisible)
    QApplication.processEvents()
    assert setup.height() <= size[1]
    short = [
        f.accessibleName()
        for f in setup.findChildren(QLineEdit)
        if f.isVisible() and f.height() < f.sizeHint().height()
    ]
    assert short == []
    for field in (setup.manager_name, setup.manager_pin, setup.manager_again):
        room = field.contentsRect().width() - 2 * 10  # the style sheet's padding
        assert field.fontMetrics().horizontalAdvance(field.placeholderText()) <= room, field.placeholderText()
    setup.reject()
