"""What a built bundle holds that it must not: the sandbox's test harness.

The installer excludes ``sandbox_harness`` (installer.spec); this reads the built bundle back, as
``pyi-archive_viewer`` does, so a hidden import that pulled the harness in fails the build instead of
shipping fault injection to every till. It looks in three places:

- the bundle's files: none named after the harness;
- the module archive (PYZ) inside each of the bundle's executables (Windows has two: the till and
  its console twin): no module of the harness's package;
- the code of every module, in those archives and compiled beside them (a build with
  ``noarchive``): no string naming a control route (``/_sandbox/``), so the harness's routes copied
  into another package, which the name check would miss, are found too: no installed till can
  mount them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PyInstaller.archive.readers import CArchiveReader, ZlibArchiveReader
from PyInstaller.loader.pyimod01_archive import ArchiveReadError

HARNESS = "sandbox_harness"
#: Where the harness mounts its control routes (faults, the clock, a reset): ``sandbox_harness.control``.
CONTROL_ROUTES = "/_sandbox/"


def _archives(executable: Path) -> Iterator[ZlibArchiveReader]:
    archive = CArchiveReader(str(executable))
    for name in archive.toc:
        if name.endswith(".pyz"):
            embedded = archive.open_embedded_archive(name)
            if isinstance(embedded, ZlibArchiveReader):
                yield embedded


def _archived_modules(executable: Path) -> list[str]:
    return [module for archive in _archives(executable) for module in archive.toc]


def _names_control_routes(code: bytes | None) -> bool:
    # A module's marshalled code, read as bytes rather than loaded: a Windows bundle built under
    # Wine holds another Python's bytecode, which this Python cannot load. A string constant is
    # marshalled as its UTF-8 bytes, so the route's prefix is found whichever Python wrote it.
    return code is not None and CONTROL_ROUTES.encode() in code


def _compiled_beside(bundle: Path) -> list[Path]:
    return sorted(bundle.rglob("*.pyc"))


def executables(bundle: Path) -> list[Path]:
    """The bundle's own executables: every file at its top (or in a macOS app's ``Contents/MacOS``)
    that holds PyInstaller's archive."""
    top = bundle / "Contents" / "MacOS" if (bundle / "Contents" / "MacOS").is_dir() else bundle
    found = []
    for path in sorted(top.iterdir()):
        if path.is_file():
            try:
                CArchiveReader(str(path))
            except ArchiveReadError:
                continue
            found.append(path)
    return found


def harness_in_bundle(bundle: Path) -> list[str]:
    """The harness's files, modules and control routes found in ``bundle`` (empty when it holds none)."""
    found = [str(path.relative_to(bundle)) for path in bundle.rglob(f"*{HARNESS}*")]
    for executable in executables(bundle):
        for archive in _archives(executable):
            found += [module for module in archive.toc if module.split(".")[0] == HARNESS]
            found += [
                f"{module} (names {CONTROL_ROUTES}…)"
                for module in archive.toc
                if _names_control_routes(archive.extract(module, raw=True))
            ]
    found += [
        f"{path.relative_to(bundle)} (names {CONTROL_ROUTES}…)"
        for path in _compiled_beside(bundle)
        if _names_control_routes(path.read_bytes())
    ]
    return found


def modules_read(bundle: Path) -> int:
    """How many modules the check reads, in the executables' archives and compiled beside them: a
    check that reads none proves nothing."""
    archived = sum(len(_archived_modules(executable)) for executable in executables(bundle))
    return archived + len(_compiled_beside(bundle))
