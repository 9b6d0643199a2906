"""The reference's conventions for listings: pages of 50, the ``domainID`` filter and the
``field[op]`` time filters."""

from __future__ import annotations

import re

from app.sandbox.clock import format_timestamp, parse_timestamp
from app.sandbox.errors import invalid_params
from app.sandbox.state.core import Domains, Query, _as_int

PAGE_SIZE = 50
_FILTER = re.compile(r"(?P<field>[A-Za-z_.]+)\[(?P<op>[a-z]+)\]")
_OPERATORS = {"gte": ">=", "gt": ">", "lte": "<=", "lt": "<"}


def _page(query: Query) -> int:
    raw = query.get("p", "1")
    if not raw.isdigit() or int(raw) < 1:
        raise invalid_params(f"p must be a page number starting at 1, not {raw!r}")
    return int(raw)


def _domain_filter(query: Query, domains: Domains) -> Domains:
    """The key's properties, narrowed by ``domainID``; another property's id gives nothing, not an error."""
    raw = query.get("domainID")
    if raw is None or raw == "":
        return domains
    return domains & {_as_int(raw, "domainID")}


def _add_time_filters(
    query: Query, names: tuple[str, ...], column: str, clauses: list[str], params: list[object]
) -> None:
    """``<field>[op]=<time>`` and ``<field>=<time>`` for each accepted spelling of the field."""
    for key, value in query.items():
        match = _FILTER.fullmatch(key)
        if match:
            field, op = match["field"], match["op"]
            if field not in names:
                raise invalid_params(f"cannot filter on {field}; filters: {', '.join(names)}")
            if op not in _OPERATORS:
                raise invalid_params(f"unknown operator {op}; operators: {', '.join(_OPERATORS)}")
            sql_op = _OPERATORS[op]
        elif key in names:
            sql_op = "="
        else:
            continue
        try:
            moment = parse_timestamp(value)
        except ValueError:
            raise invalid_params(f"{key} must be a time as YYYY-MM-DD HH:MM:SS, not {value!r}") from None
        clauses.append(f"{column} {sql_op} ?")
        params.append(format_timestamp(moment))
