"""What the guest across the counter sees on the customer display, and hears read back.

The display faces the guest, so it says only what the guest may know about the voucher they hold:
its product, its balance, whether it can be used here and until when, what a redemption takes and
leaves. It never shows the code (not even masked: the guest holds it), an e-mail address, the
staff's name or any other guest's voucher (one opened from the feed or a search is not the one on
the counter, so the display stays idle for it).

Everything is written in the guest's language (``guest_language``), chosen for this guest only and
forgotten when the voucher leaves the counter; the till's own words stay in the staff's language.
The words come through ``app.core.i18n.speaking``, the same mechanism a guest's slip is written
with, so amounts and dates follow the guest's locale too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from app.api.models import Voucher
from app.core.dates import local_moment
from app.core.i18n import speaking, translate
from app.core.money import format_money
from app.core.movement import code_key
from app.core.rules import StatusBadge

_T = TypeVar("_T")

#: How long the display keeps a voucher, a review or an outcome before it goes back to the
#: property's name: long enough to read it across a counter, short enough that the next guest never
#: sees it.
CLEAR_AFTER_MS = 45_000


class Mood(StrEnum):
    """How the display looks: the style sheet colours it by these values (never by colour alone:
    every screen also says it in words)."""

    IDLE = "idle"
    INFO = "info"
    REVIEW = "review"
    DONE = "done"
    REFUSED = "refused"
    WAIT = "wait"
    PATTERN = "pattern"


@dataclass(frozen=True)
class GuestScreen:
    """One screen of the customer display, in the guest's words: a headline and a few lines."""

    mood: Mood
    headline: str
    lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class GuestLine:
    """One voucher on a bill, as the guest may see it: its product and what it pays."""

    product: str
    amount: Decimal
    currency: str


@dataclass(frozen=True)
class SaleItem:
    """One voucher being sold: its product and its price."""

    product: str
    price: Decimal
    currency: str


#: A no-break space: a day is never split over two lines of the display ("3 / listopada 2027").
_KEEP = "\u00a0"


def long_day(when: datetime) -> str:
    """A day written out in the language being written ("3 March 2027", "3 marca 2027"), its words
    held together."""
    return local_moment(when, "d MMMM y", f"{when.day} {when:%B %Y}").replace(" ", _KEEP)


