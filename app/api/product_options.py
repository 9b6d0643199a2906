"""A voucher product's options (a treatment, a menu), read as tolerantly as the rest of the service.

``GET /vouchers/`` gives no documented shape for ``options``; docs/service-reference.md "Products"
decides one: an object keyed by the option's ``optionKey``, each ``{"name", "values"}`` with its
``values`` a list of the ``optionValue``s. An older service may send a list of objects that carry
their own ``optionKey``, values as objects (``{"optionValue", "name"}``) or keyed by value, and
``[]`` (PHP's empty object) for none. What cannot be read as an option is left out: a product
is still sold without it, and the service says if it needed one.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ProductOption:
    """One choice the buyer makes for a product: its key, its name and the values offered."""

    key: str
    name: str
    values: tuple[str, ...]


def read_options(raw: Mapping[str, Any] | list[Any] | None) -> tuple[ProductOption, ...]:
    """The options of a product, in the order the service gives them."""
    if isinstance(raw, Mapping):
        entries = [(str(key), value) for key, value in raw.items()]
    elif isinstance(raw, list):
        entries = [(str(e.get("optionKey", "")), e) for e in raw if isinstance(e, Mapping)]
    else:
        return ()
    found: list[ProductOption] = []
    for key, entry in entries:
        if not key:
            continue
        if isinstance(entry, Mapping):
            # The option's name is only shown: decoded as every text of the service is (PHP writes
            # ``Wine &amp; Dine``). Its values are sent back as they came, the service's own words.
            name = html.unescape(str(entry.get("name") or key))
            values = _values(entry.get("values"))
        else:
            name, values = key, _values(entry)
        if values:
            found.append(ProductOption(key, name, values))
    return tuple(found)


def _values(raw: object) -> tuple[str, ...]:
    if isinstance(raw, Mapping):
        return tuple(str(value) for value in raw)
    if isinstance(raw, list):
        return tuple(
            str(value.get("optionValue", "")) if isinstance(value, Mapping) else str(value)
            for value in raw
            if not isinstance(value, Mapping) or value.get("optionValue") not in (None, "")
        )
    return ()
