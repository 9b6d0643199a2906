"""The till's translations: extract the words from the code, check every shipped language is
complete, compile them for a build.

    uv run python packaging/translations.py update    # pyside6-lupdate: new words into every .ts
    uv run python packaging/translations.py check     # CI: fails on an unfinished or obsolete word
    uv run python packaging/translations.py compile DIR   # pyside6-lrelease: the .qm files a build ships

The sources are ``resources/translations/voucher_desk_<code>.ts``, one per language the till
offers (``app.desk.common.widgets.language.LANGUAGES``, English apart: it is the source). Compiled files
are never committed: ``installer.spec`` compiles them into the bundle, and a till run from a checkout compiles
one the first time someone signs in in it.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "en_GB"
#: Python's placeholders (``{amount}``) and Qt's plural count: a translation must keep each one.
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n")


def _tool(name: str) -> Path:
    import PySide6  # noqa: PLC0415 - only its folder is wanted

    return Path(PySide6.__file__).parent / (f"{name}.exe" if sys.platform == "win32" else name)


def shipped() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from app.desk.common.widgets.language import LANGUAGES  # noqa: PLC0415 - the one list of languages

    return [language.code for language in LANGUAGES if language.code != SOURCE_LANGUAGE]


def sources() -> list[str]:
    """Every Python file of the app, as lupdate is to read them."""
    return sorted(str(path.relative_to(ROOT)) for path in (ROOT / "app").rglob("*.py"))


def _plural_ready(text: str) -> str:
    """``text`` with the count of every ``translate(context, text, disambiguation, n)`` written as
    the number ``2``, for lupdate's eyes only.

    lupdate's Python parser takes a call for a plural (``numerus``) only when its count is a
    number written out, skips the call altogether when the count is an expression
    (``len(waiting)``, ``salvage.total``), and turns a plural already translated back into one
    form when it finds its call again with a name as the count. The app passes the real count at
    run time; lupdate reads this copy, so every ``%n`` word is extracted with its plural forms.
    """
    tree = ast.parse(text)
    data = text.encode()
    # ast counts columns in UTF-8 bytes: positions are taken, and the counts replaced, in bytes.
    lines = data.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    counts = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "translate"
            and len(node.args) >= 4
            and isinstance(node.args[1], ast.Constant)
        ):
            count = node.args[3]
            assert count.end_lineno is not None
            assert count.end_col_offset is not None
            begin = starts[count.lineno - 1] + count.col_offset
            counts.append((begin, starts[count.end_lineno - 1] + count.end_col_offset))

    # From the end, so the spans still to replace stay where they were.
    for begin, end in sorted(counts, reverse=True):
        data = data[:begin] + b"2" + data[end:]
    return data.decode()


def extraction_sources(scratch: Path) -> list[str]:
    """The app's Python files as lupdate is to read them: copies under ``scratch`` (same relative
    paths) with every plural count written as a number (:func:`_plural_ready`)."""
    copies = []
    for name in sources():
        copy = scratch / name
        copy.parent.mkdir(parents=True, exist_ok=True)
        original = (ROOT / name).read_text(encoding="utf-8")
        copy.write_text(_plural_ready(original) if "%n" in original else original, encoding="utf-8")
        copies.append(str(copy))
    return copies


def lupdate(ts_files: list[Path], *extra: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(
            [
                str(_tool("lupdate")),
                "-silent",
                "-locations",
                "none",
                *extra,
                *extraction_sources(Path(scratch)),
                "-ts",
                *map(str, ts_files),
            ],
            cwd=ROOT,
            check=True,
        )


def update() -> None:
    """Bring every language's file up to the code's words; words gone from the code are dropped."""
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    files = []
    for code in shipped():
        path = TRANSLATIONS / f"voucher_desk_{code}.ts"
        if not path.exists():
            path.write_text(
                f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                f'<TS version="2.1" language="{code}" sourcelanguage="{SOURCE_LANGUAGE}"></TS>\n',
                encoding="utf-8",
            )
        files.append(path)
    lupdate(files, "-no-obsolete", "-source-language", SOURCE_LANGUAGE)


def problems(ts_file: Path) -> list[str]:
    """What a translator still has to do in a file lupdate has just refreshed."""
    found = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            kind = "" if translation is None else translation.get("type", "")
            if kind in ("unfinished", "obsolete", "vanished"):
                found.append(f"{ts_file.name}: {kind}: [{name}] {source!r}")
                continue
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            wanted = sorted(PLACEHOLDER.findall(source))
            for form in forms:
                if sorted(set(PLACEHOLDER.findall(form))) != sorted(set(wanted)):
                    found.append(f"{ts_file.name}: placeholders differ: [{name}] {source!r} -> {form!r}")
    return found


def check() -> int:
    """Refresh a copy of every language from the code and list what is not finished or is stale."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        copies = []
        for code in shipped():
            original = TRANSLATIONS / f"voucher_desk_{code}.ts"
            if not original.exists():
                found.append(f"{original.name}: missing")
                continue
            copy = Path(scratch) / original.name
            shutil.copyfile(original, copy)
            copies.append(copy)
        if copies:
            lupdate(copies, "-source-language", SOURCE_LANGUAGE)
        for copy in copies:
            found.extend(problems(copy))
    for line in found:
        print(line)
    print(f"translations: {len(shipped())} languages, {len(found)} problems")
    return 1 if found else 0


def compile_into(target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for code in shipped():
        source = TRANSLATIONS / f"voucher_desk_{code}.ts"
        subprocess.run(
            [str(_tool("lrelease")), "-silent", str(source), "-qm", str(target / f"voucher_desk_{code}.qm")],
            check=True,
        )


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
        return 0
    if argv[:1] == ["check"]:
        return check()
    if argv[:1] == ["compile"] and len(argv) == 2:
        compile_into(Path(argv[1]))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
