"""The voucher service's client.

httpx imports its command-line client at import time whenever click, rich and pygments are
installed (they are, in a development environment), which costs the till about 0.3 s of start-up
for a tool it never runs. A ``None`` entry in ``sys.modules`` makes that optional import fail at
once, a case httpx handles itself.

pydantic looks for plugins of its own (the ``pydantic`` entry points of every installed package)
when it builds its first model, which means reading the metadata of every package; the till uses
none, so it is told so, unless whoever starts it says otherwise.
"""

import os
import sys

if "httpx._main" not in sys.modules:
    sys.modules["httpx._main"] = None  # type: ignore[assignment]  # Python's way to block an import
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
