#!/usr/bin/env python3
"""End to end: the sensor node firmware on a target, the Python gateway (lwcrypt package) on the host.

    check_sensor_gateway.py --alg ALG -- NODE_COMMAND...
      e.g. -- build/host/sim/avr/avr-run build/avr/tests/sensor_node_romulus-n.elf

Runs the node, then checks with examples/sensor-gateway/gateway.py:
  - every packet is accepted, counters 1..N from node 7, and the readings are exactly the node's
    simulated sensor (recomputed here from the same LFSR model);
  - a flipped bit in any ciphertext or tag byte, or in the header's node id or counter, makes
    exactly that packet "tampered" (or "replay" for a lower counter) while the others are accepted;
    a damaged magic/version turns the packet into skipped noise; a changed length byte gets that
    packet rejected and the gateway back in step at the next header;
  - a copied (replayed) packet and an older packet delivered late are rejected as "replay";
  - a forged packet with a far-future counter is rejected and does not block later packets;
  - the wrong key rejects everything; the gateway command exits 0 on the clean stream and 1 (with
    REJECTED lines) on a tampered one.
Run with the Python that has lwcrypt installed (the venv of tests/python/tests.cmake).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(REPO, "examples", "sensor-gateway")
sys.path.insert(0, EXAMPLE)
import gateway  # noqa: E402  (examples/sensor-gateway/gateway.py)

NODE_ID, PACKETS = 7, 16
failures: list[str] = []


def check(ok: bool, what: str) -> None:
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def expected_readings(n: int) -> list[tuple[int, int, int, int]]:
    """node.c's sensor model: a random walk driven by a 16-bit Galois LFSR (taps 0xB400)."""
    lfsr, t, h, p, b = 0xACE1, 2150, 4500, 10132, 3300
    out = []

    def step() -> int:
        nonlocal lfsr
        bit = lfsr & 1
        lfsr = (lfsr >> 1) ^ (0xB400 if bit else 0)
        return lfsr & 3

    for counter in range(1, n + 1):
        t = t + step() * 3 - 4
        h = (h + step() * 5 - 7) & 0xFFFF
        p = (p + step() - 1) & 0xFFFF
        if counter & 3 == 0:
            b -= 1
        out.append((t, h, p, b))
    return out


def frames(stream: bytes, tag: int) -> list[bytes]:
    out, pos = [], 0
    for pk in gateway.split_packets(stream, tag):
        size = len(pk.header) + len(pk.sealed)
        out.append(stream[pos:pos + size])
        pos += size
    return out


def flip(b: bytes, i: int, mask: int = 1) -> bytes:
    return b[:i] + bytes([b[i] ^ mask]) + b[i + 1:]


