"""A movement's anchor: the service's newest event, read just before the request leaves.

Event ids grow on the service, so no event at or below the anchor can be this request's answer
(``app.services.money.proof``). The anchor is read for each movement rather than taken from what
the feed last saw: another till's movement made since the last poll would be newer than a stale
anchor, and a caching proxy answering this request with that till's answer would pass.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.timeline import Anchor

log = logging.getLogger("app.services.movements")

#: How long a read of the newest events made as a review opened stands as the anchor of the request
#: confirmed from it. Within it, another till's identical movement answered to this till from a
#: proxy's cache could still pass; past it (a review left open), the request reads them again.
PREPARED_FRESH_S = 10.0


class Anchors:
    """Reads the anchor of each movement, as its review opens (``prepare``) or as it is sent."""

    def __init__(self, client: VoucherClient, monotonic: Callable[[], float]) -> None:
        self._client = client
        self._monotonic = monotonic
        #: The read of the newest events started as a review opened (None when the next movement
        #: follows one of this till's own: ``follow``), when, and the newest event the till held then.
        self._prepared: tuple[float, asyncio.Task[Anchor | None] | None, Anchor | None] | None = None

    def prepare(self) -> asyncio.Task[Anchor | None] | None:
        """A movement's review just opened: read the service's newest events now, for its anchor.

        The cashier reads the review before confirming, so the read is done by then and the request
        leaves at once, with an anchor as fresh as the review (``_anchor``). Returns the read, for
        whoever must know it is done; without a running loop (nothing can be confirmed then), None.
        """
        try:
            read = asyncio.get_running_loop().create_task(self._read_or_none())
        except RuntimeError:
            return None
        self._prepared = (self._monotonic(), read, self._client.timeline.newest)
        return read

    def follow(self) -> None:
        """The next movement follows the one now on the wire (a bill's next voucher): its anchor is
        that movement's own answer, once proven, on a till alone at its desk (``take``).

        Nothing is read beside the request: the answer is newer than anything a read made now could
        find, and a read would only slow the request it runs beside. When the answer is lost (or on
        a shared desk) ``take`` reads the newest events then, before anything more is sent.
        """
        self._prepared = (self._monotonic(), None, self._client.timeline.newest)

    async def take(self, *, prepared_ok: bool) -> Anchor | None:
        """The service's newest event, read just before sending (or as the review opened): the anchor.

        Read for each movement, not taken from what the feed last saw: another till's movement made
        since the last poll is newer than a stale anchor, so a caching proxy that answers this
        request with that till's answer would pass as this request's (``proof.repeated``). A read
        made as the review opened (``prepare``) stands for ``PREPARED_FRESH_S`` only when
        ``prepared_ok``: on a till alone at its desk, where an answer repeated can only be its own.
        On a shared desk another till's identical movement confirmed after that read, answered to
        this till from a proxy's cache, would pass: there the anchor is read on Confirm. The anchor is the
        newer of what the read found and what the till had already seen: a read a proxy answered
        from its cache despite ``no-cache`` (``VoucherClient``) never lowers it. Raises ``ApiError``
        when the service cannot be read: then a till sharing its desk sends nothing (``MovementCore``).
        """
        prepared, self._prepared = self._prepared, None
        if prepared is not None:
            started, read, held_then = prepared
            fresh = prepared_ok and self._monotonic() - started <= PREPARED_FRESH_S
            held = self._client.timeline.newest
            if read is None:
                # Following this till's own movement (``follow``): its proven answer is the anchor.
                return held if fresh and _newer(held, held_then) else await self._read_newest()
            if fresh and not read.done() and _newer(held, held_then):
                # Still on the wire, but the till has seen a newer event since it began (a bill's
                # last line's own answer, read while this read was out): alone at its desk, that
                # is as fresh a bound as the read would be, so the next line leaves at once.
                return held
            anchor = await read
            if fresh and anchor is not None:
                held = self._client.timeline.newest
                return held if held is not None and held.event_id > anchor.event_id else anchor
        return await self._read_newest()

    async def _read_or_none(self) -> Anchor | None:
        """``_read_newest`` for a review: a failed read is read again on Confirm, not raised here."""
        try:
            return await self._read_newest()
        except ApiError as exc:
            log.info("The newest events could not be read as the review opened: %s", exc.details)
            return None

    async def _read_newest(self) -> Anchor | None:
        """Read the service's newest events; the newer of theirs and the one held before the read."""
        held = self._client.timeline.newest
        await self._client.balance_events()
        read = self._client.timeline.newest
        if held is None or (read is not None and read.event_id >= held.event_id):
            return read
        return held


def _newer(held: Anchor | None, before: Anchor | None) -> bool:
    """Whether ``held`` is an event newer than ``before`` (any event, when there was none)."""
    return held is not None and (before is None or held.event_id > before.event_id)
