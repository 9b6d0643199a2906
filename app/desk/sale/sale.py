"""Selling gift vouchers at the desk: products into a basket, the buyer, a review, one Confirm.

Nothing is sent until the cashier reviewed the sale ("Sell 1 x Spa Day for Two £50.00 to J. Bloggs —
take £50.00 on the POS") and confirmed it deliberately (F12 or a tap; never Enter or a scan). The
sale then goes through the one money path (``MovementService.sell``: its payment reference made and
journalled before the one send, the order checked, a lost answer settled from the service's orders
by that reference, with a countdown). Offline, Sell is disabled and says why: a sale is never queued.
After it, the new codes are shown in full once, with the hand-off "Take £50.00 payment on the POS —
reference VD-…" and a *Paid on POS* tick. A complimentary sale needs a manager's PIN (the screen
asks, then ``set_complimentary``) and is audited under that manager.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QObject, Signal, Slot

from app.api.catalogue import DeliveryMethod, Product
from app.api.errors import ApiError
from app.api.models import OrderRow
from app.core import sale as rules
from app.core.dates import day_text
from app.core.errors import describe
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.core.money import format_money
from app.core.movement import Movement, MovementState
from app.core.sale import SaleRequest
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel, Link
from app.desk.common.dual_control import DualControl
from app.desk.common.outcomes import Wording, carry_out, sent_text
from app.desk.common.ports import CatalogueReads, SaleMovements
from app.desk.common.topup_policy import TopupPolicy
from app.desk.sale._gate import SaleGate, manager_needed_text
from app.desk.sale.basket import Buyer, SoldVoucher, basket_line
from app.desk.sale.catalogue import Shelf, basket_model, products_model, shelves
from app.desk.sale.pending import PendingSale, later_text, pin_withdrawn_text, with_why
from app.services.movements import Actor, MovementResult
from app.store.db import StorageError

#: The buyer's fields a review names when one is wrong, as the sale screen calls them.
FIELD_WORDS = {
    "name": QT_TRANSLATE_NOOP("Sale", "name"),
    "email": QT_TRANSLATE_NOOP("Sale", "email"),
    "recipient": QT_TRANSLATE_NOOP("Sale", "recipient"),
}
LOAD_TASK = "sale-load"
SEND_TASK = "sale-send"


@dataclass(frozen=True)
class SaleScope:
    """Where and under which rules this till sells: the property (its domain), the property's
    clock, and the limits above which a manager approves (the top-up policy's, dual control's)."""

    domain_id: int | None
    clock: Callable[[], datetime] = datetime.now
    policy: TopupPolicy | None = None
    dual: DualControl | None = None


class SaleViewModel(QObject):
    """One sale, from the shelves to the hand-off.

    Signals:
        changed(): the shelves, the basket, the buyer or whether Sell is possible changed.
        message(str text, str kind): a refusal or an outcome ("refused", "checking", "done", "unknown").
        review_changed(str): what Confirm will do, or "" when no review is open.
        busy_changed(bool): the sale is being sent or settled.
        sold(str handoff, object vouchers): the sale went through: the POS hand-off and the codes.
        buyer_cleared(): after a sale, the buyer and the complimentary tick are gone (the next guest's).
        sale_begun(): the next sale's first line went in: the last sale's hand-off, tick and codes leave
            the window (its tick stays on the till's POS hand-off).
        manager_needed(str review): Confirm waits for a manager's PIN (``SaleGate``): ``confirm_approved``.
        paid_ticked(str movement_id): *Paid on POS* ticked: the POS hand-off records it (who, when).
    """

    changed = Signal()
    message = Signal(str, str)
    review_changed = Signal(str)
    busy_changed = Signal(bool)
    sold = Signal(str, object)
    paid_ticked = Signal(str)
    buyer_cleared = Signal()
    sale_begun = Signal()
    manager_needed = Signal(str)

    def __init__(
        self,
        catalogue: CatalogueReads,
        movements: SaleMovements,
        tasks: TaskSlots,
        connection: ConnectionViewModel,
        staff: Callable[[], str],
        scope: SaleScope,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._catalogue = catalogue
        #: Now in the property's local time, against which a category's visibleFrom/visibleTo is read.
        self._clock = scope.clock
        self._movements = movements
        self._tasks = tasks
        self.connection = connection
        self._staff = staff
        self._domain_id = scope.domain_id
        self.currency = ""
        self.shelves: list[Shelf] = []
        self.methods: list[DeliveryMethod] = []
        self.products = products_model(lambda: self.currency, self)
        self.basket = basket_model(lambda: self.currency, self)
        self.buyer = Buyer()
        self.method_index = 0
        self.complimentary = False
        self.manager: str | None = None
        self.busy = False
        #: The review Confirm took still shows (under it, Confirm busy while the sale is sent).
        self._confirmed_shown = False
        self._sending_shown = True  # no sale sent yet
        self.loaded = False
        self.reference = ""
        self.movement_id = ""
        self.paid = False
        self._review: SaleRequest | None = None
        #: The fields the last "Check the buyer's details" named, while it is the line shown.
        self._checking: tuple[str, ...] = ()
        self.gate = SaleGate(scope.policy, scope.dual)
        self._approver: str | None = None
        self.pending = PendingSale(movements, tasks, connection, self)
        self.pending.changed.connect(self.changed)
        self.pending.settled.connect(self._settled_later)
        self._online = connection.state is Link.ONLINE
        connection.changed.connect(self._link_changed)

    @Slot(str, str)
    def _link_changed(self, state: str, _text: str) -> None:
        """Online or not decides whether Sell is possible: the window says why not (every answer
        says "online" again; only a change of it is news to the window)."""
        online = state == Link.ONLINE.value
        if online != self._online:
            self._online = online
            self.changed.emit()

    def close(self) -> None:
        """The sale's window closed: its reads stop (never while it is being sent)."""
        self._tasks.cancel(LOAD_TASK)
        self.pending.close()

    # -- what is offered ---------------------------------------------------------------------------

    @property
    def why_not(self) -> str:
        """Why Sell is disabled now ("" when it is not): offline, a sale is never queued."""
        if self._domain_id is None:
            return translate("Sale", "This till has no property set up: a manager sets it up first.")
        if self.pending.why:
            return self.pending.why
        if self.connection.state is not Link.ONLINE:
            return translate("Sale", "Selling needs the voucher service: a sale is never kept to send later.")
        if not self.loaded:
            return translate("Sale", "Reading the property's products…")
        return ""

    def load(self) -> None:
        """Read the products, categories, delivery methods and currency of the till's property."""
        if self._domain_id is not None:
            self._tasks.start(LOAD_TASK, self._load(self._domain_id))

    async def _load(self, domain_id: int) -> None:
        try:
            products = await self._catalogue.products(domain_id=domain_id)
            categories = await self._catalogue.categories(domain_id=domain_id)
            methods = await self._catalogue.delivery_methods(domain_id)
            properties = await self._catalogue.properties()
        except ApiError as exc:
            shown = describe(exc)
            if shown is not None:
                self.connection.report(shown)
            why = shown.text if shown else translate("Sale", "try again.")
            self._say(translate("Sale", "The products could not be read: {why}").format(why=why), "refused")
            return
        self.currency = next((p.currency_code for p in properties if p.domain_id == domain_id), "")
        # A product in another currency than its property's is not sold here.
        sellable = [
            p for p in products if p.currency_code in (None, self.currency) and p.domain_id == domain_id
        ]
        here = [c for c in categories if c.domain_id == domain_id]
        self.shelves = shelves(sellable, here, self._clock())
        # [DECIDE] the desk form takes no postal address: methods that need one are sold online.
        self.methods = [m for m in methods if not m.requires_fulfillment]
        self.loaded = True
        self.connection.report_success()
        self.show_shelf(0)

    def show_shelf(self, index: int) -> None:
        self.products.set_records(self.shelves[index].products if 0 <= index < len(self.shelves) else ())
        self.changed.emit()

    # -- the basket --------------------------------------------------------------------------------

    def add(
        self,
        product: Product,
        quantity: int,
        message: str = "",
        amount_text: str = "",
        options: Mapping[str, str] | None = None,
    ) -> bool:
        """Put ``quantity`` of ``product`` in the basket, with ``options`` chosen (optionKey to
        optionValue, one for each option the product has); False (and why) when it cannot go."""
        line = basket_line(
            product, quantity, message, amount_text, options, currency=self.currency, gate=self.gate
        )
        if isinstance(line, str):
            self._say(line, "refused")
            return False
        self.basket.set_records([*self.basket.records, line])
        if self.movement_id:  # The last guest's sum and codes beside the next guest's sale
            self.movement_id, self.paid = "", False
            self.sale_begun.emit()
            self._say("", "done")
        self._withdraw_pin()
        self._drop_review()
        return True

    def remove(self, row: int) -> None:
        lines = self.basket.records
        if 0 <= row < len(lines):
            del lines[row]
            self.basket.set_records(lines)
            self._withdraw_pin()
            self._drop_review()

    def set_buyer(self, buyer: Buyer) -> None:
        self.buyer = buyer
        self._drop_review()
        self._check_again()

    def set_method(self, index: int) -> None:
        self.method_index = index
        self._drop_review()

    def set_complimentary(self, on: bool, manager: str | None = None) -> None:
        """Complimentary only with a manager's word (the screen asks for the PIN first)."""
        self.complimentary = on and bool(manager)
        self.manager = manager if self.complimentary else None
        self._drop_review()

    @property
    def total_text(self) -> str:
        request = self._request()
        return format_money(request.total, self.currency) if request is not None else ""

    def _request(self) -> SaleRequest | None:
        lines = tuple(self.basket.records)
        if not lines or not self.methods or self.domain_id is None:
            return None
        method = self.methods[min(self.method_index, len(self.methods) - 1)]
        return SaleRequest(
            domain_id=self.domain_id,
            currency=self.currency,
            lines=lines,
            method_id=method.method_id,
            method_name=method.name,
            delivery_charge=method.charge,
            purchaser_name=self.buyer.name,
            purchaser_email=self.buyer.email,
            recipient_email=self.buyer.recipient,
            send_confirmation=self.buyer.confirmation,
            complimentary=self.complimentary,
            billing=tuple(self.buyer.billing.items()),
        )

    @property
    def domain_id(self) -> int | None:
        return self._domain_id

    # -- review and Confirm ------------------------------------------------------------------------

    def problems(self) -> dict[str, str]:
        """What keeps the sale from a review, by field ("" for a field that is fine)."""
        return {
            "name": "" if self.buyer.name.strip() else rules.required_text(),
            "email": rules.email_problem(self.buyer.email, required=True),
            "recipient": rules.email_problem(self.buyer.recipient, required=False),
        }

    def review(self) -> bool:
        """Open the review: what Confirm will do, in words. False (and why) when it cannot open."""
        why = self.why_not
        request = self._request()
        wrong = {field: text for field, text in self.problems().items() if text}
        if why:
            self._say(why, "refused")
        elif request is None:
            self._say(translate("Sale", "Add a product to the sale first."), "refused")
        elif wrong:
            self._say_check(list(wrong))
        else:
            self._review = request
            self._movements.prepare()
            self.review_changed.emit(self._review_words(request))
            return True
        return False

    def _review_words(self, request: SaleRequest) -> str:
        """The review, and whether Confirm will ask for a manager's PIN."""
        note = self.gate.review_note(request)
        said = rules.review_text(request)
        return f"{said}. {note}" if note else said

    def cancel_review(self) -> None:
        self._drop_review()

    def _drop_review(self) -> None:
        self._approver = None
        if self._review is not None:
            self._review = None
            self.review_changed.emit("")
        self.changed.emit()

    def confirm(self) -> None:
        """Send the reviewed sale, once (F12 or a tap). Ignored without a review or while busy."""
        request = self._review
        if request is None or self.busy or self.why_not:
            return
        if self.gate.needs_manager(request) and not self._approver:
            self.manager_needed.emit(rules.review_text(request))
            return
        self._review = None
        self.reference = rules.new_reference()
        self.busy = True
        # The window shows the sale on its way once its request is written to the socket (its
        # ``on_sent``), not before: a repaint of the window held the request back by 2.5 ms.
        self._confirmed_shown = True
        self._sending_shown = False
        self._tasks.start(SEND_TASK, self._send(request, self.reference))

    def confirm_approved(self, manager: str) -> None:
        """Confirm with the name of the manager whose PIN allowed it ("" when the PIN was cancelled)."""
        if not manager.strip():
            self._say(manager_needed_text(), "refused")
            return
        self._approver = manager
        self.confirm()

    def _show_sending(self) -> None:
        """The line says the sale is on its way (an earlier refusal's "Nothing was sent" must not
        stay beside a sale being sent), under the review with its Confirm busy. The review stays
        until the answer: giving way here laid the window out again, the buyer's form back, while
        the request was on the wire, and the codes put that form away again as they came."""
        if self._sending_shown or not self.busy:
            return
        self._sending_shown = True
        self._set_busy(True)
        self._say(sent_text(), "checking")

    def _end_review(self) -> None:
        """The review Confirm took goes, once: the sale was answered, or never sent."""
        if self._confirmed_shown:
            self._confirmed_shown = False
            self.review_changed.emit("")

    async def _send(self, request: SaleRequest, reference: str) -> None:
        rows: list[OrderRow] = []
        actor = Actor(self._staff(), self.manager if request.complimentary else self._approver)
        self._approver = None

        async def send() -> MovementResult:
            result, answered = await self._movements.sell(
                request, reference, actor, on_sent=self._show_sending
            )
            rows.extend(answered)
            return result

        wording = Wording(
            translate("Sale", "about the sale (reference {reference})").format(reference=reference),
            translate("Sale", "The till keeps checking the service's orders for it: do not sell it again."),
            translate("Sale", "The sale is journalled; the till settles it."),
        )
        try:
            result = await carry_out(
                send, movements=self._movements, connection=self.connection, say=self._say, wording=wording
            )
            if result.outcome is MovementState.DONE and not rows:
                rows.extend(await self._movements.sold_rows(result.movement))
        except (StorageError, ApiError) as exc:
            self._end_review()  # never sent: the review it confirmed is gone all the same
            if isinstance(exc, ApiError):
                shown = describe(exc)
                self._say(
                    shown.text if shown is not None else translate("Sale", "The sale could not be sent."),
                    "refused",
                )
            self._set_busy(False)
            return
        self._outcome(request, result, rows)

    def _outcome(self, request: SaleRequest, result: MovementResult, rows: list[OrderRow]) -> None:
        if result.outcome is not MovementState.DONE:
            self._end_review()
            if result.outcome in (MovementState.UNKNOWN, MovementState.UNCONFIRMED):
                self.pending.hold(result.movement, request)  # no second order until it is settled
            elif result.outcome is MovementState.MISMATCH:
                self.basket.set_records([])  # its order stands, for a manager: never sold again
            self._set_busy(False)
            self._say(with_why(result), "unknown" if result.outcome is MovementState.UNKNOWN else "refused")
            return
        # Each code with its own line's message, whatever order the service lists its rows in.
        vouchers = [
            SoldVoucher(
                row.name,
                row.redeem_code,
                format_money(row.total, row.currency_code),
                day_text(row.expiry_date) if row.expiry_date else "",
                line.message if line is not None else "",
            )
            for row, line in rules.paired_rows(request, rows)
        ]
        handoff = (
            rules.complimentary_handoff(self.reference)
            if request.complimentary
            else rules.handoff_text(request.total, request.currency, self.reference)
        )
        self.movement_id = result.movement.id
        self.paid = False
        self.busy = False
        # The codes and the hand-off first (the window paints them at once, the buyer's form and
        # the review put away with it), then the rest of it.
        self.sold.emit(handoff, vouchers)
        self._end_review()
        self.basket.set_records([])
        self.complimentary, self.manager, self.buyer = False, None, Buyer()  # the next guest's window
        self.buyer_cleared.emit()
        self._set_busy(False)
        self._say(rules.sold_text(request), "done")

    def _withdraw_pin(self) -> None:
        if self.complimentary:  # the manager approved the basket as it was
            self.complimentary, self.manager = False, None
            self._say(pin_withdrawn_text(), "refused")

    def _settled_later(self, movement: Movement, request: SaleRequest, rows: list[OrderRow]) -> None:
        """The sale held turned out done (its codes are shown now), or not (it may be sold again)."""
        if movement.state is MovementState.DONE:
            self._outcome(request, MovementResult(movement, MovementState.DONE), rows)
        elif movement.state is MovementState.MISMATCH:
            self.basket.set_records([])
        if movement.state is not MovementState.DONE or not rows:
            self._say(later_text(movement), "unknown" if movement.state is MovementState.DONE else "refused")

    def mark_paid(self) -> None:
        """The cashier ticked *Paid on POS*: kept as the POS hand-off keeps every tick (and audited
        there), so an unpaid sale stays on the hand-off and opens the shift report in red."""
        if self.paid or not self.movement_id:
            return
        self.paid = True
        self.paid_ticked.emit(self.movement_id)

    def _say(self, text: str, kind: str) -> None:
        self._checking = ()
        self.message.emit(text, kind)

    def _say_check(self, fields: list[str]) -> None:
        """ "Check the buyer's details: email.", kept in mind until those fields are right."""
        named = ", ".join(translate("Sale", FIELD_WORDS[field]) for field in fields)
        self._say(translate("Sale", "Check the buyer's details: {fields}.").format(fields=named), "refused")
        self._checking = tuple(fields)

    def _check_again(self) -> None:
        """The buyer's details changed after a review was refused for them: a field put right is
        no longer named, and the line goes once none is wrong, with nothing else to press."""
        if not self._checking:
            return
        problems = self.problems()
        still = [field for field in self._checking if problems[field]]
        if len(still) == len(self._checking):
            return
        if still:
            self._say_check(still)
        else:
            self._say("", "info")

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)
        self.changed.emit()
