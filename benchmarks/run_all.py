"""Every benchmark of the till, one after the other, then the targets met or missed.

Each benchmark runs in its own process (a clean Qt application, and memory that is the
benchmark's own) and appends the targets it checked to a shared file; the summary at the end
reads them back. Figures are noisy on a shared machine: each benchmark interleaves the till and
its baseline so both see the same noise, and ratios are of medians.

    uv run python benchmarks/run_all.py [--runs 50] [--startup-runs 10] [--find-runs 5] [--day-scale 1.0]
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import Verdict, parser, verdict_summary

HERE = Path(__file__).resolve().parent
RATE = re.compile(r"(\d+) lookups/s")


def main() -> int:
    options = parser(__doc__, runs=50)
    options.add_argument("--startup-runs", type=int, default=10)
    options.add_argument("--find-runs", type=int, default=5, help="full searches of two years (5)")
    options.add_argument("--seconds", type=float, default=3.0, help="sandbox throughput duration")
    options.add_argument(
        "--day-scale", type=float, default=1.0, help="counts of the compressed day (1.0: the whole day)"
    )
    args = options.parse_args()
    scripts = [
        ("scan_to_answer.py", ["--runs", str(args.runs)]),
        ("redeem_to_answer.py", ["--runs", str(args.runs)]),
        ("bill_to_outcome.py", ["--runs", str(args.runs)]),
        ("sale_to_codes.py", ["--runs", str(args.runs)]),
        ("startup.py", ["--runs", str(args.startup_runs)]),
        ("feed_at_scale.py", []),
        ("find_at_scale.py", ["--runs", str(args.find_runs)]),
        ("find_big_page.py", []),
        ("day.py", ["--scale", str(args.day_scale)]),
        ("sandbox_throughput.py", ["--seconds", str(args.seconds)]),
    ]
    started = time.perf_counter()
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="bench-") as folder:
        verdicts_file = Path(folder) / "verdicts.jsonl"
        verdicts_file.touch()
        for script, extra in scripts:
            command = [sys.executable, str(HERE / script), *extra]
            if script != "sandbox_throughput.py":
                command += ["--verdicts", str(verdicts_file)]
            else:
                print("\n== Sandbox: lookups per second from one client (target >= 300) ==", flush=True)
            done = subprocess.run(command, check=False, stdout=subprocess.PIPE, text=True)
            print(done.stdout, end="", flush=True)
            if done.returncode != 0:
                failed.append(script)
            if script == "sandbox_throughput.py" and done.returncode == 0:
                rates = [
                    float(line.split(":")[1].split()[0]) for line in done.stdout.splitlines() if ":" in line
                ]
                best = min(rates)
                with verdicts_file.open("a", encoding="utf-8") as out:
                    out.write(
                        json.dumps(
                            {
                                "what": "sandbox lookups per second (slower of the two clients)",
                                "figure": f"{best:.0f}/s (target >= 300/s)",
                                "met": best >= 300,
                            }
                        )
                        + "\n"
                    )
        verdicts = [Verdict(**json.loads(line)) for line in verdicts_file.read_text().splitlines()]
    verdict_summary(verdicts)
    for script in failed:
        print(f"  FAILED  {script} did not finish (see its output above)")
    took = time.perf_counter() - started
    print(f"\n(all benchmarks took {took:.0f} s; {sys.platform}, Python {sys.version.split()[0]})")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
