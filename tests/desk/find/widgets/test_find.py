"""Find (Ctrl+F) in the real till window on the training sandbox's two years of web-shop orders:
a receptionist finds a guest's voucher by order number, name, accented name, part of the e-mail or
the payment reference, from the keyboard and by touch, and what they see when a page fails, the
key is refused or they cancel."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.find_text import fold
from app.core.masking import BULLET, mask_code
from app.desk.find.widgets.find_dialog import FindDialog
from app.sandbox.demo_orders import FIRST_ORDER_ID, HISTORY_ORDERS, history
from app.shell.main_window import MainWindow
from app.store.audit import AuditEntry
from helpers.finding import WITHIN_A_YEAR, open_find, search
from helpers.scanner import by_hand
from helpers.till import scan, till_open
from sandbox_harness.server import SandboxServer


def shown(dialog: FindDialog) -> list[list[str]]:
    model = dialog.results.model()
    return [
        [str(model.index(row, col).data()) for col in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def audit_finds(till: Till) -> list[AuditEntry]:
    return [entry for entry in till.audit.entries() if entry.action == "find"]


@pytest.mark.both_shapes
def test_a_guest_is_found_by_surname_from_the_keyboard_and_their_voucher_opens_read_only(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    dialog = open_find(qtbot, window)
    said = search(qtbot, dialog, "nowak")
    expected = {
        o.order_id for o in WITHIN_A_YEAR if "nowak" in fold(o.customer_name + " " + o.recipient_name)
    }
    found = {int(row[0]) for row in shown(dialog)}
    assert expected <= found
    assert all("Nowak" in row[2] + row[4] for row in shown(dialog))
    assert f"{len(found)} found" in said
    assert "orders since" in said
    assert all(BULLET in row[3] for row in shown(dialog)), "e-mails are masked"
    # Enter on the first result shows its vouchers; Enter on a voucher opens it at the counter.
    assert dialog.results.hasFocus()
    qtbot.keyClick(dialog.results, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.vm.vouchers.rowCount() > 0)
    first = dialog.vm.results.record(0)
    codes = next(o.vouchers for o in history() if o.order_id == first.order_id)
    voucher_rows = dialog.vouchers.model()
    assert voucher_rows.index(0, 0).data() == mask_code(codes[0][0])
    assert voucher_rows.index(0, 2).data() in ("Valid", "Part used", "Used"), "in till words"
    qtbot.keyClick(dialog.vouchers, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    assert not dialog.isVisible()
    assert till.lookup.voucher is not None
    assert till.lookup.voucher.redeem_code == codes[0][0]
    assert not till.lookup.held, "opened without its code: read-only until it is scanned"
    assert window.code.text() == "", "the code is not shown whole"
    scan(qtbot, window, codes[0][0])
    qtbot.waitUntil(lambda: till.lookup.held and not till.tasks.running("lookup"))
    (entry,) = audit_finds(till)
    assert entry.staff == "Sam Till"
    assert '"nowak"' in (entry.reason or "")
    assert entry.outcome.startswith(f"done: {len(found)} found")


@pytest.mark.parametrize("query", ["Łukasz", "lukasz", "ZOE", "o'brien", "OBrien", "smith jones"])
def test_case_accents_and_apostrophes_do_not_matter(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer], query: str
) -> None:
    window, _till, _sandbox = finder
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, query)
    wanted = fold(query).split()
    expected = {
        o.order_id
        for o in WITHIN_A_YEAR
        if all(
            w in fold(" ".join((o.customer_name, o.recipient_name, o.email, o.recipient_email)))
            for w in wanted
        )
    }
    assert expected, "the demo data holds such guests"
    assert expected <= {int(row[0]) for row in shown(dialog)}


def test_found_by_part_of_the_e_mail_and_by_payment_reference_and_order_number(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    guest = WITHIN_A_YEAR[-5]
    dialog = open_find(qtbot, window)
    local, domain = guest.email.split("@")
    fragment = f"{local[-6:]}@{domain[:5]}".upper()
    search(qtbot, dialog, fragment)
    assert guest.order_id in {int(row[0]) for row in shown(dialog)}
    search(qtbot, dialog, guest.payment_reference.lower())
    assert [int(row[0]) for row in shown(dialog)] == [guest.order_id]
    # The only order found shows its vouchers without a choice to make.
    qtbot.waitUntil(lambda: dialog.vm.vouchers.rowCount() == len(guest.vouchers))
    assert dialog.vouchers_line.text().startswith("Enter, a double tap")
    said = search(qtbot, dialog, str(guest.order_id))
    assert "opened by its number" in said
    assert [int(row[0]) for row in shown(dialog)] == [guest.order_id]
    qtbot.waitUntil(lambda: dialog.vm.vouchers.rowCount() == len(guest.vouchers))
    assert len(audit_finds(till)) == 2, "an order number is no search of personal data"


def test_a_repeat_search_reads_only_what_is_new_and_says_where_nothing_was_found(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, "garcia")
    index_file = next((Path(till.journal.path).parent).glob("orders-index-*.sqlite3"))
    assert index_file.exists()
    said = search(qtbot, dialog, "Nobody Anywhere")
    assert 'Nothing matches "Nobody Anywhere"' in said
    assert f"searched {len(WITHIN_A_YEAR):,} orders since" in said or "orders since" in said
    assert dialog.vm.results.rowCount() == 0


def test_a_code_typed_into_find_that_matches_nothing_is_named_whole_only_if_it_is_on_the_counter(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    scan(qtbot, window, "SPA50PART")
    qtbot.waitUntil(lambda: till.lookup.held and not till.tasks.running("lookup"))
    dialog = open_find(qtbot, window)
    said = search(qtbot, dialog, "TEA40PART")
    assert "TEA40PART" not in said, "another voucher than the counter's is never named whole"
    assert f'Nothing matches "{till.activity.model.code_beside("TEA40PART")}"' in said, "as the feed names it"
    assert 'Nothing matches "SPA50PART"' in search(qtbot, dialog, "SPA50PART"), "the counter's own voucher"
    assert 'Nothing matches "Nobody Anywhere"' in search(qtbot, dialog, "Nobody Anywhere"), "words stay"


def test_a_failing_page_keeps_what_was_found_and_retry_goes_on(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, sandbox = finder
    sandbox.faults.set(path="/orders/$", query=r"(^|&)p=3(&|$)", status=503)
    dialog = open_find(qtbot, window)
    said = search(qtbot, dialog, "smith")
    assert "Search incomplete" in said
    assert "100 orders searched" in said
    kept = dialog.vm.results.rowCount()
    assert kept > 0
    assert dialog.retry.isVisible()
    sandbox.faults.clear()
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.mouseClick(dialog.retry, Qt.MouseButton.LeftButton)
    assert "found: searched" in dialog.status.text()
    assert dialog.vm.results.rowCount() > kept
    assert not dialog.retry.isVisible()


def test_a_refused_key_stops_the_search_with_the_key_message(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    sandbox.reset("training")
    with till_open(qtbot, sandbox, tmp_path / "home", key="a-key-the-service-no-longer-accepts") as (
        window,
        _till,
    ):
        window.finder.open()  # from the Find menu
        dialog = window.finder.dialog
        assert dialog is not None
        said = search(qtbot, dialog, "smith")
        assert said.startswith("Search stopped.")
        assert "API key" in said
        assert not dialog.retry.isVisible()
        assert dialog.vm.results.rowCount() == 0


def test_cancelled_mid_search_keeps_what_was_found(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, sandbox = finder
    sandbox.faults.set(path="/orders/$", query=r"(^|&)p=2(&|$)", latency_ms=3_000)
    dialog = open_find(qtbot, window)
    by_hand(qtbot, dialog.query, "a")
    by_hand(qtbot, dialog.query, "n")
    qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Searched 50 orders" in dialog.status.text())
    assert dialog.stop.isVisible()
    with qtbot.waitSignal(dialog.vm.finished, timeout=5_000):
        qtbot.mouseClick(dialog.stop, Qt.MouseButton.LeftButton)
    assert "Search cancelled: 50 orders searched" in dialog.status.text()
    assert dialog.search.isVisible()
    assert audit_finds(till)[-1].outcome.startswith("cancelled")


@pytest.mark.both_shapes
def test_found_and_opened_by_touch_at_1024x768(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer], styled: QApplication
) -> None:
    window, till, _sandbox = finder
    window.finder.open()
    dialog = window.finder.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.width() <= 1024
    assert dialog.height() <= 768
    dialog.query.setText("muller")
    with qtbot.waitSignal(dialog.vm.finished, timeout=20_000):
        qtbot.mouseClick(dialog.search, Qt.MouseButton.LeftButton)
    assert dialog.vm.results.rowCount() > 0
    second = dialog.results.visualRect(dialog.vm.results.index(0, 2)).center()
    qtbot.mouseClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=second)
    qtbot.waitUntil(dialog.open_voucher.isEnabled)
    for button in (dialog.search, dialog.open_voucher, dialog.close_button):
        assert button.height() >= 40
    code = dialog.vm.vouchers.record(0).code
    qtbot.mouseClick(dialog.open_voucher, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    assert till.lookup.voucher is not None
    assert till.lookup.voucher.redeem_code == code
    assert not till.lookup.held


def test_the_training_history_is_large_and_well_formed() -> None:
    orders = history()
    assert len(orders) == HISTORY_ORDERS >= 2000
    assert orders[0].order_id == FIRST_ORDER_ID
    assert max(o.days_ago for o in orders) > 700
    assert sum(1 for o in orders if o.recipient_name) > 600
    assert len({o.payment_reference for o in orders}) == len(orders)


def test_a_manager_notes_a_voucher_lost_and_its_next_lookup_warns(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = finder
    guest = WITHIN_A_YEAR[-7]
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, str(guest.order_id))
    qtbot.waitUntil(dialog.lost.isEnabled)
    qtbot.mouseClick(dialog.lost, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            window.manager_actions.pin_dialog is not None and window.manager_actions.pin_dialog.isVisible()
        )
    )
    pin = window.manager_actions.pin_dialog
    assert pin is not None
    qtbot.keyClicks(pin.pin, "2468")
    qtbot.keyClick(pin.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("Noted: the guest says"))
    assert guest.vouchers[0][0] not in dialog.status.text(), "codes masked"
    (entry,) = [e for e in till.audit.entries() if e.action == "lost_note"]
    assert entry.order_id == guest.order_id
    assert entry.manager
    dialog.reject()
    scan(qtbot, window, guest.vouchers[0][0])
    qtbot.waitUntil(lambda: window.message.isVisible() and "Reported lost" in window.message.text())
    assert f"order {guest.order_id}" in window.message.text()


def test_a_new_search_lets_go_of_the_order_chosen_and_asks_for_one_again(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, _sandbox = finder
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, "nowak")
    qtbot.keyClick(dialog.results, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.vm.vouchers.rowCount() > 0)
    assert dialog.vouchers_line.text().startswith("Enter, a double tap")
    search(qtbot, dialog, "smith")
    assert dialog.vm.vouchers.rowCount() == 0
    assert dialog.vouchers_line.text() == "Choose an order to see its vouchers."


def test_the_arrow_keys_through_the_orders_show_each_ones_vouchers(
    qtbot: QtBot, finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    """A receptionist runs down the results with the arrow keys: the order they rest on shows its
    vouchers, as Enter or a touch would, and the focus stays in the results to go on."""
    window, _till, _sandbox = finder
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, "nowak")
    assert dialog.vm.results.rowCount() >= 2
    assert dialog.results.hasFocus()
    qtbot.keyClick(dialog.results, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.results, Qt.Key.Key_Down)
    second = dialog.vm.results.record(dialog.results.currentIndex().row())
    qtbot.waitUntil(lambda: dialog.vm.chosen == second.order_id and dialog.vm.vouchers.rowCount() > 0)
    codes = next(o.vouchers for o in history() if o.order_id == second.order_id)
    assert dialog.vouchers.model().index(0, 0).data() == mask_code(codes[0][0])
    assert dialog.results.hasFocus()
