"""The layer rule import-linter cannot state: view-models, and the composition that builds them, may
use QtCore and nothing else of Qt. Widgets and painting are the shell's and, in each desk feature,
its ``widgets/`` folder's; everything else under ``app/desk/`` is a view-model or a rule."""

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[1] / "app"
QTCORE_ONLY = [
    *sorted(p for p in (APP / "desk").rglob("*.py") if "widgets" not in p.relative_to(APP / "desk").parts),
    APP / "compose.py",
    APP / "wiring.py",
]


def _qt_modules_imported(source: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("PySide6"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PySide6"):
            if node.module == "PySide6":
                found.update(f"PySide6.{alias.name}" for alias in node.names)
            else:
                found.add(node.module)
    return found


@pytest.mark.parametrize("source", QTCORE_ONLY, ids=lambda p: str(p.relative_to(APP)))
def test_viewmodels_use_qtcore_only(source: Path) -> None:
    assert _qt_modules_imported(source) <= {"PySide6.QtCore"}
