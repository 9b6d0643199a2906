"""Each voucher the counter opens is one audit line under whoever is signed in: a code scanned with
a balance left (*look up*), a voucher opened from the feed (*open read-only*). The staff integrity
report counts from these; a lookup is never held up or refused for them."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.openings import ACTION_LOOKUP, ACTION_OPENED
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from app.store.db import StorageError
from helpers.till import scan

TillWindow = tuple[MainWindow, Till]


def opening_lines(till: Till) -> list[tuple[str, str, str | None, Decimal | None, str]]:
    return [
        (e.action, e.staff, e.code, e.amount, e.outcome)
        for e in till.audit.entries()
        if e.action in (ACTION_LOOKUP, ACTION_OPENED)
    ]


def test_a_scanned_voucher_and_one_opened_from_the_feed_are_each_one_line(
    qtbot: QtBot, till_window: TillWindow
) -> None:
    window, till = till_window
    window.feed_opening.choose(DemoCodes.PART_USED)
    qtbot.waitUntil(lambda: len(opening_lines(till)) == 1)
    assert not till.lookup.held
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: len(opening_lines(till)) == 2)
    scan(qtbot, window, DemoCodes.REDEEMED)  # nothing left on it: nothing anyone could take
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and till.lookup.voucher.balance == 0)
    assert opening_lines(till) == [
        (ACTION_OPENED, "Sam Till", DemoCodes.PART_USED, Decimal("25.00"), "shown masked"),
        (ACTION_LOOKUP, "Sam Till", DemoCodes.VALID_PARTIAL, Decimal("50.00"), "shown"),
    ]


@pytest.mark.logs(r"The opening of a voucher was not written to the audit log")
def test_a_lookup_is_shown_when_its_line_cannot_be_written(
    qtbot: QtBot, till_window: TillWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, till = till_window

    def full(*_args: object, **_kwargs: object) -> None:
        raise StorageError("The till cannot write its audit log: the disk is full")

    monkeypatch.setattr(till.audit, "append", full)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    assert till.lookup.held
    assert window.redeem.amount.isEnabled(), "the voucher can be redeemed"
