"""Logging to a rotating file in the log folder, with secrets masked before anything is written.

A till user never sees a log line, but support does, so the API key must not be in one: every
record passes a filter that replaces known secrets wherever they appear, in the message or its
arguments or a traceback. A voucher code is money and an e-mail address is personal data: every
code the till read (``add_code``) is written masked to its last 4, and so is every code in a path
of the service (``/codes/SPA50PART/``: a code from the feed, an order or a sale, which the till
never read at its counter); every e-mail address is masked to its first letter and domain
(``app.core.masking``). Crash details pass the same filter.
"""

from __future__ import annotations

import logging
import logging.handlers
import re
from pathlib import Path
from urllib.parse import unquote

from app.core.masking import mask_code, mask_emails_in

_MASK = "«hidden»"
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
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=5, encoding="utf-8")
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
