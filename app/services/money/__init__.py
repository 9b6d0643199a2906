"""The money wing: one movement core and one module per kind of movement (see ``movements``)."""
