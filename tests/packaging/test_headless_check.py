"""``--headless-check``: what CI runs in the Windows build under Wine, where no Qt window can open.

It must prove the money path of a build (sandbox, client, CA bundle, journal, audit log) without
loading Qt at all, and a check that could not do its work must say so and exit non-zero.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.core.movement import MovementState
from app.core.paths import resolve_paths
from app.headless_check import run_headless_check
from app.store.audit import AuditLog
from app.store.journal import Journal
from helpers import logs
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.logs(logs.HEADLESS_FAILED, logs.LOST_ANSWER)

ROOT = Path(__file__).resolve().parents[2]

# Runs the check in a fresh interpreter, then reports any Qt module that got imported on the way.
CHILD = textwrap.dedent(
    """
    import sys
    from app.main import main
    code = main(sys.argv[1:])
    loaded = sorted(name for name in sys.modules if name.split(".")[0] in {"PySide6", "shiboken6", "qasync"})
    print("qt modules loaded:", loaded, file=sys.stderr)
    raise SystemExit(code)
    """
)


@pytest.mark.slow
def test_the_check_redeems_and_reverses_on_sqlite_without_loading_qt(tmp_path: Path) -> None:
    started = datetime.now()
    completed = subprocess.run(
        [sys.executable, "-c", CHILD, "--headless-check", "--config-dir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )

    assert completed.returncode == 0, completed.stderr
    lines = completed.stdout.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("headless check passed: looked up SPA50PART (£50.00), redeemed £1.00")
    assert "reversed it, balance £50.00" in lines[0]
    assert "CA certificates" in lines[0]
    assert "updates through tufup " in lines[0]
    assert completed.stderr.strip() == "qt modules loaded: []"
    data = tmp_path / "data" / "training"
    with Journal(data / "journal.sqlite3") as journal:
        mine = journal.between(started, datetime.max, till="Headless check")
    assert [(m.kind.value, m.amount, m.state) for m in mine] == [
        ("redeem", Decimal("1.00"), MovementState.DONE),
        ("reverse", Decimal("1.00"), MovementState.DONE),
    ]
    with AuditLog(data / "audit.sqlite3") as audit:
        assert [(e.action, e.outcome) for e in audit.entries()] == [("redeem", "done"), ("reverse", "done")]
        assert audit.verify() == []
    assert "headless check passed" in (tmp_path / "logs" / "voucher-desk.log").read_text(encoding="utf-8")


class _AnswerLostSandbox(SandboxServer):
    """The service takes the redemption but its answer never arrives: the outcome is unknown."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.faults.set(drop={"path": "/codes/", "when": "after"}, method="POST")


def test_a_redemption_whose_answer_is_lost_fails_the_check_with_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("app.headless_check.SandboxServer", _AnswerLostSandbox)

    code = run_headless_check(resolve_paths(tmp_path))

    out, err = capsys.readouterr()
    assert code == 1
    assert out == ""
    assert err.startswith("headless check failed: the part redemption ended unknown")
    assert "Traceback" not in err
    with Journal(tmp_path / "data" / "training" / "journal.sqlite3") as journal:
        assert [m.state for m in journal.unresolved()] == [MovementState.UNKNOWN]


def test_a_data_folder_that_cannot_be_made_fails_the_check_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be", encoding="utf-8")

    code = run_headless_check(resolve_paths(tmp_path))

    out, err = capsys.readouterr()
    assert code == 1
    assert out == ""
    assert err.startswith("headless check failed: FileExistsError")
    assert "Traceback" not in err
