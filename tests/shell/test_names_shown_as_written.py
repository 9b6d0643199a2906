"""In the real window: a name the service sends with HTML markup in it (``<i>Spa</i>``) is shown as
those characters, never as italics, colour, a link or an image: the till's labels are plain text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import scan
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.both_shapes

TillWindow = tuple[MainWindow, Till]


def test_a_product_name_written_with_markup_is_shown_as_written(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer
) -> None:
    window, _ = till_window
    sandbox.forms.set("markup_names", method="GET", path="/codes/", times=1)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    qtbot.waitUntil(window.redeem.isVisible)
    name = window.voucher.name
    assert "<i>" in name.text(), name.text()
    assert "<font" in name.text(), name.text()
    assert name.textFormat() is Qt.TextFormat.PlainText, "the markup's characters, not italics"


@pytest.mark.parametrize("code", [DemoCodes.VALID_PARTIAL, DemoCodes.GRACE])
def test_no_label_of_the_till_reads_its_text_as_rich_text(
    qtbot: QtBot, till_window: TillWindow, code: str
) -> None:
    window, _ = till_window
    scan(qtbot, window, code)
    qtbot.waitUntil(window.redeem.isVisible)
    rich = [
        label.objectName() or label.text()[:30]
        for label in window.findChildren(QLabel)
        if label.textFormat() is not Qt.TextFormat.PlainText
    ]
    assert not rich, rich
