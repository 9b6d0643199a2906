"""How the account a till is pointed at differs from the service reference, where the till adapts.

The service check (``app.services.service_check``) finds these against the real account and they
are kept with the settings (``Settings.service_fit``); the client reads every page and list through
them. The defaults are what ``docs/service-reference.md`` assumes, so a till never checked behaves
as before.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class ServiceProfile:
    """``first_page``: the number the service gives its first page (the till counts from 1 and
    sends ``page - 1 + first_page``). ``filters_domain`` / ``filters_created`` /
    ``filters_order_date``: whether the lists honour ``domainID``, ``balance_events.created[…]`` and
    ``orders.dateCreated[gte]``; where one does not, the client drops what the filter would have."""

    first_page: int = 1
    filters_domain: bool = True
    filters_created: bool = True
    filters_order_date: bool = True

    def wire_page(self, page: int) -> int:
        """The ``p`` to send for the till's page ``page`` (1 is the newest)."""
        return page - 1 + self.first_page
