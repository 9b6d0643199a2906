"""Every fault mode, through the control endpoint and through ``SandboxServer.faults``."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.sandbox.seed import DemoCodes
from sandbox_harness.__main__ import build_parser, fault_options
from sandbox_harness.server import SandboxServer

LOOKUP = f"/codes/{DemoCodes.VALID_PARTIAL}/"
REDEEM = f"/codes/{DemoCodes.VALID_PARTIAL}/redeem/"


def body(response: httpx.Response) -> Any:
    return json.loads(response.content, parse_float=Decimal)


def current(sandbox: SandboxServer) -> int:
    return sandbox.state.balance_of(DemoCodes.VALID_PARTIAL)


@pytest.fixture
def waits(sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Every wait the sandbox's faults ask for, noted instead of slept."""
    noted: list[float] = []

    async def note(seconds: float) -> None:
        noted.append(seconds)

    monkeypatch.setattr(sandbox.faults, "sleep", note)
    return noted


def test_latency_and_jitter_delay_answers(
    client: httpx.Client, sandbox: SandboxServer, waits: list[float]
) -> None:
    sandbox.faults.set(latency_ms=150, jitter_ms=50)
    assert client.get(LOOKUP).status_code == 200
    assert len(waits) == 1
    assert 0.15 <= waits[0] <= 0.2


@pytest.mark.parametrize("status", [500, 502, 503])
def test_error_statuses_apply_nothing(client: httpx.Client, sandbox: SandboxServer, status: int) -> None:
    sandbox.faults.set(error_rate=1, error_statuses=[status])
    response = client.post(REDEEM, json={"locationID": 71, "amount": "5.00"})
    assert response.status_code == status
    if status == 502:
        assert response.headers["content-type"].startswith("text/html")
        assert b"Bad Gateway" in response.content
    elif status == 503:
        assert response.content == b""
        assert response.headers["retry-after"] == "1"
    else:
        assert body(response)["result"]["reason"] == "internal_error"
    assert current(sandbox) == 5000


