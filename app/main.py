"""Command line entry point: arguments → paths → logging → Qt → the till on the qasync loop."""

from __future__ import annotations

import argparse
import gc
import importlib
import logging
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from app import APP_NAME, __version__
from app.core.paths import AppPaths, resolve_paths
from app.memory import return_freed_memory
from app.training_sandbox import SERVE_SWITCH, TrainingSandbox, serve_training_sandbox

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from app.shell.early import EarlyWindow

log = logging.getLogger(__name__)


def _self_test_kind(text: str) -> str:
    """``redeem``, ``topup`` or ``activate:CODE``: what ``--self-test`` does at the till."""
    kind, _, code = text.partition(":")
    if kind in ("redeem", "topup") and not code:
        return text
    if kind == "activate" and code.isalnum():
        return text
    raise argparse.ArgumentTypeError("use redeem, topup or activate:CODE")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="voucher-desk", description=f"{APP_NAME}: redeem gift vouchers")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument("--training", action="store_true", help="run on the built-in sandbox (no real money)")
    parser.add_argument("--config-dir", type=Path, help="keep settings, data and logs under this folder")
    parser.add_argument("--staff", help="sign in as this name at start (otherwise the till asks)")
    parser.add_argument(
        "--self-test",
        nargs="?",
        const="redeem",
        type=_self_test_kind,
        metavar="WHAT",
        help="open in training mode, look up and redeem a demo code, exit; WHAT 'topup' tops the demo "
        "code up instead, 'activate:CODE' sells CODE as a new card (£1.00, the training manager's PIN)",
    )
    parser.add_argument(
        "--headless-check",
        action="store_true",
        help="without a window: look up, part-redeem and reverse a demo code on the built-in sandbox, exit",
    )
    parser.add_argument(
        "--update-now",
        action="store_true",
        help="without a window: check the update channel and install a newer release now, exit "
        "(the till must be closed, with no movement left unresolved)",
    )
    parser.add_argument(
        "--sandbox-url",
        type=_loopback_url,
        metavar="URL",
        help="train on a sandbox already running on this machine (python -m sandbox_harness) "
        "instead of a built-in one; implies --training",
    )
    # What a training till starts its built-in sandbox's process with (``app.training_sandbox``).
    parser.add_argument(SERVE_SWITCH, action="store_true", help=argparse.SUPPRESS)
    return parser


def _loopback_url(text: str) -> str:
    """Training never talks to anything but a sandbox on this machine, with the demo key."""
    parts = urlsplit(text.strip())
    if parts.scheme != "http" or parts.hostname not in {"127.0.0.1", "localhost", "::1"}:
        raise argparse.ArgumentTypeError("the sandbox runs on this machine: http://127.0.0.1:PORT")
    return text.strip().rstrip("/")


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.serve_training_sandbox:
        # As for the till (``_run``): no collection while the sandbox loads and seeds its demo data,
        # which it keeps for as long as it serves; it turns the collector on once it serves.
        gc.disable()
        return serve_training_sandbox()
    if args.headless_check:
        # No Qt at all: a build's money path checked apart from its window (CI runs it under Wine).
        from app.headless_check import run_headless_check  # noqa: PLC0415

        return run_headless_check(resolve_paths(args.config_dir))
    if args.update_now:
        from app.update_now import run_update_now  # noqa: PLC0415

        training = bool(args.training or args.sandbox_url)
        return run_update_now(resolve_paths(args.config_dir), training=training)
    if args.self_test and args.config_dir is None:
        with tempfile.TemporaryDirectory(prefix="voucher-desk-self-test-") as folder:
            args.config_dir = Path(folder)
            try:
                return _run(args)
            finally:
                from app.core.logs import close_log_file  # noqa: PLC0415

                close_log_file()
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    # No cyclic garbage collection while the till starts: its imports and its first session make
    # ~120,000 objects that live as long as the session, and the collector walked them again and
    # again as they were made (a tenth of the start), to find a few hundred cycles. The session
    # freezes what it was built from and turns the collector on (``app.lifecycle``).
    gc.disable()
    training = bool(args.training or args.self_test or args.sandbox_url)
    # First of all: the built-in sandbox loads and seeds on the other core while the till loads.
    sandbox = TrainingSandbox() if training and not args.sandbox_url else None
    try:
        return _run_till(args, training, sandbox)
    finally:
        if sandbox is not None:
            sandbox.close()


def _run_till(args: argparse.Namespace, training: bool, sandbox: TrainingSandbox | None) -> int:
    try:
        from PySide6.QtCore import qInstallMessageHandler  # noqa: PLC0415 - once the arguments are good
        from PySide6.QtWidgets import QApplication  # noqa: PLC0415
    except ImportError as exc:
        # No window can say it, so the console does (the debug build has one).
        sys.stderr.write(f"{APP_NAME} cannot start: its window system (Qt) did not load: {exc}\n")
        return 1
    _skip_pyside_source_scan()
    _frozen_qt_conf()
    # A log that cannot be written (a full disk) must not print tracebacks at a till user.
    logging.raiseExceptions = False
    paths = resolve_paths(args.config_dir)
    _start_logging(paths)
    log.info("%s %s starting", APP_NAME, __version__)
    return_freed_memory()
    # Before the application exists: a platform plugin that fails to load ends the process there.
    qInstallMessageHandler(_qt_message_to_log)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    from app.desk.common.widgets.style import apply_style  # noqa: PLC0415 - the first window has the till's look

    apply_style(app)
    early = _show_early(args)
    # The rest of the till loads behind the first window, off the GUI thread, so the window takes
    # a scan meanwhile.
    preload = ["app.services.movements", "qasync", "app.lifecycle", "app.shell.crash"]
    failed = load_behind(app, preload)
    if failed is not None:
        sys.stderr.write(f"{APP_NAME} cannot start: {failed}\n")
        return 1

    import asyncio  # noqa: PLC0415 - loaded above (by qasync), behind the first window

    import qasync  # noqa: PLC0415 - loaded above, behind the first window

    from app.lifecycle import run_till  # noqa: PLC0415
    from app.shell.crash import CrashReporter  # noqa: PLC0415
    from app.shell.geometry import install_dialog_placer  # noqa: PLC0415

    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    # The coroutine below decides when the session is over, so it can close the client on a live loop.
    app.setQuitOnLastWindowClosed(False)
    install_dialog_placer(app)
    crashes = CrashReporter()
    crashes.install()
    with asyncio.Runner(loop_factory=qasync.QEventLoop) as runner:
        return runner.run(
            run_till(
                paths,
                training=training,
                staff=args.staff,
                self_test=args.self_test,
                crashes=crashes,
                sandbox_url=args.sandbox_url,
                early=early,
                sandbox=sandbox,
            )
        )


