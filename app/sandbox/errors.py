"""The service's error envelope, raised anywhere in the sandbox and rendered once by the app."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """A refusal the service would answer with ``{"result": {"type": "error", ...}}``."""

    def __init__(self, status: int, reason: str, *messages: str) -> None:
        super().__init__(f"{status} {reason}: {'; '.join(messages)}")
        self.status = status
        self.reason = reason
        self.messages = list(messages) or [reason.replace("_", " ")]

    def body(self) -> dict[str, Any]:
        return {"result": {"type": "error", "reason": self.reason, "messages": self.messages}}


def not_found(what: str) -> ApiError:
    return ApiError(404, "not_found", f"{what} not found")


def invalid_params(*messages: str) -> ApiError:
    return ApiError(400, "invalid_params", *messages)
