"""Open the real till window on the sandbox inside pytest-qt, with asyncio running on Qt's loop.

qasync's loop is marked as running for the whole test (``already_running=True``), so every wait of
pytest-qt (``waitUntil``, ``waitSignal``) also runs the till's coroutines and its HTTP calls.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QEventLoop, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.compose import Till, TillHooks, build_till
from app.core.feed_event import FeedEvent
from app.core.paths import AppPaths, resolve_paths
from app.core.settings import Settings, save_settings
from app.desk.bill.widgets.bill_dialog import BillDialog
from app.desk.manager.gate import training_managers
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.lifecycle import run_till
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.crash import CrashReporter
from app.shell.main_window import MainWindow
from app.store.audit import AuditEntry
from app.training import training_settings
from sandbox_harness.server import SandboxServer

T = TypeVar("T")
W = TypeVar("W", bound=QWidget)


def run(qtbot: QtBot, step: Coroutine[Any, Any, T] | asyncio.Future[T], timeout_ms: int = 10_000) -> T:
    """Run a coroutine to its end on the Qt-driven loop, as a test step; or, given a task started
    earlier (a till running while the test drives its window), wait for it to end. Its result, or
    its exception raised here. The timeout only bounds a till that never ends.

    Qt's loop runs until the task ends, woken by its end, not polled: ``qtbot.waitUntil`` looks every
    10 ms, so each step took at least one tick (a 1 ms step took 16 ms, now 4 ms, on a busy machine)."""
    task = asyncio.ensure_future(step)
    if not task.done():
        waiting = QEventLoop()
        bound = QTimer()
        bound.setSingleShot(True)
        bound.timeout.connect(waiting.quit)
        task.add_done_callback(lambda _done: waiting.quit())
        bound.start(timeout_ms)
        waiting.exec()
        bound.stop()
    if not task.done():
        raise TimeoutError(f"the step did not end within {timeout_ms} ms")
    return task.result()


async def quick_backoff(delay_s: float) -> None:
    """The till's backoff, a hundred times faster: offline tests do not wait real seconds, and a
    till that is still offline keeps asking at a pace that leaves the loop to everything else."""
    await asyncio.sleep(delay_s / 100)


def run_whole_till(
    home: AppPaths, *, training: bool = True, sandbox_url: str | None = None, staff: str | None = "Sam Till"
) -> asyncio.Future[int]:
    """The till as ``voucher-desk`` runs it (``app.lifecycle.run_till``), ``staff`` signing in (None:
    it opens at the sign-in page), as a task on the loop that ends with the till's exit code."""
    return asyncio.ensure_future(
        run_till(
            home,
            training=training,
            staff=staff,
            self_test=None,
            crashes=CrashReporter(),
            sandbox_url=sandbox_url,
        )
    )


