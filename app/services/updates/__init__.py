"""Signed updates: the till reads its release channel through tufup (TUF metadata), Qt-free.

``channel`` is where the updates come from (shipped with the install), ``fetch`` checks the
channel and stages a verified update off the event loop, ``policy`` says when one may be installed.
``fetch`` loads tufup, tuf and requests, so it is imported where a check runs, not at start-up.
"""

from app.services.updates.channel import (
    CHANNEL_FILE,
    ROOT_FILE,
    ChannelFileError,
    UpdateChannel,
    installed_folder,
)
from app.services.updates.policy import TillActivity, check_blocker, install_blocker, ready_text

__all__ = [
    "CHANNEL_FILE",
    "ROOT_FILE",
    "ChannelFileError",
    "TillActivity",
    "UpdateChannel",
    "check_blocker",
    "install_blocker",
    "installed_folder",
    "ready_text",
]
