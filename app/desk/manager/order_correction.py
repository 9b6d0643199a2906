"""Correcting an order's purchaser or recipient, on a manager's PIN: sent, read back, compared, audited.

Only the purchaser's name and e-mail and the recipient's e-mail can be corrected at the desk, and
only the fields that changed are sent (``POST /orders/{id}/`` leaves the others as they are). It is
no money movement: setting a field twice sets it once, so an answer that is lost is settled by
reading the order back, and the order read back is what is compared with what was asked. The audit
line keeps before and after, with every e-mail masked (``app.core.masking``). The dialog shows the
e-mail addresses masked too (``shown``): one left as shown is kept as the service holds it, and only
the reveal (``app.desk.manager.reveal_email``) shows one whole, for a reason, audited.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError, OutcomeUnknown
from app.api.models import Order
from app.core.audit_line import AuditLine
from app.core.errors import describe
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.masking import mask_email, mask_emails_in
from app.core.sale import email_problem, required_text
from app.core.tasks import TaskSlots
from app.desk.common.ports import AuditTrail, OrderEdits

TASK = "order-correction"
ACTION = "correct order"
#: The order's fields a desk may correct: the service's name, and the till's words for it (the
#: audit line keeps these English words; the screen says them in the language shown).
FIELDS = {
    "customerName": QT_TRANSLATE_NOOP("OrderFix", "purchaser's name"),
    "emailAddress": QT_TRANSLATE_NOOP("OrderFix", "purchaser's e-mail"),
    "recipientEmailAddress": QT_TRANSLATE_NOOP("OrderFix", "recipient's e-mail"),
}

EMAIL_FIELDS = ("emailAddress", "recipientEmailAddress")


def _named(fields: list[str]) -> str:
    return ", ".join(translate("OrderFix", FIELDS[field]) for field in fields)


def _values(order: Order) -> dict[str, str]:
    return {
        "customerName": order.customer_name,
        "emailAddress": order.email_address,
        "recipientEmailAddress": order.recipient_email_address,
    }


class OrderCorrectionViewModel(QObject):
    """One order's correction. Signals: ``loaded()`` (``values`` read), ``message(text, kind)``
    ("refused", "done", "unknown"), ``busy_changed(bool)``."""

    loaded = Signal()
    message = Signal(str, str)
    busy_changed = Signal(bool)
    #: (order_id, {field: value} as read back): what the service now holds, for Find's index.
    read_back = Signal(int, dict)

    def __init__(
        self,
        orders: OrderEdits,
        audit: AuditTrail,
        tasks: TaskSlots,
        staff: Callable[[], str],
        till: str,
        manager: str,
        order_id: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._orders = orders
        self._audit = audit
        self._tasks = tasks
        self._staff = staff
        self._till = till
        self.manager = manager
        self.order_id = order_id
        self.values: dict[str, str] = {}
        self.busy = False

    def load(self) -> None:
        self._start(self._load())

    async def _load(self) -> None:
        try:
            order = await self._orders.order(self.order_id)
        except ApiError as exc:
            self._refused(
                exc, translate("OrderFix", "Order #{order} could not be read").format(order=self.order_id)
            )
            return
        self.values = _values(order)
        self.loaded.emit()

    @property
    def shown(self) -> dict[str, str]:
        """What the fields show of ``values``: the name, and each e-mail address masked."""
        return {
            field: mask_email(value) if field in EMAIL_FIELDS else value
            for field, value in self.values.items()
        }

    def _meant(self, field: str, text: str) -> str:
        """What a field asks for: an address left as it is shown (masked) is the one the service holds."""
        value = text.strip()
        if field in EMAIL_FIELDS and self.values and value == self.shown[field]:
            return self.values[field]
        return value

    def problems(self, name: str, email: str, recipient: str) -> dict[str, str]:
        return {
            "customerName": "" if name.strip() else required_text(),
            "emailAddress": email_problem(self._meant("emailAddress", email), required=True),
            "recipientEmailAddress": email_problem(
                self._meant("recipientEmailAddress", recipient), required=False
            ),
        }

    def save(self, name: str, email: str, recipient: str) -> None:
        """Send what changed; nothing is sent while a field is wrong or nothing changed."""
        if self.busy or not self.values:
            return
        wanted = {
            "customerName": name.strip(),
            "emailAddress": self._meant("emailAddress", email),
            "recipientEmailAddress": self._meant("recipientEmailAddress", recipient),
        }
        wrong = [field for field, problem in self.problems(name, email, recipient).items() if problem]
        if wrong:
            self.message.emit(
                translate("OrderFix", "Check the {fields}.").format(fields=_named(wrong)), "refused"
            )
            return
        changes = {field: value for field, value in wanted.items() if value != self.values[field]}
        if not changes:
            self.message.emit(translate("OrderFix", "Nothing changed: nothing was sent."), "refused")
            return
        self._start(self._save(changes))

    async def _save(self, changes: dict[str, str]) -> None:
        before = dict(self.values)
        try:
            await self._orders.update_order(self.order_id, changes)
        except OutcomeUnknown:
            pass  # the order read back below says whether it was made
        except ApiError as exc:
            self._refused(
                exc, translate("OrderFix", "Order #{order} was not corrected").format(order=self.order_id)
            )
            self._record("refused", before, changes)
            return
        try:
            after = _values(await self._orders.order(self.order_id))
        except ApiError as exc:
            self.message.emit(
                translate(
                    "OrderFix",
                    "Order #{order}: the correction was sent but the order could not be read back ({why}). "
                    "Look it up again before correcting it again.",
                ).format(order=self.order_id, why=type(exc).__name__),
                "unknown",
            )
            self._record("unknown", before, changes)
            return
        self.values = after
        self.read_back.emit(self.order_id, after)
        self.loaded.emit()  # the fields show what the service now holds, masked again
        differ = [field for field, value in changes.items() if after[field] != value]
        if differ:
            self.message.emit(
                translate(
                    "OrderFix", "Order #{order} reads back with another {fields} than asked — ask a manager."
                ).format(order=self.order_id, fields=_named(differ)),
                "unknown",
            )
            self._record("mismatch", before, changes)
            return
        self._record("corrected", before, changes)
        self.message.emit(
            translate("OrderFix", "Order #{order} corrected: {fields}.").format(
                order=self.order_id, fields=_named(list(changes))
            ),
            "done",
        )

    def _record(self, outcome: str, before: dict[str, str], changes: dict[str, str]) -> None:
        said = "; ".join(
            f"{FIELDS[field]}: {before[field] or '(none)'} → {value or '(none)'}"
            for field, value in changes.items()
        )
        self._audit.append(
            AuditLine(
                action=ACTION,
                till=self._till,
                staff=self._staff(),
                manager=self.manager,
                outcome=outcome,
                order_id=self.order_id,
                reason=mask_emails_in(said),
            )
        )

    def _refused(self, exc: ApiError, what: str) -> None:
        shown = describe(exc)
        why = shown.text if shown is not None else translate("OrderFix", "try again.")
        self.message.emit(translate("OrderFix", "{what}: {why}").format(what=what, why=why), "refused")

    def _start(self, coro: Coroutine[Any, Any, None]) -> None:
        async def run() -> None:
            self._set_busy(True)
            try:
                await coro
            finally:
                self._set_busy(False)

        self._tasks.start(TASK, run())

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)
