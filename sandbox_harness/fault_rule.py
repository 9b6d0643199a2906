"""A fault rule of the sandbox and how it is read from its options (``sandbox_harness.faults`` lists
them): every option checked and refused in words when it is not of its form. How a request takes
its rule (``take_first``) is the answer forms' way too."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import Any, Protocol, TypeVar

from starlette.types import Message

from app.sandbox.errors import invalid_params


class Counted(Protocol):
    """A rule that may retire after ``times`` requests (None: it never does)."""

    times: int | None


RuleT = TypeVar("RuleT", bound=Counted)


def take_first(rules: list[RuleT], matches: Callable[[RuleT], bool]) -> RuleT | None:
    """The first of ``rules`` that ``matches`` a request, counted against its ``times``: once it has
    affected that many requests it retires (is removed from ``rules``). The caller holds their lock."""
    rule = next((rule for rule in rules if matches(rule)), None)
    if rule is not None and rule.times is not None:
        rule.times -= 1
        if rule.times <= 0:
            rules.remove(rule)
    return rule


ERROR_STATUSES = (500, 502, 503)
FIXED_STATUSES = (429, 500, 502, 503)
DROP_WHEN = ("before", "after")


@dataclass(frozen=True)
class Drop:
    path: str | None
    when: str


@dataclass(frozen=True)
class Misapply:
    #: Money, so Decimal like every amount: a figure that is not one is refused when the rule is set.
    amount: Decimal | None = None
    code: str | None = None
    location: int | None = None
    event: int | None = None
    order: int | None = None


@dataclass(frozen=True)
class KeepReference:
    """How an old service's column keeps a sale's ``paymentReferenceID``: cut to ``length``
    characters, and in ``case`` ("lower" or "upper"; None: as sent)."""

    length: int | None = None
    case: str | None = None


@dataclass(frozen=True)
class LateCommit:
    #: None: only when released by hand.
    after_ms: int | None = None


@dataclass
class FaultRule:
    latency_ms: int = 0
    jitter_ms: int = 0
    error_rate: float = 0.0
    error_statuses: tuple[int, ...] = ERROR_STATUSES
    error_when: str = "before"
    status: int | None = None
    retry_after: int = 1
    malformed_json: bool = False
    truncated_json: bool = False
    missing_field: str | None = None
    wrong_type: str | None = None
    legacy_shapes: bool = False
    drop: Drop | None = None
    misapply: Misapply | None = None
    late_commit: LateCommit | None = None
    replay: str | None = None
    keep_reference: KeepReference | None = None
    reorder_rows: bool = False
    drip_ms: int = 0
    path: str | None = None
    query: str | None = None
    method: str | None = None
    times: int | None = None
    _pattern: re.Pattern[str] | None = field(default=None, repr=False, compare=False)
    _drop_pattern: re.Pattern[str] | None = field(default=None, repr=False, compare=False)
    _query_pattern: re.Pattern[str] | None = field(default=None, repr=False, compare=False)
    #: ``replay``'s kept answers, by method and path.
    _kept: dict[tuple[str, str], tuple[Message, bytes]] = field(
        default_factory=dict, repr=False, compare=False
    )

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> FaultRule:
        """Build a rule from control-endpoint JSON or keyword arguments, refusing anything unknown."""
        known = {name for name in cls.__dataclass_fields__ if not name.startswith("_")}
        unknown = sorted(set(options) - known)
        if unknown:
            raise invalid_params(
                *(f"unknown fault option {name}; options: {', '.join(sorted(known))}" for name in unknown)
            )
        rule = cls(
            latency_ms=_number(options, "latency_ms", 0, 60_000, int),
            jitter_ms=_number(options, "jitter_ms", 0, 60_000, int),
            error_rate=_number(options, "error_rate", 0, 1, float),
            error_statuses=_statuses(
                options.get("error_statuses", ERROR_STATUSES), ERROR_STATUSES, "error_statuses"
            ),
            error_when=_choice(options, "error_when", DROP_WHEN, "before"),
            status=_statuses([options["status"]], FIXED_STATUSES, "status")[0]
            if options.get("status")
            else None,
            retry_after=_number(options, "retry_after", 0, 3600, int, default=1),
            malformed_json=_flag(options, "malformed_json"),
            truncated_json=_flag(options, "truncated_json"),
            missing_field=_text(options, "missing_field"),
            wrong_type=_text(options, "wrong_type"),
            legacy_shapes=_flag(options, "legacy_shapes"),
            drop=_parse_drop(options.get("drop")),
            misapply=_parse_misapply(options.get("misapply")),
            late_commit=_parse_late_commit(options.get("late_commit")),
            replay=_choice(options, "replay", DROP_WHEN, "before") if options.get("replay") else None,
            keep_reference=_parse_keep_reference(options.get("keep_reference")),
            reorder_rows=_flag(options, "reorder_rows"),
            drip_ms=_number(options, "drip_ms", 0, 60_000, int),
            path=_text(options, "path"),
            query=_text(options, "query"),
            method=(_text(options, "method") or "").upper() or None,
            times=_number(options, "times", 1, 1_000_000, int) if options.get("times") is not None else None,
        )
        rule._pattern = _compile(rule.path, "path")
        rule._query_pattern = _compile(rule.query, "query")
        rule._drop_pattern = _compile(rule.drop.path if rule.drop else None, "drop.path")
        return rule

    def describe(self) -> dict[str, Any]:
        """The options as the control endpoint shows them (``times`` is what is left)."""
        shown = {key: value for key, value in asdict(self).items() if not key.startswith("_")}
        shown["error_statuses"] = list(self.error_statuses)
        shown["error_rate"] = Decimal(str(self.error_rate))
        if self.misapply is not None and self.misapply.amount is not None:
            shown["misapply"]["amount"] = str(self.misapply.amount)  # as it was given: text
        return shown

    def matches(self, method: str, path: str, query: str = "") -> bool:
        if self.method is not None and self.method != method:
            return False
        if self._query_pattern is not None and self._query_pattern.search(query) is None:
            return False
        return self._pattern is None or self._pattern.match(path) is not None

    def drop_when(self, path: str) -> str | None:
        if self.drop is None:
            return None
        if self._drop_pattern is not None and self._drop_pattern.match(path) is None:
            return None
        return self.drop.when

    def pick_error(self) -> int | None:
        if self.status is not None:
            return self.status
        if self.error_rate and random.random() < self.error_rate:
            return random.choice(self.error_statuses)
        return None

    @property
    def rewrites_body(self) -> bool:
        return (
            self.malformed_json
            or self.reorder_rows
            or self.truncated_json
            or self.legacy_shapes
            or bool(self.missing_field)
            or bool(self.wrong_type)
        )


def _number(
    options: Mapping[str, Any],
    name: str,
    low: float,
    high: float,
    kind: type[int] | type[float],
    default: float = 0,
) -> Any:
    raw = options.get(name, default)
    if isinstance(raw, bool) or not isinstance(raw, int | float | str):
        raise invalid_params(f"{name} must be a number")
    try:
        value = kind(raw)
    except ValueError:
        raise invalid_params(f"{name} must be a number") from None
    if not low <= value <= high:
        raise invalid_params(f"{name} must be between {low} and {high}")
    return value


def _statuses(raw: object, allowed: tuple[int, ...], name: str) -> tuple[int, ...]:
    items: list[Any] = list(raw) if isinstance(raw, list | tuple) else [raw]
    try:
        statuses = tuple(int(item) for item in items)
    except (TypeError, ValueError):
        raise invalid_params(f"{name} must be among {allowed}") from None
    if not statuses or any(status not in allowed for status in statuses):
        raise invalid_params(f"{name} must be among {allowed}")
    return statuses


def _choice(options: Mapping[str, Any], name: str, allowed: tuple[str, ...], default: str) -> str:
    value = options.get(name, default)
    if value not in allowed:
        raise invalid_params(f"{name} must be one of {', '.join(allowed)}")
    return str(value)


def _flag(options: Mapping[str, Any], name: str) -> bool:
    value = options.get(name, False)
    if not isinstance(value, bool):
        raise invalid_params(f"{name} must be true or false")
    return value


def _text(options: Mapping[str, Any], name: str) -> str | None:
    value = options.get(name)
    if value is not None and not isinstance(value, str):
        raise invalid_params(f"{name} must be text")
    return value or None


def _parse_drop(raw: object) -> Drop | None:
    if raw is None or raw is False:
        return None
    if not isinstance(raw, Mapping):
        raise invalid_params('drop must be {"path": ..., "when": "before" | "after"}')
    unknown = sorted(set(raw) - {"path", "when"})
    if unknown:
        raise invalid_params(*(f"unknown drop option {name}" for name in unknown))
    return Drop(path=_text(raw, "path"), when=_choice(raw, "when", DROP_WHEN, "before"))


def _parse_misapply(raw: object) -> Misapply | None:
    if raw is None or raw is False:
        return None
    names = {"amount", "code", "location", "event", "order"}
    if not isinstance(raw, Mapping) or not raw or set(raw) - names:
        raise invalid_params(f"misapply must be an object with one or more of {', '.join(sorted(names))}")
    number = {
        name: _number(raw, name, 1, 2**31, int) for name in ("location", "event", "order") if name in raw
    }
    return Misapply(
        amount=_amount(raw.get("amount"), "misapply.amount"),
        code=_text(raw, "code"),
        location=number.get("location"),
        event=number.get("event"),
        order=number.get("order"),
    )


def _amount(text: object, name: str) -> Decimal | None:
    """An amount given as text ("20.00"), as a Decimal; refused unless it is a finite number."""
    if text is None:
        return None
    try:
        amount = Decimal(text) if isinstance(text, str) else None
    except ArithmeticError:
        amount = None
    if amount is None or not amount.is_finite():
        raise invalid_params(f'{name} must be text such as "20.00"')
    return amount


def _parse_keep_reference(raw: object) -> KeepReference | None:
    if raw is None or raw is False:
        return None
    if not isinstance(raw, Mapping) or not raw or set(raw) - {"length", "case"}:
        raise invalid_params('keep_reference must be {"length": N, "case": "lower" | "upper"}')
    length = _number(raw, "length", 1, 255, int) if raw.get("length") is not None else None
    case = _choice(raw, "case", ("lower", "upper"), "lower") if raw.get("case") is not None else None
    return KeepReference(length, case)


def _parse_late_commit(raw: object) -> LateCommit | None:
    if raw is None or raw is False:
        return None
    if raw is True:
        return LateCommit()
    if not isinstance(raw, Mapping) or set(raw) - {"after_ms"}:
        raise invalid_params('late_commit must be {} or {"after_ms": N}')
    after = raw.get("after_ms")
    return LateCommit(None if after is None else _number(raw, "after_ms", 0, 3_600_000, int))


def _compile(pattern: str | None, name: str) -> re.Pattern[str] | None:
    if pattern is None:
        return None
    try:
        return re.compile(pattern)
    except re.error as error:
        raise invalid_params(f"{name} is not a regular expression: {error}") from None
