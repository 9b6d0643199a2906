"""A language writes an order's number one way: Polish wrote both "#5087" and "nr 5087" for the
same order on neighbouring screens, and a cashier could read them as two numbers."""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest

TRANSLATIONS = sorted((Path(__file__).resolve().parents[2] / "resources" / "translations").glob("*.ts"))
#: How a translation writes the order's number: what stands before ``{order}`` ("#", "nr ", "n.º ").
FORM = re.compile(r"(\S*)\s?\{order\}")


@pytest.mark.parametrize("ts", TRANSLATIONS, ids=[ts.stem for ts in TRANSLATIONS])
def test_an_order_number_is_written_one_way_in_each_language(ts: Path) -> None:
    forms: dict[str, list[str]] = {}
    for message in ElementTree.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        held = message.find("translation")
        # A plural's forms are in its numerusform children, each written the same way.
        translation = "" if held is None else " ".join(held.itertext())
        if "#{order}" not in source:
            continue
        form = next((m.group(1) for m in FORM.finditer(translation)), "")
        mark = "#" if form.endswith("#") else form
        forms.setdefault(mark, []).append(translation)
    assert len(forms) == 1, forms
