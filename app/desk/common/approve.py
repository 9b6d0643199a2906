"""How a desk feature asks for a manager's approval without knowing the manager's gate."""

from __future__ import annotations

from collections.abc import Callable

#: ``approve(approving, then)``: ask a manager's PIN to approve ``approving``, then call
#: ``then(manager)`` with the name of the manager whose PIN it was; nothing on Cancel. The shell
#: hands features ``ManagerActions.approve``.
Approve = Callable[[str, Callable[[str], None]], None]