def test_error_after_commits_the_change(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(error_rate=1, error_statuses=[500], error_when="after", path="/codes/.*/redeem/")
    assert client.post(REDEEM, json={"locationID": 71, "amount": "5.00"}).status_code == 500
    assert current(sandbox) == 4500


def test_error_rate_hits_about_that_share(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(error_rate=0.5)
    statuses = [client.get(LOOKUP).status_code for _ in range(60)]
    failures = sum(status >= 500 for status in statuses)
    assert 10 <= failures <= 50


def test_rate_limit_answers_429_with_retry_after(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(status=429, retry_after=7)
    response = client.get(LOOKUP)
    assert response.status_code == 429
    assert response.headers["retry-after"] == "7"
    assert body(response)["result"]["reason"] == "rate_limited"


def test_malformed_json(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(malformed_json=True)
    response = client.get(LOOKUP)
    assert response.status_code == 200
    with pytest.raises(json.JSONDecodeError):
        json.loads(response.content)


def test_truncated_json(client: httpx.Client, sandbox: SandboxServer) -> None:
    whole = client.get(LOOKUP).content
    sandbox.faults.set(truncated_json=True)
    cut = client.get(LOOKUP).content
    assert whole.startswith(cut)
    assert len(cut) < len(whole)
    with pytest.raises(json.JSONDecodeError):
        json.loads(cut)


def test_missing_field_in_an_object_and_in_a_data_list(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(missing_field="status")
    voucher = body(client.get(LOOKUP))
    assert "status" not in voucher
    assert "balances" in voucher
    sandbox.faults.set(missing_field="eventID")
    events = body(client.get("/balance_events/"))["data"]
    assert events
    assert all("eventID" not in event for event in events)


def test_missing_field_after_a_post_still_commits(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(missing_field="eventID", path="/codes/")
    event = body(client.post(REDEEM, json={"locationID": 71, "amount": "5.00"}))
    assert "eventID" not in event
    assert current(sandbox) == 4500


def test_wrong_type(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(wrong_type="amount")
    event = body(client.post(REDEEM, json={"locationID": 71, "amount": "5.00"}))
    assert event["amount"] == "not-a-number"
    sandbox.faults.set(wrong_type="redeemCode")
    assert body(client.get(LOOKUP))["redeemCode"] == 12345


def test_drop_before_applies_nothing(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(drop={"path": "/codes/.*/redeem/", "when": "before"})
    with pytest.raises(httpx.TransportError):
        client.post(REDEEM, json={"locationID": 71, "amount": "5.00"})
    assert client.get(LOOKUP).status_code == 200, "other paths are served"
    assert current(sandbox) == 5000


def test_drop_after_commits_the_change(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(drop={"path": "/codes/", "when": "after"}, method="POST")
    with pytest.raises(httpx.TransportError):
        client.post(REDEEM, json={"locationID": 71, "amount": "5.00"})
    assert current(sandbox) == 4500
    events = body(client.get("/balance_events/", params={"locationID": 71}))["data"]
    assert (events[0]["row"]["code"], events[0]["amount"]) == (DemoCodes.VALID_PARTIAL, Decimal("5.00"))


@pytest.mark.parametrize(
    ("wrong", "recorded"),
    [
        ({"amount": "20.00"}, (DemoCodes.VALID_PARTIAL, 71, Decimal("20.00"))),
        ({"code": DemoCodes.PART_USED}, (DemoCodes.PART_USED, 71, Decimal("5.00"))),
        ({"location": 72}, (DemoCodes.VALID_PARTIAL, 72, Decimal("5.00"))),
    ],
    ids=["amount", "code", "location"],
)
def test_misapply_records_and_answers_other_figures(
    client: httpx.Client, sandbox: SandboxServer, wrong: dict[str, object], recorded: tuple[object, ...]
) -> None:
    response = httpx.post(
        f"{sandbox.url}/_sandbox/faults", json={"path": "/codes/.*/redeem/", "misapply": wrong, "times": 1}
    )
    assert response.status_code == 200
    answer = body(client.post(REDEEM, json={"locationID": 71, "amount": "5.00"}))
    assert (answer["row"]["code"], answer["locationID"], answer["amount"]) == recorded
    events = body(client.get("/balance_events/"))["data"]
    assert events[0]["eventID"] == answer["eventID"], "what it answered is what it recorded"


def test_late_commit_answers_nothing_and_applies_when_released(
    client: httpx.Client, sandbox: SandboxServer
) -> None:
    sandbox.faults.set(path="/codes/.*/redeem/", late_commit={}, times=1)
    with pytest.raises(httpx.TransportError):
        client.post(REDEEM, json={"locationID": 71, "amount": "5.00"})
    assert current(sandbox) == 5000
    assert sandbox.faults.held_count == 1
    released = httpx.post(f"{sandbox.url}/_sandbox/faults/release")
    assert released.json() == {"committed": 1}
    assert current(sandbox) == 4500
    assert sandbox.faults.held_count == 0


def test_late_commit_after_a_delay_applies_by_itself(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(path="/codes/.*/redeem/", late_commit={"after_ms": 50}, times=1)
    with pytest.raises(httpx.TransportError):
        client.post(REDEEM, json={"locationID": 71, "amount": "5.00"})
    assert sandbox.faults.wait_applied()
    assert current(sandbox) == 4500


def test_times_limits_a_fault_to_that_many_requests(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(status=503, times=1)
    assert client.get(LOOKUP).status_code == 503
    assert client.get(LOOKUP).status_code == 200
    assert sandbox.faults.describe() == []


def test_faults_are_scoped_by_path_and_method(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(status=500, path="/balance_events/", method="GET")
    assert client.get("/balance_events/").status_code == 500
    assert client.get(LOOKUP).status_code == 200
    sandbox.faults.set(status=500, method="POST")
    assert client.get(LOOKUP).status_code == 200
    assert client.post(REDEEM, json={"locationID": 71, "amount": "1"}).status_code == 500


def test_control_endpoint_sets_shows_appends_and_clears(client: httpx.Client, sandbox: SandboxServer) -> None:
    control = f"{sandbox.url}/_sandbox/faults"
    assert httpx.post(control, json={"status": 502, "path": "/orders/"}).status_code == 200
    assert httpx.post(f"{control}?append=1", json={"latency_ms": 1}).status_code == 200
    rules = httpx.get(control).json()["rules"]
    assert [(rule["status"], rule["latency_ms"]) for rule in rules] == [(502, 0), (None, 1)]
    assert client.get("/orders/").status_code == 502
    assert httpx.delete(control).status_code == 200
    assert client.get("/orders/").status_code == 200


@pytest.mark.parametrize(
    "options",
    [
        {"error_rate": 2},
        {"error_statuses": [404]},
        {"status": 418},
        {"drop": {"when": "later"}},
        {"colour": 1},
        {"misapply": {"colour": 1}},
        {"misapply": {"amount": 20}},
        {"misapply": {"amount": "twenty"}},
        {"misapply": {"amount": "NaN"}},
        {"late_commit": {"after": 1}},
        {"keep_reference": {}},
        {"keep_reference": {"case": "title"}},
        {"keep_reference": {"length": 0}},
        {"reorder_rows": "yes"},
        {"drip_ms": -1},
    ],
)
def test_bad_fault_options_are_refused(sandbox: SandboxServer, options: dict[str, object]) -> None:
    response = httpx.post(f"{sandbox.url}/_sandbox/faults", json=options)
    assert response.status_code == 400
    assert response.json()["result"]["reason"] == "invalid_params"


def test_reset_clears_faults(client: httpx.Client, sandbox: SandboxServer) -> None:
    sandbox.faults.set(status=500)
    sandbox.reset()
    assert client.get(LOOKUP).status_code == 200


def test_cli_flags_become_fault_options() -> None:
    flags = "--latency-ms 40 --error-statuses 502,503 --error-rate 0.2 --drop /codes/:after"
    args = build_parser().parse_args([*flags.split(), "--fault-method", "POST", "--fault-times", "3"])
    assert fault_options(args) == {
        "latency_ms": 40,
        "error_rate": 0.2,
        "error_statuses": [502, 503],
        "drop": {"path": "/codes/", "when": "after"},
        "method": "POST",
        "times": 3,
    }
    assert fault_options(build_parser().parse_args([])) == {}


SALE = {
    "domainID": 101,
    "methodID": "1",
    "email": "gift.buyer@example.com",
    "customerName": "Gift Buyer",
    "paymentReferenceID": "VDK7MC3RXTQ9",
    "items": [{"productID": 1102, "quantity": 1}, {"productID": 1104, "quantity": 2}],
}


@pytest.mark.parametrize(
    ("keep", "kept"),
    [
        ({"case": "lower"}, "vdk7mc3rxtq9"),
        ({"length": 8}, "VDK7MC3R"),
        ({"length": 6, "case": "lower"}, "vdk7mc"),
    ],
)
def test_keep_reference_records_a_sales_reference_as_an_old_column_would(
    client: httpx.Client, sandbox: SandboxServer, keep: dict[str, object], kept: str
) -> None:
    sandbox.faults.set(keep_reference=keep, path="/orders/$", method="POST")
    [order] = body(client.post("/orders/", json=SALE))
    assert order["paymentReferenceID"] == kept
    sandbox.faults.clear()
    assert body(client.get(f"/orders/{order['orderID']}/"))[0]["paymentReferenceID"] == kept


def test_reorder_rows_gives_an_orders_vouchers_in_the_reverse_order(
    client: httpx.Client, sandbox: SandboxServer
) -> None:
    [made] = body(client.post("/orders/", json=SALE))
    in_order = [row["rowID"] for row in body(client.get(f"/orders/{made['orderID']}/rows/"))]
    sandbox.faults.set(reorder_rows=True, path="/orders/")
    assert [row["rowID"] for row in body(client.get(f"/orders/{made['orderID']}/rows/"))] == in_order[::-1]
    [order] = body(client.post("/orders/", json=SALE))
    products = [row["productID"] for row in order["rows"]]
    assert products == sorted(products, reverse=True)
    assert products[0] != products[-1]


def test_drip_sends_the_whole_answer_a_byte_at_a_time(
    client: httpx.Client, sandbox: SandboxServer, waits: list[float]
) -> None:
    sandbox.faults.set(drip_ms=250, path=LOOKUP, method="GET")
    with client.stream("GET", LOOKUP) as response:
        chunks = list(response.iter_raw())
    whole = b"".join(chunks)
    assert json.loads(whole)["redeemCode"] == DemoCodes.VALID_PARTIAL
    assert len(waits) == len(whole) - 1
    assert set(waits) == {0.25}
