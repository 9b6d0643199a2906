"""The till's settings: a pydantic model saved atomically as JSON in the config folder.

The API key is not a setting: it lives in the OS keyring (``app.store.credentials``), so a settings
file copied for support never carries it.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from app.api.client import DEFAULT_BASE_URL, check_base_url

log = logging.getLogger(__name__)


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
    window_geometry: str = ""
    manager_pin_hash: str = ""
    #: Guest slips: the printer's name ("" = the system's default), the paper, whether every
    #: redemption prints one at once, and whether a merchant copy follows the customer's.
    slip_printer: str = ""
    slip_layout: Literal["80mm", "58mm", "A4"] = "80mm"
    slip_auto_print: bool = False
    slip_merchant_copy: bool = False

    @field_validator("base_url")
    @classmethod
    def _secure_url(cls, value: str) -> str:
        return check_base_url(value)

    @property
    def is_complete(self) -> bool:
        """Enough to open the till: a service, a property and a location."""
        return self.domain_id is not None and self.location_id is not None


def load_settings(path: Path) -> Settings | None:
    """The saved settings, or None when there are none (first run) or they cannot be read."""
    try:
        return Settings.model_validate_json(path.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValidationError, ValueError):
        log.warning("Settings at %s could not be read; starting the first-run setup", path)
        return None


def save_settings(settings: Settings, path: Path) -> None:
    """Write to a temporary file and rename it over the old one, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(settings.model_dump(mode="json"), indent=2).encode()
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
