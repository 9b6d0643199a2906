"""Who may top up and how much: the two settings a manager changes for top-ups and new cards.

Kept apart from the top-up box because they outlive any one top-up and touch the disk and the audit
log, not the service: each change is saved whole (``save_settings`` writes a temporary file and
renames it) and audited, and one that cannot be both saved and audited leaves nothing changed, on
screen, in memory or on disk.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

from app.core.audit_line import AuditLine
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import DEFAULT_MAXIMUM, REASON_TOO_LARGE, AmountError, parse_amount, to_request_amount
from app.core.settings import Settings, save_settings
from app.desk.common.ports import AuditTrail
from app.store.db import SETTINGS_STORE, StorageError, storage_problem

log = logging.getLogger(__name__)

ACTION_TOPUP_SETTING = "top-up permission"
ACTION_TOPUP_MAXIMUM = "top-up maximum"
#: The most a manager may set as the largest single top-up: the till's limit for any amount typed
#: (``app.core.money``), which a settings file is held to as well (``Settings.topup_maximum``).
TOPUP_MAXIMUM_CEILING = DEFAULT_MAXIMUM
#: Marked for translation, translated where it is said (``translate("TopUp", MANAGER_NEEDED_TEXT)``).
MANAGER_NEEDED_TEXT = QT_TRANSLATE_NOOP(
    "TopUp", "A manager must allow each top-up and new card (manager PIN)."
)


class TopupPolicy:
    """Whether staff may top up without a manager, and the largest single top-up."""

    def __init__(
        self,
        *,
        settings: Settings,
        settings_file: Path | None,
        audit: AuditTrail,
        staff: Callable[[], str],
    ) -> None:
        self._settings = settings
        self._settings_file = settings_file
        self._audit = audit
        self._staff = staff

    @property
    def needs_manager(self) -> bool:
        return not self._settings.staff_may_topup

    @property
    def maximum(self) -> Decimal:
        return self._settings.topup_maximum

    def set_staff_may_topup(self, allowed: bool, manager: str) -> str:
        """A manager lets staff top up without a PIN, or takes it back; saved and audited.

        Returns "" when done, or why not in till words (nothing changes then).
        """
        name = " ".join(manager.split())
        if not name:
            return translate("TopUp", "Only a manager can change who may top up.")
        before = self._settings.staff_may_topup
        try:
            self._settings.staff_may_topup = allowed
            if self._settings_file is not None:
                save_settings(self._settings, self._settings_file)
            self._audit.append(
                AuditLine(
                    action=ACTION_TOPUP_SETTING,
                    till=self._settings.till_name,
                    staff=self._staff() or name,
                    manager=name,
                    outcome="staff may top up" if allowed else "a manager must allow each top-up",
                    reason="top-ups and new cards",
                )
            )
        except (OSError, StorageError) as exc:
            log.warning("The top-up permission was not changed: %s", exc)
            # Unaudited, the change must not stand: the file goes back to what it held too.
            self._settings.staff_may_topup = before
            if isinstance(exc, StorageError) and self._settings_file is not None:
                try:
                    save_settings(self._settings, self._settings_file)
                except OSError:
                    log.exception("The top-up permission could not be put back in the settings file")
            return translate("TopUp", "The setting could not be saved; nothing changed.")
        return ""

    def maximum_problem(self, text: str) -> str:
        """Why ``text`` cannot be the largest single top-up ("" when it can): an amount more than
        zero, at most 2 decimals, at most ``TOPUP_MAXIMUM_CEILING``. Shown beside the field."""
        try:
            parse_amount(text, maximum=TOPUP_MAXIMUM_CEILING)
        except AmountError as exc:
            if exc.source == REASON_TOO_LARGE:
                return translate("TopUp", "At most {ceiling} for one top-up").format(
                    ceiling=f"{TOPUP_MAXIMUM_CEILING:,}"
                )
            return exc.reason
        return ""

    def set_maximum(self, text: str, manager: str) -> str:
        """A manager sets the largest single top-up or new card; saved whole and audited with the
        old and new figures.

        Returns "" when done, or why not in till words; nothing changes then, on screen, in memory
        or on disk (a read-only settings folder says so as the till's other stores do).
        """
        name = " ".join(manager.split())
        if not name:
            return translate("TopUp", "Only a manager can change the largest top-up.")
        problem = self.maximum_problem(text)
        if problem:
            return problem
        amount = parse_amount(text, maximum=TOPUP_MAXIMUM_CEILING)
        before = self._settings.topup_maximum
        if amount == before:
            return ""
        try:
            self._settings.topup_maximum = amount
            if self._settings_file is not None:
                save_settings(self._settings, self._settings_file)
        except OSError as exc:
            self._settings.topup_maximum = before
            log.warning("The top-up maximum was not changed: %s", exc)
            return translate("TopUp", "{problem}. Nothing was changed.").format(
                problem=storage_problem(exc, SETTINGS_STORE).problem
            )
        try:
            self._audit.append(
                AuditLine(
                    action=ACTION_TOPUP_MAXIMUM,
                    till=self._settings.till_name,
                    staff=self._staff() or name,
                    manager=name,
                    outcome=f"largest top-up {to_request_amount(amount)}",
                    reason=f"was {to_request_amount(before)}",
                )
            )
        except StorageError as exc:
            # Unaudited, the change must not stand: the file goes back to what it held.
            self._settings.topup_maximum = before
            if self._settings_file is not None:
                try:
                    save_settings(self._settings, self._settings_file)
                except OSError:
                    log.exception("The top-up maximum could not be put back in the settings file")
            return translate("TopUp", "{problem}. Nothing was changed.").format(problem=exc.problem)

        return ""
