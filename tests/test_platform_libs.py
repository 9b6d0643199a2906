"""What a Linux till is told to install when Qt's X11 plugin cannot load."""

from __future__ import annotations

import pytest

from app.platform_libs import missing_libraries, package_for

#: ``ldd`` on PySide6's libqxcb.so on a fresh Debian 12 desktop (trimmed): two libraries missing,
#: each reported for the plugin and again for libQt6XcbQpa, which the plugin loads.
FRESH_DEBIAN_LDD = """\
\tlinux-vdso.so.1 (0x00007ffd6b5f2000)
\tlibQt6XcbQpa.so.6 => /opt/venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f0c2a200000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f0c2a1d0000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxkbcommon-x11.so.0 => not found
"""


def test_the_libraries_ldd_could_not_find_are_named_once_each() -> None:
    assert missing_libraries(FRESH_DEBIAN_LDD) == [
        "libxcb-icccm.so.4",
        "libxcb-keysyms.so.1",
        "libxkbcommon-x11.so.0",
    ]


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxcb-render-util.so.0", "libxcb-render-util0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libEGL.so.1", "libegl1"),
    ],
)
def test_each_missing_library_is_named_by_the_package_that_brings_it(soname: str, package: str) -> None:
    assert package_for(soname) == package
