"""The dispute pack's view-model: one voucher's evidence, gathered for the page a manager saves."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.cases import VoucherRecord, case_line, pack_html
from app.desk.cases._parts import ACTION_PACK, CaseParts
from app.services.voucher_record import gather


class DisputePackViewModel(QObject):
    """Opened by ``manager`` (who gave their PIN) for ``code``, which it never shows whole.

    Signals: ``ready(str)``: the pack's page (HTML for a ``QTextDocument``), once gathered.
    """

    ready = Signal(str)

    def __init__(self, parts: CaseParts, code: str, manager: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._parts = parts
        self._code = code
        self.manager = manager
        self.record: VoucherRecord | None = None
        self.page = ""

    @property
    def masked_code(self) -> str:
        return self._parts.shown_code(self._code)

    @property
    def file_name(self) -> str:
        """A file name for the pack: the code's last characters, never the whole code."""
        return f"dispute-pack-{self.masked_code.lstrip('•')}.pdf"

    def build(self) -> None:
        self._parts.tasks.start("dispute-pack", self._build())

    def close(self) -> None:
        """The pack's window closed: what is still being gathered for it stops."""
        self._parts.tasks.cancel("dispute-pack")

    async def _build(self) -> None:
        record = await gather(self._parts.sources, self._code, self.manager)
        cases = tuple(case_line(case) for case in self._parts.store.of_code(self._code))
        self.record = replace(record, masked_code=self.masked_code, cases=cases)
        self.page = pack_html(self.record)
        self.ready.emit(self.page)

    def saved(self, path: Path) -> None:
        """The pack was written to ``path``: audited under the manager, with the voucher's code."""
        self._parts.audit(ACTION_PACK, "saved", self.manager, code=self._code, reason=path.name)
