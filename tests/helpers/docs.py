"""The service documentation's example payloads, kept as files under tests/fixtures/docs/."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parents[1] / "fixtures" / "docs"
#: The same resources as an older PHP/MySQL service sends them (zero dates, [] for {}, keyed lists…).
LEGACY = DOCS.parent / "legacy"


def doc_payload(name: str) -> Any:
    return json.loads((DOCS / name).read_text(encoding="utf-8"), parse_float=Decimal)


def doc_bytes(name: str) -> bytes:
    return (DOCS / name).read_bytes()


def legacy_payload(name: str) -> Any:
    return json.loads((LEGACY / name).read_text(encoding="utf-8"), parse_float=Decimal)


def legacy_bytes(name: str) -> bytes:
    return (LEGACY / name).read_bytes()
