"""The pseudo-language ``en_XA``: every word of the code, accented, 40 % longer and bracketed.

A screen walked in it shows plain English only where a word never went through ``translate``,
and a label cut off or outside the window where a longer language would be. Made fresh from the
code by ``pyside6-lupdate`` and compiled by ``pyside6-lrelease`` into the folder a
``LanguageSwitch`` compiles into, where it finds it.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QTableView, QWidget

from app.desk.common.widgets.language import PSEUDO, lrelease
from helpers.layout import words_cut
from helpers.scripts import translations_script

ROOT = Path(__file__).resolve().parents[2]
#: The screen a walk in the pseudo-language puts the till on (``pseudo_till``): the smallest a till has.
SIZE = (1024, 768)
ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
#: What a translator must keep as it is: Python's placeholders, Qt's plural count, HTML tags,
#: keys after an ampersand.
KEPT = re.compile(r"(\{[a-z_]+\}|%n|<[^>]+>|&[a-z]+;)")


def pseudo_text(text: str) -> str:
    """``Redeem {amount}`` → ``[Ŕéðéém {amount} ~~~~]``: accented, 40 % longer, bracketed."""
    parts = KEPT.split(text)
    changed = "".join(part if KEPT.fullmatch(part) else part.translate(ACCENTED) for part in parts)
    return f"[{changed}{'~' * max(1, round(len(text) * 0.4))}]"


def build_pseudo(folder: Path) -> Path:
    """Write and compile ``en_XA`` into ``folder``; returns the ``.qm``."""
    folder.mkdir(parents=True, exist_ok=True)
    ts_file = folder / f"voucher_desk_{PSEUDO}.ts"
    ts_file.unlink(missing_ok=True)
    lupdate = lrelease().with_name(lrelease().name.replace("lrelease", "lupdate"))
    with tempfile.TemporaryDirectory() as scratch:
        sources = translations_script().extraction_sources(Path(scratch))
        subprocess.run(
            [str(lupdate), "-silent", "-target-language", "en_GB", *sources, "-ts", str(ts_file)], check=True
        )

    tree = ET.parse(ts_file)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = list(translation.iter("numerusform"))
        if forms:
            for form in forms:
                form.text = pseudo_text(source)
        else:
            translation.text = pseudo_text(source)
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    qm_file = folder / f"voucher_desk_{PSEUDO}.qm"
    subprocess.run([str(lrelease()), "-silent", str(ts_file), "-qm", str(qm_file)], check=True)
    return qm_file


def cut(root: QWidget, parts: Iterable[QWidget] = ()) -> list[str]:
    """What is clipped, outside ``root``, wrapped short of its lines, or too small to touch: in
    ``parts`` of it (the boxes walked), or in all of it; a scroll away is not cut."""
    widgets = [child for part in parts for child in part.findChildren(QWidget)] or root.findChildren(QWidget)
    return words_cut(root, widgets, scroll_away=True)


def fits(dialog: QDialog) -> list[str]:
    """What of ``dialog`` is cut, and the dialog itself if it is larger than the walk's screen."""
    QApplication.processEvents()
    found = cut(dialog)
    if dialog.width() > SIZE[0] or dialog.height() > SIZE[1]:
        found.append(f"{type(dialog).__name__} is {dialog.width()}×{dialog.height()}")
    return found


def headings_cut(table: QTableView) -> list[str]:
    """The headings a column of ``table`` (sized by the till; the last stretches, so not it) is too
    narrow to show whole."""
    header, model = table.horizontalHeader(), table.model()
    words = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount() - 1)]
    return [
        text
        for column, text in enumerate(words)
        if header.sectionSizeHint(column) > header.sectionSize(column)  # as Qt measures a heading
    ]
