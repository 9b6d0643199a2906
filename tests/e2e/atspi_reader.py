"""Read the till as a screen reader does, over AT-SPI: run by the system's Python (pyatspi is a
Debian package, not a wheel) inside a D-Bus session, never imported by the tests themselves.

    dbus-run-session -- /usr/bin/python3 atspi_reader.py PLAN -- TILL COMMAND...

PLAN is a JSON object: ``{"sandbox": URL, "steps": [STEP, ...]}``. It starts the till (the
accessibility bridge on), waits for its window in the accessibility tree, then does each STEP as a
cashier does with the keyboard (xdotool) and collects what a screen reader would hear: the
announcements, and the roles and names of the tree. A STEP is one of

    {"code": "SPA50PART", "until": [...]}     F2, the code typed, Enter
    {"amount": "20", "until": [...]}          Alt+A, the amount typed, Enter for the review, then
                                              F12 once Confirm is on screen
and may carry ``"faults": [RULE, ...]``, posted to the sandbox's ``/_sandbox/faults`` first (an
answer lost, say), and ``"tree": true`` to read the whole tree when it ends. A step ends once every
text of ``until`` was heard in an announcement, or after 30 s. It prints one JSON object at the end.

The whole tree is thousands of calls the till answers on its own thread, seconds of a busy machine
in which no key is pressed and the till answers nothing else: it is read once the window is up
(when Look up is found) and where a step asks for it, never to wait for something.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from typing import Any

import pyatspi  # type: ignore[import-not-found]  # the system's package, for /usr/bin/python3
from gi.repository import GLib  # type: ignore[import-not-found]

APP_NAME = "Voucher Desk"
CONFIRM = "Confirm the redemption"
#: The longest a step may take: a safety net for a broken till, not what is measured.
STEP_LIMIT_S = 30
#: After the amount and Enter, how long the review may take to show Confirm before it is typed again
#: (a voucher read again while the review opens closes it, as a cashier would see).
REVIEW_LIMIT_S = 4


def application() -> Any:
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == APP_NAME:
            return app
    return None


def names(node: Any, depth: int = 0) -> list[str]:
    """``role: name`` of every named node under ``node``."""
    out: list[str] = []
    if node is None or depth > 40:
        return out
    try:
        role, name = node.getRoleName(), node.name
    except Exception:  # a node that went away while read
        return out
    if name:
        out.append(f"{role}: {name}")
    for index in range(node.childCount):
        out += names(node.getChildAtIndex(index), depth + 1)
    return out


def showing(node: Any, name: str, depth: int = 0) -> bool:
    """Whether a control called ``name`` is on screen and can be used."""
    if node is None or depth > 40:
        return False
    try:
        if node.name == name:
            states = node.getState()
            if states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_ENABLED):
                return True
        return any(showing(node.getChildAtIndex(i), name, depth + 1) for i in range(node.childCount))
    except Exception:  # a node that went away while read
        return False


def keys(*pressed: str) -> None:
    subprocess.run(["xdotool", "key", *pressed], check=False)


def typed(text: str) -> None:
    subprocess.run(["xdotool", "type", "--delay", "20", text], check=False)


def post_faults(sandbox: str, rules: list[dict[str, Any]]) -> None:
    request = urllib.request.Request(
        f"{sandbox}/_sandbox/faults",
        data=json.dumps(rules).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        answer.read()


class Reader:
    """Does the plan's steps one after another, on a timer of the GLib loop AT-SPI's events need."""

    def __init__(self, plan: dict[str, Any], loop: Any) -> None:
        self.sandbox: str = plan["sandbox"]
        self.plan: list[dict[str, Any]] = plan["steps"]
        self.loop = loop
        self.heard: list[dict[str, Any]] = []
        self.steps: list[dict[str, Any]] = []
        self.found: dict[str, Any] = {"steps": self.steps}
        self.started = time.monotonic()
        self.step = -1
        self.at = 0.0
        #: For an amount: when it was typed, and whether F12 was pressed.
        self.typed_at = 0.0
        self.confirmed = False

    def listen(self, event: Any) -> None:
        # detail1 is the politeness: 1 polite, 2 assertive (at-spi2's Live values).
        self.heard.append({"text": str(event.any_data or ""), "politeness": int(event.detail1)})

    def tick(self) -> bool:
        now = time.monotonic()
        if now - self.started > STEP_LIMIT_S * (len(self.plan) + 2):
            self.found["error"] = "timed out"
            self.loop.quit()
            return False
        app = application()
        if app is None:
            return True
        if self.step == -1:
            if not showing(app, "Look up"):
                return True
            self.found["tree"] = names(app)
            self.begin(0, now)
            return True
        current = self.plan[self.step]
        if "amount" in current and not self.confirmed:
            self.confirm_when_reviewed(app, current["amount"], now)
        if self.done(current) or now - self.at > STEP_LIMIT_S:
            tree = names(app) if current.get("tree") else []
            self.steps.append({**current, "tree": tree, "heard": list(self.heard)})
            self.heard.clear()
            if self.step + 1 >= len(self.plan):
                self.loop.quit()
                return False
            self.begin(self.step + 1, now)
        return True

    def done(self, step: dict[str, Any]) -> bool:
        said = [heard["text"] for heard in self.heard]
        return all(any(words in text for text in said) for words in step.get("until", ()))

    def begin(self, index: int, now: float) -> None:
        self.step, self.at = index, now
        step = self.plan[index]
        if step.get("faults"):
            post_faults(self.sandbox, step["faults"])
        if "code" in step:
            keys("F2")
            typed(step["code"])
            keys("Return")
        else:
            self.confirmed = False
            self.type_amount(step["amount"], now)

    def type_amount(self, amount: str, now: float) -> None:
        keys("alt+a", "ctrl+a", "BackSpace")
        typed(amount)
        keys("Return")
        self.typed_at = now

    def confirm_when_reviewed(self, app: Any, amount: str, now: float) -> None:
        if showing(app, CONFIRM):
            keys("F12")
            self.confirmed = True
        elif now - self.typed_at > REVIEW_LIMIT_S:
            self.type_amount(amount, now)


def main() -> int:
    split = sys.argv.index("--")
    plan, till_command = json.loads(sys.argv[1]), sys.argv[split + 1 :]
    env = {**os.environ, "QT_ACCESSIBILITY": "1", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    till = subprocess.Popen(till_command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    loop = GLib.MainLoop()
    reader = Reader(plan, loop)
    pyatspi.Registry.registerEventListener(reader.listen, "object:announcement")
    GLib.timeout_add(500, reader.tick)
    try:
        loop.run()
    finally:
        till.terminate()
        try:
            till.wait(10)
        except subprocess.TimeoutExpired:
            till.kill()
    print(json.dumps(reader.found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
