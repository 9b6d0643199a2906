"""A package whose names load with their own module, when first asked for (PEP 562).

A feature's dialogs that the till page does not show are loaded once the page is painted
(``app.shell.later``), not while the till starts: their package names them without importing them.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """The ``__getattr__`` of ``package``: each name of ``homes`` (name to its module, inside the
    package) is imported from its module on first use and then kept on the package."""

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module hook's own name
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__


def modules_of(package: str, homes: Mapping[str, str]) -> tuple[str, ...]:
    """Every module ``homes`` names, in full: what to load once the till page is painted."""
    return tuple(dict.fromkeys(f"{package}.{home}" for home in homes.values()))
