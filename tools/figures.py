"""The layout's figures, printed: what a note on how the code is laid out quotes.

    uv run python tools/figures.py

- the files of each desk feature (``app/desk/<feature>/``, its ``widgets/`` included) and of its
  tests (``tests/desk/<feature>/``);
- the import circles between the app's modules (grimp, which import-linter ships, builds the
  graph; a circle is a group of modules each reaching the others), which should be none;
- the functions over ruff's complexity thresholds (``pyproject.toml``), counted with their
  ``noqa`` set aside, so a function kept over a threshold by a ``noqa`` still counts;
- the README's lines (a front page: about 200 at the most).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent
DESK = ROOT / "app" / "desk"
COMPLEXITY = ("C901", "PLR0911", "PLR0912", "PLR0913", "PLR0915")
CHECKED = ("app", "sandbox_harness", "tests", "benchmarks", "packaging", "tools")


def feature_files() -> list[tuple[str, int, int]]:
    """(feature, its files, its test files) for each folder of ``app/desk``."""
    rows = []
    for folder in sorted(p for p in DESK.iterdir() if p.is_dir() and not p.name.startswith("_")):
        tests = ROOT / "tests" / "desk" / folder.name
        rows.append(
            (
                folder.name,
                sum(1 for _ in folder.rglob("*.py")),
                sum(1 for _ in tests.rglob("test_*.py")) if tests.is_dir() else 0,
            )
        )
    return rows


def import_circles(package: str = "app") -> list[list[str]]:
    """The groups of modules that import one another round a circle: a module with those it reaches
    through its imports and that reach it back (the same test as ``tests/test_layers.py``)."""
    graph = grimp.build_graph(package)
    groups = set()
    for module in graph.modules:
        back = graph.find_upstream_modules(module) & graph.find_downstream_modules(module)
        if back:
            groups.add(frozenset({module, *back}))
    return sorted(sorted(group) for group in groups)


def over_thresholds() -> dict[str, list[str]]:
    """Each function over a complexity threshold (``path:line``, ``noqa`` or not) and its rules.
    The tests' folder has these rules off in ``pyproject.toml``: a test reads top to bottom."""
    found = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--ignore-noqa",
            "--no-cache",
            "--output-format",
            "json",
            "--select",
            ",".join(COMPLEXITY),
            *CHECKED,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    functions: dict[str, list[str]] = {}
    for item in json.loads(found.stdout):
        where = f"{Path(item['filename']).relative_to(ROOT)}:{item['location']['row']}"
        functions.setdefault(where, []).append(item["code"])
    return functions


def main() -> None:
    print("Files per desk feature (app/desk/<feature>, tests/desk/<feature>):")
    for name, files, tests in feature_files():
        print(f"  {name:<12} {files:>3} files   {tests:>3} test files")
    circles = import_circles()
    print(f"Import circles between modules of app: {len(circles)}")
    for circle in circles:
        print("  " + " <-> ".join(circle))
    over = over_thresholds()
    print(f"Functions over ruff's complexity thresholds (noqa set aside): {len(over)}")
    for where, rules in sorted(over.items()):
        print(f"  {where}: {', '.join(sorted(rules))}")
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    print(f"README.md: {len(readme)} lines")


if __name__ == "__main__":
    main()
