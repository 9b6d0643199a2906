"""A choice of the service's names (a sale's delivery) in a narrow box: the chosen name whole in its
tooltip, the open list as wide as its longest name."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.desk.common.widgets.names_choice import NamesChoice

LONG = "Printed at the desk (kostenlos)"


def test_a_long_name_is_whole_in_the_tooltip_and_in_the_open_list(qtbot: QtBot) -> None:
    box = NamesChoice()
    qtbot.addWidget(box)
    box.addItems(["E-Mail (kostenlos)", LONG])
    box.setCurrentIndex(1)
    box.resize(120, box.sizeHint().height())
    box.show()
    qtbot.waitExposed(box)
    assert box.toolTip() == LONG
    assert box.fontMetrics().horizontalAdvance(LONG) > box.width(), "the box is narrower than the name"
    view = box.view()
    assert view.minimumWidth() >= view.sizeHintForColumn(0)
    box.grab()  # painted with its name given way, without error
