"""No test waits a fixed time for the till: a wait is for what a user would notice.

``qtbot.wait(ms)``, ``time.sleep`` and ``asyncio.sleep`` of a number pass on a fast machine and fail
on a busy one, or make the suite slow everywhere; a test waits with ``qtbot.waitUntil``,
``qtbot.waitSignal``, the helpers of ``tests/helpers`` or the sandbox's own hooks (CONTRIBUTING.md,
"Async in tests"). Where a test proves something did not happen, it waits for a positive event that
would come after it.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).parent
FIXED = {("qtbot", "wait"), ("time", "sleep")}
#: ``asyncio.sleep`` of a number: ``asyncio.sleep(0)`` only lets the loop run what is ready, and is
#: no wait.
FIXED_IN_ASYNCIO = ("asyncio", "sleep")
#: Where a fixed time is the point, not a wait for the till: a scanner's pace between two scans;
#: a helper that polls a child process or another thread the test cannot be told about; a task
#: that runs until it is cancelled (the tasks' own tests).
ALLOWED = {
    ("helpers/scanner.py", "qtbot.wait"),
    ("helpers/processes.py", "time.sleep"),
    ("helpers/hostile.py", "time.sleep"),
    ("core/test_tasks.py", "asyncio.sleep"),
}


def _is_fixed(owner: str, name: str, call: ast.Call) -> bool:
    if (owner, name) in FIXED:
        return True
    if (owner, name) != FIXED_IN_ASYNCIO or not call.args:
        return False
    delay = call.args[0]
    return isinstance(delay, ast.Constant) and isinstance(delay.value, int | float) and delay.value > 0


def _fixed_waits(path: Path) -> list[tuple[str, int]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        owner = node.func.value
        if isinstance(owner, ast.Name) and _is_fixed(owner.id, node.func.attr, node):
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
