"""Scan to answer: Enter in the code field until the voucher panel is painted with its rows and history.

The till (the real ``MainWindow`` on the qasync loop) is compared with bare httpx making the
smallest chain the same screen needs: the lookup with ``locationID``, then the order and its rows
together. Both talk to one sandbox with 50 ms added to every request, from the same loop, taking
turns (ABBA) so that both share the machine's noise. The sandbox runs in a process of its own
(``common.SandboxProcess``), as a real service is another machine: on a thread of this process it
waited for the interpreter while the till painted, and that wait was counted as the till's. The
till's requests are logged through httpx event hooks to check that its chain is that minimum.

    uv run python benchmarks/scan_to_answer.py [--runs 50]
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

import httpx
from common import (
    PaintProbe,
    RequestLog,
    RequestRecord,
    SandboxProcess,
    Series,
    Verdict,
    bare_client,
    compare,
    header,
    http_client_of,
    open_window,
    parser,
    report,
    run_on_qt_loop,
    wait_until,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.compose import Till
from app.sandbox.seed import DemoCodes, DemoOrders
from app.sandbox.seed_catalogue import Locations
from app.shell.main_window import MainWindow

CODE = DemoCodes.PART_USED
"""A part-used voucher: its order has rows and the row has a redeem history, so both tables fill."""
ORDER = DemoOrders.PART_USED
FEED_PATH = "/balance_events/"
LATENCY_MS = 50
WARM_UP = 3
TARGET = 1.10


class ScanProbe:
    """Knows when the panel holds this scan's rows and history, and when that was painted."""

    def __init__(self, window: MainWindow, till: Till) -> None:
        self._till = till
        self._filled = False
        till.lookup.history.modelReset.connect(self._reset)
        self._paint = PaintProbe(window.voucher.history_view.viewport(), lambda: self._filled)

    def _reset(self) -> None:
        self._filled = self._till.lookup.history.rowCount() > 0 and self._till.lookup.rows.rowCount() > 0

    def arm(self) -> asyncio.Future[float]:
        self._filled = False
        return self._paint.arm()


async def app_scan(window: MainWindow, till: Till, probe: ScanProbe) -> float:
    window.code.setText(CODE)
    await asyncio.sleep(0.01)
    painted = probe.arm()
    started = time.perf_counter()
    QTest.keyClick(window.code, Qt.Key.Key_Return)
    finished = await asyncio.wait_for(painted, 10)
    await wait_until(lambda: not till.tasks.running("lookup"))
    return (finished - started) * 1000


async def bare_scan(client: httpx.AsyncClient) -> float:
    await asyncio.sleep(0.01)
    started = time.perf_counter()
    found = await client.get(f"/codes/{CODE}/", params={"locationID": str(Locations.RECEPTION)})
    found.raise_for_status()
    order_id = found.json()["orderID"]
    order, rows = await asyncio.gather(
        client.get(f"/orders/{order_id}/"), client.get(f"/orders/{order_id}/rows/")
    )
    order.raise_for_status()
    rows.raise_for_status()
    order.json()
    rows.json()
    return (time.perf_counter() - started) * 1000


def scan_requests(records: list[RequestRecord]) -> list[RequestRecord]:
    """The scan's own requests: the activity feed's poll may fall inside a run and is not the scan's."""
    return [r for r in records if r.path != FEED_PATH]


def chain_problem(records: list[RequestRecord]) -> str | None:
    """Why a scan's requests are not the minimum chain, or None when they are."""
    paths = [f"{r.method} {r.path}" for r in records]
    if len(records) != 3:
        return f"{len(records)} requests: {paths}"
    lookup, *reads = records
    if lookup.path != f"/codes/{CODE}/":
        return f"first request is not the lookup: {paths}"
    if {r.path for r in reads} != {f"/orders/{ORDER}/", f"/orders/{ORDER}/rows/"}:
        return f"the reads are not the order and its rows: {paths}"
    if lookup.answered is None or any(r.sent < lookup.answered for r in reads):
        return "a read left before the lookup's answer"
    if any(r.answered is None for r in reads) or max(r.sent for r in reads) > min(
        r.answered or 0.0 for r in reads
    ):
        return "the order and its rows were read one after the other"
    return None


async def measure(runs: int) -> list[Verdict]:
    with tempfile.TemporaryDirectory(prefix="bench-scan-") as home:
        sandbox = SandboxProcess()
        await sandbox.start()
        window, till = open_window(sandbox.url, Path(home))
        log = RequestLog()
        log.attach(http_client_of(till))
        probe = ScanProbe(window, till)
        client = bare_client(sandbox.url)
        app, bare = Series("till (MainWindow, painted)"), Series("bare httpx, minimal chain")
        problems: list[str] = []
        chains: list[str] = []
        polls = 0
        try:
            await sandbox.set_faults(latency_ms=LATENCY_MS)
            for _ in range(WARM_UP):
                await app_scan(window, till, probe)
                await bare_scan(client)
            log.take()
            for i in range(runs):
                sides = ("app", "bare") if i % 2 == 0 else ("bare", "app")
                for side in sides:
                    if side == "app":
                        app.add(await app_scan(window, till, probe))
                        records = log.take()
                        polls += len(records) - len(scan_requests(records))
                        records = scan_requests(records)
                        chains.append(" -> ".join(f"{r.method} {r.path}" for r in records))
                        problem = chain_problem(records)
                        if problem:
                            problems.append(problem)
                    else:
                        bare.add(await bare_scan(client))
        finally:
            window.close()
            await till.aclose()
            await client.aclose()
            await sandbox.close()
    header(f"Scan to answer ({runs} runs each, {LATENCY_MS} ms added latency, code {CODE})")
    verdict = compare("scan to answer", app, bare, TARGET)
    print(f"  till requests per scan: {chains[0].count('->') + 1} ({chains[0].replace(' -> ', ', ')})")
    print(
        "  chain: lookup, then the order and its rows concurrently, in "
        f"{runs - len(problems)} of {runs} scans" + (f"; first deviation: {problems[0]}" if problems else "")
    )
    print(f"  activity feed polls that fell inside the {runs} timed scans: {polls}")
    chain = Verdict(
        "scan request chain is the minimum",
        f"{runs - len(problems)}/{runs} scans made lookup, then order || rows",
        not problems,
    )
    return [verdict, chain]


def main() -> None:
    args = parser(__doc__, runs=50).parse_args()
    report(run_on_qt_loop(lambda: measure(args.runs)), args.verdicts)


if __name__ == "__main__":
    main()
