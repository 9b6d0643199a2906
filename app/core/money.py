"""Money as the till sees it: amounts typed by staff, amounts shown on screen, amounts sent to the service.

Everything is ``decimal.Decimal``; a float never touches an amount, so ``0.1 + 0.2`` stays ``0.3``.
The typing rules are strict on purpose: a till that guesses what ``1,000`` meant can take a thousand
pounds off a voucher when someone meant one.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Context, Decimal

from app.core.i18n import NO_BREAK_SPACE, QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, language, translate

__all__ = [
    "CENT",
    "DEFAULT_MAXIMUM",
    "AmountError",
    "format_money",
    "parse_amount",
    "quantize_money",
    "signed_money",
    "to_request_amount",
]

CENT = Decimal("0.01")
DEFAULT_MAXIMUM = Decimal("100000")

#: Why an amount is refused, in the source language: compared as they are (``AmountError.source``),
#: translated where the error is made (``AmountError.reason``).
REASON_EMPTY = QT_TRANSLATE_NOOP("Amount", "Enter an amount")
REASON_NOT_POSITIVE = QT_TRANSLATE_NOOP("Amount", "Enter an amount greater than zero")
REASON_DECIMALS = QT_TRANSLATE_NOOP("Amount", "At most 2 decimal places")
REASON_TOO_LARGE = QT_TRANSLATE_NOOP("Amount", "That amount is too large")
REASON_NOT_A_NUMBER = QT_TRANSLATE_NOOP("Amount", "Not a number")
REASON_THOUSANDS = QT_TRANSLATE_NOOP("Amount", "Type the amount without thousands separators")
REASON_CURRENCY = QT_TRANSLATE_NOOP("Amount", "This voucher is in {voucher}, not {typed}")

_SYMBOLS = {"GBP": "£", "EUR": "€", "USD": "$"}
_SYMBOL_CURRENCY = {symbol: code for code, symbol in _SYMBOLS.items()}
_MINUS_SIGNS = "-\u2212"
_MINUS = "\u2212"
#: Joins a sign to the currency symbol after it, unseen: a line may otherwise break between the two
#: ("−" at one line's end, "£20.00" on the next), as it never does before a digit.
_WORD_JOINER = "\u2060"

_MARKER = r"(?:[£€$]|[A-Za-z]{3})"
_SPLIT = re.compile(
    rf"(?P<sign1>[{_MINUS_SIGNS}]?) ?(?P<pre>{_MARKER}?) ?(?P<sign2>[{_MINUS_SIGNS}]?) ?"
    rf"(?P<body>[0-9.,]*) ?(?P<post>{_MARKER}?)",
    re.ASCII,
)
_WHOLE = re.compile(r"[0-9]+", re.ASCII)
_POINT = re.compile(r"(?P<int>[0-9]*)\.(?P<frac>[0-9]+)", re.ASCII)
_COMMA = re.compile(r"(?P<int>[0-9]*),(?P<frac>[0-9]{1,2})", re.ASCII)
_LONG_COMMA = re.compile(r"[0-9]*,[0-9]{3,}", re.ASCII)
_GROUPED = re.compile(
    r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]*)?"  # 1,000 / 1,000.00 / 1,000,000
    r"|[0-9]{1,3}(?:\.[0-9]{3})+,[0-9]*"  # 1.000,00
    r"|[0-9]{1,3}(?:\.[0-9]{3}){2,}",  # 1.000.000
    re.ASCII,
)
#: Thousands grouped by spaces, as Polish and others write them (``1 234,50``): refused as grouped.
_SPACED = re.compile(
    rf"[{_MINUS_SIGNS}]? ?{_MARKER}? ?[0-9]{{1,3}}(?: [0-9]{{3}})+(?:[.,][0-9]*)? ?{_MARKER}?", re.ASCII
)


class AmountError(ValueError):
    """An amount the till refuses; ``reason`` is short enough to show next to the amount field, in
    the signed-in language, and ``source`` is the same reason in the source language (one of the
    ``REASON_*`` words), what the till's own rules compare: never a translation."""

    def __init__(self, reason: str, source: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.source = source if source is not None else reason


def _refused(source: str, **values: str) -> AmountError:
    """An :class:`AmountError` for one of the ``REASON_*`` words, translated, placeholders filled."""
    return AmountError(translate("Amount", source).format(**values), source.format(**values))


def parse_amount(text: str, *, maximum: Decimal = DEFAULT_MAXIMUM, currency: str | None = None) -> Decimal:
    """Read an amount typed at the till, or refuse it with a reason staff can act on.

    The rule:

    - Whitespace around the amount is ignored.
    - At most one currency marker is accepted: a symbol (``£``, ``€``, ``$``) or a three-letter
      code (any letters, any case), before or after the number (``£12.50``, ``GBP 12.50``,
      ``12.50 gbp``, ``12,50 €``). With ``currency`` (the voucher's), the marker must name that
      currency (``£`` or ``GBP`` on a GBP voucher): ``5 EUR`` on a GBP voucher is refused, because
      the cashier was thinking of other money and the till cannot know which amount was meant.
      Without ``currency`` a marker is only tolerated.
    - Digits are ASCII ``0``-``9`` only.
    - ``.`` is the decimal separator; ``12`` is 12.00 and ``12.5`` and ``.5`` are read to 2 places.
    - ``,`` is a decimal separator only when it is the sole separator and 1 or 2 digits follow it
      (``12,50`` and ``12,5``), so continental staff are understood. In a language that writes
      decimals after a comma, ``1.234`` is refused as a thousands separator would be, and
      ``0,001`` as a decimal too many.
    - Thousands separators are refused, whichever style (``1,000.00``, ``1,000``, ``1.000,00``,
      ``1 000,00``, a space or a no-break space as the till writes Polish money): a
      lone ``1,000`` means a thousand to some staff and one to others, and guessing moves money.
    - More than 2 decimal digits are refused even when they are zeros (``0.001``, ``12.500``), so
      what is charged is exactly what was typed.
    - Zero and anything with a minus sign (``-`` or ``−``) are refused, as are NaN, infinity,
      exponents (``1e9``), letters, a trailing point (``12.``) and anything above ``maximum``.

    Returns the amount quantized to 2 places. Raises only :class:`AmountError`.
    """
    stripped = " ".join(text.replace(_WORD_JOINER, "").split())
    if not stripped:
        raise _refused(REASON_EMPTY)
    parts = _SPLIT.fullmatch(stripped)
    if parts is None and _SPACED.fullmatch(stripped):
        raise _refused(REASON_THOUSANDS)
    if parts is None or not parts["body"]:
        raise _refused(REASON_NOT_A_NUMBER)
    if (parts["pre"] and parts["post"]) or (parts["sign1"] and parts["sign2"]):
        raise _refused(REASON_NOT_A_NUMBER)
    negative = bool(parts["sign1"] or parts["sign2"])
    marker = parts["pre"] or parts["post"]
    if marker and currency is not None:
        _check_marker(marker, currency)

    int_part, frac_part = _split_number(parts["body"])
    if negative:
        raise _refused(REASON_NOT_POSITIVE)
    amount = Decimal(f"{int_part or '0'}.{frac_part or '0'}")
    if amount == 0:
        raise _refused(REASON_NOT_POSITIVE)
    if amount > maximum:
        raise _refused(REASON_TOO_LARGE)
    return quantize_money(amount)


def _check_marker(marker: str, currency: str) -> None:
    """Refuse a typed currency marker (``€`` or ``EUR``) that is not the voucher's own currency."""
    voucher = currency.strip().upper()
    typed = _SYMBOL_CURRENCY.get(marker, marker.upper())
    if typed != voucher:
        shown = marker if marker in _SYMBOL_CURRENCY else typed
        raise _refused(REASON_CURRENCY, voucher=voucher, typed=shown)


def _split_number(body: str) -> tuple[str, str]:
    """Split the digits of an amount into whole and fractional parts by the rule of parse_amount."""
    if _WHOLE.fullmatch(body):
        return body, ""
    for pattern in (_POINT, _COMMA):
        found = pattern.fullmatch(body)
        if found is not None:
            if pattern is _POINT and len(found["frac"]) == 3 and _comma_decimal():
                # ``1.234`` is a thousand and more where a comma marks the decimals, and one and a
                # bit where a point does: the till does not guess which the cashier meant.
                raise _refused(REASON_THOUSANDS)
            if len(found["frac"]) > 2:
                raise _refused(REASON_DECIMALS)
            return found["int"], found["frac"]
    if _LONG_COMMA.fullmatch(body) and _comma_decimal():
        # ``0,001`` has a decimal too many to a cashier whose language writes decimals so.
        raise _refused(REASON_DECIMALS)
    if _GROUPED.fullmatch(body):
        raise _refused(REASON_THOUSANDS)
    raise _refused(REASON_NOT_A_NUMBER)


def _number_language() -> str | None:
    """The signed-in member of staff's language when it writes numbers its own way (Babel knows
    it); ``None`` for the source language and the tests' pseudo-language, written as English."""
    code = language()
    if code == SOURCE_LANGUAGE:
        return None
    from babel import localedata  # noqa: PLC0415 - Babel loads once someone signs in in another language

    return code if localedata.exists(code) else None


def _comma_decimal() -> bool:
    """Whether the signed-in member of staff's language writes decimals after a comma (``12,50``)."""
    written_as = _number_language()
    if written_as is None:
        return False
    from babel.numbers import get_decimal_symbol  # noqa: PLC0415 - loaded with _number_language

    return bool(get_decimal_symbol(written_as) == ",")


def quantize_money(amount: Decimal) -> Decimal:
    """Round to whole cents, half up as shoppers expect, at any size (not just the context's 28 digits)."""
    if not amount.is_finite():
        raise ValueError(f"not a finite amount: {amount}")
    digits = max(amount.adjusted(), 0) + 4
    return amount.quantize(CENT, rounding=ROUND_HALF_UP, context=Context(prec=max(digits, 28)))


def format_money(amount: Decimal, currency: str) -> str:
    """Show an amount in its voucher's currency: ``£1,250.00``, ``€5.00``, ``−$3.10``, ``50.00 CHF``
    in English, ``1 250,00 £`` in Polish (the language of whoever is signed in: ``app.core.i18n``).

    A figure is never broken over two lines: the space between its number and its currency, and
    between its groups, is a no-break space in every language, and a sign is joined to a symbol.
    Negative amounts take a real minus sign (U+2212) in front of everything, which reads clearly at
    arm's length and which ``parse_amount`` recognises (and refuses, as every negative). An amount
    with more than 2 decimals is rounded half up for display only.
    """
    cents = quantize_money(amount)
    code = currency.strip().upper()
    written_as = _number_language()
    if written_as is not None and code:
        # As the signed-in member of staff's language writes money (``1 234,50 £``), in the
        # voucher's currency.
        from babel.numbers import format_currency  # noqa: PLC0415 - loaded with _number_language

        shown = format_currency(abs(cents), code, locale=written_as)
        return signed_money(_MINUS, shown) if cents < 0 else shown
    number = f"{abs(cents):,f}"
    symbol = _SYMBOLS.get(code)
    if symbol is not None:
        shown = f"{symbol}{number}"
    elif code:
        shown = f"{number}{NO_BREAK_SPACE}{code}"
    else:
        shown = number
    return signed_money(_MINUS, shown) if cents < 0 else shown


def signed_money(sign: str, shown: str) -> str:
    """``shown`` (``format_money``'s) after ``sign`` (``−``, ``+``), never a line apart from it."""
    joiner = "" if shown[:1].isdigit() else _WORD_JOINER
    return f"{sign}{joiner}{shown}"


def typed_amount_text(amount: Decimal) -> str:
    """An amount as the signed-in member of staff types it into an amount field: ``25.00`` in
    English, ``25,00`` in Polish; no thousands mark and no currency, so ``parse_amount`` reads it
    back as it is and the cashier reads it as their own."""
    shown = f"{quantize_money(amount):f}"
    return shown.replace(".", ",") if _comma_decimal() else shown


def to_request_amount(amount: Decimal) -> str:
    """The amount as the service wants it in a request body: ``"12.50"``.

    Refuses rather than rounds: an amount that is not a positive whole number of cents is a bug
    upstream, and silently sending something else would move the wrong money.
    """
    if not amount.is_finite():
        raise _refused(REASON_NOT_A_NUMBER)
    if amount <= 0:
        raise _refused(REASON_NOT_POSITIVE)
    cents = quantize_money(amount)
    if cents != amount:
        raise _refused(REASON_DECIMALS)

    return f"{cents:f}"
