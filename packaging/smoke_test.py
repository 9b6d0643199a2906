"""Runs a built Voucher Desk the way a till would and fails on anything a support call would start with.

    python packaging/smoke_test.py dist/voucher-desk      # onedir folder, a .app, or the executable

The frozen app is started as built, twice, with a timeout:

1. ``--version`` must print exactly this checkout's name and version, so a stale build cannot pass;
2. ``--self-test --config-dir <fresh folder>`` opens the main window in training mode, looks up a
   demo code and redeems part of it. It must exit 0, print one line starting with "self-test passed"
   and nothing else on either stream, and leave its files under the folder it was given.

Any other output (a Qt warning, a traceback, a missing plugin) fails the run: in a frozen app those
are the first sign of a module or plugin the build left out. On Windows the console build
(``voucher-desk-debug.exe``) is the one run, because the windowed exe has no stdout.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import APP_NAME, APP_SLUG, __version__

PASS_PREFIX = "self-test passed"
DEFAULT_TIMEOUT = 120.0


@dataclass
class SmokeResult:
    problems: list[str] = field(default_factory=list)
    self_test_line: str = ""
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return not self.problems


def find_executable(built: Path) -> Path:
    """Return the program to run inside what the build produced (folder, .app or the file itself)."""
    if built.is_file():
        return built
    if built.suffix == ".app":
        return built / "Contents" / "MacOS" / APP_SLUG
    for name in (f"{APP_SLUG}-debug.exe", f"{APP_SLUG}.exe", APP_SLUG):
        if (built / name).is_file():
            return built / name
    raise FileNotFoundError(f"no {APP_SLUG} executable in {built}")


def _run(command: list[str], timeout: float) -> tuple[subprocess.CompletedProcess[str] | None, float]:
    environment = dict(os.environ)
    environment.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    try:
        completed = subprocess.run(
            command,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=timeout,
            env=environment,
            stdin=subprocess.DEVNULL,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - started
    return completed, time.perf_counter() - started


def _describe(step: str, completed: subprocess.CompletedProcess[str]) -> str:
    return (
        f"{step}: exit code {completed.returncode}\n"
        f"--- stdout ---\n{completed.stdout.rstrip()}\n--- stderr ---\n{completed.stderr.rstrip()}"
    )


def check_version(executable: Path, timeout: float, result: SmokeResult) -> None:
    completed, elapsed = _run([str(executable), "--version"], timeout)
    result.timings["--version"] = elapsed
    if completed is None:
        result.problems.append(f"--version: no answer within {timeout:g} s")
        return
    expected = f"{APP_NAME} {__version__}"
    if completed.returncode != 0 or completed.stdout.strip() != expected or completed.stderr.strip():
        result.problems.append(
            f"--version: expected exactly {expected!r}\n" + _describe("--version", completed)
        )


def check_self_test(executable: Path, timeout: float, result: SmokeResult) -> None:
    with tempfile.TemporaryDirectory(prefix=f"{APP_SLUG}-smoke-") as folder:
        config_dir = Path(folder) / "config"
        completed, elapsed = _run([str(executable), "--self-test", "--config-dir", str(config_dir)], timeout)
        result.timings["--self-test"] = elapsed
        if completed is None:
            result.problems.append(f"--self-test: did not finish within {timeout:g} s")
            return
        lines = [line for line in completed.stdout.splitlines() if line.strip()]
        if completed.returncode != 0:
            result.problems.append(_describe("--self-test failed", completed))
        elif len(lines) != 1 or not lines[0].startswith(PASS_PREFIX):
            result.problems.append(
                f"--self-test: expected one line starting with {PASS_PREFIX!r} on stdout\n"
                + _describe("--self-test", completed)
            )
        elif completed.stderr.strip():
            result.problems.append(
                "--self-test: unexpected output on stderr\n" + _describe("--self-test", completed)
            )
        elif not config_dir.is_dir() or not any(config_dir.rglob("*")):
            result.problems.append(f"--self-test: wrote nothing under --config-dir {config_dir}")
        else:
            result.self_test_line = lines[0]


def smoke_test(built: Path, timeout: float = DEFAULT_TIMEOUT) -> SmokeResult:
    result = SmokeResult()
    try:
        executable = find_executable(built)
    except FileNotFoundError as error:
        result.problems.append(str(error))
        return result
    check_version(executable, timeout, result)
    if result.passed:
        check_self_test(executable, timeout, result)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("built", type=Path, help="the onedir folder, the .app, or the executable")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per run")
    args = parser.parse_args(argv)
    result = smoke_test(args.built, args.timeout)
    timings = ", ".join(f"{step} {seconds:.2f} s" for step, seconds in result.timings.items())
    if not result.passed:
        print(f"smoke test FAILED ({timings})", file=sys.stderr)
        for problem in result.problems:
            print(problem, file=sys.stderr)
        return 1
    print(f"smoke test passed ({timings}): {result.self_test_line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
