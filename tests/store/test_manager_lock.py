"""Wrong manager PINs lock manager actions for a growing delay that a restart does not clear."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from app.store.manager_lock import ManagerLock, delay_after
from helpers.clock import FakeClock


def _fail(lock: ManagerLock, times: int) -> None:
    for _ in range(times):
        lock.record_failure()


def test_four_wrong_tries_do_not_lock(tmp_path: Path, clock: FakeClock) -> None:
    with ManagerLock(tmp_path / "lock.sqlite3", clock) as lock:
        _fail(lock, 4)
        status = lock.check()
    assert not status.locked
    assert status.until is None
    assert status.failures == 4


def test_fifth_wrong_try_locks_for_thirty_seconds(tmp_path: Path, clock: FakeClock) -> None:
    with ManagerLock(tmp_path / "lock.sqlite3", clock) as lock:
        _fail(lock, 4)
        status = lock.record_failure()
        assert status.locked
        assert status.until == clock.now + timedelta(seconds=30)
        assert status.failures == 5
        assert status.left == timedelta(seconds=30), "what the manager is told: how long, not until when"
        clock.advance(seconds=29)
        assert lock.check().locked
        assert lock.check().left == timedelta(seconds=1)
        clock.advance(seconds=1)
        assert not lock.check().locked


def test_each_wrong_try_after_a_lock_doubles_the_delay(tmp_path: Path, clock: FakeClock) -> None:
    seen: list[timedelta] = []
    with ManagerLock(tmp_path / "lock.sqlite3", clock) as lock:
        _fail(lock, 4)
        for _ in range(4):
            status = lock.record_failure()
            assert status.until is not None
            seen.append(status.until - clock.now)
            clock.now = status.until
            assert not lock.check().locked
    assert seen == [timedelta(seconds=s) for s in (30, 60, 120, 240)]


@pytest.mark.parametrize(
    ("failures", "delay"),
    [(4, None), (5, 30), (6, 60), (7, 120), (11, 1920), (12, 3600), (40, 3600), (10_000, 3600)],
)
def test_delay_grows_to_an_hour_and_no_further(failures: int, delay: int | None) -> None:
    assert delay_after(failures) == (None if delay is None else timedelta(seconds=delay))


def test_lock_survives_a_restart(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "lock.sqlite3"
    with ManagerLock(path, clock) as lock:
        _fail(lock, 5)
    clock.advance(seconds=10)
    with ManagerLock(path, clock) as reopened:
        status = reopened.check()
        assert status.locked
        assert status.failures == 5
        clock.advance(seconds=20)
        assert not reopened.check().locked
        assert reopened.record_failure().until == clock.now + timedelta(seconds=60)


def test_correct_pin_resets_count_and_lock(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "lock.sqlite3"
    with ManagerLock(path, clock) as lock:
        _fail(lock, 6)
        lock.record_success()
        status = lock.check()
        assert (status.locked, status.until, status.failures) == (False, None, 0)
        _fail(lock, 4)
        assert not lock.check().locked
        assert lock.record_failure().until == clock.now + timedelta(seconds=30)
    with ManagerLock(path, clock) as reopened:
        reopened.record_success()
    with ManagerLock(path, clock) as reopened:
        assert reopened.check().failures == 0


def test_wrong_try_while_locked_still_counts(tmp_path: Path, clock: FakeClock) -> None:
    with ManagerLock(tmp_path / "lock.sqlite3", clock) as lock:
        _fail(lock, 5)
        clock.advance(seconds=10)
        status = lock.record_failure()
    assert status.failures == 6
    assert status.until == clock.now + timedelta(seconds=60)


def test_clock_set_back_does_not_stretch_the_lock(tmp_path: Path, clock: FakeClock) -> None:
    with ManagerLock(tmp_path / "lock.sqlite3", clock) as lock:
        _fail(lock, 5)
        clock.advance(days=-1)
        status = lock.check()
        assert status.locked
        assert status.until == clock.now + timedelta(seconds=30)
        clock.advance(seconds=30)
        assert not lock.check().locked
