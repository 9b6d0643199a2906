"""Finds the files shipped in ``resources/``, whether the app runs from a checkout or a frozen bundle.

PyInstaller unpacks data next to the bundled code and exposes that folder as ``sys._MEIPASS``
(``Contents/Frameworks`` in a macOS app, whose data files it links there from ``Contents/Resources``);
from a checkout the folder sits beside the ``app`` package. Nothing else should guess at either layout.
"""

from __future__ import annotations

import sys
from pathlib import Path

APP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def resources_dir() -> Path:
    """Return the ``resources`` folder of the running app."""
    bundle_root = getattr(sys, "_MEIPASS", None)
    if bundle_root is not None:
        return Path(bundle_root) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(*parts: str) -> Path:
    """Return a file under ``resources``; raise ``FileNotFoundError`` now rather than let Qt show nothing."""
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"resource missing from this build: {path}")
    return path


def app_icon_files() -> list[Path]:
    """Return the app icon as PNGs, smallest first, so a window icon needs no SVG plugin."""
    return [resource_path("icons", f"app-{size}.png") for size in APP_ICON_SIZES]
