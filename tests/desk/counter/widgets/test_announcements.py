"""A money movement's outcome is read out by screen readers as it is shown: politely when done,
at once when refused."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QAccessibleEvent
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.till import redeem_amount, scan


def test_a_redemption_is_announced_to_screen_readers_as_it_is_shown(
    qtbot: QtBot, till_window: tuple[MainWindow, Till], monkeypatch: pytest.MonkeyPatch
) -> None:
    window, _till = till_window
    heard: list[tuple[str, QAccessible.AnnouncementPoliteness]] = []

    def update(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            heard.append((event.message(), event.politeness()))  # type: ignore[attr-defined]

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    scan(qtbot, window, DemoCodes.VALID_PARTIAL)
    redeem_amount(qtbot, window, "5")
    qtbot.waitUntil(lambda: any(text.startswith("Redeemed £5.00") for text, _ in heard), timeout=10_000)
    [(_text, politeness)] = [entry for entry in heard if entry[0].startswith("Redeemed")]
    assert politeness == QAccessible.AnnouncementPoliteness.Polite
