"""A till on a real service never loads the training sandbox (Starlette, uvicorn, the demo data).

Started as a process, as a till is at a hotel: the sandbox is imported only by a training till
that starts its own, so a real start neither pays for loading it nor carries a web server.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import keyring.backends.fail
import pytest

from app.core.paths import resolve_paths
from app.core.pin import hash_pin
from app.core.settings import ManagerRecord, save_settings
from app.sandbox.seed_catalogue import DEMO_KEY
from app.store.credentials import CredentialStore
from helpers.till import till_settings
from sandbox_harness.server import SandboxServer

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
SANDBOX_MODULES = ("starlette", "uvicorn", "app.sandbox")
#: Starts the till as ``voucher-desk`` does; once its first page is painted it closes (the start-up
#: benchmark's switch), and the process says which of the sandbox's modules it had loaded.
PROBE = f"""
import sys
from app.main import main
code = main(sys.argv[1:])
print("loaded:", sorted(m for m in {SANDBOX_MODULES!r} if m in sys.modules))
sys.exit(code)
"""


def test_a_till_on_a_service_never_imports_the_sandbox(tmp_path: Path, sandbox: SandboxServer) -> None:
    home = tmp_path / "home"
    paths = resolve_paths(home).ensure()
    settings = till_settings(sandbox, only_till_here=False)
    settings.managers = (ManagerRecord(name="Mia Manager", pin_hash=hash_pin("2580")),)
    save_settings(settings, paths.settings_file)
    CredentialStore(paths.secrets_file, backend=keyring.backends.fail.Keyring()).set_api_key(DEMO_KEY)
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "--config-dir", str(home), "--staff", "Sam Till"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
            "VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT": "1",
        },
    )
    assert done.returncode == 0, done.stderr
    assert "first-paint" in done.stdout
    assert "loaded: []" in done.stdout
