"""The app as shipped: build the onedir bundle from installer.spec and smoke-test it as built.

This is the one test that catches what only freezing breaks: a hidden import uvicorn or keyring
loads by name, a Qt plugin the excludes took away, a resource the spec did not bundle.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from app import APP_SLUG
from app.services.updates import ROOT_FILE
from helpers.update_channel import Channel, bundle, release, serving

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_contents import harness_in_bundle, modules_read  # noqa: E402


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.logs(r"config file not found", r"Saving \*absolute\* path")
def test_the_built_bundle_passes_the_smoke_test() -> None:
    # A build is ~350 MB: removed at once rather than left in pytest's last three temp folders.
    with tempfile.TemporaryDirectory(prefix="voucher-desk-bundle-") as folder:
        _build_and_smoke_test(Path(folder))


def _build_and_smoke_test(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(ROOT / "installer.spec"),
            "--noconfirm",
            "--log-level=WARN",
            f"--distpath={dist}",
            f"--workpath={tmp_path / 'work'}",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert build.returncode == 0, build.stderr[-4000:]
    bundle = dist / APP_SLUG
    assert (bundle / "_internal" / "resources" / "icons" / "app.svg").is_file()
    # The till ships the training service but none of the harness that steers it in tests.
    assert modules_read(bundle) > 100
    assert harness_in_bundle(bundle) == []

    smoke = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "smoke_test.py"), str(bundle), "--timeout=120"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )

    assert smoke.returncode == 0, smoke.stderr
    assert "smoke test passed" in smoke.stdout

    # The frozen till loads its signed-update client (tufup needs setuptools at import).
    headless = subprocess.run(
        [str(bundle / APP_SLUG), "--headless-check", "--config-dir", str(tmp_path / "headless")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert headless.returncode == 0, headless.stdout + headless.stderr
    assert "updates through tufup " in headless.stdout

    _update_now(bundle, tmp_path)


def _update_now(built: Path, tmp_path: Path) -> None:
    """The frozen till updates itself with ``--update-now`` from a signed channel on loopback. The
    release it is offered is one file (the full update, bundle to bundle, is the Windows build's
    check under Wine: packaging/windows_on_linux.py); what this shows is the frozen update client."""
    repo = tmp_path / "channel"
    repo.mkdir()
    with serving(repo) as url:
        channel = Channel(repo, release.make_throwaway_keys(tmp_path / "keys"), url)
        channel.publish("0.1.0.1", bundle(tmp_path / "next", "0.1.0.1"))
        channel.for_till().write(built)
        shutil.copyfile(repo / "metadata" / ROOT_FILE, built / ROOT_FILE)
        done = subprocess.run(
            [str(built / APP_SLUG), "--update-now", "--config-dir", str(tmp_path / "updating")],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    assert (done.returncode, done.stdout.strip()) == (0, "Updated to 0.1.0.1."), done.stderr
    assert (built / "release.txt").read_text(encoding="utf-8") == "0.1.0.1"
