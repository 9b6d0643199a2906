"""Find's "Search the service again": every order of the window read again, the saved index set aside.

The index reads again only orders created since its newest, so a guest whose name or e-mail was
corrected on another till or in the web shop is still found under the old details until the index
is read again in full. After a search, this button does that for the receptionist who knows it.
"""

from __future__ import annotations

from collections.abc import Callable

from app.core.i18n import translate
from app.desk.common.widgets.language import live
from app.desk.find.find import FindViewModel
from app.desk.find.widgets._short_button import ShortWhenNarrow


class SearchAgainButton(ShortWhenNarrow):
    """Shown once a search ended, hidden while one runs; ``query`` gives what to search and how far
    back. Its slots are its own methods, so they go with it when its dialog is deleted."""

    def __init__(self, vm: FindViewModel, query: Callable[[], tuple[str, int]]) -> None:
        super().__init__()
        self._vm = vm
        self._query = query
        self.setMinimumHeight(44)
        self.setAutoDefault(False)
        live(self, self._words)
        self.setVisible(False)
        self.clicked.connect(self._again)
        vm.finished.connect(self._ended)
        vm.busy_changed.connect(self._busy)

    def _again(self) -> None:
        text, months = self._query()
        self._vm.search(text, months, fresh=True)

    def _ended(self, _text: str, state: str) -> None:
        self.setVisible(state in ("done", "cancelled"))

    def _busy(self, busy: bool) -> None:
        if busy:
            self.setVisible(False)

    def _words(self) -> None:
        self.say(
            translate("Find", "Search the service again"),
            translate("Find", "Search again"),
            translate("Find", "Reads every order again, for a guest whose details were changed elsewhere."),
        )
