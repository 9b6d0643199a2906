"""The bundle's check for the sandbox's test harness finds it wherever a build could carry it.

A real build takes minutes (``test_bundle.py`` makes one); these bundles are made in a moment with
PyInstaller's own archive writers, in the layout a build has: executables at the top, each ending
in its archive with the module archive (PYZ) inside.
"""

from __future__ import annotations

import py_compile
import sys
from pathlib import Path

import pytest
from PyInstaller.archive.writers import CArchiveWriter, ZlibArchiveWriter

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_contents import harness_in_bundle, modules_read  # noqa: E402

#: What a till's archive holds: the training service, which ships, and its own routes.
TILL_MODULES = {
    "app.sandbox.app": "ROUTES = ('/codes/{code}/', '/orders/')\n",
    "app.main": "def main():\n    return 'voucher-desk'\n",
}


def executable(path: Path, modules: dict[str, str], sources: Path) -> Path:
    """A file like a built executable: a loader's bytes, then the archive holding ``modules``
    (written from files in ``sources``, outside the bundle)."""
    sources.mkdir(parents=True)
    entries, code = [], {}
    for name, text in modules.items():
        source = sources / f"{name}.py"
        source.write_text(text, encoding="utf-8")
        entries.append((name, str(source), "PYMODULE"))
        code[name] = compile(text, str(source), "exec")
    pyz = sources / "PYZ.pyz"
    ZlibArchiveWriter(str(pyz), entries, code)
    package = sources / "package"
    CArchiveWriter(str(package), [("PYZ.pyz", str(pyz), False, "z")], "libpython3.11.so")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x7fELF the bootloader " + package.read_bytes())
    return path


def a_bundle(tmp_path: Path, *executables: dict[str, str]) -> Path:
    bundle = tmp_path / "voucher-desk"
    for number, modules in enumerate(executables):
        executable(bundle / f"voucher-desk-{number}", modules, tmp_path / f"sources-{number}")
    (bundle / "_internal" / "resources").mkdir(parents=True)
    (bundle / "_internal" / "resources" / "app.svg").write_text("<svg/>", encoding="utf-8")
    return bundle


def test_a_bundle_of_the_till_alone_holds_no_harness(tmp_path: Path) -> None:
    bundle = a_bundle(tmp_path, TILL_MODULES)
    assert harness_in_bundle(bundle) == []
    assert modules_read(bundle) == len(TILL_MODULES)


@pytest.mark.parametrize(
    ("extra", "found"),
    [
        ({"sandbox_harness.faults": "RULES = []\n"}, "sandbox_harness.faults"),
        (
            {"app.sandbox.steering": "def mount(route):\n    return route('/_sandbox/faults', 'POST')\n"},
            "app.sandbox.steering (names /_sandbox/…)",
        ),
    ],
    ids=["the harness's package", "its control routes under another name"],
)
def test_the_harness_in_any_executable_of_the_bundle_is_named(
    tmp_path: Path, extra: dict[str, str], found: str
) -> None:
    # The second executable is the console twin a Windows bundle has beside the till.
    bundle = a_bundle(tmp_path, TILL_MODULES, {**TILL_MODULES, **extra})
    assert harness_in_bundle(bundle) == [found]


def test_a_file_of_the_harness_collected_beside_the_archive_is_named(tmp_path: Path) -> None:
    bundle = a_bundle(tmp_path, TILL_MODULES)
    (bundle / "_internal" / "sandbox_harness").mkdir()
    assert harness_in_bundle(bundle) == ["_internal/sandbox_harness"]


def test_control_routes_in_a_module_compiled_beside_the_archive_are_named(tmp_path: Path) -> None:
    # A build with ``noarchive`` leaves every module compiled in the bundle's folder instead.
    bundle = a_bundle(tmp_path, TILL_MODULES)
    source = tmp_path / "steering.py"
    source.write_text("ROUTE = '/_sandbox/reset'\n", encoding="utf-8")
    compiled = bundle / "_internal" / "app" / "sandbox" / "steering.pyc"
    compiled.parent.mkdir(parents=True)
    py_compile.compile(str(source), cfile=str(compiled), doraise=True)
    assert harness_in_bundle(bundle) == ["_internal/app/sandbox/steering.pyc (names /_sandbox/…)"]
    assert modules_read(bundle) == len(TILL_MODULES) + 1
