"""Memory a till gives back: a process-wide setting of the C allocator, made once at start.

glibc's allocator (Linux) raises the size from which it maps a block of its own each time such a
block is freed, up to 32 MB. A till then keeps every large passing buffer (an answer's body, a
page's backing store, a search's rows) in its heap, where freed space between live objects is
never given back: resident memory grew by tens of megabytes over a busy day while the memory in
use stayed flat. Fixing the size keeps large blocks mapped on their own and returned when freed.
Elsewhere (Windows, macOS, musl) there is nothing to set and this does nothing.
"""

from __future__ import annotations

import ctypes
import logging
import sys

log = logging.getLogger(__name__)

#: glibc's ``mallopt`` parameter for the size from which a block is mapped on its own.
_M_MMAP_THRESHOLD = -3
#: glibc's own starting size: a block of 128 KiB and more is mapped on its own, and stays so.
MAPPED_FROM_BYTES = 128 * 1024


def return_freed_memory() -> bool:
    """Keep large blocks mapped on their own (glibc); True when the allocator took the setting."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        # The process's own symbols, the C library's among them: ``ctypes.util.find_library``
        # would run ``ldconfig -p`` in a child process to find it, 5 to 10 ms of every start.
        libc = ctypes.CDLL(None)
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False  # not glibc: its allocator has no such setting
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    taken = bool(mallopt(_M_MMAP_THRESHOLD, MAPPED_FROM_BYTES))
    if not taken:
        log.info("The C allocator did not take the setting that returns freed memory")
    return taken
