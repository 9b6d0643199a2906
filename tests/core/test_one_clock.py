"""The till's own clock, shown beside the service's: labelled until measured, then the service's;
the POS hand-off's time is the service's stamp of the event."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal

from app.api.timeline import ServiceTimeline
from app.core.movement import MovementState, ServiceEvent
from app.core.pos_handoff import handoff_of
from app.core.timeline import stamps_ahead, time_text
from helpers.clock import FakeClock
from helpers.fakes import movement

TOKYO = datetime(2026, 11, 23, 6, 31, 2)  # the till's clock
LONDON = TOKYO - timedelta(hours=9)  # the service's


class Stamped:
    def __init__(self, event_id: int, created: datetime) -> None:
        self.event_id = event_id
        self.created = created


def test_the_tills_own_time_is_labelled_until_a_movement_measures_the_offset() -> None:
    clock = FakeClock(TOKYO)
    timeline = ServiceTimeline(clock)
    assert time_text(timeline, timeline.service_now(), "%H:%M:%S") == "06:31:02 (till clock)"
    timeline.saw([Stamped(700100, LONDON - timedelta(hours=2))])
    assert timeline.offset_s is None, "an old event says nothing about what time it is now"

    timeline.answered(Stamped(700245, LONDON))
    assert timeline.offset_s == -9 * 3600
    assert time_text(timeline, timeline.service_now(), "%H:%M:%S") == "21:31:02"


def test_the_hand_off_shows_the_time_the_service_recorded() -> None:
    made = movement(
        "DINNER75",
        Decimal("75.00"),
        state=MovementState.DONE,
        id="m1",
        created=TOKYO,
        staff="Sam",
        till="Till 2",
        result_event_id=700245,
        balance_before=Decimal("75.00"),
    )
    recorded = ServiceEvent(
        700245, "Redeemed", "DINNER75", 71, Decimal("75.00"), "GBP", Decimal(75), Decimal(0), LONDON
    )
    assert handoff_of(replace(made, service=recorded)).detail == "Redeemed 21:31 by Sam"
    assert handoff_of(made).detail == "Redeemed 06:31 by Sam", "no record yet: the till's own time"


def test_the_zone_a_past_movement_proved_holds_after_summer_time_changed() -> None:
    """A redemption sent in summer, the till in the property's zone: in winter the service's stamps
    are an hour less ahead of UTC, as the till's own zone is; a till nine hours ahead of the
    property's (Tokyo at a London hotel) is told the property's zone, not its own."""
    sent = datetime(2026, 7, 14, 10, 0, 5)
    recorded = ServiceEvent(
        700245,
        "Redeemed",
        "DINNER75",
        71,
        Decimal(5),
        "GBP",
        Decimal(75),
        Decimal(70),
        sent + timedelta(seconds=2),
    )
    summer = replace(movement(state=MovementState.DONE), service=recorded, sent_epoch=sent.timestamp())
    assert stamps_ahead(summer, timedelta(hours=1)) == timedelta(hours=1), "London in summer"
    assert stamps_ahead(summer, timedelta(0)) == timedelta(0), "London in winter"
    in_tokyo = replace(summer, service=replace(recorded, created=sent - timedelta(hours=9, seconds=40)))
    assert stamps_ahead(in_tokyo, timedelta(hours=9)) == timedelta(0), "to the quarter hour"
    assert stamps_ahead(movement(state=MovementState.DONE), timedelta(0)) is None, "no event: nothing proved"
