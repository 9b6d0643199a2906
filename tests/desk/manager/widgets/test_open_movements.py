"""What the till shows of movements it could not confirm: the manager's decision, late finds, the clock.

The movements are made at the service level in the till's own data folder (another till's identical
redemption, a lost answer, a late commit), then the real window is opened on that folder.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
import qasync
from pypdf import PdfReader
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.core import i18n
from app.core.masking import mask_code
from app.desk.common.widgets.language import app_language
from app.desk.common.widgets.style import apply_style
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from app.services.movements import DECISION_ACTION, Actor, MovementService
from app.store.journal import MovementState
from helpers import logs
from helpers.manager import TRAINING_MANAGER, enter_pin, pin_prompt, unconfirmed_dialog
from helpers.scanner import focused
from helpers.till import close_till, open_till, redeem_amount, run, scan, till_open
from helpers.unconfirmed import Unconfirmed, decide_in_window, in_folder
from helpers.words import REFERENCE_LABEL
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.LOST_ANSWER, logs.TURNED_UP_LATE)

CODE = DemoCodes.VALID_PARTIAL
STAFF = Actor("Sam Till")
MANAGER = TRAINING_MANAGER


def test_the_unconfirmed_movement_is_readable_at_1024x768(
    qtbot: QtBot, qloop: qasync.QEventLoop, qapp: QApplication, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """With the real style on a 1024×768 till, the dialog fits and every column of the events that
    could be the movement is wide enough for its title and its cells."""
    run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))
    plain = qapp.styleSheet()
    apply_style(qapp)
    window, till = open_till(qtbot, sandbox, tmp_path)
    try:
        window.resize(1024, 768)
        qtbot.waitUntil(lambda: window.size() == QSize(1024, 768))
        scan(qtbot, window, CODE)
        qtbot.waitUntil(window.override.isVisible)
        window.override.click()
        pin_prompt(qtbot, window)
        enter_pin(qtbot, window)
        dialog = unconfirmed_dialog(qtbot, window)
        QApplication.processEvents()
        assert dialog.width() <= 1024
        assert dialog.height() <= 768
        assert dialog.minimumSizeHint().width() <= 1024
        assert dialog.minimumSizeHint().height() <= 768
        table, header = dialog.table, dialog.table.horizontalHeader()

        def needed(column: int) -> int:
            return max(table.sizeHintForColumn(column), header.sectionSizeHint(column))

        narrow = [
            str(table.model().headerData(column, Qt.Orientation.Horizontal))
            for column in range(table.model().columnCount())
            if header.sectionSize(column) < needed(column)
        ]
        assert narrow == []
        assert header.length() <= table.viewport().width(), "a column is off the table's right edge"
        dialog.reject()
    finally:
        close_till(qtbot, window, till)
        qapp.setStyleSheet(plain)


def test_a_manager_marks_one_candidate_as_this_tills(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    movement_id = run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))
    with till_open(qtbot, sandbox, tmp_path) as (window, till):
        dialog = decide_in_window(qtbot, window, "second")
        movement = till.journal.get(movement_id)
        assert movement.state is MovementState.DONE
        assert movement.decided_by == MANAGER
        assert dialog.status.text().startswith(
            f"Marked by {MANAGER} as taken (event {movement.result_event_id}); the till could not confirm it"
        )
        [entry] = till.audit.entries(action=DECISION_ACTION)
        assert (entry.manager, entry.service_event_id) == (MANAGER, movement.result_event_id)
        assert sandbox.state.balance_of(CODE) == 3000, "nothing more was taken"
        # The redemption the manager confirmed is to be keyed on the POS now, as any done one is.
        reference = movement.result_event_id
        qtbot.waitUntil(window.handoff.isVisible)
        assert window.handoff.instruction.text() == f"Key £10.00 as Gift voucher {REFERENCE_LABEL}{reference}"
        assert [h.reference for h in till.handoff.unticked()] == [reference]


def test_a_manager_says_none_is_this_tills_and_it_is_shown_as_their_word(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    movement_id = run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))
    with till_open(qtbot, sandbox, tmp_path) as (window, till):
        dialog = decide_in_window(qtbot, window, "none")
        assert dialog.status.text().startswith(
            f"Marked by {MANAGER} as not taken; the till could not confirm it"
        )
        assert till.journal.get(movement_id).state is MovementState.NOT_APPLIED
        dialog.close_button.click()
        # A movement confirmed done is not offered for a decision.
        window.manager_actions.decide_unconfirmed(CODE)
        assert window.manager_actions.notice is not None
        assert window.manager_actions.notice.text() == "No movement is waiting for a manager's decision."


class LateFound:
    """The service held this till's redemption past the settle period, then applied it."""

    def __init__(self, sandbox: SandboxServer) -> None:
        self.sandbox = sandbox

    async def __call__(self, service: MovementService, client: VoucherClient) -> str:
        voucher = await client.lookup_code(CODE, Locations.RECEPTION)
        self.sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", late_commit={}, times=1)
        sent = await service.redeem(voucher, Decimal("10.00"), STAFF)
        assert (await service.reconcile(sent.movement)).outcome is MovementState.NOT_APPLIED
        self.sandbox.faults.release_late()
        return sent.movement.id


