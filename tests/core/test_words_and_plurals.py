"""The till's words reach every language whole: each ``%n`` word with all its plural forms, and an
amount's refusal compared in the source language whatever language it is shown in."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core import i18n
from app.core.i18n import NO_BREAK_SPACE, kept_with_label, label_spaces_freed
from app.core.money import REASON_EMPTY, REASON_THOUSANDS, AmountError, parse_amount
from helpers.scripts import translations_script

ROOT = Path(__file__).resolve().parents[2]
#: Qt's plural forms per language (Polish and Romanian have three).
FORMS = {"pl_PL": 3, "ro_RO": 3, "es_ES": 2, "pt_PT": 2, "it_IT": 2, "de_DE": 2}


def test_lupdate_reads_every_plural_count_as_a_number_and_nothing_else_changes() -> None:
    source = (
        'a = translate("C", "%n left", None, len(waiting))\n'
        'b = translate(\n    "C",\n    "%n more £",\n    None,\n    salvage.total,\n)\n'
        'c = translate("C", "Plain £ words")\n'
    )
    ready = translations_script()._plural_ready(source)
    assert ready == (
        'a = translate("C", "%n left", None, 2)\n'
        'b = translate(\n    "C",\n    "%n more £",\n    None,\n    2,\n)\n'
        'c = translate("C", "Plain £ words")\n'
    )


@pytest.mark.parametrize("code", sorted(FORMS))
def test_every_counted_word_is_a_plural_with_each_form_of_the_language(code: str) -> None:
    tree = ET.parse(ROOT / "resources" / "translations" / f"voucher_desk_{code}.ts")
    counted = [m for m in tree.getroot().iter("message") if "%n" in m.findtext("source", "")]
    assert counted, "no %n word found: the walk would prove nothing"
    for message in counted:
        source = message.findtext("source", "")
        assert message.get("numerus") == "yes", source
        forms = [form.text or "" for form in message.iter("numerusform")]
        assert len(forms) == FORMS[code], source
        assert all("%n" in form for form in forms), source


@pytest.fixture
def spoken() -> Iterator[None]:
    """A language whose words are the source's, shouted: what is shown is told from what is meant."""
    i18n.install("pl_PL", lambda _context, text, _disambiguation, _n: text.upper())
    yield
    i18n.install(i18n.SOURCE_LANGUAGE, None)


@pytest.mark.usefixtures("spoken")
def test_an_amount_refused_is_shown_translated_and_compared_in_the_source_language() -> None:
    with pytest.raises(AmountError) as empty:
        parse_amount("  ")
    assert empty.value.reason == REASON_EMPTY.upper()
    assert empty.value.source == REASON_EMPTY
    with pytest.raises(AmountError) as grouped:
        parse_amount("1.234")  # a thousand and more where a comma marks the decimals (Polish)
    assert grouped.value.source == REASON_THOUSANDS
    assert parse_amount("12,50") == parse_amount("12.50")
    assert str(parse_amount("12,50")) == "12.50"


def test_a_reference_stays_on_one_line_with_the_words_that_name_it_in_any_order() -> None:
    nbsp = NO_BREAK_SPACE
    assert kept_with_label("Take £5.00 on the POS — reference VD1", "VD1") == (
        f"Take £5.00 on the POS —{nbsp}reference{nbsp}VD1"
    )
    assert kept_with_label("Gratis — nie pobieraj (numer referencyjny VD1)", "VD1") == (
        f"Gratis — nie pobieraj (numer{nbsp}referencyjny{nbsp}VD1)"
    )
    assert kept_with_label("£5.00 voucher ref 700245", "700245") == f"£5.00 voucher ref{nbsp}700245"
    assert kept_with_label("Guthaben 40,00 £ · Ref. {event}", "{event}") == (
        f"Guthaben 40,00 £ ·{nbsp}Ref.{nbsp}{{event}}"
    )
    assert kept_with_label("nothing to keep", "VD1") == "nothing to keep"


@pytest.mark.parametrize(
    ("figure", "label"),
    [
        ("1\u00a0250,00\u00a0GBP", "—\u00a0numer\u00a0referencyjny\u00a0VD1"),
        ("1.250,00\u00a0£", "·\u00a0Ref.\u00a0700245"),
        ("1,250.00\u00a0CHF", "(reference\u00a0VD1)"),
        ("−\u20601\u00a0250,00\u00a0zł", "—\u00a0ref\u00a0700245"),
        ("12,50\u00a0US$", "·\u00a0ref\u00a0700245"),
        ("CHF\u00a050.00", "ref\u00a0700245"),
    ],
)
def test_a_label_gives_up_its_no_break_spaces_and_a_figure_keeps_its_own(figure: str, label: str) -> None:
    """Where a line is short, the words naming a reference may wrap; money never breaks inside."""
    freed = label_spaces_freed(f"Take {figure} on the POS {label}")
    assert freed == f"Take {figure} on the POS {label.replace(NO_BREAK_SPACE, ' ')}"


#: A guest's slip is one thing, so one word in each language: a cashier who reads "Ticket" on the
#: button and "Justificante" in the outcome line asks whether they are two papers.
SLIP_WORD = {
    "de_DE": "beleg",
    "es_ES": "ticket",
    "it_IT": "scontrin",
    "pl_PL": "paragon",
    "pt_PT": "talão|talões",
    "ro_RO": "bon",
}
#: Words a language has also used for the slip, never to be used for it again.
OTHER_SLIP_WORDS = {
    "es_ES": "justificante|comprobante",
    "it_IT": "ricevut",
    "pl_PL": "potwierdzeni",
}


