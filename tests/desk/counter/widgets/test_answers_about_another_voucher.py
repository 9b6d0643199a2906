"""In the real window: an answer about another voucher, or in a form the till cannot read, is said
in plain words, and nothing of it can be redeemed."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.compose import Till
from app.sandbox.seed import DemoCodes
from app.shell.main_window import MainWindow
from helpers.notices import NoticeRecorder
from helpers.till import scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL

pytestmark = pytest.mark.logs(r".")


def test_a_lookup_answered_with_another_voucher_is_refused_and_not_redeemable(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder
) -> None:
    window, _ = till_window
    sandbox.faults.set(misapply={"code": DemoCodes.PART_USED}, method="GET", path="/codes/")
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: any(told.texts("lookup")))
    said = window.message.text()
    assert "another voucher" in said
    assert "nothing was taken" in said
    assert not window.redeem.isVisible()
    assert not window.voucher.isVisible()


@pytest.mark.parametrize("form", ["bad_gzip", "null_balance"])
def test_an_unreadable_answer_is_said_in_plain_words_and_the_till_goes_on(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder, form: str
) -> None:
    window, _ = till_window
    sandbox.forms.set(form, method="GET", path="/codes/", times=1)
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: any(told.texts("lookup")))
    assert not window.redeem.isVisible()
    scan(qtbot, window, CODE)
    qtbot.waitUntil(window.redeem.isVisible)


def test_a_refusal_under_http_200_to_a_lookup_is_said_as_the_refusal_it_is(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder
) -> None:
    window, _ = till_window
    sandbox.forms.set("envelope_200", method="GET", path="/codes/", times=1)
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: any(told.texts("lookup")))
    # The envelope's reason (insufficient_balance), in the till's words for it.
    assert window.message.text() == "That is more than the voucher's balance."
    assert not window.redeem.isVisible()


def test_a_balance_given_twice_with_two_values_is_never_shown_nor_redeemable(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder
) -> None:
    window, _ = till_window
    sandbox.forms.set("repeated_money", method="GET", path="/codes/", times=1)
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: any(told.texts("lookup")))
    assert not window.redeem.isVisible()
    assert not window.voucher.isVisible()
    scan(qtbot, window, CODE)
    qtbot.waitUntil(window.redeem.isVisible)
    assert sandbox.state.balance_of(CODE) == 5000


@pytest.mark.parametrize("form", ["failed_status", "failed_success", "failed_error"])
def test_a_failure_inside_a_success_answer_to_a_lookup_is_said_as_the_services_trouble(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder, form: str
) -> None:
    window, _ = till_window
    sandbox.forms.set(form, method="GET", path="/codes/", times=1)
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: any(told.texts("lookup")))
    assert window.message.text().startswith("The voucher service reported a problem instead of an answer."), (
        "said as the service's trouble, not as an unreadable voucher"
    )
    assert not window.redeem.isVisible()
    qtbot.waitUntil(window.redeem.isVisible)  # looked up again by itself once the service answers
