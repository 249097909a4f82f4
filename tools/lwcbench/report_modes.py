"""REPORT.md section: block-cipher modes (CTR, CBC, CMAC, CCM, GCM, ...) over PRESENT and LEA."""
from __future__ import annotations

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


def section(ix: Index, paper: dict, targets) -> str:
    return ""  # filled in when the measurements exist
