"""The layer rules import-linter cannot state: view-models, and the composition that builds them, may
use QtCore and nothing else of Qt (widgets and painting are the shell's and, in each desk feature,
its ``widgets/`` folder's; everything else under ``app/desk/`` is a view-model or a rule); and no
module of the app imports, through any chain, a module that imports it back."""

import ast
from pathlib import Path

import grimp
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


def test_no_import_circle_between_the_apps_modules() -> None:
    """A circle would mean two modules that cannot be read, tested or moved apart: a split file that
    imports its parent back, or a package's ``__init__`` that names a module which imports the
    package. Imports made only for the type checker count too (grimp's graph holds them): they tie
    the modules together for whoever reads them. Each module is listed with those in its circle."""
    graph = grimp.build_graph("app")
    circles = {}
    for module in sorted(graph.modules):
        back = graph.find_upstream_modules(module) & graph.find_downstream_modules(module)
        if back:
            circles[module] = sorted(back)
    assert circles == {}
