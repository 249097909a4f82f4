#!/usr/bin/env python3
"""Fixed-vs-random TVLA of one AEAD (or one of the check's masked kernels) on a simulated Cortex-M core
(docs/leakage.md).

The firmware (tests/leakage/leakage_fw.c; mask_kernels_fw.c for the kernels mask-*) encrypts one
record per trace inside m3-run's trigger window; m3-run --leakage-trace records the model's samples (sim/cortexm/leakage_trace.h). Each
trace draws its class at random: class 0 uses one fixed key, class 1 a fresh random key; the nonce
and the message are random in both classes, so only the key's distribution differs between them
(the key is the secret the masked code protects; public inputs leak by design). Welch's t-test at
every sample (every field of every instruction) by scalib's Ttest, first order and, with --order 2,
second order (univariate, on the centred squares). A sample that never varies over the campaign
carries no information and scores 0.

  tvla.py --m3-run M3_RUN --cpu CPU --firmware ELF --op NAME --traces N [--msg-len L]
          [--batch B] [--jobs J] [--order 1|2] [--seed S] [--threshold T] [--expect leak|no-leak]
          [--control] [--fixed-key HEX] [--bivariate-window W] [--json OUT] [--save-t OUT.npz]
          [--max-seconds S] [--nice N] [--confirm] [--exempt FIRST:LAST]

--control draws the keys of both classes at random (the classes then differ in nothing): the
campaign must find no leakage, which checks that the statistics do not fail by themselves.
--fixed-key sets class 0's key (default: drawn from the seed). --bivariate-window W adds the
bivariate second-order test (scalib's MTtest: the centred product of two samples) over every pair of
samples at most W instructions apart among those that vary in the first batch; it is reported, and
--expect leak2 asks that it detect leakage (a first-order masking must show at second order).
--traces is per class (the campaign runs until both classes have at least N). With --expect leak the
campaign stops at the first batch after which the first-order |t| exceeds the threshold (the test's
teeth: the unprotected code must fail quickly); with --expect no-leak it runs to N and every |t| must
stay below. --max-seconds ends a campaign after the first batch that finishes past S seconds of wall
time, with the counts it reached (the JSON's traces_per_class says how many; a campaign stopped short
of --traces is reported as such, "stopped_at_time_limit"). --confirm applies TVLA's two-data-set rule
(Goodwill et al. 2011): the batches go alternately to two independent halves, each with its own t-test,
and leakage is detected only at a sample whose |t| exceeds the threshold in both halves with the same
sign; the whole campaign's t is still reported. A long trace has so many samples that the largest of
their null t-statistics alone comes close to 4.5 (docs/leakage.md): the rule tells such a chance
maximum from leakage, which shows in both halves at the same sample. --exempt FIRST:LAST names the traced instructions
(0-based, inclusive) that handle a secret unmasked by design (the masked key setup's load of the
caller's key bytes): the verdict counts only first-order samples outside them, and the run is as
expected only if leakage is also detected inside them (the campaign must see the unmasked key where it
is; a range that no longer covers it fails). Exit status 0 when the verdict is the expected one, 1 when
not, 2 on an error.
"""
import argparse
import concurrent.futures
import json
import os
import resource
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time

import numpy as np
from scalib.metrics import MTtest, Ttest

FIELDS = ("result_hw", "reg_hd", "opa_hw", "opb_hw", "opa_hd", "opb_hd", "bus_hw", "bus_hd")
HEADER = struct.Struct("<8s6I")
# a batch's trace file (hundreds of MB) is written once and read once: in memory where there is a tmpfs
TRACE_DIR = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None

