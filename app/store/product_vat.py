"""How the accountant classified each product for VAT: a small JSON file beside the journal.

One entry per product (``{"1102": {"purpose": "multi", "rate": "20"}}``), the rate as decimal text so
it is read back exactly. Written atomically (a temporary file renamed over the old one), so a till
that stops mid-write keeps the previous classes. A file that cannot be read is logged and taken as
no classes: the export then shows every product as not classified, never a guessed rate.
"""

from __future__ import annotations

import json
import logging
import os
from decimal import Decimal, InvalidOperation
from pathlib import Path

from app.core.accounts.vat import ProductVat, Purpose

log = logging.getLogger(__name__)

PRODUCT_VAT_FILE = "product-vat.json"


class ProductVatStore:
    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> dict[int, ProductVat]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.warning("The products' VAT classes could not be read (%s): none are used.", exc)
            return {}
        classes: dict[int, ProductVat] = {}
        for key, entry in raw.items() if isinstance(raw, dict) else ():
            try:
                classes[int(key)] = ProductVat(Purpose(entry["purpose"]), Decimal(str(entry["rate"])))
            except (KeyError, TypeError, ValueError, InvalidOperation):
                log.warning("A product's VAT class could not be read: product %r left unclassified.", key)
        return classes

    def save(self, classes: dict[int, ProductVat]) -> None:
        data = {
            str(product): {"purpose": kind.purpose.value, "rate": str(kind.rate)}
            for product, kind in sorted(classes.items())
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data, indent=2), encoding="utf-8")
        os.replace(temporary, self.path)
