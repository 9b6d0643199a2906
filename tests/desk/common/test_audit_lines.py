"""Every action the till writes in its audit log is shown in the manager's language: an action the
list had no words for ("find") stayed English in a Polish audit log."""

from __future__ import annotations

import re
from pathlib import Path

from app.desk.common.audit_lines import ACTION_WORDS
from app.store.audit_reduce import GUEST_WORDS

APP = Path(__file__).resolve().parents[3] / "app"
#: A module's name for an audit action: ``ACTION_REVEAL = "reveal code"``, ``OVERRIDE_ACTION = ...``.
CONSTANT = re.compile(r'^(?:ACTION(?:_[A-Z_]+)?|[A-Z_]+_ACTION) = "([^"]+)"', re.MULTILINE)
#: Kinds of movement are worded by their kind (``MovementKind``), not here.
WORDED_ELSEWHERE = {"redeem", "topup", "reverse", "refund", "sale"}


def written_actions() -> set[str]:
    found: set[str] = set(GUEST_WORDS)
    for source in APP.rglob("*.py"):
        found.update(CONSTANT.findall(source.read_text(encoding="utf-8")))
    return found - WORDED_ELSEWHERE


def test_every_audit_action_has_words() -> None:
    actions = written_actions()
    assert "reveal code" in actions, "the scan finds the till's actions"
    assert sorted(actions - set(ACTION_WORDS)) == []
