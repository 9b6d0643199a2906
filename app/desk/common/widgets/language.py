"""The till's language: Qt's translator for whoever is signed in, switched at once, no restart.

Translations live as Qt Linguist sources in ``resources/translations/voucher_desk_<code>.ts``
(``pyside6-lupdate`` writes them from the code; a translator fills them in Linguist). A frozen
build carries them compiled by ``pyside6-lrelease`` (``installer.spec``); a till run from a
checkout compiles a language the first time someone signs in in it, into its cache folder, on a
worker thread. Nothing compiled is committed.

Every word on screen is asked of ``app.core.i18n.translate`` when it is shown; what a widget set
once at construction is set again on Qt's ``LanguageChange`` by :func:`live`.
"""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from app.core import i18n
from app.core.resources import resources_dir

log = logging.getLogger(__name__)

#: The pseudo-language the tests walk every screen in (accented, 40 % longer, bracketed): a word
#: that comes out plain English was never put through ``translate``. Never offered to staff.
PSEUDO = "en_XA"


@dataclass(frozen=True)
class Language:
    code: str
    #: As its speakers write it, so someone who reads no English finds their own.
    name: str


LANGUAGES: tuple[Language, ...] = (
    Language("en_GB", "English"),
    Language("pl_PL", "Polski"),
    Language("ro_RO", "Română"),
    Language("es_ES", "Español"),
    Language("pt_PT", "Português"),
    Language("it_IT", "Italiano"),
    Language("de_DE", "Deutsch"),
)


def source_file(code: str) -> Path:
    return resources_dir() / "translations" / f"voucher_desk_{code}.ts"


def known(code: str) -> bool:
    return code == PSEUDO or any(language.code == code for language in LANGUAGES)


def lrelease() -> Path:
    """Qt's compiler for translations, as the PySide6 wheel ships it."""
    import PySide6  # noqa: PLC0415 - only its folder is wanted, once

    name = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    return Path(PySide6.__file__).parent / name


def compiled(code: str, cache_dir: Path) -> Path | None:
    """The language's ``.qm``: the build's own when frozen, else compiled (again if its source
    changed) into ``cache_dir``. ``None`` when it cannot be had: the till stays in English."""
    if code == PSEUDO:
        made = cache_dir / f"voucher_desk_{PSEUDO}.qm"  # by the tests (tests/helpers/pseudo.py)
        return made if made.exists() else None
    bundled = resources_dir() / "translations" / f"voucher_desk_{code}.qm"
    if bundled.exists():
        return bundled
    source = source_file(code)
    if not source.exists():
        log.warning("No translation for %s in this build", code)
        return None
    stamp = source.stat()
    target = cache_dir / f"voucher_desk_{code}-{stamp.st_size}-{int(stamp.st_mtime)}.qm"
    if target.exists():
        return target
    cache_dir.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(f".{os.getpid()}.part")
    try:
        subprocess.run(  # noqa: S603 - Qt's own tool on the till's own file
            [str(lrelease()), "-silent", str(source), "-qm", str(partial)],
            check=True,
            capture_output=True,
            timeout=60,
        )
        partial.replace(target)
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("Could not compile the %s translation (%s); the till stays in English", code, exc)
        partial.unlink(missing_ok=True)
        return None
    return target