def test_a_redemption_found_late_is_shown_on_the_status_line_and_raised(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    movement_id = run(qtbot, in_folder(tmp_path, LateFound(sandbox)))
    with till_open(qtbot, sandbox, tmp_path) as (window, till):
        # The journal's UTC time of sending is the test's clock: bring it into the horizon.
        till.journal._db.execute("UPDATE movements SET sent_epoch = ?", (datetime.now().timestamp(),))
        till.recheck.start()
        qtbot.waitUntil(lambda: "had called not taken went through at" in window.recheck_line.text())
        assert window.recheck_line.text().startswith(f"A redemption of £10.00 on {mask_code(CODE)}")
        assert till.recheck.alerts == [window.recheck_line.text()]
        movement = till.journal.get(movement_id)
        assert movement.state is MovementState.DONE
        assert movement.late_found is not None


def test_a_large_clock_offset_is_a_warning_in_the_top_bar(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The service's clock an hour fast (its stamps and its answers' Date alike): the first answer
    tells it, before any movement; the first movement measures the offset too."""
    sandbox.clock.set(datetime.now() + timedelta(hours=1))
    with till_open(qtbot, sandbox, tmp_path) as (window, till):
        qtbot.waitUntil(window.header.clock_warning.isVisible)
        assert window.header.clock_warning.text().startswith(
            "This till's clock is 1 h 00 min behind the service's"
        )
        scan(qtbot, window, CODE)
        redeem_amount(qtbot, window, "1")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £1.00"))
        assert till.movements.timeline.offset_s is not None
        assert abs(till.movements.timeline.offset_s - 3600) <= 2
        assert window.header.clock_warning.isVisible()


class LostAnswer:
    """This till's redemption went through; its answer was lost and the till was closed at once."""

    def __init__(self, sandbox: SandboxServer) -> None:
        self.sandbox = sandbox

    async def __call__(self, service: MovementService, client: VoucherClient) -> str:
        voucher = await client.lookup_code(CODE, Locations.RECEPTION)
        self.sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "after"}, times=1)
        sent = await service.redeem(voucher, Decimal("10.00"), STAFF)
        assert sent.outcome is MovementState.UNKNOWN
        return sent.movement.id


