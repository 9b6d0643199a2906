"""The project's own scripts under ``packaging/``, loaded as modules: they are not a package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load_script(path: Path, name: str) -> ModuleType:
    """Run ``path`` as the module ``name`` (registered, so its dataclasses can find it)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def translations_script() -> ModuleType:
    """``packaging/translations.py``: the one way the app's words are read for lupdate (plurals too)."""
    return load_script(PACKAGING / "translations.py", "translations")
