"""The service of ``day.py`` in a process of its own: the sandbox, and another till's top-ups into it.

A real till's service is another machine, so the day's service must not count in the till's memory
and CPU: ``day.py`` starts this script and talks to it in lines. It prints ``serving <url>`` once the
sandbox serves, then reads its orders from stdin:

- ``allow N``: the other till may have made N top-ups in all (it makes them on a thread of its own);
- ``wait N``: answers ``sent M`` once the other till has made M >= N;
- ``memory``: answers ``rss <MB>``, this process's resident memory;
- the end of stdin stops it.

    python day_service.py
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from sandbox_harness.server import SandboxServer

#: Another till's card: its movements are the feed's events and never the day's own.
FEED_CARD = "FEEDCARD2026"


class OtherTill:
    """Top-ups of 0.01 on a card of its own, written straight into the sandbox on a thread."""

    def __init__(self, sandbox: SandboxServer) -> None:
        self._state = sandbox.state
        self._domains = sandbox.state.authenticate(DEMO_KEY)
        self.sent = 0
        self._wanted = 0
        self._changed = threading.Condition()
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="other-till", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def allow(self, total: int) -> None:
        with self._changed:
            self._wanted = total
            self._changed.notify_all()

    def wait(self, total: int) -> int:
        with self._changed:
            self._changed.wait_for(lambda: self.sent >= total or self._stop)
            return self.sent

    def _run(self) -> None:
        body = {"locationID": Locations.RECEPTION, "amount": "0.01"}
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self.sent < self._wanted or self._stop)
                if self._stop:
                    return
            self._state.topup(self._domains, FEED_CARD, body)
            with self._changed:
                self.sent += 1
                self._changed.notify_all()
            if self.sent % 20 == 0:
                time.sleep(0.001)  # another till, not a flood that holds the sandbox's lock

    def stop(self) -> None:
        with self._changed:
            self._stop = True
            self._changed.notify_all()
        self._thread.join(5)


def rss_mb() -> float:
    """This process's resident memory (Linux ``/proc``; 0 where there is none). ``common`` has the
    same, but importing it would load Qt and the till into the service's process."""
    status = Path("/proc/self/status")
    lines = status.read_text().splitlines() if status.exists() else []
    return next((int(line.split()[1]) / 1024 for line in lines if line.startswith("VmRSS:")), 0.0)


def serve_orders(other: OtherTill) -> None:
    """Answer ``day.py``'s orders until it closes stdin."""
    for line in sys.stdin:
        order, _, count = line.strip().partition(" ")
        if order == "allow":
            other.allow(int(count))
        elif order == "wait":
            print(f"sent {other.wait(int(count))}", flush=True)
        elif order == "memory":
            print(f"rss {rss_mb():.1f}", flush=True)
        else:
            raise SystemExit(f"unknown order {line!r}")


def main() -> None:
    sandbox = SandboxServer()
    url = sandbox.start()
    other = OtherTill(sandbox)
    other.start()
    print(f"serving {url}", flush=True)
    try:
        serve_orders(other)
    finally:
        other.stop()
        sandbox.close()


if __name__ == "__main__":
    main()
