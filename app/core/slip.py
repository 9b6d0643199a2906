"""What a guest's slip says, as plain data: built from a redemption, a balance event or a history line.

The slip is the guest's proof of what was taken and what is left, so it carries the service's own
figures (the event's amount and balance) whenever the till has them, and the service's event id as
the reference staff and guest can quote. The code is masked to its last characters: a slip left on a
table must not let anyone spend the rest of the voucher. Rendering (paper sizes, the QR code) is the
UI's; every word a guest reads is decided here, so it can be tested without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from functools import partial

from app.api.models import RedeemHistoryEntry, Voucher
from app.core.dates import day_text
from app.core.i18n import QT_TRANSLATE_NOOP, speaking, translate
from app.core.masking import mask_code, mask_codes
from app.core.money import format_money
from app.core.movement import ServiceEvent
from app.core.names import shown_name
from app.core.tips import tip_paid, tip_slip_text


class SlipKind(StrEnum):
    REDEEM = "redeem"
    REVERSE = "reverse"
    REFUND = "refund"
    TOPUP = "topup"
    ACTIVATION = "activation"


class SlipCopy(StrEnum):
    CUSTOMER = QT_TRANSLATE_NOOP("Slip", "Customer copy")
    MERCHANT = QT_TRANSLATE_NOOP("Slip", "Merchant copy")


_TITLES = {
    SlipKind.REDEEM: QT_TRANSLATE_NOOP("Slip", "Gift voucher redeemed"),
    SlipKind.REVERSE: QT_TRANSLATE_NOOP("Slip", "Redemption reversed"),
    SlipKind.REFUND: QT_TRANSLATE_NOOP("Slip", "Gift voucher refunded"),
    SlipKind.TOPUP: QT_TRANSLATE_NOOP("Slip", "Gift card topped up"),
    SlipKind.ACTIVATION: QT_TRANSLATE_NOOP("Slip", "New gift card"),
}
_AMOUNT_LABELS = {
    SlipKind.REDEEM: QT_TRANSLATE_NOOP("Slip", "Amount taken"),
    SlipKind.REVERSE: QT_TRANSLATE_NOOP("Slip", "Amount returned"),
    SlipKind.REFUND: QT_TRANSLATE_NOOP("Slip", "Amount refunded"),
    SlipKind.TOPUP: QT_TRANSLATE_NOOP("Slip", "Amount added"),
    SlipKind.ACTIVATION: QT_TRANSLATE_NOOP("Slip", "Value loaded"),
}
#: Money loaded onto a card: the balance after it is the card's new balance, not what is "left".
_LOADED = frozenset({SlipKind.TOPUP, SlipKind.ACTIVATION})
#: The service's event types and the slip each one prints as; other types print no slip.
EVENT_SLIP_KINDS = {
    "Redeemed": SlipKind.REDEEM,
    "Unredeemed": SlipKind.REVERSE,
    "Refund": SlipKind.REFUND,
    "Topup": SlipKind.TOPUP,
    "Activation": SlipKind.ACTIVATION,
}


@dataclass(frozen=True)
class SlipPlace:
    """Where and by whom: the till's own settings and the staff signed in."""

    property_name: str
    location_name: str
    till: str
    training: bool = False
    #: The property's language for guests' slips (a Babel locale name; "" writes the staff's).
    language: str = ""


@dataclass(frozen=True)
class BillSlipLine:
    """One voucher of a bill's slip: its code (printed masked), what it paid, what it has left."""

    code: str
    amount: Decimal
    balance: Decimal | None
    reference: int | None


@dataclass(frozen=True)
class BillSlip:
    """A bill paid with several vouchers: its reference and total, and each voucher's line."""

    reference: str
    total: Decimal
    lines: tuple[BillSlipLine, ...]
    #: The tip within ``total`` that the vouchers cover too (``app.core.tips``).
    tip: Decimal = Decimal(0)

    @property
    def paid(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal(0))

    @property
    def left(self) -> Decimal:
        return max(Decimal(0), self.total - self.paid)


