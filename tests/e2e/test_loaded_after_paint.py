"""The dialogs the till page does not show load once it is painted, not while the till starts, and
the service's models are built then too, and the client's HTTP library is loaded then.

Started as a process, as a till is: at the till page's first paint none of the dialogs is loaded
and no model built; soon after, all are, so a manager's key pressed then opens its dialog at once
and the first scan's answer is read by a model already built.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
#: What was loaded when the page, once painted, started loading the rest; and what is loaded after.
PROBE = """
import sys, threading
import app.lifecycle as life
from app.main import main
from app.shell.later import HTTP, LATER
from app.api.service_model import ServiceModel
seen = []
http = []
def every_model():
    found, pending = [], [*ServiceModel.__subclasses__()]
    while pending:
        model = pending.pop()
        found.append(model)
        pending.extend(model.__subclasses__())
    return found
built = []
load_later = life.load_later
def painted():
    seen.extend(m for m in LATER if m in sys.modules)
    http.extend(m for m in HTTP if m in sys.modules)
    built.extend(m.__name__ for m in every_model() if m.__pydantic_complete__)
    return load_later()
life.load_later = painted
code = main(sys.argv[1:])
for thread in threading.enumerate():
    if thread.name == "load-later":
        thread.join(60)
print("at paint:", sorted(seen))
print("after:", sorted(set(LATER) - set(sys.modules)))
print("http loaded by the paint:", sorted(http))
print("http missing once done:", sorted(set(HTTP) - set(sys.modules)))
print("built at paint:", sorted(built))
print("not built after:", sorted(m.__name__ for m in every_model() if not m.__pydantic_complete__))
sys.exit(code)
"""


def test_the_dialogs_and_models_the_page_does_not_need_load_after_its_first_paint(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "--training", "--staff", "Sam Till", "--config-dir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "VOUCHER_DESK_EXIT_AFTER_FIRST_PAINT": "1"},
    )
    assert done.returncode == 0, done.stderr
    assert "first-paint" in done.stdout
    assert "at paint: []" in done.stdout
    assert "after: []" in done.stdout, "every one of them is loaded once the page is painted"
    assert "http loaded by the paint: []" in done.stdout, "no request is made before the page is painted"
    assert "http missing once done: []" in done.stdout
    assert "built at paint: []" in done.stdout, "no model is built before the page is painted"
    assert "not built after: []" in done.stdout, "every model is built once the page is painted"
