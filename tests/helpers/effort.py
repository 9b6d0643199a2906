"""How hard a property test tries: its thorough count, scaled by the loaded Hypothesis profile.

The profiles are registered in tests/conftest.py: ``fast`` on a developer's machine, ``thorough``
when ``CI=true``. A test states the examples it wants in the thorough run; locally it gets a fifth.
"""

from __future__ import annotations

from hypothesis import settings

#: The thorough profile's ``max_examples`` (tests/conftest.py).
_THOROUGH = 300


def examples(thorough: int) -> int:
    """``thorough`` under the thorough profile, in proportion under another (never fewer than 10)."""
    loaded = settings.default
    assert loaded is not None, "tests/conftest.py loads a profile before any test module is imported"
    return max(10, thorough * loaded.max_examples // _THOROUGH)
