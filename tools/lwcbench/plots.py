"""PNG plots: cycles per byte against message length, per algorithm and target."""
from __future__ import annotations

import os

from .report_common import variant_label


def cpb_plot(records: list[dict], target: str, out_dir: str, kinds: dict[str, str]) -> str | None:
    """The plot of one target: every AEAD and hash (kinds: algorithm -> kind, from algorithms.json)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    fig, ax = plt.subplots(figsize=(11.5, 5.5))
    series: dict[tuple[str, str], list[tuple[int, float]]] = {}
    for r in records:
        if r["target"] == target and r["op"] in ("encrypt", "hash") and r["adlen"] == 0 and r["mlen"] > 0 \
                and kinds.get(r["alg"]) != "cipher" and r["variant"] in ("ref", "asm", "ref+asm"):
            series.setdefault((f"{r['alg']} {r['op']}", r["variant"]), []).append((r["mlen"], r["cycles"] / r["mlen"]))
    # one colour per algorithm; the library (asm, or ref+asm where only some components are assembly)
    # solid, the portable C measured beside it dashed
    algs = sorted({name for name, _ in series})
    colours = {name: plt.get_cmap("tab20")(i % 20) for i, name in enumerate(algs)}
    for (name, variant), pts in sorted(series.items()):
        pts.sort()
        own = variant != "ref"
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o" if own else ".",
                linestyle="-" if own else "--", color=colours[name], label=f"{name} ({variant})")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("message length (bytes), no associated data")
    ax.set_ylabel("cycles per byte (whole call / length)")
    ax.set_title(f"lwcrypt on {target}: cycles per byte")
    ax.grid(True, which="both", alpha=0.3)
    # the legend beside the axes, never over the curves
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0)
    path = os.path.join(out_dir, f"{target}-cpb.png")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def _place_labels(fig, ax, labels: list[tuple[str, float, float, str]], points: list[tuple[float, float]]) -> None:
    """Annotate points (text, x, y, colour) so that no two labels overlap: points at the same place
    share one label, and no label covers a point (of labels or points, the unlabelled ones); each label goes to the first free place inside the axes near its point (right of
    it, then above or below by label heights, then left of it), with a leader line when it is moved
    away."""
    merged: dict[tuple[float, float], list] = {}
    for text, x, y, colour in labels:
        entry = merged.setdefault((x, y), [[], colour])
        if text not in entry[0]:
            entry[0].append(text)
    renderer = fig.canvas.get_renderer()
    frame = ax.get_window_extent(renderer)
    from matplotlib.transforms import Bbox
    half = 3.5 * fig.dpi / 72   # a marker's half width (pixels): labels keep off every point too
    placed = [Bbox.from_extents(px - half, py - half, px + half, py + half)
              for px, py in (ax.transData.transform(xy) for xy in list(merged) + points)]
    for (x, y), (texts, colour) in sorted(merged.items(), key=lambda kv: (-kv[0][1], kv[0][0])):
        text = ", ".join(texts)
        note = ax.annotate(text, (x, y), textcoords="offset points", xytext=(4, 3), fontsize=6.5, color=colour)
        box = note.get_window_extent(renderer)
        height, width = box.height * 72 / fig.dpi + 1, box.width * 72 / fig.dpi
        offsets = [(4, 3 + k * height * sign) for k in range(6) for sign in ((1, -1) if k else (1,))]
        offsets += [(-4 - width, 3 + k * height * sign) for k in range(4) for sign in ((1, -1) if k else (1,))]
        for dx, dy in offsets:
            note.set_position((dx, dy))
            box = note.get_window_extent(renderer)
            inside = frame.x0 <= box.x0 and box.x1 <= frame.x1 and frame.y0 <= box.y0 and box.y1 <= frame.y1
            if inside and not any(box.overlaps(b) for b in placed):
                break
        if abs(dy) > height or dx < 0:
            note.arrow_patch = None
            note.remove()
            note = ax.annotate(text, (x, y), textcoords="offset points", xytext=(dx, dy), fontsize=6.5,
                               color=colour, arrowprops={"arrowstyle": "-", "color": colour, "linewidth": 0.5,
                                                         "shrinkA": 0, "shrinkB": 2})
            box = note.get_window_extent(renderer)
        placed.append(box)


def _own_cost_points(records: list[dict], target: str, device: str) -> list[dict]:
    """Our points for the code-against-cycles plot: per firmware record of the device (every
    profile), the flash of its calls and the cycles of the same work on a 16-byte message (AEAD
    encrypt with no AD, hash, block encryption of 16 bytes, on-the-fly block encryption), and for
    AEADs the 8-byte encryption too (the length of most public figures)."""
    lib = {}
    for r in records:
        if r["target"] == target and r["op"] in ("encrypt", "hash") and r["variant"] in ("asm", "ref+asm", "ref"):
            lib.setdefault(r["alg"], r["variant"])  # the library's label comes first in the records

    def cycles(alg, variant, op, mlen, adlen=0):
        return next((r["cycles"] for r in records if r["target"] == target and r["alg"] == alg and
                     r["variant"] == variant and r["op"] == op and r["mlen"] == mlen and r["adlen"] == adlen), None)

    points = []
    for f in records:
        if f["target"] != target or f.get("op") != "firmware" or f["device"] != device:
            continue
        alg, calls = f["alg"], f["calls"]
        v = lib.get(alg) if f["profile"] == "fast" else f["profile"]  # another profile's rows: variant = profile
        y8 = None
        if calls == "encrypt+decrypt":
            y, y8 = cycles(alg, v, "encrypt", 16), cycles(alg, v, "encrypt", 8)
        elif calls == "hash":
            y = cycles(alg, v, "hash", 16)
        elif calls == "set_key+encrypt+decrypt":
            block = next((r["mlen"] for r in records if r["target"] == target and r["alg"] == alg and
                          r["variant"] == v and r["op"] == "encrypt"), None)
            one = cycles(alg, v, "encrypt", block) if block else None
            y = one * (16 // block) if one else None
        elif calls == "otf-encrypt":
            y = cycles(alg, variant_label("otf", f["profile"]), "encrypt", 16)
        else:
            continue
        if y is not None:
            points.append({"alg": alg, "calls": calls, "profile": f["profile"], "code": f["code_bytes"],
                           "cycles": y, "cycles8": y8})
    return points


def code_cycles_plot(records: list[dict], target: str, device: str, public: list[dict], out_dir: str) -> str | None:
    """Code bytes against cycles for a 16-byte message on one target: the library's firmware cost
    (every profile in the records) and the public implementations' figures as given (points with a
    cycle count, vertical marks for a code size alone)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    ours = _own_cost_points(records, target, device)
    theirs = [p for p in public if p["target"] == target and p.get("code_bytes")]
    if not ours:
        return None
    fig, ax = plt.subplots(figsize=(13, 7))
    labels = []
    profiles = sorted({p["profile"] for p in ours})
    markers = dict(zip(profiles, "os^D"))
    for prof in profiles:
        pts = [p for p in ours if p["profile"] == prof]
        ax.scatter([p["code"] for p in pts], [p["cycles"] for p in pts], marker=markers[prof], color="tab:blue",
                   zorder=3, label=f"lwcrypt {prof}: 16-byte message")
        labels += [(p["alg"] + ("" if p["calls"] != "otf-encrypt" else " otf"), p["code"], p["cycles"], "tab:blue")
                   for p in pts]
        eight = [p for p in pts if p["cycles8"]]
        if eight:
            ax.scatter([p["code"] for p in eight], [p["cycles8"] for p in eight], marker=markers[prof],
                       facecolors="none", edgecolors="tab:blue", zorder=3, label=f"lwcrypt {prof}: 8-byte message")
    sources = sorted({p["source"] for p in theirs})
    palette = ("tab:red", "tab:green", "tab:orange", "tab:purple", "tab:brown", "tab:pink")  # not ours (blue)
    colours = {s: palette[i % len(palette)] for i, s in enumerate(sources)}
    labelled = set()
    for p in theirs:
        c = colours[p["source"]]
        lab = None if p["source"] in labelled else p["source"]
        labelled.add(p["source"])
        text = f"{p['alg']} {p['what']}"
        if p.get("cycles"):
            ax.scatter([p["code_bytes"]], [p["cycles"]], marker="X", color=c, zorder=4, label=lab)
            labels.append((text, p["code_bytes"], p["cycles"], c))
        else:
            ax.axvline(p["code_bytes"], color=c, linestyle=":", linewidth=1, label=lab)
            ax.annotate(text + " (code only)", (p["code_bytes"], 0.02), xycoords=("data", "axes fraction"),
                        rotation=90, fontsize=6.5, color=c, xytext=(2, 0), textcoords="offset points")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("code bytes (lwcrypt: the firmware cost of the calls, a --gc-sections link; public: as given, "
                  "all the scheme's code)")
    ax.set_ylabel("cycles (one call)")
    ax.set_title(f"Code against cycles on {target} ({device})")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0)  # beside the axes
    fig.tight_layout()   # (the axes' final size, before the labels are placed in it)
    _place_labels(fig, ax, labels, [(p["code"], p["cycles8"]) for p in ours if p["cycles8"]])
    path = os.path.join(out_dir, f"{target}-code-cycles.png")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