# key, nonce and tag bytes of the AEADs the firmware's table has (lwc_aeads); the firmware checks
# the name, this only sizes the records
SIZES = {
    "tinyjambu-128": (16, 12, 8), "tinyjambu-192": (24, 12, 8), "tinyjambu-256": (32, 12, 8),
    "romulus-n": (16, 16, 16), "romulus-m": (16, 16, 16), "romulus-t": (16, 16, 16),
    "ascon-aead128": (16, 16, 16),
    # the masked TinyJAMBU (lwc/masked.h); -reused: its randomness the same in every trace
    "tinyjambu-128-masked": (16, 12, 8), "tinyjambu-192-masked": (24, 12, 8), "tinyjambu-256-masked": (32, 12, 8),
    "tinyjambu-128-masked-reused": (16, 12, 8),
    # the masked decryption (of a valid ciphertext) and the masked key setup, alone in the window
    "tinyjambu-128-masked-decrypt": (16, 12, 8), "tinyjambu-192-masked-decrypt": (24, 12, 8),
    "tinyjambu-256-masked-decrypt": (32, 12, 8), "tinyjambu-128-masked-keyinit": (16, 12, 8),
    "tinyjambu-192-masked-keyinit": (24, 12, 8), "tinyjambu-256-masked-keyinit": (32, 12, 8),
    # the leveled masked Romulus-T (lwc/masked.h)
    "romulus-t-masked": (16, 16, 16), "romulus-t-masked-reused": (16, 16, 16),
    # the leveled masked Ascon-AEAD128 (lwc/masked.h); -dec: its failed decryption
    "ascon-aead128-masked": (16, 16, 16), "ascon-aead128-masked-reused": (16, 16, 16),
    "ascon-aead128-masked-dec": (16, 16, 16),
    # -ad: the encryption with as many bytes of associated data as of message
    "ascon-aead128-masked-ad": (16, 16, 16), "romulus-t-masked-ad": (16, 16, 16),
    # the masked kernels: key word, the masks m and r as the "nonce", the recombined word as the "tag"
    "mask-good": (4, 8, 4), "mask-reused": (4, 8, 4), "mask-bad-bus": (4, 8, 4),
    "mask-bad-overwrite": (4, 8, 4), "mask-bad-operand": (4, 8, 4),
}


class TraceReader:
    """Reads the batches' m3-run leakage traces into two buffers kept from batch to batch: the bytes
    as written and the same as int16 (what scalib's Ttest takes). A fresh array of hundreds of MB
    per batch costs more in page faults than reading and converting it."""

    def __init__(self):
        self.raw = self.signed = None

    def read(self, path):
        """The batch's samples: (uint8, int16) views of shape (traces, instructions * fields)."""
        with open(path, "rb", buffering=0) as f:
            head = f.read(HEADER.size)
            magic, version, nfields, samples, traces, hbytes, _ = HEADER.unpack(head)
            if magic != b"LWCLEAK1" or version != 1 or nfields != len(FIELDS):
                raise ValueError(f"{path}: not a version-1 leakage trace")
            size = traces * samples * nfields
            if self.raw is None or self.raw.size < size:
                self.raw, self.signed = np.empty(size, np.uint8), np.empty(size, np.int16)
            f.seek(hbytes)
            view, got = memoryview(self.raw[:size]), 0
            while got < size:
                k = f.readinto(view[got:])
                if not k:
                    break
                got += k
            if got != size or f.read(1):
                raise ValueError(f"{path}: not {size} sample bytes as the header says")
        raw, signed = self.raw[:size].reshape(traces, -1), self.signed[:size].reshape(traces, -1)
        np.copyto(signed, raw)
        return raw, signed


def run_batch(args, key_len, nonce_len, tag_len, keys, nonces, msgs, mask_seed):
    """Runs one batch through m3-run; returns the directory that holds its trace file and the file's
    path (the caller reads it and removes the directory). A masked op
    gets mask_seed, the seed of the firmware's random source for this batch (a fresh one per batch:
    batches that restarted one generator from one seed would repeat their masks trace for trace)."""
    n = len(keys)
    d = tempfile.mkdtemp(dir=TRACE_DIR)
    try:
        inp, trace = os.path.join(d, "in.bin"), os.path.join(d, "trace.bin")
        with open(inp, "wb") as f:
            f.write(args.op.encode() + b"\n" + bytes([args.msg_len]))
            if "-masked" in args.op:
                f.write(mask_seed.tobytes())
            for k in range(n):
                f.write(keys[k].tobytes() + nonces[k].tobytes() + msgs[k].tobytes())
        cmd = ["nice", "-n", str(args.nice), args.m3_run, "--cpu", args.cpu, "--leakage-trace", trace, "--input", inp,
               args.firmware]
        with LIVE.lock:
            if LIVE.stopping:
                raise RuntimeError("campaign over")
            p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            LIVE.procs.add(p)
        try:
            out, err = p.communicate(timeout=3600)
        finally:
            p.kill()
            p.wait()
            with LIVE.lock:
                LIVE.procs.discard(p)
        want = n * (args.msg_len + tag_len)
        if p.returncode != 0 or len(out) != want:
            raise RuntimeError(f"m3-run status {p.returncode}, {len(out)} output bytes (want {want}): "
                               f"{out[-200:]!r} {err.decode(errors='replace')[-600:]}")
        os.remove(inp)
    except BaseException:
        shutil.rmtree(d, ignore_errors=True)
        raise
    return d, trace


