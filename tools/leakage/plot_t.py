#!/usr/bin/env python3
"""The t-statistic plot of a leakage campaign (tools/leakage/tvla.py --save-t OUT.npz --json OUT.json):
per traced instruction the largest |t| over the sample's fields, one panel per order tested, with
the threshold drawn; the title says what was tested (docs/leakage.md).

  plot_t.py CAMPAIGN.npz CAMPAIGN.json OUT.png
"""
import json
import sys

import numpy as np


def plot(npz: str, meta: dict, out: str) -> None:
    """Draws the t-statistics of npz (tvla.py --save-t) for the campaign meta (its --json) into out."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    data = np.load(npz)
    t, fields = data["t"], [str(f) for f in data["fields"]]
    orders = t.shape[0]
    fig, axes = plt.subplots(orders, 1, figsize=(11, 3.2 * orders), sharex=True, squeeze=False)
    for o in range(orders):
        per_insn = np.nan_to_num(np.abs(t[o]), nan=0.0).reshape(-1, len(fields)).max(axis=1)
        ax = axes[o][0]
        ax.plot(np.arange(per_insn.size), per_insn, linewidth=0.6)
        ax.set_ylim(0, max(1.2 * meta["threshold"], 1.05 * per_insn.max()))
        exempt = meta.get("exempt")
        if exempt:
            # the instructions that load the caller's unmasked key by design: drawn in orange on a shaded
            # band, and the first-order axis scaled to the rest so that the samples the verdict is about
            # stay readable
            first, last = exempt["instructions"]
            inside = per_insn[first:last + 1].max()
            ax.axvspan(first, last, color="orange", alpha=0.35, zorder=0,
                       label=f"exempt (key load), max |t| {inside:.0f}")
            ax.plot(np.arange(first, last + 1), per_insn[first:last + 1], color="darkorange", linewidth=0.8)
            if o == 0:
                outside = np.concatenate([per_insn[:first], per_insn[last + 1:]])
                ax.set_ylim(0, max(2 * meta["threshold"], 1.2 * outside.max()))
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
    plt.close(fig)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    npz, meta_path, out = sys.argv[1:]
    with open(meta_path) as f:
        plot(npz, json.load(f), out)
    print(out)


if __name__ == "__main__":
    main()
