"""The activity feed, the manager's dialogs and the shift report in the pseudo-language: no English
word is left, and nothing is cut at 1024×768.

The pseudo-language (``en_XA``: accented, 40 % longer, bracketed) is made fresh from the code's
words (``tests/helpers/pseudo.py`` builds it and measures the fit), so a word that
comes out plain English was never put through ``translate``, and a label cut off here is one a
longer language would lose. Allowed as they are: what comes from the service or the till's data
(codes, amounts, times, names).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.desk.common.widgets.language import LanguageSwitch
from app.desk.manager.widgets.audit_log import AuditLogDialog
from app.desk.manager.widgets.refund import RefundDialog
from app.desk.manager.widgets.reveal import RevealCodeDialog
from app.desk.manager.widgets.shift_report import ShiftReportDialog
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.manager import enter_pin
from helpers.pseudo import SIZE, cut, fits
from helpers.till import counter_settled, newest_event, redeem_amount, scan
from helpers.words import english

#: The real till at 1024×768 in the real style, speaking the pseudo-language (the walk's fixture).


def headings(dialog_or_model: object) -> list[str]:
    """A table model's column headings, as the view shows them."""
    from PySide6.QtCore import QAbstractItemModel  # noqa: PLC0415 - only this helper needs it

    assert isinstance(dialog_or_model, QAbstractItemModel)
    return [
        str(dialog_or_model.headerData(column, Qt.Orientation.Horizontal))
        for column in range(dialog_or_model.columnCount())
    ]


def opened(qtbot: QtBot, window: MainWindow, kind: type[QDialog]) -> QDialog:
    actions = window.manager_actions
    enter_pin(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(actions.dialog, kind), timeout=10_000)
    dialog = actions.dialog
    assert isinstance(dialog, kind)
    return dialog


def test_the_activity_feed_in_the_pseudo_language_shows_no_english_and_nothing_cut(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "1")
    newest_event(qtbot, till, DemoCodes.VALID_PARTIAL)
    model = till.activity.model
    panel = window.activity
    panel.table.selectRow(0)
    QApplication.processEvents()
    assert english(panel, till) == []
    assert all(heading.startswith("[") for heading in headings(model)), headings(model)
    assert str(model.index(0, 5).data()).startswith("[")  # "Confirmed": yes or not yet
    assert panel.reprint.text().startswith("[")
    # Its words, or the time alone where they have no room, its words in the tooltip.
    heard = panel.heard
    time_alone = heard.text() == till.activity.heard_time and heard.toolTip().startswith("[")
    assert heard.text().startswith("[") or time_alone
    qtbot.waitUntil(lambda: cut(window, [panel]) == [], timeout=2_000)  # once the layout has settled


def test_the_manager_dialogs_in_the_pseudo_language_show_no_english_and_fit(
    qtbot: QtBot, pseudo_till: tuple[MainWindow, Till, LanguageSwitch]
) -> None:
    window, till, _switch = pseudo_till
    actions = window.manager_actions

    # A voucher opened from the feed shows its code masked: a manager may show it whole.
    feed = till.activity
    qtbot.waitUntil(lambda: feed.proxy.rowCount() > 0, timeout=10_000)
    row = next(r for r in range(feed.proxy.rowCount()) if (e := feed.event_at(r)) is not None and e.code)
    window.activity.select_row(row)
    qtbot.waitUntil(lambda: till.lookup.voucher is not None, timeout=10_000)
    counter_settled(qtbot, till)
    actions.reveal_code()
    reveal = opened(qtbot, window, RevealCodeDialog)
    assert english(reveal, till) == []
    assert fits(reveal) == []
    reveal.reject()

    actions.audit_log()
    audit = opened(qtbot, window, AuditLogDialog)
    assert isinstance(audit, AuditLogDialog)
    assert english(audit, till) == []
    assert all(heading.startswith("[") or heading == "#" for heading in headings(audit.table.model()))
    audit.resize(*SIZE)
    qtbot.waitUntil(lambda: fits(audit) == [], timeout=2_000)
    audit.reject()

    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    counter_settled(qtbot, till)
    actions.refund_shown_order()
    refund = opened(qtbot, window, RefundDialog)
    assert isinstance(refund, RefundDialog)
    qtbot.waitUntil(lambda: refund.view is not None, timeout=10_000)
    QApplication.processEvents()
    assert english(refund, till) == []
    assert all(heading.startswith("[") for heading in headings(refund.rows.model()))
    qtbot.waitUntil(lambda: fits(refund) == [], timeout=2_000)
    refund.reject()

    redeem_amount(qtbot, window, "1")  # a line for the report's detail
    qtbot.waitUntil(lambda: not till.redeem.busy, timeout=10_000)
    actions.shift_report()
    shift = opened(qtbot, window, ShiftReportDialog)
    assert isinstance(shift, ShiftReportDialog)
    qtbot.waitUntil(lambda: shift.report is not None, timeout=10_000)
    QApplication.processEvents()
    assert english(shift, till) == []
    assert shift.summary.text().startswith("[")
    assert all(line.startswith("[") for line in shift.totals.text().splitlines())
    assert all(heading.startswith("[") for heading in headings(shift.table.model()))
    assert str(shift.table.model().index(0, 0).data()).startswith("[")  # the section
    shift.resize(*SIZE)
    qtbot.waitUntil(lambda: fits(shift) == [], timeout=2_000)
    shift.reject()
