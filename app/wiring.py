"""How the till's view-models hear of each other: every connection between two of them, in one place.

The window only shows what each view-model says and forwards what the user does; what one
view-model's news means for another (a redemption made: the feed polls now, the POS hand-off and
the voucher's panel refresh, the slip is offered) is wired here, once, when the till is built.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from decimal import Decimal
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from app.api.models import Voucher
from app.core.i18n import translate
from app.core.law.packs import pack_for
from app.core.masking import mask_code
from app.core.movement import Movement
from app.core.notice import Kind, Notice
from app.core.rules import StatusBadge, not_here_badge, voucher_badge
from app.desk import bill as bills
from app.desk import sale as sales
from app.desk.cases import CASE_REFUSAL_TEXT, case_badge
from app.desk.common.after_paint import AfterPaint
from app.desk.common.connection import Link
from app.desk.common.openings import OpeningRecorder
from app.desk.common.presenters import NOT_HELD_TEXT, VoucherView
from app.desk.common.young_order import young_order_note
from app.desk.guest import GuestDisplayViewModel, GuestLine, SaleItem
from app.desk.manager import OrderCorrectionViewModel
from app.services.movements import MovementResult

if TYPE_CHECKING:
    from app.desk.bill import BillViewModel
    from app.desk.sale import LateSalesViewModel, SaleViewModel
    from app.till import Till


def wire(till: Till) -> None:
    """Connect the view-models of ``till`` to each other."""
    _counter(till)
    _openings(till)
    _after_movements(till)
    _codes_not_on_the_counter(till)
    _notices(till)
    _find(till)
    _updates(till)


def _openings(till: Till) -> None:
    """Each voucher the counter opens is an audit line under whoever is signed in: the integrity
    report counts from them (``app.desk.common.openings``)."""
    session, audit = till.session, till.audit
    recorder = OpeningRecorder(
        lambda line: audit.append(line, flush=False), till.settings.till_name, lambda: session.staff
    )
    till.lookup.opened.connect(recorder)


def _counter(till: Till) -> None:
    """The voucher on the counter is the one the redeem and top-up boxes act on; only one of the two
    has a review open at a time; a code the service does not know is offered as a new card."""
    lookup, redeem, topup, cases = till.lookup, till.redeem, till.topup, till.cases

    def shown(view: VoucherView) -> None:
        voucher = lookup.voucher
        redeem.set_voucher(voucher, view.redeemable)
        # A voucher opened without its code at the counter is not topped up either: only read; nor
        # is one a manager reported a problem with (its badge shows the open case).
        case_open = cases is not None and voucher is not None and cases.open_case(voucher.redeem_code)
        if case_open:
            topup.refuse(_case_refusal)
        elif view.held:
            topup.set_voucher(voucher)
        else:
            topup.refuse(_not_held_refusal)

    def cleared() -> None:
        redeem.set_voucher(None, False)
        topup.clear()

    # The note holds the timeline and the settings, never the till: a closure over the till, kept by
    # one of its own view-models, would keep the whole session alive after it closed.
    timeline, settings = till.client.timeline, till.settings

    def order_note(voucher: Voucher) -> str:
        order = (
            lookup.order if lookup.order is not None and lookup.order.order_id == voucher.order_id else None
        )
        return young_order_note(order, timeline.service_now(), settings.young_order_hours)

    redeem.order_note = order_note
    lookup.voucher_shown.connect(shown)
    if cases is not None:
        # Over the store, not the desk: the lookup holds no other view-model of the session.
        lookup.case_badge = partial(case_badge, cases.store)
        cases.changed.connect(lookup.refresh)
    lookup.cleared.connect(cleared)
    lookup.not_found.connect(topup.offer_activation)
    topup.review_changed.connect(lambda text: redeem.cancel_review() if text else None)
    redeem.review_changed.connect(lambda text: topup.cancel_review() if text else None)
    till.session.staff_changed.connect(lambda staff: till.activity.start() if staff else None)
    till.activity.reverse_blocker = till.desk.reverse_blocker
    till.activity.seen.connect(till.handoff.events_seen)
    till.activity.seen.connect(lookup.events_seen)
    lookup.order_shown.connect(
        lambda _line: till.handoff.saw_history(
            line for row in lookup.rows.records for line in row.redeem_history
        )
    )


def _not_held_refusal() -> str:
    """What the top-up key says on a voucher opened read-only (from the feed, Find, a report)."""
    return translate("Voucher", NOT_HELD_TEXT)


def _case_refusal() -> str:
    """What the top-up key says on a voucher a manager opened a case on."""
    return translate("Cases", CASE_REFUSAL_TEXT)


def _after_movements(till: Till) -> None:
    """Once money moved (a redemption, a top-up, a manager's reverse or refund, a late find), what
    shows it reads again: the voucher's panel, the feed, the POS hand-off, the storage's health."""
    lookup, redeem, topup, desk = till.lookup, till.redeem, till.topup, till.desk

    def redeemed(result: MovementResult, _voucher: Voucher) -> None:
        lookup.moved(result.event)

    redeem.redeemed.connect(redeemed)
    # A manager's reverse: the voucher's balance at once, and the outcome line above it says so.
    desk.reversed.connect(lambda _undone, new, _keyed: lookup.moved(new))
    desk.reversed.connect(redeem.reversed)
    desk.reversed.connect(topup.reversed)
    redeem.redeemed.connect(till.slips.redeemed)
    topup.loaded.connect(till.slips.loaded)
    # The outcome line says this movement: the hand-off under it is this movement's (F9 ticks it).
    handoff = till.handoff
    redeem.redeemed.connect(lambda result, _voucher: handoff.follow(result.movement.id))
    topup.loaded.connect(lambda result, _voucher: handoff.follow(result.movement.id))
    till.recheck.alert.connect(lambda _text: lookup.refresh())
    # A movement the counter's outcome line tells is not said again in the banner above it; once
    # that line has gone (the next voucher), the banner says it until a manager decides.
    recheck = till.recheck
    recheck.told = lambda: {told for told in (redeem.told, topup.told) if told}
    # The banner names a waiting voucher as the feed beside it does, and again once the feed's
    # rows change how it would show it (a code with the same last characters came in).
    feed = till.activity.model
    recheck.shown_code = feed.code_beside
    # An activation of an order this till sold reads "Sale" in the feed, as the shift report counts
    # it, not "New card": the service writes "Activation" for both.
    feed.sold = till.journal.sold_orders
    feed.codes_changed.connect(recheck.refresh_waiting)
    for box in (redeem, topup):
        box.blocked.connect(lambda _code: recheck.refresh_waiting())
    # A cashier's redemption or top-up: its outcome line and the panel's new balance are painted
    # first, and the reads again wait for that paint. A manager's action reads again at once: what
    # the manager does next (a tick on the hand-off) works on what was read.
    after = till.after_paint
    for finished, then in (
        (redeem.finished, after.deferred),
        (topup.finished, after.deferred),
        (desk.finished, lambda slot: slot),
    ):
        for refresh in (lookup.refresh, till.activity.poll_now, till.handoff.refresh, till.storage.refresh):
            finished.connect(then(refresh))
    till.session.staff_changed.connect(till.handoff.refresh)
    # A bill's line a manager decided, or the re-check settled, after its bill was sent: the bill's
    # hand-off and its slip are the journal's again (the hand-off waited for it: ``BillHandoff.held``).
    till.movements.decided.append(lambda movement: _bill_line_settled(till, movement))
    till.movements.notices.append(lambda notice: _bill_line_settled(till, notice.movement))
    # An answer kept in memory while the disk was full is in the journal at last: a bill's hand-off
    # counted only what was written, so it reads again (and so does the voucher on screen).
    till.storage.written.connect(till.handoff.refresh)
    till.storage.written.connect(lookup.refresh)


def _codes_not_on_the_counter(till: Till) -> None:
    """A code is whole only at the counter that holds it. NOT YET WRITTEN DOWN names its voucher
    whole while the counter holds it, and, once another voucher (or none) is there, as the feed
    beside it would, said again whenever that changes; a review the next scan closed names its
    voucher as the feed does too, the counter holding another."""
    lookup, feed, storage = till.lookup, till.activity.model, till.storage
    storage.shown_code = counter_or_beside(till)
    # The banner's own method, not a lambda holding the banner: the counter keeps what it is
    # connected to, and the banner reads the counter (``counter_or_beside``).
    lookup.voucher_shown.connect(storage.reword)
    lookup.cleared.connect(storage.reword)
    feed.codes_changed.connect(storage.reword)
    till.redeem.shown_code = till.topup.shown_code = feed.code_beside
    if till.cases is not None:
        till.cases.name_codes_as(feed.code_beside)


def counter_or_beside(till: Till) -> Callable[[str], str]:
    """How a line of this till names a voucher: whole if it is the one held at the counter (scanned
    or typed there), else by the tail the feed beside it shows for it.

    It holds the counter and the feed weakly: the storage banner keeps it, and the counter's own
    signals reach the banner, so a strong hold would make a cycle that only the garbage collector
    frees (a closed till's view-models must go with their last reference). Once they are gone, a
    code is masked."""
    holds, beside = weakref.WeakMethod(till.lookup.holds), weakref.WeakMethod(till.activity.model.code_beside)

    def shown(code: str) -> str:
        held, tail = holds(), beside()
        if held is None or tail is None:
            return mask_code(code)
        return code if held(code) else tail(code)

    return shown


def _bill_line_settled(till: Till, movement: Movement) -> None:
    if movement.bill is None:
        return
    till.slips.bill_settled(movement)
    QTimer.singleShot(0, till.handoff.refresh)


def _notices(till: Till) -> None:
    """Every view-model's notice goes through one bridge, held until the window attaches."""
    for origin, model in (
        ("lookup", till.lookup),
        ("redeem", till.redeem),
        ("topup", till.topup),
        ("activity", till.activity),
        ("recheck", till.recheck),
        ("slips", till.slips),
        ("handoff", till.handoff),
    ):
        till.notices.watch(origin, model.notice)


def _updates(till: Till) -> None:
    """An installed till looks for a signed release once someone signs in, or, when nobody could
    look then (the till was not yet online), once it is online with someone signed in; what it
    finds is told on the status line."""
    updates = till.updates
    if updates is None:
        return
    till.notices.watch("recheck", updates.notice)

    def look() -> None:
        if till.session.staff and updates.staged is None and not till.tasks.running("update-check"):
            till.tasks.start("update-check", updates.check())

    def online_again(state: str, _text: str) -> None:
        if state == Link.ONLINE and not updates.looked:
            look()

    till.session.staff_changed.connect(lambda _staff: look())
    till.connection.changed.connect(online_again)


def _find(till: Till) -> None:
    """Find's files close with the till; a code a manager noted lost warns at its next lookup."""
    find, lookup = till.find, till.lookup
    if find is None or find.lost is None:
        return
    lost = find.lost
    till.closers += [find.close, lost.close]
    find.shown_code = counter_or_beside(till)
    lookup.voucher_shown.connect(
        lambda _view: lost.check(lookup.voucher.redeem_code) if lookup.voucher else None
    )
    till.notices.watch("lookup", lost.notice)


def guest_for(till: Till) -> GuestDisplayViewModel:
    """The customer display's view-model (one per window): it hears of the voucher on the counter,
    its review and its outcome as plain data, never the till's own lines (they name the code)."""
    lookup, redeem = till.lookup, till.redeem
    guest = GuestDisplayViewModel(
        lambda: till.settings.property_name or till.settings.location_name,
        lambda: till.settings.slip_language,
        lambda voucher: _guest_badge(till, voucher),
        parent=till.owner,
    )

    def shown(view: VoucherView) -> None:
        guest.voucher_shown(lookup.voucher, view.held, view.redeemable)

    def told(notice: Notice) -> None:
        if notice.kind is Kind.CHECKING:
            guest.checking()
        elif notice.kind in (Kind.REFUSED, Kind.PAUSED):
            guest.not_redeemed(confirmed=True)
        elif notice.kind in (Kind.UNKNOWN, Kind.ALERT):
            guest.not_redeemed(confirmed=False)

    def redeemed(result: MovementResult, voucher: Voucher) -> None:
        event = result.event
        if event is not None:
            guest.redeemed(abs(event.amount), event.balance, voucher.currency_code)

    lookup.voucher_shown.connect(shown)
    lookup.cleared.connect(guest.leave)
    lookup.notice.connect(lambda notice: guest.lookup_refused(notice.text) if notice.text else None)
    redeem.review_changed.connect(lambda _text: guest.review(redeem.review_amount))
    redeem.notice.connect(told)
    # The guest sees the new balance once the cashier's outcome line is painted.
    redeem.redeemed.connect(AfterPaint(guest).deferred(redeemed))
    till.session.staff_changed.connect(lambda _staff: guest.leave())
    guest.language_changed.connect(lambda _code: till.slips.for_guest(guest.chosen_language))
    return guest


def _guest_badge(till: Till, voucher: Voucher) -> StatusBadge:
    """The voucher's badge written again in the guest's language; a voucher the service refused at
    this location (which the badge alone cannot tell) says where it can be used."""
    badge = voucher_badge(voucher, till.lookup.location_id, till.client.timeline.service_now())
    view = till.lookup.view
    if badge.redeemable and view is not None and not view.redeemable and view.held:
        return not_here_badge(voucher)
    return badge


def bill_for(till: Till) -> BillViewModel:
    """A new bill's view-model, wired as a redemption is: once a line settles, what shows money
    moved reads again; the bill's redemptions are one slip."""
    bill = bills.BillViewModel(
        till.client,
        till.client,
        till.movements,
        till.tasks,
        till.connection,
        lambda: till.session.staff,
        bills.BillScope(till.settings.domain_id, dual=till.topup.dual),
        parent=till.owner,
    )
    bill.law = lambda: pack_for(till.settings.rule_pack)
    for refresh in (till.lookup.refresh, till.activity.poll_now, till.handoff.refresh, till.storage.refresh):
        bill.settled.connect(refresh)
    bill.redeemed.connect(lambda results: till.slips.bill_redeemed(results, bill.figures.tag))
    bill.changed.connect(lambda: _bill_to_guest(till, bill))
    if till.find is not None and till.find.lost is not None:
        bills.BillLostCheck(bill, till.find.lost)  # a code noted lost warns on the bill too
    return bill


def sale_for(till: Till) -> SaleViewModel:
    """A new sale's view-model; once it is sold, the feed and the hand-off read again."""
    sale = sales.SaleViewModel(
        till.client,
        till.movements,
        till.tasks,
        till.connection,
        lambda: till.session.staff,
        sales.SaleScope(
            till.settings.domain_id,
            clock=till.client.timeline.service_now,
            policy=till.topup.policy,
            dual=till.topup.dual,
        ),
        parent=till.owner,
    )
    # Once the new codes are painted (and the sale's journal mark written after that paint:
    # ``MovementParts.later``), the feed and the hand-off read again: through the till's own, as the
    # cashier may close the sale (and its view-model with it) before that paint.
    after = till.after_paint
    sale.sold.connect(lambda _handoff, _vouchers: after.later(till.activity.poll_now))
    sale.sold.connect(lambda _handoff, _vouchers: after.later(till.handoff.refresh))
    sale.paid_ticked.connect(till.handoff.tick)
    sale.changed.connect(lambda: _sale_to_guest(till, sale))
    return sale


def _bill_to_guest(till: Till, bill: BillViewModel) -> None:
    """The bill on the customer display: each voucher's product and part, and what is left."""
    guest = till.owner.findChild(GuestDisplayViewModel)
    if guest is None:
        return
    paying = [
        GuestLine(row.line.voucher.name, row.status.taken or row.line.amount, row.line.voucher.currency_code)
        for row in bill.lines.records
        if row.status.state is not bills.LineState.REFUSED
    ]
    left = max(Decimal(0), bill.figures.total - sum((line.amount for line in paying), Decimal(0)))
    guest.bill(paying, left, bill.figures.currency)


def _sale_to_guest(till: Till, sale: SaleViewModel) -> None:
    """The vouchers being sold on the customer display, and their total (never the buyer)."""
    guest = till.owner.findChild(GuestDisplayViewModel)
    if guest is None:
        return
    items = [SaleItem(line.label, line.value * line.quantity, sale.currency) for line in sale.basket.records]
    guest.sale(items, sum((item.price for item in items), Decimal(0)), sale.currency)


def late_sales_for(till: Till) -> LateSalesViewModel:
    """Sales of this till settled done later: their codes come to the counter once, and the
    hand-off reads again (it asks for their payment)."""
    late = sales.LateSalesViewModel(till.movements, till.tasks, till.settings.till_name, parent=till.owner)
    late.found.connect(lambda _sale: QTimer.singleShot(0, till.handoff.refresh))
    return late


def order_correction_for(till: Till, order_id: int, manager: str) -> OrderCorrectionViewModel:
    """A correction of order ``order_id`` approved by ``manager``: read back, audited, and what Find
    holds of the order corrected too."""
    model = OrderCorrectionViewModel(
        till.client,
        till.audit,
        till.tasks,
        lambda: till.session.staff,
        till.settings.till_name,
        manager,
        order_id,
    )
    if till.find is not None:
        model.read_back.connect(till.find.order_corrected)
    return model
