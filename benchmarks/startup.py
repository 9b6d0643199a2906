"""Start-up: process start to a till that takes a scan, against a bare PySide6 window.

Each side is a fresh process started from here, taking turns; the figure is from just before the
process is spawned to the ``scan-ready`` time it prints: the till's first window painted with its
code field focused (``app/shell/early.py``), where a scan is kept and looked up once the till is up.
The whole till page painted (``first-paint``, see ``app/lifecycle.py``: the till signed in, its
sandbox up, the counter drawn) is a target of its own (<= 5x the bare window), printed with the
costliest imports of one start (``-X importtime``). Both marks are printed when started with
``VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT=1``. The till starts from source in training mode (its
sandbox included) with ``--staff Bench``, so the till page is what is painted, on one config folder
and one folder of compiled modules kept across runs, as a till's second and later starts are.

The frozen build is measured the same way, with the same targets, against the same bare window
(from source: a frozen bare window would need a second bundle). It is the one
``packaging/build.py bundle`` left at ``dist/voucher-desk/voucher-desk``, or, when there is none,
one built now with PyInstaller into a temporary folder outside the checkout and removed after the
run (a few minutes, printed; ``--no-build`` skips the frozen side instead).

    uv run python benchmarks/startup.py [--runs 10] [--no-build]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

from common import Series, Verdict, compare, header, parser, report

ROOT = Path(__file__).resolve().parents[1]
FROZEN = ROOT / "dist" / "voucher-desk" / "voucher-desk"
TARGET = 2.0
PAGE_TARGET = 5.0
TIMEOUT_S = 60


def marks_of(command: list[str], bytecode: Path, *, importtime: bool = False) -> tuple[dict[str, float], str]:
    """The marks the process printed (``scan-ready``, ``first-paint``), in ms from just before it
    was spawned, and its stderr (``-X importtime`` writes there).

    Python's compiled modules are kept in ``bytecode`` across the runs, as an installed till keeps
    its ``__pycache__`` (and a frozen one its archive): a shell that sets ``PYTHONDONTWRITEBYTECODE``
    would otherwise have every start from source compile each module of the till and its libraries
    again (``compile`` was most of the till page's time), which no till does after its first start.
    The folder is outside the checkout, so nothing is written there."""
    env = dict(os.environ, VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT="1", PYTHONPYCACHEPREFIX=str(bytecode))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if importtime:
        command = [command[0], "-X", "importtime", *command[1:]]
    started = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    marks = {
        name: (float(stamp) - started) * 1000
        for name, stamp in (line.split()[:2] for line in done.stdout.splitlines() if line.count(" ") >= 1)
        if name in ("scan-ready", "first-paint")
    }
    if done.returncode != 0 or "first-paint" not in marks:
        raise RuntimeError(f"{command[0]} did not report a first paint: {done.stderr[-2000:]}")
    return marks, done.stderr


def time_to_first_paint(command: list[str], bytecode: Path) -> float:
    return marks_of(command, bytecode)[0]["first-paint"]


def import_breakdown(command: list[str], bytecode: Path, top: int = 12) -> None:
    """The imports that cost most, by their own time and all they import (``-X importtime``)."""
    _, stderr = marks_of(command, bytecode, importtime=True)
    rows = []
    for line in stderr.splitlines():
        if line.startswith("import time:") and line.count("|") == 2:
            own_us, total_us, module = line.split(":", 1)[1].split("|")
            if own_us.strip().isdigit():
                rows.append((int(total_us), int(own_us), module.rstrip()))
    print(f"  -X importtime, the {top} costliest imports of one start (cumulative, own; ms):")
    for total, own, name in sorted(rows, reverse=True)[:top]:
        print(f"    {total / 1000:7.1f} {own / 1000:7.1f}  {name.strip()}")


def frozen_build(build: bool, keep: ExitStack) -> Path | None:
    """The frozen till: the release build's, or one built now into a folder ``keep`` removes."""
    if FROZEN.exists():
        print(f"  the frozen till: {FROZEN.relative_to(ROOT)}", flush=True)
        return FROZEN
    if not build:
        return None
    # Outside the checkout, both PyInstaller's work folder and the bundle: a ``build/`` or
    # ``dist/`` folder left there would be committed by mistake, and a ``build/`` folder reads as a
    # package to the linter's import sorting (packaging/build.py is imported as ``build``).
    folder = Path(keep.enter_context(tempfile.TemporaryDirectory(prefix="bench-frozen-")))
    dist = folder / "dist"
    print(f"  building the frozen till into {folder} …", flush=True)
    started = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", str(ROOT / "installer.spec"), "--noconfirm",
         "--log-level=WARN", f"--distpath={dist}", f"--workpath={folder / 'work'}"],
        cwd=ROOT, check=True, timeout=1800,
    )  # fmt: skip
    print(f"  built in {time.monotonic() - started:.0f} s", flush=True)
    return dist / FROZEN.relative_to(ROOT / "dist")


def measure(runs: int, *, build: bool = True) -> list[Verdict]:
    bare_cmd = [sys.executable, str(Path(__file__).with_name("bare_window.py"))]
    verdicts: list[Verdict] = []
    with ExitStack() as keep:
        frozen = frozen_build(build, keep)
        config = keep.enter_context(tempfile.TemporaryDirectory(prefix="bench-startup-"))
        bytecode = Path(keep.enter_context(tempfile.TemporaryDirectory(prefix="bench-bytecode-")))
        till_args = ["--training", "--staff", "Bench", "--config-dir", config]
        sides = {"source": [sys.executable, "-m", "app", *till_args]}
        if frozen is not None:
            sides["frozen"] = [str(frozen), *till_args]
        for name, command in sides.items():
            # The first start of each side compiles its modules into ``bytecode`` (not timed).
            marks_of(command, bytecode)
            time_to_first_paint(bare_cmd, bytecode)
            ready = Series(f"till from {name}: ready for a scan")
            page = Series(f"till from {name}: till page painted")
            bare = Series("bare PySide6 window, one label")
            for i in range(runs):
                for side in ("app", "bare") if i % 2 == 0 else ("bare", "app"):
                    if side == "app":
                        marks, _ = marks_of(command, bytecode)
                        ready.add(marks.get("scan-ready", marks["first-paint"]))
                        page.add(marks["first-paint"])
                    else:
                        bare.add(time_to_first_paint(bare_cmd, bytecode))
            header(f"Start-up, {name} ({runs} runs each, process start to first paint)")
            verdicts.append(compare(f"start-up ({name})", ready, bare, TARGET))
            verdicts.append(compare(f"till page painted ({name})", page, bare, PAGE_TARGET))
            if name == "source":
                import_breakdown(command, bytecode)
        if frozen is None:
            header("Start-up, frozen build")
            print(f"  no frozen build at {FROZEN.relative_to(ROOT)} and --no-build: not measured")
    return verdicts


def main() -> None:
    options = parser(__doc__, runs=10)
    options.add_argument("--no-build", action="store_true", help="measure no frozen build if none is built")
    args = options.parse_args()
    report(measure(args.runs, build=not args.no_build), args.verdicts)


if __name__ == "__main__":
    main()