def _skip_pyside_source_scan() -> None:
    """PySide6 reads the whole source of every module imported after it, to learn whether the module
    mentions PySide6, for its opt-in ``__feature__`` switches (which the till never uses): about a
    tenth of the till's start. Every later module is taken as one that uses Qt with no feature
    switched on, which is what the scan finds for the till's own."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and hasattr(feature, "_mod_uses_pyside"):
        feature._mod_uses_pyside = _uses_qt  # type: ignore[attr-defined]


def _uses_qt(_module: object) -> bool:
    return True


def _frozen_qt_conf() -> None:
    """Frozen: the bundle's Qt folder named in an embedded ``qt.conf``, as PyInstaller's PySide6
    run-time hook does before the till's first line; here, once Qt is loaded and before the
    application object reads it, so the training sandbox's process and the till's first lines do not
    wait for QtCore (``packaging/rthooks/pyi_rth_qt_later.py``, which keeps PyInstaller's helper
    loaded for this)."""
    helpers = sys.modules.get("_pyi_rth_utils.qt")
    bundle = getattr(sys, "_MEIPASS", None)
    if helpers is None or bundle is None:
        return
    qt_folder = Path(bundle, "PySide6") if sys.platform.startswith("win") else Path(bundle, "PySide6", "Qt")
    helpers.create_embedded_qt_conf("PySide6", str(qt_folder))


def _show_early(args: argparse.Namespace) -> EarlyWindow | None:
    """The first window, at once; a self-test (which types nothing) starts without one."""
    if args.self_test:
        return None
    from app.shell.early import EarlyWindow  # noqa: PLC0415 - Qt is loaded by now

    early = EarlyWindow(taking_codes=bool(args.staff))
    early.show_now()
    return early


def load_behind(app: QApplication, modules: Sequence[str]) -> str | None:
    """Import ``modules`` on a thread of their own while the GUI thread keeps handling events
    (a scan typed into the first window); returns what failed to load, or None."""
    done = threading.Event()
    failure: list[str] = []

    def load() -> None:
        try:
            for module in modules:
                importlib.import_module(module)
        except ImportError as exc:
            failure.append(f"{exc}")
        finally:
            done.set()

    threading.Thread(target=load, name="preload", daemon=True).start()
    while not done.wait(0.01):
        app.processEvents()
    return failure[0] if failure else None


def _start_logging(paths: AppPaths) -> None:
    """Folders and the log file; if they cannot be written, log to stderr and carry on, so the
    till's window can say what is wrong instead of the start failing with a traceback."""
    from app.core.logs import SECRETS, setup_logging  # noqa: PLC0415
    from app.store.db import creation_problem  # noqa: PLC0415

    for folder in (paths.config_dir, paths.data_dir, paths.log_dir):
        problem = creation_problem(folder)
        if problem is not None:
            sys.stderr.write(f"{APP_NAME}: cannot use the folder {folder}: {problem[1]}.\n")
    try:
        setup_logging(paths.log_dir)
    except OSError as exc:
        sys.stderr.write(
            f"{APP_NAME}: cannot write its log in {paths.log_dir}, so it logs here instead "
            f"({exc.strerror or exc}).\n"
        )
        logging.basicConfig(level=logging.INFO, stream=sys.stderr)
        for handler in logging.getLogger().handlers:
            handler.addFilter(SECRETS)


def _qt_message_to_log(kind: object, context: object, message: str) -> None:
    """Qt's own messages go to the log at their own level; a critical or fatal one also to stderr.

    A fatal one (a missing platform plugin, say) ends the process inside Qt, before any window
    can say why: stderr is the only place a person starting the till will see it.
    """
    from PySide6.QtCore import QtMsgType  # noqa: PLC0415 - already loaded: Qt is calling us

    level = _QT_LEVELS.get(getattr(kind, "name", ""), logging.WARNING)
    logging.getLogger("qt").log(level, "%s", message)
    if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        hint = ""
        if "platform plugin" in message:
            from app.platform_libs import platform_hint  # noqa: PLC0415 - asked only when Qt failed

            hint = platform_hint()
        sys.stderr.write(f"{APP_NAME}: {message}\n{hint}")
        sys.stderr.flush()


_QT_LEVELS = {
    "QtDebugMsg": logging.DEBUG,
    "QtInfoMsg": logging.INFO,
    "QtWarningMsg": logging.WARNING,
    "QtCriticalMsg": logging.ERROR,
    "QtFatalMsg": logging.CRITICAL,
}
