"""What the till page does not show, loaded once it is painted.

The dialogs of the manager's desk, the accounts, the cases, the integrity report, the sale and the
bill, and the view-models only they use, are named by their packages without being imported
(``app.desk.common.lazy``), so the till starts without them, and the service's models have their
validators built at their first use (``app.api.service_model``), and the client's HTTP library
is loaded with its first request (``app.api.client``). Once the page is painted, on a thread of
their own, the HTTP library is loaded first, as the feed's first read follows the paint, then the
models are built, as a scan is the likeliest next step, then the view-models and dialogs imported.
A scan or a key before then still works: its model's build or its dialog's import waits for the
one under way (pydantic's lock, Python's import lock), or makes it.
"""

from __future__ import annotations

import importlib
import logging
import threading

from app.api.service_model import build_service_models
from app.desk import accounts, bill, cases, integrity, manager, sale
from app.desk.accounts import widgets as accounts_ui
from app.desk.bill import widgets as bill_ui
from app.desk.cases import widgets as cases_ui
from app.desk.integrity import widgets as integrity_ui
from app.desk.manager import widgets as manager_ui
from app.desk.sale import widgets as sale_ui

log = logging.getLogger(__name__)

#: The client's HTTP library and its connections' (``app.api.transport``).
HTTP = ("httpx", "httpcore")
#: The till page's own, loaded with it: the order correction's key is on the page; the manager's
#: gate and desk, the cases' desk and the late sales are at work from the start.
ON_THE_PAGE = frozenset(
    {
        "app.desk.manager.widgets.order_correction",
        "app.desk.manager.order_correction",
        "app.desk.manager.base",
        "app.desk.manager.desk",
        "app.desk.manager.gate",
        "app.desk.cases.desk",
        "app.desk.sale.late_sales",
    }
)
LATER = tuple(
    module
    for module in (
        *sale.MODULES,
        *bill.MODULES,
        *manager.MODULES,
        *cases.MODULES,
        *accounts.MODULES,
        *integrity.MODULES,
        *sale_ui.MODULES,
        *bill_ui.MODULES,
        *manager_ui.MODULES,
        *cases_ui.MODULES,
        *accounts_ui.MODULES,
        *integrity_ui.MODULES,
    )
    if module not in ON_THE_PAGE
)


def load_later(modules: tuple[str, ...] = LATER) -> threading.Thread:
    """Build the service's models, then import ``modules``, on a daemon thread started now."""

    def load() -> None:
        for library in HTTP:
            _ahead(library)
        build_service_models()
        for module in modules:
            _ahead(module)

    thread = threading.Thread(target=load, name="load-later", daemon=True)
    thread.start()
    return thread


def _ahead(module: str) -> None:
    try:
        importlib.import_module(module)
    except ImportError:
        # Its own import says it again, in its place, when it is used.
        log.exception("Could not load %s ahead of its use", module)
