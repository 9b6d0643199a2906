"""The accountant's close: what each redemption was worth, its VAT basis, and the period's movements.

Pure rules over plain values (``Decimal`` money, no Qt, no I/O): the desk's export
(``app.desk.accounts``) reads the service and hands them here.
"""
