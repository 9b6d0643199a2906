"""Start-up: process start to the first painted till window, against a bare PySide6 window.

Each side is a fresh process started from here, taking turns; the figure is from just before the
process is spawned to the ``first-paint`` time it prints (the till prints it when started with
``VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT=1``, see ``app/lifecycle.py``). The till starts from
source in training mode (its sandbox included) with ``--staff Bench``, so the till page is what is
painted, on one config folder kept across runs, as a till's second and later starts are. When a
frozen build exists at ``dist/voucher-desk/voucher-desk`` it is measured against the same bare
window (from source: a frozen bare window would need a second bundle).

    uv run python benchmarks/startup.py [--runs 10]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import Series, Verdict, compare, header, parser, report

ROOT = Path(__file__).resolve().parents[1]
FROZEN = ROOT / "dist" / "voucher-desk" / "voucher-desk"
TARGET = 2.0
TIMEOUT_S = 60


def time_to_first_paint(command: list[str]) -> float:
    env = dict(os.environ, VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT="1")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    painted = [line for line in done.stdout.splitlines() if line.startswith("first-paint ")]
    if done.returncode != 0 or not painted:
        raise RuntimeError(f"{command[0]} did not report a first paint: {done.stderr[-2000:]}")
    return (float(painted[0].split()[1]) - started) * 1000


def measure(runs: int) -> list[Verdict]:
    bare_cmd = [sys.executable, str(Path(__file__).with_name("bare_window.py"))]
    verdicts: list[Verdict] = []
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as config:
        till_args = ["--training", "--staff", "Bench", "--config-dir", config]
        sides = {"source": [sys.executable, "-m", "app", *till_args]}
        if FROZEN.exists():
            sides["frozen"] = [str(FROZEN), *till_args]
        for name, command in sides.items():
            time_to_first_paint(command)
            time_to_first_paint(bare_cmd)
            app = Series(f"till from {name} (training, till page)")
            bare = Series("bare PySide6 window, one label")
            for i in range(runs):
                for side in ("app", "bare") if i % 2 == 0 else ("bare", "app"):
                    if side == "app":
                        app.add(time_to_first_paint(command))
                    else:
                        bare.add(time_to_first_paint(bare_cmd))
            header(f"Start-up, {name} ({runs} runs each, process start to first paint)")
            verdicts.append(compare(f"start-up ({name})", app, bare, TARGET))
        if not FROZEN.exists():
            header("Start-up, frozen build")
            where = FROZEN.relative_to(ROOT)
            print(f"  no frozen build at {where}: skipped (build it: uv run pyinstaller installer.spec)")
    return verdicts


def main() -> None:
    args = parser(__doc__, runs=10).parse_args()
    report(measure(args.runs), args.verdicts)


if __name__ == "__main__":
    main()
