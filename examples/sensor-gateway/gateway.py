#!/usr/bin/env python3
"""Gateway for examples/sensor-gateway: receive sensor packets, verify and decrypt them with lwcrypt.

    gateway.py [--alg tinyjambu-128|romulus-n] [--key-file demo-key.hex] [PACKETS|-]
    gateway.py --alg romulus-n --run avr-run node.elf      (start the node in a simulator, read its output)

Packet format: see node.c (9-byte header = associated data, ciphertext, tag). For every packet the
gateway
  - rejects it as a *replay* when its counter is not above the last accepted counter of that node
    (a copy of an old packet, or one delivered out of order), without decrypting it;
  - otherwise decrypts it with the node's key and nonce = node id || 0... || counter, the header as
    associated data; a changed header, ciphertext or tag fails the tag check and the packet is
    rejected as *tampered* (lwcrypt.InvalidTag: nothing is released);
  - only then records the counter, so a forged packet cannot block the node's later packets.
Bytes that are not a packet (noise, a damaged header) are skipped up to the next header and reported.
Prints one line per packet and a summary; exit status 0 when every packet was accepted and nothing
skipped, 1 otherwise, 2 for a usage error or a stream that ends inside a packet.
"""
from __future__ import annotations

import argparse
import os
import struct
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Dict, Iterator, List, Optional, Tuple

import lwcrypt

HERE = os.path.dirname(os.path.abspath(__file__))
MAGIC = b"LW"
VERSION = 1
HEADER = struct.Struct(">2sBBIB")  # magic, version, node id, counter, payload length
READING = struct.Struct(">hHHH")   # temperature 0.01 C, humidity 0.01 %RH, pressure 0.1 hPa, battery mV


class FrameError(ValueError):
    """The byte stream does not hold a packet where one should start."""


@dataclass(frozen=True)
class Packet:
    node: int
    counter: int
    header: bytes  # the associated data
    sealed: bytes  # ciphertext || tag


@dataclass(frozen=True)
class Reading:
    temperature_c: float
    humidity_pct: float
    pressure_hpa: float
    battery_mv: int

    def __str__(self) -> str:
        return (f"{self.temperature_c:.2f} C, {self.humidity_pct:.2f} %RH, {self.pressure_hpa:.1f} hPa, "
                f"{self.battery_mv} mV")


@dataclass
class Result:
    packet: Packet
    accepted: bool
    reason: str = ""                  # why a packet was rejected: "replay" or "tampered"
    reading: Optional[Reading] = None

    def __str__(self) -> str:
        where = f"node {self.packet.node} #{self.packet.counter}"
        return f"{where}: {self.reading}" if self.accepted else f"{where}: REJECTED ({self.reason})"


def nonce_for(node: int, counter: int, size: int) -> bytes:
    """The node's nonce: node id, zeros, 32-bit big-endian counter (size = the AEAD's nonce size)."""
    return bytes([node]) + bytes(size - 5) + counter.to_bytes(4, "big")


def split_packets(stream: bytes, tag_size: int, noise: Optional[List[Tuple[int, int]]] = None) -> Iterator[Packet]:
    """The packets of a byte stream (packets back to back, as the node writes them).

    Bytes that do not start a packet header (line noise, a damaged header) are skipped up to the
    next header; each skipped run is appended to ``noise`` as (offset, length). A packet cut short
    by the end of the stream raises FrameError.
    """
    pos = 0
    while pos < len(stream):
        ok = len(stream) - pos >= HEADER.size and stream[pos:pos + 3] == MAGIC + bytes([VERSION])
        if not ok:
            nxt = stream.find(MAGIC + bytes([VERSION]), pos + 1)
            end = nxt if nxt >= 0 else len(stream)
            if noise is not None:
                noise.append((pos, end - pos))
            pos = end
            continue
        _, _, node, counter, n = HEADER.unpack_from(stream, pos)
        end = pos + HEADER.size + n + tag_size
        if end > len(stream):
            raise FrameError(f"offset {pos}: packet cut short ({len(stream) - pos} of {end - pos} bytes)")
        yield Packet(node, counter, stream[pos:pos + HEADER.size], stream[pos + HEADER.size:end])
        pos = end


@dataclass
class Gateway:
    """Verifies packets of any number of nodes sharing one key (one key per node works the same)."""

    alg: str
    key: bytes
    last_counter: Dict[int, int] = field(default_factory=dict)
    noise: List[Tuple[int, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.aead = lwcrypt.aead(self.alg, self.key)  # ValueError for a key of the wrong size

    def receive(self, p: Packet) -> Result:
        if p.counter <= self.last_counter.get(p.node, 0):
            return Result(p, False, "replay")
        try:
            plain = self.aead.decrypt(nonce_for(p.node, p.counter, self.aead.nonce_size), p.sealed, p.header)
        except lwcrypt.InvalidTag:
            return Result(p, False, "tampered")
        self.last_counter[p.node] = p.counter
        if len(plain) != READING.size:  # authentic but not a reading this gateway understands
            return Result(p, False, f"unknown payload of {len(plain)} bytes")
        t, h, pr, b = READING.unpack(plain)
        return Result(p, True, reading=Reading(t / 100, h / 100, pr / 10, b))

    def receive_stream(self, stream: bytes) -> List[Result]:
        """Every packet of a stream, in order; skipped noise goes to self.noise as (offset, length)."""
        return [self.receive(p) for p in split_packets(stream, self.aead.tag_size, self.noise)]


def read_key(path: str) -> bytes:
    with open(path, encoding="ascii") as f:
        return bytes.fromhex(f.read().strip())


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--alg", default="tinyjambu-128", help="the nodes' AEAD (default tinyjambu-128)")
    ap.add_argument("--key-file", default=os.path.join(HERE, "demo-key.hex"), help="key in hex")
    ap.add_argument("--run", nargs=argparse.REMAINDER, metavar="CMD",
                    help="run CMD (e.g. avr-run node.elf) and read the packets from its output")
    ap.add_argument("packets", nargs="?", default="-", help="packet stream file (default: stdin)")
    args = ap.parse_args(argv)
    try:
        gw = Gateway(args.alg, read_key(args.key_file))
        if args.run:
            proc = subprocess.run(args.run, stdout=subprocess.PIPE, check=True)
            stream = proc.stdout
        elif args.packets == "-":
            stream = sys.stdin.buffer.read()
        else:
            with open(args.packets, "rb") as f:
                stream = f.read()
        results = gw.receive_stream(stream)
    except (OSError, ValueError, subprocess.CalledProcessError) as e:  # FrameError is a ValueError
        print(f"gateway: {e}", file=sys.stderr)
        return 2
    for r in results:
        print(r)
    for offset, length in gw.noise:
        print(f"offset {offset}: {length} bytes that are not a packet skipped")
    bad = sum(not r.accepted for r in results)
    print(f"{len(results)} packets: {len(results) - bad} accepted, {bad} rejected"
          + (f", {sum(n for _, n in gw.noise)} bytes of noise skipped" if gw.noise else ""))
    return 1 if bad or gw.noise else 0


if __name__ == "__main__":
    sys.exit(main())
