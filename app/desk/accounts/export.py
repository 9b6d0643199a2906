"""The accountant's export: read a period, show it, classify products for VAT, save CSV and a page.

The reading is the service's (``app.services.accounts.read_here_and_everywhere``, awaited on the
till's loop through the client, so the window stays live); the sums are the core's
(``app.core.accounts``).
Classifying a product is a manager's setting: the dialog opens only after a manager's PIN, and each
change is audited.
"""

from __future__ import annotations

import csv
import html
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.core.accounts.consideration import paid_ratio
from app.core.accounts.movements import AccountLine, account_csv_rows, redemption_totals
from app.core.accounts.pattern import ProductPattern, pattern_csv_rows, redemption_pattern
from app.core.accounts.vat import PeriodVat, ProductVat, Purpose, vat_basis
from app.core.dates import DAY, DAY_TIME, local_moment
from app.core.errors import describe
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.law.packs import PACKS, Jurisdiction, RulePack, pack_for, validity_floor, validity_too_short
from app.core.money import format_money
from app.core.movement import Movement
from app.core.settings import Settings
from app.core.tasks import TaskSlots
from app.core.tips import tips_csv_rows, tips_record
from app.desk.common.table import Column, RecordTableModel
from app.services.accounts import read_here_and_everywhere
from app.store.product_vat import ProductVatStore

ACTION_CLASSIFY = "vat class"
ACTION_RULE_PACK = "rule pack"
HEADERS = (
    QT_TRANSLATE_NOOP("Accounts", "Time"),
    QT_TRANSLATE_NOOP("Accounts", "Movement"),
    QT_TRANSLATE_NOOP("Accounts", "Code"),
    QT_TRANSLATE_NOOP("Accounts", "Product"),
    QT_TRANSLATE_NOOP("Accounts", "Amount"),
    QT_TRANSLATE_NOOP("Accounts", "Paid ratio"),
    QT_TRANSLATE_NOOP("Accounts", "Consideration"),
    QT_TRANSLATE_NOOP("Accounts", "Sold by"),
)
#: The paid ratio's and the consideration's headers where the whole words leave the figures no
#: room (a 1024×768 till at 125 %): the whole words are then in the header's tooltip.
SHORT_RATIO = QT_TRANSLATE_NOOP("Accounts", "Paid %")
SHORT_WORTH = QT_TRANSLATE_NOOP("Accounts", "Consid.")
_MOVEMENTS = {
    "sale": QT_TRANSLATE_NOOP("Accounts", "sale"),
    "top-up": QT_TRANSLATE_NOOP("Accounts", "top-up"),
    "redemption": QT_TRANSLATE_NOOP("Accounts", "redemption"),
    "reversal of a redemption": QT_TRANSLATE_NOOP("Accounts", "reversal of a redemption"),
    "refund": QT_TRANSLATE_NOOP("Accounts", "refund"),
}


@dataclass(frozen=True)
class AccountsReport:
    start: datetime
    end: datetime
    location: str
    lines: list[AccountLine]
    unread: int
    basis: list[PeriodVat] = field(default_factory=list)


def movement_text(line: AccountLine) -> str:
    name = _MOVEMENTS.get(line.movement)
    return translate("Accounts", name) if name else line.movement


def day_words(when: date) -> str:
    """A day in the signed-in language's words ("01 Dec 2026", "1 gru 2026")."""
    moment = when if isinstance(when, datetime) else datetime(when.year, when.month, when.day)
    return local_moment(moment, DAY, f"{when:%d %b %Y}")


def moment_words(when: datetime) -> str:
    """A day and time in the signed-in language's words ("01 Dec 2026 03:22", "1 gru 2026 03:22")."""
    return local_moment(when, DAY_TIME, f"{when:%d %b %Y %H:%M}")


def _money(amount: Decimal | None, currency: str) -> str:
    return "" if amount is None else format_money(amount, currency)


def _product(line: AccountLine) -> str:
    return line.sale.product if line.sale else ""


