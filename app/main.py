"""Command line entry point: arguments → paths → logging → Qt → the till."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app import APP_NAME, __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="voucher-desk", description=f"{APP_NAME}: redeem gift vouchers")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument("--training", action="store_true", help="run against the built-in sandbox")
    parser.add_argument("--config-dir", help="keep settings, data and logs under this folder")
    parser.add_argument("--self-test", action="store_true", help="open, look up and redeem a demo code, exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.training:
        sys.stdout.write(f"{APP_NAME} {__version__}: training mode will open the till on the sandbox.\n")
    return 0
