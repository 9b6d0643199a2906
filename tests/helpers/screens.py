"""The screens tills have, as the layout tests of every package put a till on them.

Three screens, as the till sees them in logical pixels with a 40 px taskbar (``SCREENS``): a
1024×768 till; a 1366×768 till at 125 % display scaling (1093×614, the taskbar 32 px); and a
1366×768 till with Windows' text size at 150 % (every font larger, the screen as it was). The layout
walk adds a fourth (``NARROW``): a 1024×768 till at 125 %, where the feed takes the counter's place. The
screen's available area is what the till's own placing code reads (``app.shell.geometry``), so the
main window is laid out in the room a maximized window has and each dialog in the room
``DialogPlacer`` gives it.

A test takes ``screen_till`` (a ``ScreenTill``: a till whose dialogs the till's own placer
places), puts it on a screen in a language with ``screen_till.speaking`` (or walks every screen
with ``screen_till.each_screen``), and is parametrized over them with ``on_screens`` and
``in_languages``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QScreen
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QStyle,
    QStyleFactory,
    QStyleHintReturn,
    QStyleOption,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.core.resources import resource_path
from app.desk.common.widgets.headers import TillStyle
from app.desk.common.widgets.language import app_language
from app.desk.common.widgets.room import room_for
from app.shell.geometry import install_dialog_placer
from app.shell.main_window import MainWindow
from helpers.layout import laid_out
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer


@dataclass(frozen=True)
class Screen:
    name: str
    #: The screen less its taskbar, in logical pixels, and less a title bar (``TITLE_PX``).
    available: QRect
    text_scale: float = 1.0


#: A window manager's title bar, which the offscreen platform the tests run on does not draw.
TITLE_PX = 24
SCREENS = (
    Screen("1024x768", QRect(0, 0, 1024, 728 - TITLE_PX)),
    Screen("1366x768@125%", QRect(0, 0, 1093, 582 - TITLE_PX)),
    Screen("1366x768+150%text", QRect(0, 0, 1366, 728 - TITLE_PX), 1.5),
)
#: A 1024×768 till at 125 % display scaling (819×614, the taskbar 32 px): too narrow for the feed
#: beside the counter, so the till shows one at a time. Walked by the layout walk only: every
#: other layout test holds ``SCREENS``, where both are side by side.
NARROW = Screen("1024x768@125%", QRect(0, 0, 819, 582 - TITLE_PX))
#: The screens the layout walk puts the till on.
WALKED = (*SCREENS, NARROW)
#: The languages whose words run longest on the till's screens.
LONG_LANGUAGES = ("pl_PL", "de_DE")
_POINTS = re.compile(r"(\d+(?:\.\d+)?)pt\b")


def on_screens(screens: Sequence[Screen] = SCREENS) -> pytest.MarkDecorator:
    """A test once on each of ``screens``, named by the screen: its ``screen`` parameter."""
    return pytest.mark.parametrize("screen", screens, ids=[screen.name for screen in screens])


def in_languages(languages: Sequence[str] = LONG_LANGUAGES) -> pytest.MarkDecorator:
    """A test once in each of ``languages``: its ``language`` parameter."""
    return pytest.mark.parametrize("language", languages)


class DesktopTheme(TillStyle):
    """The style as an X11 desktop's theme answers it, where the offscreen platform the tests run on
    answers otherwise: each button of a window's closing row (``QDialogButtonBox``) keeps an icon's
    room and Close gets its cross, 20 px a button. Measured without it, a report's closing row that
    ran past a 1024 px screen at 125 % in Spanish fitted in the tests. The till's own style under
    it (``TillStyle``): over a plain style, every header clipped its words where the till's ends
    them in "…" with a tooltip, and the walk measured headers no till shows."""

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returned: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, returned)


@pytest.fixture
def screen_as(monkeypatch: pytest.MonkeyPatch, styled: QApplication) -> Iterator[list[Screen]]:
    """Set ``screen_as[0]`` to the screen the till is on, its style as a desktop's theme answers it
    (``DesktopTheme``); the plain look, style and font after."""
    current = [SCREENS[0]]
    plain_sheet, plain_font, plain_style = styled.styleSheet(), QFont(styled.font()), styled.style().name()
    styled.setStyle(DesktopTheme())
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(current[0].available))
    yield current
    styled.setStyle(QStyleFactory.create(plain_style))
    styled.setStyleSheet(plain_sheet)
    styled.setFont(plain_font)


@dataclass(frozen=True)
class ScreenTill:
    """A till a test puts on the screens tills have: its window, the till behind it, and the
    screen it is on (``screen_as``, which the till's placing code reads)."""

    qtbot: QtBot
    window: MainWindow
    desk: Till
    screen_as: list[Screen]

    def speaking(self, language: str, screen: Screen) -> tuple[MainWindow, Till]:
        """The till speaking ``language`` on ``screen``, its text size applied (the plain font is
        put back by ``screen_as``); its window and the till, for the test to name."""
        self.speak(language)
        app = _app()
        self.screen_as[0] = screen
        use_screen(app, screen, QFont(app.font()))
        return self.window, self.desk

    def each_screen(self, language: str, screens: Sequence[Screen] = SCREENS) -> Iterator[Screen]:
        """``screens`` in turn, the till speaking ``language``: each screen's text size applied as
        the till would meet it, and the plain font back once the walk is done."""
        self.speak(language)
        app = _app()
        plain_font = QFont(app.font())
        try:
            for screen in screens:
                self.screen_as[0] = screen
                use_screen(app, screen, plain_font)
                yield screen
        finally:
            app.setFont(plain_font)

    def speak(self, language: str) -> None:
        """The till speaking ``language`` on the screen it is on, that screen's text size kept."""
        assert self.desk.translations_cache is not None
        run(self.qtbot, app_language(self.desk.translations_cache).use(language))


def _app() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app


@pytest.fixture
def screen_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, screen_as: list[Screen]
) -> Iterator[ScreenTill]:
    """A till on ``screen_as``'s screen, its dialogs placed by its own placer; English again after."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    app = _app()
    placer = install_dialog_placer(app)
    yield ScreenTill(qtbot, window, till, screen_as)
    app.removeEventFilter(placer)
    placer.deleteLater()
    for dialog in window.findChildren(QDialog):
        dialog.done(0)
    language._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


def use_screen(app: QApplication, screen: Screen, plain_font: QFont) -> None:
    """The till's look on ``screen``: its style sheet and font with the screen's text size. Each is
    set only where it changes, as setting either polishes or lays out every widget again, which
    was most of a layout walk's time on a busy machine."""
    sheet = resource_path("style.qss").read_text(encoding="utf-8")
    if screen.text_scale != 1.0:
        sheet = _POINTS.sub(lambda m: f"{float(m.group(1)) * screen.text_scale:g}pt", sheet)
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
    font = QFont(plain_font)
    font.setPointSizeF(plain_font.pointSizeF() * screen.text_scale)
    if app.font() != font:
        app.setFont(font)


def fit(window: QWidget) -> None:
    """Lay ``window`` out in its room, as the window manager would; a dialog is where the till's
    placer put it as it opened (and kept it since)."""
    if isinstance(window, MainWindow):
        window.resize(room_for(window).size())
    QApplication.processEvents()
    laid_out()
