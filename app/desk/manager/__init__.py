"""The manager side of the till: a gate (PIN, lock, one-action sessions, the managers) and one
short-lived view-model per manager dialog, made by the desk (``desk.ManagerDesk``)."""
