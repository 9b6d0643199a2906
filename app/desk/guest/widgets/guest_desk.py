"""What the till's window holds of the guest's side: the customer display, its test pattern, and
the guest's language (a button and Ctrl+G), which the display and the read-back speak while the
till stays in the staff's language."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction, QKeySequence, QScreen
from PySide6.QtWidgets import QApplication, QMenu, QToolButton, QWidget

from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.widgets.language import LANGUAGES, live, load_for_writing
from app.desk.guest.display import GuestDisplayViewModel, Mood
from app.desk.guest.widgets.guest_window import GuestWindow, guest_screen

TEST_PATTERN = QT_TRANSLATE_NOOP("Guest", "Guest display test pattern")
GUEST_LANGUAGE = QT_TRANSLATE_NOOP("Guest", "Guest's language…")

#: How many short beeps stand for each outcome: distinct by count, since the till's wheels carry no
#: sound player (QtMultimedia) and a beep is what every desktop can make.
BEEPS = {Mood.DONE.value: 1, Mood.REFUSED.value: 2, Mood.WAIT.value: 3}
BEEP_GAP_MS = 180

#: Starts a named task on the till's loop (``TaskSlots.start``).
Start = Callable[[str, Coroutine[Any, Any, None]], object]


class GuestDesk(QObject):
    """The customer display, placed (made, the first time) when the till's window is shown on a till
    with a screen for it, and closed with it; the guest's language, loaded on the loop (a first use
    compiles it) and then handed to the view-model."""

    def __init__(
        self,
        window: QWidget,
        model: GuestDisplayViewModel,
        choice: Callable[[], str],
        start: Start,
        translations: Path | None,
        sounds: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(window)
        self.model = model
        self._display: GuestWindow | None = None
        self._choice = choice
        self._window = window
        self._start = start
        self._translations = translations
        self._sounds = sounds
        self._beeps_left = 0
        self._beeper = QTimer(self)
        self._beeper.setSingleShot(True)
        self._beeper.setInterval(BEEP_GAP_MS)
        self._beeper.timeout.connect(self._beep)
        #: The last sentence read back, and whether it interrupted (what a test or support asks).
        self.last_read_back: tuple[str, bool] = ("", False)
        self.languages = QMenu(window)
        for language in LANGUAGES:
            picked = self.languages.addAction(language.name)
            picked.setData(language.code)
            picked.setCheckable(True)
            picked.triggered.connect(lambda _checked=False, code=language.code: self.choose(code))
        self.button = QToolButton(window)
        self.button.setMenu(self.languages)
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        live(self.button, self._words)
        model.language_changed.connect(lambda _code: self._words())
        model.read_back.connect(self.announce)
        model.chime.connect(self.chime)
        window.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.screenAdded.connect(self._screen_added)

    @property
    def display(self) -> GuestWindow:
        """The customer display, made the first time there is a screen for it (or someone asks for
        it): a till with one screen never builds it, nor lays it out again at every lookup."""
        if self._display is None:
            self._display = GuestWindow(self.model, self._choice, self._window.screen)
            self._window.destroyed.connect(self._display.deleteLater)
        return self._display

    def place(self) -> None:
        """Fill the guest's screen, or leave the display hidden (unmade) when there is none."""
        if self._display is None and guest_screen(self._choice(), self._window.screen()) is None:
            return
        self.display.place()

    def _screen_added(self, _screen: QScreen) -> None:
        self.place()

    def _words(self) -> None:
        names = {language.code: language.name for language in LANGUAGES}
        code = self.model.guest_language
        name = names.get(code, code)
        # Whose language it is over its two letters: beside the code field, "EN" alone read as the
        # till's own language switch. On one line ("Guest: EN") or as a language's whole name, the
        # counter took the width the feed's balance column needs at 150 %; the name is in the
        # tooltip and told to screen readers.
        whose = translate("Guest", "Guest")
        self.button.setText(f"{whose}\n{code[:2].upper()}")
        self.button.setToolTip(
            translate(
                "Guest",
                "The guest's language, on the guest display and the guest's slips: {language} (Ctrl+G). "
                "The till stays in yours.",
            ).format(language=name)
        )
        self.button.setAccessibleName(translate("Guest", "Guest's language, for the guest display and slips"))
        self.button.setAccessibleDescription(name)
        for action in self.languages.actions():
            action.setChecked(action.data() == code)

    def announce(self, sentence: str, urgent: bool) -> None:
        """Have a screen reader read ``sentence`` now: at once (assertive) for a refusal or an
        outcome not confirmed, politely otherwise. It is said on the till's window, which has the
        focus, so it is heard whatever control the cashier is on."""
        if not sentence:
            return
        self.last_read_back = (sentence, urgent)
        event = QAccessibleAnnouncementEvent(self._window, sentence)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if urgent else politeness.Polite)
        QAccessible.updateAccessibility(event)

    def chime(self, outcome: str) -> None:
        """One beep for done, two for refused, three for being checked; none when turned off."""
        if not self._sounds():
            return
        self._beeps_left = BEEPS.get(outcome, 0)
        self._beep()

    @property
    def sounding(self) -> bool:
        """Whether an outcome's beeps are still being played."""
        return self._beeper.isActive()

    def _beep(self) -> None:
        if self._beeps_left <= 0:
            self._beeper.stop()
            return
        self._beeps_left -= 1
        QApplication.beep()
        self._beeper.start()

    def fill_menu(self, menu: QMenu) -> None:
        language = QAction(self._window)
        language.setShortcut(QKeySequence("Ctrl+G"))
        language.triggered.connect(self.ask_language)
        live(language, lambda: language.setText(translate("Guest", GUEST_LANGUAGE)))
        pattern = QAction(self._window)
        pattern.setShortcut(QKeySequence("Ctrl+Shift+Y"))
        pattern.triggered.connect(self.test_pattern)
        live(pattern, lambda: pattern.setText(translate("Guest", TEST_PATTERN)))
        menu.addActions([language, pattern])

    def ask_language(self) -> None:
        """Ctrl+G: the languages, under the button, each in its own words."""
        self.languages.popup(self.button.mapToGlobal(self.button.rect().bottomLeft()))
        self.languages.setFocus()

    def choose(self, code: str) -> None:
        """The guest's language for this guest: loaded (never installed on the till), then spoken."""
        self._start("guest-language", self._load(code))

    async def _load(self, code: str) -> None:
        if self._translations is not None:
            await load_for_writing(code, self._translations)
        self.model.set_language(code)

    def test_pattern(self) -> None:
        """Show the pattern on the guest's screen (it goes back to idle by itself)."""
        self.place()
        self.model.test_pattern()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window:
            if event.type() == QEvent.Type.Show:
                QTimer.singleShot(0, self.place)
            elif event.type() in (QEvent.Type.Close, QEvent.Type.Hide) and self._display is not None:
                self._display.hide()
        return False
