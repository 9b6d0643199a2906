"""The service check: each [DECIDE] point of ``docs/service-reference.md`` tried, read-only, against
the account a till is pointed at, and what the till does about each difference it finds.

Run by *Test connection* at setup and by *Manager → Check the service*, through the till's one
client (its requests are awaited on the loop as every read is; nothing here blocks it). Where the
account differs and the till can adapt (the page base, a filter the service ignores, stamps in
another zone) the result's ``fit`` says how, to be kept with the settings (``Settings.service_fit``)
and handed to the client (``fit_client``). Where it cannot, the finding says in plain words what
differs and what the till will not do. Nothing is ever written to the service.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from app.api.client import VoucherClient
from app.api.errors import ApiError, InvalidResponse, NotFound, Rejected, Unauthorized
from app.api.profile import ServiceProfile
from app.api.query import PAGE_SIZE, Op, time_filter
from app.api.stamps import TIMESTAMP_FORMAT, read_time
from app.core.errors import describe
from app.core.i18n import translate
from app.core.logs import SECRETS
from app.core.rules import EVENT_TYPE_LABELS, REVERSIBLE_EVENT_TYPES
from app.core.settings import ServiceFit

log = logging.getLogger(__name__)

#: A newest stamp further ahead of the till's clock than this is stamped in another zone.
AHEAD_MARGIN = timedelta(minutes=2)
#: A newest stamp at most this old (or ahead less than the margin) says both clocks agree.
RECENT = timedelta(minutes=10)
#: Time zones are whole quarters of an hour from one another.
ZONE_STEP_MINUTES = 15
#: Pages of the location's events read for the event types in use.
TYPE_PAGES = 10
_EVENTS = "/balance_events/"
_ORDERS = "/orders/"


class Verdict(StrEnum):
    AS_ASSUMED = "as_assumed"
    ADAPTED = "adapted"
    DIFFERS = "differs"
    UNCHECKED = "unchecked"


@dataclass(frozen=True)
class Finding:
    """One assumption tried: ``point`` names it (``key``, ``pages``, ``filter_domain``,
    ``filter_created``, ``filter_order_date``, ``stamps``, ``event_types``, ``shapes``), ``text``
    says in till words what was found and what the till does about it."""

    point: str
    verdict: Verdict
    text: str


@dataclass
class ServiceCheck:
    findings: list[Finding] = field(default_factory=list)
    fit: ServiceFit = field(default_factory=ServiceFit)

    @property
    def key_refused(self) -> bool:
        return any(f.point == "key" and f.verdict is Verdict.DIFFERS for f in self.findings)

    def lines(self) -> list[str]:
        """One line a finding, marked with its verdict (the report and the log read these)."""
        return [f"[{f.verdict.value}] {f.point}: {f.text}" for f in self.findings]

    def adapted(self) -> list[Finding]:
        return [f for f in self.findings if f.verdict is Verdict.ADAPTED]


def fit_client(client: VoucherClient, fit: ServiceFit) -> None:
    """Hand the client what the check found: its page base and the filters it applies itself, and
    (unless a movement of this session measured it) the offset of the service's stamps."""
    client.profile = ServiceProfile(
        first_page=fit.first_page,
        filters_domain=fit.filters_domain,
        filters_created=fit.filters_created,
        filters_order_date=fit.filters_order_date,
    )
    if client.timeline.measured_s is None:
        minutes = fit.stamp_offset_minutes
        client.timeline.offset_s = float(minutes * 60) if minutes else None


