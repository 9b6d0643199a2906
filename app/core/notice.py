"""What the till tells its user, in one shape: a line of text, details for support, and a kind.

Every view-model reports through one signal, ``notice``, carrying a :class:`Notice`. The window
decides where a notice goes (under the code field, on the redeem line, on the status bar); the
notice itself says only what happened and how serious it is, so a test or a log reads the same
thing the till user sees. ``reach`` says what a failure told about the service (it answered, it
could not be reached, it refused the key, it answered with errors), and the connection state
follows it, so no view-model decides "online" on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """How a notice looks; the style sheet colours a message by these values."""

    INFO = "info"
    CHECKING = "checking"
    DONE = "done"
    PROBLEM = "problem"
    REFUSED = "refused"
    UNKNOWN = "unknown"
    ALERT = "alert"
    #: Nothing was sent because the till paused money itself (its journal cannot be written): looks
    #: like a refusal, and goes once the till has proven it can write again.
    PAUSED = "paused"


class Reach(StrEnum):
    """What a failure says about the service, for the connection state."""

    #: It answered (a refusal, a code not found): it is there.
    ANSWERED = "answered"
    #: It answered with server errors (a 5xx, a 429): there, but not working.
    TROUBLE = "trouble"
    #: No connection or no answer in time.
    OFFLINE = "offline"
    #: It refused the till's API key (401).
    REFUSED = "refused"


@dataclass(frozen=True)
class Notice:
    """``text`` in till language ("" clears the place the notice goes); ``details`` for support;
    ``short``, when given, is said instead where ``text`` does not fit on one line: the same figures,
    without the reference that is also on the hand-off and the slip."""

    text: str
    details: str = ""
    kind: Kind = Kind.PROBLEM
    reach: Reach | None = None
    short: str = ""

    @property
    def offline(self) -> bool:
        return self.reach is Reach.OFFLINE

    @property
    def key_refused(self) -> bool:
        return self.reach is Reach.REFUSED

    @property
    def about_connection(self) -> bool:
        """The service could not be used at all: the connection banner says so, and it clears by
        itself when the service answers again."""
        return self.reach in (Reach.OFFLINE, Reach.REFUSED, Reach.TROUBLE)


#: Clears whatever the last notice from the same view-model put on screen.
CLEAR = Notice("", kind=Kind.INFO)
