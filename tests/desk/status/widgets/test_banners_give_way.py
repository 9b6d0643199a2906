"""The connection's and the clock's banners on a 1366×768 till at 125 %: with the service having
trouble and the till's clock 20 minutes behind the service's, both at once, every banner is in
sight without a scroll, and where the banners' eighth of the window has no room for their whole
words, what the till does about it gives way first: what is wrong, the last contact's time and the
clocks' difference are always shown. The whole is in the tooltip."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.desk.common.connection import Link
from helpers.layout import laid_out
from helpers.screens import SCREENS, ScreenTill, fit, in_languages
from sandbox_harness.server import SandboxServer

AT_125 = SCREENS[1]


@in_languages(("en_GB", "de_DE", "pl_PL"))
def test_the_connection_and_clock_banners_give_their_words_before_their_figures(
    qtbot: QtBot,
    screen_till: ScreenTill,
    sandbox: SandboxServer,
    language: str,
) -> None:
    window, till = screen_till.speaking(language, AT_125)
    sandbox.clock.set(datetime.now() + timedelta(minutes=20))
    till.activity.poll_now()
    header = window.header
    qtbot.waitUntil(header.clock_warning.isVisible)
    sandbox.faults.set(status=503)
    till.activity.poll_now()
    qtbot.waitUntil(lambda: till.connection.state is Link.TROUBLE, timeout=10_000)
    qtbot.waitUntil(header.connection_banner.isVisible)
    fit(window)
    QApplication.processEvents()
    laid_out()
    contact = till.connection.last_contact
    assert contact is not None
    connection, clock = header.connection_banner, header.clock_warning
    assert f"{contact:%H:%M:%S}" in connection.text(), "the last contact's time is never given up"
    assert "20" in clock.text(), "nor the clocks' difference"
    for banner in (connection, clock):
        assert banner.text() == banner.whole_text() or banner.toolTip() == banner.whole_text()
        assert banner.visibleRegion().boundingRect() == banner.rect(), "whole, not a scroll away"
    assert header.banners.verticalScrollBar().maximum() == 0, "every banner in sight"
    assert connection.text() != connection.whole_text() or clock.text() != clock.whole_text(), (
        "both whole take more than the banners' room at 1366×768 at 125 %"
    )
    sandbox.faults.clear()
