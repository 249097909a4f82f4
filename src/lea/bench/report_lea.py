"""REPORT.md section: LEA (Seo 2018, Table 4)."""
from __future__ import annotations

import lwctargets

from .report_common import Index, _fmt, _ratio, _table, variant_label  # noqa: F401

# The on-the-fly rows per profile: the fast tree's (src/lea/variants/armv7m/, unrolled) and the small
# profile's own (src/lea/variants/armv7m_small/, loops), labelled as in the ROM column.
OTF_PROFILES = (("fast", ""), ("small", ", small profile"))


def lea_table(ix: Index, paper: dict, targets) -> str:
    t = paper["lea_table4"]["target"]  # the paper's processor
    title = lwctargets.load(t).title
    out = [f"## LEA (Seo 2018, Table 4), {title}, LEA-128 encryption\n"]
    rows = [[n, _fmt(p["cpb"]), _fmt(p["ram_bytes"]), _fmt(p["rom_bytes"])]
            for n, p in paper["lea_table4"]["rows"].items()]
    for alg in ("lea-128", "lea-192", "lea-256"):
        r = ix.lib(t, alg, "encrypt")
        if r:
            rows.append([f"ours: {alg} {r['variant']}, precomputed keys", _fmt(r["cycles"] / 16, 2),
                         _fmt(772 + r["stack_bytes"] + r["ram_bytes"]), _fmt(r["symbol_bytes"])])
    for alg in ("lea-128", "lea-192", "lea-256"):
        r = ix.ref(t, alg, "encrypt")
        if r:
            rows.append([f"ours: {alg} ref C, precomputed keys", _fmt(r["cycles"] / 16, 2),
                         _fmt(772 + r["stack_bytes"] + r["ram_bytes"]), _fmt(r["symbol_bytes"])])
    for profile, what in OTF_PROFILES:
        for alg in ("lea-128", "lea-192", "lea-256"):
            r = ix.get(t, alg, variant_label("otf", profile), "encrypt")
            if r:
                rows.append([f"ours: {alg} on-the-fly{what} (key schedule included)", _fmt(r["cycles"] / 16, 2),
                             _fmt(32 + r["stack_bytes"]), _fmt(r["symbol_bytes"])])
    out.append(_table(["implementation", "cycles/byte", "RAM bytes", "ROM bytes"], rows))
    out.append("Our RAM = the 772-byte context + peak stack; ROM = the LEA objects (key schedule, encryption, "
               "decryption). Cycles include the public API (lwc_lea_encrypt's checks) and the call. *ref C* = the "
               "library's portable C (src/lea/ref/) built for the target and measured the same way (bench_ref.elf).\n"
               "On-the-fly rows (lea_otf_encrypt, src/lea/variants/armv7m): one block from the raw key, the key "
               "schedule computed in registers during the rounds; RAM = key + block (32 bytes) + peak stack (by "
               "painting), no round keys anywhere; ROM = lea_otf_encrypt for all three key sizes (the per-round "
               "constant tables of LEA-192/256, 240 bytes, are counted with lea_otf_decrypt). Small profile "
               "(src/lea/variants/armv7m_small): loops, the key words and one round's keys on the stack (wiped), "
               "decryption undoing the key schedule round by round; ROM = lea_otf_encrypt, which holds the key "
               "schedule code decryption shares.\n")
    rows = []
    for profile, _ in OTF_PROFILES:
        for alg in ("lea-128", "lea-192", "lea-256"):
            ks = ix.lib(t, alg, "key-schedule") if profile == "fast" else ix.get(t, alg, profile, "key-schedule")
            ksd = ix.get(t, alg, ks["variant"] if ks else "asm", "key-schedule-direct")
            enc = ix.get(t, alg, variant_label("otf", profile), "encrypt")
            dec = ix.get(t, alg, variant_label("otf", profile), "decrypt")
            if profile != "fast" and not (ks or enc):
                continue
            rows.append([profile, alg, _fmt(ks["cycles"]) if ks else "–", _fmt(ksd["cycles"]) if ksd else "–",
                         _fmt(enc["cycles"]) if enc else "–", _fmt(enc["cycles"] / 16, 2) if enc else "–",
                         _fmt(dec["cycles"]) if dec else "–", _fmt(enc["stack_bytes"]) if enc else "–"])
    out.append(f"\nKey schedule and on-the-fly ({title}, cycles per call):\n")
    out.append(_table(["profile", "alg", "key schedule via lwc_lea_set_key", "lea_key_schedule called directly",
                       "on-the-fly encrypt (1 block)", "c/B", "on-the-fly decrypt", "stack bytes"], rows))
    rows = []
    for target in [t] + [x for x in targets if x != t]:  # the paper's processor first
        for op in ("key-schedule", "encrypt", "decrypt"):
            for api in (ix.lib(target, "lea-128", op), ix.ref(target, "lea-128", op)):
                direct = ix.get(target, "lea-128", api["variant"], op + "-direct") if api else None
                if api and direct:
                    rows.append([target, api["variant"], op, _fmt(api["cycles"]), _fmt(direct["cycles"]),
                                 _fmt(api["cycles"] - direct["cycles"])])
    if rows:
        out.append("\nLEA-128 through the API (lwc_lea_*, with the descriptor adapter) and the backend function "
                   "called directly (cycles, call included):\n")
        out.append(_table(["target", "variant", "operation", "API", "direct", "API - direct"], rows))
    rows = []
    for goal in (x for x in paper["lea_goals"]["rows"] if x["target"] in targets):
        r = ix.lib(goal["target"], "lea-128", goal["op"], mlen=goal.get("mlen"))
        rows.append([goal["target"], goal["figure"], r["variant"] if r else "–",
                     _fmt(r["cycles"] / goal["per_bytes"], 1) if r else "–", _fmt(goal["goal"]), goal["anchor"]])
    out.append("\nGoals:\n")
    out.append(_table(["target", "figure", "variant", "ours", "goal", "anchor"], rows))
    r = ix.get(t, "lea-128", "otf", "encrypt")
    if r:
        out.append(_table(["target", "figure", "ours", "goal", "anchor"],
                          [[t, "LEA-128 on-the-fly encrypt incl. key schedule (c/B)", _fmt(r["cycles"] / 16, 2),
                            "29", "Seo 2018: 34 c/B"],
                           [t, "LEA-128 on-the-fly RAM (key + block + stack, bytes)",
                            _fmt(32 + r["stack_bytes"]), "100", "Seo 2018: 228 B"]]))
    return "\n".join(out)


def section(ix: Index, paper: dict, targets) -> str:
    return lea_table(ix, paper, targets) if paper["lea_table4"]["target"] in targets else ""
