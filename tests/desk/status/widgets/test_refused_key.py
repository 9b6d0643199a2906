"""A 401 says the service refused the till's key, on the till and in the top bar; it is never "online"."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.api.models import BalanceEvent, Voucher
from app.core.errors import KEY_REFUSED_TEXT
from app.core.movement import MovementState
from app.desk.common.connection import Link
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.services.movements import Actor
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from helpers.counted import Counted
from helpers.service_till import movement_service
from helpers.till import close_till, open_till, run, scan, till_open
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.LOST_ANSWER)

CODE = DemoCodes.VALID_PARTIAL
REVOKED = "a-key-the-service-no-longer-accepts"


async def read_voucher(sandbox: SandboxServer) -> Voucher:
    """The voucher as the till read it while its key still worked."""
    async with VoucherClient(sandbox.url, DEMO_KEY) as client:
        return await client.lookup_code(CODE, Locations.RECEPTION)


def test_a_lookup_refused_401_shows_the_key_refused_in_the_top_bar(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with till_open(qtbot, sandbox, tmp_path / "home", key=REVOKED) as (window, till):
        scan(qtbot, window, CODE)
        qtbot.waitUntil(window.message.isVisible)
        assert window.message.text() == KEY_REFUSED_TEXT
        assert till.connection.state is Link.REFUSED
        assert window.header.connection.text().startswith("API key refused — ask a manager")
        assert window.header.connection.property("state") == "refused"


def test_a_redemption_refused_401_says_the_key_was_refused_and_takes_nothing(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    voucher = run(qtbot, read_voucher(sandbox))
    with till_open(qtbot, sandbox, tmp_path / "home", key=REVOKED) as (window, till):
        till.redeem.set_voucher(voucher, redeemable=True)
        till.redeem.review("10")
        till.redeem.confirm()
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Not redeemed"), timeout=10_000)
        assert window.redeem_status.text() == f"Not redeemed: £10.00 from SPA50PART. {KEY_REFUSED_TEXT}"
        assert window.header.connection.text().startswith("API key refused")
        assert till.connection.state is Link.REFUSED
        # While the key is refused, nothing more can be reviewed, and the box says why.
        reasons: list[str] = []
        till.redeem.check_changed.connect(lambda _ok, why, _preview: reasons.append(why))
        till.redeem.review("5")
        assert reasons == [KEY_REFUSED_TEXT]
        assert not till.redeem.reviewing
        assert sandbox.state.balance_of(CODE) == 5000


def test_a_reconciliation_refused_401_says_the_key_was_refused(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    data = tmp_path / "data" / "training"  # where open_till's training till keeps its journal

    async def lost_answer() -> None:
        async with VoucherClient(sandbox.url, DEMO_KEY, read_timeout=1.0) as client:
            with Journal(data / "journal.sqlite3") as journal, AuditLog(data / "audit.sqlite3") as audit:
                service = movement_service(client, journal, audit, only_till_here=False)
                voucher = await client.lookup_code(CODE, Locations.RECEPTION)
                sandbox.faults.set(
                    path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "after"}, times=1
                )
                sent = await service.redeem(voucher, Decimal("10.00"), Actor("Sam Till"))
                assert sent.outcome is MovementState.UNKNOWN

    voucher = run(qtbot, read_voucher(sandbox))
    run(qtbot, lost_answer())
    sandbox.faults.clear()
    with till_open(qtbot, sandbox, tmp_path, key=REVOKED) as (window, till):
        till.redeem.set_voucher(voucher, redeemable=True)
        till.redeem.review("5")
        till.redeem.confirm()
        qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Not sent"), timeout=10_000)
        assert window.redeem_status.text() == (
            f"Not sent: £5.00 from SPA50PART. {KEY_REFUSED_TEXT} "
            "An earlier redemption of this voucher could not be checked."
        )
        assert window.header.connection.text().startswith("API key refused")
        assert window.override.isVisible()
        assert [m.state.value for m in till.journal.unresolved()] == ["unknown"]
        assert sandbox.state.balance_of(CODE) == 4000  # the lost one went through; nothing more


def test_a_reverse_with_a_refused_key_says_so_before_any_pin_and_in_the_top_bar(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    async def redeemed_elsewhere() -> BalanceEvent:
        async with VoucherClient(sandbox.url, DEMO_KEY) as client:
            return await client.redeem(CODE, Locations.RECEPTION, Decimal("10.00"))

    event = run(qtbot, redeemed_elsewhere())
    with till_open(qtbot, sandbox, tmp_path / "home", key=REVOKED) as (window, _till):
        window.manager_actions.reverse(event)
        qtbot.waitUntil(lambda: window.manager_actions.notice is not None)
        notice = window.manager_actions.notice
        assert notice is not None
        assert notice.text() == (
            f"{KEY_REFUSED_TEXT} The reverse is not offered until the till can check the event."
        )
        assert window.manager_actions.pin_dialog is None, "no PIN for a reverse the till cannot check"
        assert window.header.connection.text().startswith("API key refused")
        assert sandbox.state.balance_of(CODE) == 4000
        notice.close()


def test_a_refused_key_is_never_shown_online_even_when_nothing_is_scanned(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """The feed's own reads and the reconnect probe get the 401 too: the top bar must say so, and
    must not turn green because the service answered."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home", key=REVOKED)
    seen: list[str] = []
    till.connection.changed.connect(lambda state, _text: seen.append(state))
    try:
        till.activity.poll_now()
        qtbot.waitUntil(lambda: till.connection.state is Link.REFUSED, timeout=10_000)
        probes = Counted(sandbox, "/properties/")
        till.activity.poll_now()
        # The probe asks again only once the till has taken its last answer in: its third question
        # means two refusals were read, the state the top bar shows after each.
        qtbot.waitUntil(lambda: probes.seen >= 3, timeout=10_000)
        assert till.connection.state is Link.REFUSED
        assert Link.ONLINE.value not in seen
        assert window.header.connection.text().startswith("API key refused — ask a manager")
    finally:
        close_till(qtbot, window, till)
