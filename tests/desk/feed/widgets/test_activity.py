"""The activity feed in the real till window, on the sandbox: polling, paging back, choosing an event."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
import qasync
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from app.api.client import VoucherClient
from app.api.models import BalanceEvent
from app.compose import Till
from app.core.masking import mask_code, mask_codes
from app.desk.common.table import SORT_ROLE
from app.desk.feed.activity_table import EVENT_ID_ROLE, HIGHLIGHT_ROLE, EventFilterProxy, EventTableModel
from app.desk.feed.widgets.activity_panel import CELL_PADDING_PX, CODE_COLUMN
from app.sandbox.seed import DemoCodes, DemoEvents
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.shell.main_window import MainWindow
from helpers.sale import sell
from helpers.till import close_till, open_till, redeem_amount, run, scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
#: The two codes as the feed shows them: the sandbox's feed holds both, and they end alike.
IN_FEED = dict(
    zip(
        (DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED),
        mask_codes([DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED]),
        strict=True,
    )
)


@pytest.fixture
def fast_till(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[TillWindow]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home", poll_interval_s=2.0)
    yield window, till
    close_till(qtbot, window, till)


def first_page(qtbot: QtBot, till: Till) -> None:
    qtbot.waitUntil(lambda: till.activity.model.rowCount() >= 50)


def top_row(window: MainWindow) -> tuple[str, str, str]:
    model = window.activity.table.model()
    return tuple(model.index(0, column).data() for column in (2, 1, 3))


@pytest.mark.both_shapes
def test_feed_shows_a_redemption_made_at_this_till(qtbot: QtBot, fast_till: TillWindow) -> None:
    window, till = fast_till
    first_page(qtbot, till)
    assert window.activity.heard.text().startswith("Last heard from the service ")
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "10")
    shown = ("Redeemed", IN_FEED[DemoCodes.VALID_PARTIAL], "−\u2060£10.00")
    qtbot.waitUntil(lambda: top_row(window) == shown, timeout=4_000)
    assert window.activity.table.model().index(0, 0).data(HIGHLIGHT_ROLE) is True


@pytest.mark.both_shapes
def test_feed_shows_a_redemption_by_another_client_within_one_poll(
    qtbot: QtBot, fast_till: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = fast_till
    first_page(qtbot, till)
    before = till.activity.model.rowCount()
    other = VoucherClient(sandbox.url, DEMO_KEY)
    event = run(qtbot, other.redeem(DemoCodes.PART_USED, Locations.RECEPTION, Decimal("5.00")))
    run(qtbot, other.aclose())
    # The feed's own timer brings it (nothing here asks for a poll); the timeout is only a bound
    # for a feed that stopped polling, never a measure of how fast it was.
    qtbot.waitUntil(lambda: till.activity.model.rowCount() == before + 1, timeout=10_000)
    assert top_row(window) == ("Redeemed", IN_FEED[DemoCodes.PART_USED], "−\u2060£5.00")
    assert window.activity.table.model().index(0, 0).data(EVENT_ID_ROLE) == event.event_id


@pytest.mark.logs(r"^The service hands out event ids the feed holds")
@pytest.mark.parametrize("aged", [False, True], ids=["within-the-poll-window", "older-than-it"])
def test_after_the_service_is_restored_from_a_backup_the_feed_shows_its_events_not_the_old_ones(
    qtbot: QtBot, fast_till: TillWindow, sandbox: SandboxServer, aged: bool
) -> None:
    """A service restored from a backup hands the feed's ids to new events: the feed is read afresh,
    so it keeps no event the service no longer has and shows the new ones, whether the poll still
    remembers the id (within its look-back) or only the list shows it."""
    window, till = fast_till
    first_page(qtbot, till)
    other = VoucherClient(sandbox.url, DEMO_KEY)
    gone = run(qtbot, other.redeem(DemoCodes.PART_USED, Locations.RECEPTION, Decimal("4.00")))
    model = window.activity.table.model()
    qtbot.waitUntil(lambda: model.index(0, 0).data(EVENT_ID_ROLE) == gone.event_id, timeout=10_000)
    if aged:  # a later event moves the poll's look-back past the one the service will hand out again
        sandbox.clock.advance(timedelta(minutes=5))
        later = run(qtbot, other.redeem(DemoCodes.PART_USED, Locations.RECEPTION, Decimal("1.00")))
        qtbot.waitUntil(lambda: model.index(0, 0).data(EVENT_ID_ROLE) == later.event_id, timeout=10_000)
    sandbox.state.reset("demo")
    sandbox.clock.advance(timedelta(minutes=10 if aged else 1))
    new = run(qtbot, other.redeem(DemoCodes.VALID_PARTIAL, Locations.RECEPTION, Decimal("7.00")))
    run(qtbot, other.aclose())
    assert new.event_id == gone.event_id

    def shown() -> list[str]:
        return [
            model.index(row, 3).data()
            for row in range(model.rowCount())
            if model.index(row, 0).data(EVENT_ID_ROLE) == new.event_id
        ]

    qtbot.waitUntil(lambda: shown() == ["−\u2060£7.00"], timeout=15_000)


@pytest.mark.both_shapes
def test_load_older_reaches_events_51_to_150(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = till_window
    first_page(qtbot, till)
    qtbot.waitUntil(window.activity.older.isEnabled)
    window.activity.older.click()
    qtbot.waitUntil(lambda: till.activity.model.rowCount() == 100)
    qtbot.waitUntil(window.activity.older.isEnabled)
    window.activity.older.click()
    qtbot.waitUntil(lambda: till.activity.model.rowCount() == 150)
    view = window.activity.table.model()
    times = [view.index(row, 0).data(SORT_ROLE) for row in range(150)]
    assert times == sorted(times, reverse=True)
    client = VoucherClient(sandbox.url, DEMO_KEY)
    pages = [run(qtbot, client.balance_events(page=p, location_id=Locations.RECEPTION)) for p in (2, 3)]
    run(qtbot, client.aclose())
    expected = [e.event_id for page in pages for e in page]
    shown = [till.activity.model.event_at_row(row).event_id for row in range(50, 150)]
    assert shown == expected
    assert [view.index(row, 0).data(EVENT_ID_ROLE) for row in range(50, 150)] == expected


@pytest.mark.both_shapes
def test_choosing_an_event_opens_its_voucher_read_only_until_its_code_is_scanned(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """A feed row is no voucher in front of the till: its voucher opens with its code masked and
    nothing to redeem or top up, and the code field stays empty; scanned, it is usable."""
    window, till = till_window
    first_page(qtbot, till)
    window.activity.filter.setText(DemoCodes.PART_USED)
    assert window.activity.table.model().rowCount() >= 1
    window.activity.select_row(0)
    masked = mask_code(DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.voucher.isVisible() and window.voucher.code.text() == masked)
    assert window.voucher.why_not.text().startswith("Scan or type the code to use this voucher")
    assert not window.redeem.isVisible()
    assert not window.topup.isVisible()
    assert window.code.text() == ""
    assert window.refund_order.text().startswith("Refund order #"), "a manager may still refund it"
    scan(qtbot, window, DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: window.voucher.code.text() == DemoCodes.PART_USED)
    assert window.redeem.isVisible()


def test_polling_pauses_offline_and_resumes(
    qtbot: QtBot, fast_till: TillWindow, sandbox: SandboxServer
) -> None:
    window, till = fast_till
    first_page(qtbot, till)
    sandbox.stop()
    qtbot.waitUntil(window.header.connection_banner.isVisible, timeout=8_000)
    assert window.header.connection.text().startswith("Offline")
    if window.activity.message.isVisible():
        # The banner says the service is away; the feed only says, calmly, that it is not up to date.
        assert window.activity.message.property("kind") == "info", "not repeated in red"
        assert window.activity.message.text().startswith("Activity not updated since ")
    sandbox.start()
    qtbot.waitUntil(lambda: not window.header.connection_banner.isVisible(), timeout=12_000)
    qtbot.waitUntil(lambda: not window.activity.message.isVisible(), timeout=12_000)
    assert window.activity.heard.text().startswith("Last heard from the service ")


def _event(
    event_id: int, *, kind: str = "Redeemed", second: int = 0, code: str | None = None
) -> BalanceEvent:
    return BalanceEvent.model_validate(
        {
            "eventID": event_id,
            "domainID": 101,
            "locationID": 71,
            "amount": Decimal("5.00"),
            "currencyCode": "GBP",
            "type": kind,
            "startingBalance": Decimal("20.00"),
            "balance": Decimal("15.00"),
            "confirmed": True,
            "created": f"2025-01-01 10:{second // 60 % 60:02d}:{second % 60:02d}",
            "row": {"code": code or f"CODE{event_id}"},
        }
    )


def test_ten_thousand_events_stay_smooth(qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    """What keeps a long feed smooth: a new event is one row inserted at the top, never a reset of
    the model. How long it takes is measured in benchmarks/, never asserted here."""
    model = EventTableModel(highlight_s=0.2)
    proxy = EventFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(0, proxy.sortOrder().DescendingOrder)
    events = [_event(100_000 - i, second=(10_000 - i) // 10) for i in range(10_000)]
    model.add_older(events)
    assert proxy.rowCount() == 10_000
    resets: list[int] = []
    inserted: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.add_newer([_event(200_000, second=3_599)])
    assert resets == []
    assert inserted == [(0, 0)]
    assert [proxy.index(row, 0).data(EVENT_ID_ROLE) for row in range(3)] == [200_000, 100_000, 99_999]
    assert proxy.index(0, 0).data(HIGHLIGHT_ROLE) is True
    qtbot.waitUntil(lambda: proxy.index(0, 0).data(HIGHLIGHT_ROLE) is False, timeout=2_000)
    assert model.add_newer([_event(200_000)]) == 0
    small = EventTableModel()
    qtmodeltester.check(small)
    small.add_older(events[:60])
    small.add_newer([_event(300_000, second=3_599)])
    qtmodeltester.check(proxy)


def test_the_filter_matches_what_a_row_shows_and_never_reads_a_masked_code_back(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    """A part of a code's hidden characters finds nothing; its shown tail, its type or the
    whole code typed whole find its rows."""
    window, till = till_window
    first_page(qtbot, till)
    view = window.activity.table.model()
    code = DemoCodes.PART_USED
    for hidden_part in (code[-7:], code[:3], code[1:-1]):
        window.activity.filter.setText(hidden_part)
        assert view.rowCount() == 0, f"{hidden_part!r} told something about a masked code"
    for shown in (code[-6:], code, code.lower()):
        window.activity.filter.setText(shown)
        assert view.rowCount() >= 1
        assert IN_FEED[code] in {view.index(r, 1).data() for r in range(view.rowCount())}


@pytest.mark.both_shapes
def test_an_unconfirmed_event_is_in_the_feed_however_confirmed_is_written(
    qtbot: QtBot, fast_till: TillWindow
) -> None:
    """The legacy run writes ``confirmed`` false as PHP prints it, ``""``: still an event, unconfirmed."""
    _window, till = fast_till
    first_page(qtbot, till)
    row = till.activity.model.row_of(DemoEvents.UNCONFIRMED)
    assert row is not None, "the unconfirmed redemption is listed"
    assert till.activity.model.event_at_row(row).confirmed is False


def test_two_vouchers_that_end_alike_are_told_apart_in_the_feed(qtbot: QtBot, fast_till: TillWindow) -> None:
    window, till = fast_till
    first_page(qtbot, till)
    for code in (DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED):
        scan(qtbot, window, code)
        redeem_amount(qtbot, window, "1")
    model = window.activity.table.model()

    def shown() -> set[str]:
        return {model.index(row, 1).data() for row in range(2)}

    qtbot.waitUntil(
        lambda: shown() == set(IN_FEED.values()) == {"••••••50PART", "••••••40PART"}, timeout=4_000
    )
    # The filter finds a row by what it shows, not by the 4 characters both share alone.
    window.activity.filter.setText("50PART")
    qtbot.waitUntil(lambda: model.rowCount() > 0)
    assert {model.index(row, 1).data() for row in range(model.rowCount())} == {"••••••50PART"}


def test_a_code_that_ends_like_one_held_widens_the_code_column_to_both_longer_tails(
    qtbot: QtBot, fast_till: TillWindow
) -> None:
    """Two codes that share a long ending each show a longer tail once both are in the feed: the
    code column grows at once to show the wider one whole, the one that was already there."""
    window, till = fast_till
    first_page(qtbot, till)
    table = window.activity.table
    header = table.horizontalHeader()
    till.activity.model.add_newer([_event(900_001, code="QWWWWWWWWWWWW7")])
    before = header.sectionSize(CODE_COLUMN)
    till.activity.model.add_newer([_event(900_002, code="MWWWWWWW7")])
    view = table.model()
    shown = [view.index(row, CODE_COLUMN).data() for row in range(2)]
    assert shown == ["••••••WWWWWW7", "••••••WWWWWWWW7"]
    widest = table.fontMetrics().horizontalAdvance("•WWWWWWWW7") + CELL_PADDING_PX
    assert header.sectionSize(CODE_COLUMN) >= widest > before


def test_a_filter_that_shows_no_row_says_what_finds_one(qtbot: QtBot, till_window: TillWindow) -> None:
    """Codes show masked: a code's hidden part finds nothing, and the feed says what to type
    instead; the whole code, however it is written, finds its rows."""
    window, till = till_window
    first_page(qtbot, till)
    view = window.activity.table.model()
    code = DemoCodes.PART_USED
    window.activity.filter.setText(code[:5])
    assert view.rowCount() == 0
    assert window.activity.no_match.isVisible()
    assert window.activity.no_match.text() == (
        "No event matches. Codes show only their last characters: type those, or the whole code."
    )
    window.activity.filter.setText(f"{code[:5]}-{code[5:].lower()}")  # as written on the card
    assert view.rowCount() >= 1
    assert not window.activity.no_match.isVisible()
    assert IN_FEED[code] in {view.index(r, 1).data() for r in range(view.rowCount())}
    window.activity.filter.setText("NEWCARD1")
    assert window.activity.no_match.isVisible(), "a whole code with no event here is said too"
    window.activity.filter.clear()
    assert not window.activity.no_match.isVisible()
    assert view.rowCount() > 0


def test_a_voucher_sold_here_reads_sale_in_the_feed_as_in_the_shift_report(
    qtbot: QtBot, fast_till: TillWindow
) -> None:
    """The service writes "Activation" for a sold voucher as for a new card loaded at the counter;
    the feed called both "New card", while the shift report counts the sold one as a sale."""
    window, till = fast_till
    first_page(qtbot, till)
    sell(qtbot, window, [("Spa Day for Two", 2)])
    now = datetime.now().astimezone()
    sales = [
        m.order_id
        for m in till.journal.between(now - timedelta(days=2), now + timedelta(days=2))
        if m.order_id
    ]
    assert sales

    def types_of_the_sale() -> list[str]:
        model = till.activity.model
        rows = [model.event_at_row(row) for row in range(model.rowCount())]
        return [model.type_text(e) for e in rows if e.order_id in sales and e.type == "Activation"]

    qtbot.waitUntil(lambda: len(types_of_the_sale()) == 2, timeout=10_000)
    assert types_of_the_sale() == ["Sale", "Sale"]
    proxy = window.activity.table.model()
    shown = {proxy.index(row, 2).data() for row in range(proxy.rowCount())}
    assert "Sale" in shown


def test_the_next_person_signed_in_sees_the_whole_feed(qtbot: QtBot, fast_till: TillWindow) -> None:
    """A filter typed by one member of staff stayed through a sign-out and another's sign-in,
    hiding rows they never chose to hide."""
    window, till = fast_till
    first_page(qtbot, till)
    whole = window.activity.table.model().rowCount()
    qtbot.keyClicks(window.activity.filter, "Top-up")
    qtbot.waitUntil(lambda: window.activity.table.model().rowCount() < whole)
    till.session.sign_out()
    till.session.sign_in("Ana Reyes")
    assert window.activity.filter.text() == ""
    qtbot.waitUntil(lambda: window.activity.table.model().rowCount() >= whole)
