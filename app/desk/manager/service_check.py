"""*Manager → Check the service*: the service check run on the till's own client, and what it
adapted kept with the settings (``app.services.service_check`` does the checking)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError
from app.core.errors import describe
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.shift_report import service_offset
from app.desk.manager.base import ManagerParts, ManagerTask
from app.services.service_check import ServiceCheck, Verdict, check_service, fit_client

log = logging.getLogger(__name__)

#: How each verdict is marked in the list of findings.
VERDICT_WORDS = {
    Verdict.AS_ASSUMED: QT_TRANSLATE_NOOP("ServiceCheck", "As documented"),
    Verdict.ADAPTED: QT_TRANSLATE_NOOP("ServiceCheck", "Adapted"),
    Verdict.DIFFERS: QT_TRANSLATE_NOOP("ServiceCheck", "Differs"),
    Verdict.UNCHECKED: QT_TRANSLATE_NOOP("ServiceCheck", "Not checked"),
}


def verdict_text(verdict: Verdict) -> str:
    return translate("ServiceCheck", VERDICT_WORDS[verdict])


class ServiceCheckViewModel(ManagerTask):
    """Signals (besides ``notice``): ``checked(object)`` with the ``ServiceCheck`` once it ran.

    The check adapts the till at once (its client reads pages, filters and times as found) and
    keeps the finding with the settings; nothing is written to the service."""

    checked = Signal(object)

    def __init__(self, parts: ManagerParts, parent: QObject | None = None) -> None:
        super().__init__(parts, parent)
        self.result: ServiceCheck | None = None

    def run(self) -> None:
        if self.busy:
            return
        self.say(translate("ServiceCheck", "Checking the service…"), "checking")
        self.start(self._check())

    async def _check(self) -> None:
        settings = self.parts.settings
        assert settings.domain_id is not None
        # The journal's newest answered movement proves the offset even after a restart, when no
        # movement of this session has measured it yet: a zone behind shows only so.
        measured = service_offset(self.parts.client.timeline.measured_s, self.parts.journal.newest_answered())
        try:
            check = await check_service(
                self.parts.client,
                settings.domain_id,
                self.parts.location_id,
                previous=settings.service_fit,
                measured=measured,
                clock=self.parts.clock,
            )
        except ApiError as exc:  # the check's own steps say most failures; this is the rest
            shown = describe(exc)
            self.say(shown.text if shown is not None else exc.message, "problem")
            return
        if not check.key_refused:
            fit_client(self.parts.client, check.fit)
            self.parts.gate.save_service_fit(check.fit)
        self.result = check
        self.checked.emit(check)
        self.say(summary(check), "done" if not check.key_refused else "problem")


def summary(check: ServiceCheck) -> str:
    """One sentence over the findings, for the dialog's status line and the setup."""
    if check.key_refused:
        return translate("ServiceCheck", "The service refused the API key.")
    adapted = len(check.adapted())
    differs = sum(1 for f in check.findings if f.verdict is Verdict.DIFFERS)
    if not adapted and not differs:
        return translate("ServiceCheck", "The account behaves as the till expects.")
    return translate(
        "ServiceCheck", "Points the till adapted to: {adapted}. Points it cannot adapt to: {differs}."
    ).format(adapted=adapted, differs=differs)
