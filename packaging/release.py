"""Make a release's update: the archive and the signed TUF metadata, beside the installer.

    python packaging/release.py BUNDLE_DIR VERSION [--repo DIR] [--keys DIR] [--url URL]
    python packaging/release.py --throwaway-keys DIR   # a key set for CI or a test, never a release
    python packaging/release.py --restore URL [--repo DIR] [--keys DIR] [--new-channel]

The channel is a folder (``--repo``, default ``dist/update-channel``) holding ``metadata/`` (root,
targets, snapshot, timestamp, each signed and with an expiry) and ``targets/`` (the archives). It
is kept from one release to the next, since TUF refuses metadata older than what a till has seen;
the release workflow publishes it as it is to the channel's address. The private keys come from
the release environment (``--keys`` or ``$VOUCHER_DESK_RELEASE_KEYS``): this script never makes
them for a real release. The channel's address (``--url`` or ``$VOUCHER_DESK_UPDATE_URL``) and its
root metadata are written into the bundle before it is archived, so the install and every update
ship them (``app/services/updates/channel.py``).

``--restore`` brings the published channel's metadata back into ``--repo`` before a release, on a
machine that has only the keys (the release workflow's runner): every role's signature is checked
against the release's own public keys first, since what is restored is signed again. A channel that
has never been published stops it, unless ``--new-channel`` says this release starts one.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import shutil
import sys
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tuf.api.exceptions import UnsignedMetadataError
from tuf.api.metadata import Metadata
from tufup.repo import Keys, Repository

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app import APP_SLUG  # noqa: E402
from app.services.updates.channel import ROOT_FILE, UpdateChannel, channel_home  # noqa: E402

KEYS_ENV = "VOUCHER_DESK_RELEASE_KEYS"
URL_ENV = "VOUCHER_DESK_UPDATE_URL"
DEFAULT_REPO = ROOT / "dist" / "update-channel"
#: Days each role's signature holds. The timestamp is re-signed by every release and by the
#: channel's scheduled re-signing; a till that meets an older one refuses it.
EXPIRATION_DAYS = {"root": 730, "targets": 90, "snapshot": 90, "timestamp": 30}

_log = logging.getLogger(__name__)


def make_throwaway_keys(keys_dir: Path) -> Path:
    """A fresh, unencrypted key per role (CI and tests: never a real release's)."""
    if all((keys_dir / role).is_file() for role in EXPIRATION_DAYS):
        return keys_dir  # tufup would ask on stdin whether to overwrite them
    keys_dir.mkdir(parents=True, exist_ok=True)
    Keys(dir_path=keys_dir).create()
    return keys_dir


def _repository(repo_dir: Path, keys_dir: Path, expiration_days: dict[str, int]) -> Repository:
    if not all((keys_dir / role).is_file() for role in EXPIRATION_DAYS):
        raise SystemExit(f"the release keys (root, targets, snapshot, timestamp) are not all in {keys_dir}")
    repo = Repository(
        app_name=APP_SLUG, repo_dir=repo_dir, keys_dir=keys_dir, expiration_days=dict(expiration_days)
    )
    for folder in (repo.metadata_dir, repo.targets_dir):
        folder.mkdir(parents=True, exist_ok=True)
    # Not tufup's initialize(): it would offer to overwrite keys that exist, asking on stdin.
    repo._load_keys_and_roles(create_keys=False)
    if not repo.roles.file_path("root").exists():
        repo.publish_changes(private_key_dirs=[keys_dir])
    return repo


def channel_for(url: str, repo_dir: Path) -> UpdateChannel:
    base = url.rstrip("/")
    return UpdateChannel(f"{base}/metadata/", f"{base}/targets/", repo_dir / "metadata" / ROOT_FILE)


def publish(
    bundle_dir: Path,
    version: str,
    repo_dir: Path,
    keys_dir: Path,
    url: str,
    *,
    expiration_days: dict[str, int] | None = None,
    before_archive: Callable[[], None] | None = None,
) -> Path:
    """Ship the channel in ``bundle_dir``, archive it as ``version``, sign; return the archive.

    ``before_archive`` runs once the channel's files are in the bundle: a macOS app is code-signed
    then, so the update holds the same signed app as the installer."""
    repo_dir = repo_dir.resolve()
    repo_dir.mkdir(parents=True, exist_ok=True)
    # tufup keeps its configuration in the working folder: keep it with the channel, not the checkout.
    with contextlib.chdir(repo_dir):
        repo = _repository(repo_dir, keys_dir, expiration_days or EXPIRATION_DAYS)
        channel = channel_for(url, repo_dir)
        archive = Path(repo.targets_dir) / f"{APP_SLUG}-{version}.tar.gz"
        if archive.exists():
            raise SystemExit(f"{archive.name} is already in the channel: a release's version is used once")
        channel_home(bundle_dir).mkdir(parents=True, exist_ok=True)
        channel.write(bundle_dir)
        shutil.copyfile(channel.trusted_root, channel_home(bundle_dir) / ROOT_FILE)
        if before_archive is not None:
            before_archive()
        repo.add_bundle(new_bundle_dir=bundle_dir, new_version=version, skip_patch=True)
        repo.publish_changes(private_key_dirs=[keys_dir])
    return archive


def resign_timestamp(repo_dir: Path, keys_dir: Path, *, days: int) -> None:
    """Sign the timestamp again, expiring in ``days`` (the channel's scheduled re-signing)."""
    with contextlib.chdir(repo_dir):
        repo = _repository(repo_dir, keys_dir, EXPIRATION_DAYS)
        repo.refresh_expiration_date("timestamp", days=days)
        repo.publish_changes(private_key_dirs=[keys_dir])


#: The roles the channel's metadata folder holds beside its numbered roots.
TOP_ROLES = ("targets", "snapshot", "timestamp")
RESTORE_TIMEOUT_S = 30.0


class RestoreRefused(SystemExit):
    """The published channel could not be restored as the release's own: nothing is signed."""


def _fetched(url: str) -> bytes | None:
    """The file at ``url``, or None if the channel has no such file (404)."""
    try:
        with urllib.request.urlopen(url, timeout=RESTORE_TIMEOUT_S) as answer:
            return bytes(answer.read())
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return None
        raise RestoreRefused(f"the channel answered {error.code} for {url}") from error


def _our_root_key(keys_dir: Path, first: Metadata[Any]) -> None:
    """The first root must name the release's own root key: else it is another channel's."""
    ours = json.loads((keys_dir / "root.pub").read_text(encoding="utf-8"))["keyval"]["public"]
    named = {first.signed.keys[keyid].keyval.get("public") for keyid in first.signed.roles["root"].keyids}
    if ours not in named:
        raise RestoreRefused("the published channel's first root is not signed by this release's root key")


def restore(url: str, repo_dir: Path, keys_dir: Path, *, new_channel: bool = False) -> int:
    """Fetch the published channel's metadata into ``repo_dir/metadata``, each role checked, so the
    next release's versions follow the published ones; return how many root versions it has."""
    base = url.rstrip("/") + "/metadata/"
    roots: list[bytes] = []
    while (found := _fetched(f"{base}{len(roots) + 1}.root.json")) is not None:
        roots.append(found)
    if not roots:
        if new_channel:
            return 0
        raise RestoreRefused(f"no channel is published at {url} (--new-channel starts one)")
    trusted = Metadata[Any].from_bytes(roots[0])
    _our_root_key(keys_dir, trusted)
    files: dict[str, bytes] = {}
    try:
        trusted.verify_delegate("root", trusted)
        for number, raw in enumerate(roots[1:], start=2):
            newer = Metadata[Any].from_bytes(raw)
            trusted.verify_delegate("root", newer)
            newer.verify_delegate("root", newer)
            files[f"{number}.root.json"], trusted = raw, newer
        for role in TOP_ROLES:
            signed = _fetched(f"{base}{role}.json")
            if signed is None:
                raise RestoreRefused(f"the published channel has no {role}.json")
            trusted.verify_delegate(role, Metadata.from_bytes(signed))
            files[f"{role}.json"] = signed
    except UnsignedMetadataError as error:
        raise RestoreRefused(
            f"the published channel's metadata is not signed by this release: {error}"
        ) from error
    metadata = repo_dir / "metadata"
    metadata.mkdir(parents=True, exist_ok=True)
    files["1.root.json"], files["root.json"] = roots[0], roots[-1]
    for name, raw in files.items():
        (metadata / name).write_bytes(raw)
    return len(roots)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, nargs="?")
    parser.add_argument("version", nargs="?")
    parser.add_argument("--repo", type=Path, default=DEFAULT_REPO)
    parser.add_argument("--keys", type=Path, default=os.environ.get(KEYS_ENV))
    parser.add_argument("--url", default=os.environ.get(URL_ENV))
    parser.add_argument("--throwaway-keys", type=Path, metavar="DIR")
    parser.add_argument("--restore", metavar="URL")
    parser.add_argument("--new-channel", action="store_true")
    args = parser.parse_args(argv)
    if args.throwaway_keys is not None:
        print(make_throwaway_keys(args.throwaway_keys))
        return 0
    if args.restore is not None:
        if args.keys is None:
            parser.error(f"the keys (--keys or ${KEYS_ENV}) are needed to check what is restored")
        roots = restore(args.restore, args.repo, args.keys, new_channel=args.new_channel)
        print(f"restored {roots} root version(s) of {args.restore} into {args.repo}")
        return 0
    if args.bundle is None or args.version is None:
        parser.error("give the bundle folder and the version")
    if args.keys is None or args.url is None:
        parser.error(f"the keys (--keys or ${KEYS_ENV}) and the address (--url or ${URL_ENV}) are needed")
    archive = publish(args.bundle, args.version, args.repo, args.keys, args.url)
    print(f"{archive} and its signed metadata are in {args.repo}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