class GuestDisplayViewModel(QObject):
    """The customer display's words, for the one guest at the counter.

    Signals:
        screen(GuestScreen): what the display shows now.
        read_back(str sentence, bool urgent): one plain sentence about a lookup or an outcome, for
            assistive technology; ``urgent`` for a refusal or an outcome not confirmed.
        language_changed(str): the guest's language (a locale name: ``pl_PL``).
        chime(str): the outcome a sound stands for (a ``Mood`` value), once per outcome.
    """

    screen = Signal(object)
    read_back = Signal(str, bool)
    language_changed = Signal(str)
    chime = Signal(str)

    def __init__(
        self,
        property_name: Callable[[], str],
        default_language: Callable[[], str],
        badge_for: Callable[[Voucher], StatusBadge],
        parent: QObject | None = None,
        clear_after_ms: int = CLEAR_AFTER_MS,
    ) -> None:
        super().__init__(parent)
        self._property_name = property_name
        self._default_language = default_language
        self._badge_for = badge_for
        self._language = ""
        self._voucher: Voucher | None = None
        self._redeemable = False
        #: Redraws the current screen in a newly chosen language.
        self._again: Callable[[], GuestScreen] = self._idle_screen
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(clear_after_ms)
        self._timer.timeout.connect(self.leave)
        self.current = self._idle_screen()

    # -- the guest's language -------------------------------------------------------------------

    @property
    def guest_language(self) -> str:
        """The language the display speaks: the guest's choice, else the property's."""
        return self._language or self._default_language()

    @property
    def chosen_language(self) -> str:
        """The language this guest chose ("" while they chose none): what their slip is written in."""
        return self._language

    def set_language(self, code: str) -> None:
        """The guest's own language, for this guest only (until the voucher leaves the counter)."""
        self._language = code
        self.language_changed.emit(self.guest_language)
        self._show(self._again, restart=self.current.mood is not Mood.IDLE)

    def words(self, make: Callable[[], _T]) -> _T:
        """``make()`` written in the guest's language."""
        with speaking(self.guest_language):
            return make()

    # -- what the counter says ------------------------------------------------------------------

    def voucher_shown(self, voucher: Voucher | None, held: bool, redeemable: bool) -> None:
        """A voucher on the counter. One not ``held`` (opened from the feed, a report or a search)
        is not the guest's: the display goes idle instead."""
        if voucher is None or not held:
            self.leave()
            return
        if self._voucher is not None and code_key(voucher.redeem_code) == code_key(self._voucher.redeem_code):
            # The same voucher read again (after its redemption): its figures are kept, and an
            # outcome on screen stays until it times out; nothing is read back twice.
            self._voucher, self._redeemable = voucher, redeemable
            if self.current.mood is Mood.INFO:
                self._show(self._voucher_screen, restart=False)
            return
        self._voucher = voucher
        self._redeemable = redeemable
        self._show(self._voucher_screen)
        self._say(self._voucher_sentence, urgent=not redeemable)
        if not redeemable:
            self.chime.emit(Mood.REFUSED.value)

    def lookup_refused(self, said: str) -> None:
        """A code the till could not look up (not found, not a code): the till's own line is read
        back at once; the display has no voucher to show and stays as it is."""
        if said:
            self.read_back.emit(said, True)
            self.chime.emit(Mood.REFUSED.value)

    def review(self, amount: Decimal | None) -> None:
        """A redemption of ``amount`` under review; ``None`` once the review is closed."""
        if self._voucher is None:
            return
        if amount is None:
            if self.current.mood is Mood.REVIEW:
                self._show(self._voucher_screen)
            return
        voucher = self._voucher
        self._show(lambda: self._review_screen(voucher, amount))

    def checking(self) -> None:
        """An answer is being checked: the guest is asked to wait, nothing is promised."""
        if self._voucher is not None:
            self._show(self._wait_screen)

    def redeemed(self, amount: Decimal, balance: Decimal, currency: str) -> None:
        """The service recorded the redemption: what was taken and what is left."""
        voucher = self._voucher
        if voucher is None:
            return
        expiry, product = voucher.expiry_date, voucher.name

        def screen() -> GuestScreen:
            return GuestScreen(Mood.DONE, product, (self._done_sentence(amount, balance, currency, expiry),))

        self._show(screen)
        self.chime.emit(Mood.DONE.value)
        self.read_back.emit(self.words(lambda: self._done_sentence(amount, balance, currency, expiry)), False)

    def not_redeemed(self, confirmed: bool) -> None:
        """The redemption was refused (``confirmed``: nothing was taken) or its outcome is not
        known yet (a manager checks it): the guest is told plainly, the till's screen says why."""
        if self._voucher is None:
            return
        self._show(self._refused_screen if confirmed else self._unsure_screen)
        self.chime.emit(Mood.REFUSED.value if confirmed else Mood.WAIT.value)
        self._say(
            (lambda: translate("Guest", "Nothing was taken from the voucher."))
            if confirmed
            else (lambda: translate("Guest", "The payment is being checked. Please wait a moment.")),
            urgent=True,
        )

    def bill(self, lines: Sequence[GuestLine], left: Decimal, currency: str) -> None:
        """A bill paid with several vouchers: each voucher's part, and what is left to pay."""
        if not lines:
            self._leave_if(Mood.INFO)
            return
        kept = tuple(lines)
        self._show(lambda: self._bill_screen(kept, left, currency))

    def sale(self, items: Sequence[SaleItem], total: Decimal, currency: str) -> None:
        """Vouchers being sold: the products and the total."""
        if not items:
            self._leave_if(Mood.INFO)
            return
        kept = tuple(items)
        self._show(lambda: self._sale_screen(kept, total, currency))

    def _leave_if(self, mood: Mood) -> None:
        if self._voucher is None and self.current.mood is mood:
            self.leave()

    def test_pattern(self) -> None:
        """Shown while a manager places the display: its size and which way is up."""
        self._show(self._pattern_screen)

    def leave(self) -> None:
        """The voucher left the counter (or the display timed out): the property's name again, and
        the next guest starts in the property's language."""
        self._timer.stop()
        self._voucher = None
        if self._language:
            self._language = ""
            self.language_changed.emit(self.guest_language)
        self._again = self._idle_screen
        self.current = self._idle_screen()
        self.screen.emit(self.current)

    # -- screens --------------------------------------------------------------------------------

    def _show(self, make: Callable[[], GuestScreen], *, restart: bool = True) -> None:
        self._again = make
        self.current = self.words(make)
        self.screen.emit(self.current)
        if restart and self.current.mood is not Mood.IDLE:
            self._timer.start()

    def _say(self, make: Callable[[], str], *, urgent: bool) -> None:
        self.read_back.emit(self.words(make), urgent)

    def _idle_screen(self) -> GuestScreen:
        return GuestScreen(Mood.IDLE, self._property_name(), (translate("Guest", "Welcome"),))

    def _badge(self, voucher: Voucher) -> StatusBadge:
        return self._badge_for(voucher)

    def _voucher_screen(self) -> GuestScreen:
        voucher = self._voucher
        if voucher is None:
            return self._idle_screen()
        badge = self._badge(voucher)
        balance = translate("Guest", "Balance: {amount}").format(
            amount=format_money(voucher.balance, voucher.currency_code)
        )
        if not (self._redeemable and badge.redeemable):
            return GuestScreen(Mood.REFUSED, voucher.name, (balance, badge.why_not or badge.text))
        lines = [
            balance,
            translate("Guest", "Can be used here in part")
            if voucher.partially_redeemable
            else translate("Guest", "Can be used here, all at once"),
        ]
        if voucher.expiry_date is not None:
            lines.append(translate("Guest", "Valid until {day}").format(day=long_day(voucher.expiry_date)))
        return GuestScreen(Mood.INFO, voucher.name, tuple(lines))

    def _voucher_sentence(self) -> str:
        voucher = self._voucher
        if voucher is None:
            return ""
        badge = self._badge(voucher)
        balance = format_money(voucher.balance, voucher.currency_code)
        if not (self._redeemable and badge.redeemable):
            return translate("Guest", "{product}: cannot be used. {why}").format(
                product=voucher.name, why=badge.why_not or badge.text
            )
        if voucher.expiry_date is None:
            return translate("Guest", "{product}: {amount} to use here.").format(
                product=voucher.name, amount=balance
            )
        return translate("Guest", "{product}: {amount} to use here, until {day}.").format(
            product=voucher.name, amount=balance, day=long_day(voucher.expiry_date)
        )

    def _review_screen(self, voucher: Voucher, amount: Decimal) -> GuestScreen:
        currency = voucher.currency_code
        return GuestScreen(
            Mood.REVIEW,
            voucher.name,
            (
                translate("Guest", "{amount} will be taken — {left} left").format(
                    amount=format_money(amount, currency),
                    left=format_money(voucher.balance - amount, currency),
                ),
            ),
        )

    def _wait_screen(self) -> GuestScreen:
        return GuestScreen(Mood.WAIT, translate("Guest", "One moment, please"), ())

    def _done_sentence(
        self, amount: Decimal, balance: Decimal, currency: str, expiry: datetime | None
    ) -> str:
        taken = format_money(amount, currency)
        left = format_money(balance, currency)
        if expiry is None or balance <= 0:
            return translate("Guest", "Done: {amount} taken — {left} left").format(amount=taken, left=left)
        return translate("Guest", "Done: {amount} taken — {left} left — valid until {day}").format(
            amount=taken, left=left, day=long_day(expiry)
        )

    def _refused_screen(self) -> GuestScreen:
        return GuestScreen(
            Mood.REFUSED,
            translate("Guest", "Not taken"),
            (translate("Guest", "Nothing was taken from the voucher."),),
        )

    def _unsure_screen(self) -> GuestScreen:
        return GuestScreen(
            Mood.WAIT,
            translate("Guest", "One moment, please"),
            (translate("Guest", "The payment is being checked. Please wait a moment."),),
        )

    def _bill_screen(self, lines: tuple[GuestLine, ...], left: Decimal, currency: str) -> GuestScreen:
        shown = [f"{line.product}: {format_money(line.amount, line.currency)}" for line in lines]
        shown.append(translate("Guest", "Left to pay: {amount}").format(amount=format_money(left, currency)))
        return GuestScreen(Mood.INFO, translate("Guest", "Your bill"), tuple(shown))

    def _sale_screen(self, items: tuple[SaleItem, ...], total: Decimal, currency: str) -> GuestScreen:
        shown = [f"{item.product}: {format_money(item.price, item.currency)}" for item in items]
        shown.append(translate("Guest", "Total: {amount}").format(amount=format_money(total, currency)))
        return GuestScreen(Mood.INFO, translate("Guest", "Your vouchers"), tuple(shown))

    def _pattern_screen(self) -> GuestScreen:
        return GuestScreen(
            Mood.PATTERN,
            translate("Guest", "Guest display test"),
            (translate("Guest", "This side faces the guest"),),
        )
