"""A package whose names load with their own module, when first asked for (PEP 562).

A feature's dialogs that the till page does not show are loaded once the page is painted
(``app.shell.later``), not while the till starts: their package names them without importing them.
Such a package's ``__init__`` is three parts: its names imported under ``TYPE_CHECKING`` (``import X
as X``, so mypy sees each one's type and takes it as exported), the table of where each name lives,
and one call of ``lazy_package`` that makes the rest of the package from that table. The package's
``__getattr__`` is set by that call, out of mypy's sight, so a name missing from the table is a
type error where it is used, not an ``Any``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping
from typing import Any, NamedTuple


class LazyPackage(NamedTuple):
    """What a lazy package's ``__init__`` sets, in this order: ``MODULES, __all__``."""

    #: Every module the table names, in full: what ``app.shell.later`` loads once the page is painted.
    modules: tuple[str, ...]
    #: The package's public names: those of the table.
    names: list[str]


def lazy_package(package: str, homes: Mapping[str, str]) -> LazyPackage:
    """``package``'s names, each loaded on first use from its module (``homes``: name to the module
    that defines it, inside the package). Called while the package's ``__init__`` runs: it gives the
    package its ``__getattr__``, which imports a name of the table on first use and keeps it there."""

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module hook's own name
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        setattr(sys.modules[package], name, value)
        return value

    vars(sys.modules[package])["__getattr__"] = __getattr__
    modules = tuple(dict.fromkeys(f"{package}.{home}" for home in homes.values()))
    return LazyPackage(modules, sorted(homes))
