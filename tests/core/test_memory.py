"""The allocator setting that lets a till running all day give freed memory back."""

import sys

import pytest

from app.memory import return_freed_memory


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's setting, on Linux only")
def test_on_linux_the_allocator_takes_the_setting() -> None:
    assert return_freed_memory() is True


def test_elsewhere_there_is_nothing_to_set(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    assert return_freed_memory() is False
