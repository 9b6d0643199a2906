"""A bill's hand-off through the real window when a line's answer was lost on a shared desk.

A bill of £150.00 with three vouchers; the second line's (£25.00) answer is lost after the service
took it, and another till works at this location, so the line rightly ends not confirmed. The POS
must not be asked for £55.00 when the service has taken £120.00 of vouchers: the hand-off names the
open line and its amount, its Copy (F8) and tick (F9) wait until a manager decides, and the
manager's decision (Manager ▸ Unconfirmed movements) makes the hand-off, the slip and the shift
report the service's figures.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core.masking import mask_code
from app.core.movement import MovementState
from app.core.slip import slip_text
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers import logs
from helpers.billing import cell, confirm, open_bill, review, scan_onto, start
from helpers.manager import TRAINING_MANAGER, enter_pin, unconfirmed_dialog
from helpers.till import close_till, open_till
from helpers.words import REFERENCES_LABEL
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(*logs.FAULTS)

FIRST, SECOND, THIRD = DemoCodes.VALID_PARTIAL, DemoCodes.PART_USED, DemoCodes.GRACE
HELD = (
    f"Key £95.00 as Gift voucher (2 vouchers) {REFERENCES_LABEL}{{refs}}; "
    f"£25.00 on {mask_code(SECOND)} not confirmed — a manager decides before the rest is paid"
)


@pytest.fixture
def shared_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    window, till = open_till(qtbot, sandbox, tmp_path / "home", only_till_here=False)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    yield window, till
    close_till(qtbot, window, till)


def pay_with_the_second_lost(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer
) -> tuple[list[str], list[str]]:
    """The bill sent with the second line's answer lost after the service took it; the bill's
    window closed. The service's references of the first and third, and what the lines said."""
    dialog = open_bill(qtbot, window, touch=False)
    start(qtbot, dialog, "150", "Table 12", touch=False)
    for code in (FIRST, SECOND, THIRD):
        scan_onto(qtbot, dialog, code)
    assert [cell(dialog, r, 2) for r in range(3)] == ["£50.00", "£25.00", "£45.00"]
    review(qtbot, dialog, touch=False)
    sandbox.faults.set(path=f"/codes/{SECOND}/redeem/$", method="POST", drop={"when": "after"}, times=1)
    confirm(qtbot, dialog, touch=False)
    said = [cell(dialog, r, 4) for r in range(3)]
    refs = [said[0].rsplit("ref\u00a0", 1)[1], said[2].rsplit("ref\u00a0", 1)[1]]
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.bill.dialog is None)
    return refs, said


def decide(qtbot: QtBot, window: MainWindow, *, went_through: bool) -> None:
    """Manager ▸ Unconfirmed movements: the manager's PIN, then the service's event chosen, or none."""
    window.manager_actions.decide_unconfirmed()
    enter_pin(qtbot, window)
    dialog = unconfirmed_dialog(qtbot, window)
    if went_through:
        dialog.table.selectRow(0)
        dialog.confirm.click()
    else:
        dialog.none.click()
    qtbot.waitUntil(dialog.status.isVisible)
    dialog.close()


def bill_note(qtbot: QtBot, window: MainWindow, till: Till) -> str:
    """The note of the bill's line in the shift report, as a manager opens it."""
    shift = till.desk.shift_report(TRAINING_MANAGER)
    dialog = ShiftReportDialog(shift, till.session.place, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20_000)
    dialog.close()
    model = shift.lines
    rows = [
        [str(model.index(r, c).data()) for c in range(model.columnCount())] for r in range(model.rowCount())
    ]
    [bill] = [row for row in rows if row[0] == "Bill" and "Table 12" in row]
    return bill[-1]


@pytest.mark.parametrize("went_through", [True, False], ids=["went-through", "did-not"])
def test_an_unconfirmed_line_holds_the_bills_hand_off_until_a_manager_decides(
    qtbot: QtBot, shared_till: tuple[MainWindow, Till], sandbox: SandboxServer, went_through: bool
) -> None:
    window, till = shared_till
    refs, said = pay_with_the_second_lost(qtbot, window, sandbox)
    assert said[1].startswith("Sent; the service's answer was lost")
    assert sandbox.state.balance_of(SECOND) == 0, "the service took the second voucher's £25.00"
    qtbot.waitUntil(window.handoff.isVisible)
    assert window.handoff.instruction.text() == HELD.format(refs=", ".join(refs))
    assert not window.handoff.copy.isEnabled()
    assert not window.handoff.keyed.isEnabled()
    assert bill_note(qtbot, window, till) == (
        f"2 vouchers: £95.00 of £150.00; £25.00 on {mask_code(SECOND)} not confirmed — "
        "a manager decides before the rest is paid"
    )

    # F8 and F9 from the keyboard are held too: nothing copied, nothing ticked.
    QGuiApplication.clipboard().setText("")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert QGuiApplication.clipboard().text() == ""
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert len(till.handoff.unticked()) == 1
    assert window.handoff.message.whole_text().startswith("A voucher of this bill is not confirmed")

    decide(qtbot, window, went_through=went_through)
    [second] = [m for m in till.journal.between(datetime.min, datetime.max) if m.code == SECOND]
    if went_through:
        assert second.state is MovementState.DONE
        paid, left, count = Decimal("120.00"), Decimal("30.00"), 3
        references = [refs[0], str(second.result_event_id), refs[1]]
    else:
        assert second.state is MovementState.NOT_APPLIED
        paid, left, count = Decimal("95.00"), Decimal("55.00"), 2
        references = refs
    qtbot.waitUntil(window.handoff.copy.isEnabled)
    assert window.handoff.instruction.text() == (
        f"Key £{paid} as Gift voucher ({count} vouchers) {REFERENCES_LABEL}{', '.join(references)}; "
        f"£{left} left to pay"
    )
    assert window.handoff.keyed.isEnabled()
    assert (
        bill_note(qtbot, window, till)
        == f"{count} vouchers: £{paid} of £150.00; £{left} left to pay on the POS"
    )
    if went_through:
        slip = till.slips.last
        assert slip is not None
        assert slip.bill is not None
        assert [line.code for line in slip.bill.lines] == [FIRST, SECOND, THIRD]
        text = slip_text(slip)
        assert "£120.00" in text
        assert "£30.00" in text
    qtbot.keyClick(window, Qt.Key.Key_F9)  # one tick for the bill, once decided
    qtbot.waitUntil(lambda: till.handoff.unticked() == [])
    assert MovementState.UNCONFIRMED not in {m.state for m in till.journal.unresolved()}
