"""Names and reasons the till makes up itself, shown in the reader's language.

A record keeps the one word it was written with (the journal, the audit log, a case), so it reads the
same whoever opens it; what the till itself named — the training till and its manager, the reasons a
manager picks from a list — is translated where it is shown. A name a person typed (a member of staff,
a manager, a till's name at set-up) is theirs and is shown as typed, in every language.
"""

from __future__ import annotations

from app.core.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "EMAIL_REASONS",
    "REVEAL_REASONS",
    "TRAINING_MANAGER",
    "TRAINING_TILL",
    "shown_name",
    "shown_reason",
]

#: The training till's manager and the training till, as the journal and the audit log keep them.
TRAINING_MANAGER = QT_TRANSLATE_NOOP("Names", "Training manager")
TRAINING_TILL = QT_TRANSLATE_NOOP("Names", "Training till")
_NAMES = frozenset({TRAINING_MANAGER, TRAINING_TILL})

#: Why a manager may see a whole code: short, so the audit log can be read at a glance.
REVEAL_REASONS = (
    QT_TRANSLATE_NOOP("Reveal", "Guest lost the code and proved who they are"),
    QT_TRANSLATE_NOOP("Reveal", "Re-issue or reprint for the guest"),
    QT_TRANSLATE_NOOP("Reveal", "Dispute or chargeback check"),
    QT_TRANSLATE_NOOP("Reveal", "Support asked for it"),
)
#: Why a manager may see a guest's whole address.
EMAIL_REASONS = (
    QT_TRANSLATE_NOOP("Reveal e-mail", "Guest asked where the voucher was sent and proved who they are"),
    QT_TRANSLATE_NOOP("Reveal e-mail", "Send the voucher again to the guest"),
    QT_TRANSLATE_NOOP("Reveal e-mail", "Dispute or chargeback check"),
    QT_TRANSLATE_NOOP("Reveal e-mail", "Support asked for it"),
)
#: The reasons the till writes without asking: a manager's decision with no note of their own.
CHECKED_WITH_SERVICE = QT_TRANSLATE_NOOP("Names", "a manager checked with the service")

#: Each reason the till wrote, with the context it is translated in; the two lists share words,
#: and one context is enough to say them.
_REASONS = {
    **{reason: "Reveal e-mail" for reason in EMAIL_REASONS},
    **{reason: "Reveal" for reason in REVEAL_REASONS},
    CHECKED_WITH_SERVICE: "Names",
}


def shown_name(name: str) -> str:
    """``name`` as the reader says it: a name the till made up translated, a person's as written."""
    return translate("Names", name) if name in _NAMES else name


def shown_reason(reason: str) -> str:
    """A reason from the till's own lists in the reader's language; one a person typed as typed."""
    context = _REASONS.get(reason)
    return translate(context, reason) if context is not None else reason
