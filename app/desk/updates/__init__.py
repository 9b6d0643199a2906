"""The till's own updates: look for a signed release when allowed, tell a manager, install when quiet."""
