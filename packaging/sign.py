"""Authenticode-sign Windows executables with osslsigncode, and verify the signature.

    python packaging/sign.py FILE.exe...            # sign each in place, then verify
    python packaging/sign.py --throwaway-cert DIR   # a self-signed certificate for CI, never a release

The certificate and its key come from the release environment (``$VOUCHER_DESK_SIGN_CERT``, PEM
certificate chain; ``$VOUCHER_DESK_SIGN_KEY``, PEM private key). CI signs with a throwaway
self-signed certificate made by openssl, which proves the signing step and the signature's shape;
Windows trusts only a certificate from a code-signing authority.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import APP_NAME

CERT_ENV = "VOUCHER_DESK_SIGN_CERT"
KEY_ENV = "VOUCHER_DESK_SIGN_KEY"
#: A timestamp server is on the public network; CI has none, so signatures here carry no timestamp.
TIMESTAMP_ENV = "VOUCHER_DESK_SIGN_TIMESTAMP_URL"


class SigningFailed(RuntimeError):
    pass


@dataclass(frozen=True)
class Certificate:
    cert: Path
    key: Path

    @classmethod
    def from_environment(cls) -> Certificate | None:
        cert, key = os.environ.get(CERT_ENV), os.environ.get(KEY_ENV)
        return cls(Path(cert), Path(key)) if cert and key else None


def _run(command: list[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SigningFailed(f"{command[0]} {command[1]} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def throwaway_certificate(folder: Path) -> Certificate:
    """A self-signed code-signing certificate, valid for a day (CI only)."""
    folder.mkdir(parents=True, exist_ok=True)
    certificate = Certificate(folder / "codesign.crt", folder / "codesign.key")
    _run([
        "openssl", "req", "-x509", "-newkey", "rsa:3072", "-nodes", "-days", "1",
        "-subj", f"/CN={APP_NAME} CI (throwaway)", "-addext", "extendedKeyUsage=codeSigning",
        "-keyout", str(certificate.key), "-out", str(certificate.cert),
    ])  # fmt: skip
    return certificate


def sign(executable: Path, certificate: Certificate) -> None:
    """Sign ``executable`` in place (SHA-256), then check the signature is there and whole."""
    signed = executable.with_name(executable.name + ".signed")
    signed.unlink(missing_ok=True)
    command = [
        "osslsigncode", "sign", "-certs", str(certificate.cert), "-key", str(certificate.key),
        "-h", "sha256", "-n", APP_NAME, "-in", str(executable), "-out", str(signed),
    ]  # fmt: skip
    if timestamp_url := os.environ.get(TIMESTAMP_ENV):
        command += ["-ts", timestamp_url]
    _run(command)
    signed.replace(executable)
    verify(executable, certificate)


def verify(executable: Path, certificate: Certificate) -> str:
    """``osslsigncode verify`` against ``certificate`` as the trusted root; its report on success."""
    return _run(["osslsigncode", "verify", "-CAfile", str(certificate.cert), "-in", str(executable)])


def available() -> bool:
    return shutil.which("osslsigncode") is not None and shutil.which("openssl") is not None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="*")
    parser.add_argument("--throwaway-cert", type=Path, metavar="DIR")
    args = parser.parse_args(argv)
    if args.throwaway_cert is not None:
        made = throwaway_certificate(args.throwaway_cert)
        print(f"{CERT_ENV}={made.cert}\n{KEY_ENV}={made.key}")
        return 0
    certificate = Certificate.from_environment()
    if certificate is None:
        parser.error(f"${CERT_ENV} and ${KEY_ENV} name the certificate and its key")
    for executable in args.files:
        sign(executable, certificate)
        print(f"signed and verified: {executable}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