def main_window_shown(qtbot: QtBot) -> MainWindow:
    """The main window of the till ``run_whole_till`` started, once it shows."""

    def found() -> MainWindow | None:
        return next(
            (w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None
        )

    qtbot.waitUntil(lambda: found() is not None, timeout=20_000)
    window = found()
    assert window is not None
    return window


def till_settings(sandbox: SandboxServer, **changes: Any) -> Settings:
    settings = training_settings()
    settings.base_url = sandbox.url
    settings.read_timeout_s = 2.0
    # The training manager (PIN 2468): a till started from these settings outside training has a
    # manager too, as a set-up till has, so it opens without first-run setup.
    settings.managers = training_managers()
    for name, value in changes.items():
        setattr(settings, name, value)
    return settings


def open_till(
    qtbot: QtBot,
    sandbox: SandboxServer,
    home: Path,
    *,
    staff: str | None = "Sam Till",
    key: str = DEMO_KEY,
    saved: bool = False,
    **settings_changes: Any,
) -> tuple[MainWindow, Till]:
    """The till window on the sandbox, ``staff`` signed in. ``saved``: its settings are in a file
    under ``home`` (``till.settings_file``), as a set-up till's are, so what a manager changes is
    written there; else they live in memory, as a training till's do."""
    settings = till_settings(sandbox, **settings_changes)
    paths = resolve_paths(home).ensure()
    if saved:
        save_settings(settings, paths.settings_file)
    till = build_till(
        settings,
        key,
        paths,
        settings_file=paths.settings_file if saved else None,
        training=True,
        hooks=TillHooks(backoff=quick_backoff),
    )
    window = MainWindow(till)
    qtbot.addWidget(window)
    window.show()
    if staff:
        till.session.sign_in(staff)
    return window, till


def close_till(qtbot: QtBot, window: MainWindow, till: Till) -> None:
    """Close as the app does (app/lifecycle.py): the window goes before the session's view-models,
    so no view is ever left showing a model that has been deleted."""
    window.close()
    window.deleteLater()
    # pytest-qt would close it again at teardown; its list holds it weakly, and the widgets of a
    # window hold each other, so the empty wrapper would still be there to be closed.
    node = qtbot._request.node
    node.qt_widgets = [
        (ref, before) for ref, before in getattr(node, "qt_widgets", []) if ref() is not window
    ]
    run(qtbot, till.aclose())


def close_when_sent(qtbot: QtBot, dialog: BillDialog | SaleDialog | None) -> None:
    """Close a bill's or a sale's window that a test left open, once what it sends has ended:
    neither window closes while a line or a sale is on its way."""
    if dialog is not None:
        qtbot.waitUntil(lambda: not dialog.vm.busy, timeout=20_000)
        dialog.reject()


@contextmanager
def till_open(
    qtbot: QtBot, sandbox: SandboxServer, home: Path, **opened: Any
) -> Iterator[tuple[MainWindow, Till]]:
    """``open_till`` for the length of a ``with``: a test that opens a till twice on one home (a
    restart) says so in two blocks. The till closes on a healthy service: a fault the test left
    armed would make the close itself fail."""
    window, till = open_till(qtbot, sandbox, home, **opened)
    try:
        yield window, till
    finally:
        sandbox.faults.clear()
        close_till(qtbot, window, till)


def scan(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type into the code field as a person or a scanner would, then Enter."""
    window.code.clear()
    qtbot.keyClicks(window.code, text)
    window.code.returnPressed.emit()


def redeem_amount(qtbot: QtBot, window: MainWindow, amount: str) -> None:
    """Redeem as a cashier does: type the amount, Enter for the review, then click Confirm."""
    amount_under_review(qtbot, window, amount)
    qtbot.mouseClick(window.redeem.confirm_button, Qt.MouseButton.LeftButton)


def amount_under_review(qtbot: QtBot, window: MainWindow, amount: str) -> None:
    """Type the amount and Enter: the review shows, Confirm ready, nothing sent.

    Waits for the lookup to finish first: a voucher read again while the review is open closes the
    review (what it showed may no longer hold), and the cashier would press Enter again.
    """
    till = window.till
    qtbot.waitUntil(
        lambda: (
            window.redeem.isVisible()
            and window.redeem.amount.isEnabled()
            and not till.tasks.running("lookup")
            and not till.redeem.busy
        )
    )
    window.redeem.amount.clear()
    qtbot.keyClicks(window.redeem.amount, amount)
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.redeem.review_box.isVisible() and window.redeem.confirm_button.isEnabled())


def keyed_on_the_pos(qtbot: QtBot, window: MainWindow) -> None:
    """The hand-off ticked as keyed on the POS; back once the till holds none (the counter clear)."""
    window.handoff.keyed.click()
    qtbot.waitUntil(lambda: window.till.handoff.current is None)


def redeemed(qtbot: QtBot, window: MainWindow, code: str, amount: str) -> None:
    """Scan ``code`` and redeem ``amount`` of it as a cashier does; back once the outcome line says
    it was redeemed and that redemption is written down."""
    scan(qtbot, window, code)
    redeem_amount(qtbot, window, amount)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    outcomes_written(qtbot, window.till)


def outcomes_written(qtbot: QtBot, till: Till) -> None:
    """Wait until every outcome the till has painted is written down too: a counter's or a sale's
    journal mark and audit line are written just after its outcome is painted
    (``MovementParts.later``), so what reads the journal or the audit log next finds them. Those
    writes are not ``unwritten`` until tried: a mark queued after them says they have been."""
    tried: list[bool] = []
    till.after_paint.later(lambda: tried.append(True))
    qtbot.waitUntil(lambda: bool(tried) and not till.movements.unwritten)


def redeem_one_pound(qtbot: QtBot, window: MainWindow, till: Till) -> None:
    """Redeem 1.00 of ``SPA50PART`` at the counter and wait for its outcome line, and for the
    voucher read again after it, so what comes next finds the counter settled."""
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    qtbot.waitUntil(lambda: window.redeem_status.isVisible() and not till.redeem.busy)
    qtbot.waitUntil(lambda: not till.tasks.running("lookup"))


def counter_settled(qtbot: QtBot, till: Till) -> None:
    """Wait until the counter's lookup and redemption have ended and what they did is written down,
    and let Qt lay out what they show."""
    qtbot.waitUntil(lambda: not till.tasks.running("lookup") and not till.redeem.busy, timeout=10_000)
    outcomes_written(qtbot, till)
    QApplication.processEvents()


def shown_on_the_counter(qtbot: QtBot, window: MainWindow, code: str) -> None:
    """Wait until ``code``'s voucher is on the counter, its lookup ended and its details in sight."""
    till = window.till
    qtbot.waitUntil(
        lambda: (
            till.lookup.voucher is not None
            and till.lookup.voucher.redeem_code == code
            and not till.tasks.running("lookup")
            and window.details.isVisible()
        )
    )


def five_pounds_under_review(qtbot: QtBot, window: MainWindow) -> None:
    """``SPA50PART`` on the counter and a redemption of 5.00 from it under review, nothing sent."""
    till = window.till
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    shown_on_the_counter(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: window.redeem.amount.isVisible() and window.redeem.amount.isEnabled())
    qtbot.keyClicks(window.redeem.amount, "5")
    qtbot.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: till.redeem.reviewing)


def lost_behind_another_till(qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, code: str) -> None:
    """Another till redeems £5.00 from ``code`` (on the counter), then this till's redemption of
    the same £5.00 is sent and its answer lost: the till cannot tell whose the service's event is."""

    run(qtbot, another_till_redeems(sandbox, code, "5.00"))
    sandbox.faults.set(path=f"/codes/{code}/redeem/", method="POST", drop={"when": "after"}, times=1)
    redeem_amount(qtbot, window, "5")


def redeemed_at_the_counter(qtbot: QtBot, window: MainWindow, desk: Till) -> None:
    """£10 of a part-use voucher redeemed: the outcome line shown, its hand-off waiting."""
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    with qtbot.waitSignal(desk.redeem.finished, timeout=10_000):
        redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: desk.handoff.current is not None and window.redeem_status.isVisible())


