"""Signed updates: the till reads its release channel through tufup (TUF metadata), Qt-free.

``channel`` is where the updates come from (shipped with the install), ``fetch`` checks the
channel and stages a verified update off the event loop, ``policy`` says when one may be installed.
"""

from app.services.updates.channel import CHANNEL_FILE, ROOT_FILE, UpdateChannel
from app.services.updates.fetch import (
    NoUpdate,
    Refusal,
    UpdateRefused,
    UpdateResult,
    UpdateStaged,
    check_and_stage,
    prepare_update,
)
from app.services.updates.policy import TillActivity, install_blocker, ready_text

__all__ = [
    "CHANNEL_FILE",
    "ROOT_FILE",
    "NoUpdate",
    "Refusal",
    "TillActivity",
    "UpdateChannel",
    "UpdateRefused",
    "UpdateResult",
    "UpdateStaged",
    "check_and_stage",
    "install_blocker",
    "prepare_update",
    "ready_text",
]