async def check_service(
    client: VoucherClient,
    domain_id: int,
    location_id: int,
    *,
    previous: ServiceFit | None = None,
    measured: timedelta | None = None,
    clock: Callable[[], datetime] = datetime.now,
) -> ServiceCheck:
    """Try each assumption against the account; read-only. An assumption that cannot be tried (the
    service out of reach mid-check) is ``UNCHECKED`` and keeps what ``previous`` found.

    ``measured`` is the offset of the service's clock from the till's that a movement of this till
    proved (``app.core.shift_report.service_offset`` over the journal); without it, the one the
    client's own movements measured this session, if any."""
    if measured is None and client.timeline.measured_s is not None:
        measured = timedelta(seconds=client.timeline.measured_s)
    run = _Run(client, domain_id, location_id, previous or ServiceFit(), clock, measured)
    try:
        first = await run.key()
    except Unauthorized:
        run.say("key", Verdict.DIFFERS, _key_refused_text())
        return run.result()
    for step in (run.pages, run.filter_domain, run.filter_created, run.filter_order_date, run.stamps):
        await run.guarded(step, first)
    await run.guarded(run.event_types, first)
    await run.guarded(run.shapes, first)
    return run.result()


def _key_refused_text() -> str:
    return translate(
        "ServiceCheck",
        "The service refused the API key, sent as HTTP Basic with the key as the user name. "
        "The till cannot work with this account until the key is right.",
    )


