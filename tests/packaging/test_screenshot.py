"""The README's screenshots can be made again: the script renders the real till, in any language."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "screenshot.py"


@pytest.mark.slow
def test_the_screenshot_script_renders_the_till_in_polish(tmp_path: Path) -> None:
    output = tmp_path / "till-pl.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--language", "pl_PL", "--size", "1024x768", str(output)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(output))
    assert (image.width(), image.height()) == (1024, 768)
