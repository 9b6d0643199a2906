"""Helpers shared by the test suites (importable as ``helpers`` via pytest's pythonpath)."""