class LanguageSwitch(QObject):
    """Installs one translator at a time on the application: Qt then sends every widget a
    ``LanguageChange`` event, and :func:`live` sets their words again.

    Signals: ``changed(str)`` with the language now spoken.
    """

    changed = Signal(str)

    def __init__(self, cache_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cache_dir = cache_dir
        self._translator: QTranslator | None = None
        #: Qt's own words (a file dialog's "File name", a standard button's "Cancel").
        self._qt_words: QTranslator | None = None
        self.code = i18n.SOURCE_LANGUAGE

    async def use(self, code: str) -> str:
        """Speak ``code`` from now on; returns the language actually spoken (English when the
        translation cannot be loaded, said in the log)."""
        if not known(code) or code == self.code:
            return self.code
        qm = (
            None if code == i18n.SOURCE_LANGUAGE else await asyncio.to_thread(compiled, code, self._cache_dir)
        )
        translator = None
        if qm is not None:
            translator = QTranslator(self)
            if not translator.load(str(qm)):
                log.warning("The %s translation did not load from %s", code, qm)
                translator.deleteLater()
                return self.code
        self._swap(code if translator is not None or code == i18n.SOURCE_LANGUAGE else self.code, translator)
        return self.code

    def _swap(self, code: str, translator: QTranslator | None) -> None:
        app = QCoreApplication.instance()
        if self._translator is not None:
            if app is not None:
                QCoreApplication.removeTranslator(self._translator)
            self._translator.deleteLater()
        self._translator = translator
        if self._qt_words is not None:
            QCoreApplication.removeTranslator(self._qt_words)
            self._qt_words.deleteLater()
        self._qt_words = qt_words(code, self) if translator is not None else None
        if self._qt_words is not None and app is not None:
            QCoreApplication.installTranslator(self._qt_words)
        if translator is not None and app is not None:
            QCoreApplication.installTranslator(translator)
        # The source language is the code's own words: no Qt lookup (and its English plurals).
        i18n.install(code, QCoreApplication.translate if translator is not None else None)
        self.code = code
        self.changed.emit(code)


#: Qt ships no Portuguese of Portugal: Brazil's is nearer than English for a dialog's own buttons.
_QT_WORDS_INSTEAD = {"pt_PT": "pt_BR"}


def qt_words(code: str, parent: QObject) -> QTranslator | None:
    """Qt's own translation for ``code`` from the Qt the till runs on, or None when Qt has none
    (Romanian: those few words stay English, said in the log once)."""
    translator = QTranslator(parent)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    name = _QT_WORDS_INSTEAD.get(code, code)
    if translator.load(QLocale(name), "qtbase", "_", folder):
        return translator
    log.info("Qt has no words of its own in %s: its standard dialogs' words stay English", code)
    translator.deleteLater()
    return None


class _Retranslate(QObject):
    """Runs ``apply`` on its parent's ``LanguageChange``; lives and dies with that widget."""

    def __init__(self, owner: QObject, apply: Callable[[], None]) -> None:
        super().__init__(owner)
        self._apply = apply
        owner.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._apply()
            if isinstance(watched, QWidget):
                _measure_choices_again(watched)
        return False


def _measure_choices_again(owner: QWidget) -> None:
    """A choice box measures its choices' words once, as it is first shown, and keeps that width:
    reworded in a longer language it cut them at its arrow with no "…" (German "Letzte 12 Monat"
    in a Find opened in English first). Its words are never cut: it measures them again."""
    boxes = owner.findChildren(QComboBox)
    if isinstance(owner, QComboBox):
        boxes.append(owner)
    for box in boxes:
        kept = box.sizeAdjustPolicy()
        if kept is QComboBox.SizeAdjustPolicy.AdjustToContentsOnFirstShow:
            # Setting the policy forgets the measured width; the box is measured again when laid out.
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.setSizeAdjustPolicy(kept)


def live(owner: QObject, apply: Callable[[], None]) -> None:
    """Set ``owner``'s words now and again whenever the till's language changes: ``apply`` reads
    them through ``translate`` (``live(self, lambda: button.setText(translate("Till", "Redeem")))``)."""
    apply()
    _Retranslate(owner, apply)


def app_language(cache_dir: Path) -> LanguageSwitch:
    """The application's one switch: a translator is the application's, whichever window asks."""
    app = QCoreApplication.instance()
    found = app.findChild(LanguageSwitch) if app is not None else None
    return found if isinstance(found, LanguageSwitch) else LanguageSwitch(cache_dir, app)


#: Translators loaded for writing in a language other than the staff's (a guest's slip), by code.
_written: dict[str, QTranslator] = {}
_loading = asyncio.Lock()


async def load_for_writing(code: str, cache_dir: Path) -> bool:
    """Have ``code`` ready for ``i18n.speaking`` (a slip in the property's or the guest's language)
    without switching the screen: its own ``QTranslator``, never installed on the application.
    False when it cannot be loaded (the slip is then written in English, said in the log)."""
    if code in (i18n.SOURCE_LANGUAGE, "") or code in _written:
        return True
    if not known(code):
        return False
    async with _loading:  # one compile of a language at a time: the same file is written
        if code in _written:
            return True
        qm = await asyncio.to_thread(compiled, code, cache_dir)
        translator = QTranslator(QCoreApplication.instance())
        if qm is None or not translator.load(str(qm)):
            log.warning("The %s translation could not be loaded for a slip", code)
            return False
        _written[code] = translator

    def written(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = translator.translate(context, text, disambiguation, n)
        return found.replace("%n", str(n)) if found else i18n.translate_source(context, text, n)

    i18n.provide(code, written)
    return True
