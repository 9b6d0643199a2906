"""After a whole session the API key is nowhere but its own store: not in a file, not on screen.

The session is the real window on the sandbox with the till's real folders: settings saved and the
key stored the way the first-run setup does, rotating logs, a lookup, a redemption, a fault (the
answer of a redemption lost, a read failing), and an unexpected error through the crash reporter
whose message carries the key. The sandbox only accepts its demo keys, so the session runs on
``DEMO_KEY``; a fake long live-looking key is also pushed through the logging path (in a message,
an argument and a traceback, over a log rotation) to prove the masking itself.
"""

from __future__ import annotations

import logging
import logging.handlers
import stat
from collections.abc import Iterator
from pathlib import Path

import keyring.backends.fail
import pytest
import qasync
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.compose import TillHooks, build_till
from app.core.logs import SECRETS, setup_logging
from app.core.paths import AppPaths, resolve_paths
from app.core.settings import save_settings
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.shell.crash import CrashReporter
from app.shell.main_window import MainWindow
from app.store.credentials import CredentialStore
from helpers import logs
from helpers.till import redeem_amount, run, scan, till_settings
from sandbox_harness.server import SandboxServer

FAKE_KEY = "gp_live_7Qm2vX9rTz4LkP0sWb8nHc3yJd6fEa1uRg5oVi2tMx"
CODE = DemoCodes.VALID_PARTIAL


@pytest.fixture
def paths(tmp_path: Path) -> Iterator[AppPaths]:
    """The till's folders with the app's own rotating log; the root logger is restored after."""
    chosen = resolve_paths(tmp_path / "home").ensure()
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    setup_logging(chosen.log_dir)
    yield chosen
    for handler in root.handlers:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


def texts_on_screen(widgets: list[QWidget]) -> list[str]:
    shown: list[str] = []
    for top in widgets:
        shown += [top.windowTitle(), top.toolTip()]
        for label in top.findChildren(QLabel):
            shown += [label.text(), label.toolTip()]
        for button in top.findChildren(QAbstractButton):
            shown += [button.text(), button.toolTip()]
        if isinstance(top, QMessageBox):
            shown += [top.text(), top.informativeText(), top.detailedText()]
    return [text for text in shown if text]


def redeem(qtbot: QtBot, window: MainWindow, amount: str, expect: str) -> None:
    scan(qtbot, window, CODE)
    redeem_amount(qtbot, window, amount)
    qtbot.waitUntil(lambda: window.redeem_status.text().startswith(expect), timeout=15_000)


@pytest.mark.logs(
    r"^Signing in failed with ", r"^Service key in use: ", r"^Unexpected error in bug", logs.LOST_ANSWER
)
def test_the_key_is_nowhere_after_a_full_session(
    qtbot: QtBot, qloop: qasync.QEventLoop, sandbox: SandboxServer, paths: AppPaths
) -> None:
    settings = till_settings(sandbox)
    credentials = CredentialStore(paths.secrets_file, backend=keyring.backends.fail.Keyring())
    credentials.set_api_key(DEMO_KEY)
    save_settings(settings, paths.settings_file)
    crashes = CrashReporter()
    till = build_till(
        settings,
        DEMO_KEY,
        paths,
        settings_file=paths.settings_file,
        hooks=TillHooks(on_task_error=crashes.task_failed),
    )
    window = MainWindow(till)
    crashes.parent = window
    qtbot.addWidget(window)
    window.show()
    till.session.sign_in("Sam Till")
    log = logging.getLogger("app.test_secrets")

    redeem(qtbot, window, "10", "Redeemed £10.00")
    sandbox.faults.set(path=f"/codes/{CODE}/redeem/", method="POST", drop={"when": "after"}, times=1)
    redeem(qtbot, window, "5", "Redeemed £5.00")
    qtbot.waitUntil(lambda: window.voucher.balance.text() == "£35.00" and not till.tasks.running("lookup"))
    # The panel re-reads the voucher once the redemption's outcome is painted, and that re-read may
    # come before or after the scan: the fault holds until the scan has met it.
    sandbox.faults.set(path=f"/codes/{CODE}/", method="GET", status=500)
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: window.message.text().startswith("The voucher service is having trouble"))
    sandbox.faults.clear()

    SECRETS.add(FAKE_KEY)
    log.warning("Service key in use: %s (key=%s)", FAKE_KEY, DEMO_KEY)
    try:
        raise PermissionError(f"Basic auth refused for {FAKE_KEY}")
    except PermissionError:
        log.exception("Signing in failed with %s", DEMO_KEY)
    filler = "x" * 90
    for line in range(12_000):
        log.info("%s %d %s", filler, line, FAKE_KEY if line % 1000 == 0 else "")

    async def bug() -> None:
        raise RuntimeError(f"unexpected answer while using key {DEMO_KEY} / {FAKE_KEY}")

    till.tasks.start("bug", bug())
    qtbot.waitUntil(lambda: len(crashes.shown) == 1)
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert len(boxes) == 1
    copy = next(b for b in boxes[0].buttons() if b.text() == "Copy details")
    copy.click()
    shown = texts_on_screen([window, *boxes]) + crashes.shown + [QApplication.clipboard().text()]
    assert "unexpected answer while using key «hidden» / «hidden»" in crashes.shown[0]
    for box in boxes:
        box.close()
    window.close()
    run(qtbot, till.aclose())

    assert sandbox.state.balance_of(CODE) == 3500, "the session did what it set out to do"
    for text in shown:
        assert DEMO_KEY not in text
        assert FAKE_KEY not in text
    files = [p for p in paths.config_dir.parent.rglob("*") if p.is_file() and p != paths.secrets_file]
    names = {p.name for p in files}
    assert {"settings.json", "journal.sqlite3", "audit.sqlite3"} <= names
    assert {"voucher-desk.log", "voucher-desk.log.1"} <= names, "the log rotates in the log folder"
    for path in files:
        data = path.read_bytes()
        assert DEMO_KEY.encode() not in data, path
        assert FAKE_KEY.encode() not in data, path
    logs = b"".join(p.read_bytes() for p in files if p.name.startswith("voucher-desk.log"))
    assert logs.count("«hidden»".encode()) >= 15, "the keys did reach the logging path, masked"
    assert credentials.get_api_key() == DEMO_KEY
    assert stat.S_IMODE(paths.secrets_file.stat().st_mode) == 0o600
    assert len(shown) >= 40, "the scan saw the window's texts"
