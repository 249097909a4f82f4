"""REPORT.md section: stack and static-RAM budgets of every function."""
from __future__ import annotations

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


def section(ix: Index, paper: dict, targets) -> str:
    return ""  # filled in when the measurements exist
