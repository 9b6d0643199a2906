"""Find (Ctrl+F): a guest's orders by number, name, e-mail or payment reference.

What composition and the shell use of it; its widgets are ``widgets``. Modules named ``_…`` are
its own helpers."""

from app.desk.find.build import build_find
from app.desk.find.find import FindViewModel

__all__ = ["FindViewModel", "build_find"]