class _Run:
    def __init__(
        self,
        client: VoucherClient,
        domain_id: int,
        location_id: int,
        previous: ServiceFit,
        clock: Callable[[], datetime],
        measured: timedelta | None,
    ) -> None:
        self.client = client
        self.measured = measured
        self.domain_id = domain_id
        self.location_id = location_id
        self.clock = clock
        self.fit: dict[str, Any] = previous.model_dump()
        self.findings: list[Finding] = []

    def say(self, point: str, verdict: Verdict, text: str) -> None:
        log.info("Service check: %s %s", point, verdict.value)
        self.findings.append(Finding(point, verdict, text))

    def result(self) -> ServiceCheck:
        self.fit["checked"] = self.clock().strftime(TIMESTAMP_FORMAT)
        check = ServiceCheck(self.findings)
        self.fit["findings"] = tuple(check.lines())
        check.fit = ServiceFit.model_validate(self.fit)
        return check

    async def guarded(self, step: Callable[[list[Any]], Any], first: list[Any]) -> None:
        name = getattr(step, "__name__", "check")
        try:
            await step(first)
        except ApiError as exc:
            shown = describe(exc)
            why = shown.text if shown is not None else exc.message
            self.say(
                name,
                Verdict.UNCHECKED,
                translate("ServiceCheck", "Not checked: {why} The till keeps what it did before.").format(
                    why=why
                ),
            )

    def _events(self, page: int, **extra: str | int) -> dict[str, str | int]:
        return {"p": page, "locationID": self.location_id, **extra}

    async def key(self) -> list[Any]:
        items = await self.client.read_items(_EVENTS, self._events(1))
        self.say(
            "key",
            Verdict.AS_ASSUMED,
            translate(
                "ServiceCheck", "The service accepts the API key as HTTP Basic (the key as the user name)."
            ),
        )
        return items

    async def pages(self, first: list[Any]) -> None:
        try:
            zero = await self.client.read_items(_EVENTS, self._events(0))
        except (NotFound, InvalidResponse, Rejected) as exc:
            log.info("Service check: page 0 answered %s", exc.message)
            zero = []
        ids_one, ids_zero = _ids(first), _ids(zero)
        starts_at_zero = bool(ids_zero) and ids_zero != ids_one and max(ids_zero) > max(ids_one, default=-1)
        self.fit["first_page"] = 0 if starts_at_zero else 1
        newest, second = (zero, first) if starts_at_zero else (first, None)
        if len(newest) < PAGE_SIZE:
            text = translate(
                "ServiceCheck",
                "The first page is page {base}; this location has one page of events only, so a second "
                "page could not be compared.",
            )
        else:
            if second is None:
                second = await self.client.read_items(_EVENTS, self._events(2))
            if _ids(second) == _ids(newest):
                self.say(
                    "pages",
                    Verdict.DIFFERS,
                    translate(
                        "ServiceCheck",
                        "The service answers the same page whatever page is asked for: the till reads "
                        "only the first page of each list (the newest {size} items).",
                    ).format(size=PAGE_SIZE),
                )
                return
            text = translate(
                "ServiceCheck", "The first page is page {base}, and the second page differs from it."
            )
        if starts_at_zero:
            self.say(
                "pages",
                Verdict.ADAPTED,
                text.format(base=0)
                + " "
                + translate(
                    "ServiceCheck", "The reference says pages start at 1: the till now asks for page 0 first."
                ),
            )
        else:
            self.say("pages", Verdict.AS_ASSUMED, text.format(base=1))

    async def filter_domain(self, _first: list[Any]) -> None:
        listed = await self.client.read_items(_ORDERS, {"p": 1, "domainID": self.domain_id})
        others = {_int(item, "domainID") for item in listed} - {self.domain_id, None}
        self.fit["filters_domain"] = not others
        if others:
            self.say(
                "filter_domain",
                Verdict.ADAPTED,
                translate(
                    "ServiceCheck",
                    "The orders list ignores domainID (it also lists property {other}): the till keeps "
                    "only property {property}'s orders itself.",
                ).format(other=min(o for o in others if o is not None), property=self.domain_id),
            )
        else:
            said = translate("ServiceCheck", "The orders list honours domainID.")
            self.say("filter_domain", Verdict.AS_ASSUMED, said)

    async def filter_created(self, first: list[Any]) -> None:
        bound = _middle_stamp(first, "created")
        if bound is None:
            self.say("filter_created", Verdict.UNCHECKED, _too_few_text())
            return
        params = self._events(1, **time_filter("balance_events", "created", Op.GTE, bound))
        listed = await self.client.read_items(_EVENTS, params)
        ignored = any(stamp < bound for stamp in _stamps(listed, "created"))
        self.fit["filters_created"] = not ignored
        self._filter_said("filter_created", "balance_events.created[gte]", ignored)

    async def filter_order_date(self, _first: list[Any]) -> None:
        listed = await self.client.read_items(_ORDERS, {"p": 1, "domainID": self.domain_id})
        bound = _middle_stamp(listed, "dateCreated")
        if bound is None:
            self.say("filter_order_date", Verdict.UNCHECKED, _too_few_text())
            return
        params: dict[str, str | int] = {"p": 1, "domainID": self.domain_id}
        params.update(time_filter("orders", "dateCreated", Op.GTE, bound))
        since = await self.client.read_items(_ORDERS, params)
        ignored = any(stamp < bound for stamp in _stamps(since, "dateCreated"))
        self.fit["filters_order_date"] = not ignored
        self._filter_said("filter_order_date", "orders.dateCreated[gte]", ignored)

    def _filter_said(self, point: str, name: str, ignored: bool) -> None:
        if ignored:
            self.say(
                point,
                Verdict.ADAPTED,
                translate(
                    "ServiceCheck",
                    "The service ignores {filter}: the till filters the list itself, and stops reading "
                    "it where the filtered list would end.",
                ).format(filter=name),
            )
        else:
            said = translate("ServiceCheck", "The service honours {filter}.").format(filter=name)
            self.say(point, Verdict.AS_ASSUMED, said)

    async def stamps(self, _first: list[Any]) -> None:
        """The zone of the service's stamps. A read shows only the newest stamp, and the service's
        now is at or after it: a newest stamp ahead of the till's clock proves a zone ahead by at
        least that much, but one behind it may as well be a quiet account. Only a movement this till
        made measures the offset both ways, so a measurement, when there is one, comes first."""
        listed = await self.client.read_items(_EVENTS, {"p": self.fit["first_page"]})
        newest = max(_stamps(listed, "created"), default=None)
        if newest is None:
            self.say("stamps", Verdict.UNCHECKED, _too_few_text())
            return
        now = self.clock().replace(microsecond=0)
        ahead = newest - now
        shown = {"newest": newest.strftime(TIMESTAMP_FORMAT), "now": now.strftime(TIMESTAMP_FORMAT)}
        measured = self.measured
        if measured is not None and ahead - measured <= AHEAD_MARGIN:
            self._measured_said(_quarters(measured), shown)
        elif ahead > AHEAD_MARGIN:
            self._ahead_said(_quarters(ahead), shown, stale=measured is not None)
        elif -ahead <= RECENT:
            self.fit["stamp_offset_minutes"] = 0
            self.say(
                "stamps",
                Verdict.AS_ASSUMED,
                translate(
                    "ServiceCheck",
                    "The service's newest stamp ({newest}) agrees with the till's clock ({now}): "
                    "the same zone.",
                ).format(**shown),
            )
        else:
            self.say(
                "stamps",
                Verdict.UNCHECKED,
                translate(
                    "ServiceCheck",
                    "The service's newest stamp ({newest}) is {gap} behind the till's clock ({now}). "
                    "Either nothing has happened on the account since, or its stamps are in a zone "
                    "behind the till's: a read cannot tell the two apart. The till does not move its "
                    "times on a guess; its first movement measures the offset, and the next check "
                    "adapts to it.",
                ).format(gap=_hours_minutes(_quarters(-ahead)), **shown),
            )

    def _measured_said(self, minutes: int, shown: dict[str, str]) -> None:
        self.fit["stamp_offset_minutes"] = minutes
        if minutes > 0:
            said = translate(
                "ServiceCheck",
                "This till's own movements measured the service's clock {offset} ahead of the till's "
                "({now}; the service's newest stamp is {newest}): its stamps are in another zone, and "
                "the till compares times with that offset.",
            )
        elif minutes < 0:
            said = translate(
                "ServiceCheck",
                "This till's own movements measured the service's clock {offset} behind the till's "
                "({now}; the service's newest stamp is {newest}): its stamps are in another zone, and "
                "the till compares times with that offset.",
            )
        else:
            said = translate(
                "ServiceCheck",
                "This till's own movements measured the service's clock as the till's ({now}; the "
                "service's newest stamp is {newest}): the same zone.",
            )
        verdict = Verdict.ADAPTED if minutes else Verdict.AS_ASSUMED
        self.say("stamps", verdict, said.format(offset=_hours_minutes(abs(minutes)), **shown))

    def _ahead_said(self, minutes: int, shown: dict[str, str], *, stale: bool) -> None:
        self.fit["stamp_offset_minutes"] = minutes
        said = translate(
            "ServiceCheck",
            "The service's newest stamp ({newest}) is {offset} ahead of the till's clock ({now}): its "
            "stamps are in a zone at least that far ahead. The till moves its own times by {offset} to "
            "compare them, until a movement measures the offset exactly.",
        ).format(offset=_hours_minutes(minutes), **shown)
        if stale:
            said += " " + translate(
                "ServiceCheck", "The offset this till measured before is out of date: the zone has changed."
            )
        self.say("stamps", Verdict.ADAPTED, said)

    async def event_types(self, first: list[Any]) -> None:
        """The types the location's newest events use (raw, so an event the till cannot read still
        counts), up to ``TYPE_PAGES`` pages."""
        used: dict[str, int] = {}
        page, items = 0, first
        while True:
            for item in items:
                kind = item.get("type") if isinstance(item, dict) else None
                if isinstance(kind, str):
                    used[kind] = used.get(kind, 0) + 1
            page += 1
            if len(items) < PAGE_SIZE or page >= TYPE_PAGES:
                break
            items = await self.client.read_items(_EVENTS, self._events(page + 1))
        unknown = sorted(kind for kind in used if kind not in EVENT_TYPE_LABELS)
        self.fit["unknown_event_types"] = tuple(unknown)
        reversible = ", ".join(sorted(kind for kind in used if kind in REVERSIBLE_EVENT_TYPES)) or "—"
        seen = ", ".join(f"{kind} ({count})" for kind, count in sorted(used.items())) or "—"
        if unknown:
            self.say(
                "event_types",
                Verdict.DIFFERS,
                translate(
                    "ServiceCheck",
                    "The location's events use types the till does not know: {unknown}. The till shows "
                    "them as the service names them and will not reverse them. Types seen: {seen}; the "
                    "till can reverse: {reversible}.",
                ).format(unknown=", ".join(unknown), seen=seen, reversible=reversible),
            )
        else:
            self.say(
                "event_types",
                Verdict.AS_ASSUMED,
                translate(
                    "ServiceCheck",
                    "The location's events use known types only: {seen}; the till can reverse: {reversible}.",
                ).format(seen=seen, reversible=reversible),
            )

    async def shapes(self, first: list[Any]) -> None:
        read: list[str] = []
        problems: list[str] = []
        for name, call in self._resources(first):
            try:
                await call()
            except NotFound:
                read.append(f"{name} (-)")
            except InvalidResponse as exc:
                problems.append(f"{name}: {exc.field or exc.message}")
            else:
                read.append(name)
        if problems:
            self.say(
                "shapes",
                Verdict.DIFFERS,
                translate(
                    "ServiceCheck",
                    "The till cannot read these answers: {problems}. What they hold is not shown or used; "
                    "read as the till expects: {read}.",
                ).format(problems="; ".join(problems), read=", ".join(read) or "—"),
            )
        else:
            self.say(
                "shapes",
                Verdict.AS_ASSUMED,
                translate("ServiceCheck", "Every answer read has the shape the till expects: {read}.").format(
                    read=", ".join(read)
                ),
            )

    def _resources(self, first: list[Any]) -> Sequence[tuple[str, Callable[[], Any]]]:
        client, domain = self.client, self.domain_id
        calls: list[tuple[str, Callable[[], Any]]] = [
            ("properties", client.properties),
            ("locations", lambda: client.locations(domain_id=domain)),
            ("categories", lambda: client.categories(domain_id=domain)),
            ("vouchers", lambda: client.products(domain_id=domain)),
            ("balance_events", lambda: client.balance_events(location_id=self.location_id)),
            ("orders", lambda: client.orders(domain_id=domain)),
        ]
        orders = (_int(item.get("order") or {}, "orderID") for item in first if isinstance(item, dict))
        order_id = next((found for found in orders if found is not None), None)
        if order_id is not None:
            calls.append(("order", lambda: client.order(order_id)))
            calls.append(("rows", lambda: client.order_rows(order_id)))
        code = next((_code(item) for item in first if _code(item)), "")
        if code:
            SECRETS.add_code(code)  # read from the feed, never at the counter: never logged whole
            calls.append(("codes", lambda: client.lookup_code(code, self.location_id)))
        return calls