def lines_model(parent: QObject | None = None) -> RecordTableModel[AccountLine]:
    time, kind, code, product, amount, ratio, worth, sold = (translate("Accounts", h) for h in HEADERS)
    return RecordTableModel(
        [
            Column(time, lambda line: moment_words(line.created), sort_key=lambda line: line.created),
            Column(kind, movement_text, tooltip=movement_text),
            Column(code, lambda line: line.code),
            Column(product, _product, tooltip=_product),
            Column(amount, lambda line: _money(line.balance_change, line.currency), align_right=True),
            Column(
                ratio,
                lambda line: f"{paid_ratio(line.sale):.0%}" if line.sale and line.is_redemption else "",
                align_right=True,
                short=translate("Accounts", SHORT_RATIO),
            ),
            Column(
                worth,
                lambda line: _money(line.consideration, line.currency),
                align_right=True,
                short=translate("Accounts", SHORT_WORTH),
            ),
            Column(sold, lambda line: line.selling_property, tooltip=lambda line: line.selling_property),
        ],
        parent,
    )


def summary_lines(report: AccountsReport) -> list[str]:
    """The period's figures in till words: redeemed and its worth, then the VAT basis."""
    said = [
        translate("Accounts", "Movements from every till at {location}: {count}.").format(
            location=report.location, count=len(report.lines)
        )
    ]
    for currency, (face, worth) in sorted(redemption_totals(report.lines).items()):
        said.append(
            translate("Accounts", "Redeemed {face} of face value, worth {worth} of consideration.").format(
                face=format_money(face, currency), worth=format_money(worth, currency)
            )
        )
    for period in report.basis:
        said.append(
            translate(
                "Accounts",
                "{period} at {location}: multi-purpose {worth}, VAT in it {vat}; "
                "single-purpose {single}, already taxed at sale.",
            ).format(
                period=period.period,
                location=period.location,
                worth=format_money(period.multi_consideration, period.currency),
                vat=format_money(period.multi_vat, period.currency),
                single=format_money(period.single_face, period.currency),
            )
        )
        if period.unclassified:
            said.append(
                translate(
                    "Accounts", "{period}: {face} of products not classified for VAT yet (classify them)."
                ).format(period=period.period, face=format_money(period.unclassified_face, period.currency))
            )
    if report.unread:
        said.append(
            translate(
                "Accounts",
                "Vouchers whose sale could not be read (their redemptions carry no consideration): {count}.",
            ).format(count=report.unread)
        )
    return said


def short_validity_lines(lines: list[AccountLine], pack: RulePack) -> list[str]:
    """The vouchers seen in the period whose validity is shorter than the pack's law allows, once each."""
    said: list[str] = []
    seen: set[str] = set()
    for line in lines:
        sale = line.sale
        if sale is None or sale.sold is None or line.code in seen:
            continue
        seen.add(line.code)
        if not validity_too_short(pack, sale.sold, sale.expiry):
            continue
        floor = validity_floor(pack, sale.sold)
        said.append(
            translate(
                "Accounts", "{code} {product}: sold {sold}, valid until {expiry}; the law asks until {floor}"
            ).format(
                code=line.code,
                product=sale.product,
                sold=day_words(sale.sold),
                expiry=day_words(sale.expiry) if sale.expiry else "",
                floor=day_words(floor) if floor else "",
            )
        )
    return said


def summary_html(report: AccountsReport, place: str) -> str:
    """The one-page summary the PDF prints: the period, the figures and the VAT basis."""
    esc = html.escape
    heading = translate("Accounts", "Voucher accounts — {place}").format(place=place)
    window = translate("Accounts", "{location} · from {start} to {end}").format(
        location=report.location, start=day_words(report.start), end=day_words(report.end)
    )
    items = "".join(f"<li>{esc(line)}</li>" for line in summary_lines(report))
    return f"<html><body><h1>{esc(heading)}</h1><p>{esc(window)}</p><ul>{items}</ul></body></html>"


