"""Find in the real till window on the training sandbox, in awkward cases: an index file another
program holds, names in any script, a repeat search, a guest corrected here or elsewhere, a long
status at 1024x768, and a voucher noted lost scanned onto a bill."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.paths import resolve_paths
from app.desk.bill.widgets.bill_dialog import BillDialog
from app.desk.find.build import LOST_NOTES
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.main_window import MainWindow
from app.store.lost_notes import LostNotes
from helpers.finding import WITHIN_A_YEAR, names_shown, open_find, search
from helpers.till import scan, till_open
from sandbox_harness.server import SandboxServer


def rename(sandbox: SandboxServer, order_id: int, name: str, email: str = "") -> None:
    """The purchaser corrected elsewhere (another till, the web shop), as *Correct an order* sends it."""
    body = {"customerName": name} | ({"emailAddress": email} if email else {})
    httpx.post(f"{sandbox.url}/orders/{order_id}/", json=body, auth=(DEMO_KEY, "")).raise_for_status()


@pytest.mark.logs(
    r"^Find could not (write|read) its order index.*: The till cannot write its order index: another program"
)
def test_an_index_file_another_program_holds_costs_a_read_of_the_service_never_a_crash(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, till, _sandbox = two_year_finder
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, "nowak")
    index_file = next(Path(till.journal.path).parent.glob("orders-index-*.sqlite3"))
    holder = sqlite3.connect(index_file, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # a backup tool, a virus scanner, a database browser
    try:
        said = search(qtbot, dialog, "smith")
        found = set(names_shown(dialog))
        assert said.startswith(f"{len(found)} found: searched 1,"), said
        assert dialog.search.isVisible()
        assert not dialog.stop.isVisible(), "no Cancel left showing after the search ended"
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert search(qtbot, dialog, "smith") == said, "the same as once the file is free"
    assert set(names_shown(dialog)) == found


def test_names_in_any_script_are_found_as_typed_and_a_query_of_marks_is_refused(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, sandbox = two_year_finder
    guests = {
        WITHIN_A_YEAR[-1].order_id: ("王芳", "王芳"),
        WITHIN_A_YEAR[-2].order_id: ("Дмитрий Иванов", "Иванов"),
        WITHIN_A_YEAR[-3].order_id: ("Γιώργος Παπαδόπουλος", "Παπαδόπουλος"),
        WITHIN_A_YEAR[-4].order_id: ("Cæcilie Jensen", "caecilie"),
        WITHIN_A_YEAR[-5].order_id: ("Þóra Jónsdóttir", "thora"),
        WITHIN_A_YEAR[-6].order_id: ("Œdipe Roi", "oedipe"),
    }
    for order_id, (name, _typed) in guests.items():
        rename(sandbox, order_id, name)
    dialog = open_find(qtbot, window)
    for order_id, (name, typed) in guests.items():
        said = search(qtbot, dialog, typed)
        assert said.startswith("1 found"), (typed, said)
        assert names_shown(dialog) == {order_id: name}
    assert search(qtbot, dialog, "- -").startswith("Type at least 2 letters")
    assert dialog.vm.results.rowCount() == 0


def test_a_repeat_search_shows_every_match_the_first_found(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, _sandbox = two_year_finder
    dialog = open_find(qtbot, window)
    first = search(qtbot, dialog, "example")
    found = dialog.vm.results.rowCount()
    assert found > 1_000
    assert first.startswith(f"{found} found")
    again = search(qtbot, dialog, "example")
    assert dialog.vm.results.rowCount() == found
    assert again.startswith(f"{found} found")


def test_a_guest_corrected_elsewhere_is_found_by_the_new_name_after_searching_the_service_again(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, sandbox = two_year_finder
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, "nowak")
    target = dialog.vm.results.record(3)
    assert dialog.again.isVisible()
    rename(sandbox, target.order_id, "Zebedee Quuxley", "zq@example.org")
    assert search(qtbot, dialog, "quuxley").startswith('Nothing matches "quuxley"'), "the index alone"
    with qtbot.waitSignal(dialog.vm.finished, timeout=30_000):
        qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    assert dialog.status.text().startswith("1 found")
    assert names_shown(dialog) == {target.order_id: "Zebedee Quuxley"}
    assert search(qtbot, dialog, "zq@example").startswith("1 found"), "and from the index since"
    search(qtbot, dialog, "nowak")
    assert names_shown(dialog).get(target.order_id) != target.customer_name, "never the old name"


def test_an_order_this_till_corrects_is_found_by_its_new_name_at_the_next_search(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, _sandbox = two_year_finder
    dialog = open_find(qtbot, window)
    search(qtbot, dialog, "nowak")
    target = dialog.vm.results.record(2)
    dialog.reject()
    window.order_fix.open(target.order_id, "Training manager")
    fix = window.order_fix.dialog
    assert fix is not None
    qtbot.waitUntil(lambda: fix.name.text() != "")
    fix.name.setText("Zebedee Quuxley")
    with qtbot.waitSignal(fix.vm.message, timeout=20_000) as said:
        qtbot.mouseClick(fix.save, Qt.MouseButton.LeftButton)
    assert said.args[1] == "done", said.args
    fix.reject()
    window.finder.open()
    assert search(qtbot, dialog, "quuxley").startswith("1 found")
    assert names_shown(dialog) == {target.order_id: "Zebedee Quuxley"}
    search(qtbot, dialog, "nowak")
    assert names_shown(dialog).get(target.order_id) != target.customer_name, "never the old name"


def test_a_long_problem_fits_the_find_window_at_1024x768(
    qtbot: QtBot, two_year_finder: tuple[MainWindow, Till, SandboxServer]
) -> None:
    window, _till, sandbox = two_year_finder
    sandbox.faults.set(path="/orders/$", query=r"(^|&)p=2(&|$)", status=503)
    dialog = open_find(qtbot, window)
    said = search(qtbot, dialog, "smith")
    assert "Search incomplete" in said
    qtbot.waitUntil(lambda: dialog.status.height() >= dialog.status.heightForWidth(dialog.status.width()))
    sandbox.faults.clear()


def test_a_voucher_noted_lost_warns_when_it_is_scanned_onto_a_bill(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> None:
    sandbox.reset("training")
    home = tmp_path / "home"
    data = resolve_paths(home).ensure().data_dir / "training"
    data.mkdir(parents=True, exist_ok=True)
    notes = LostNotes(data / LOST_NOTES)
    notes.add(5087, [DemoCodes.VALID_PARTIAL], "Training manager")
    notes.close()
    with till_open(qtbot, sandbox, home) as (window, _till):
        qtbot.mouseClick(window.bill.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.bill.dialog is not None and window.bill.dialog.isVisible())
        dialog = window.bill.dialog
        assert isinstance(dialog, BillDialog)
        qtbot.keyClicks(dialog.total, "30")
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(dialog.code.isEnabled)
        qtbot.keyClicks(dialog.code, DemoCodes.VALID_PARTIAL)
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "Reported lost" in dialog.status.text(), timeout=20_000)
        assert "manager Training manager" in dialog.status.text()
        assert dialog.status.isVisible()
        qtbot.waitUntil(lambda: not dialog.vm.busy)
        dialog.reject()
        scan(qtbot, window, DemoCodes.VALID_PARTIAL)
        qtbot.waitUntil(lambda: window.message.isVisible() and "Reported lost" in window.message.text())
