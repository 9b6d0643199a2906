"""Every text colour of the till's style sheet against what it is painted on meets WCAG 2.2 AA:
4.5:1, or 3:1 for large text (18 pt, or 14 pt bold). Disabled controls are exempt, as WCAG says."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from app.core.resources import resource_path

RULE = re.compile(r"(?P<selector>[^{}]+)\{(?P<body>[^}]*)\}")
#: A text colour painted on a background its own rule does not set: the rule that sets it.
PAINTED_ON = {
    "#waitingBanner QLabel": "#waitingBanner",
    "#storageBanner QLabel": "#storageBanner",
    'QLabel#recheckLine[kind="alert"]': 'QStatusBar[kind="alert"]',
    'QLabel#recheckLine[kind="unknown"]': 'QStatusBar[kind="unknown"]',
}


def rules() -> dict[str, dict[str, str]]:
    text = re.sub(r"/\*.*?\*/", "", resource_path("style.qss").read_text(encoding="utf-8"), flags=re.S)
    found: dict[str, dict[str, str]] = {}
    for rule in RULE.finditer(text):
        body = {
            name.strip(): value.strip()
            for name, _, value in (part.partition(":") for part in rule["body"].split(";"))
            if name.strip()
        }
        for selector in rule["selector"].split(","):
            found.setdefault(" ".join(selector.split()), {}).update(body)
    return found


def luminance(color: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def contrast(text: QColor, background: QColor) -> float:
    lighter, darker = sorted((luminance(text), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def large(body: dict[str, str]) -> bool:
    size = float(re.sub(r"[^0-9.]", "", body.get("font-size", "15pt")) or 15)
    return size >= 18 or (size >= 14 and body.get("font-weight") == "bold")


@pytest.mark.usefixtures("styled")
def test_every_text_colour_of_the_style_meets_wcag_aa_on_its_background(qapp: QApplication) -> None:
    window = qapp.palette().color(QPalette.ColorRole.Window)
    found = rules()
    short, checked = [], 0
    for selector, body in found.items():
        if "color" not in body or ":disabled" in selector:
            continue
        background = body.get("background") or found.get(PAINTED_ON.get(selector, ""), {}).get("background")
        behind = QColor(background) if background else window
        ratio = contrast(QColor(body["color"]), behind)
        wanted = 3.0 if large(body) else 4.5
        checked += 1
        if ratio < wanted:
            short.append(f"{selector}: {ratio:.2f} < {wanted}")
    assert checked >= 20, "the style's colours were not found"
    assert short == []
