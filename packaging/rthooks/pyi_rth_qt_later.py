"""Where the frozen till's Qt finds its plugins, set before the till's first line, without Qt.

This replaces PyInstaller's own run-time hook for PySide6 (``installer.spec`` drops it), which does
the same and then imports QtCore to register a ``qt.conf`` naming the bundle's Qt folder: about 60 ms
before the till's first line, in the till and in the training sandbox's process alike (the same
executable), though the sandbox never loads Qt and the till starts its sandbox before it loads Qt.
The till registers that ``qt.conf`` itself once it has loaded Qt (``app.main``), with PyInstaller's
helper loaded here, before its application object exists, so Qt reads the same paths as before.
"""

import os
import sys

import _pyi_rth_utils.qt

#: The bundle's folder, which PyInstaller's bootloader names before any run-time hook runs.
_BUNDLE: str = sys._MEIPASS  # type: ignore[attr-defined]
_WINDOWS = sys.platform.startswith("win")
_QT = os.path.join(_BUNDLE, "PySide6") if _WINDOWS else os.path.join(_BUNDLE, "PySide6", "Qt")
os.environ["QT_PLUGIN_PATH"] = os.path.join(_QT, "plugins")
os.environ["QML2_IMPORT_PATH"] = os.path.join(_QT, "qml")
if _WINDOWS:
    _pyi_rth_utils.prepend_path_to_environment_variable(_BUNDLE, "PATH")
if sys.platform == "darwin" and not _pyi_rth_utils.is_macos_app_bundle:
    _pyi_rth_utils.prepend_path_to_environment_variable(_BUNDLE, "DYLD_LIBRARY_PATH")
