"""The layer rules import-linter cannot state: view-models, and the composition that builds them, may
use QtCore and nothing else of Qt (widgets and painting are the shell's and, in each desk feature,
its ``widgets/`` folder's; everything else under ``app/desk/`` is a view-model or a rule); and no
module of the app imports, through any chain, a module that imports it back."""

import ast
import tomllib
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


def test_the_architecture_page_draws_every_desk_feature_and_names_every_contract() -> None:
    """``docs/architecture.md`` is where a newcomer learns the layout: a feature folder or an import
    contract it does not name is a layout it does not draw."""
    page = (APP.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    config = tomllib.loads((APP.parent / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = [contract["name"] for contract in config["tool"]["importlinter"]["contracts"]]
    features = sorted(
        p.name for p in (APP / "desk").iterdir() if (p / "__init__.py").is_file() and p.name != "common"
    )
    assert [name for name in contracts if f"| {name} |" not in page] == []
    assert [name for name in features if f"| `{name}/` |" not in page] == []
