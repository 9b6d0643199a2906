"""When the till may look for an update and when it may install one."""

from __future__ import annotations

import pytest

from app.services.updates import TillActivity, install_blocker, ready_text
from app.services.updates.policy import check_blocker


def test_a_quiet_online_till_may_install() -> None:
    assert install_blocker(TillActivity()) is None
    assert ready_text("0.2.0") == "Version 0.2.0 is ready — install at the end of the shift"


@pytest.mark.parametrize(
    ("activity", "words"),
    [
        (TillActivity(training=True), "training"),
        (TillActivity(online=False), "offline"),
        (TillActivity(movements_in_flight=1), "being sent"),
        (TillActivity(movements_unresolved=2), "unresolved"),
        (TillActivity(mid_sale=True), "sale or a bill"),
        (TillActivity(mid_bill=True), "sale or a bill"),
    ],
)
def test_a_busy_till_waits_and_says_why(activity: TillActivity, words: str) -> None:
    reason = install_blocker(activity)
    assert reason is not None
    assert words in reason


def test_a_training_or_offline_till_never_looks_for_an_update() -> None:
    assert check_blocker(TillActivity(training=True)) is not None
    assert check_blocker(TillActivity(online=False)) is not None
    assert check_blocker(TillActivity(mid_sale=True)) is None
