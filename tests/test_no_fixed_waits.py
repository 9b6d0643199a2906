"""No test waits a fixed time for the till: a wait is for what a user would notice.

``qtbot.wait(ms)`` and ``time.sleep`` pass on a fast machine and fail on a busy one, or make the
suite slow everywhere; a test waits with ``qtbot.waitUntil``, ``qtbot.waitSignal``, the helpers of
``tests/helpers`` or the sandbox's own hooks (CONTRIBUTING.md, "Async in tests"). Where a test
proves something did not happen, it waits for a positive event that would come after it.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).parent
FIXED = {("qtbot", "wait"), ("time", "sleep")}
#: Where a fixed time is the point, not a wait for the till: a scanner's pace between two scans;
#: a helper that polls a child process or another thread the test cannot be told about.
ALLOWED = {
    ("helpers/scanner.py", "qtbot.wait"),
    ("helpers/processes.py", "time.sleep"),
    ("helpers/hostile.py", "time.sleep"),
}


def _fixed_waits(path: Path) -> list[tuple[str, int]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        owner = node.func.value
        if isinstance(owner, ast.Name) and (owner.id, node.func.attr) in FIXED:
            found.append((f"{owner.id}.{node.func.attr}", node.lineno))
    return found


def test_no_test_waits_a_fixed_time() -> None:
    waits = [
        f"{path.relative_to(TESTS)}:{line}: {call}"
        for path in sorted(TESTS.rglob("*.py"))
        for call, line in _fixed_waits(path)
        if (path.relative_to(TESTS).as_posix(), call) not in ALLOWED
    ]
    assert waits == [], "fixed waits: wait for what a user would notice instead"
