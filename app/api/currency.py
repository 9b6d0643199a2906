"""Currency codes as the till compares them: whatever case the service writes them in.

An old PHP service may write ``gbp`` in one field and key ``balances.current`` by ``GBP``; read
literally, the voucher would have no balance in its own currency and be refused.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator


def currency(value: Any) -> Any:
    """``gbp`` (or `` Gbp ``) is ``GBP``; anything not text is left for the model to refuse."""
    return value.strip().upper() if isinstance(value, str) else value


def currency_keys(value: Any) -> Any:
    """A map keyed by currency code, its keys read as :func:`currency` reads a code."""
    if isinstance(value, dict):
        return {currency(key): item for key, item in value.items()}
    return value


Currency = Annotated[str, BeforeValidator(currency)]
