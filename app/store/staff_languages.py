"""Which language each member of staff chose at sign-in, so the till speaks it the next time.

A small JSON file in the till's config folder, keyed by the name signed in with. Losing it costs
nothing but a choice made again: a file that cannot be read or written is said in the log and
the till goes on (in English until someone chooses).
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)

#: Enough for every member of staff a till has seen; the oldest choices go first beyond it.
MOST_REMEMBERED = 200


class StaffLanguages:
    def __init__(self, path: Path) -> None:
        self._path = path
        self._chosen = self._read()

    def _read(self) -> dict[str, str]:
        try:
            data = json.loads(self._path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.warning("Staff languages not read from %s (%s); each chooses again", self._path, exc)
            return {}
        if not isinstance(data, dict):
            return {}
        return {str(name): str(code) for name, code in data.items() if isinstance(code, str)}

    def get(self, name: str) -> str | None:
        return self._chosen.get(name.casefold())

    def remember(self, name: str, code: str) -> None:
        key = name.casefold()
        if self._chosen.get(key) == code:
            return
        self._chosen.pop(key, None)
        self._chosen[key] = code
        while len(self._chosen) > MOST_REMEMBERED:
            self._chosen.pop(next(iter(self._chosen)))
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".languages-", dir=self._path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(self._chosen, handle, ensure_ascii=False)
            os.replace(tmp, self._path)
        except OSError as exc:
            log.warning("Staff language not remembered in %s (%s)", self._path, exc)
