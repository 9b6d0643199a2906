"""Rule packs: what the law of the country the desk is in asks of a voucher desk, as data.

A property picks one pack (England and Wales, Scotland, Northern Ireland, the Republic of Ireland,
Germany). Each field below is one clause, with the law it comes from; the functions after the packs
are the clauses' rules, each tested on its own (``tests/core/law``). What no pack says is left to the
till's own rules (``app.core.bill``), never guessed.

- **The VAT basis of vouchers** (single- and multi-purpose, EU Directive 2016/1065; in the UK
  VATA 1994 Sch 10B; in Germany § 3 Abs. 13–15 UStG): every pack applies it.
- **Tips** (Employment (Allocation of Tips) Act 2023): Great Britain only (England, Wales,
  Scotland), not Northern Ireland; its records are kept three years.
- **Republic of Ireland** (Consumer Protection (Gift Vouchers) Act 2019, vouchers sold from
  2 December 2019): at least five years' validity from sale; no limit on the vouchers used on one
  bill; and [DECIDE] a paid voucher the service keeps whole-only, larger than the bill, is taken for
  the bill's amount, the remainder refunded to the guest when it is over €1.
- **Germany** (§§ 195, 199 BGB): a voucher's claim lasts three years from the end of the year it
  was sold; a shorter validity is listed for the manager.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime
from decimal import Decimal
from enum import Enum

from app.core.i18n import QT_TRANSLATE_NOOP


class Jurisdiction(Enum):
    ENGLAND_WALES = "england-wales"
    SCOTLAND = "scotland"
    NORTHERN_IRELAND = "northern-ireland"
    IRELAND = "ireland"
    GERMANY = "germany"


#: The till's own limit where no law sets one (``app.core.bill.MAX_LINES``).
TILL_MAX_VOUCHERS = 10


@dataclass(frozen=True)
class RulePack:
    """One country's clauses. A clause the law there does not have keeps its default: the till's own
    rule, so a pack names only what its law says."""

    jurisdiction: Jurisdiction
    #: The pack's name as a manager picks it (marked for the translations, and translated where it
    #: is shown).
    name: str
    #: Single- and multi-purpose vouchers taxed apart (every pack); the law that says so.
    vat_law: str
    voucher_vat: bool = True
    #: Tips paid by voucher are split from the bill and recorded for the troncmaster.
    tips_act: bool = False
    tips_record_years: int | None = None
    #: The most vouchers one bill takes; None: no limit (the law forbids one).
    max_vouchers_per_bill: int | None = TILL_MAX_VOUCHERS
    #: A paid whole-only voucher larger than the bill is taken for the bill's amount, and a
    #: remainder above ``refund_remainder_over`` is refunded to the guest.
    whole_only_takes_bill: bool = False
    refund_remainder_over: Decimal | None = None
    #: The shortest validity the law allows, in years; from when it is counted.
    min_validity_years: int | None = None
    validity_from_year_end: bool = False
    #: Vouchers sold before this day are outside the validity clause.
    validity_sold_from: date | None = None


#: Great Britain's clauses: the UK's VAT basis and the Tips Act, its records kept three years.
_ENGLAND_WALES = RulePack(
    Jurisdiction.ENGLAND_WALES,
    QT_TRANSLATE_NOOP("Accounts", "England and Wales"),
    vat_law="VATA 1994 Sch 10B",
    tips_act=True,
    tips_record_years=3,
)

PACKS: dict[Jurisdiction, RulePack] = {
    pack.jurisdiction: pack
    for pack in (
        _ENGLAND_WALES,
        replace(
            _ENGLAND_WALES, jurisdiction=Jurisdiction.SCOTLAND, name=QT_TRANSLATE_NOOP("Accounts", "Scotland")
        ),
        # The UK's VAT basis, but the Tips Act does not extend to Northern Ireland.
        replace(
            _ENGLAND_WALES,
            jurisdiction=Jurisdiction.NORTHERN_IRELAND,
            name=QT_TRANSLATE_NOOP("Accounts", "Northern Ireland"),
            tips_act=False,
            tips_record_years=None,
        ),
        RulePack(
            Jurisdiction.IRELAND,
            QT_TRANSLATE_NOOP("Accounts", "Republic of Ireland"),
            vat_law="EU Directive 2016/1065",
            max_vouchers_per_bill=None,
            whole_only_takes_bill=True,
            refund_remainder_over=Decimal("1.00"),
            min_validity_years=5,
            validity_sold_from=date(2019, 12, 2),
        ),
        RulePack(
            Jurisdiction.GERMANY,
            QT_TRANSLATE_NOOP("Accounts", "Germany"),
            vat_law="§ 3 Abs. 13–15 UStG",
            min_validity_years=3,
            validity_from_year_end=True,
        ),
    )
}
DEFAULT_PACK = Jurisdiction.ENGLAND_WALES


def pack_for(name: str) -> RulePack:
    """The pack a setting names; an unknown or empty setting is the default (England and Wales)."""
    try:
        return PACKS[Jurisdiction(name)]
    except ValueError:
        return PACKS[DEFAULT_PACK]


def bill_limit(pack: RulePack) -> int | None:
    """The most vouchers one bill takes under this pack; None: no limit."""
    return pack.max_vouchers_per_bill


def remainder_to_refund(
    pack: RulePack, *, paid: bool, whole_only: bool, balance: Decimal, left: Decimal
) -> Decimal:
    """What is refunded to the guest when a whole-only voucher worth ``balance`` pays a bill with
    ``left`` to pay: nothing unless the pack says so, the voucher was paid for (not complimentary),
    it is larger than the bill, and the remainder is over the pack's threshold."""
    if not (pack.whole_only_takes_bill and paid and whole_only) or balance <= left:
        return Decimal(0)
    remainder = balance - left
    threshold = pack.refund_remainder_over
    return remainder if threshold is not None and remainder > threshold else Decimal(0)


def validity_floor(pack: RulePack, sold: datetime) -> date | None:
    """The earliest expiry the law allows a voucher sold at ``sold``; None when no clause applies."""
    years = pack.min_validity_years
    if years is None or (pack.validity_sold_from is not None and sold.date() < pack.validity_sold_from):
        return None
    if pack.validity_from_year_end:
        return date(sold.year + years, 12, 31)
    try:
        return sold.date().replace(year=sold.year + years)
    except ValueError:  # sold on 29 February: the floor is the 28th
        return sold.date().replace(year=sold.year + years, day=28)


def validity_too_short(pack: RulePack, sold: datetime, expiry: datetime | None) -> bool:
    """Whether a voucher's validity is shorter than the law allows (a voucher with no expiry never is)."""
    floor = validity_floor(pack, sold)
    return floor is not None and expiry is not None and expiry.date() < floor
