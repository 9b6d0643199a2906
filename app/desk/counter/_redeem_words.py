"""What the redeem box says of a redemption: its review, its outcome line, a mismatch for a manager.

Kept apart from the redeem view-model, which decides when to say them. Every word goes through
``translate`` (context "Redeem") when it is said, so the line is in the language of whoever is
signed in at that moment; amounts are the service's figures, written the language's way.
"""

from __future__ import annotations

from decimal import Decimal

from app.api.models import BalanceEvent, Voucher
from app.core.i18n import QT_TRANSLATE_NOOP, kept_with_label, translate
from app.core.money import format_money
from app.core.movement import MovementState, code_key
from app.desk.common.outcomes import OutcomeWords, outcome_line, unproven_short
from app.services.movements import MovementResult

#: In the source language, marked for translation; :func:`outcome_text` says them translated.
OUTCOME_WORDS = OutcomeWords(
    done=QT_TRANSLATE_NOOP("Redeem", "Redeemed"),
    not_done=QT_TRANSLATE_NOOP("Redeem", "Not redeemed"),
    nothing=QT_TRANSLATE_NOOP("Redeem", "Nothing was taken"),
    noun=QT_TRANSLATE_NOOP("Redeem", "redemption"),
    waits=QT_TRANSLATE_NOOP("Redeem", "this voucher can be redeemed again"),
)


def asked_text(code: str, amount: Decimal, currency: str) -> str:
    """What the cashier confirmed, as every outcome names it: "£10.00 from SPA50PART"."""
    return translate("Redeem", "{amount} from {code}").format(
        amount=format_money(amount, currency), code=code
    )


def review_text(voucher: Voucher, amount: Decimal) -> str:
    """The confirm step: "Redeem £5.00 from SPA50PART — £45.00 left"."""
    currency = voucher.currency_code
    left = format_money(voucher.balance - amount, currency)
    if voucher.balance - amount > 0:
        rest = translate("Redeem", "{left} left").format(left=left)
    else:
        rest = translate("Redeem", "the whole balance, {left} left").format(left=left)
    return translate("Redeem", "Redeem {asked} — {rest}").format(
        asked=asked_text(voucher.redeem_code, amount, currency), rest=rest
    )


def outcome_text(
    result: MovementResult, code: str, amount: Decimal, currency: str, location_id: int
) -> tuple[str, str]:
    """The outcome line and its kind, in the service's own figures where it gave any."""

    def done(event: BalanceEvent) -> str:
        said = translate("Redeem", "Redeemed {taken} from {code}. New balance {left} · ref {event}")
        return kept_with_label(said, "{event}").format(**_figures(event, code), event=event.event_id)

    def unsure(result: MovementResult) -> str:
        return mismatch_text(result.event, code, amount, currency, location_id)

    words = OutcomeWords(**{field: translate("Redeem", text) for field, text in vars(OUTCOME_WORDS).items()})
    return outcome_line(result, asked_text(code, amount, currency), words, done=done, unsure=unsure)


def outcome_short(result: MovementResult, code: str) -> str:
    """A redemption that went through said without its reference, where the whole line does not fit
    on one: "Redeemed £10.00 from SPA50PART. New balance £40.00"; an unconfirmed one in fewer words
    (``unproven_short``); "" for any other outcome, whose words are its meaning."""
    movement, event = result.movement, result.event
    if result.outcome is MovementState.UNCONFIRMED and movement.expected_amount is not None:
        return unproven_short(result, asked_text(code, movement.expected_amount, movement.currency or ""))
    if result.outcome is not MovementState.DONE or event is None:
        return ""
    said = translate("Redeem", "Redeemed {taken} from {code}. New balance {left}")
    return said.format(**_figures(event, code))


def _figures(event: BalanceEvent, code: str) -> dict[str, str]:
    """What a redemption's outcome line names: the amount taken, the code and the balance left."""
    return {
        "taken": format_money(event.amount, event.currency_code),
        "code": event.code or code,
        "left": format_money(event.balance, event.currency_code),
    }


def mismatch_text(
    event: BalanceEvent | None, code: str, amount: Decimal, currency: str, location_id: int
) -> str:
    """The service answered with something other than what was asked: its figures, for a manager."""
    if event is None:
        return translate(
            "Redeem", "{code}: the service's answer does not match {asked} — ask a manager."
        ).format(code=code, asked=asked_text(code, amount, currency))
    recorded = format_money(event.amount, event.currency_code)
    differences = []
    if event.code is not None and code_key(event.code) != code_key(code):
        differences.append(
            translate("Redeem", "on {recorded}, not {asked}").format(recorded=event.code, asked=code)
        )
    if event.amount != amount or event.currency_code.strip().upper() != currency.strip().upper():
        differences.append(
            translate("Redeem", "{recorded}, not {asked}").format(
                recorded=recorded, asked=format_money(amount, currency)
            )
        )
    if event.location_id != location_id:
        differences.append(
            translate("Redeem", "at location {recorded}, not this till's ({asked})").format(
                recorded=event.location_id, asked=location_id
            )
        )
    if event.type != "Redeemed":
        differences.append(translate("Redeem", "a “{type}” event, not a redemption").format(type=event.type))
    said = "; ".join(differences) or translate("Redeem", "{recorded} on {code}").format(
        recorded=recorded, code=event.code or code
    )
    line = translate("Redeem", "{code}: the service recorded {said} — ask a manager · ref {event}")
    return kept_with_label(line, "{event}").format(code=code, said=said, event=event.event_id)
