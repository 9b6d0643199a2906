"""An unconfirmed movement blocks its voucher until checked or overridden; offline, redeeming pauses.

The service-level tests use a real client on the sandbox; the window tests drive the real till.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.desk.counter.redeem import OFFLINE_REASON
from app.desk.manager.desk import OFFLINE_MANAGER_REASON
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import (
    OVERRIDE_ACTION,
    Actor,
    MovementService,
    Pace,
    UnresolvedMovementError,
)
from app.store.audit import AuditLog
from app.store.journal import Journal, JournalError, MovementState
from helpers import logs
from helpers.manager import TRAINING_MANAGER, enter_pin, pin_prompt
from helpers.service_till import movement_service
from helpers.till import close_till, open_till, redeem_amount, run, scan, till_open
from sandbox_harness.server import SandboxServer

pytestmark = [pytest.mark.both_shapes, pytest.mark.logs(*logs.FAULTS)]

CODE = DemoCodes.VALID_PARTIAL
STAFF = Actor("Sam Till")
MANAGER = Actor("Sam Till", manager="Morgan Manager")


def lose_the_answer_and_the_evidence(sandbox: SandboxServer) -> None:
    """The redeem never reaches the service, and the events that would tell stay out of reach."""
    sandbox.faults.replace(
        [
            {"path": f"/codes/{CODE}/redeem/", "method": "POST", "drop": {"when": "before"}, "times": 1},
            {"path": "/balance_events/", "method": "GET", "status": 503, "retry_after": 0},
        ]
    )


async def unknown_redemption(
    sandbox: SandboxServer, journal: Journal, audit: AuditLog
) -> tuple[VoucherClient, MovementService, str]:
    client = VoucherClient(sandbox.url, DEMO_KEY, read_timeout=1.0)
    service = movement_service(client, journal, audit, pace=Pace(settle_s=0.1))
    voucher = await client.lookup_code(CODE, Locations.RECEPTION)
    read = service.prepare()  # the review's read of the newest events, before the service fails
    assert read is not None
    await read
    lose_the_answer_and_the_evidence(sandbox)
    sent = await service.redeem(voucher, Decimal("10.00"), STAFF)
    assert sent.outcome is MovementState.UNKNOWN
    with pytest.raises(Exception, match="trouble"):
        await service.reconcile(sent.movement)
    assert journal.get(sent.movement.id).state is MovementState.UNKNOWN
    return client, service, sent.movement.id


@pytest.mark.anyio
async def test_unknown_blocks_the_code_in_any_spelling_until_reconciled(
    sandbox: SandboxServer, journal: Journal, audit: AuditLog
) -> None:
    client, service, movement_id = await unknown_redemption(sandbox, journal, audit)
    try:
        voucher = await client.lookup_code(CODE, Locations.RECEPTION)
        for spelling in (CODE, "spa-50-part"):
            with pytest.raises(UnresolvedMovementError) as blocked:
                await service.redeem(
                    voucher.model_copy(update={"redeem_code": spelling}), Decimal("1.00"), STAFF
                )
            assert [m.id for m in blocked.value.movements] == [movement_id]
        other = await client.lookup_code(DemoCodes.GRACE, Locations.RECEPTION)
        assert (await service.redeem(other, Decimal("1.00"), STAFF)).outcome is MovementState.DONE

        sandbox.faults.clear()
        settled = await service.reconcile(journal.get(movement_id))
        assert settled.outcome is MovementState.NOT_APPLIED
        again = await service.redeem(voucher, Decimal("10.00"), STAFF)
        assert again.outcome is MovementState.DONE
    finally:
        await client.aclose()

    assert sandbox.state.balance_of(CODE) == 4000


@pytest.mark.anyio
async def test_manager_override_marks_not_applied_and_is_audited(
    sandbox: SandboxServer, journal: Journal, audit: AuditLog
) -> None:
    client, service, movement_id = await unknown_redemption(sandbox, journal, audit)
    try:
        with pytest.raises(ValueError, match="manager"):
            service.override_unknown(movement_id, STAFF)
        assert journal.get(movement_id).state is MovementState.UNKNOWN

        overridden = service.override_unknown(movement_id, MANAGER, "phoned head office")
        assert overridden.state is MovementState.NOT_APPLIED
        with pytest.raises(JournalError):
            service.override_unknown(movement_id, MANAGER)

        voucher = await client.lookup_code(CODE, Locations.RECEPTION)
        sandbox.faults.clear()
        assert (await service.redeem(voucher, Decimal("10.00"), STAFF)).outcome is MovementState.DONE
        settled = await service.reconcile(overridden)
        assert settled.outcome is MovementState.NOT_APPLIED, "a settled movement is reported as it stands"
    finally:
        await client.aclose()

    [entry] = audit.entries(action=OVERRIDE_ACTION)
    assert (entry.manager, entry.staff, entry.code) == ("Morgan Manager", "Sam Till", CODE)
    assert entry.amount == Decimal("10.00")
    assert entry.reason == "phoned head office"
    assert audit.verify() == []
    assert sandbox.state.balance_of(CODE) == 4000


def test_blocked_voucher_shows_the_override_and_a_manager_unblocks_it(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home") as (window, till):
        scan(qtbot, window, CODE)
        qtbot.waitUntil(window.redeem.isVisible)
        assert not window.override.isVisible()
        lose_the_answer_and_the_evidence(sandbox)
        redeem_amount(qtbot, window, "10")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Still no answer"), timeout=15_000)
        sandbox.faults.replace(
            [{"path": "/balance_events/", "method": "GET", "status": 503, "retry_after": 0}]
        )
        till.connection.report_success()
        scan(qtbot, window, CODE)
        qtbot.waitUntil(window.redeem.isVisible)
        assert window.override.isVisible()  # offered as soon as the outcome stays unknown
        # The background re-check meets the 503 too and calls the service unreachable, which pauses
        # the redeem box; the cashier's second try is made while the till still thinks it online.
        # The till can still check the earlier one itself, so the try is reviewed in sight and its
        # confirm checks the earlier one first.
        till.connection.report_success()
        redeem_amount(qtbot, window, "5")
        qtbot.waitUntil(lambda: "still being checked" in window.redeem_status.text())
        assert window.override.isVisible()
        assert sandbox.state.balance_of(CODE) == 5000

        window.override.click()
        assert "did not go through" in pin_prompt(qtbot, window).approving.text()
        enter_pin(qtbot, window)
        qtbot.waitUntil(lambda: not window.override.isVisible())
        assert window.redeem_status.text().startswith(
            f"Marked by {TRAINING_MANAGER} as not taken; the till could not confirm it"
        )
        [entry] = till.audit.entries(action=OVERRIDE_ACTION)
        assert entry.manager == TRAINING_MANAGER

        sandbox.faults.clear()
        scan(qtbot, window, CODE)
        qtbot.waitUntil(window.redeem.isVisible)
        redeem_amount(qtbot, window, "5")
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed £5.00"), timeout=10_000)
        assert sandbox.state.balance_of(CODE) == 4500


def test_offline_pauses_money_actions_marks_the_voucher_not_current_and_recovers(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    try:
        scan(qtbot, window, CODE)
        qtbot.waitUntil(lambda: window.redeem.isVisible() and window.redeem.amount.isEnabled())
        sandbox.stop()
        redeem_amount(qtbot, window, "10")
        qtbot.waitUntil(lambda: window.header.connection.text().startswith("Offline"), timeout=15_000)
        qtbot.waitUntil(lambda: window.redeem.reason.text() == OFFLINE_REASON)
        assert window.redeem.isVisible()
        assert not window.redeem.review_button.isEnabled()
        window.redeem.amount.setText("5")
        assert window.redeem.reason.text() == OFFLINE_REASON
        assert not window.redeem.review_button.isEnabled()
        assert till.journal.unresolved() == []
        assert window.voucher.stale.isVisible()
        assert window.voucher.stale.text().startswith("Not current: read at ")
        window.manager_actions.refund_shown_order()
        assert window.manager_actions.notice is not None
        assert window.manager_actions.notice.text() == OFFLINE_MANAGER_REASON
        assert window.manager_actions.pin_dialog is None
        window.manager_actions.notice.close()

        sandbox.start()
        qtbot.waitUntil(lambda: window.header.connection.text().startswith("Online"), timeout=15_000)
        qtbot.waitUntil(window.redeem.review_button.isEnabled)
        assert window.redeem.reason.text() == ""
        assert not window.voucher.stale.isVisible()
        assert sandbox.state.balance_of(CODE) == 5000
    finally:
        sandbox.start()
        close_till(qtbot, window, till)


def commit_but_lose_the_answer_and_the_evidence(sandbox: SandboxServer) -> None:
    """The redeem IS applied, but its answer is lost and the events that would tell stay out of reach."""
    sandbox.faults.replace(
        [
            {"path": f"/codes/{CODE}/redeem/", "method": "POST", "drop": {"when": "after"}, "times": 1},
            {"path": "/balance_events/", "method": "GET", "status": 503, "retry_after": 0},
        ]
    )


def test_trying_the_same_redemption_again_sends_nothing_when_the_first_went_through(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> None:
    data = tmp_path / "data" / "training"  # where open_till's training till keeps its journal

    async def first_attempt() -> None:
        async with VoucherClient(sandbox.url, DEMO_KEY, read_timeout=1.0) as client:
            with Journal(data / "journal.sqlite3") as journal, AuditLog(data / "audit.sqlite3") as audit:
                service = movement_service(client, journal, audit)
                voucher = await client.lookup_code(CODE, Locations.RECEPTION)
                commit_but_lose_the_answer_and_the_evidence(sandbox)
                sent = await service.redeem(voucher, Decimal("10.00"), STAFF)
                assert sent.outcome is MovementState.UNKNOWN

    run(qtbot, first_attempt())
    sandbox.faults.clear()
    with till_open(qtbot, sandbox, tmp_path) as (window, till):  # the same folder: the unknown entry is there
        # Straight to the redeem box: the new redemption settles the earlier one first, finds it went
        # through, and sends nothing.
        voucher = run(qtbot, till.client.lookup_code(CODE, Locations.RECEPTION))
        till.redeem.set_voucher(voucher, redeemable=True)
        till.redeem.review("10")
        till.redeem.confirm()
        qtbot.waitUntil(lambda: "went through" in window.redeem_status.text(), timeout=15_000)
        assert window.redeem_status.text().endswith("Nothing more was sent.")
        assert sandbox.state.balance_of(CODE) == 4000  # taken once
        assert till.journal.unresolved() == []
