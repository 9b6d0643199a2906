"""Where the app keeps its files.

Every folder comes from platformdirs unless ``--config-dir`` or ``VOUCHER_DESK_HOME`` redirects all
of them under one root: tests, support staff and the self-test need a till that touches nothing of
the real user's.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from app import APP_ORG, APP_SLUG

HOME_ENV = "VOUCHER_DESK_HOME"
#: The till's stores' file names, in a data folder (the training till's has its own folder). The
#: journal's file also holds what was keyed on the POS.
JOURNAL_FILE = "journal.sqlite3"
AUDIT_FILE = "audit.sqlite3"
MANAGER_LOCK_FILE = "manager_lock.sqlite3"
#: Vouchers a manager reported a problem with (``app.store.cases``).
CASES_FILE = "cases.sqlite3"


@dataclass(frozen=True)
class AppPaths:
    config_dir: Path
    data_dir: Path
    log_dir: Path

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def secrets_file(self) -> Path:
        return self.config_dir / "secrets.json"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "voucher-desk.log"

    def ensure(self) -> AppPaths:
        for folder in (self.config_dir, self.data_dir, self.log_dir):
            folder.mkdir(parents=True, exist_ok=True)
        return self


def resolve_paths(root: Path | str | None = None) -> AppPaths:
    """Return the app's folders: under ``root`` (or ``$VOUCHER_DESK_HOME``) if given, else the OS's."""
    chosen = root if root is not None else os.environ.get(HOME_ENV) or None
    if chosen is not None:
        base = Path(chosen).expanduser().resolve()
        return AppPaths(base / "config", base / "data", base / "logs")
    dirs = platformdirs.PlatformDirs(APP_SLUG, APP_ORG)
    return AppPaths(Path(dirs.user_config_dir), Path(dirs.user_data_dir), Path(dirs.user_log_dir))
