"""A bill line's news held while the next request leaves: shown on release, or by itself once the
hold has lasted ``HOLD_MS`` (a next request slowed before it leaves never leaves the table stale)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from app.desk.bill.news import HOLD_MS, HeldNews


def test_news_is_shown_at_once_unless_held_then_all_together_on_release(qtbot: QtBot) -> None:
    owner = QObject()
    shown: list[list[int]] = []
    news = HeldNews(shown.append, owner)
    assert not news.keep(1), "nothing held: shown at once by the caller"
    news.hold()
    assert news.keep(1)
    assert news.keep(2)
    assert news.keep(1)
    assert shown == []
    news.release()
    assert shown == [[1, 2]]
    news.release()
    assert shown == [[1, 2]], "nothing more to show"


def test_a_hold_never_outlasts_its_limit(qtbot: QtBot) -> None:
    owner = QObject()
    shown: list[list[int]] = []
    news = HeldNews(shown.append, owner)
    news.hold()
    news.keep(3)
    qtbot.waitUntil(lambda: shown == [[3]], timeout=HOLD_MS * 20)
    assert not news.keep(4), "released: the next news is shown at once"
