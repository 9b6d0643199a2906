"""The sandbox's legacy-shapes mode and fault option: its own data as an older PHP/MySQL service sends it."""

from __future__ import annotations

import httpx

from app.sandbox.seed import DemoCodes
from sandbox_harness.__main__ import build_parser
from sandbox_harness.server import SandboxServer


def test_the_fault_option_serves_lists_keyed_by_id_text_ids_and_signed_debits(
    sandbox: SandboxServer, client: httpx.Client
) -> None:
    clean = client.get("/balance_events/").json()["data"]
    sandbox.faults.set(legacy_shapes=True, path="/balance_events/")
    legacy = client.get("/balance_events/").json()["data"]
    assert [e["eventID"] for e in legacy] == [str(e["eventID"]) for e in clean]
    debit = next(e for e in legacy if e["type"] == "Redeemed")
    assert str(debit["amount"]).startswith("-")
    sandbox.faults.set(legacy_shapes=True, path="/locations/")
    locations = client.get("/locations/").json()["data"]
    assert isinstance(locations, dict)
    assert locations["71"]["name"] == "Hotel Reception"


def test_the_mode_shapes_rows_and_keeps_the_control_paths_clean(demo_key: str) -> None:
    legacy = SandboxServer(legacy_shapes=True)
    with legacy, httpx.Client(base_url=legacy.start(), auth=(demo_key, "")) as http:
        [voucher] = http.get(f"/codes/{DemoCodes.VALID_PARTIAL}/").json()
        rows = http.get(f"/orders/{voucher['orderID']}/rows/").json()
        assert isinstance(rows, dict)
        assert all(key == row["rowID"] for key, row in rows.items())
        assert voucher["partiallyRedeemable"] == 1
        assert voucher["currencyCode"] == "gbp"
        assert http.get("/_sandbox/clock").json()["now"]


def test_the_command_line_has_a_legacy_shapes_flag() -> None:
    assert build_parser().parse_args(["--legacy-shapes"]).legacy_shapes is True
    assert build_parser().parse_args([]).legacy_shapes is False


def test_the_mode_writes_times_in_the_other_forms_a_mysql_service_writes(demo_key: str) -> None:
    legacy = SandboxServer(legacy_shapes=True)
    with legacy, httpx.Client(base_url=legacy.start(), auth=(demo_key, "")) as http:
        events = http.get("/balance_events/").json()["data"]
        assert all("T" in event["created"] and event["created"].endswith(".000000") for event in events)
        assert {event["confirmed"] for event in events} <= {"true", ""}
