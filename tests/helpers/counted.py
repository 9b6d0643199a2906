"""Requests that reach a path of the sandbox, counted there.

A pass-through fault rule changes no answer; its ``times`` goes down by one for each request it
matches, so the service itself says how often the till asked. A test that proves the till did not
send something measures it here, and one that waits for the till's next try waits for this count.
"""

from __future__ import annotations

from sandbox_harness.server import SandboxServer

#: More than any test sends: the rule outlives the test.
_START = 1_000_000


class Counted:
    """Counts from now the requests whose path starts with ``path`` (it replaces every fault rule)."""

    def __init__(self, sandbox: SandboxServer, path: str) -> None:
        self._sandbox = sandbox
        sandbox.faults.set(path=path, times=_START)

    @property
    def seen(self) -> int:
        rules = self._sandbox.faults.describe()
        return _START - int(rules[0]["times"]) if rules else _START