def _too_few_text() -> str:
    return translate("ServiceCheck", "Not checked: the list holds too few items to try it with.")


def _quarters(offset: timedelta) -> int:
    """An offset in whole minutes, to the nearest quarter of an hour (zones are so far apart)."""
    return round(offset.total_seconds() / 60 / ZONE_STEP_MINUTES) * ZONE_STEP_MINUTES


def _hours_minutes(minutes: int) -> str:
    sign = "-" if minutes < 0 else ""
    hours, rest = divmod(abs(minutes), 60)
    return f"{sign}{hours} h {rest:02d} min"


def _int(item: Any, key: str) -> int | None:
    value = item.get(key) if isinstance(item, dict) else None
    try:
        return int(str(value))
    except ValueError:
        return None


def _ids(items: list[Any]) -> list[int]:
    return [i for i in (_int(item, "eventID") for item in items) if i is not None]


def _code(item: Any) -> str:
    row = item.get("row") if isinstance(item, dict) else None
    code = row.get("code") if isinstance(row, dict) else None
    return code if isinstance(code, str) else ""


def _stamps(items: list[Any], key: str) -> list[datetime]:
    stamps = []
    for item in items:
        try:
            stamp = read_time(item.get(key)) if isinstance(item, dict) else None
        except ValueError:
            continue
        if stamp is not None:
            stamps.append(stamp)
    return stamps


def _middle_stamp(items: list[Any], key: str) -> datetime | None:
    """A stamp inside the list, so a filter from it leaves some items out if it works at all."""
    stamps = sorted(set(_stamps(items, key)))
    if len(stamps) < 2:
        return None
    return stamps[len(stamps) // 2]
