"""Renders the real till window on the training sandbox to resources/screenshot.png for the README.

Run: QT_QPA_PLATFORM=offscreen uv run python packaging/screenshot.py [code] [output.png]
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

import qasync
from PySide6.QtWidgets import QApplication

from app.compose import build_till, start_training_sandbox, training_settings
from app.core.paths import resolve_paths
from app.sandbox.seed import DEMO_KEY, DemoCodes
from app.ui.main_window import MainWindow
from app.ui.style import apply_style


async def shoot(code: str, output: Path) -> None:
    server, url = await asyncio.to_thread(start_training_sandbox)
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
        window.resize(1366, 860)
        window.show()
        till.session.sign_in("Alex")
        window.code.setText(code)
        window.code.returnPressed.emit()
        for _ in range(100):
            await asyncio.sleep(0.05)
            if till.lookup.rows.rowCount() and not till.tasks.running("lookup"):
                break
        await asyncio.sleep(float(sys.argv[3]) if len(sys.argv) > 3 else 0.5)
        window.grab().save(str(output))
        window.close()
        await till.aclose()


def main() -> None:
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    apply_style(app)
    code = sys.argv[1] if len(sys.argv) > 1 else DemoCodes.PART_USED
    output = (
        Path(sys.argv[2]) if len(sys.argv) > 2 else Path(__file__).parents[1] / "resources" / "screenshot.png"
    )
    with asyncio.Runner(loop_factory=qasync.QEventLoop) as runner:
        runner.run(shoot(code, output))
    print(f"saved {output}")


if __name__ == "__main__":
    main()
