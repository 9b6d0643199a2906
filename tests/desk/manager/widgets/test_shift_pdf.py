"""The shift report's PDF: the figures and the detail, then the signature block whole on a page of
its own. Its events are the unit tests' plain ones: the page reads only what they and
``BalanceEvent`` have in common."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import cast

from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from app.core.movement import MovementState
from app.core.shift_report import ShiftWindow, build_shift_report
from app.desk.manager.shift import Report, shift_html
from app.desk.manager.widgets.shift_report import report_document
from helpers.shift import END, START, Event, shift_movement


def _pages(document: QTextDocument) -> list[tuple[str, int]]:
    """Each laid-out line of text with the page (from 0) it is printed on."""
    height = document.pageSize().height()
    found = []
    block = document.begin()
    while block.isValid():
        if block.text():
            top = document.documentLayout().blockBoundingRect(block).top()
            found.append((block.text(), int(top // height)))
        block = block.next()
    return found


def test_the_signature_block_is_whole_on_one_page_after_a_long_detail(qtbot: QtBot) -> None:
    movements = [shift_movement(f"m{i}", i, MovementState.DONE, result=1000 + i) for i in range(70)]
    events = [Event(1000 + i, "Redeemed", START + timedelta(minutes=i), Decimal("10.00")) for i in range(70)]
    report = build_shift_report(
        movements, events, ShiftWindow(till="Till 1", location_id=71, start=START, end=END)
    )
    document = report_document(shift_html(cast(Report, report), "Harbour Hotel & Spa · Reception"))
    lines = _pages(document)
    signing = [page for text, page in lines if text.split(":")[0] in ("Name", "Signature", "Date and time")]
    assert len(signing) == 6  # staff and manager, three lines each
    assert len(set(signing)) == 1  # one page
    last_detail = max(page for text, page in lines if text == "1069")
    assert signing[0] > last_detail  # after the whole detail
    assert signing[0] == document.pageCount() - 1
    # The signing page says what is signed for: the till, the window and the summary.
    on_it = [text for text, page in lines if page == signing[0]]
    assert "End of shift — Till 1" in on_it
    assert any(text.startswith("70 matched") for text in on_it)