def test_down_at_start_is_said_calmly_and_the_movement_is_settled_when_the_service_is_back(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    movement_id = run(qtbot, in_folder(tmp_path, LostAnswer(sandbox)))
    sandbox.stop()
    window, till = open_till(qtbot, sandbox, tmp_path)
    try:
        till.recheck.start()
        qtbot.waitUntil(lambda: "the service cannot be reached" in window.recheck_line.text(), timeout=15_000)
        assert till.journal.get(movement_id).state is MovementState.UNKNOWN
        sandbox.start()
        qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online"), timeout=15_000)
        qtbot.waitUntil(lambda: "went through" in window.recheck_line.text(), timeout=15_000)
        assert window.recheck_line.text() == f"A redemption of £10.00 on {mask_code(CODE)} went through."
        assert till.journal.get(movement_id).state is MovementState.DONE
    finally:
        sandbox.start()
        close_till(qtbot, window, till)


def test_a_not_applied_redemption_found_late_replaces_its_red_line_and_is_raised(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The cashier saw "did not go through"; the service then applied it. That red line must not
    stay beside the news: the redeem line now says it went through, and the status line is an alert."""
    window, till = open_till(qtbot, sandbox, tmp_path)
    epoch = [datetime.now().timestamp()]

    async def instant(seconds: float) -> None:
        epoch[0] += seconds
        await asyncio.sleep(0)

    # The settle period passes at once (the till's UTC clock and its sleep are the edge faked).
    till.movements.core.pace = replace(till.movements.core.pace, epoch=lambda: epoch[0], sleep=instant)
    try:
        sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", late_commit={}, times=1)
        scan(qtbot, window, CODE)
        redeem_amount(qtbot, window, "10")
        red = f"Not redeemed: £10.00 from {CODE} did not go through. Nothing was taken; you can try again."
        qtbot.waitUntil(lambda: window.redeem_status.text() == red, timeout=15_000)

        sandbox.faults.release_late()
        till.recheck.check_now()
        qtbot.waitUntil(lambda: "had called not taken went through" in window.redeem_status.text())
        assert window.redeem_status.text().startswith(f"A redemption of £10.00 on {mask_code(CODE)}")
        assert window.redeem_status.property("kind") == "unknown"
        assert window.recheck_line.text() == window.redeem_status.text()
        assert window.statusBar().property("kind") == "alert"
        assert sandbox.state.balance_of(CODE) == 4000
    finally:
        close_till(qtbot, window, till)


def test_an_unconfirmed_movement_stays_on_the_main_screen_through_a_restart_and_an_outage(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))
    window, till = open_till(qtbot, sandbox, tmp_path)  # the till (re)started on that journal
    # Named as the feed beside it names the voucher, once the feed has its rows.
    feed = till.activity.model
    qtbot.waitUntil(lambda: feed.rowCount() > 0)
    waiting = (
        f"1 movement waits for a manager: a redemption of £10.00 on {feed.code_beside(CODE)}, "
        "which the till cannot confirm."
    )
    try:
        assert window.header.waiting_banner.isVisible()
        qtbot.waitUntil(lambda: window.header.waiting_text.text() == waiting)
        sandbox.stop()
        try:
            till.recheck.start()
            qtbot.waitUntil(
                lambda: "the service cannot be reached" in window.recheck_line.text(), timeout=15_000
            )
            assert window.header.waiting_text.text() == waiting
        finally:
            sandbox.start()
        qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online"), timeout=15_000)
        qtbot.waitUntil(lambda: "cannot be reached" not in window.recheck_line.text(), timeout=15_000)
        assert window.header.waiting_banner.isVisible(), "still waiting for a manager after the outage"
        assert window.header.waiting_text.text() == waiting

        window.header.waiting_open.click()
        enter_pin(qtbot, window)
        dialog = unconfirmed_dialog(qtbot, window)
        dialog.none.click()
        qtbot.waitUntil(lambda: not window.header.waiting_banner.isVisible())
        dialog.close_button.click()
    finally:
        close_till(qtbot, window, till)


LOST = DemoCodes.PART_USED


class LostBeforeApplied:
    """This till's top-up (or redemption) of £3.00 never reached the service; its answer never came."""

    def __init__(self, sandbox: SandboxServer, kind: str) -> None:
        self.sandbox = sandbox
        self.kind = kind

    async def __call__(self, service: MovementService, client: VoucherClient) -> str:
        voucher = await client.lookup_code(LOST, Locations.RECEPTION)
        self.sandbox.faults.set(path=f"/codes/{LOST}/", method="POST", drop={"when": "before"}, times=1)
        actor = Actor("Sam Till", "Morgan Manager")
        if self.kind == "topup":
            sent = await service.topup(
                LOST, Decimal("3.00"), voucher.currency_code, actor, balance_before=voucher.balance
            )
        else:
            sent = await service.redeem(voucher, Decimal("3.00"), actor)
        assert sent.outcome is MovementState.UNKNOWN
        return sent.movement.id


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("topup", f"A top-up of £3.00 on {mask_code(LOST)} did not go through; nothing was added."),
        ("redeem", f"A redemption of £3.00 on {mask_code(LOST)} did not go through; nothing was taken."),
    ],
)
def test_a_lost_movement_settled_as_not_applied_after_a_restart_is_said_and_the_checking_line_goes(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path, kind: str, said: str
) -> None:
    balance = sandbox.state.balance_of(LOST)
    movement_id = run(qtbot, in_folder(tmp_path, LostBeforeApplied(sandbox, kind)))
    with till_open(qtbot, sandbox, tmp_path) as (window, till):
        # Sent just now, by the till's UTC clock: the service may still be working on it.
        till.journal._db.execute("UPDATE movements SET sent_epoch = ?", (datetime.now().timestamp(),))
        till.recheck.start()
        still = "1 movement is still being checked with the service."
        qtbot.waitUntil(lambda: window.recheck_line.text() == still)
        assert window.statusBar().isVisible()

        # The settle period is over (sent two minutes ago): the next round settles it as not applied.
        till.journal._db.execute("UPDATE movements SET sent_epoch = ?", (datetime.now().timestamp() - 120,))
        till.recheck.check_now()
        qtbot.waitUntil(lambda: window.recheck_line.text() == said)
        assert "still being checked" not in window.recheck_line.text()
        assert window.statusBar().property("kind") == "refused"
        assert till.journal.get(movement_id).state is MovementState.NOT_APPLIED
        assert sandbox.state.balance_of(LOST) == balance

        # Later rounds find nothing open: the line stays the news, never "being checked" again.
        till.recheck.check_now()
        qtbot.waitUntil(lambda: not till.tasks.running("recheck-now"))
        assert window.recheck_line.text() == said


