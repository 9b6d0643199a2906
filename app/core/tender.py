"""The tender staff key a gift voucher's money as on the property's own POS, for a single
redemption's hand-off and a bill's alike (``app.core.pos_handoff``, ``app.core.bill_handoff``)."""

from __future__ import annotations

from app.core.i18n import QT_TRANSLATE_NOOP

#: The common name; a property that calls it otherwise still reads the amount and the reference.
POS_TENDER = QT_TRANSLATE_NOOP("Handoff", "Gift voucher")
