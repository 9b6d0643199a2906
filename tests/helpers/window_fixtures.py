from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.core import i18n
from app.desk.common.widgets.language import PSEUDO, LanguageSwitch, app_language
from app.desk.common.widgets.slip_print import PrintJob
from app.desk.common.widgets.style import apply_style
from app.shell.main_window import MainWindow
from helpers.notices import NoticeRecorder
from helpers.pseudo import SIZE, build_pseudo
from helpers.till import close_till, close_when_sent, open_till, run, till_at_size, till_open
from sandbox_harness.server import SandboxServer


@pytest.fixture
def till_window(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    """The real main window at the demo reception desk, signed in, on the sandbox."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    yield window, till
    close_till(qtbot, window, till)


@pytest.fixture
def staff_may_topup(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    """A till whose manager has let staff top up without a PIN (the riskier setting for scanners)."""
    with till_open(qtbot, sandbox, tmp_path / "home", staff_may_topup=True) as opened:
        yield opened


@pytest.fixture
def sale_till(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path
) -> Iterator[tuple[MainWindow, Till]]:
    """The real main window at 1024×768, for selling vouchers; a Sell window left open is closed
    once its sale has been sent."""
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    yield window, till
    close_when_sent(qtbot, window.sale.dialog)
    close_till(qtbot, window, till)


def _switch_for(till: Till, *, pseudo: bool) -> Iterator[LanguageSwitch]:
    assert till.translations_cache is not None
    if pseudo:
        build_pseudo(till.translations_cache)
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    yield language
    language._swap(i18n.SOURCE_LANGUAGE, None)


@pytest.fixture
def switch(qapp: QApplication, till_window: tuple[MainWindow, Till]) -> Iterator[LanguageSwitch]:
    """The application's language switch, compiling into the till's folder; the till is back in
    English after the test."""
    yield from _switch_for(till_window[1], pseudo=False)


@pytest.fixture
def pseudo_switch(qapp: QApplication, till_window: tuple[MainWindow, Till]) -> Iterator[LanguageSwitch]:
    """The language switch with the pseudo-language (``helpers.pseudo``) compiled where it looks;
    English after the test."""
    yield from _switch_for(till_window[1], pseudo=True)


@pytest.fixture
def told(till_window: tuple[MainWindow, Till]) -> NoticeRecorder:
    """Every notice the till window's view-models give from now on (``told.texts("lookup")``)."""
    return NoticeRecorder(till_window[1])


@pytest.fixture
def collect_qt_garbage() -> Iterator[None]:
    """Qt objects left in reference cycles die on this thread, before and after the test, never
    in the sandbox's thread when its garbage collection happens to run."""
    gc.collect()
    yield
    gc.collect()


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[QApplication]:
    """The real look (large type) for a test that measures what fits; the plain one after it."""
    plain = qapp.styleSheet()
    apply_style(qapp)
    yield qapp
    qapp.setStyleSheet(plain)


@pytest.fixture
def pseudo_till(
    qtbot: QtBot,
    qloop: object,
    sandbox: SandboxServer,
    tmp_path: Path,
    styled: QApplication,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[MainWindow, Till, LanguageSwitch]]:
    """The real till at 1024×768 in the real style, speaking the pseudo-language; English after."""
    window, till = till_at_size(qtbot, sandbox, tmp_path / "home", monkeypatch, SIZE)
    assert till.translations_cache is not None
    build_pseudo(till.translations_cache)
    switch = app_language(till.translations_cache)
    switch._cache_dir = till.translations_cache
    assert run(qtbot, switch.use(PSEUDO)) == PSEUDO
    # Qt tells the widgets on its next turn of the event loop.
    qtbot.waitUntil(lambda: window.header.staff.text().startswith("["), timeout=10_000)
    yield window, till, switch
    switch._swap(i18n.SOURCE_LANGUAGE, None)
    close_till(qtbot, window, till)


@pytest.fixture
def printed(till_window: tuple[MainWindow, Till], monkeypatch: pytest.MonkeyPatch) -> list[PrintJob]:
    """Every slip the till window sends to its printer, each taken as printed (the printer is the edge)."""
    sent: list[PrintJob] = []

    async def to_printer(job: PrintJob) -> bool:
        sent.append(job)
        return True

    monkeypatch.setattr(till_window[0].slip_actions.printer, "print_slip", to_printer)
    return sent
