"""The till's log file on a disk that fills: no traceback, the lines lost counted and said once
there is room, and whoever watches it told when it stops and starts again (a real small disk)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

from app.core import logs
from app.core.logs import close_log_file, setup_logging
from helpers.storage import small_disk


def test_the_log_after_a_full_disk_says_how_many_lines_it_lost_on_a_line_of_its_own(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", size="1m") as disk:
        log_file = setup_logging(disk.path / "logs")
        try:
            said = logging.getLogger("app.test")
            said.info("before the disk filled")
            disk.fill()
            for line in range(500):  # more than the file's last block holds
                said.info("line %d %s", line, "x" * 60)
            disk.free()
            said.info("once there is room")
        finally:
            close_log_file()
        lines = log_file.read_text("utf-8").splitlines()
    assert lines[0].endswith("INFO app.test: before the disk filled")
    lost = r" WARNING app\.core\.logs: \d+ log lines were lost: \[Errno 28\] "
    assert re.search(lost, lines[-2]), lines[-2]
    assert lines[-1].endswith("INFO app.test: once there is room")


def test_a_watcher_is_told_when_the_log_stops_and_starts_again_and_one_gone_is_dropped(
    tmp_path: Path,
) -> None:
    told: list[OSError | None] = []

    def gone() -> None:
        raise RuntimeError("Internal C++ object already deleted.")

    def watching() -> None:
        told.append(logs.log_error())

    with small_disk(tmp_path / "disk", size="1m") as disk:
        setup_logging(disk.path / "logs")
        logs.watch_log(gone)
        logs.watch_log(watching)
        try:
            said = logging.getLogger("app.test")
            disk.fill()
            for line in range(500):
                said.info("line %d %s", line, "x" * 60)
            assert not logs.write_log_again(), "still no room"
            disk.free()
            assert logs.write_log_again()
        finally:
            logs.unwatch_log(watching)
            logs.unwatch_log(gone)
            close_log_file()
    assert [error is None for error in told] == [False, True]
