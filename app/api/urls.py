"""Which service addresses the till may use: the API key must never travel in clear text."""

from __future__ import annotations

from ipaddress import ip_address
from urllib.parse import urlsplit

from app.api.errors import InsecureURL

DEFAULT_BASE_URL = "https://api.giftpro.co.uk"


def check_base_url(url: str) -> str:
    """Refuse a URL that would send the key in clear text anywhere but this machine."""
    parts = urlsplit(url.strip())
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise InsecureURL(f"{url!r} is not a web address (it should start with https://).")
    if parts.scheme == "http" and not is_loopback(parts.hostname):
        raise InsecureURL(
            "The service address must start with https:// (plain http is only for this machine)."
        )
    return url.strip().rstrip("/")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ip_address(host).is_loopback
    except ValueError:
        return False
