"""A window or dialog that would not fit its screen is brought inside it, frame included.

Offscreen Qt has no window manager, so the frame is the till's guess (``FRAME_GUESS``); the real
frame under a window manager is checked in tests/e2e/test_desktop_frame.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import nullcontext

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from app.desk.common.widgets.room import room_for
from app.desk.common.widgets.style import fit_to_screen
from app.shell.geometry import install_dialog_placer, keep_inside, no_dialog_placing


def test_a_remembered_geometry_larger_than_the_screen_and_off_its_edge_is_brought_back_inside(
    qtbot: QtBot,
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()
    window.resize(available.width() + 400, available.height() + 300)
    window.move(available.right() - 100, available.bottom() - 100)
    window.show()

    keep_inside(window)

    room = room_for(window)
    assert room.contains(window.geometry()), f"{window.geometry()} is not inside {room}"
    assert available.contains(window.frameGeometry().topLeft())


@pytest.fixture
def placer(qapp: QApplication) -> Iterator[None]:
    """The till's dialog placer listening, as it does for the whole run of a till."""
    placer = install_dialog_placer(qapp)
    yield
    qapp.removeEventFilter(placer)
    placer.deleteLater()


@pytest.mark.parametrize("placing", [True, False], ids=["window built placed", "window built unplaced"])
def test_a_dialog_opens_centred_over_its_window_and_inside_the_screen(
    qtbot: QtBot, placer: None, placing: bool
) -> None:
    """Also when the window was built with the placer not listening, as the till's is
    (``app.lifecycle``): the dialogs opened after that are placed as before."""
    with nullcontext() if placing else no_dialog_placing():
        window = QWidget()
        qtbot.addWidget(window)
        window.setGeometry(QRect(QPoint(40, 60), window.screen().availableGeometry().size() / 2))
    window.show()
    dialog = QDialog(window)
    dialog.resize(300, 200)
    dialog.show()
    qtbot.waitExposed(dialog)

    assert room_for(dialog).contains(dialog.geometry())
    over = window.geometry().center()
    assert abs(dialog.geometry().center().x() - over.x()) <= 1
    assert abs(dialog.geometry().center().y() - over.y()) <= 1
    dialog.close()


def test_a_dialog_that_grows_while_open_stays_inside_the_screen(qtbot: QtBot, placer: None) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(300, 200)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = room_for(dialog)
    # A part shown makes Qt enlarge the window to its layout's new size: past the taskbar.
    dialog.resize(room.width() + 200, room.height() + 300)

    qtbot.waitUntil(lambda: room.contains(dialog.geometry()))
    dialog.close()


def test_a_dialog_opens_no_larger_than_the_room_its_screen_leaves_it(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(window.screen().availableGeometry().size() * 2)
    dialog = QDialog(window)
    fit_to_screen(dialog, 5000, 5000)

    room = room_for(dialog).size()
    assert (dialog.width(), dialog.height()) == (room.width(), room.height())


def fitted_and_shown(qtbot: QtBot, width: int, height: int) -> QDialog:
    """A dialog that asked ``fit_to_screen`` for ``width``×``height``, shown and placed."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    fit_to_screen(dialog, width, height)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_a_dialog_that_asked_for_more_than_its_room_takes_the_room_it_really_has_each_time_it_opens(
    qtbot: QtBot, placer: None
) -> None:
    """Sized before it is shown, to a guessed frame; shown, to its real one; opened again, anew."""
    dialog = fitted_and_shown(qtbot, 5000, 5000)
    qtbot.waitUntil(lambda: dialog.size() == room_for(dialog).size())
    assert room_for(dialog).contains(dialog.geometry())

    dialog.hide()
    dialog.resize(dialog.width() // 2, dialog.height() // 2)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.size() == room_for(dialog).size())
    dialog.close()


def test_a_dialog_is_never_larger_than_it_asked_and_follows_its_screen_as_its_room_changes(
    qtbot: QtBot, placer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = fitted_and_shown(qtbot, 600, 400)
    assert (dialog.width(), dialog.height()) == (600, 400)
    screen = dialog.screen()
    small = QRect(0, 0, 500, 300)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(small))

    screen.availableGeometryChanged.emit(small)
    assert room_for(dialog).contains(dialog.geometry())
    assert dialog.size() == room_for(dialog).size()

    small = QRect(0, 0, 2000, 1500)
    screen.availableGeometryChanged.emit(small)
    assert (dialog.width(), dialog.height()) == (600, 400)
    dialog.close()