class LIVE:
    """The simulator runs under way (a campaign that has its result stops them)."""
    lock = threading.Lock()
    procs = set()
    stopping = False


def stop_simulators():
    with LIVE.lock:
        LIVE.stopping = True
        for p in LIVE.procs:
            p.kill()


def drop(pending):
    """Removes the trace files of batches simulated and not used (the pool has ended)."""
    for _, fut in pending:
        if fut.done() and not fut.cancelled() and fut.exception() is None:
            shutil.rmtree(fut.result()[0], ignore_errors=True)


def cost(started, traces):
    """Where the campaign's time went: wall seconds, CPU seconds of the simulators (this process's
    children) and of this process (trace reading and statistics), traces per CPU second."""
    own, sims = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    own_cpu, sim_cpu = own.ru_utime + own.ru_stime, sims.ru_utime + sims.ru_stime
    return {"wall_seconds": round(time.monotonic() - started, 1), "simulator_cpu_seconds": round(sim_cpu, 1),
            "statistics_cpu_seconds": round(own_cpu, 1),
            "traces_per_cpu_second": round(traces / max(own_cpu + sim_cpu, 1e-9), 2)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--m3-run", required=True)
    ap.add_argument("--cpu", required=True)
    ap.add_argument("--firmware", required=True)
    ap.add_argument("--op", required=True, choices=sorted(SIZES))
    ap.add_argument("--traces", type=int, required=True, help="per class")
    ap.add_argument("--msg-len", type=int, default=16)
    ap.add_argument("--batch", type=int, default=500)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--order", type=int, default=2, choices=(1, 2))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threshold", type=float, default=4.5)
    ap.add_argument("--expect", choices=("leak", "no-leak", "leak2"), default="no-leak")
    ap.add_argument("--fixed-key", help="class 0's key in hex")
    ap.add_argument("--bivariate-window", type=int, help="instructions")
    ap.add_argument("--control", action="store_true", help="both classes random keys")
    ap.add_argument("--json")
    ap.add_argument("--save-t")
    ap.add_argument("--max-seconds", type=float)
    ap.add_argument("--confirm", action="store_true", help="two independent halves must both exceed the threshold")
    ap.add_argument("--nice", type=int, default=19, help="niceness increment of the simulator runs")
    ap.add_argument("--exempt", help="FIRST:LAST traced instructions that handle a secret unmasked by design")
    args = ap.parse_args()
    # a campaign stopped by SIGTERM ends the way an error ends it: simulators stopped, trace files removed
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    exempt = None
    if args.exempt is not None:
        first, last = (int(v) for v in args.exempt.split(":"))
        exempt = (first * len(FIELDS), (last + 1) * len(FIELDS))
    key_len, nonce_len, tag_len = SIZES[args.op]

    rng = np.random.default_rng(args.seed)
    fixed_key = rng.integers(0, 256, key_len, dtype=np.uint8)
    if args.fixed_key is not None:
        fixed_key = np.frombuffer(bytes.fromhex(args.fixed_key), dtype=np.uint8)
        if fixed_key.size != key_len:
            raise ValueError(f"--fixed-key: {fixed_key.size} bytes, {args.op} takes {key_len}")
    mttest = pairs = None
    ttest = Ttest(d=args.order)
    halves = [Ttest(d=1), Ttest(d=1)] if args.confirm else None
    half_counts = np.zeros((2, 2), dtype=np.int64)
    batches = 0
    counts = np.zeros(2, dtype=np.int64)
    lo = hi = None
    first_fail = None
    samples = None

    def draw(n):
        cls = rng.integers(0, 2, n).astype(np.uint16)
        keys = rng.integers(0, 256, (n, key_len), dtype=np.uint8)
        if not args.control:
            keys[cls == 0] = fixed_key
        mask_seed = rng.integers(0, 256, 16, dtype=np.uint8)
        mask_seed[0] |= 1  # never the all-zero state
        # an op "...-ad" takes --msg-len bytes of associated data before the message, as random
        return (cls, keys, rng.integers(0, 256, (n, nonce_len), dtype=np.uint8),
                rng.integers(0, 256, (n, args.msg_len * (2 if args.op.endswith("-ad") else 1)), dtype=np.uint8),
                mask_seed)

    def t_now():
        t = ttest.get_ttest()
        const = (lo == hi)
        t[:, const] = 0.0
        return t

    def confirmed():
        """First-order samples over the threshold in both halves with one sign (--confirm)."""
        if halves is None or half_counts.min() < 2:
            return None
        ta, tb = (np.nan_to_num(h.get_ttest()[0], nan=0.0) for h in halves)
        const = (lo == hi)
        ta[const] = tb[const] = 0.0
        return np.flatnonzero((np.abs(ta) > args.threshold) & (np.abs(tb) > args.threshold) & (ta * tb > 0))

    def outside(idx):
        """The sample indices idx outside the --exempt instructions."""
        return idx if exempt is None else idx[(idx < exempt[0]) | (idx >= exempt[1])]

    result = {}
    reader = TraceReader()
    started = time.monotonic()
    stopped_at_time_limit = False
    pending = []
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            done = False

            def submit(taken=0):
                """Keeps --jobs batches in flight while the campaign needs them (taken: the traces of the
                batch being processed, not counted yet)."""
                while (len(pending) < args.jobs and
                       counts.min() + (taken + sum(len(c) for c, _ in pending)) // 2 < args.traces):
                    cls, keys, nonces, msgs, mask_seed = draw(args.batch)
                    pending.append((cls, pool.submit(run_batch, args, key_len, nonce_len, tag_len, keys, nonces, msgs,
                                                     mask_seed)))

            try:
                while not done:
                    submit()
                    if not pending:
                        break
                    cls, fut = pending.pop(0)
                    d, path = fut.result()
                    try:
                        traces, signed = reader.read(path)
                    finally:
                        shutil.rmtree(d, ignore_errors=True)
                    if traces.shape[0] != len(cls):
                        raise RuntimeError(f"{traces.shape[0]} traces for {len(cls)} records")
                    # the next batch's simulation runs while this one's statistics are computed (the batches
                    # are drawn, and their statistics taken, in the same order whatever runs when); not when
                    # the campaign expects to stop at the first batch that detects leakage
                    if args.expect != "leak":
                        submit(len(cls))
                    samples = traces.shape[1]
                    if lo is None:
                        lo, hi = traces.min(axis=0), traces.max(axis=0)
                    else:
                        np.minimum(lo, traces.min(axis=0), out=lo)
                        np.maximum(hi, traces.max(axis=0), out=hi)
                    ttest.fit_u(signed, cls)
                    if halves is not None:
                        halves[batches % 2].fit_u(signed, cls)
                        half_counts[batches % 2] += np.bincount(cls, minlength=2)
                    batches += 1
                    if args.bivariate_window is not None:
                        if pairs is None:
                            vary = np.flatnonzero(lo != hi)
                            ins = vary // len(FIELDS)
                            a, b = np.triu_indices(vary.size, k=1)
                            near = ins[b] - ins[a] <= args.bivariate_window
                            pairs = np.vstack([vary[a[near]], vary[b[near]]]).astype(np.uint32)
                            mttest = MTtest(d=2, pois=pairs)
                        mttest.fit_u(signed, cls)
                    counts += np.bincount(cls, minlength=2)
                    t = t_now()
                    m1 = float(np.nanmax(np.abs(t[0])))
                    print(f"{args.op} on {args.cpu}: {counts[0]} + {counts[1]} traces, max |t| order 1 = {m1:.2f}",
                          flush=True)
                    both = confirmed()
                    if halves is not None:
                        over = both is not None and outside(both).size > 0
                    else:
                        over = outside(np.flatnonzero(np.abs(np.nan_to_num(t[0])) > args.threshold)).size > 0
                    if over and first_fail is None:
                        first_fail = int(counts.min())
                        if args.expect == "leak":
                            done = True
                    if counts.min() >= args.traces:
                        done = True
                    elif args.max_seconds is not None and time.monotonic() - started > args.max_seconds:
                        done = stopped_at_time_limit = True
            finally:
                # the result is in (or the campaign failed): batches not started are dropped, simulators
                # under way stopped
                for _, fut in pending:
                    fut.cancel()
                stop_simulators()
    finally:
        drop(pending)

    t = t_now()
    per_order = []
    for o in range(args.order):
        a = np.abs(t[o])
        if np.isnan(a).any():
            print(f"order {o + 1}: {int(np.isnan(a).sum())} samples with an undefined t", file=sys.stderr)
            a = np.where(np.isnan(a), np.inf, a)
        k = int(np.argmax(a))
        per_order.append({"order": o + 1, "max_abs_t": float(a[k]), "at_instruction": k // len(FIELDS),
                          "at_field": FIELDS[k % len(FIELDS)],
                          "samples_over_threshold": int((a > args.threshold).sum())})
    bivariate = None
    if mttest is not None:
        tb = np.abs(np.nan_to_num(mttest.get_ttest(), nan=0.0))
        k = int(np.argmax(tb)) if tb.size else 0
        at = [int(pairs[0, k]), int(pairs[1, k])] if tb.size else []
        bivariate = {"window_instructions": args.bivariate_window, "pairs": int(pairs.shape[1]),
                     "max_abs_t": float(tb[k]) if tb.size else 0.0,
                     "at": [{"instruction": i // len(FIELDS), "field": FIELDS[i % len(FIELDS)]} for i in at],
                     "pairs_over_threshold": int((tb > args.threshold).sum())}
    over1 = np.flatnonzero(np.abs(np.nan_to_num(t[0], nan=np.inf)) > args.threshold)
    leak = outside(over1).size > 0
    exempt_leak = None
    confirmation = None
    if halves is not None:
        both = confirmed()
        both = np.array([], dtype=np.int64) if both is None else both
        confirmation = {"rule": "|t| over the threshold in both halves, same sign (first order)",
                        "traces_per_class_per_half": half_counts.tolist(),
                        "confirmed_samples": [{"instruction": int(i) // len(FIELDS), "field": FIELDS[int(i) % len(FIELDS)]}
                                              for i in both[:20]],
                        "confirmed_count": int(both.size)}
        leak = outside(both).size > 0
        over1 = both
    if exempt is not None:
        exempt_leak = over1.size > outside(over1).size
        a = np.abs(np.nan_to_num(t[0]))
        a[exempt[0]:exempt[1]] = 0.0
        k = int(np.argmax(a))
        exempt_leak = {"instructions": [exempt[0] // len(FIELDS), exempt[1] // len(FIELDS) - 1],
                       "leak_detected_inside": bool(exempt_leak),
                       "max_abs_t_outside": float(a[k]), "outside_at_instruction": k // len(FIELDS),
                       "outside_at_field": FIELDS[k % len(FIELDS)]}
    leak2 = bivariate is not None and bivariate["max_abs_t"] > args.threshold
    result = {"op": args.op, "cpu": args.cpu, "message_bytes": args.msg_len,
              "traces_per_class": [int(counts[0]), int(counts[1])], "samples_per_trace": samples,
              "instructions_per_trace": samples // len(FIELDS), "threshold": args.threshold,
              "first_order_leak_detected": leak, "first_failed_at_traces_per_class": first_fail,
              "orders": per_order, "confirmation": confirmation, "exempt": exempt_leak, "bivariate_second_order": bivariate, "seed": args.seed, "control": args.control,
              "stopped_at_time_limit": stopped_at_time_limit, "statistics": "scalib.metrics.Ttest (Welch)",
              "cost": cost(started, int(counts.sum()))}
    print(json.dumps(result, indent=1))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    if args.save_t:
        np.savez_compressed(args.save_t, t=t, fields=np.array(FIELDS))
    ok = {"leak": leak, "no-leak": not leak, "leak2": leak2 and not leak}[args.expect]
    if exempt_leak is not None:
        ok = ok and exempt_leak["leak_detected_inside"]
        print(f"{args.op} on {args.cpu}: instructions {args.exempt} (exempt): leakage "
              f"{'detected' if exempt_leak['leak_detected_inside'] else 'NOT detected'}; outside them max |t| "
              f"{exempt_leak['max_abs_t_outside']:.2f}")
    if bivariate is not None:
        print(f"{args.op} on {args.cpu}: bivariate second order over {bivariate['pairs']} pairs: max |t| "
              f"{bivariate['max_abs_t']:.2f}: leakage {'DETECTED' if leak2 else 'not detected'}")
    rule = (" in both halves" if halves is not None else "") + (" outside the exempt instructions" if exempt else "")
    print(f"{args.op} on {args.cpu}: first-order leakage {'DETECTED' if leak else 'not detected'}{rule} "
          f"(max |t| {per_order[0]['max_abs_t']:.2f}, threshold {args.threshold}, "
          f"{int(counts.min())} traces per class); expected {args.expect}: {'ok' if ok else 'NOT AS EXPECTED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (RuntimeError, ValueError, OSError) as e:
        print(f"tvla: {e}", file=sys.stderr)
        sys.exit(2)
