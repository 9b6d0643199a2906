"""A service that answers only in part: the till degrades the part, never the whole.

A voucher whose lookup succeeded stays on screen and redeemable when its order or rows cannot be
read; setup goes on when the service lists no properties or locations; an event no till made is
shown as Online. Like the rest of tests/ui, these run against clean and legacy-shaped answers.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from datetime import timedelta
from decimal import Decimal

import pytest
import qasync
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.compose import Till
from app.desk.feed.activity_table import EVENT_ID_ROLE, EventTableModel
from app.desk.manager.setup import SetupViewModel
from app.desk.manager.widgets.setup import SetupDialog
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.main_window import MainWindow
from helpers.docs import legacy_payload
from helpers.manager import add_manager
from helpers.till import redeem_amount, run, scan
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.both_shapes

TillWindow = tuple[MainWindow, Till]


def test_voucher_stays_redeemable_when_its_rows_cannot_be_read(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    sandbox.faults.set(status=500, path=r"/orders/\d+/rows/", method="GET")
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(window.voucher.details_problem.isVisible)
    assert window.voucher.badge.text() == "Valid"
    assert window.voucher.balance.text() == "£50.00"
    assert "could not be loaded" in window.voucher.details_problem.text()
    assert "No voucher" not in window.voucher.details_problem.text()
    assert window.voucher.retry_details.isVisible()

    redeem_amount(qtbot, window, "10")
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith("Redeemed"))
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£40.00")
    assert sandbox.state.balance_of(DemoCodes.VALID_PARTIAL) == 4000

    sandbox.faults.clear()
    qtbot.waitUntil(lambda: not till.lookup._tasks.running("lookup"))
    window.voucher.retry_details.click()
    qtbot.waitUntil(lambda: till.lookup.history.rowCount() == 1)
    assert not window.voucher.details_problem.isVisible()
    assert window.voucher.order.text().startswith("Order #")


def test_voucher_stays_on_screen_when_its_order_cannot_be_read(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, _till = till_window
    sandbox.faults.set(status=500, path=r"/orders/\d+/$", method="GET")
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(window.voucher.details_problem.isVisible)
    assert window.voucher.badge.text() == "Valid"
    assert "could not be loaded" in window.voucher.order.text()
    assert window.redeem.isVisible()
    assert window.redeem.whole.isEnabled()


@pytest.fixture
def dialog(qtbot: QtBot, qloop: qasync.QEventLoop) -> Iterator[SetupDialog]:
    gc.collect()
    shown = SetupDialog(SetupViewModel(None, None), first_run=True, uses_fallback=False)
    qtbot.addWidget(shown)
    shown.show()
    yield shown
    run(qtbot, shown.model.aclose())
    gc.collect()


def press(qtbot: QtBot, dialog: SetupDialog, button: object) -> str:
    """Click, and return what the dialog says once it has answered (something new)."""
    before = dialog.status.text()
    button.click()  # type: ignore[attr-defined]
    qtbot.waitUntil(
        lambda: dialog.status.property("kind") in {"done", "problem"} and dialog.status.text() != before,
        timeout=15_000,
    )
    qtbot.waitUntil(dialog.test.isEnabled)
    return dialog.status.text()


def test_setup_without_a_locations_listing_takes_typed_ids(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(wrong_type="data", path="/locations/")
    dialog.url.setText(sandbox.url)
    dialog.key.setText(DEMO_KEY)
    said = press(qtbot, dialog, dialog.test)
    assert said.startswith("The service did not list its locations.")
    assert "No voucher" not in said
    assert dialog.typed_ids.isVisible()
    assert not dialog.save.isEnabled()

    dialog.property_id.setText("202")
    dialog.location_id.setText("71")
    assert press(qtbot, dialog, dialog.check_ids) == "Location 71 belongs to property 101, not 202."
    assert not dialog.save.isEnabled()

    dialog.property_id.setText("101")
    said = press(qtbot, dialog, dialog.check_ids)
    assert said.startswith("Checked")
    assert not dialog.save.isEnabled(), "not without a manager"
    add_manager(qtbot, dialog, "Mia Manager", "7391")
    assert dialog.save.isEnabled()
    result = dialog.model.result()
    assert result is not None
    settings, key = result
    assert (settings.domain_id, settings.location_id, key) == (101, 71, DEMO_KEY)
    assert settings.property_name == "Harbour Hotel & Spa"


def test_setup_without_a_properties_listing_says_so(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(status=500, path="/properties/")
    dialog.url.setText(sandbox.url)
    dialog.key.setText(DEMO_KEY)
    said = press(qtbot, dialog, dialog.test)
    assert said.startswith("The service did not list its properties.")
    dialog.property_id.setText("101")
    dialog.location_id.setText("not a number")
    assert press(qtbot, dialog, dialog.check_ids) == "Type the property id and the location id as numbers."


def test_an_event_no_till_made_is_shown_as_online(qapp: object) -> None:
    online = BalanceEvent.model_validate(legacy_payload("balance_events.json")["data"][0])
    model = EventTableModel()
    model.add_older([online])
    assert model.index(0, 2).data() == "Redeemed · Online"
    assert model.index(0, 3).data() == "\u2212\u2060£20.00"


def test_setup_against_a_service_that_is_down_for_now_says_so_rather_than_asking_for_ids(
    qtbot: QtBot, dialog: SetupDialog, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(status=503, retry_after=0)
    dialog.url.setText(sandbox.url)
    dialog.key.setText(DEMO_KEY)
    said = press(qtbot, dialog, dialog.test)
    assert "did not list" not in said
    assert "trouble" in said
    assert not dialog.typed_ids.isVisible()


def test_the_feed_shows_an_event_committed_after_a_newer_one(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    """Another till's event, stamped 30 s before one the feed already shows, still appears."""
    _, till = till_window
    qtbot.waitUntil(lambda: till.activity.model.rowCount() >= 50)
    other = VoucherClient(sandbox.url, DEMO_KEY)
    later_moment = sandbox.clock.now() + timedelta(hours=1)
    sandbox.clock.set(later_moment)
    newer = run(qtbot, other.redeem(DemoCodes.PART_USED, Locations.RECEPTION, Decimal("1.00")))
    till.activity.poll_now()
    qtbot.waitUntil(lambda: newer.event_id in shown_ids(till))
    sandbox.clock.set(later_moment - timedelta(seconds=30))
    late = run(qtbot, other.redeem(DemoCodes.PART_USED, Locations.RECEPTION, Decimal("2.00")))
    run(qtbot, other.aclose())
    qtbot.waitUntil(lambda: not till.activity._tasks.running("activity-now"))
    till.activity.poll_now()
    qtbot.waitUntil(lambda: late.event_id in shown_ids(till))
    assert sorted(shown_ids(till)) == sorted(set(shown_ids(till)))  # each event once


def shown_ids(till: Till) -> list[int]:
    model = till.activity.model
    return [model.index(row, 0).data(EVENT_ID_ROLE) for row in range(model.rowCount())]
