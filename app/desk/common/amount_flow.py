"""The amount → review → confirm flow a money box at the counter offers its widget (redeem, top-up).

The widget that types the amount and shows the review (``widgets.amount_step``) is shared; the
view-models behind it belong to their features and fit this protocol.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance


class AmountFlow(Protocol):
    """A box's view-model, as the amount step uses it.

    Signals: ``check_changed(bool ok, str reason, str preview)`` whether the typed amount can be
    reviewed; ``review_changed(str)`` what confirming will do, "" when no review is open;
    ``busy_changed(bool)`` a movement is in flight.
    """

    check_changed: SignalInstance
    review_changed: SignalInstance
    busy_changed: SignalInstance
    #: A movement is in flight: nothing can be confirmed again.
    busy: bool

    @property
    def reviewing(self) -> bool: ...

    def check(self, text: str) -> None: ...

    def review(self, text: str) -> None: ...

    def cancel_review(self) -> None: ...
