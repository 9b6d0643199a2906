"""Sale to codes: Confirm on a reviewed sale until its new codes are painted, against a bare
``POST /orders/`` of the same order.

The cashier's part is untimed: the Sell window (F6) opened, Spa Day for Two added, the buyer typed,
the review opened (which reads the service's newest events for the request's anchor) and a quarter
of a second reading it. The timed part starts as the finger lifts from Confirm (``common.tap``) and
ends at the first paint of the codes ("New codes (shown once…"): the payment reference made, the
intent journalled and synced, the one POST sent, the order checked against the sale, the outcome and
audit line written, then the codes painted. The bare side sends the same order body (its own
reference) and reads the answer. Both take turns on one sandbox with 50 ms added latency, in a
process of its own (``common.SandboxProcess``) as a real service is another machine: on a thread of
this process it held the GIL while it served each request, and the GUI thread's wait for it was
counted as the till's.

    uv run python benchmarks/sale_to_codes.py [--runs 30]
"""

from __future__ import annotations

import asyncio
import time
import uuid
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

from app.compose import Till
from app.desk.sale.widgets.sale_dialog import SaleDialog
from app.sandbox.seed_catalogue import DeliveryMethods, Products, Properties
from app.shell.main_window import MainWindow

LATENCY_MS = 50
WARM_UP = 2
TARGET = 1.10
READING_S = 0.25
CODES_LINE = "New codes (shown once"


async def ready_to_confirm(window: MainWindow, till: Till) -> SaleDialog:
    """The cashier's part, untimed: one Spa Day for Two for J. Bloggs, reviewed."""
    await wait_until(lambda: window.sale.dialog is None)
    window.sale.open()
    dialog = window.sale.dialog
    assert dialog is not None
    await wait_until(lambda: dialog.vm.loaded)
    names = [dialog.vm.products.record(row).name for row in range(dialog.vm.products.rowCount())]
    dialog.products.selectRow(names.index("Spa Day for Two"))
    dialog.add_button.click()
    for field, text in ((dialog.name, "J. Bloggs"), (dialog.email, "jo@example.com")):
        field.setText(text)
        field.textEdited.emit(text)
    dialog.vm.review()
    await wait_until(dialog.step.confirm_button.isEnabled)
    await asyncio.sleep(READING_S)
    return dialog


async def app_sale(window: MainWindow, till: Till) -> float:
    dialog = await ready_to_confirm(window, till)
    probe = PaintProbe(dialog.codes, lambda: dialog.codes.text().startswith(CODES_LINE))
    painted = probe.arm()
    started = await tap(dialog.step.confirm_button)
    done = await asyncio.wait_for(painted, 20)
    if not dialog.codes.text().startswith(CODES_LINE):
        raise RuntimeError(f"the sale did not go through: {dialog.status.text()}")
    dialog.paid.setChecked(True)  # taken on the POS: Close asks nothing
    dialog.reject()
    return (done - started) * 1000


async def bare_order(client: httpx.AsyncClient) -> float:
    body = {
        "domainID": Properties.HARBOUR,
        "methodID": DeliveryMethods.EMAIL,
        "email": "jo@example.com",
        "customerName": "J. Bloggs",
        "paymentReferenceID": f"BARE-{uuid.uuid4().hex[:10]}",
        "sendConfirmationEmail": True,
        "items": [{"productID": Products.SPA_DAY, "quantity": 1}],
    }
    await asyncio.sleep(0.01)
    started = time.perf_counter()
    answer = await client.post("/orders/", json=body)
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
        app = Series("till (sale's codes painted)")
        bare = Series("bare httpx POST /orders/")
        posts: list[int] = []
        try:
            await sandbox.set_faults(latency_ms=LATENCY_MS)
            for _ in range(WARM_UP):
                await app_sale(window, till)
                await bare_order(client)
            for i in range(runs):
                for side in ("app", "bare") if i % 2 == 0 else ("bare", "app"):
                    if side == "app":
                        log.take()
                        app.add(await app_sale(window, till))
                        posts.append(sum(r.method == "POST" for r in log.take()))
                    else:
                        bare.add(await bare_order(client))
        finally:
            window.close()
            await till.aclose()
            await client.aclose()
            await sandbox.close()
    header(f"Sale to codes ({runs} runs each, {LATENCY_MS} ms added latency, 1 x Spa Day for Two)")
    verdict = compare("sale's Confirm to its codes shown", app, bare, TARGET)
    print(f"  POSTs per sale: {sorted(set(posts))}")
    return [verdict]


def main() -> None:
    args = parser(__doc__, runs=30).parse_args()
    report(run_on_qt_loop(lambda: measure(args.runs)), args.verdicts)


if __name__ == "__main__":
    main()
