"""Authenticode signing with osslsigncode, on a small PE image made here (the Wine build is slow)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import sign  # noqa: E402
from windows_on_linux import forwarding_dll  # noqa: E402

pytestmark = pytest.mark.skipif(not sign.available(), reason="needs osslsigncode and openssl (.ci/run)")


def test_a_signed_executable_verifies_and_a_changed_one_does_not(tmp_path: Path) -> None:
    certificate = sign.throwaway_certificate(tmp_path / "cert")
    executable = tmp_path / "small.dll"
    executable.write_bytes(forwarding_dll("small.dll", {"Answer": "kernel32.GetTickCount"}))

    sign.sign(executable, certificate)

    assert "Signature verification: ok" in sign.verify(executable, certificate)
    data = bytearray(executable.read_bytes())
    data[0x400] ^= 0xFF
    executable.write_bytes(bytes(data))
    with pytest.raises(sign.SigningFailed):
        sign.verify(executable, certificate)


def test_a_signature_from_another_certificate_is_not_trusted(tmp_path: Path) -> None:
    executable = tmp_path / "small.dll"
    executable.write_bytes(forwarding_dll("small.dll", {"Answer": "kernel32.GetTickCount"}))
    sign.sign(executable, sign.throwaway_certificate(tmp_path / "ours"))

    with pytest.raises(sign.SigningFailed):
        sign.verify(executable, sign.throwaway_certificate(tmp_path / "theirs"))