class AccountsViewModel(QObject):
    """Signals: ``ready(AccountsReport)``, ``problem(str)``, ``places(list)`` of (id, name)
    locations and ``products(list)`` of (id, name) products, once read."""

    ready = Signal(object)
    problem = Signal(str)
    places = Signal(object)
    products = Signal(object)

    def __init__(
        self,
        client: VoucherClient,
        tasks: TaskSlots,
        store: ProductVatStore,
        settings: Settings,
        *,
        save_settings: Callable[[Settings], None],
        tips_source: Callable[[datetime, datetime], list[Movement]],
        audit: Callable[[str, str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._tasks = tasks
        self._store = store
        # The property and location the till is set to: the export opens on them.
        self._domain_id = settings.domain_id
        self.location_id = settings.location_id
        self._audit = audit
        self._settings = settings
        self._save_settings = save_settings
        self._tips_source = tips_source
        self.classes: dict[int, ProductVat] = store.load()
        self._locations: dict[int, str] = {}
        self._properties: dict[int, str] = {}
        self.report: AccountsReport | None = None
        #: The period at every location, for the redemption pattern (``_build``).
        self._pattern_lines: list[AccountLine] = []
        self.lines = lines_model(self)

    def _say(self, exc: ApiError) -> None:
        if (notice := describe(exc)) is not None:
            self.problem.emit(notice.text)

    def load(self) -> None:
        self._tasks.start("accounts-places", self._load())

    async def _load(self) -> None:
        try:
            locations = await self._client.locations(domain_id=self._domain_id)
            properties = await self._client.properties()
            products = await self._client.products(domain_id=self._domain_id)
        except ApiError as exc:
            self._say(exc)
            return
        self._locations = {int(place.location_id): place.name for place in locations}
        self._properties = {int(prop.domain_id): prop.name for prop in properties}
        self.places.emit(sorted(self._locations.items(), key=lambda item: item[1]))
        self.products.emit([(int(product.product_id), product.name) for product in products])

    def build(self, start: datetime, end: datetime, location_id: int) -> None:
        self.location_id = location_id
        # The previous period's figures go at once: nothing exports or shows them as the new
        # period's while it is read.
        self.report = None
        self.lines.set_records([])
        self._tasks.start("accounts-build", self._build(start, end, location_id))

    async def _build(self, start: datetime, end: datetime, location_id: int) -> None:
        """The chosen location's period, and for the redemption pattern the same period at every
        location: a voucher the property sold is often redeemed at another of its desks."""
        try:
            read, everywhere = await read_here_and_everywhere(
                self._client,
                start=start,
                end=end,
                location_id=location_id,
                locations=self._locations,
                properties=self._properties,
            )
        except ApiError as exc:
            self._say(exc)
            return
        self._pattern_lines = everywhere.lines
        self.report = AccountsReport(
            start, end, self._locations.get(location_id, str(location_id)), read.lines, read.unread
        )
        self._refigure()

    def _refigure(self) -> None:
        if self.report is None:
            return
        taxed = [t for line in self.report.lines if (t := line.taxed()) is not None]
        self.report = AccountsReport(
            self.report.start,
            self.report.end,
            self.report.location,
            self.report.lines,
            self.report.unread,
            vat_basis(taxed, self.classes),
        )
        self.lines.set_records(self.report.lines)
        self.ready.emit(self.report)

    def classify(self, product_id: int, purpose: Purpose | None, rate: Decimal) -> None:
        """Set (or clear, with None) a product's VAT class; saved at once and audited."""
        if purpose is None:
            self.classes.pop(product_id, None)
        else:
            self.classes[product_id] = ProductVat(purpose, rate)
        self._store.save(self.classes)
        self._audit(ACTION_CLASSIFY, f"product {product_id}: {purpose.value if purpose else 'none'} {rate}%")
        self._refigure()

    @property
    def pack(self) -> RulePack:
        return pack_for(self._settings.rule_pack)

    def choose_pack(self, jurisdiction: Jurisdiction) -> None:
        """The law where the desk is, a property's setting: saved at once and audited."""
        if jurisdiction is self.pack.jurisdiction:
            return
        self._settings.rule_pack = jurisdiction.value
        self._save_settings(self._settings)
        self._audit(ACTION_RULE_PACK, PACKS[jurisdiction].name)
        self._refigure()

    def short_validity(self) -> list[str]:
        return short_validity_lines(self.report.lines, self.pack) if self.report else []

    def pattern(self) -> list[ProductPattern]:
        """For the vouchers this property sold in the period: redeemed by month since sale."""
        return redemption_pattern(self._pattern_lines, self._domain_id) if self.report else []

    def export_pattern_csv(self, path: Path) -> None:
        with path.open("w", newline="", encoding="utf-8-sig") as out:
            csv.writer(out).writerows(pattern_csv_rows(self.pattern()))

    def export_tips_csv(self, path: Path) -> None:
        """This till's tips paid by voucher in the period, for the troncmaster (``app.core.tips``)."""
        if self.report is None:
            return
        rows = tips_record(self._tips_source(self.report.start, self.report.end))
        with path.open("w", newline="", encoding="utf-8-sig") as out:
            csv.writer(out).writerows(tips_csv_rows(rows))

    def export_csv(self, path: Path) -> None:
        if self.report is None:
            return
        with path.open("w", newline="", encoding="utf-8-sig") as out:
            csv.writer(out).writerows(account_csv_rows(self.report.lines, self.classes))

    def page(self, place: str) -> str:
        return summary_html(self.report, place) if self.report else ""
