"""Lets the app be started as ``python -m app`` (the frozen build uses the same entry)."""

from app.main import main

raise SystemExit(main())
