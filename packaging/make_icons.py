"""Renders resources/icons/app.svg into the PNG, .ico and .icns files the app and installers use.

Run it after changing the SVG and commit its output: ``uv run --with pillow python packaging/make_icons.py``.
Qt draws the SVG (so the icon matches what the app itself would render); Pillow only writes the
container formats, which is why it is not a project dependency.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PIL import Image
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(renderer: QSvgRenderer, size: int) -> Image.Image:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub says bytes; PySide takes str
    buffer.close()
    return Image.open(io.BytesIO(bytes(data.data()))).convert("RGBA")


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "app.svg"))
    if not renderer.isValid():
        print(f"cannot read {ICONS / 'app.svg'}", file=sys.stderr)
        return 1
    images = {size: render(renderer, size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES})}
    for size in PNG_SIZES:
        images[size].save(ICONS / f"app-{size}.png", optimize=True)
    images[256].save(ICONS / "app.png", optimize=True)
    largest_ico = images[max(ICO_SIZES)]
    largest_ico.save(
        ICONS / "app.ico",
        sizes=[(size, size) for size in ICO_SIZES],
        append_images=[images[size] for size in ICO_SIZES if size != max(ICO_SIZES)],
    )
    largest_icns = images[max(ICNS_SIZES)]
    largest_icns.save(
        ICONS / "app.icns",
        append_images=[images[size] for size in ICNS_SIZES if size != max(ICNS_SIZES)],
    )
    del app
    print(f"wrote icons to {ICONS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