@pytest.mark.logs(logs.MANAGER_DECIDED)
def test_the_checking_line_goes_once_a_manager_has_settled_the_last_open_movement(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    movement_id = run(qtbot, in_folder(tmp_path, LostBeforeApplied(sandbox, "topup")))
    with till_open(qtbot, sandbox, tmp_path) as (window, till):
        till.journal._db.execute("UPDATE movements SET sent_epoch = ?", (datetime.now().timestamp(),))
        till.recheck.start()
        qtbot.waitUntil(lambda: "still being checked" in window.recheck_line.text())
        till.movements.override_unknown(movement_id, Actor("Sam Till", "Morgan Manager"))
        qtbot.waitUntil(lambda: not window.statusBar().isVisible())
        assert window.recheck_line.text() == ""


def test_tab_leaves_the_unconfirmed_movements_table_for_its_buttons(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The arrows choose a row; Tab goes on to the decisions, as in every other dialog's table."""
    run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))
    with till_open(qtbot, sandbox, tmp_path) as (window, _till):
        window.manager_actions.decide_unconfirmed()
        enter_pin(qtbot, window)
        dialog = unconfirmed_dialog(qtbot, window)
        focused(qtbot, dialog.table)
        reached = []
        for _ in range(4):
            focus = QApplication.focusWidget()
            assert focus is not None
            qtbot.keyClick(focus, Qt.Key.Key_Tab)
            reached.append(QApplication.focusWidget())
        assert reached[0] is not dialog.table, "Tab stayed inside the table"
        assert dialog.none in reached
        assert dialog.close_button in reached
        dialog.close_button.click()


def test_in_german_the_training_manager_is_named_in_german_and_the_cashier_as_typed(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The training till and its manager are names the till made up: a German reader reads them in
    German, on the decision, in the audit log and on the shift report; "Sam Till" is a person."""
    run(qtbot, in_folder(tmp_path, Unconfirmed(sandbox)))
    window, till = open_till(qtbot, sandbox, tmp_path)
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    try:
        assert run(qtbot, language.use("de_DE"), timeout_ms=60_000) == "de_DE"
        scan(qtbot, window, CODE)
        qtbot.waitUntil(window.override.isVisible)
        window.override.click()
        enter_pin(qtbot, window)
        dialog = unconfirmed_dialog(qtbot, window)
        assert any("Sam Till" in label.text() for label in dialog.findChildren(QLabel))
        dialog.none.click()
        qtbot.waitUntil(dialog.status.isVisible)
        assert "Trainings-Manager" in dialog.status.text()
        assert TRAINING_MANAGER not in dialog.status.text()
        dialog.close_button.click()

        audit = AuditLogDialog(till.desk.audit_log(TRAINING_MANAGER), window)
        qtbot.addWidget(audit)
        rows = audit.table.model()
        columns = {rows.headerData(c, Qt.Orientation.Horizontal): c for c in range(rows.columnCount())}
        shown = {
            (rows.index(r, columns["Mitarbeiter"]).data(), rows.index(r, columns["Manager"]).data())
            for r in range(rows.rowCount())
        }
        assert ("Sam Till", "Trainings-Manager") in shown
        assert not [pair for pair in shown if TRAINING_MANAGER in pair]
        audit.reject()

        report = ShiftReportDialog(till.desk.shift_report(TRAINING_MANAGER), till.session.place, window)
        qtbot.addWidget(report)
        qtbot.waitUntil(lambda: report.report is not None, timeout=10_000)
        report.save_pdf_to(tmp_path / "shift.pdf")
        pages = PdfReader(tmp_path / "shift.pdf").pages
        printed = " ".join(" ".join(page.extract_text().split()) for page in pages)
        assert "Schichtabschluss — Trainingskasse" in printed
        assert "Trainings-Manager" in printed, "the decision's line names who decided"
        assert "Training" not in printed.replace("Trainings", "")
        report.reject()
    finally:
        language._swap(i18n.SOURCE_LANGUAGE, None)
        close_till(qtbot, window, till)
