"""A till in a process of its own that pays one bill, for a test to kill it with SIGKILL mid-bill.

    python tests/helpers/bill_process.py HOME URL TOTAL REFERENCE CODE...

It builds the till exactly as the window's tests do (training, on the sandbox at ``URL``, its
files under ``HOME``), opens a bill of ``TOTAL``, scans each ``CODE``, reviews it and confirms it,
printing ``sending`` once the lines are on their way; then it runs until it is killed. No window:
the bill's view-model is driven as the bill's window drives it.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from pathlib import Path

import qasync
from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QApplication

from app.compose import build_till
from app.core.paths import resolve_paths
from app.desk.manager.gate import training_managers
from app.sandbox.seed_catalogue import DEMO_KEY
from app.training import training_settings
from app.wiring import bill_for


async def until(check: Callable[[], bool], signal: SignalInstance) -> None:
    """Wait for the bill to get there, looking again at each of its ``signal``."""
    changed = asyncio.Event()
    signal.connect(changed.set)
    try:
        while not check():
            changed.clear()
            await changed.wait()
    finally:
        signal.disconnect(changed.set)


async def pay(home: Path, url: str, total: str, reference: str, codes: list[str]) -> None:
    settings = training_settings()
    settings.base_url = url
    settings.read_timeout_s = 2.0
    settings.managers = training_managers()
    settings.only_till_here = True
    till = build_till(settings, DEMO_KEY, resolve_paths(home).ensure(), settings_file=None, training=True)
    till.session.sign_in("Sam Till")
    bill = bill_for(till)
    assert bill.start(total, reference)
    for code in codes:
        bill.scan(code)
        await until(lambda: not bill.busy, bill.busy_changed)
    bill.review()
    await until(lambda: bill.reviewing, bill.review_changed)
    bill.confirm()
    print("sending", flush=True)
    await asyncio.Event().wait()  # until killed


def main() -> None:
    home, url, total, reference, *codes = sys.argv[1:]
    app = QApplication(["bill-process"])
    with asyncio.Runner(loop_factory=qasync.QEventLoop) as runner:
        runner.run(pay(Path(home), url, total, reference, codes))
    del app


if __name__ == "__main__":
    main()
