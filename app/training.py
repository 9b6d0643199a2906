"""The training till: the built-in sandbox, its demo property and desk, and its own files.

A new member of staff (and every test) gets a working service on loopback with no account. What a
training till needs of the sandbox is imported only here, and only when training starts: a till on a
real service never loads Starlette or uvicorn.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from app.core.names import TRAINING_TILL
from app.core.paths import AUDIT_FILE, CASES_FILE, JOURNAL_FILE
from app.core.settings import Settings

log = logging.getLogger(__name__)

#: A training till's window layout, in the settings folder (training saves no settings).
TRAINING_LAYOUT = "training-window.json"


def training_settings(*, shared: bool = False) -> Settings:
    """The demo property's reception desk, on whatever port the sandbox got.

    The built-in sandbox serves this till alone, so it is the only till there; a ``shared`` one (an
    external ``--sandbox-url``) may serve other tills at the same desk, so it is not.
    """
    from app.sandbox.seed_catalogue import Locations, Properties  # noqa: PLC0415 - training only

    return Settings(
        base_url="http://127.0.0.1:1",
        domain_id=Properties.HARBOUR,
        property_name="Harbour Hotel & Spa",
        location_id=Locations.RECEPTION,
        location_name="Hotel Reception",
        till_name=TRAINING_TILL,
        poll_interval_s=5.0,
        only_till_here=not shared,
    )


def training_key() -> str:
    """The sandbox's demo key, which sees both demo properties."""
    from app.sandbox.seed_catalogue import DEMO_KEY  # noqa: PLC0415 - training only

    return DEMO_KEY


def self_test_code() -> str:
    """The demo code ``--self-test`` part-redeems."""
    from app.sandbox.seed import DemoCodes  # noqa: PLC0415 - training only

    return DemoCodes.VALID_PARTIAL


def training_layout(settings: Settings, layout_file: Path) -> None:
    """A training till opens where the last one was left; a missing or unreadable file is no loss."""
    try:
        saved = json.loads(layout_file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return
    except (OSError, ValueError) as exc:
        log.info("Training window layout not read (%s); using the default", exc)
        return
    if isinstance(saved, dict):
        settings.window_geometry = str(saved.get("window_geometry", ""))
        settings.splitter_state = str(saved.get("splitter_state", ""))


#: The training till's own files, next to (never instead of) the real till's.
TRAINING_FOLDER = "training"
#: What the training till starts afresh with its built-in sandbox; the manager lock is kept.
TRAINING_STORES = (JOURNAL_FILE, AUDIT_FILE, CASES_FILE)


def training_afresh(data_dir: Path) -> None:
    """Empty the training journal and audit log, as the built-in sandbox starts from its demo data.

    Movements and events of an earlier training session would otherwise sit beside a sandbox that
    never saw them: the shift report would pair an old training movement with a new event whose id
    happens to match. A shared training sandbox (``--sandbox-url``) keeps its data between starts,
    so its till keeps its files too. The real till's files are in ``data_dir`` itself, never touched.
    """
    folder = data_dir / TRAINING_FOLDER
    for name in TRAINING_STORES:
        for suffix in ("", "-wal", "-shm", "-journal"):
            (folder / f"{name}{suffix}").unlink(missing_ok=True)
    for index in folder.glob("orders-index-*.sqlite3*"):  # Find's order index (app.store.order_index)
        index.unlink(missing_ok=True)
    log.info("Training journal and audit log started afresh with the built-in sandbox")
