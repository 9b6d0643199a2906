"""The till's settings: a pydantic model saved atomically as JSON in the config folder.

The API key is not a setting: it lives in the OS keyring (``app.store.credentials``), so a settings
file copied for support never carries it.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from app.api.urls import DEFAULT_BASE_URL, check_base_url
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.topup import DEFAULT_TOPUP_MAXIMUM

log = logging.getLogger(__name__)


#: The name an older till's single manager PIN is given when its settings are read (see ``Settings``).
MIGRATED_MANAGER_NAME = "Manager"


class ManagerRecord(BaseModel):
    """One manager: the name the audit log shows, and their PIN as a hash (``app.core.pin``).

    The PIN alone identifies the manager (as team passcodes do on Square), so no two share one.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    pin_hash: str


class ServiceFit(BaseModel):
    """What the service check (``app.services.service_check``) found this account does otherwise
    than ``docs/service-reference.md`` assumes, where the till adapts; the defaults are the
    reference's. ``checked`` is when the check last ran ("" never), in the till's own time."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    first_page: Literal[0, 1] = 1
    filters_domain: bool = True
    filters_created: bool = True
    filters_order_date: bool = True
    #: How far the service's stamps are ahead of the till's clock (its zone), in whole minutes.
    stamp_offset_minutes: int = Field(default=0, ge=-24 * 60, le=24 * 60)
    #: Event types the location's events use that the till does not know: it never reverses them.
    unknown_event_types: tuple[str, ...] = ()
    checked: str = ""
    #: What the check said, one line a finding (``ServiceCheck.lines``): the support report's.
    findings: tuple[str, ...] = ()


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    base_url: str = DEFAULT_BASE_URL
    domain_id: int | None = None
    property_name: str = ""
    location_id: int | None = None
    location_name: str = ""
    till_name: str = "Till 1"
    poll_interval_s: float = Field(default=10.0, ge=2.0, le=300.0)
    read_timeout_s: float = Field(default=10.0, ge=1.0, le=120.0)
    #: The longest one request may take in all (``app.api.transport.DEFAULT_DEADLINE_S`` says why).
    request_deadline_s: float = Field(default=30.0, ge=2.0, le=600.0)
    window_geometry: str = ""
    #: Where the splitter between the voucher and the activity side was left (Qt's saved state).
    splitter_state: str = ""
    #: The till's managers. Set up in first-run setup, changed from the Manager menu.
    managers: tuple[ManagerRecord, ...] = ()
    #: Guest slips: the printer's name ("" = the system's default), the paper, whether every
    #: redemption prints one at once, and whether a merchant copy follows the customer's.
    slip_printer: str = ""
    slip_layout: Literal["80mm", "58mm", "A4"] = "80mm"
    slip_auto_print: bool = False
    slip_merchant_copy: bool = False
    #: The property's language for guests' slips (a Babel locale name), whoever is signed in.
    slip_language: str = "en_GB"
    #: The customer display's screen (Qt's name for it): "" is any screen other than the till's,
    #: "off" none (``app.desk.guest``).
    guest_screen: str = ""
    #: Whether the till plays a short sound for each outcome (done, refused, being checked).
    guest_sounds: bool = True
    #: The manager's word that no other till works at this location. Only then is an event the
    #: service recorded for a lost request taken as this till's without a manager (the service does
    #: not say which till made an event: ``app.core.reconcile``).
    only_till_here: bool = False
    #: Whether staff may top up a voucher and activate a new card without a manager's PIN each
    #: time; off by default, changed from the Manager menu and audited (``app.core.topup``).
    staff_may_topup: bool = False
    #: The largest single top-up or activation, in the voucher's currency.
    topup_maximum: Decimal = Field(default=DEFAULT_TOPUP_MAXIMUM, gt=0, le=100_000, decimal_places=2)
    #: Dual control: location id → currency → the amount above which a redemption, a bill line, a
    #: top-up or a sale needs a manager's PIN too (``app.desk.common.dual_control``). Empty: off.
    dual_control_above: dict[int, dict[str, Decimal]] = Field(default_factory=dict)
    #: A voucher from an order e-mailed less than this many hours ago is flagged in the review
    #: (``app.desk.common.young_order``); 0 turns the warning off.
    young_order_hours: int = Field(default=24, ge=0, le=24 * 3650)
    #: Days after which guests' names, e-mails and whole codes in the till's own files are reduced
    #: to what the shift report and the reconciliation need (``app.store.retention`` says why 90).
    retention_days: int = Field(default=90, ge=31, le=3650)
    #: How the account differs from the reference where the till adapts (the service check).
    service_fit: ServiceFit = ServiceFit()
    #: The law where the desk is: a rule pack's name (``app.core.law.packs``), set by a manager.
    rule_pack: str = "england-wales"

    @model_validator(mode="before")
    @classmethod
    def _one_pin_becomes_a_manager(cls, data: Any) -> Any:
        """Settings saved before managers had names hold one ``manager_pin_hash``: that PIN keeps
        working, as a manager named "Manager" (renamed by adding a named manager and removing it)."""
        if isinstance(data, dict) and data.get("manager_pin_hash") and not data.get("managers"):
            data = dict(data)
            data["managers"] = [{"name": MIGRATED_MANAGER_NAME, "pin_hash": data.pop("manager_pin_hash")}]
        return data

    @field_validator("base_url")
    @classmethod
    def _secure_url(cls, value: str) -> str:
        return check_base_url(value)

    @field_validator("dual_control_above")
    @classmethod
    def _positive_limits(cls, value: dict[int, dict[str, Decimal]]) -> dict[int, dict[str, Decimal]]:
        """Currencies in capitals (as the service writes them); a limit is a positive amount."""
        limits = {
            place: {code.strip().upper(): amount for code, amount in by.items()}
            for place, by in value.items()
        }
        if any(amount <= 0 for by in limits.values() for amount in by.values()):
            raise ValueError("a dual-control limit is an amount above zero")
        return limits

    @property
    def is_complete(self) -> bool:
        """Enough to open the till: a service, a property and a location."""
        return self.domain_id is not None and self.location_id is not None


BACKUP_SUFFIX = ".bak"


class SettingsDamaged(Exception):
    """The settings file cannot be read and no good backup copy exists; ``problem`` says so in
    plain words. The damaged file has been kept aside (``kept_as``), never deleted."""

    def __init__(self, problem: str, kept_as: Path | None) -> None:
        super().__init__(problem)
        self.problem = problem
        self.kept_as = kept_as


@dataclass(frozen=True)
class LoadedSettings:
    """``settings`` is None only on a true first run; ``notice`` tells the user of a restore."""

    settings: Settings | None
    notice: str = ""


class _Unreadable(Exception):
    pass


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def read_settings(path: Path) -> LoadedSettings:
    """The saved settings, restored from the backup copy when the file is missing, empty or damaged.

    A damaged file with no good backup raises ``SettingsDamaged``: silently starting the first-run
    setup instead would drop the manager PIN and the till's service settings.
    """
    backup = backup_path(path)
    try:
        settings = _parse(path)
        why = QT_TRANSLATE_NOOP("Settings", "missing")
    except _Unreadable as exc:
        settings, why = None, str(exc)
    if settings is not None:
        if not backup.exists():
            _first_backup(path, backup)
        return LoadedSettings(settings)
    kept_as = None if why == "missing" else _keep_aside(path)
    try:
        saved = _parse(backup)
    except _Unreadable:
        saved = None
    if saved is None:
        if why == "missing":
            return LoadedSettings(None)
        log.error("Settings at %s are %s and there is no good backup copy", path, why)
        raise SettingsDamaged(
            translate(
                "Settings",
                "The till's settings file is {why}, and its backup copy is missing or damaged too. "
                "The damaged file is kept as {file}.",
            ).format(why=translate("Settings", why), file=kept_as.name if kept_as else path.name),
            kept_as,
        )
    save_settings(saved, path)
    log.warning("Settings at %s were %s; restored from %s", path, why, backup.name)
    said = translate(
        "Settings",
        "The till's settings file was {why}; it has been restored from its backup copy, "
        "with the manager PIN and service settings as last saved.",
    ).format(why=translate("Settings", why))
    if kept_as:
        said += translate("Settings", " The damaged file is kept as {file}.").format(file=kept_as.name)
    return LoadedSettings(saved, said)


def _first_backup(path: Path, backup: Path) -> None:
    """Settings saved by an older version have no backup copy yet: make one now."""
    try:
        _write_atomically(backup, path.read_bytes())
    except OSError as exc:
        log.warning("Could not make a backup copy of the settings: %s", exc)


def load_settings(path: Path) -> Settings | None:
    """The saved settings, or None on a first run; see ``read_settings``."""
    return read_settings(path).settings


def _parse(path: Path) -> Settings | None:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _Unreadable(f"unreadable ({exc.strerror or exc})") from exc
    if not data.strip():
        raise _Unreadable(QT_TRANSLATE_NOOP("Settings", "empty"))
    try:
        return Settings.model_validate_json(data)
    except (ValidationError, ValueError) as exc:
        raise _Unreadable(QT_TRANSLATE_NOOP("Settings", "damaged")) from exc


def _keep_aside(path: Path) -> Path | None:
    """Rename a damaged file out of the way, with the time in its name; never delete it."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    try:
        os.replace(path, target)
    except OSError:
        log.exception("Could not keep the damaged %s aside", path)
        return None
    return target


def save_settings(settings: Settings, path: Path) -> None:
    """Write the settings whole or not at all, then the same again as the backup copy.

    Each file is written to a temporary file, synced and renamed over the old one, and the folder is
    synced, so a crash or power cut leaves either the old or the new file, and at least one good copy.
    """
    data = json.dumps(settings.model_dump(mode="json"), indent=2).encode()
    _write_atomically(path, data)
    _write_atomically(backup_path(path), data)


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no folder handles to sync."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
