"""The till's voucher cases: found in any spelling of the code, kept across a reopen of the file,
closed once, with no e-mail address kept whole."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from app.store.cases import CASES_FILE, CaseStore
from app.store.retention import reduce_old_data

NOW = datetime(2026, 3, 1, 10, 30)


def opened(store: CaseStore, code: str = "SPA50PART", note: str = "guest lost it") -> int:
    case = store.open_case(
        code=code,
        order_id=5073,
        reason="lost or stolen",
        note=note,
        manager="Alex",
        staff="Sam",
        till="Front",
    )
    return case.id


def test_an_open_case_is_found_in_any_spelling_and_survives_a_reopen(tmp_path: Path) -> None:
    path = tmp_path / CASES_FILE
    with CaseStore(path, clock=lambda: NOW) as store:
        number = opened(store)
    with CaseStore(path) as store:
        case = store.open_for("spa-50-part")
        assert case is not None
        assert (case.id, case.order_id, case.manager, case.opened, case.is_open) == (
            number,
            5073,
            "Alex",
            NOW,
            True,
        )
        assert store.open_for("DINNER75") is None


def test_a_closed_case_no_longer_holds_the_code_and_is_listed_after_the_open_ones(tmp_path: Path) -> None:
    with CaseStore(tmp_path / CASES_FILE, clock=lambda: NOW) as store:
        first = opened(store)
        second = opened(store, "DINNER75")
        closed = store.close_case(first, manager="Blake", note="service reissued it")
        assert (closed.closed, closed.closed_by, closed.closing_note) == (NOW, "Blake", "service reissued it")
        assert store.open_for("SPA50PART") is None
        # Closing again changes nothing: the first close stands.
        assert store.close_case(first, manager="Casey", note="again").closed_by == "Blake"
        assert [c.id for c in store.every()] == [second, first]
        assert [c.id for c in store.of_code("SPA50PART")] == [first]


def test_a_note_keeps_no_whole_e_mail_address(tmp_path: Path) -> None:
    with CaseStore(tmp_path / CASES_FILE) as store:
        case = store.get(opened(store, note="guest jane.doe@example.com called"))
        assert case.note == "guest j•••@example.com called"


def test_retention_masks_the_code_of_a_case_closed_long_ago_and_keeps_an_open_ones(tmp_path: Path) -> None:
    with CaseStore(tmp_path / CASES_FILE, clock=lambda: NOW) as store:
        old = opened(store)
        store.close_case(old, manager="Blake", note="done")
        still = opened(store, "DINNER75")
    report = reduce_old_data(tmp_path, None, days=90, now=datetime(2026, 7, 1), till="Front")
    assert report.cases == 1
    with CaseStore(tmp_path / CASES_FILE) as store:
        assert store.get(old).code == "••••••PART"
        assert store.of_code("SPA50PART") == []
        assert store.get(still).code == "DINNER75"
        assert store.open_for("DINNER75") is not None
