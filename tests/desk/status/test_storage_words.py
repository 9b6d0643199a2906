"""How the storage banner names a voucher: as every line of the till does (``shown_code``, the
counter's code whole and any other as the feed beside the banner shows it), in its list of answers
not yet written down and in any problem it quotes, never by a masking of its own."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import cast

import pytest
from PySide6.QtWidgets import QApplication

from app.core.masking import CodeMasks, mask_code
from app.core.movement import MovementState
from app.desk.status.storage import StorageHealth
from app.services.movements import MovementService, UnwrittenOutcome
from app.store.db import StorageError
from helpers import fakes, logs

pytestmark = pytest.mark.logs(logs.STORAGE_PROBLEM)

CODE = "SPA50PART"
#: The feed beside the banner holds a voucher ending as ``CODE`` does: it tells them apart by more.
FEED = CodeMasks(["TEA40PART", "DINNER75"])
LOCKED = StorageError("The till cannot write its journal: another program has it locked")


@dataclass
class Kept:
    """What the banner asks of the money wing: the answers it could not write down yet."""

    unwritten: list[UnwrittenOutcome] = field(default_factory=list)

    def write_unwritten(self) -> list[UnwrittenOutcome]:
        return self.unwritten


@pytest.fixture
def kept() -> Kept:
    return Kept()


@pytest.fixture
def storage(qapp: QApplication, kept: Kept) -> Iterator[StorageHealth]:
    health = StorageHealth([], cast(MovementService, kept), retry_delays_s=(3600.0,))
    yield health
    health.close()


def held_at_the_counter(code: str) -> Callable[[str], str]:
    """The till's rule (``app.wiring.counter_or_beside``): whole if held, else as the feed shows it."""
    return lambda shown: shown if shown == code else FEED.beside(shown)


def redeemed_not_written(storage: StorageHealth, kept: Kept) -> None:
    """£10.00 of ``CODE`` redeemed by the service, its answer kept in memory: the disk is locked."""
    done = fakes.movement(CODE, state=MovementState.DONE, result_event_id=901)
    kept.unwritten = [UnwrittenOutcome(done, lambda: done, lambda _m: None, error=LOCKED)]
    storage.refresh()


def test_until_it_is_wired_the_banner_masks_every_code(storage: StorageHealth, kept: Kept) -> None:
    redeemed_not_written(storage, kept)
    assert f"The redeem of {mask_code(CODE)} for £10.00" in storage.banner_text()
    assert CODE not in storage.banner_text() + storage.banner_short()


def test_the_banner_names_its_voucher_as_the_line_beside_the_counter_does(
    storage: StorageHealth, kept: Kept
) -> None:
    redeemed_not_written(storage, kept)
    storage.shown_code = held_at_the_counter(CODE)
    assert storage.banner_text().startswith(f"NOT YET WRITTEN DOWN — The redeem of {CODE} for £10.00")
    storage.shown_code = held_at_the_counter("DINNER75")
    beside = FEED.beside(CODE)
    assert beside == "••••••50PART", "told from TEA40PART in the feed beside it"
    for said in (storage.banner_text(), storage.banner_short()):
        assert f"The redeem of {beside} for £10.00" in said
        assert CODE not in said


def test_a_problem_quoting_a_code_names_it_as_the_banner_does_and_keeps_its_file_names(
    storage: StorageHealth,
) -> None:
    """A refusal to move money on a voucher not yet written down quotes that voucher's code: not
    whole in the banner once the counter holds another; a file's name is no code."""
    storage.shown_code = held_at_the_counter("DINNER75")
    storage.report(
        StorageError(f"The till has not yet written down the last redeem of {CODE} (journal.sqlite3)")
    )
    said = storage.banner_text()
    assert said.startswith(
        "The till has not yet written down the last redeem of ••••••50PART (journal.sqlite3)"
    )
    assert CODE not in said
    storage.shown_code = held_at_the_counter(CODE)
    assert f"redeem of {CODE} (journal.sqlite3)" in storage.banner_text()
