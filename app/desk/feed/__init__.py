"""The activity feed: what the service and this till did, newest first.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.feed.activity import ActivityViewModel

__all__ = ["ActivityViewModel"]
