"""The feed's heading and its last-heard line on the screens tills have, in every language: where
a line has no room for its whole words, its words give way first, never its figure. The heading
takes its short form ("Activity", never "Aktywność w tej lo…" in Polish at 1024 px); the
last-heard line "Updated" and then the time alone, the time always whole ("Zaktualizowano
14:36:16 (ze…" was cut there). Whatever is not shown is in the tooltip."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.core.i18n import translate
from app.desk.common.widgets.language import LANGUAGES
from helpers.screens import SCREENS, Screen, ScreenTill, fit, on_screens


@on_screens()
@pytest.mark.parametrize("language", [language.code for language in LANGUAGES])
def test_the_feeds_heading_gives_its_words_and_its_last_heard_line_keeps_its_time_whole(
    qtbot: QtBot, screen_till: ScreenTill, screen: Screen, language: str
) -> None:
    window, desk = screen_till.speaking(language, screen)
    qtbot.waitUntil(lambda: desk.activity.last_heard is not None)
    fit(window)
    title, heard = window.activity.title, window.activity.heard
    assert title.text() in (title.whole_text(), translate("Feed", "Activity")), title.text()
    assert title.text() == title.whole_text() or title.toolTip() == title.whole_text()
    last_heard = desk.activity.last_heard
    assert last_heard is not None
    assert f"{last_heard:%H:%M:%S}" in heard.text(), "the time whole"
    assert heard.text() == heard.whole_text() or heard.toolTip() == heard.whole_text()
    if screen is SCREENS[0] and language == "pl_PL":
        assert (title.text(), heard.text()) == ("Aktywność", desk.activity.heard_time)
