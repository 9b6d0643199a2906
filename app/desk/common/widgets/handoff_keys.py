"""The keys of a POS hand-off, the same wherever one is shown (the till's banner, the Sell window).

A cashier presses F9 when the payment is keyed on the POS, whichever window holds the hand-off:
Sell's *Paid on POS* and the banner's *Keyed on POS* answer the same key.
"""

COPY_KEY = "F8"
TICK_KEY = "F9"
PRINT_KEY = "F7"