@dataclass(frozen=True)
class Slip:
    """One slip. ``balance`` is None only when the service's balance after the event is not known."""

    kind: SlipKind
    place: SlipPlace
    staff: str
    when: datetime
    voucher_name: str
    code: str
    amount: Decimal
    currency: str
    balance: Decimal | None
    expiry: datetime | None
    reference: int | None
    reprint: bool = False
    #: A bill's slip lists each of its vouchers (``bill_slip_lines``) instead of one voucher's.
    bill: BillSlip | None = None
    #: The language the guest reads it in (a Babel locale name): the property's setting or the
    #: guest's choice at the slip prompt, whatever language the staff's screen is in.
    language: str = ""

    @property
    def written_in(self) -> str:
        """The language the slip is written in: the guest's choice, else the property's."""
        return self.language or self.place.language

    @property
    def title(self) -> str:
        with speaking(self.written_in):
            return translate("Slip", _TITLES[self.kind])

    @property
    def masked_code(self) -> str:
        return mask_code(self.code)

    @property
    def amount_label(self) -> str:
        with speaking(self.written_in):
            return translate("Slip", _AMOUNT_LABELS[self.kind])

    @property
    def balance_label(self) -> str:
        with speaking(self.written_in):
            if self.kind in _LOADED:
                return translate("Slip", "New balance")
            return translate("Slip", "Balance left")

    @property
    def amount_text(self) -> str:
        with speaking(self.written_in):
            return format_money(self.amount, self.currency)

    @property
    def balance_text(self) -> str:
        with speaking(self.written_in):
            return format_money(self.balance, self.currency) if self.balance is not None else "—"

    @property
    def reference_text(self) -> str:
        return str(self.reference) if self.reference is not None else "—"

    @property
    def qr_payload(self) -> str:
        """What the QR code holds: the reference alone, which is all the service needs to find it."""
        return self.reference_text if self.reference is not None and self.bill is None else ""

    def as_reprint(self) -> Slip:
        return replace(self, reprint=True)

    def file_stem(self) -> str:
        """A file name for a saved slip: kind, reference and time, no code."""
        return f"slip-{self.kind.value}-{self.reference_text}-{self.when:%Y%m%d-%H%M%S}".replace("—", "x")


@dataclass(frozen=True)
class SlipLine:
    """A label and its value; ``strong`` lines (amount, balance) print large."""

    label: str
    value: str
    strong: bool = False


def reprint_mark(slip: Slip) -> str:
    """The mark a reprint carries at its top, in the slip's language."""
    with speaking(slip.written_in):
        return translate("Slip", "REPRINT")


def slip_heading(slip: Slip) -> list[str]:
    """The top of the slip: property, location, title, and the marks that must not be missed."""
    lines = [slip.place.property_name, slip.place.location_name, slip.title]
    if slip.reprint:
        lines.append(reprint_mark(slip))
    if slip.place.training:
        with speaking(slip.written_in):
            lines.append(translate("Slip", "TRAINING — no real money"))
    return [line for line in lines if line]


def _unnamed(slip: Slip) -> str:
    """What a voucher the service gave no name is called: a new card is a gift card."""
    if slip.kind is SlipKind.ACTIVATION:
        return translate("Slip", "Gift card")
    return translate("Slip", "Gift voucher")


def slip_lines(slip: Slip) -> list[SlipLine]:
    """The body of the slip, in the order a guest reads it."""
    with speaking(slip.written_in):
        if slip.bill is not None:
            return bill_slip_lines(slip, slip.bill)
        lines = [
            SlipLine(translate("Slip", "Date"), f"{day_text(slip.when)} {slip.when:%H:%M}"),
            SlipLine(translate("Slip", "Till"), shown_name(slip.place.till)),
            SlipLine(translate("Slip", "Served by"), slip.staff or "—"),
            SlipLine(translate("Slip", "Voucher"), slip.voucher_name or _unnamed(slip)),
            SlipLine(translate("Slip", "Code"), slip.masked_code),
            SlipLine(slip.amount_label, slip.amount_text, strong=True),
            SlipLine(slip.balance_label, slip.balance_text, strong=True),
        ]
        if slip.expiry is not None and slip.kind is not SlipKind.REFUND:
            lines.append(SlipLine(translate("Slip", "Expires"), day_text(slip.expiry)))
        lines.append(SlipLine(translate("Slip", "Reference"), slip.reference_text))
        return lines


