"""In the real window: an answer about another voucher, or in a form the till cannot read, is said
in plain words, and nothing of it can be redeemed."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.compose import SETTLE_ENV, Till, support_sources
from app.core.logs import close_log_file, setup_logging
from app.core.notice import Notice
from app.sandbox.seed import DemoCodes
from app.services.support import build_report
from app.shell.main_window import MainWindow
from helpers.notices import NoticeRecorder
from helpers.till import close_till, open_till, redeem_amount, scan
from sandbox_harness.server import SandboxServer

TillWindow = tuple[MainWindow, Till]
CODE = DemoCodes.VALID_PARTIAL

pytestmark = pytest.mark.logs(r".")


def looked_up_in_form(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, told: NoticeRecorder, form: str
) -> None:
    """The service answers the next lookup of ``CODE`` in ``form``; the till has said its word."""
    sandbox.forms.set(form, method="GET", path="/codes/", times=1)
    scan(qtbot, window, CODE)
    qtbot.waitUntil(lambda: any(told.texts("lookup")))


def redeemable_when_scanned_again(qtbot: QtBot, window: MainWindow) -> None:
    """The next scan of ``CODE``, answered plainly, can be redeemed: the till went on."""
    scan(qtbot, window, CODE)
    qtbot.waitUntil(window.redeem.isVisible)


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
    looked_up_in_form(qtbot, window, sandbox, told, form)
    assert not window.redeem.isVisible()
    redeemable_when_scanned_again(qtbot, window)


def test_a_refusal_under_http_200_to_a_lookup_is_said_as_the_refusal_it_is(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder
) -> None:
    window, _ = till_window
    looked_up_in_form(qtbot, window, sandbox, told, "envelope_200")
    # The envelope's reason (insufficient_balance), in the till's words for it.
    assert window.message.text() == "That is more than the voucher's balance."
    assert not window.redeem.isVisible()


def test_a_service_that_answers_with_a_move_is_named_for_a_manager_and_never_followed(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder
) -> None:
    window, _ = till_window
    looked_up_in_form(qtbot, window, sandbox, told, "moved")
    assert window.message.text() == (
        "The voucher service answers from another address (https://vouchers.example.com): "
        "ask a manager to check Service settings."
    )
    assert not window.redeem.isVisible()
    redeemable_when_scanned_again(qtbot, window)


def test_a_balance_given_twice_with_two_values_is_never_shown_nor_redeemable(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder
) -> None:
    window, _ = till_window
    looked_up_in_form(qtbot, window, sandbox, told, "repeated_money")
    assert not window.redeem.isVisible()
    assert not window.voucher.isVisible()
    redeemable_when_scanned_again(qtbot, window)
    assert sandbox.state.balance_of(CODE) == 5000


@pytest.mark.parametrize("form", ["failed_status", "failed_success", "failed_error"])
def test_a_failure_inside_a_success_answer_to_a_lookup_is_said_as_the_services_trouble(
    qtbot: QtBot, till_window: TillWindow, sandbox: SandboxServer, told: NoticeRecorder, form: str
) -> None:
    window, _ = till_window
    looked_up_in_form(qtbot, window, sandbox, told, form)
    assert window.message.text().startswith("The voucher service reported a problem instead of an answer."), (
        "said as the service's trouble, not as an unreadable voucher"
    )
    assert not window.redeem.isVisible()
    qtbot.waitUntil(window.redeem.isVisible)  # looked up again by itself once the service answers


ANOTHER = f"{DemoCodes.HISTORY_PREFIX}0042"


@pytest.mark.logs(r"the answer is not proven this request's")
def test_a_refusal_about_another_voucher_is_never_this_vouchers_reason_nor_its_code_whole_anywhere(
    qtbot: QtBot, qloop: object, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The service turns a £1.00 redemption of TEA40PART onto HIST0042 and refuses it as used. The
    cashier is never told TEA40PART is used: the till settles it from the service's records (not
    taken; £25.00 left), and HIST0042, which nobody scanned here, is whole in no line, tooltip, log
    or support report."""
    monkeypatch.setenv(SETTLE_ENV, "0")
    log_file = setup_logging(tmp_path / "logs")
    window, till = open_till(qtbot, sandbox, tmp_path / "home")
    told = NoticeRecorder(till)
    try:
        scan(qtbot, window, DemoCodes.PART_USED)
        sandbox.faults.set(
            path=f"/codes/{DemoCodes.PART_USED}/redeem/", method="POST", misapply={"code": ANOTHER}, times=1
        )
        redeem_amount(qtbot, window, "1")
        qtbot.waitUntil(lambda: "Nothing was taken" in window.redeem_status.text(), timeout=15_000)
        assert sandbox.state.balance_of(DemoCodes.PART_USED) == 2500
        notices = [notice for _, notice in told.heard if isinstance(notice, Notice)]
        said = [window.redeem_status.text(), window.redeem_status.toolTip()]
        said += [text for notice in notices for text in (notice.text, notice.details)]
        assert not [text for text in said if "already used" in text or ANOTHER in text]
        report = build_report(support_sources(till, []))
    finally:
        close_till(qtbot, window, till)
        close_log_file()
    assert ANOTHER not in log_file.read_text(encoding="utf-8")
    assert not [name for name, text in report.files.items() if ANOTHER in text]
