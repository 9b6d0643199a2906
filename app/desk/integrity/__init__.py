"""The staff integrity report (Manager menu, PIN first): per member of staff, for a period, the counts
a manager looks at, each beside the location's usual figure, with the audit lines behind each."""

from app.desk.integrity.counts import Integrity, Pattern, Reading, count_patterns
from app.desk.integrity.report import IntegrityViewModel

__all__ = ["Integrity", "IntegrityViewModel", "Pattern", "Reading", "count_patterns"]
