"""Redeem to answer: a tap on Confirm until the new balance is painted, against a bare httpx POST.

The cashier's part is untimed: the amount typed and Enter, which opens the review ("Redeem £0.01
from SPA50PART — … left"), and a quarter of a second reading it. The timed part starts at the
release of the deliberate tap on Confirm (``common.tap``), the step that sends. The till's path is
the product's whole path: the amount check, the journal intent written and synced to disk (in the
home folder, not a tmpfs, so the fsync is real), the POST sent once, the outcome and the audit entry
written, then the status line "Redeemed £0.01 from SPA50PART. New balance £…" painted. The bare side
sends the same POST and reads its answer. The till redeems 0.01 from ``SPA50PART`` (£50, part use
allowed) and the bare side from ``TEA40PART`` (£25 left), at Hotel Reception, taking turns on one
sandbox with 50 ms added latency: every one is a real part redemption. Each on a voucher of its own:
on the same one the bare side is another till using the voucher between two of the till's
redemptions, which the till must then prove from the service's events (one more read).

The sandbox runs in a process of its own (``common.SandboxProcess``), as a real service is another
machine: on a thread of this process it held the GIL while it served each request, and the GUI
thread's wait for it between the answer and the paint was counted as the till's.

A third side, for information, is the floor the design itself sets: one row written to SQLite with
``synchronous=FULL`` (what the journal does before sending), then the same POST.

The panel shows the new balance from the service's answer, painted with the status line (target
<= 1.2x the bare POST); the till then reads the voucher again in the background to confirm it, which
is waited for before the next run.

    uv run python benchmarks/redeem_to_answer.py [--runs 50]
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path

import httpx
from common import (
    PaintProbe,
    RequestLog,
    SandboxProcess,
    Series,
    Verdict,
    bare_client,
    compare,
    header,
    http_client_of,
    on_disk_folder,
    open_window,
    parser,
    report,
    run_on_qt_loop,
    tap,
    wait_until,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import Locations
from app.shell.main_window import MainWindow
from app.store.db import connect

CODE = DemoCodes.VALID_PARTIAL
#: The bare side's voucher (see the module's docstring).
BARE_CODE = DemoCodes.PART_USED
PANEL_TARGET = 1.20
AMOUNT = "0.01"
LATENCY_MS = 50
WARM_UP = 3
TARGET = 1.10
#: The cashier reads the review before confirming: a quarter of a second, the quickest a person
#: reacts to what they read. The till reads the service's newest events meanwhile (the request's
#: anchor, ``MovementCore.prepare``), so that read is not on the timed path.
READING_S = 0.25


class RedeemProbe:
    """The first paint of a new "New balance" status line, and of the refreshed balance in the panel."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._status_before = ""
        self._balance_before = ""
        self._status = PaintProbe(window.redeem_status, self._status_ready)
        self._balance = PaintProbe(window.voucher.balance, self._balance_ready)

    def _status_ready(self) -> bool:
        text = self._window.redeem_status.text()
        return "New balance" in text and text != self._status_before

    def _balance_ready(self) -> bool:
        return self._window.voucher.balance.text() != self._balance_before

    def arm(self) -> tuple[asyncio.Future[float], asyncio.Future[float]]:
        self._status_before = self._window.redeem_status.text()
        self._balance_before = self._window.voucher.balance.text()
        return self._status.arm(), self._balance.arm()


async def ready_to_redeem(window: MainWindow, till: Till) -> None:
    """The cashier's part, untimed: the voucher on screen, 0.01 typed and Enter for the review."""
    await wait_until(lambda: not till.redeem.busy and not till.tasks.running("lookup"))
    if till.lookup.voucher is None or till.lookup.voucher.redeem_code != CODE:
        window.code.setText(CODE)
        QTest.keyClick(window.code, Qt.Key.Key_Return)
        await wait_until(lambda: till.lookup.voucher is not None and not till.tasks.running("lookup"))
    window.redeem.amount.setText(AMOUNT)
    await wait_until(window.redeem.review_button.isEnabled)
    QTest.keyClick(window.redeem.amount, Qt.Key.Key_Return)
    await wait_until(window.redeem.confirm_button.isEnabled)
    await asyncio.sleep(READING_S)


