"""Logging to a rotating file in the log folder, with secrets masked before anything is written.

A till user never sees a log line, but support does, so the API key must not be in one: every
record passes a filter that replaces known secrets wherever they appear, in the message or its
arguments or a traceback.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

_MASK = "«hidden»"
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class SecretFilter(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self._secrets: set[str] = set()

    def add(self, secret: str) -> None:
        if len(secret) >= 4:
            self._secrets.add(secret)

    def mask(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, _MASK)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        if self._secrets:
            record.msg = self.mask(record.getMessage())
            record.args = None
            if record.exc_info and record.exc_info[0] is not None:
                record.exc_text = self.mask(logging.Formatter().formatException(record.exc_info))
                record.exc_info = None
        return True


SECRETS = SecretFilter()


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
