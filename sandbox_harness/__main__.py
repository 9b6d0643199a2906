"""``python -m sandbox_harness``: the sandbox as a process, for trainers and for trying the till by hand."""

from __future__ import annotations

import argparse
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app.sandbox.errors import ApiError
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, DEMO_KEY_HARBOUR_ONLY
from app.sandbox.state import SEEDS
from sandbox_harness.server import SandboxServer


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m sandbox_harness", description="The voucher service on loopback."
    )
    parser.add_argument("--port", type=int, default=8800, help="port on 127.0.0.1 (0 picks a free one)")
    parser.add_argument("--db", type=Path, help="keep the state in this SQLite file (default: in memory)")
    parser.add_argument("--seed", default="demo", choices=SEEDS, help="data for a new state")
    parser.add_argument(
        "--legacy-shapes",
        action="store_true",
        help="answer as an older PHP/MySQL service does: zero dates, [] for {}, lists keyed by id, "
        "ids and amounts as text, signed event amounts, float noise",
    )
    parser.add_argument(
        "--list-without-reference",
        action="store_true",
        help="leave paymentReferenceID out of the orders list, as the API reference allows",
    )
    faults = parser.add_argument_group("faults (see sandbox_harness/faults.py)")
    faults.add_argument("--latency-ms", type=int, help="delay every answer")
    faults.add_argument("--jitter-ms", type=int, help="plus a random delay up to this")
    faults.add_argument("--error-rate", type=float, help="share of requests answered 5xx (0..1)")
    faults.add_argument("--error-statuses", help="comma-separated subset of 500,502,503")
    faults.add_argument("--status", type=int, choices=(429, 500, 502, 503), help="answer every request so")
    faults.add_argument("--malformed-json", action="store_true", help="send bodies with a syntax error")
    faults.add_argument("--truncated-json", action="store_true", help="send bodies cut in half")
    faults.add_argument("--missing-field", help="drop this field from answers")
    faults.add_argument("--wrong-type", help="give this field a value of the wrong type")
    faults.add_argument("--drop", metavar="PATH[:before|after]", help="drop the connection on this path")
    faults.add_argument("--fault-path", help="limit the faults to paths matching this regex or prefix")
    faults.add_argument("--fault-method", help="limit the faults to this HTTP method")
    faults.add_argument("--fault-times", type=int, help="retire the faults after this many requests")
    return parser


def fault_options(args: argparse.Namespace) -> dict[str, Any]:
    """The fault flags as the options of ``Faults.set`` (empty when no fault was asked for)."""
    options: dict[str, Any] = {}
    for name in ("latency_ms", "jitter_ms", "error_rate", "status", "missing_field", "wrong_type"):
        if getattr(args, name) is not None:
            options[name] = getattr(args, name)
    if args.error_statuses:
        options["error_statuses"] = [int(part) for part in args.error_statuses.split(",")]
    for name in ("malformed_json", "truncated_json"):
        if getattr(args, name):
            options[name] = True
    if args.drop:
        path, _, when = (
            args.drop.rpartition(":") if args.drop.endswith((":before", ":after")) else (args.drop, "", "")
        )
        options["drop"] = {"path": path, "when": when or "before"}
    if options:
        for flag, name in (("fault_path", "path"), ("fault_method", "method"), ("fault_times", "times")):
            if getattr(args, flag) is not None:
                options[name] = getattr(args, flag)
    return options


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    server = SandboxServer(args.db, args.seed, legacy_shapes=args.legacy_shapes)
    options = fault_options(args)
    try:
        if options:
            server.faults.set(**options)
    except ApiError as error:
        sys.stderr.write(f"bad fault options: {'; '.join(error.messages)}\n")
        return 2
    if args.list_without_reference:
        server.forms.set("list_without_reference", path="/orders/$", method="GET")
    server.port = args.port
    url = server.start()
    out = sys.stdout
    out.write(f"Voucher Desk sandbox serving {url}  (Ctrl-C stops it)\n")
    out.write(f"API keys (HTTP Basic user, empty password):\n  {DEMO_KEY}  properties 101 and 202\n")
    out.write(f"  {DEMO_KEY_HARBOUR_ONLY}  property 101 only\n")
    if args.seed == "demo":
        out.write("Demo codes:\n")
        for name, code in vars(DemoCodes).items():
            if name.isupper() and name != "HISTORY_PREFIX":
                out.write(f"  {code:<10} {name.lower().replace('_', ' ')}\n")
    if args.legacy_shapes:
        out.write("Answers in legacy shapes (--legacy-shapes)\n")
    if args.list_without_reference:
        out.write("Orders listed without paymentReferenceID (--list-without-reference)\n")
    if options:
        out.write(f"Faults: {options}\n")
    out.flush()
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        out.write("stopping\n")
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
