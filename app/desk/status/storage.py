"""Whether the till may move money now: its journal and audit log take writes, and every answer the
service gave is written down.

Nothing may be sent that the journal cannot record, so when a store fails (disk full, another
program's lock, a read-only folder) redeem, reverse and refund are paused and the till says why in
plain words. The stores are probed again on a backoff timer on the GUI loop (each probe is one small
write that gives up on a lock after 50 ms), and an answer kept in memory because it could not be
written is written first, before money moves again.

The log file is no store of money: when it cannot be written the till says so once, in a calm line
of its own, and goes on working; it tries again on the same backoff, and the line goes once a log
line is written (the first says how many were lost).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from app.core import logs
from app.core.i18n import QT_TRANSLATE_NOOP, kept_with_label, translate
from app.core.masking import mask_code, mask_code_words
from app.core.money import format_money
from app.services.movements import MovementService, UnwrittenOutcome
from app.store.db import StorageError, storage_problem

log = logging.getLogger(__name__)

#: Seconds between attempts to write again: soon at first, then every half minute.
RETRY_DELAYS_S = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)

#: The log file, named as the stores are when it cannot be written.
_LOG = QT_TRANSLATE_NOOP("Store", "log")
#: A movement's kind, as the banner names it ("The redeem of SPA50PART"); marked for translation.
_KIND = {
    "redeem": QT_TRANSLATE_NOOP("Storage", "redeem"),
    "reverse": QT_TRANSLATE_NOOP("Storage", "reverse"),
    "refund": QT_TRANSLATE_NOOP("Storage", "refund"),
    "topup": QT_TRANSLATE_NOOP("Storage", "topup"),
}
#: What the service did, by kind; marked for translation.
_DONE = {
    "redeem": QT_TRANSLATE_NOOP("Storage", "the service redeemed it"),
    "reverse": QT_TRANSLATE_NOOP("Storage", "the service reversed it"),
    "refund": QT_TRANSLATE_NOOP("Storage", "the service refunded it"),
    "topup": QT_TRANSLATE_NOOP("Storage", "the service topped up it"),
}


class StorageHealth(QObject):
    """Signals: ``changed()`` when ``money_allowed`` or the banner text may have changed;
    ``written()`` when answers kept in memory were written down at last (the journal now says what
    the service did: the POS hand-off reads it again)."""

    changed = Signal()
    written = Signal()
    #: The log file stopped or started taking lines (said on whichever thread logged).
    _log_news = Signal()

    def __init__(
        self,
        probes: Sequence[Callable[[], None]],
        movements: MovementService,
        *,
        retry_delays_s: Sequence[float] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._probes = tuple(probes)
        self._movements = movements
        self._delays = tuple(retry_delays_s or RETRY_DELAYS_S)
        self._attempt = 0
        #: What failed last; its words are read when said, in the language the till speaks then.
        self._error: StorageError | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.check_now)
        #: How the banner names a voucher: whole only while the counter holds it, else as the feed
        #: beside the banner shows it (set by the wiring; masked until then).
        self.shown_code: Callable[[str], str] = mask_code
        self._log_attempt = 0
        self._log_timer = QTimer(self)
        self._log_timer.setSingleShot(True)
        self._log_timer.timeout.connect(self._write_log_again)
        # Queued: a line is logged from anywhere, and what it sets off runs on the GUI loop, later.
        self._log_news.connect(self._log_changed, Qt.ConnectionType.QueuedConnection)
        self._tell_log = self._log_news.emit
        logs.watch_log(self._tell_log)
        if logs.log_error() is not None:
            self._log_news.emit()

    @property
    def problem(self) -> str:
        """Why a store cannot be used now, in till words; "" while every store works."""
        return self._error.problem if self._error is not None else ""

    @property
    def money_allowed(self) -> bool:
        return not self.problem and not self._movements.unwritten

    def refusal(self) -> str:
        """Why money cannot move now, in till words; "" when it can."""
        return "" if self.money_allowed else self.banner_text()

    def log_text(self) -> str:
        """Why the till's log is not written now, in till words; "" while it is."""
        error = logs.log_error()
        if error is None:
            return ""
        return translate(
            "Storage",
            "{problem}. The till goes on working, but what it does now is missing from its log "
            "until it can write there again.",
        ).format(problem=storage_problem(error, _LOG).problem)

    def banner_short(self) -> str:
        """The banner where its whole text would take more than its room: what the service did and
        that the voucher is held stay; why the store failed and what the till does about it go to
        the tooltip. "" when it has no short form."""
        unwritten = self._movements.unwritten
        if not unwritten:
            return ""
        return translate(
            "Storage",
            "NOT YET WRITTEN DOWN — {lines} Nothing more can move on that voucher until it is written.",
        ).format(lines=" ".join(_unwritten_line(kept, self.shown_code) for kept in unwritten))

    def banner_text(self) -> str:
        unwritten = self._movements.unwritten
        if unwritten:
            lines = [_unwritten_line(kept, self.shown_code) for kept in unwritten]
            cause = self._named(unwritten[0].problem or self.problem)
            return translate(
                "Storage",
                "NOT YET WRITTEN DOWN — {lines} {cause}. The till keeps trying, and nothing "
                "more can move on that voucher until it is written (if the till is closed first, it "
                "checks the movement with the service when it next starts).",
            ).format(lines=" ".join(lines), cause=cause)
        if self.problem:
            return translate(
                "Storage", "{problem}. Redeem, reverse and refund are paused until it works again."
            ).format(problem=self._named(self.problem))
        return ""

    def _named(self, problem: str) -> str:
        """``problem`` with any code it quotes named as the banner names its voucher (a refusal to
        move money on a voucher not yet written down quotes that voucher's code)."""
        return mask_code_words(problem, self.shown_code)

    def reword(self, *_changed: object) -> None:
        """How the banner names a voucher may have changed (another voucher is on the counter,
        or the feed's codes changed how it shows one): said again."""
        if self._movements.unwritten or self.problem:
            self.changed.emit()

    def report(self, error: StorageError) -> None:
        """A store failed: pause money actions, say why, and start checking for it to work again."""
        log.warning("Storage problem: %s", error.problem)
        first = not self.problem
        self._error = error
        if first:
            self._attempt = 0
        self._schedule()
        self.changed.emit()

    def refresh(self) -> None:
        """After a money action: an answer may have been kept in memory, unwritten."""
        unwritten = self._movements.unwritten
        if unwritten and not self.problem:
            self.report(unwritten[0].error or StorageError(unwritten[0].problem))

    def check_now(self) -> None:
        """Write kept answers, then probe every store; money moves again only when all succeed."""
        self._timer.stop()
        kept = len(self._movements.unwritten)
        left = self._movements.write_unwritten()
        if len(left) < kept:
            self.written.emit()
        try:
            if left:
                raise left[0].error or StorageError(left[0].problem)
            for probe in self._probes:
                probe()
        except StorageError as exc:
            self._error = exc
            self._attempt += 1
            self._schedule()
            self.changed.emit()
            return
        if self.problem:
            log.info("Storage works again; money actions resume")
        self._error = None
        self._attempt = 0
        self.changed.emit()

    def close(self) -> None:
        """The session is over: no more retries on stores about to be closed."""
        self._timer.stop()
        self._log_timer.stop()
        logs.unwatch_log(self._tell_log)

    def _log_changed(self) -> None:
        if logs.log_error() is None:
            self._log_timer.stop()
            self._log_attempt = 0
        elif not self._log_timer.isActive():
            self._log_timer.start(round(self._delays[min(self._log_attempt, len(self._delays) - 1)] * 1000))
        self.changed.emit()

    def _write_log_again(self) -> None:
        if not logs.write_log_again():
            self._log_attempt += 1
            self._log_changed()

    def _schedule(self) -> None:
        delay = self._delays[min(self._attempt, len(self._delays) - 1)]
        self._timer.start(round(delay * 1000))


def _unwritten_line(kept: UnwrittenOutcome, shown_code: Callable[[str], str]) -> str:
    movement = kept.movement
    kind = movement.kind.value
    named = translate("Storage", _KIND[kind]) if kind in _KIND else kind
    what = (
        translate("Storage", "{kind} of {code}").format(kind=named, code=shown_code(movement.code))
        if movement.code
        else named
    )
    if movement.amount is not None and movement.currency:
        what += translate("Storage", " for {amount}").format(
            amount=format_money(movement.amount, movement.currency)
        )
    state = movement.state.value
    ref = (
        kept_with_label(translate("Storage", " (ref {event})"), "{event}").format(
            event=movement.result_event_id
        )
        if movement.result_event_id
        else ""
    )
    if state == "done":
        done = (
            translate("Storage", _DONE[kind]) if kind in _DONE else translate("Storage", "the service did it")
        )
        told = done + ref

    elif state == "rejected":
        told = translate("Storage", "the service refused it")
    else:
        told = translate("Storage", "the service's answer was lost")
    return translate("Storage", "The {what}: {told}, but the till could not record it.").format(
        what=what, told=told
    )
