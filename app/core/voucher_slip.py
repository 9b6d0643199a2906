"""The voucher itself on paper, for a sale printed at the desk: title, value, code in full with its QR,
expiry and the personal message.

Unlike a movement's slip (``app.core.slip``), which masks the code, this slip *is* the voucher: the
guest redeems it with the code printed on it, so the code is printed in full, once, as the codes are
shown once on the counter after the sale.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from app.core.dates import DAY_TIME, local_moment
from app.core.i18n import translate


@dataclass(frozen=True)
class VoucherSlip:
    """One sold voucher, as printed; ``reference`` is the sale's payment reference."""

    property_name: str
    name: str
    value_text: str
    code: str
    expires: str
    message: str
    reference: str
    when: datetime
    training: bool = False

    def heading(self) -> list[str]:
        marks = [translate("VoucherSlip", "TRAINING — NOT A VALID VOUCHER")] if self.training else []
        return [self.property_name, translate("VoucherSlip", "Gift voucher"), *marks, self.name]

    def pairs(self) -> list[tuple[str, str]]:
        """Label and value; the last (the expiry) is printed smaller than the value and the code."""
        return [
            (translate("VoucherSlip", "Value"), self.value_text),
            (translate("VoucherSlip", "Code"), self.code),
            (translate("VoucherSlip", "Valid until"), self.expires or "—"),
        ]

    def footer(self) -> list[str]:
        return [
            translate("VoucherSlip", "Sold {when} · reference {reference}").format(
                when=local_moment(self.when, DAY_TIME, f"{self.when:%d %b %Y %H:%M}"),
                reference=self.reference,
            ),
            translate("VoucherSlip", "Present this code to redeem."),
        ]


def voucher_slip_text(slip: VoucherSlip) -> str:
    """The slip as plain text (a preview in words, and the tests')."""
    lines = [*slip.heading(), *(f"{label}: {value}" for label, value in slip.pairs())]
    if slip.message:
        lines.append(f"“{slip.message}”")
    return "\n".join([*lines, *slip.footer()])
