"""The real till window when its journal or audit log cannot be written.

Nothing is sent that the journal cannot record; the cashier is told why in plain words, not with the
crash dialog; redeem, reverse and refund stay disabled until the stores work again. An answer the
service gave that cannot be written down is kept, shown in a loud banner, blocks its code, and is
written as soon as the store works again.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.logs import close_log_file, setup_logging
from app.core.movement import MovementState
from app.desk.manager.widgets.reverse import ReverseDialog
from app.desk.status import storage as storage_module
from app.sandbox.seed import DemoCodes
from app.services.movements import Actor
from app.shell.main_window import MainWindow
from app.store.db import StorageError
from helpers import logs
from helpers.manager import enter_pin, opened_dialog
from helpers.storage import locked_by_another_program, opened_read_only, small_disk
from helpers.till import close_till, newest_event, open_till, redeem_amount, run, scan, till_open
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.STORAGE_PROBLEM, logs.KEPT_IN_MEMORY, logs.LOST_ANSWER)

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL  # £50.00, part redemption allowed
#: What the till says of a journal it cannot write, by why.
LOCKED = "The till cannot write its journal: another program has it locked"
READ_ONLY = "The till cannot write its journal: the data folder is read-only"
DISK_FULL = "The till cannot write its journal: the disk is full"


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """The automatic write retries come at once in tests (the real backoff starts at 1 s)."""
    monkeypatch.setattr(storage_module, "RETRY_DELAYS_S", (0.05,))


def look_up(qtbot: QtBot, window: MainWindow, code: str = CODE) -> None:
    scan(qtbot, window, code)
    qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())


def five_pounds_sent_nothing(qtbot: QtBot, window: MainWindow, problem: str) -> None:
    """£5.00 redeemed from the voucher on the counter while the journal cannot take it: the line
    says ``problem`` and that nothing was sent, and money is paused."""
    redeem_amount(qtbot, window, "5.00")
    qtbot.waitUntil(lambda: window.redeem_status.text() == f"{problem}. Nothing was sent.")
    assert_paused(qtbot, window, problem)


def five_pounds_redeemed(qtbot: QtBot, window: MainWindow) -> None:
    """£5.00 redeemed from the voucher on the counter, and said so."""
    redeem_amount(qtbot, window, "5.00")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00"))


def five_pounds_taken_not_written(qtbot: QtBot, window: MainWindow) -> None:
    """``CODE`` looked up and £5.00 of it redeemed, the service's answer not yet written down:
    the storage banner says so."""
    look_up(qtbot, window)
    redeem_amount(qtbot, window, "5.00")
    qtbot.waitUntil(window.header.storage_banner.isVisible)


def money_actions_enabled(window: MainWindow) -> bool:
    return window.redeem.amount.isEnabled() or window.refund_order.isEnabled()


def journal_rows(till: Till) -> list[tuple[str, str, str | None]]:
    with closing(sqlite3.connect(f"file:{till.journal.path}?mode=ro", uri=True)) as db:
        return db.execute("SELECT code, state, amount FROM movements ORDER BY created").fetchall()


def refused_until_written(qtbot: QtBot, till: Till) -> None:
    """Another redemption of the voucher on the counter is refused while the last one's outcome is
    not written down: the till cannot tell what it would take."""
    voucher = till.lookup.voucher
    assert voucher is not None
    with pytest.raises(StorageError, match="has not yet written down the last redeem of SPA50PART"):
        run(qtbot, till.movements.redeem(voucher, Decimal("5.00"), Actor("Sam Till")))


def retried(qtbot: QtBot, window: MainWindow) -> None:
    """*Try again* pressed; the banner goes once the till has written what it kept."""
    window.header.storage_retry.click()
    qtbot.waitUntil(lambda: not window.header.storage_banner.isVisible())


def assert_paused(qtbot: QtBot, window: MainWindow, problem: str) -> None:
    qtbot.waitUntil(window.header.storage_banner.isVisible)
    assert window.header.storage_text.text() == (
        f"{problem}. Redeem, reverse and refund are paused until it works again."
    )
    assert not money_actions_enabled(window)


def test_a_locked_journal_sends_nothing_says_why_and_pauses_money_until_it_works(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    look_up(qtbot, window)
    with locked_by_another_program(till.journal.path):
        five_pounds_sent_nothing(qtbot, window, LOCKED)
        assert sandbox.state.balance_of(CODE) == 5000, "nothing was taken"
        assert journal_rows(till) == []
        window.header.storage_retry.click()
        assert window.header.storage_banner.isVisible(), "still locked: still paused"
    qtbot.waitUntil(lambda: not window.header.storage_banner.isVisible(), timeout=5000)
    look_up(qtbot, window)
    five_pounds_redeemed(qtbot, window)
    assert sandbox.state.balance_of(CODE) == 4500


def test_the_nothing_was_sent_line_goes_once_the_till_has_proven_it_can_write_again(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """The cashier does not read "cannot write its journal" beside a till that works again; while it
    cannot, the line and the pause stay, whatever is pressed."""
    window, _till = till_window
    look_up(qtbot, window)
    with locked_by_another_program(_till.journal.path):
        five_pounds_sent_nothing(qtbot, window, LOCKED)
        window.header.storage_retry.click()
        assert window.redeem_status.isVisible(), "still locked: the line stays"
        assert window.redeem_status.text() == f"{LOCKED}. Nothing was sent."
        assert not money_actions_enabled(window)
    qtbot.waitUntil(lambda: not window.header.storage_banner.isVisible(), timeout=5000)
    assert not window.redeem_status.isVisible()
    assert "Nothing was sent" not in window.redeem_status.text()
    assert money_actions_enabled(window)
    assert sandbox.state.balance_of(CODE) == 5000


def test_the_line_goes_after_a_read_only_journal_is_writable_again_and_try_again_is_pressed(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, till = till_window
    monkeypatch.setattr(till.storage, "_delays", (3600.0,))  # only "Try again now" re-checks here
    look_up(qtbot, window)
    with opened_read_only(till.journal):
        five_pounds_sent_nothing(qtbot, window, READ_ONLY)
    assert window.redeem_status.isVisible(), "writable again, but not yet proven: still paused"
    assert not money_actions_enabled(window)
    retried(qtbot, window)
    assert not window.redeem_status.isVisible()
    assert money_actions_enabled(window)
    five_pounds_redeemed(qtbot, window)
    assert sandbox.state.balance_of(CODE) == 4500


def test_a_read_only_journal_sends_nothing(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    look_up(qtbot, window)
    with opened_read_only(till.journal):
        five_pounds_sent_nothing(qtbot, window, READ_ONLY)
    assert sandbox.state.balance_of(CODE) == 5000
    assert journal_rows(till) == []


def test_a_full_disk_sends_nothing(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with (
        small_disk(tmp_path / "disk", size="2m") as disk,
        till_open(qtbot, sandbox, disk.path / "home") as (window, till),
    ):
        look_up(qtbot, window)
        disk.fill()
        five_pounds_sent_nothing(qtbot, window, DISK_FULL)
        assert sandbox.state.balance_of(CODE) == 5000
        assert journal_rows(till) == []

        disk.free()
        qtbot.waitUntil(lambda: not window.header.storage_banner.isVisible(), timeout=5000)
        assert window.redeem.amount.isEnabled()


@pytest.mark.logs(logs.FAILURE_INSIDE)
def test_a_log_on_a_full_disk_is_said_once_and_the_till_works_on_until_there_is_room(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """The log is on a disk that fills; the journal is not. The till says once that its log cannot be
    written, redeems as before, prints no traceback, and the line goes once there is room, the log
    then saying how many lines it lost."""
    with small_disk(tmp_path / "disk", size="2m") as disk:
        setup_logging(disk.path / "logs")
        disk.fill()
        window, till = open_till(qtbot, sandbox, tmp_path / "home")
        try:
            look_up(qtbot, window)
            # The service's trouble with one lookup is what the till has to log just then.
            sandbox.forms.set("failed_status", method="GET", path="/codes/", times=1)
            scan(qtbot, window, CODE)
            qtbot.waitUntil(window.header.log_banner.isVisible)
            assert window.header.log_banner.text() == (
                "The till cannot write its log: the disk is full. The till goes on working, but what "
                "it does now is missing from its log until it can write there again."
            )
            assert not window.header.storage_banner.isVisible()
            qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
            redeem_amount(qtbot, window, "5.00")
            qtbot.waitUntil(lambda: sandbox.state.balance_of(CODE) == 4500)
            qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00"))
            assert window.header.log_banner.isVisible()

            disk.free()
            qtbot.waitUntil(lambda: not window.header.log_banner.isVisible(), timeout=5000)
        finally:
            close_till(qtbot, window, till)
            close_log_file()
    assert "Traceback" not in capfd.readouterr().err


def lock_once_sent(till: Till, path: Path) -> Iterator[list[sqlite3.Connection]]:
    """``path`` is locked by another program just as the redeem request leaves the till."""
    holders: list[sqlite3.Connection] = []

    def lock_on_send(busy: bool) -> None:
        if busy and not holders:
            other = sqlite3.connect(path, isolation_level=None, timeout=0)
            other.execute("BEGIN EXCLUSIVE")
            holders.append(other)

    till.redeem.busy_changed.connect(lock_on_send)
    yield holders
    till.redeem.busy_changed.disconnect(lock_on_send)
    for other in holders:
        if other.in_transaction:
            other.execute("ROLLBACK")
        other.close()


@pytest.fixture
def journal_locked_once_sent(till_window: TillWindow) -> Iterator[list[sqlite3.Connection]]:
    yield from lock_once_sent(till_window[1], till_window[1].journal.path)


@pytest.fixture
def audit_locked_once_sent(till_window: TillWindow) -> Iterator[list[sqlite3.Connection]]:
    yield from lock_once_sent(till_window[1], till_window[1].audit.path)


def test_an_answer_that_cannot_be_written_is_kept_shown_and_written_later(
    qtbot: QtBot,
    till_window: TillWindow,
    sandbox: SandboxServer,
    journal_locked_once_sent: list[sqlite3.Connection],
) -> None:
    window, till = till_window
    look_up(qtbot, window)
    five_pounds_redeemed(qtbot, window)
    assert sandbox.state.balance_of(CODE) == 4500, "the service took it, once"

    qtbot.waitUntil(window.header.storage_banner.isVisible)
    banner = window.header.storage_text.whole_text()
    assert banner.startswith(
        "NOT YET WRITTEN DOWN — The redeem of SPA50PART for £5.00: the service redeemed it"
    )
    assert "another program has it locked" in banner
    assert not money_actions_enabled(window)
    assert journal_rows(till) == [(CODE, "pending", "5.00")], "on disk, still only the intent"

    refused_until_written(qtbot, till)
    assert sandbox.state.balance_of(CODE) == 4500, "nothing more moved on the code"

    journal_locked_once_sent[0].execute("ROLLBACK")
    retried(qtbot, window)
    assert journal_rows(till) == [(CODE, "done", "5.00")]
    assert [(e.code, e.outcome) for e in till.audit.entries(action="redeem")] == [(CODE, "done")]
    assert window.redeem.isEnabled()
    # Written down at last, the redemption is on the POS hand-off at once: a bill's
    # hand-off that left the kept answer out would ask for less than the service took.
    qtbot.waitUntil(lambda: window.handoff.instruction.text().startswith("Key £5.00 as Gift voucher"))


def test_the_unwritten_banner_names_its_voucher_whole_only_while_the_counter_holds_it(
    qtbot: QtBot,
    till_window: TillWindow,
    journal_locked_once_sent: list[sqlite3.Connection],
) -> None:
    """A code is whole only at the counter that holds it: once the next guest's voucher is on the
    counter, the banner names the one not written down as the feed beside it does, masked; the
    same voucher scanned again is named whole again."""
    window, till = till_window
    five_pounds_taken_not_written(qtbot, window)
    assert f"The redeem of {CODE} for £5.00" in window.header.storage_text.whole_text()

    scan(qtbot, window, DemoCodes.FULL_ONLY)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and till.lookup.voucher.redeem_code != CODE)
    masked = till.activity.model.code_beside(CODE)
    assert masked != CODE
    qtbot.waitUntil(lambda: f"The redeem of {masked} for £5.00" in window.header.storage_text.whole_text())
    shown = (window.header.storage_text.whole_text(), window.header.storage_text.text())
    assert not any(CODE in text for text in shown), "a code not on the counter is shown whole"

    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: f"The redeem of {CODE} for £5.00" in window.header.storage_text.whole_text())
    journal_locked_once_sent[0].execute("ROLLBACK")
    retried(qtbot, window)


def test_an_unwritten_answer_is_written_by_the_retry_without_anyone_asking(
    qtbot: QtBot,
    till_window: TillWindow,
    sandbox: SandboxServer,
    journal_locked_once_sent: list[sqlite3.Connection],
) -> None:
    window, till = till_window
    five_pounds_taken_not_written(qtbot, window)
    journal_locked_once_sent[0].execute("ROLLBACK")
    qtbot.waitUntil(lambda: not window.header.storage_banner.isVisible(), timeout=5000)
    assert [row[1] for row in journal_rows(till)] == [MovementState.DONE.value]
    assert sandbox.state.balance_of(CODE) == 4500


def test_a_reverse_with_a_locked_journal_sends_nothing_and_the_next_is_refused_plainly(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    look_up(qtbot, window)
    redeem_amount(qtbot, window, "10.00")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £10.00"))
    event = newest_event(qtbot, till, CODE)

    with locked_by_another_program(till.journal.path):
        window.manager_actions.reverse(event)
        qtbot.waitUntil(lambda: window.manager_actions.pin_dialog is not None)
        enter_pin(qtbot, window)
        dialog = opened_dialog(qtbot, window, ReverseDialog)
        qtbot.keyClicks(dialog.reason, "wrong voucher scanned")
        dialog.confirm.click()
        qtbot.waitUntil(lambda: dialog.status.text() == f"{LOCKED}. Nothing was sent.")
        assert_paused(qtbot, window, LOCKED)
        assert sandbox.state.balance_of(CODE) == 4000, "nothing was reversed"
        dialog.close_button.click()

        window.manager_actions.reverse(event)
        notice = window.manager_actions.notice
        assert notice is not None
        assert notice.text() == window.header.storage_text.text(), "refused before any PIN is asked"
        assert window.manager_actions.pin_dialog is None
        notice.close()
    assert sandbox.state.balance_of(CODE) == 4000


def test_an_audit_line_that_cannot_be_written_is_kept_and_blocks_the_code(
    qtbot: QtBot,
    till_window: TillWindow,
    sandbox: SandboxServer,
    audit_locked_once_sent: list[sqlite3.Connection],
) -> None:
    window, till = till_window
    five_pounds_taken_not_written(qtbot, window)
    assert (
        "The till cannot write its audit log: another program has it locked"
        in window.header.storage_text.whole_text()
    )
    assert journal_rows(till) == [(CODE, "done", "5.00")], "the journal took the outcome"
    assert till.audit.entries(action="redeem") == []
    refused_until_written(qtbot, till)

    audit_locked_once_sent[0].execute("ROLLBACK")
    retried(qtbot, window)
    assert [(e.code, e.outcome) for e in till.audit.entries(action="redeem")] == [(CODE, "done")]
    assert journal_rows(till) == [(CODE, "done", "5.00")]
    assert sandbox.state.balance_of(CODE) == 4500