def bill_slip_lines(slip: Slip, bill: BillSlip) -> list[SlipLine]:
    """A bill's body: the bill, then each voucher (masked) with what it paid and has left."""
    with speaking(slip.written_in):
        money = partial(format_money, currency=slip.currency)
        lines = [
            SlipLine(translate("Slip", "Date"), f"{day_text(slip.when)} {slip.when:%H:%M}"),
            SlipLine(translate("Slip", "Till"), shown_name(slip.place.till)),
            SlipLine(translate("Slip", "Served by"), slip.staff or "—"),
            SlipLine(translate("Slip", "Bill"), bill.reference or "—"),
            SlipLine(translate("Slip", "Bill total"), money(bill.total)),
        ]
        codes = mask_codes([line.code for line in bill.lines])
        for line, code in zip(bill.lines, codes, strict=True):
            left = money(line.balance) if line.balance is not None else "—"
            ref = str(line.reference) if line.reference is not None else "—"
            lines.append(
                SlipLine(
                    translate("Slip", "Voucher {code}").format(code=code),
                    translate("Slip", "{amount} · left {left} · ref {reference}").format(
                        amount=money(line.amount), left=left, reference=ref
                    ),
                )
            )
        lines.append(SlipLine(translate("Slip", "Paid by vouchers"), money(bill.paid), strong=True))
        if (tip := tip_paid(bill.total, bill.tip, bill.paid)) > 0:
            lines.append(SlipLine(tip_slip_text(tip, slip.currency), ""))
        lines.append(SlipLine(translate("Slip", "Left to pay"), money(bill.left), strong=True))
        return lines


def slip_footer(slip: Slip, copy: SlipCopy) -> list[str]:
    with speaking(slip.written_in):
        lines = [translate("Slip", copy.value)]
        if copy is SlipCopy.CUSTOMER and slip.kind is SlipKind.REDEEM and slip.balance:
            lines.append(translate("Slip", "Keep this slip: the balance left can be used on a later visit."))
        if copy is SlipCopy.CUSTOMER and slip.kind in _LOADED:
            lines.append(translate("Slip", "Keep this slip with the card: it shows the value loaded."))
        if copy is SlipCopy.MERCHANT:
            lines.append(translate("Slip", "Keep with the till's takings."))
        return lines


def reference_line(slip: Slip) -> str:
    """The line under the QR code: the reference the guest quotes."""
    with speaking(slip.written_in):
        return translate("Slip", "Reference {reference}").format(reference=slip.reference_text)


def copy_of(slip: Slip, copy: SlipCopy) -> Slip:
    """The slip as ``copy`` is written: the guest's copy in the guest's language (or the property's),
    the merchant copy in the staff's, who keep it with the till's takings and must read it."""
    if copy is SlipCopy.MERCHANT:
        return replace(slip, language="", place=replace(slip.place, language=""))
    return slip


def slip_text(slip: Slip, copy: SlipCopy = SlipCopy.CUSTOMER) -> str:
    """The whole slip as plain text (logs, tests, and a printer that prints text only)."""
    slip = copy_of(slip, copy)
    body = [f"{line.label}: {line.value}" for line in slip_lines(slip)]
    return "\n".join([*slip_heading(slip), *body, *slip_footer(slip, copy)])


# -- builders -------------------------------------------------------------------------------------


def event_slip(
    event: ServiceEvent,
    *,
    place: SlipPlace,
    staff: str,
    code: str,
    voucher_name: str = "",
    expiry: datetime | None = None,
) -> Slip | None:
    """The reprinted slip of a balance event from the service (the activity feed, a history line's
    event, a movement the journal kept), for ``code``: no event carries the voucher's name or expiry.

    None for an event type a guest gets no slip for (a chargeback, a code change).
    """
    kind = EVENT_SLIP_KINDS.get(event.type)
    if kind is None:
        return None
    return Slip(
        kind=kind,
        place=place,
        staff=staff,
        when=event.created,
        voucher_name=voucher_name,
        code=code,
        amount=abs(event.amount),
        currency=event.currency,
        balance=event.balance,
        expiry=expiry,
        reference=event.event_id,
        reprint=True,
    )


def history_slip(
    entry: RedeemHistoryEntry, voucher: Voucher, *, place: SlipPlace, when: datetime, staff: str = ""
) -> Slip:
    """A reprint from a redeem-history line whose event could not be read: no balance is claimed.

    A history line carries the amount and the event id, not the balance it left; the voucher's
    balance now may include later movements, so the slip says "—" rather than a wrong figure.
    """
    return Slip(
        kind=SlipKind.REDEEM,
        place=place,
        staff=staff,
        when=when,
        voucher_name=voucher.name,
        code=voucher.redeem_code,
        amount=entry.redeemed_value,
        currency=voucher.currency_code,
        balance=None,
        expiry=voucher.expiry_date,
        reference=entry.event_id,
        reprint=True,
    )
