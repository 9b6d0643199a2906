"""The law where the desk is: rule packs as data (``packs``), one per jurisdiction a property picks."""
