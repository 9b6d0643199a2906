"""The sale's billing address names each of its parts whole in every shipped language: on rows of
the form's whole width, in short desk words, where beside German's "E-Mail des Empfängers"
three parts a row were cut to "St…", "Ad…", and English to "Address li…"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from app.core import i18n
from app.desk.common.widgets.language import LANGUAGES, app_language
from helpers.till import close_till, open_till, run
from sandbox_harness.server import SandboxServer

#: What a field's frame and padding take of its width (``resources/style.qss``: 3 px border and
#: 4 px padding a side, and Qt's own 2 px margin).
FRAME_PX = 2 * (3 + 4 + 2)


def whole(field: QLineEdit) -> bool:
    return field.fontMetrics().horizontalAdvance(field.placeholderText()) <= field.width() - FRAME_PX


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_every_part_of_the_billing_address_is_named_whole(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, styled: QApplication, code: str
) -> None:
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    assert till.translations_cache is not None
    language = app_language(till.translations_cache)
    language._cache_dir = till.translations_cache
    try:
        assert run(qtbot, language.use(code), timeout_ms=60_000) == code
        window.resize(1024, 700)
        window.sale.open()
        dialog = window.sale.dialog
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        dialog.resize(980, 700)  # as it opens on a 1024×768 till (the offscreen screen is 800 px)
        fields = list(dialog.billing.fields.values())
        qtbot.waitUntil(lambda: all(whole(field) for field in fields))
        dialog.close()
    finally:
        language._swap(i18n.SOURCE_LANGUAGE, None)
        close_till(qtbot, window, till)
