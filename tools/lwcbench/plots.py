"""PNG plots: cycles per byte against message length, per algorithm and target."""
from __future__ import annotations

import os


def cpb_plot(records: list[dict], target: str, out_dir: str, kinds: dict[str, str]) -> str | None:
    """The plot of one target: every AEAD and hash (kinds: algorithm -> kind, from algorithms.json)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    fig, ax = plt.subplots(figsize=(9, 5.5))
    series: dict[tuple[str, str], list[tuple[int, float]]] = {}
    for r in records:
        if r["target"] == target and r["op"] in ("encrypt", "hash") and r["adlen"] == 0 and r["mlen"] > 0 \
                and kinds.get(r["alg"]) != "cipher" and r["variant"] in ("ref", "asm"):
            series.setdefault((f"{r['alg']} {r['op']}", r["variant"]), []).append((r["mlen"], r["cycles"] / r["mlen"]))
    # one colour per algorithm; the library (asm) solid, the portable C measured beside it dashed
    algs = sorted({name for name, _ in series})
    colours = {name: plt.get_cmap("tab10")(i % 10) for i, name in enumerate(algs)}
    for (name, variant), pts in sorted(series.items()):
        pts.sort()
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o" if variant == "asm" else ".",
                linestyle="-" if variant == "asm" else "--", color=colours[name], label=f"{name} ({variant})")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("message length (bytes), no associated data")
    ax.set_ylabel("cycles per byte (whole call / length)")
    ax.set_title(f"lwcrypt on {target}: cycles per byte")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7, ncol=2)
    path = os.path.join(out_dir, f"{target}-cpb.png")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
