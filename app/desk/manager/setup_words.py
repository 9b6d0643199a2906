"""What the service settings say while a till is set up: the connection test's findings, in the
signed-in language (``translate``). Kept apart from the view-model, which decides what to test."""

from __future__ import annotations

from app.api.errors import Unauthorized
from app.core.errors import describe
from app.core.i18n import translate
from app.core.notice import Notice, Reach


def key_hint(saved_key: str | None) -> str:
    """Enough of a saved key to recognise it, never enough to use it."""
    if not saved_key:
        return translate("Setup", "Paste the API key from Giftpro")
    if len(saved_key) < 12:
        return translate("Setup", "Keep the saved key")
    return translate("Setup", "Keep the saved key …{tail}").format(tail=saved_key[-4:])


def connected_text(count: int) -> str:
    """The test's success, with how many properties the key sees."""
    # English has no "(s)" for "property"; other languages take the %n plural form.
    if count == 1:
        return translate("Setup", "Connected. This key sees 1 property.")
    return translate("Setup", "Connected. This key sees %n properties.", None, count)


def not_listed_text(what: str) -> str:
    """A listing the service did not give ("properties" or "locations")."""
    if what == "properties":
        return translate("Setup", "The service did not list its properties.")
    return translate("Setup", "The service did not list its locations.")


def setup_message(exc: BaseException, url: str) -> Notice:
    """The till's triage, told to the person setting it up rather than to till staff."""
    message = describe(exc) or Notice(translate("Setup", "The test was stopped."))
    if isinstance(exc, Unauthorized):
        return Notice(
            translate(
                "Setup",
                "The service refused this API key. Check the key (copy it again from Giftpro) "
                "and test again.",
            ),
            message.details,
        )
    if message.offline:
        return Notice(
            translate(
                "Setup",
                "Cannot reach the voucher service at {url}. Check the address and the network, "
                "then test again.",
            ).format(url=url),
            message.details,
            reach=Reach.OFFLINE,
        )
    return message
