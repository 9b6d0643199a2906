"""Read the till as a screen reader does, over AT-SPI: run by the system's Python (pyatspi is a
Debian package, not a wheel) inside a D-Bus session, never imported by the tests themselves.

    dbus-run-session -- /usr/bin/python3 atspi_reader.py CODE... -- TILL COMMAND...

It starts the till (the accessibility bridge on), waits for its window in the accessibility tree,
then for each CODE types it into the code field with xdotool and Enter, and collects what a screen
reader would hear: the announcements, and the roles and names of the tree. It prints one JSON
object at the end.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]  # the system's package, for /usr/bin/python3
from gi.repository import GLib  # type: ignore[import-not-found]

APP_NAME = "voucher-desk"


def main() -> int:
    split = sys.argv.index("--")
    codes, till_command = sys.argv[1:split], sys.argv[split + 1 :]
    env = {**os.environ, "QT_ACCESSIBILITY": "1", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    till = subprocess.Popen(till_command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    heard: list[dict[str, Any]] = []
    steps: list[dict[str, Any]] = []
    found: dict[str, Any] = {"steps": steps}
    loop = GLib.MainLoop()

    def listen(event: Any) -> None:
        # detail1 is the politeness: 1 polite, 2 assertive (at-spi2's Live values).
        heard.append({"text": str(event.any_data or ""), "politeness": int(event.detail1)})

    pyatspi.Registry.registerEventListener(listen, "object:announcement")

    def application() -> Any:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == "Voucher Desk":
                return app
        return None

    def names(node: Any, depth: int = 0) -> list[str]:
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

    started = time.monotonic()
    step, at = -1, 0.0

    def tick() -> bool:
        nonlocal step, at
        now = time.monotonic()
        if now - started > 120:
            found["error"] = "timed out"
            loop.quit()
            return False
        app = application()
        if app is None:
            return True
        tree = names(app)
        if step == -1:
            if not any("Look up" in line for line in tree):
                return True
            found["tree"] = tree
            step, at = 0, now
            type_code(codes[0])
            return True
        # A step ends with its announcement (and the tree read after it), or after 20 s without one.
        if heard or now - at > 20:
            steps.append({"code": codes[step], "tree": tree, "heard": list(heard)})
            heard.clear()
            if step + 1 >= len(codes):
                loop.quit()
                return False
            step, at = step + 1, now
            type_code(codes[step])
        return True

    def type_code(code: str) -> None:
        subprocess.run(["xdotool", "key", "F2"], check=False)
        subprocess.run(["xdotool", "type", "--delay", "20", code], check=False)
        subprocess.run(["xdotool", "key", "Return"], check=False)

    GLib.timeout_add(500, tick)
    try:
        loop.run()
    finally:
        till.terminate()
        try:
            till.wait(10)
        except subprocess.TimeoutExpired:
            till.kill()
    print(json.dumps(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
