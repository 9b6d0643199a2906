"""The till's words about the service's timeline (app.api.timeline): its own times labelled until
the offset is measured, and a warning when the two clocks tell instants far apart."""

from __future__ import annotations

from datetime import datetime

from app.api.timeline import ServiceTimeline
from app.core.i18n import translate

#: A skew above this is shown as a warning: beyond drift, one of the clocks is set wrong. A time zone
#: never shows in the skew (both sides' instants are UTC), so a till in another zone is not warned.
LARGE_OFFSET_S = 5 * 60


def time_text(timeline: ServiceTimeline, moment: datetime, pattern: str) -> str:
    """A time the till took from ``service_now`` (last contact, last heard), as shown beside the
    service's own times.

    Until a movement of this till has measured the offset, ``service_now`` is the till's own
    clock, which may be hours from the service's (a till set to Tokyo at a London hotel), so the
    time is labelled as the till's ("06:31 (till clock)") rather than shown as if it were
    the service's. Nothing the till reads before then tells the offset: the service's times
    carry no zone, event times say when events happened rather than what time it is now, and an
    HTTP Date header is in UTC while the property's zone is in no setting. The first redemption
    or top-up measures it (and, with its answer's Date, the property's zone: every answer after it
    keeps the offset current), and the label goes.
    """
    shown = format(moment, pattern)
    if timeline.offset_s is not None:
        return shown
    return translate("Timeline", "{time} (till clock)").format(time=shown)


def offset_warning(offset_s: float | None) -> str:
    """Till words for a large skew of the clocks (``ServiceTimeline.skew_s``: the service's instant
    less the till's), or "" when it is small or not known yet. Never the wall clocks' offset: hours
    of it are only a zone (a till set to Tokyo at a London hotel), which no clock is wrong about."""
    if offset_s is None or abs(offset_s) < LARGE_OFFSET_S:
        return ""
    minutes = round(abs(offset_s) / 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        size = translate("Timeline", "{hours} h {minutes} min").format(hours=hours, minutes=f"{minutes:02d}")
    else:
        size = translate("Timeline", "{minutes} min").format(minutes=minutes)
    if offset_s > 0:
        said = translate(
            "Timeline",
            "This till's clock is {size} behind the service's: the service's times are shown as it "
            "stamps them.",
        )
    else:
        said = translate(
            "Timeline",
            "This till's clock is {size} ahead of the service's: the service's times are shown as it "
            "stamps them.",
        )
    return said.format(size=size)
