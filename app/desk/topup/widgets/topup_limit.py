"""The largest single top-up or new card, set by a manager (the ``topup_maximum`` setting).

Opened from the Manager menu under a manager's PIN; what is wrong with the amount typed is said
beside the field as it is typed, and a Save the till cannot keep leaves the dialog open with the
reason (``LimitDialog``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from app.core.i18n import translate
from app.core.money import to_request_amount
from app.desk.common.topup_policy import TOPUP_MAXIMUM_CEILING
from app.desk.common.widgets.limit_dialog import LimitDialog, LimitWords
from app.desk.topup.topup import TopupViewModel


class TopupLimitDialog(LimitDialog):
    def __init__(self, topup: TopupViewModel, manager: str, parent: QWidget | None = None) -> None:
        words = LimitWords(
            title=translate("TopUpLimit", "Largest top-up"),
            intro=translate(
                "TopUpLimit",
                "The most one top-up or new gift card may load, in the voucher's currency "
                "(more than 0, at most {ceiling}).",
            ).format(ceiling=f"{TOPUP_MAXIMUM_CEILING:,}"),
            amount=translate("TopUpLimit", "Largest top-up"),
            reason=translate("TopUpLimit", "Why this amount cannot be the largest top-up"),
            save=translate("TopUpLimit", "Save"),
            cancel=translate("TopUpLimit", "Cancel"),
        )
        super().__init__(
            words,
            problem=lambda: topup.policy.maximum_problem(self.amount.text()),
            keep=lambda: topup.set_topup_maximum(self.amount.text(), manager),
            parent=parent,
        )
        self.amount.setText(to_request_amount(topup.policy.maximum))
        self.amount.selectAll()
        # Room for the longest reason on one or two lines beside the field, on a 1024 px screen.
        self.reason.setMinimumWidth(220)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("TopUpLimit", "Largest top-up")))
        row.addWidget(self.amount)
        row.addWidget(self.reason, 1)
        self.lay_out(row)
