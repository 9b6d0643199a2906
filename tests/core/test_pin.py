"""The manager PIN is kept only as a salted scrypt hash."""

from __future__ import annotations

import base64

import pytest

from app.core.pin import PinError, hash_pin, validate_new_pin, verify_pin


@pytest.fixture(scope="module")
def stored() -> str:
    return hash_pin("4821")


def test_hash_has_the_documented_form_and_never_holds_the_pin(stored: str) -> None:
    scheme, n, r, p, salt, digest = stored.split("$")
    assert (scheme, n, r, p) == ("scrypt", "16384", "8", "1")
    assert len(base64.b64decode(salt)) == 16
    assert len(base64.b64decode(digest)) == 32
    assert "4821" not in stored
    assert b"4821" not in base64.b64decode(salt) + base64.b64decode(digest)


def test_verify_accepts_the_pin_and_refuses_others(stored: str) -> None:
    assert verify_pin("4821", stored)
    for wrong in ("4822", "482", "48210", "", " 4821"):
        assert not verify_pin(wrong, stored), wrong


def test_same_pin_hashes_differently_each_time() -> None:
    first, second = hash_pin("4821"), hash_pin("4821")
    assert first != second
    assert verify_pin("4821", first)
    assert verify_pin("4821", second)


def test_the_hash_keeps_the_cost_a_till_can_afford() -> None:
    """scrypt with N=2**14, r=8 (16 MB, about 50 ms a check): each manager's PIN is tried in turn on
    a worker thread, so a larger cost would keep the cashier waiting at the PIN prompt. How long it
    takes is for benchmarks, never asserted here; the cost parameters are what decide it."""
    scheme, n, r, p, _salt, _digest = hash_pin("4821").split("$")
    assert (scheme, int(n), int(r), int(p)) == ("scrypt", 2**14, 8, 1)


@pytest.mark.parametrize(
    "stored_text",
    [
        "",
        "4821",
        "bcrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
        "scrypt$16384$8$1$not base64$AAAA",
        "scrypt$x$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
        "scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
        "scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
        "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$",
    ],
    ids=["empty", "plain", "other-scheme", "bad-salt", "bad-n", "n-not-power-of-two", "n-huge", "no-digest"],
)
def test_unreadable_stored_hash_is_a_clear_error(stored_text: str) -> None:
    with pytest.raises(PinError, match="unreadable"):
        verify_pin("4821", stored_text)


@pytest.mark.parametrize("pin", ["4821", "0909", "90210", "13579024", "5550199"])
def test_acceptable_new_pins(pin: str) -> None:
    validate_new_pin(pin)


@pytest.mark.parametrize(
    ("pin", "message"),
    [
        ("", "4 to 8 digits"),
        ("482", "4 to 8 digits"),
        ("482193571", "4 to 8 digits"),
        ("48a1", "4 to 8 digits"),
        ("48 21", "4 to 8 digits"),
        ("٤٨٢١", "4 to 8 digits"),
        ("4821\n", "4 to 8 digits"),
        ("1111", "not safe"),
        ("00000000", "not safe"),
        ("1234", "not safe"),
        ("98765", "not safe"),
        ("1212", "not safe"),
        ("2580", "not safe"),
    ],
)
def test_weak_or_malformed_new_pins_are_refused(pin: str, message: str) -> None:
    with pytest.raises(PinError, match=message):
        validate_new_pin(pin)
