"""The counter or the activity feed, one at a time, where the window cannot hold both side by side.

On a 1024×768 screen at 125 % the counter and the feed, each at its least, need more width than the
window has: the till page (``FirstSideFirst``) then shows the counter alone, and the feed in its
place while the cashier looks at it (F3, or the menu bar's last entry). A voucher looked up, opened
from the feed, or the code field (F2) brings the counter back; with room again both are side by
side and F3 takes the keyboard to the feed's filter.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenuBar, QWidget

from app.core.i18n import translate
from app.desk.common.widgets.give_way import FirstSideFirst
from app.desk.common.widgets.language import live

#: The same in every language, as every key the till binds.
ACTIVITY_KEY = QKeySequence("F3")


class ActivityToggle(QObject):
    """The menu bar's entry and the key that swap the counter and the feed on a narrow till page:
    in the menu bar, it takes no height from a screen that has none to spare."""

    def __init__(
        self,
        window: QWidget,
        page: FirstSideFirst,
        focus_code: Callable[[], None],
        focus_feed: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._page = page
        self._focus_code = focus_code
        self._focus_feed = focus_feed
        self.action = QAction(window)
        self.action.triggered.connect(self._key)
        self.key = QShortcut(ACTIVITY_KEY, window)
        self.key.activated.connect(self._key)
        page.narrow_changed.connect(self._words)
        page.second_shown.connect(self._words)
        live(self, self._words)

    @property
    def feed_shown(self) -> bool:
        return self._page.narrow and self._page.second_chosen

    def add_to(self, bar: QMenuBar) -> None:
        """The entry after the menus (Shift, Manager, Slips, Help)."""
        bar.addAction(self.action)

    def show_feed(self) -> None:
        self._page.show_second(True)
        self._focus_feed()

    def show_counter(self) -> None:
        """The counter in view again (nothing changes while both are side by side)."""
        was_feed = self.feed_shown
        self._page.show_second(False)
        if was_feed:
            self._focus_code()

    def _key(self) -> None:
        if self.feed_shown:
            self.show_counter()
        else:
            self.show_feed()

    def _words(self, *_changed: bool) -> None:
        self.action.setVisible(self._page.narrow)
        if self.feed_shown:
            self.action.setText(translate("Counter", "Back to the counter (F3)"))
        else:
            self.action.setText(translate("Counter", "Activity (F3)"))
