"""The retention runs at start and then once a day, off the GUI thread, never two runs at once."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from app.core.tasks import TaskSlots
from app.desk.status.retention import DAY_MS, RetentionKeeper
from helpers.till import run


def test_it_runs_at_start_on_a_worker_thread_then_daily_and_never_twice_at_once(
    qtbot: QtBot, qloop: object
) -> None:
    release = threading.Event()
    threads: list[threading.Thread] = []

    def work() -> None:
        threads.append(threading.current_thread())
        release.wait(5)

    tasks = TaskSlots()
    keeper = RetentionKeeper(work, tasks)
    keeper.start()
    qtbot.waitUntil(lambda: len(threads) == 1)
    keeper.run()  # the day's timer firing while the first run still works
    release.set()
    qtbot.waitUntil(lambda: keeper.runs == 1)
    assert threads[0] is not threading.main_thread()
    assert len(threads) == 1, "a run still working is not started again"
    assert keeper._timer.isActive()
    assert keeper._timer.interval() == DAY_MS
    keeper._timer.timeout.emit()
    qtbot.waitUntil(lambda: keeper.runs == 2)
    run(qtbot, tasks.close())
