"""``voucher-desk --headless-check``: the money path of a build, checked without opening a window.

The GUI self-test (``--self-test``) needs Qt's GUI, which is the part of a build Wine (where CI
installs and runs the Windows build) is least able to stand in for: under Wine 8 only Qt's offscreen
platform starts. Everything below the window runs anywhere, and that is where a frozen build most
often breaks (a hidden import, the CA bundle, SQLite, a DLL): so this runs a training till's own
pieces with no Qt at all, and a failure here is never Qt's: the built-in sandbox, the real client, the
journal and the audit log on SQLite, and through them a lookup, a part redemption and its reverse,
each checked against the service's balance. The client's TLS context is built with the bundled CA
certificates, as it is for a real https service; the sandbox itself is plain http on loopback.

It prints one line starting with :data:`SUCCESS_PREFIX` and exits 0, or one line saying what failed
and exits 1 (the details go to the log file). Like a training till, it keeps its journal and audit
log in the ``training`` folder of the app's data folder (or of ``--config-dir``).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import ssl
import sys
from datetime import datetime, timedelta
from decimal import Decimal

import httpx
import tufup

from app import APP_NAME, __version__
from app.api.client import VoucherClient
from app.api.errors import ApiError
from app.api.models import BalanceEvent
from app.api.urls import DEFAULT_BASE_URL
from app.core.logs import setup_logging
from app.core.money import format_money
from app.core.movement import MovementState
from app.core.paths import AUDIT_FILE, JOURNAL_FILE, AppPaths
from app.sandbox.seed import DemoCodes
from app.sandbox.seed_catalogue import DEMO_KEY, Locations
from app.sandbox.server import SandboxServer
from app.services.movements import Actor, MovementParts, MovementResult, MovementService
from app.services.updates import fetch as update_client
from app.store.audit import AuditLog
from app.store.db import StorageError
from app.store.journal import Journal

log = logging.getLogger(__name__)

SUCCESS_PREFIX = "headless check passed"
FAIL_PREFIX = "headless check failed"
TILL = "Headless check"
CODE = DemoCodes.VALID_PARTIAL
PART = Decimal("1.00")
#: Generous: under Wine on a busy 2-core CI machine the first start of the sandbox takes seconds.
TIMEOUT_S = 120.0


class CheckFailed(Exception):
    """One step of the check did not do what a till needs; the message says which."""


def run_headless_check(paths: AppPaths) -> int:
    """Run the check, print its one line, and return the process exit code."""
    try:
        paths.ensure()
        setup_logging(paths.log_dir)
        log.info("%s %s headless check starting", APP_NAME, __version__)
        summary = asyncio.run(_check(paths))
    except CheckFailed as exc:
        return _fail(str(exc))
    except TimeoutError:
        return _fail(f"no answer within {TIMEOUT_S:g} s")
    except (ApiError, StorageError, OSError, sqlite3.Error, ssl.SSLError, RuntimeError) as exc:
        log.exception("headless check failed")
        return _fail(f"{type(exc).__name__}: {exc}")
    log.info("headless check passed: %s", summary)
    sys.stdout.write(f"{SUCCESS_PREFIX}: {summary}\n")
    return 0


def _fail(reason: str) -> int:
    log.error("headless check failed: %s", reason)
    sys.stderr.write(f"{FAIL_PREFIX}: {reason}\n")
    return 1


def tls_summary() -> str:
    """Build the TLS context a real (https) client uses and say what it holds.

    ``httpx.create_ssl_context`` is what the client's transport calls for ``verify=True``: it
    loads certifi's CA bundle, which a build that forgot the bundle's data file cannot do.
    """
    context = httpx.create_ssl_context()
    authorities = context.cert_store_stats()["x509_ca"]
    if authorities == 0:
        raise CheckFailed("the TLS context holds no CA certificates: https to the service would fail")
    return f"{ssl.OPENSSL_VERSION}, {authorities} CA certificates"


def update_client_summary() -> str:
    """The signed-update client loads: tufup, tuf and what tufup's package needs at import, which a
    build that left them out would lack only at the first update check."""
    return f"updates through tufup {tufup.__version__} ({update_client.__name__})"


async def _check(paths: AppPaths) -> str:
    async with asyncio.timeout(TIMEOUT_S):
        tls = tls_summary()
        # The real client for the real service, built and closed: its transport loads the CA bundle.
        await VoucherClient(DEFAULT_BASE_URL, DEMO_KEY).aclose()
        sandbox = SandboxServer(seed="demo")
        try:
            url = await asyncio.to_thread(sandbox.start)
            return await _money_path(paths, url) + f"; TLS {tls}; {update_client_summary()}"
        finally:
            await asyncio.to_thread(sandbox.close)


async def _money_path(paths: AppPaths, url: str) -> str:
    started = datetime.now()
    data_dir = paths.data_dir / "training"
    with Journal(data_dir / JOURNAL_FILE) as journal, AuditLog(data_dir / AUDIT_FILE) as audit:
        async with VoucherClient(url, DEMO_KEY) as client:
            movements = MovementService(
                MovementParts(client, journal, audit, till=TILL, location_id=Locations.RECEPTION)
            )
            voucher = await client.lookup_code(CODE, Locations.RECEPTION)
            before, currency = voucher.balance, voucher.currency_code
            redeemed = _done(await movements.redeem(voucher, PART, Actor(TILL)), "the part redemption")
            after = (await client.lookup_code(CODE, Locations.RECEPTION)).balance
            if after != before - PART:
                raise CheckFailed(f"after redeeming {PART} of {before} the service shows {after}")
            reverse = await movements.reverse(redeemed, Actor(TILL, manager=TILL), "headless check")
            _done(reverse, "the reverse")
            final = (await client.lookup_code(CODE, Locations.RECEPTION)).balance
            if final != before:
                raise CheckFailed(f"after the reverse the service shows {final}, not {before}")
        mine = journal.between(started, datetime.now() + timedelta(days=1), till=TILL)
        settled = [movement for movement in mine if movement.state is MovementState.DONE]
        if len(settled) != 2:
            raise CheckFailed(f"the journal holds {len(settled)} settled movements of this check, not 2")
        broken = audit.verify()
        if broken:
            raise CheckFailed(f"the audit log fails its checksum at entries {broken}")
    return (
        f"looked up {CODE} ({format_money(before, currency)}), redeemed {format_money(PART, currency)}, "
        f"reversed it, balance {format_money(final, currency)}; journal and audit on SQLite "
        f"{sqlite3.sqlite_version}"
    )


def _done(result: MovementResult, what: str) -> BalanceEvent:
    """The service's event for a movement that went through; anything else fails the check."""
    if result.outcome is not MovementState.DONE or result.event is None:
        why = f" ({result.error})" if result.error is not None else ""
        raise CheckFailed(f"{what} ended {result.outcome.value}{why}")
    return result.event