def verdicts(gw_args, stream: bytes) -> list[tuple[int, bool, str]]:
    gw = gateway.Gateway(*gw_args)
    return [(r.packet.counter, r.accepted, r.reason) for r in gw.receive_stream(stream)]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--alg", required=True)
    ap.add_argument("node", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    node_cmd = [a for a in args.node if a != "--"]
    key = gateway.read_key(os.path.join(EXAMPLE, "demo-key.hex"))
    gw_args = (args.alg, key)
    tag = gateway.lwcrypt.info(args.alg)["tag_size"]

    proc = subprocess.run(node_cmd, capture_output=True, timeout=600)
    if proc.returncode != 0:
        print(f"node failed ({proc.returncode}): {proc.stderr.decode(errors='replace')}")
        return 1
    stream = proc.stdout
    print(proc.stderr.decode(errors="replace").strip())  # the simulator's cycle/RAM summary, if any

    # 1. the clean stream
    gw = gateway.Gateway(*gw_args)
    results = gw.receive_stream(stream)
    check(len(results) == PACKETS, f"{len(results)} packets, expected {PACKETS}")
    check(all(r.accepted for r in results), f"rejected: {[str(r) for r in results if not r.accepted]}")
    check([r.packet.counter for r in results] == list(range(1, PACKETS + 1)), "counters are not 1..N")
    check(all(r.packet.node == NODE_ID for r in results), "node id")
    got = [(round(r.reading.temperature_c * 100), round(r.reading.humidity_pct * 100),
            round(r.reading.pressure_hpa * 10), r.reading.battery_mv) for r in results if r.reading]
    check(got == expected_readings(PACKETS), f"readings differ from the sensor model:\n{got}")
    print(f"{args.alg}: {len(results)} packets accepted; first: {results[0]}")

    pkts = frames(stream, tag)
    size = len(pkts[0])

    # 2. any changed byte of one packet: that packet (only) is rejected as tampered
    for k in (0, 5, PACKETS - 1):
        for i in range(size):
            if i == 8:  # the length: the framing breaks (checked below)
                continue
            bad = b"".join(flip(p, i) if j == k else p for j, p in enumerate(pkts))
            if i < 3:  # magic or version: not a packet any more, skipped as noise, the others accepted
                gw = gateway.Gateway(*gw_args)
                v = [(r.packet.counter, r.accepted) for r in gw.receive_stream(bad)]
                check(len(v) == PACKETS - 1 and all(a for _, a in v) and gw.noise == [(k * size, size)],
                      f"packet {k} byte {i} flipped: {v} noise {gw.noise}")
                continue
            v = verdicts(gw_args, bad)
            want_reason = "tampered"
            if 4 <= i < 8 and int.from_bytes(flip(pkts[k], i)[4:8], "big") <= k:
                want_reason = "replay"   # counter moved to or below the last accepted one (k)
            ok = (not v[k][1] and v[k][2] == want_reason and
                  all(a for j, (_, a, _) in enumerate(v) if j != k))
            check(ok, f"packet {k} byte {i} flipped: {v}")
    # a changed length byte: that packet is rejected, the gateway resynchronises on the next header
    # (the packets its new length covers are lost), the rest is accepted up to the last packet
    for mask in (2, 0x80):
        bad = b"".join(flip(p, 8, mask) if j == 3 else p for j, p in enumerate(pkts))
        gw = gateway.Gateway(*gw_args)
        try:
            v = [(r.packet.counter, r.accepted) for r in gw.receive_stream(bad)]
        except gateway.FrameError:    # the new length runs past the end of the stream
            v = None
        if v is not None:
            check((4, False) in v and all(a for c, a in v if c != 4) and v[-1] == (16, True),
                  f"length byte of packet 4 changed (mask {mask:#x}): {v} noise {gw.noise}")

    # 3. replay: a copy of packet 3 at the end, and packets 6/7 swapped (7 first, then the older 6)
    v = verdicts(gw_args, b"".join(pkts) + pkts[2])
    check(v[-1] == (3, False, "replay") and all(a for _, a, _ in v[:-1]), f"replay at end: {v[-1]}")
    swapped = pkts[:5] + [pkts[6], pkts[5]] + pkts[7:]
    v = verdicts(gw_args, b"".join(swapped))
    check(v[5] == (7, True, "") and v[6] == (6, False, "replay"), f"late packet: {v[5:7]}")

    # 4. a forged far-future packet (header of 1000, garbage body) does not block the node
    forged = pkts[0][:4] + (1000).to_bytes(4, "big") + pkts[0][8:]
    v = verdicts(gw_args, pkts[0] + forged + b"".join(pkts[1:]))
    check(v[1] == (1000, False, "tampered") and all(a for j, (_, a, _) in enumerate(v) if j != 1),
          f"forged future packet: {v[:3]}")

    # 5. the wrong key rejects everything
    v = verdicts((args.alg, flip(key, 0)), stream)
    check(all(not a and r == "tampered" for _, a, r in v), "wrong key accepted something")

    # 6. the gateway command
    with tempfile.TemporaryDirectory() as tmp:
        clean, tampered = os.path.join(tmp, "clean.bin"), os.path.join(tmp, "tampered.bin")
        with open(clean, "wb") as f:
            f.write(stream)
        with open(tampered, "wb") as f:
            f.write(b"".join(pkts[:4]) + flip(pkts[4], size - 1) + b"".join(pkts[5:]) + pkts[1])
        cmd = [sys.executable, os.path.join(EXAMPLE, "gateway.py"), "--alg", args.alg]
        r = subprocess.run(cmd + [clean], capture_output=True, text=True)
        check(r.returncode == 0 and f"{PACKETS} packets: {PACKETS} accepted, 0 rejected" in r.stdout,
              f"gateway command on the clean stream: {r.returncode} {r.stdout[-300:]} {r.stderr}")
        r = subprocess.run(cmd + [tampered], capture_output=True, text=True)
        check(r.returncode == 1 and "#5: REJECTED (tampered)" in r.stdout and "#2: REJECTED (replay)" in r.stdout,
              f"gateway command on the tampered stream: {r.returncode} {r.stdout[-400:]}")
        r = subprocess.run(cmd + ["--run"] + node_cmd, capture_output=True, text=True)
        check(r.returncode == 0, f"gateway --run: {r.returncode} {r.stdout[-300:]} {r.stderr[-300:]}")

    print("sensor-gateway:", "FAILED" if failures else "all checks passed", f"({len(failures)} failures)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