@pytest.mark.parametrize("code", sorted(SLIP_WORD))
def test_a_slip_is_called_by_one_word_in_each_language(code: str) -> None:
    tree = ET.parse(ROOT / "resources" / "translations" / f"voucher_desk_{code}.ts")
    slips = [
        (message.findtext("source", ""), "".join(message.find("translation").itertext()).lower())  # type: ignore[union-attr]
        for message in tree.getroot().iter("message")
        if re.search(r"\bslips?\b", message.findtext("source", "").replace("&", ""), re.IGNORECASE)
    ]
    assert len(slips) > 20, "too few slip messages found: the check would prove nothing"
    other = OTHER_SLIP_WORDS.get(code)
    for source, translation in slips:
        if other is not None:
            assert not re.search(other, translation), (source, translation)
    named = [t for s, t in slips if re.search(SLIP_WORD[code], t.replace("&", ""))]
    assert len(named) >= len(slips) * 0.8, "most slip messages name the slip with the language's word"


def _messages(code: str, about: str, unless: str = r"(?!)") -> list[tuple[str, str]]:
    """Each message whose source (mnemonic marks aside) speaks of ``about``, with its translation
    lower-cased, all plural forms together."""
    tree = ET.parse(ROOT / "resources" / "translations" / f"voucher_desk_{code}.ts")
    found = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source", "").replace("&", "")
        if re.search(about, source, re.IGNORECASE) and not re.search(unless, source, re.IGNORECASE):
            found.append((source, "".join(message.find("translation").itertext()).lower()))  # type: ignore[union-attr]
    return found


#: The person holding a voucher is one word in each language, the word a hotel, spa or restaurant
#: desk uses for all three: where the guest display says "cliente" and Find says "huésped", a
#: cashier wonders whether the guest display is for someone else. Spanish and Portuguese "huésped"
#: and "hóspede" are someone staying the night, not a spa's or a restaurant's guest.
GUEST_WORD = {
    "de_DE": r"gast|gäste",
    "es_ES": r"\bclientes?\b",
    "it_IT": r"ospit",
    "pl_PL": r"gość|gości",
    "pt_PT": r"\bclientes?\b",
    "ro_RO": r"\bclien[tț]",
}
#: Words a language has also used for the guest, never to be used for them again.
OTHER_GUEST_WORDS = {
    "de_DE": r"kund",
    "es_ES": r"huésped",
    "it_IT": r"client",
    "pl_PL": r"klient",
    "pt_PT": r"hóspede",
    "ro_RO": r"oaspe",
}


@pytest.mark.parametrize("code", sorted(GUEST_WORD))
def test_the_guest_is_called_by_one_word_in_each_language(code: str) -> None:
    # "Customer copy" is printed on the guest's slip: the same person as the guest's slip's.
    guests = _messages(code, r"\bguests?\b|\bguests?'|customer copy")
    assert len(guests) > 30, "too few guest messages found: the check would prove nothing"
    for source, translation in guests:
        assert re.search(GUEST_WORD[code], translation), (source, translation)
        assert not re.search(OTHER_GUEST_WORDS[code], translation), (source, translation)


#: A manager's reverse of an event and a voucher that is void are two things, so two words: a
#: cashier who reads "Anulado" on a voucher's badge and on a reversed line of its history cannot
#: tell a dead voucher from a live one whose mistake was put right.
REVERSE_WORD = {
    "de_DE": r"storn",
    "es_ES": r"anul",
    "it_IT": r"storn",
    "pl_PL": r"cofn|cofa|cofię",
    "pt_PT": r"revert|revers",
    "ro_RO": r"storn",
}
VOID_WORD = {
    "de_DE": r"ungültig",
    "es_ES": r"invalid",
    "it_IT": r"annull",
    "pl_PL": r"unieważn",
    "pt_PT": r"anula",
    "ro_RO": r"\bnul|anul",
}
#: A chargeback's payment "reversed" is the bank's act, not a manager's; and "the service reversed
#: it" follows the reverse's own name, so it says "the service did it".
NOT_THE_REVERSE = r"payment|chargeback|the service reversed it"


@pytest.mark.parametrize("code", sorted(REVERSE_WORD))
def test_a_reverse_and_a_void_voucher_have_a_word_each_in_each_language(code: str) -> None:
    reverses = _messages(code, r"\brevers", unless=NOT_THE_REVERSE)
    voids = _messages(code, r"\bvoids?\b|voucher (is|was) cancelled|vouchers? (are|is) void")
    assert len(reverses) > 30, "too few reverse messages found: the check would prove nothing"
    assert len(voids) > 8, "too few void messages found: the check would prove nothing"
    for source, translation in reverses:
        assert re.search(REVERSE_WORD[code], translation), (source, translation)
        assert not re.search(VOID_WORD[code], translation), (source, translation)
    for source, translation in voids:
        assert re.search(VOID_WORD[code], translation), (source, translation)
        assert not re.search(REVERSE_WORD[code], translation), (source, translation)
