"""Logging to a rotating file in the log folder, with secrets masked before anything is written.

A till user never sees a log line, but support does, so the API key must not be in one: every
record passes a filter that replaces known secrets wherever they appear, in the message or its
arguments or a traceback. A voucher code is money and an e-mail address is personal data: every
code the till read (``add_code``) is written masked to its last 4, and so is every code in a path
of the service (``/codes/SPA50PART/``: a code from the feed, an order or a sale, which the till
never read at its counter); every e-mail address is masked to its first letter and domain
(``app.core.masking``). Crash details pass the same filter.

A log file that cannot be written (a full disk, a folder made read-only) must neither print a
traceback at a till user nor lose lines unnoticed: ``TillLogFile`` keeps the error and counts the
lines lost, tells whoever watches it (``watch_log``: the till says so in a banner and goes on
working), and writes how many were lost as soon as a line can be written again
(``write_log_again`` tries).
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import re
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from urllib.parse import unquote

from app.core.masking import mask_code, mask_emails_in

_MASK = "«hidden»"
#: The line a log file writes first once it has room again after lines were lost.
_LOST = "%d log lines were lost: %s"
#: A voucher code where a request names it: ``GET /codes/SPA50PART/`` (quoted as the client sends it).
_CODE_IN_PATH = re.compile(r"(?P<path>/codes/)(?P<code>[^/?#\s]+)")
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class SecretFilter(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self._secrets: set[str] = set()
        #: Codes this till read, with what each is written as instead (a code is money).
        self._codes: dict[str, str] = {}

    def add(self, secret: str) -> None:
        if len(secret) >= 4:
            self._secrets.add(secret)

    def add_code(self, code: str) -> None:
        """A voucher code the till read: never written whole to a log or a crash report."""
        if len(code) >= 4 and code not in self._codes:
            self._codes[code] = mask_code(code)

    def held(self) -> tuple[frozenset[str], frozenset[str]]:
        """The secrets and the whole codes this filter masks: what a support report is scanned for."""
        return frozenset(self._secrets), frozenset(self._codes)

    def mask(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, _MASK)
        # Longest first: a code that contains another is masked whole.
        for code in sorted(self._codes, key=len, reverse=True):
            text = text.replace(code, self._codes[code])
        text = _CODE_IN_PATH.sub(lambda found: found["path"] + mask_code(unquote(found["code"])), text)
        return mask_emails_in(text)

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = self.mask(record.getMessage())
        record.args = None
        if record.exc_info and record.exc_info[0] is not None:
            record.exc_text = self.mask(logging.Formatter().formatException(record.exc_info))
            record.exc_info = None
        return True


SECRETS = SecretFilter()


class TillLogFile(logging.handlers.RotatingFileHandler):
    """The till's log file, which knows when its lines could not be written."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=1_000_000, backupCount=5, encoding="utf-8")
        #: Why the last line could not be written; None while lines are written.
        self.error: OSError | None = None
        #: Lines lost since the file stopped taking them.
        self.lost = 0
        self._failed_now = False

    def emit(self, record: logging.LogRecord) -> None:
        if self.error is not None and not self._count_written():
            self.lost += 1
            return
        if not self._written(record):
            self.lost += 1
            _tell_watchers()

    def handleError(self, record: logging.LogRecord) -> None:
        error = sys.exc_info()[1]
        if not isinstance(error, OSError):
            super().handleError(record)
            return
        self._failed_now = True
        self.error = error
        # The stream's buffer holds what failed: closed, the next line opens the file afresh, and
        # what is written once there is room again is whole lines.
        stream, self.stream = self.stream, None
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()

    def write_again(self) -> bool:
        """Try the line saying how many lines were lost: whether the file takes lines again."""
        self.acquire()
        try:
            return self.error is None or self._count_written()
        finally:
            self.release()

    def _count_written(self) -> bool:
        """The count of lost lines written first, so the log reads in order once it has room."""
        said = logging.LogRecord(__name__, logging.WARNING, __file__, 0, _LOST, (self.lost, self.error), None)
        self._end_cut_line()
        if not self._written(said):
            return False
        self.error, self.lost = None, 0
        _tell_watchers()
        return True

    def _end_cut_line(self) -> None:
        """The line the disk cut short is ended, so the count starts a line of its own."""
        try:
            with open(self.baseFilename, "rb+") as file:
                end = file.seek(0, os.SEEK_END)
                if end:
                    file.seek(end - 1)
                    if file.read(1) != b"\n":
                        file.write(b"\n")
        except OSError:
            pass  # still no room: the count is not written either, and is tried again

    def _written(self, record: logging.LogRecord) -> bool:
        self._failed_now = False
        super().emit(record)
        return not self._failed_now


_watchers: list[Callable[[], None]] = []
_watchers_lock = threading.Lock()


def watch_log(told: Callable[[], None]) -> None:
    """``told()`` whenever the log file stops or starts again taking lines (on the thread that
    logged: a Qt receiver queues it)."""
    with _watchers_lock:
        _watchers.append(told)


def unwatch_log(told: Callable[[], None]) -> None:
    with _watchers_lock:
        if told in _watchers:
            _watchers.remove(told)


def _tell_watchers() -> None:
    with _watchers_lock:
        watchers = list(_watchers)
    for told in watchers:
        try:
            told()
        except RuntimeError:
            # A session's Qt object deleted without its close (a start that failed half way): a log
            # line must never fail for it, so it is no longer told.
            unwatch_log(told)


def _log_file() -> TillLogFile | None:
    for handler in logging.getLogger().handlers:
        if isinstance(handler, TillLogFile):
            return handler
    return None


def log_error() -> OSError | None:
    """Why the log file cannot be written now, or None while it can (or there is none)."""
    handler = _log_file()
    return handler.error if handler is not None else None


def write_log_again() -> bool:
    """Whether the log file takes lines again, tried with the line saying how many were lost."""
    handler = _log_file()
    return handler is None or handler.write_again()


def log_dir() -> Path | None:
    """The folder the till's log file is in (``setup_logging``), if it has one."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler):
            return Path(handler.baseFilename).parent
    return None


def setup_logging(log_dir: Path, level: int = logging.INFO) -> Path:
    """Send the app's logs to ``voucher-desk.log`` (5 files of 1 MB) and nowhere else."""
    log_dir.mkdir(parents=True, exist_ok=True)
    path = log_dir / "voucher-desk.log"
    handler = TillLogFile(path)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    handler.addFilter(SECRETS)
    close_log_file()
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(level)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.WARNING)
    return path


def close_log_file() -> None:
    """Stop writing the log file and close it: Windows cannot delete a folder holding an open file."""
    root = logging.getLogger()
    for old in list(root.handlers):
        if isinstance(old, logging.handlers.RotatingFileHandler):
            root.removeHandler(old)
            old.close()
