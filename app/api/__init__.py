"""The voucher service's client.

httpx imports its command-line client at import time whenever click, rich and pygments are
installed (they are, in a development environment), which costs the till about 0.3 s of start-up
for a tool it never runs. A ``None`` entry in ``sys.modules`` makes that optional import fail at
once, a case httpx handles itself.
"""

import sys

if "httpx._main" not in sys.modules:
    sys.modules["httpx._main"] = None  # type: ignore[assignment]  # Python's way to block an import
