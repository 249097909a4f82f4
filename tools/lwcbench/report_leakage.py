"""REPORT.md's section on the leakage campaigns (docs/leakage.md): every campaign published into
bench/results/leakage/ by tools/leakage/publish.py (`make leakage` does it), its verdict and its
t-statistic plot."""
from __future__ import annotations

import glob
import json
import os

from .report_common import _fmt, _table


def _verdict(c: dict) -> str:
    if c.get("exempt"):
        inside = c["exempt"]["leak_detected_inside"]
        if c["first_order_leak_detected"]:
            return "leakage detected outside the key load"
        return "key detected at its load only" if inside else "key load not detected (the exempt range is wrong)"
    if c.get("control"):
        return "control: " + ("leakage detected" if c["first_order_leak_detected"] else "nothing detected")
    return "leakage detected" if c["first_order_leak_detected"] else "no first-order leakage detected"


def _first_order(c: dict) -> str:
    if c.get("exempt"):
        e = c["exempt"]
        return (f"{e['max_abs_t_outside']:.2f} outside instructions {e['instructions'][0]}-{e['instructions'][1]} "
                f"(instruction {e['outside_at_instruction']}, {e['outside_at_field']})")
    o = c["orders"][0]
    return f"{o['max_abs_t']:.2f} (instruction {o['at_instruction']}, {o['at_field']})"


def section(folder: str) -> str:
    campaigns = []
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path, encoding="utf-8") as f:
            campaigns.append((os.path.splitext(os.path.basename(path))[0], json.load(f)))
    if not campaigns:
        return ""
    rows = []
    for _, c in campaigns:
        second = next((o for o in c["orders"] if o["order"] == 2), None)
        rows.append([c["op"], c["cpu"], _fmt(c["message_bytes"]), _fmt(min(c["traces_per_class"])),
                     _fmt(c["instructions_per_trace"]), _first_order(c),
                     _fmt(c["orders"][0]["samples_over_threshold"]), _fmt(c["confirmation"]["confirmed_count"]),
                     f"{second['max_abs_t']:.2f}" if second else "–",
                     _verdict(c) + (" (stopped at its time limit)" if c["stopped_at_time_limit"] else ""),
                     _fmt(c["seed"]), f"`{c['commit']}`"])
    parts = [
        "## Leakage campaigns (docs/leakage.md)\n",
        "Fixed-vs-random key TVLA of the protected profile's masked code in the leakage model of `sim/cortexm` "
        "(leakage trace version 1: per instruction the Hamming weight of the result, the Hamming distance of "
        "the register overwrite, the operand buses' weights and transitions, the data bus's weight and "
        "transition), Welch's t by scalib, threshold |t| = 4.5; a sample counts as detected leakage when it is "
        "over the threshold in both halves of the campaign (the two-data-set rule). Class 0's key is the all-zero "
        "key, no AD. Each campaign as `make leakage` runs and publishes it (`bench/results/leakage/`, with the "
        "firmware's SHA-256); commit = the tree the firmware was built from. These verdicts hold in that model "
        "only: no claim about silicon, glitches inside the core or real noise.\n",
        _table(["implementation", "core", "message bytes", "traces per class", "instructions per trace",
                "first order: max \\|t\\| (where)", "samples over 4.5", "over 4.5 in both halves",
                "second order: max \\|t\\|", "verdict", "seed", "commit"], rows),
        "\nPer traced instruction, the largest |t| over its fields:\n",
    ]
    parts += [f"![{name}](leakage/{name}.png)\n" for name, _ in campaigns
              if os.path.exists(os.path.join(folder, name + ".png"))]
    return "\n".join(parts)
