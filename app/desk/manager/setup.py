"""Service settings of a till: which service, which key, which property and location.

The same view-model serves the first run and a manager's later change. Nothing is saved until a
test with a short-lived client has shown that the service answers this key, so a till never starts
on settings nobody has tried. Typing a new address or key throws the earlier test away.

Not every service lists its properties and locations (or lists them in a shape the till cannot
read). Then the dialog says exactly which listing failed and the manager types the ids instead;
they are checked by reading the location's balance events with this key before Save is offered.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Awaitable, Sequence
from typing import TypeVar

from PySide6.QtCore import QObject, Signal

from app.api.client import VoucherClient
from app.api.errors import ApiError, InsecureURL, RateLimited, ServiceError, Unauthorized
from app.api.models import Location, Property
from app.api.urls import check_base_url
from app.core.errors import EXPECTED, describe
from app.core.i18n import translate
from app.core.logs import SECRETS
from app.core.notice import Kind, Notice
from app.core.settings import ManagerRecord, ServiceFit, Settings
from app.desk.manager.admin import (
    PIN_TAKEN_TEXT,
    clean_name,
    hashed_unless_taken,
    managers_model,
    name_problem,
    pin_problem,
)
from app.desk.manager.service_check import verdict_text
from app.desk.manager.setup_words import connected_text, not_listed_text, setup_message
from app.services.service_check import check_service

log = logging.getLogger(__name__)

TEST_READ_TIMEOUT_S = 8.0
TEST_CONNECT_TIMEOUT_S = 4.0
DEFAULT_TILL_NAME = Settings().till_name
Choice = tuple[int, str]
L = TypeVar("L", Location, Property)


class SetupViewModel(QObject):
    """Signals:
    busy_changed(bool): a connection test is running.
    notice(Notice): what the test found; kind CHECKING, DONE, PROBLEM or INFO.
    properties_changed(list[tuple[int, str]] items, int selected): the properties the key sees.
    locations_changed(list[tuple[int, str]] items, int selected): the chosen property's locations.
    can_save_changed(bool): whether Save may be pressed.
    manual_entry(bool): the service did not list its properties or locations: ids are typed.
    manager_said(Notice): the answer to adding or removing a manager (shown under the managers).
    service_checked(str): what the service check found, one finding a paragraph, after a test
        that listed the property and location ("" when a test starts again).

    A till needs at least one manager before it is saved: managers are set up here, by whoever sets
    the till up, not by whoever first opens the Manager menu.
    """

    busy_changed = Signal(bool)
    notice = Signal(object)
    properties_changed = Signal(object, int)
    locations_changed = Signal(object, int)
    can_save_changed = Signal(bool)
    manual_entry = Signal(bool)
    manager_said = Signal(object)
    service_checked = Signal(str)

    def __init__(
        self, settings: Settings | None, saved_key: str | None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.initial = settings or Settings()
        self.saved_key = saved_key or None
        self.till_name = self.initial.till_name
        self.only_till_here = self.initial.only_till_here
        self._task: asyncio.Task[None] | None = None
        self._adding: asyncio.Task[None] | None = None
        self._tested: tuple[str, str] | None = None
        self._properties: list[Property] = []
        self._locations: list[Location] = []
        self._property: Property | None = None
        self._location: Location | None = None
        self._can_save = False
        self._manual = False
        self._unlisted: tuple[str, str] = ("", "")
        #: What the service check found at the last test (``app.services.service_check``).
        self._fit: ServiceFit = self.initial.service_fit
        self.managers = managers_model(self)
        self.managers.set_records(self.initial.managers)

    @property
    def busy(self) -> bool:
        return self._task is not None and not self._task.done()

    @property
    def can_retest_saved(self) -> bool:
        """A manager reopening the settings sees the current answers without pressing Test."""
        return self.saved_key is not None and self.initial.is_complete

    def effective_key(self, typed: str) -> str:
        return typed.strip() or (self.saved_key or "")

    # -- the user's actions ---------------------------------------------------------------------

    def edited(self) -> None:
        """The address or key changed: the last test no longer speaks for them."""
        if self._tested is None and not self.busy:
            return
        self._forget()
        self._say(translate("Setup", "Test the connection again before saving."), "", "info")

    def test_connection(self, base_url: str, typed_key: str) -> None:
        self._forget()
        key = self.effective_key(typed_key)
        try:
            url = check_base_url(base_url)
        except InsecureURL as exc:
            self._show(describe(exc))
            return
        if not key:
            self._say(translate("Setup", "Type the API key first."), "", "problem")
            return
        SECRETS.add(key)
        self._task = asyncio.get_event_loop().create_task(self._test(url, key), name="setup-test")
        self._task.add_done_callback(_bug_to_crash_dialog)

    def choose_property(self, domain_id: int | None) -> None:
        self._property = next((p for p in self._properties if p.domain_id == domain_id), None)
        here = [
            loc for loc in self._locations if self._property and loc.domain_id == self._property.domain_id
        ]
        wanted = self.initial.location_id
        index = next((i for i, loc in enumerate(here) if loc.location_id == wanted), 0 if here else -1)
        self._location = here[index] if index >= 0 else None
        self.locations_changed.emit([(loc.location_id, loc.name) for loc in here], index)
        if self._property is not None and not here:
            self._say(
                translate("Setup", "{property} has no locations to redeem at.").format(
                    property=self._property.name
                ),
                "",
                "problem",
            )
        self._update_can_save()

    def choose_location(self, location_id: int | None) -> None:
        self._location = next((loc for loc in self._locations if loc.location_id == location_id), None)
        self._update_can_save()

    def set_till_name(self, name: str) -> None:
        self.till_name = " ".join(name.split())[:40]
        self._update_can_save()

    def set_only_till_here(self, only: bool) -> None:
        """The manager says whether another till works at this location (see ``Settings``)."""
        self.only_till_here = only

    def result(self) -> tuple[Settings, str] | None:
        """The settings and key to keep, or None when the user has not earned a Save yet."""
        if not self._can_save or self._tested is None or self._property is None or self._location is None:
            return None
        url, key = self._tested
        values = self.initial.model_dump()
        values.update(
            base_url=url,
            domain_id=self._property.domain_id,
            property_name=self._property.name,
            location_id=self._location.location_id,
            location_name=self._location.name,
            till_name=self.till_name,
            only_till_here=self.only_till_here,
            service_fit=self._fit,
            managers=tuple(record.model_dump() for record in self.managers.records),
        )
        return Settings.model_validate(values), key

    def add_manager(self, name: str, first: str, second: str) -> None:
        """A manager with their own name and PIN; the PIN is hashed on a worker thread (scrypt)."""
        if self._adding is not None and not self._adding.done():
            return
        cleaned = clean_name(name)
        taken = [m.name for m in self.managers.records]
        problem = name_problem(cleaned, taken) or pin_problem(first, second)
        if problem:
            self.manager_said.emit(Notice(problem, kind=Kind.PROBLEM))
            return
        self._adding = asyncio.get_event_loop().create_task(self._add(cleaned, first), name="setup-manager")

    async def _add(self, name: str, pin: str) -> None:
        pin_hash = await asyncio.to_thread(hashed_unless_taken, pin, self.managers.records)
        if pin_hash is None:
            self.manager_said.emit(Notice(PIN_TAKEN_TEXT, kind=Kind.PROBLEM))
            return
        self.managers.set_records([*self.managers.records, ManagerRecord(name=name, pin_hash=pin_hash)])
        self.manager_said.emit(
            Notice(translate("Setup", "{name} is a manager at this till.").format(name=name), kind=Kind.DONE)
        )
        self._update_can_save()

    def remove_manager(self, name: str) -> None:
        self.managers.set_records([m for m in self.managers.records if m.name != name])
        self.manager_said.emit(
            Notice(
                translate("Setup", "{name} is no longer a manager here.").format(name=name), kind=Kind.INFO
            )
        )
        self._update_can_save()

    async def aclose(self) -> None:
        """Stop a test still running, so its client closes on a live loop."""
        task = self._task
        self._cancel()
        tasks = [t for t in (task, self._adding) if t is not None]
        if self._adding is not None:
            self._adding.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # -- the test -------------------------------------------------------------------------------

    async def _test(self, url: str, key: str) -> None:
        self.busy_changed.emit(True)
        self._say(translate("Setup", "Connecting to {url}…").format(url=url), "", "checking")
        try:
            async with VoucherClient(
                url, key, read_timeout=TEST_READ_TIMEOUT_S, connect_timeout=TEST_CONNECT_TIMEOUT_S
            ) as client:
                properties, properties_failed = await _listing(client.properties(), "properties")
                locations, locations_failed = await _listing(client.locations(), "locations")
                if properties_failed or locations_failed or not properties or not locations:
                    self._ask_for_ids(url, key, properties, properties_failed or locations_failed)
                    return
                self._found(url, key, properties, locations)
                await self._check_service(client)
        except EXPECTED as exc:  # told to the user; a bug goes on to the crash dialog
            self._show(setup_message(exc, url))
            return
        finally:
            if self._task in (None, asyncio.current_task()):
                self.busy_changed.emit(False)

    async def _check_service(self, client: VoucherClient) -> None:
        """The service check for the property and location the test chose first: its findings are
        shown under the test's answer and saved with the settings. It reads only; a failure of it
        leaves the connection tested (the Manager menu can check again)."""
        if self._property is None or self._location is None:
            return
        try:
            check = await check_service(
                client,
                self._property.domain_id,
                self._location.location_id,
                previous=self.initial.service_fit,
            )
        except EXPECTED as exc:
            log.info("Setup: the service check did not run: %s", exc)
            return
        self._fit = check.fit
        self.service_checked.emit("\n".join(f"{verdict_text(f.verdict)}: {f.text}" for f in check.findings))

    def _ask_for_ids(self, url: str, key: str, properties: Sequence[Property], failed: Notice | None) -> None:
        """A listing is missing or unreadable: the manager types the ids, checked before saving."""
        text = (
            failed.text
            if failed is not None
            else translate("Setup", "The service listed no properties or locations.")
        )
        self._manual = True
        self._unlisted = (url, key)
        self._properties = list(properties)
        self.manual_entry.emit(True)
        self._say(
            translate(
                "Setup", "{text} Type this till's property id and location id, then press Check ids."
            ).format(text=text),
            failed.details if failed is not None else "",
            "problem",
        )

    def check_ids(self, property_text: str, location_text: str) -> None:
        """Check typed ids by reading the location's events with the key that was tested."""
        if not self._manual:
            return
        try:
            domain_id, location_id = int(property_text.strip()), int(location_text.strip())
        except ValueError:
            self._say(
                translate("Setup", "Type the property id and the location id as numbers."), "", "problem"
            )
            return
        if domain_id <= 0 or location_id <= 0:
            self._say(
                translate("Setup", "Type the property id and the location id as numbers."), "", "problem"
            )
            return
        self._cancel()
        url, key = self._unlisted
        self._task = asyncio.get_event_loop().create_task(
            self._check(url, key, domain_id, location_id), name="setup-check"
        )
        self._task.add_done_callback(_bug_to_crash_dialog)

    async def _check(self, url: str, key: str, domain_id: int, location_id: int) -> None:
        self.busy_changed.emit(True)
        self._say(
            translate("Setup", "Checking location {location} with the service…").format(location=location_id),
            "",
            "checking",
        )
        try:
            async with VoucherClient(
                url, key, read_timeout=TEST_READ_TIMEOUT_S, connect_timeout=TEST_CONNECT_TIMEOUT_S
            ) as client:
                events = await client.balance_events(location_id=location_id, skip_unreadable=True)
        except EXPECTED as exc:  # told to the user; a bug goes on to the crash dialog
            message = setup_message(exc, url)
            self._show(
                Notice(
                    translate(
                        "Setup",
                        "The service's balance events for location {location} could not be read: {why}",
                    ).format(location=location_id, why=message.text),
                    message.details,
                )
            )
            return
        finally:
            if self._task in (None, asyncio.current_task()):
                self.busy_changed.emit(False)
        elsewhere = sorted({e.domain_id for e in events if e.location_id == location_id} - {domain_id})
        if elsewhere:
            self._say(
                translate("Setup", "Location {location} belongs to property {other}, not {property}.").format(
                    location=location_id, other=elsewhere[0], property=domain_id
                ),
                "",
                "problem",
            )
            return
        listed = next((p for p in self._properties if p.domain_id == domain_id), None)
        self._tested = (url, key)
        self._property = listed or Property(
            domain_id=domain_id,
            name=translate("Setup", "Property {property}").format(property=domain_id),
            currency_code="",
        )
        self._location = Location(
            location_id=location_id,
            domain_id=domain_id,
            name=translate("Setup", "Location {location}").format(location=location_id),
        )
        self._say(
            translate(
                "Setup", "Checked: the service answers for location {location} of property {property}."
            ).format(location=location_id, property=domain_id),
            "",
            "done",
        )
        self._update_can_save()

    def _found(
        self, url: str, key: str, properties: Sequence[Property], locations: Sequence[Location]
    ) -> None:
        if not properties:
            self._say(
                translate("Setup", "The service accepted the key, but it gives access to no property."),
                "",
                "problem",
            )
            return
        self._tested = (url, key)
        self._properties = sorted(properties, key=lambda p: p.name.casefold())
        self._locations = sorted(locations, key=lambda loc: loc.name.casefold())
        wanted = self.initial.domain_id
        index = next((i for i, p in enumerate(self._properties) if p.domain_id == wanted), 0)
        count = len(self._properties)
        self._say(connected_text(count), "", "done")

        self.properties_changed.emit([(p.domain_id, p.name) for p in self._properties], index)
        self.choose_property(self._properties[index].domain_id)

    def _show(self, message: Notice | None) -> None:
        if message is not None:
            self._say(message.text, message.details, "problem")

    def _say(self, text: str, details: str, kind: str) -> None:
        self.notice.emit(Notice(text, details, Kind(kind)))

    def _forget(self) -> None:
        self._cancel()
        self._tested = None
        self.service_checked.emit("")
        if self._manual:
            self._manual = False
            self.manual_entry.emit(False)
        if self._properties:
            self._properties, self._locations = [], []
            self.properties_changed.emit([], -1)
            self.locations_changed.emit([], -1)
        self._property = self._location = None
        self._update_can_save()

    def _cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    def _update_can_save(self) -> None:
        can = (
            self._tested is not None
            and self._property is not None
            and self._location is not None
            and bool(self.till_name)
            and self.managers.rowCount() > 0
        )
        if can != self._can_save:
            self._can_save = can
            self.can_save_changed.emit(can)


async def _listing(read: Awaitable[list[L]], what: str) -> tuple[list[L], Notice | None]:
    """A listing, or what to say because the service gave none the till can read.

    A key refused, a service out of reach or one saying it is busy or down for now (429, 502-504)
    fails the whole test; anything else (no such path, another shape, a 500 on that path) only
    means this listing is missing.
    """
    try:
        return await read, None
    except ApiError as exc:
        shown = describe(exc)
        passing = isinstance(exc, RateLimited) or (isinstance(exc, ServiceError) and exc.status != 500)
        if isinstance(exc, Unauthorized) or passing or (shown is not None and shown.offline):
            raise
        log.info("Setup: the service did not list its %s: %s", what, exc.details)
        return [], Notice(not_listed_text(what), exc.details)


def _bug_to_crash_dialog(task: asyncio.Task[None]) -> None:
    """A test that failed with anything but the service's own failures is a bug: it goes where the
    till's other bugs go (``sys.excepthook``: logged, and the crash dialog once)."""
    if not task.cancelled() and (error := task.exception()) is not None:
        sys.excepthook(type(error), error, error.__traceback__)