async def app_redeem(window: MainWindow, till: Till, probe: RedeemProbe) -> tuple[float, float]:
    await ready_to_redeem(window, till)
    status, balance = probe.arm()
    started = await tap(window.redeem.confirm_button)
    answered = await asyncio.wait_for(status, 10)
    refreshed = await asyncio.wait_for(balance, 10)
    if till.redeem.busy or "New balance" not in window.redeem_status.text():
        raise RuntimeError(f"the till did not redeem: {window.redeem_status.text()}")
    return (answered - started) * 1000, (refreshed - started) * 1000


async def bare_redeem(client: httpx.AsyncClient) -> float:
    await asyncio.sleep(0.01)
    started = time.perf_counter()
    answer = await client.post(
        f"/codes/{BARE_CODE}/redeem/", json={"locationID": Locations.RECEPTION, "amount": AMOUNT}
    )
    answer.raise_for_status()
    answer.json()
    return (time.perf_counter() - started) * 1000


async def synced_then_bare(client: httpx.AsyncClient, journal: sqlite3.Connection) -> float:
    """The floor the design sets: one intent row synced to disk (as the journal does), then the POST."""
    await asyncio.sleep(0.01)
    started = time.perf_counter()
    journal.execute("INSERT INTO intents (code, amount) VALUES (?, ?)", (BARE_CODE, AMOUNT))
    answer = await client.post(
        f"/codes/{BARE_CODE}/redeem/", json={"locationID": Locations.RECEPTION, "amount": AMOUNT}
    )
    answer.raise_for_status()
    answer.json()
    return (time.perf_counter() - started) * 1000


async def measure(runs: int) -> list[Verdict]:
    with on_disk_folder() as home:
        sandbox = SandboxProcess()
        await sandbox.start()
        window, till = open_window(sandbox.url, Path(home))
        log = RequestLog()
        log.attach(http_client_of(till))
        probe = RedeemProbe(window)
        client = bare_client(sandbox.url)
        app = Series("till (status line painted)")
        refreshed = Series("till (panel balance painted)")
        bare = Series("bare httpx POST redeem")
        floor = Series("one synced intent row + bare POST")
        journal = connect(Path(home) / "floor.sqlite3")
        journal.execute("CREATE TABLE intents (code TEXT, amount TEXT)")
        posts: list[int] = []
        start_balance = (await till.client.lookup_code(CODE)).balance
        try:
            await sandbox.set_faults(latency_ms=LATENCY_MS)
            for _ in range(WARM_UP):
                await app_redeem(window, till, probe)
                await bare_redeem(client)
            for i in range(runs):
                for side in ("app", "bare", "floor") if i % 2 == 0 else ("floor", "bare", "app"):
                    if side == "app":
                        await ready_to_redeem(window, till)
                        log.take()
                        answered, painted = await app_redeem(window, till, probe)
                        app.add(answered)
                        refreshed.add(painted)
                        posts.append(sum(r.method == "POST" for r in log.take()))
                    elif side == "bare":
                        bare.add(await bare_redeem(client))
                    else:
                        floor.add(await synced_then_bare(client, journal))
            await wait_until(lambda: not till.tasks.running("lookup"))
            await sandbox.clear_faults()
            taken = round((start_balance - (await till.client.lookup_code(CODE)).balance) * 100)
        finally:
            journal.close()
            window.close()
            await till.aclose()
            await client.aclose()
            await sandbox.close()
    header(f"Redeem to answer ({runs} runs each, {LATENCY_MS} ms added latency, {AMOUNT} from {CODE})")
    verdict = compare("redeem to answer", app, bare, TARGET)
    print(floor.line() + f"   (for information: {app.median / floor.median:.2f}x of this floor)")
    panel = compare("panel after a redemption", refreshed, bare, PANEL_TARGET)
    print(
        f"  POSTs per till redemption: {sorted(set(posts))}; balance taken from {CODE}: {taken} pence "
        f"for {runs + WARM_UP} redemptions"
    )
    return [verdict, panel]


def main() -> None:
    args = parser(__doc__, runs=50).parse_args()
    report(run_on_qt_loop(lambda: measure(args.runs)), args.verdicts)


if __name__ == "__main__":
    main()
