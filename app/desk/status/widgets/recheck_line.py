"""The background re-check's news, on the window's status bar.

Unlike the redeem box's outcome line it stays until the next news, and it wraps: a status bar's own
message is one line, cut off at 1024 px. With nothing to say, the status bar is hidden, so no empty
strip takes a 768 px till's height.
"""

from __future__ import annotations

from PySide6.QtWidgets import QStatusBar

from app.core.i18n import translate
from app.core.notice import Notice
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import WrapLabel, set_state


class RecheckLine(WrapLabel):
    """One wrapping line in ``bar``, shown with the bar while it has news."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(snug=True)
        self.setObjectName("recheckLine")
        live(
            self, lambda: self.setAccessibleName(translate("Recheck", "The till's re-check of its movements"))
        )

        self._bar = bar
        self.setVisible(False)
        bar.addWidget(self, 1)
        bar.setVisible(False)

    def show_notice(self, notice: Notice) -> None:
        self.setText(notice.text)
        self.setVisible(bool(notice.text))
        self._bar.setVisible(bool(notice.text))
        set_state(self._bar, "kind", notice.kind.value)
        set_state(self, "kind", notice.kind.value)
