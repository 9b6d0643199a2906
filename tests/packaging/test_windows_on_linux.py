"""The parts of the Windows build under Wine that decide what gets built, checked without Wine.

The build itself (Wine, PyInstaller, Inno Setup, install, upgrade, uninstall) runs in .ci/run as
``packaging/build.py windows-on-linux``; it takes minutes and needs Wine, so it is not a test here.
"""

from __future__ import annotations

import struct
import subprocess
from pathlib import Path

import pytest

from app import APP_NAME, APP_ORG, APP_SLUG, __version__
from helpers.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "windows_on_linux.py"
# What Wine writes to a prefix's user.reg once Inno Setup has registered the app (APP_ID replaced).
USER_REG = r"""WINE REGISTRY Version 2

[Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\APP_ID_is1] 1763800000
"DisplayName"="Voucher Desk"
"DisplayVersion"="0.1.0"
"UninstallString"="\"C:\\users\\me\\AppData\\Local\\Programs\\Voucher Desk\\unins000.exe\""

[Software\\Other] 1763800000
"DisplayVersion"="9.9"
"""


wol = load_script(ROOT / "packaging" / "windows_on_linux.py", "windows_on_linux")


def _locked(requirements: str) -> dict[str, str]:
    pins = (line.split(";")[0].strip() for line in requirements.splitlines() if "==" in line)
    return dict(pin.split("==") for pin in pins)


def test_windows_requirements_are_the_lock_with_only_the_wine_pins_changed() -> None:
    unpinned = subprocess.run(
        ["uv", "export", "--locked", "--no-dev", "--group", "build", "--no-emit-project", "--no-hashes"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    windows = _locked(wol.windows_requirements())
    lock = _locked(unpinned)

    assert windows["pyside6-essentials"] == "6.8.3"
    assert windows["shiboken6"] == "6.8.3"
    assert "pyinstaller" in windows
    assert not {"pytest", "mypy", "ruff", "hypothesis"} & set(windows)
    changed = {name for name in lock if windows[name] != lock[name]}
    assert changed == set(wol.WINE_PINS)


def test_a_pin_the_lock_no_longer_needs_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wol, "WINE_PINS", {"pyside6-addons": "6.8.3"})

    with pytest.raises(wol.CheckFailed, match="WINE_PINS names pyside6-addons"):
        wol.windows_requirements()


def test_the_installer_gets_the_identity_from_the_app_package() -> None:
    defines = wol.iscc_defines("Z:\\dist\\voucher-desk", "Z:\\dist", f"{__version__}.1", "0.1.0.1")

    assert defines == [
        f"/DAppName={APP_NAME}",
        f"/DAppSlug={APP_SLUG}",
        f"/DAppPublisher={APP_ORG}",
        f"/DAppVersion={__version__}.1",
        "/DAppFileVersion=0.1.0.1",
        "/DDistDir=Z:\\dist\\voucher-desk",
        "/DOutputDir=Z:\\dist",
    ]
    assert wol.file_version() == ".".join([*__version__.split(".")[:3], "0"])


def test_the_apps_registration_is_read_from_the_prefix_registry(tmp_path: Path) -> None:
    app_id = wol.app_id()
    (tmp_path / "user.reg").write_text(USER_REG.replace("APP_ID", app_id), encoding="utf-8")
    wine = wol.Wine(tmp_path, ":99")

    entry = wol.uninstall_entry(wine)

    assert entry["DisplayVersion"] == "0.1.0"
    assert entry["UninstallString"] == '"C:\\users\\me\\AppData\\Local\\Programs\\Voucher Desk\\unins000.exe"'
    assert app_id.startswith("{6F1C8E2A")


def test_no_registration_reads_as_empty(tmp_path: Path) -> None:
    (tmp_path / "user.reg").write_text("WINE REGISTRY Version 2\n", encoding="utf-8")

    assert wol.uninstall_entry(wol.Wine(tmp_path, ":99")) == {}


def _exports(dll: bytes) -> tuple[str, dict[str, str]]:
    """Read a DLL's name and forwarded exports the way the Windows loader finds them."""
    pe = struct.unpack_from("<I", dll, 0x3C)[0]
    assert dll[:2] == b"MZ"
    assert dll[pe : pe + 4] == b"PE\0\0"
    export_rva, export_size = struct.unpack_from("<II", dll, pe + 24 + 112)
    section = pe + 24 + 240
    _, _, virtual_address, _, raw_pointer = struct.unpack_from("<8sIIII", dll, section)

    def at(rva: int) -> int:
        return int(rva - virtual_address + raw_pointer)

    def text(rva: int) -> str:
        start = at(rva)
        return dll[start : dll.index(b"\0", start)].decode("ascii")

    fields = struct.unpack_from("<IIHHIIIIIII", dll, at(export_rva))
    name_rva, count, functions, names, ordinals = fields[4], fields[7], fields[8], fields[9], fields[10]
    forwards = {}
    for index in range(count):
        ordinal = struct.unpack_from("<H", dll, at(ordinals) + 2 * index)[0]
        target = struct.unpack_from("<I", dll, at(functions) + 4 * ordinal)[0]
        assert export_rva <= target < export_rva + export_size  # inside the table: a forwarder
        forwards[text(struct.unpack_from("<I", dll, at(names) + 4 * index)[0])] = text(target)
    return text(name_rva), forwards


def test_the_wine_shims_forward_each_export_to_where_wine_has_it() -> None:
    for name, wanted in wol.WINE_SHIMS.items():
        assert _exports(wol.forwarding_dll(name, wanted)) == (name, wanted)

    two = {"b": "x.B", "a": "y.A"}
    assert _exports(wol.forwarding_dll("two.dll", two)) == ("two.dll", two)


@pytest.mark.anyio
@pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path", r"update refused")
async def test_each_bad_channel_of_the_update_check_is_refused_for_its_own_reason(tmp_path: Path) -> None:
    """What the till under Wine is served: checked here with the same client, so a refusal there is
    the till's, not a channel this script built wrong."""
    from app.services.updates import UpdateChannel  # noqa: PLC0415
    from app.services.updates.fetch import Refusal, UpdateRefused, UpdateStaged, check_and_stage  # noqa: PLC0415

    installed, following = tmp_path / "installed", tmp_path / "next"
    for folder, version in ((installed, __version__), (following, wol.NEXT_VERSION)):
        folder.mkdir()
        (folder / "release.txt").write_text(version, encoding="utf-8")
    with wol.loopback_channel() as (url, served):
        channels = wol.publish_channels(tmp_path / "update", installed, following, url)
        till = UpdateChannel.shipped(channels.shipped)
        assert till is not None
        reasons = {
            "tampered": Refusal.TAMPERED,
            "expired": Refusal.EXPIRED,
            "wrong-key": Refusal.WRONG_KEY,
            "rollback": Refusal.ROLLBACK,
        }
        assert set(channels.bad) == set(reasons)
        for case, folder in channels.bad.items():
            served.served = folder
            result = await check_and_stage(till, __version__, tmp_path / "tills" / case)
            assert isinstance(result, UpdateRefused), case
            assert result.reason is reasons[case], case
        served.served = None
        hanging = await check_and_stage(
            till, __version__, tmp_path / "tills" / "hanging", socket_timeout_s=0.2
        )
        assert isinstance(hanging, UpdateRefused)
        assert hanging.reason is Refusal.SLOW
        served.served = channels.good
        good = await check_and_stage(till, __version__, tmp_path / "tills" / "good")
        assert isinstance(good, UpdateStaged)
        assert good.version == wol.NEXT_VERSION
