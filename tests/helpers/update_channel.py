"""A release channel for tests: a tufup repository in a temp folder, throwaway keys, served on loopback."""

from __future__ import annotations

import functools
import re
import shutil
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import release  # noqa: E402

from app.services.updates import UpdateChannel  # noqa: E402

__all__ = ["Channel", "bundle", "release", "serving", "source_release", "stuck_server"]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        del format, args


class _Stuck(SimpleHTTPRequestHandler):
    """Answers nothing until the test lets it go: a channel that hangs."""

    release: threading.Event

    def do_GET(self) -> None:
        self.release.wait(30)

    def log_message(self, format: str, *args: Any) -> None:
        del format, args


@dataclass
class Channel:
    repo: Path
    keys: Path
    url: str

    def for_till(self, shipped_root: Path | None = None) -> UpdateChannel:
        channel = release.channel_for(self.url, self.repo)
        if shipped_root is None:
            return channel
        return UpdateChannel(channel.metadata_url, channel.targets_url, shipped_root)

    def publish(self, version: str, bundle: Path, **kwargs: Any) -> Path:
        return release.publish(bundle, version, self.repo, self.keys, self.url, **kwargs)

    def taken_over(self, folder: Path) -> Channel:
        """The channel's repository replaced by one signed with other keys, as an attacker who
        holds the server would: 0.3.0 published there. The impostor's channel, in ``folder``."""
        impostor = Channel(folder / "impostor", release.make_throwaway_keys(folder / "other-keys"), self.url)
        impostor.repo.mkdir()
        impostor.publish("0.3.0", bundle(folder / "bundle-0.3.0", "0.3.0"))
        shutil.rmtree(self.repo)
        shutil.copytree(impostor.repo, self.repo)
        return impostor


@contextmanager
def serving(folder: Path, handler: type[SimpleHTTPRequestHandler] = _Quiet) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def stuck_server() -> Iterator[str]:
    let_go = threading.Event()
    handler = type("StuckHandler", (_Stuck,), {"release": let_go})
    with serving(Path("."), handler) as url:
        try:
            yield url
        finally:
            let_go.set()


def bundle(folder: Path, text: str) -> Path:
    """A stand-in for a built bundle: the program's one file says which release it is."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "release.txt").write_text(text, encoding="utf-8")
    return folder


def source_release(folder: Path, version: str) -> Path:
    """A release run from source: a copy of the app's code that says it is ``version``."""
    shutil.copytree(ROOT / "app", folder / "app", ignore=shutil.ignore_patterns("__pycache__"))
    marker = folder / "app" / "__init__.py"
    text = re.sub(r'__version__ = "[^"]+"', f'__version__ = "{version}"', marker.read_text(encoding="utf-8"))
    marker.write_text(text, encoding="utf-8")
    return folder
