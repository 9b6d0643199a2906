"""Builds Voucher Desk for release on the machine it runs on: bundle, smoke test, installer.

    uv run python packaging/build.py all          # what the release workflow runs
    uv run python packaging/build.py bundle       # PyInstaller only: dist/voucher-desk (or the .app)
    uv run python packaging/build.py smoke        # packaging/smoke_test.py on that build
    uv run python packaging/build.py update       # the update archive and signed metadata (release.py)
    uv run python packaging/build.py installer    # Inno Setup on Windows, the signed .dmg on macOS
    uv run python packaging/build.py windows-on-linux  # the Windows installer built and tried under Wine

The installers get the name, publisher and version from app/__init__.py through here, so the Inno
script and the dmg scripts never spell them out. On macOS the app and the dmg are signed and
notarised when VOUCHER_DESK_CODESIGN_IDENTITY is set (see packaging/macos/sign_and_notarize.sh);
without it the dmg holds the ad-hoc signed build, fine for testing but blocked by Gatekeeper.
The update step writes the release channel's address and root into the bundle, so it runs before
the installer; its keys come from $VOUCHER_DESK_RELEASE_KEYS (under CI=true, a throwaway set).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import release
import windows_on_linux
from bundle_contents import harness_in_bundle, modules_read
from windows_on_linux import iscc_defines

from app import APP_NAME, APP_SLUG, __version__

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
IS_WINDOWS = sys.platform == "win32"
IS_MACOS = sys.platform == "darwin"


def built_app() -> Path:
    return DIST / f"{APP_NAME}.app" if IS_MACOS else DIST / APP_SLUG


def run(command: list[str], **environment: str) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True, env={**os.environ, **environment})


def bundle() -> None:
    APP_SIGNED.unlink(missing_ok=True)  # a new build is unsigned
    run([sys.executable, "-m", "PyInstaller", str(ROOT / "installer.spec"), "--noconfirm", "--clean"])
    check_no_harness()


def check_no_harness() -> None:
    """The bundle carries no fault injection, legacy shapes, control routes or sandbox CLI."""
    found = harness_in_bundle(built_app())
    if found:
        raise SystemExit(f"the bundle holds the sandbox's test harness: {', '.join(found)}")
    read = modules_read(built_app())
    if read == 0:
        raise SystemExit("the bundle's check for the test harness found no module to read")
    print(f"no test harness in the bundle ({read} modules read)")


def smoke() -> None:
    run(
        [sys.executable, str(ROOT / "packaging" / "smoke_test.py"), str(built_app())],
        QT_QPA_PLATFORM="offscreen",
    )


def find_iscc() -> str:
    candidates = [os.environ.get("ISCC", ""), shutil.which("iscc") or ""]
    candidates += [
        str(Path(os.environ[variable]) / "Inno Setup 6" / "ISCC.exe")
        for variable in ("ProgramFiles(x86)", "ProgramFiles")
        if variable in os.environ
    ]
    if "LOCALAPPDATA" in os.environ:
        candidates.append(str(Path(os.environ["LOCALAPPDATA"]) / "Programs" / "Inno Setup 6" / "ISCC.exe"))
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            return candidate
    raise SystemExit("Inno Setup 6 not found: install it (choco install innosetup) or set ISCC")


def windows_installer() -> None:
    run([find_iscc(), *iscc_defines(str(built_app()), str(DIST)), str(windows_on_linux.ISS)])


MACOS = ROOT / "packaging" / "macos"
#: Left by signing the app, so the dmg step does not sign and notarise it a second time.
APP_SIGNED = DIST / "app-signed"


def macos_signing() -> bool:
    return bool(os.environ.get("VOUCHER_DESK_CODESIGN_IDENTITY"))


def sign_macos_app() -> None:
    """Sign and notarise the app as built (the update step does it before archiving the app)."""
    APP_SIGNED.unlink(missing_ok=True)
    if macos_signing():
        run([str(MACOS / "sign_and_notarize.sh"), str(built_app())])
        APP_SIGNED.write_text(str(built_app()), encoding="utf-8")


def macos_dmg() -> None:
    dmg = DIST / f"{APP_SLUG}-{__version__}-macos.dmg"
    if not APP_SIGNED.is_file():
        sign_macos_app()
    run([str(MACOS / "build_dmg.sh"), str(built_app()), str(dmg)])
    if macos_signing():
        run([str(MACOS / "sign_and_notarize.sh"), str(dmg)])


def installer() -> None:
    if IS_WINDOWS:
        windows_installer()
    elif IS_MACOS:
        macos_dmg()
    else:
        raise SystemExit("installers are built on Windows and macOS; on Linux use `windows-on-linux`")


#: Where a CI build's throwaway channel says it lives: nothing is published from CI.
CI_CHANNEL_URL = "http://127.0.0.1:8080/voucher-desk"


def update() -> None:
    """The update archive and the signed TUF metadata in dist/update-channel, beside the installer."""
    keys = os.environ.get(release.KEYS_ENV)
    url = os.environ.get(release.URL_ENV)
    # A tag's build is a release: it signs with the release's keys or not at all.
    if keys is None and os.environ.get("CI") == "true" and os.environ.get("GITHUB_REF_TYPE") != "tag":
        keys = str(release.make_throwaway_keys(DIST / "throwaway-release-keys"))
        url = url or CI_CHANNEL_URL
    if keys is None or url is None:
        raise SystemExit(f"set ${release.KEYS_ENV} (the release keys) and ${release.URL_ENV} (the channel)")
    # The channel's files go into the app before it is signed; the update archives the signed app.
    before = sign_macos_app if IS_MACOS else None
    archive = release.publish(
        built_app(), __version__, release.DEFAULT_REPO, Path(keys), url, before_archive=before
    )
    print(f"update: {archive} and its signed metadata", flush=True)


def windows_under_wine() -> None:
    """See packaging/windows_on_linux.py: build, install, upgrade, run and uninstall under Wine."""
    if windows_on_linux.main([]) != 0:
        raise SystemExit(1)


STEPS = {
    "bundle": [bundle],
    "smoke": [smoke],
    "update": [update],
    "installer": [installer],
    "all": [bundle, smoke, update, installer],
    "windows-on-linux": [windows_under_wine],
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=STEPS)
    for step in STEPS[parser.parse_args(argv).step]:
        step()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
