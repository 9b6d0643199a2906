"""Warnings the till logs by design, for tests to declare (``@pytest.mark.logs``, tests/conftest.py).

Each is a regex searched in the message. A test that provokes one declares it; any other warning
fails the test, because a warning nobody expected is a bug nobody would otherwise see.
"""

from __future__ import annotations

#: A movement's answer was lost and the till is checking the service's records.
LOST_ANSWER = r": no answer; reconciling$"
#: The service recorded a movement other than the one asked for (amount, code, place, original).
OTHER_FIGURES = r": the service recorded other figures: "
#: A movement called not applied was found done by a later check.
TURNED_UP_LATE = r", called not applied, turned up late"
#: A reverse's original could not be read back to confirm it.
ORIGINAL_UNREAD = r" answered; its original could not be read back: "
#: A balance event the service sent could not be read; the feed and the search go on without it.
UNREADABLE_EVENT = r"^Skipped unreadable balance event "
#: A refund answered whose order could not be read back to confirm it.
REFUND_UNREAD = r"^Refund(ed)? (of )?order \d+ (answered, but it )?could not be read back: "
#: A reconciliation that could not reach the service (it is tried again).
RECONCILE_UNREACHED = r"^Reconciliation could not reach the service: "
#: A manager decided an unconfirmed movement (their word, recorded).
MANAGER_DECIDED = r" marked not applied by manager "
#: A success answer with a failure written inside it (``{"status": "error"}`` and its kin).
FAILURE_INSIDE = r": a success status with a failure inside: "
#: What a fault-injected service makes the till log: every one of the above.
FAULTS = (
    LOST_ANSWER,
    OTHER_FIGURES,
    TURNED_UP_LATE,
    ORIGINAL_UNREAD,
    UNREADABLE_EVENT,
    REFUND_UNREAD,
    RECONCILE_UNREACHED,
    MANAGER_DECIDED,
    FAILURE_INSIDE,
)
#: An older service's float-noisy money, rounded to cents with a warning.
FLOAT_NOISE = r"^Money with float noise in "
#: A slip the till could not print (no printer on a test machine).
SLIP_NOT_PRINTED = r"^Slip not printed: "
#: A store the till cannot write (full disk, locked or read-only file): told, paused, retried.
STORAGE_PROBLEM = r"^Storage problem: "
#: An answer received but not yet written down: kept in memory and written again.
KEPT_IN_MEMORY = r"; kept in memory to write again$"
#: A start-up problem, shown in a window and on stderr before the till opens.
STARTUP_PROBLEM = r"^Start-up problem: "
#: A damaged store kept aside and started afresh with what could be read from it.
SALVAGE = r"^(Damaged .* kept |Reading \w+ \(\w+\) stopped after |Started a fresh )"
#: A damaged or empty settings file restored from its copy.
SETTINGS_RESTORED = r"^Settings at .* were .*; restored from "
#: A settings file beyond repair, with no good copy: the till asks to be set up again.
SETTINGS_LOST = r"^Settings at .* are .* and there is no good backup copy$"
#: The OS keyring would not keep or give the key: a file only this user can read is used.
KEYRING_FALLBACK = r"^The OS keyring (refused the key|could not be read)"
#: The crash dialog's own log line for a bug it shows.
CRASH_SHOWN = r"^Unexpected error"
#: The windowless check's verdict when it fails.
HEADLESS_FAILED = r"^headless check failed"
#: The retention could not reduce a file (a broken audit chain, a damaged or locked file).
RETENTION_LEFT = r"^Retention left some files as they were: "
