"""The support report: one zip that lets support see what went wrong without a screen share.

It holds the app and OS versions, the settings (never the key, no PIN hashes), the last days of the
log, the open movements (unresolved, unconfirmed, not applied within the horizon) with their
evidence, the last service check's results and recent errors with the log lines before each. It
never holds the API key, a whole voucher code or an e-mail address: every file is masked as the log
is (``app.core.logs.SECRETS``, with the codes of the open movements added), then scanned for each of
them before anything is written; a file the scan still finds one in refuses the whole report
(``ReportRefused``). The manager sees the files and a preview of each before it is saved.
"""

from __future__ import annotations

import dataclasses
import io
import json
import platform
import re
import sys
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from app import APP_NAME, __version__
from app.api.stamps import TIMESTAMP_FORMAT
from app.core.i18n import translate
from app.core.logs import SECRETS
from app.core.masking import mask_code
from app.core.movement import Movement
from app.core.settings import Settings

#: Days of the log the report holds.
LOG_DAYS = 3
#: Log lines kept before each error, for its context.
CONTEXT_LINES = 8
#: Errors the report holds at most (the newest).
MAX_ERRORS = 50
PREVIEW_CHARS = 2_000
_STAMP = re.compile(r"^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})")
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
_ERROR_LINE = re.compile(r"^\S+ \S+ (ERROR|CRITICAL) ")


