"""What a built bundle holds that it must not: the sandbox's test harness.

The installer excludes ``sandbox_harness`` (installer.spec); this reads the built bundle back, both
its files and the module archive inside its executable, so a hidden import that pulled the harness
in fails the build instead of shipping fault injection to every till.
"""

from __future__ import annotations

from pathlib import Path

from PyInstaller.archive.readers import CArchiveReader, ZlibArchiveReader

HARNESS = "sandbox_harness"


def _archived_modules(executable: Path) -> list[str]:
    archive = CArchiveReader(str(executable))
    modules: list[str] = []
    for name in archive.toc:
        if name.endswith(".pyz"):
            embedded = archive.open_embedded_archive(name)
            if isinstance(embedded, ZlibArchiveReader):
                modules.extend(embedded.toc)
    return modules


def harness_in_bundle(bundle: Path, executable: Path) -> list[str]:
    """The harness's modules and files found in ``bundle`` (empty when it holds none)."""
    found = [str(path.relative_to(bundle)) for path in bundle.rglob(f"*{HARNESS}*")]
    found += [module for module in _archived_modules(executable) if module.split(".")[0] == HARNESS]
    return found


def archived_module_count(executable: Path) -> int:
    """How many modules the executable's archive holds: a check that reads none proves nothing."""
    return len(_archived_modules(executable))
