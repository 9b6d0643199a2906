"""Where a till's updates come from: the channel's address and its trusted root, both shipped.

The release (``packaging/release.py``) writes ``update-channel.json`` (the addresses) and
``root.json`` (the channel's first root metadata, the one trust anchor) into the installed folder.
A till run from source has neither, and so never looks for an update.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from app import APP_SLUG

CHANNEL_FILE = "update-channel.json"
ROOT_FILE = "root.json"


class ChannelFileError(ValueError):
    """The install's channel file is there but cannot be read as one (a damaged or edited file)."""


@dataclass(frozen=True)
class UpdateChannel:
    """One release channel: TUF metadata under ``metadata_url``, the archives under ``targets_url``."""

    metadata_url: str
    targets_url: str
    trusted_root: Path
    app_name: str = APP_SLUG

    @classmethod
    def shipped(cls, folder: Path) -> UpdateChannel | None:
        """The channel the install in ``folder`` ships, or None when it ships none (a source run).

        Raises ``ChannelFileError`` when the channel file is there but is not one: the till then
        looks for no update, and says why, rather than guess an address."""
        home = channel_home(folder)
        channel_file, root_file = home / CHANNEL_FILE, home / ROOT_FILE
        if not (channel_file.is_file() and root_file.is_file()):
            return None
        try:
            data = json.loads(channel_file.read_text(encoding="utf-8"))
            return cls(
                metadata_url=_address(data["metadata_url"]),
                targets_url=_address(data["targets_url"]),
                trusted_root=root_file,
                app_name=str(data.get("app_name", APP_SLUG)),
            )
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
            raise ChannelFileError(f"{channel_file} cannot be read as an update channel: {exc!r}") from exc

    def write(self, folder: Path) -> None:
        """Write the channel's address beside its root (the release does, into the bundle)."""
        data = {"metadata_url": self.metadata_url, "targets_url": self.targets_url, "app_name": self.app_name}
        (channel_home(folder) / CHANNEL_FILE).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def _address(value: object) -> str:
    if not isinstance(value, str) or not value.startswith(("https://", "http://")):
        raise ValueError(f"not a web address: {value!r}")
    return value


def channel_home(install: Path) -> Path:
    """Where an install keeps its channel's files: a macOS app bundle in its ``Contents/Resources``
    (a file at the bundle's top would break its signature), any other install in its own folder."""
    return install / "Contents" / "Resources" if install.suffix == ".app" else install


def installed_folder() -> Path | None:
    """The install a frozen till runs from, the folder an update replaces; None for a source run.
    On macOS that is the app bundle, three levels above the program in ``Contents/MacOS``."""
    if not getattr(sys, "frozen", False):
        return None
    program = Path(sys.executable).resolve()
    if program.parent.name == "MacOS" and program.parent.parent.name == "Contents":
        return program.parents[2]
    return program.parent