class ReportRefused(Exception):
    """A file of the report still holds something it must never hold; nothing is written."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = list(problems)


@dataclass(frozen=True)
class ReportSources:
    """What the report is made of. ``key`` is the till's API key, ``codes`` every whole code the
    till holds (the journal's), ``crashes`` the crash dialog's details this session."""

    settings: Settings | None
    log_dir: Path | None
    movements: Sequence[Movement] = ()
    check_lines: Sequence[str] = ()
    crashes: Sequence[str] = ()
    key: str = ""
    codes: Iterable[str] = ()
    #: Other secrets the log masks (``SECRETS.held``): the report is scanned for them too.
    secrets: Iterable[str] = ()
    training: bool = False


@dataclass
class SupportReport:
    """The report's files, already masked and scanned: name → text."""

    files: dict[str, str] = field(default_factory=dict)

    def listing(self) -> list[tuple[str, int]]:
        return [(name, len(text.encode("utf-8"))) for name, text in self.files.items()]

    def preview(self, name: str) -> str:
        text = self.files.get(name, "")
        return text if len(text) <= PREVIEW_CHARS else text[:PREVIEW_CHARS] + "\n…"

    def zipped(self) -> bytes:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for name, text in self.files.items():
                archive.writestr(name, text)
        return buffer.getvalue()


def build_report(sources: ReportSources, now: datetime | None = None) -> SupportReport:
    """The report's files, masked and scanned; ``ReportRefused`` when a scan still finds a secret."""
    now = now or datetime.now()
    codes = {c for c in sources.codes if c} | {m.code for m in sources.movements if m.code}
    for code in codes:
        SECRETS.add_code(code)
    if sources.key:
        SECRETS.add(sources.key)
    log_text = _log_since(sources.log_dir, now - timedelta(days=LOG_DAYS))
    files = {
        "versions.txt": _versions(sources, now),
        "settings.json": _settings(sources.settings),
        "log.txt": log_text,
        "movements.json": _movements(sources.movements),
        "service-check.txt": "\n".join(sources.check_lines)
        or translate("Support", "The service has not been checked this session."),
        "errors.txt": _errors(log_text, sources.crashes),
    }
    masked = {name: _mask(text, sources.key, codes) for name, text in files.items()}
    problems = scan(masked, key=sources.key, codes=codes, secrets=sources.secrets)
    if problems:
        raise ReportRefused(problems)
    return SupportReport(masked)


def scan(files: dict[str, str], *, key: str, codes: Iterable[str], secrets: Iterable[str] = ()) -> list[str]:
    """What must never be in the report, by file: the key, a whole code, an e-mail address."""
    problems = []
    wanted = sorted((c for c in codes if len(c) >= 4), key=len, reverse=True)
    hidden = [s for s in (key, *secrets) if s]
    for name, text in files.items():
        folded = text.casefold()
        if any(secret in text for secret in hidden):
            problems.append(f"{name}: the API key")
        if any(code.casefold() in folded for code in wanted):
            problems.append(f"{name}: a whole voucher code")
        if _EMAIL.search(text):
            problems.append(f"{name}: an e-mail address")
    return problems


def report_name(now: datetime) -> str:
    return f"voucher-desk-support-{now:%Y%m%d-%H%M%S}.zip"


def _mask(text: str, key: str, codes: Iterable[str]) -> str:
    masked = SECRETS.mask(text)
    if key:
        masked = masked.replace(key, "«hidden»")
    # The log masks a code as the till read it; typed in another case it is the same voucher.
    for code in sorted((c for c in codes if len(c) >= 4), key=len, reverse=True):
        masked = re.sub(re.escape(code), mask_code(code), masked, flags=re.IGNORECASE)
    return _EMAIL.sub(lambda found: found[0][0] + "•••@" + found[0].split("@", 1)[1], masked)


def _versions(sources: ReportSources, now: datetime) -> str:
    return "\n".join(
        [
            f"{APP_NAME} {__version__}",
            f"Python {sys.version.split()[0]}",
            f"OS {platform.platform()}",
            f"Machine {platform.machine()}",
            # Words shorter than any voucher code: a code the till held ("TRUE") is masked wherever
            # it appears, and must not take this line with it.
            f"Training: {'yes' if sources.training else 'no'}",
            f"Made {now.strftime(TIMESTAMP_FORMAT)} (till clock)",
        ]
    )


def _settings(settings: Settings | None) -> str:
    if settings is None:
        return "{}"
    values = settings.model_dump(mode="json")
    # A PIN hash is no key, but it is a secret of the till's managers: only their names go.
    values["managers"] = [manager["name"] for manager in values.get("managers", [])]
    values.pop("window_geometry", None)
    values.pop("splitter_state", None)
    return json.dumps(values, indent=2, ensure_ascii=False, sort_keys=True)


def _log_files(log_dir: Path | None) -> list[Path]:
    if log_dir is None or not log_dir.is_dir():
        return []
    files = [p for p in log_dir.glob("voucher-desk.log*") if p.is_file()]
    # voucher-desk.log.5 is the oldest rotation, voucher-desk.log the newest.
    return sorted(files, key=lambda p: -int(p.suffix[1:]) if p.suffix[1:].isdigit() else 0)


def _log_since(log_dir: Path | None, since: datetime) -> str:
    lines: list[str] = []
    keep = False
    for path in _log_files(log_dir):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            stamp = _STAMP.match(line)
            if stamp is not None:
                keep = datetime.strptime(stamp.group(1), TIMESTAMP_FORMAT) >= since
            if keep:
                lines.append(line)
    return "\n".join(lines)


def _errors(log_text: str, crashes: Sequence[str]) -> str:
    lines = log_text.splitlines()
    blocks: list[str] = []
    for index, line in enumerate(lines):
        if _ERROR_LINE.match(line):
            start = max(0, index - CONTEXT_LINES)
            end = index + 1
            while end < len(lines) and not _STAMP.match(lines[end]):
                end += 1  # the traceback under the error line
            blocks.append("\n".join(lines[start:end]))
    blocks = blocks[-MAX_ERRORS:]
    blocks.extend(f"Crash dialog:\n{details}" for details in crashes)
    return ("\n\n----\n\n".join(blocks)) or translate("Support", "No errors in these days of the log.")


def _movements(movements: Sequence[Movement]) -> str:
    return json.dumps([_movement(m) for m in movements], indent=2, ensure_ascii=False, default=str)


def _movement(movement: Movement) -> dict[str, Any]:
    values = dataclasses.asdict(movement)
    values["code"] = mask_code(movement.code) if movement.code else None
    for event in [values.get("service"), *values.get("candidates", ())]:
        if isinstance(event, dict) and event.get("code"):
            event["code"] = mask_code(str(event["code"]))
    return values
