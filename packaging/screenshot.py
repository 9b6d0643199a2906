"""Renders the real till window on the training sandbox to a PNG for the README (resources/).

Run: QT_QPA_PLATFORM=offscreen uv run python packaging/screenshot.py [--code C] [--size WxH]
[--review AMOUNT | --topup AMOUNT] [--language pl_PL] [output.png]

The README shows the till at the two screen sizes hotel tills have: 1024×768 and 1366×768.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

import qasync
from PySide6.QtWidgets import QApplication

from app.compose import build_till
from app.core.paths import resolve_paths
from app.desk.common.widgets.style import apply_style
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY
from app.sandbox.server import SandboxServer
from app.shell.main_window import MainWindow
from app.training import training_settings


async def shoot(
    code: str,
    output: Path,
    size: tuple[int, int],
    review: str | None,
    topup: str | None = None,
    language: str = "",
) -> None:
    server = SandboxServer(seed="training")
    url = await asyncio.to_thread(server.start)
    settings = training_settings()
    settings.base_url = url
    with tempfile.TemporaryDirectory() as folder:
        till = build_till(
            settings,
            DEMO_KEY,
            resolve_paths(folder).ensure(),
            settings_file=None,
            training=True,
            sandbox=server,
        )
        window = MainWindow(till)
        window.resize(*size)
        window.show()
        till.session.sign_in("Alex", language)
        if language:  # the till compiles and installs the language as it does at a sign-in
            for _ in range(100):
                await asyncio.sleep(0.05)
                if not till.tasks.running("language"):
                    break
        window.code.setText(code)
        window.code.returnPressed.emit()
        for _ in range(100):
            await asyncio.sleep(0.05)
            if till.lookup.rows.rowCount() and not till.tasks.running("lookup"):
                break
        if review is not None:
            window.redeem.amount.setText(review)
            window.redeem.amount.returnPressed.emit()
        if topup is not None:
            for _ in range(100):
                if till.topup.offer.value:
                    break
                await asyncio.sleep(0.05)
            window.topup.offer_button.click()
            window.topup.amount.setText(topup)
            window.topup.amount.returnPressed.emit()
        await asyncio.sleep(0.5)
        window.grab().save(str(output))
        window.close()
        await till.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--code", default=DemoCodes.PART_USED)
    parser.add_argument("--size", default="1366x768", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--review", metavar="AMOUNT", help="type this amount and open the confirm step")
    parser.add_argument(
        "--topup", metavar="AMOUNT", help="open the top-up (or new card) box, type this and open its confirm"
    )
    parser.add_argument("--language", default="", help="sign in in this language, e.g. pl_PL")
    parser.add_argument(
        "output",
        nargs="?",
        type=Path,
        default=Path(__file__).parents[1] / "resources" / "screenshot-1366x768.png",
    )
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.lower().split("x"))
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    apply_style(app)
    with asyncio.Runner(loop_factory=qasync.QEventLoop) as runner:
        runner.run(shoot(args.code, args.output, (width, height), args.review, args.topup, args.language))
    print(f"saved {args.output}")


if __name__ == "__main__":
    main()
