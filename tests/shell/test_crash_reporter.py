"""An unexpected error is logged in full, shown calmly without a traceback, and shown only once."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from app.core.logs import SECRETS
from app.shell.crash import CrashReporter
from helpers import logs

pytestmark = pytest.mark.logs(logs.CRASH_SHOWN)

SECRET = "gp_live_crash_reporter_test_key_0123456789"


def boom() -> None:
    raise RuntimeError(f"the service sent something odd for {SECRET}")


def open_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def test_the_same_failure_is_shown_once_calmly_and_copied_without_the_key(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    SECRETS.add(SECRET)
    parent = QWidget()
    qtbot.addWidget(parent)
    reporter = CrashReporter(parent)
    caplog.set_level(logging.ERROR)
    for _ in range(3):
        try:
            boom()
        except RuntimeError as exc:
            reporter.report(exc, type(exc), exc.__traceback__)
    assert len(reporter.shown) == 1
    assert "Traceback" in reporter.shown[0]
    assert SECRET not in reporter.shown[0]
    qtbot.waitUntil(lambda: len(open_boxes()) == 1)
    box = open_boxes()[0]
    assert "Traceback" not in box.text() + box.informativeText()
    assert box.text().startswith("Something went wrong inside the till")
    copy = next(b for b in box.findChildren(QPushButton) if b.text() == "Copy details")
    copy.click()
    assert "RuntimeError" in QApplication.clipboard().text()
    assert SECRET not in QApplication.clipboard().text()
    assert len([r for r in caplog.records if r.levelno == logging.ERROR]) == 3
    box.close()
