"""Which system libraries Qt's X11 plugin lacks on a Linux till, and the packages that bring them.

A fresh Debian or Ubuntu desktop has X11 but not every small xcb library Qt's ``xcb`` platform plugin
links against (``libxcb-icccm4`` and ``libxcb-keysyms1`` were missing on one): Qt then aborts before
any window can say why. This is asked only after Qt has said it could not load its platform plugin,
so a till that starts pays nothing for it. ``ldd`` names every library the plugin would load that is
not found, its own dependencies' included.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

#: What a Linux till needs beyond Python, as docs/administration.md says: Qt's xcb plugin's
#: libraries (Debian and Ubuntu package names). Shown when ``ldd`` is not there to say which ones are missing.
XCB_PACKAGES = (
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxcb-image0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xkb1",
    "libxkbcommon-x11-0",
    "libegl1",
    "libfontconfig1",
    "libdbus-1-3",
)

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)
_SONAME = re.compile(r"^lib(?P<name>.+)\.so\.(?P<version>[0-9]+)")


def package_for(soname: str) -> str:
    """The Debian package of a shared library, by Debian's naming policy: ``libxcb-icccm.so.4`` is
    in ``libxcb-icccm4``, ``libxkbcommon-x11.so.0`` in ``libxkbcommon-x11-0`` (a dash after a name
    that ends in a digit), ``libEGL.so.1`` in ``libegl1``."""
    match = _SONAME.match(soname)
    if match is None:
        return soname
    name = match["name"].lower()
    dash = "-" if name[-1].isdigit() else ""
    return f"lib{name}{dash}{match['version']}"


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reported as not found, each once, in its order."""
    return list(dict.fromkeys(_NOT_FOUND.findall(ldd_output)))


def xcb_plugin() -> Path | None:
    """Qt's X11 platform plugin as installed beside PySide6 (or in the frozen bundle), if found."""
    import PySide6  # noqa: PLC0415 - Qt is already loaded when this is asked

    for base in (Path(PySide6.__file__).parent, Path(getattr(sys, "_MEIPASS", "")) / "PySide6"):
        plugin = base / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def missing_xcb_packages() -> list[str]:
    """The packages that would bring what Qt's xcb plugin lacks here ([] when nothing is missing
    or it cannot be told)."""
    plugin = xcb_plugin()
    ldd = shutil.which("ldd")
    if plugin is None or ldd is None:
        return []
    try:
        done = subprocess.run(  # noqa: S603 - the system's ldd on Qt's own plugin file
            [ldd, str(plugin)], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return []
    return list(dict.fromkeys(package_for(lib) for lib in missing_libraries(done.stdout)))


def platform_hint() -> str:
    """What the person starting the till reads when Qt could not open a window."""
    if not sys.platform.startswith("linux"):
        return "Qt could not open a window. Start the till on a desktop session.\n"
    missing = missing_xcb_packages()
    if missing:
        return (
            f"Qt could not open a window: the system lacks {', '.join(missing)}. On Debian or Ubuntu "
            f"install them with: sudo apt-get install {' '.join(missing)}\n"
        )
    return (
        "Qt could not open a window. On Linux the till needs an X11 or Wayland desktop session and "
        f"Qt's X11 libraries (Debian/Ubuntu: sudo apt-get install {' '.join(XCB_PACKAGES)}).\n"
    )
