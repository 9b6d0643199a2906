"""Bill to outcome: Confirm on a bill of three vouchers until the bill's outcome is painted, against
three sequential bare httpx POSTs.

The cashier's part is untimed: the bill opened (F5's window), its total typed, three vouchers
scanned onto it with 0.01 each, the review opened (which reads the three balances again) and a
quarter of a second reading it. The timed part starts as the finger lifts from Confirm
(``common.tap``) and ends at the first paint of the bill's outcome line ("Bill: 3 vouchers redeemed:
£0.03; …"): each voucher's intent journalled and synced, its POST sent once, its answer proven and
its outcome and audit line written, one after another, then the line painted. The bare side sends
the same three POSTs one after another and reads each answer. The till's vouchers are ``HIST0010``,
``0011`` and ``0013``, the bare side's ``HIST0020``, ``0022`` and ``0023`` (each side its own, so
neither is another till using the other's), taking turns on one sandbox with 50 ms added latency.
The sandbox runs in a process of its own (``common.SandboxProcess``), as a real service is another
machine: on a thread of this process it waited for the interpreter while the till worked between
two lines, and that wait was counted as the till's.

    uv run python benchmarks/bill_to_outcome.py [--runs 30]
"""

from __future__ import annotations

import asyncio
import time
from functools import partial
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
from app.desk.bill.widgets.bill_dialog import BillDialog
from app.sandbox.seed_catalogue import Locations
from app.shell.main_window import MainWindow

CODES = ("HIST0010", "HIST0011", "HIST0013")
BARE_CODES = ("HIST0020", "HIST0022", "HIST0023")
AMOUNT = "0.01"
LATENCY_MS = 50
WARM_UP = 2
TARGET = 1.10
#: The cashier reads the review before confirming (as ``redeem_to_answer.READING_S``).
READING_S = 0.25
DONE_LINE = "Bill: 3 vouchers redeemed"


def joined(dialog: BillDialog, row: int) -> bool:
    """The voucher scanned as line ``row`` is on the bill."""
    return not dialog.vm.busy and dialog.vm.lines.rowCount() > row


async def ready_to_confirm(window: MainWindow, till: Till) -> BillDialog:
    """The cashier's part, untimed: a bill of 0.03 with three vouchers at 0.01 each, reviewed."""
    await wait_until(lambda: window.bill.dialog is None and not till.tasks.running("lookup"))
    window.bill.open()
    dialog = window.bill.dialog
    assert dialog is not None
    dialog.total.setText("0.03")
    dialog.start()
    for row, code in enumerate(CODES):
        dialog.code.setText(code)
        QTest.keyClick(dialog.code, Qt.Key.Key_Return)
        try:
            await wait_until(partial(joined, dialog, row))
        except TimeoutError:
            raise RuntimeError(f"{code} did not join the bill: {dialog.status.text()}") from None
        dialog.table.selectRow(row)  # 0.01 typed on it, so the next voucher has its share left
        dialog.amount.setText(AMOUNT)
        QTest.keyClick(dialog.amount, Qt.Key.Key_Return)
    dialog.vm.review()
    await wait_until(dialog.step.confirm_button.isEnabled)
    if not dialog.step.text.text().startswith("Redeem 3 vouchers: £0.03"):
        raise RuntimeError(f"unexpected review: {dialog.step.text.text()}")
    await asyncio.sleep(READING_S)
    return dialog


async def app_bill(window: MainWindow, till: Till) -> float:
    dialog = await ready_to_confirm(window, till)
    probe = PaintProbe(dialog.status, lambda: dialog.status.text().startswith(DONE_LINE))
    painted = probe.arm()
    started = await tap(dialog.step.confirm_button)
    done = await asyncio.wait_for(painted, 20)
    if not dialog.status.text().startswith(DONE_LINE):
        raise RuntimeError(f"the bill was not redeemed: {dialog.status.text()}")
    dialog.reject()
    return (done - started) * 1000


async def bare_three(client: httpx.AsyncClient) -> float:
    await asyncio.sleep(0.01)
    started = time.perf_counter()
    for code in BARE_CODES:
        answer = await client.post(
            f"/codes/{code}/redeem/", json={"locationID": Locations.RECEPTION, "amount": AMOUNT}
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
        client = bare_client(sandbox.url)
        app = Series("till (bill's outcome painted)")
        bare = Series("three bare httpx POSTs")
        posts: list[int] = []
        before = [(await till.client.lookup_code(code)).balance for code in CODES]
        try:
            await sandbox.set_faults(latency_ms=LATENCY_MS)
            for _ in range(WARM_UP):
                await app_bill(window, till)
                await bare_three(client)
            for i in range(runs):
                for side in ("app", "bare") if i % 2 == 0 else ("bare", "app"):
                    if side == "app":
                        log.take()
                        app.add(await app_bill(window, till))
                        posts.append(sum(r.method == "POST" for r in log.take()))
                    else:
                        bare.add(await bare_three(client))
            await wait_until(lambda: window.bill.dialog is None and not till.tasks.running("lookup"))
            await sandbox.clear_faults()
            after = [(await till.client.lookup_code(code)).balance for code in CODES]
            taken = [round((b - a) * 100) for b, a in zip(before, after, strict=True)]
        finally:
            window.close()
            await till.aclose()
            await client.aclose()
            await sandbox.close()
    header(f"Bill to outcome ({runs} runs each, {LATENCY_MS} ms added latency, 3 x {AMOUNT})")
    verdict = compare("bill of 3 vouchers to its outcome", app, bare, TARGET)
    print(f"  POSTs per bill: {sorted(set(posts))}; pence taken from each of {', '.join(CODES)}: {taken}")
    return [verdict]


def main() -> None:
    args = parser(__doc__, runs=30).parse_args()
    report(run_on_qt_loop(lambda: measure(args.runs)), args.verdicts)


if __name__ == "__main__":
    main()
