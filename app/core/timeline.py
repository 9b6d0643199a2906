"""The till's words about the service's timeline (app.api.timeline): its own times labelled until
the offset is measured, and a warning when the two clocks tell instants far apart."""

from __future__ import annotations

from datetime import datetime, timedelta

from app.api.timeline import ServiceTimeline
from app.core.i18n import translate
from app.core.movement import Movement

#: A skew above this is shown as a warning: beyond drift, one of the clocks is set wrong. A time zone
#: never shows in the skew (both sides' instants are UTC), so a till in another zone is not warned.
LARGE_OFFSET_S = 5 * 60


def time_text(timeline: ServiceTimeline, moment: datetime, pattern: str) -> str:
    """A time the till took from ``service_now`` (last contact, last heard), as shown beside the
    service's own times.

    Until the offset is known, ``service_now`` is the till's own clock, which may be hours from
    the service's (a till set to Tokyo at a London hotel), so the time is labelled as the till's
    ("06:31 (till clock)") rather than shown as if it were the service's. An answer's HTTP Date
    is the service's instant, in UTC; the property's zone is in no setting and the service's
    times carry none, so the offset needs both: the Date of any answer and the zone a movement
    proved, this session's or the journal's newest (``stamps_ahead``, handed to the timeline at
    start). So the label goes at the first answer on a till that has ever moved money, and at its
    first redemption or top-up on one that never has.
    """
    shown = format(moment, pattern)
    if timeline.offset_s is not None:
        return shown
    return translate("Timeline", "{time} (till clock)").format(time=shown)


#: Every property's zone is a whole number of quarter hours from UTC.
_QUARTER_HOUR_S = 15 * 60


def stamps_ahead(answered: Movement | None, zone_now: timedelta) -> timedelta | None:
    """How far the service's stamps run ahead of UTC now (the property's zone), as the journal's
    newest answered movement proves it (``Journal.newest_answered``): its event's stamp less the
    till's wall clock when it was sent, which summer time moves alike on both sides, plus the till's
    own zone now (``zone_now``), so a change of summer time since does not put the till's times an
    hour out. To the quarter hour: a till clock then wrong by minutes does not carry into it."""
    if answered is None or answered.service is None or answered.sent_epoch is None:
        return None
    sent = datetime.fromtimestamp(answered.sent_epoch)
    ahead = answered.service.created - sent + zone_now
    quarters = round(ahead.total_seconds() / _QUARTER_HOUR_S)
    return timedelta(seconds=quarters * _QUARTER_HOUR_S)


def offset_warning(offset_s: float | None, *, short: bool = False) -> str:
    """Till words for a large skew of the clocks (``ServiceTimeline.skew_s``: the service's instant
    less the till's), or "" when it is small or not known yet. Never the wall clocks' offset: hours
    of it are only a zone (a till set to Tokyo at a London hotel), which no clock is wrong about.
    ``short``: the size and its side alone, where the banners have no room for the rest."""
    if offset_s is None or abs(offset_s) < LARGE_OFFSET_S:
        return ""
    minutes = round(abs(offset_s) / 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        size = translate("Timeline", "{hours} h {minutes} min").format(hours=hours, minutes=f"{minutes:02d}")
    else:
        size = translate("Timeline", "{minutes} min").format(minutes=minutes)
    if short:
        said = (
            translate("Timeline", "This till's clock is {size} behind the service's.")
            if offset_s > 0
            else translate("Timeline", "This till's clock is {size} ahead of the service's.")
        )
    elif offset_s > 0:
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
