"""What a till told its user: every view-model's notices, recorded in order with where they came from.

A test asserts what a cashier would have been told ("is that code right?", "the service cannot be
reached") without reaching into labels: ``NoticeRecorder(till)`` hears every ``notice`` signal of
the till's view-models from the moment it is made.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QObject, SignalInstance

from app.compose import Till
from app.core.notice import Kind, Notice


class NoticeRecorder:
    def __init__(self, till: Till) -> None:
        self.heard: list[tuple[str, Notice]] = []
        for field in dataclasses.fields(till):
            model = getattr(till, field.name)
            signal = getattr(model, "notice", None) if isinstance(model, QObject) else None
            if isinstance(signal, SignalInstance):
                signal.connect(self._hearing(field.name))

    def _hearing(self, origin: str) -> Callable[[Notice], None]:
        # A plain function: PySide treats a partial of a bound method as a method of the sender.
        def heard(notice: Notice) -> None:
            self.heard.append((origin, notice))

        return heard

    def texts(self, origin: str | None = None, kind: Kind | None = None) -> list[str]:
        """The texts told, from ``origin`` (``lookup``, ``redeem``, …) and of ``kind`` if given."""
        return [
            notice.text
            for said_by, notice in self.heard
            if (origin is None or said_by == origin) and (kind is None or notice.kind is kind)
        ]