async def another_till_redeems(sandbox: SandboxServer, code: str, amount: str) -> None:
    """Another till on the same account redeems ``amount`` of ``code`` at Reception."""
    async with VoucherClient(sandbox.url, DEMO_KEY) as other:
        await other.redeem(code, Locations.RECEPTION, Decimal(amount))


def service_balance(qtbot: QtBot, till: Till, code: str = DemoCodes.VALID_PARTIAL) -> Decimal:
    """What the service says is left on ``code``, asked through the till's own client."""
    return run(qtbot, till.client.lookup_code(code)).balance


def newest_event(qtbot: QtBot, till: Till, code: str, timeout: int = 10_000) -> FeedEvent:
    """The feed's newest row, once it is an event of ``code`` (a movement just made, heard back)."""

    def found() -> bool:
        return till.activity.model.rowCount() > 0 and till.activity.model.event_at_row(0).code == code

    qtbot.waitUntil(found, timeout=timeout)
    return till.activity.model.event_at_row(0)


async def another_till_tops_up(sandbox: SandboxServer, code: str, amount: str) -> None:
    """Another till on the same account tops ``code`` up by ``amount`` at Reception."""
    async with VoucherClient(sandbox.url, DEMO_KEY) as other:
        await other.topup(code, Locations.RECEPTION, Decimal(amount))


def redeemed_reference(qtbot: QtBot, window: MainWindow, code: str, amount: str) -> int:
    """Redeem through the window as staff do; returns the service's reference (event id)."""
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
    with qtbot.waitSignal(window.till.redeem.finished, timeout=10_000):
        redeem_amount(qtbot, window, amount)
    assert window.redeem_status.text().startswith("Redeemed")
    return int(window.redeem_status.text().rsplit("ref\u00a0", 1)[1])


def active(qtbot: QtBot, window: MainWindow) -> None:
    """The till window made the active one, as under a cashier's hands: its keys reach it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def opened(
    qtbot: QtBot,
    window: MainWindow,
    shown: Callable[[], W | None],
    key: Qt.Key,
    tap: Callable[[], object] | None,
) -> W:
    """The window ``shown`` returns, once it is on screen: opened by ``tap`` (a touch), or without
    one by ``key`` pressed in the code field of the active till window."""
    if tap is not None:
        tap()
    else:
        active(qtbot, window)
        qtbot.keyClick(window.code, key)
    qtbot.waitUntil(lambda: (dialog := shown()) is not None and dialog.isVisible())
    dialog = shown()
    assert dialog is not None
    return dialog


def redeemed_as_said(qtbot: QtBot, window: MainWindow, code: str, amount: str) -> None:
    """Scan ``code`` and redeem ``amount`` (whole pounds) of it; back once the outcome line says
    that amount of that code was redeemed (not an earlier redemption's line)."""
    scan(qtbot, window, code)
    redeem_amount(qtbot, window, amount)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith(f"Redeemed £{amount}.00 from {code}"))


def redeemed_and_written(qtbot: QtBot, till: Till) -> AuditEntry:
    """The one redemption's audit line, once it is written: the till writes it just after it paints
    the outcome line ("Redeemed…"), so a test reading it at that line could find none."""

    def done() -> list[AuditEntry]:
        return [entry for entry in till.audit.entries(action="redeem") if entry.outcome == "done"]

    qtbot.waitUntil(lambda: bool(done()))
    [entry] = done()
    return entry


def till_at_size(
    qtbot: QtBot, sandbox: SandboxServer, home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> tuple[MainWindow, Till]:
    """The real till opened on a screen of ``size``, its window filling it; closed by the caller."""
    # The screen is the till's size: a dialog's room is what the screen leaves it (``room_for``).
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(0, 0), QSize(*size)))
    window, till = open_till(qtbot, sandbox, home)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    return window, till
