#!/usr/bin/env python3
"""The t-statistic plot of a leakage campaign (tools/leakage/tvla.py --save-t OUT.npz --json OUT.json):
per traced instruction the largest |t| over the sample's fields, one panel per order tested, with
the threshold drawn; the title says what was tested (docs/leakage.md).

  plot_t.py CAMPAIGN.npz CAMPAIGN.json OUT.png
"""
import json
import sys

import numpy as np


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    npz, meta_path, out = sys.argv[1:]
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    data = np.load(npz)
    t, fields = data["t"], [str(f) for f in data["fields"]]
    with open(meta_path) as f:
        meta = json.load(f)
    orders = t.shape[0]
    fig, axes = plt.subplots(orders, 1, figsize=(11, 3.2 * orders), sharex=True, squeeze=False)
    for o in range(orders):
        per_insn = np.nan_to_num(np.abs(t[o]), nan=0.0).reshape(-1, len(fields)).max(axis=1)
        ax = axes[o][0]
        ax.plot(np.arange(per_insn.size), per_insn, linewidth=0.6)
        ax.axhline(meta["threshold"], color="red", linewidth=0.8, linestyle="--", label=f"|t| = {meta['threshold']}")
        ax.set_ylabel(f"order {o + 1}: max |t|")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=8, loc="upper right")
    axes[-1][0].set_xlabel("traced instruction")
    n = min(meta["traces_per_class"])
    kind = "random vs random key (control)" if meta.get("control") else "fixed vs random key"
    fig.suptitle(f"{meta['op']} on {meta['cpu']} (m3-run leakage trace): {kind}, {n} traces per class")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(out)


if __name__ == "__main__":
    main()
