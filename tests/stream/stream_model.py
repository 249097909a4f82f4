#!/usr/bin/env python3
"""Independent model of docs/streams.md (STREAM over the AEADs of lwcrypt), and the generator of the
stream vectors (tests/stream/stream_vectors.txt).

Written from the specification, not from src/stream/stream.c: the AEAD sizes, the chunk nonce, the
phases of a stream and the framing of a sealed file are all here. Only the AEAD itself is not: the
repository has no pure-Python TinyJAMBU or Romulus, so each chunk's single AEAD call goes to the
host vector runner ('E' / 'D' requests, one process kept open), whose AEADs the official vector
files check.

usage: stream_model.py [--runner PATH] (--write FILE | --check FILE)
  --write FILE  write the vectors
  --check FILE  regenerate them and fail when FILE differs (the vectors are generated, never edited)
"""
from __future__ import annotations

import argparse
import os
import struct
import subprocess
import sys

# ---- the specification ---------------------------------------------------------------------------
# (key, nonce, tag) bytes of each AEAD, from its own specification (TinyJAMBU v2, Romulus v1.3).
AEADS = {
    "tinyjambu-128": (16, 12, 8),
    "tinyjambu-192": (24, 12, 8),
    "tinyjambu-256": (32, 12, 8),
    "romulus-n": (16, 16, 16),
    "romulus-m": (16, 16, 16),
    "romulus-t": (16, 16, 16),
}
INDEX_BYTES = 4          # chunk index, big-endian
LAST_CHUNK = b"\x01"     # flag byte of the final chunk
MORE_CHUNKS = b"\x00"    # flag byte of every other chunk
MAX_INDEX = 2 ** 32 - 1  # the final chunk may take it; no other chunk may

# Status codes of the C API (lwc/common.h), which the model reports the way a receiver must see them.
OK, AUTH, LENGTH, STATE = 0, -1, -3, -4


def prefix_bytes(alg: str) -> int:
    return AEADS[alg][1] - INDEX_BYTES - 1


def chunk_nonce(prefix: bytes, index: int, last: bool) -> bytes:
    """prefix || index (32-bit big-endian) || flag."""
    if not 0 <= index <= MAX_INDEX:
        raise ValueError("chunk index out of range")
    return prefix + index.to_bytes(INDEX_BYTES, "big") + (LAST_CHUNK if last else MORE_CHUNKS)


class Sealer:
    """The sending side: chunk i is AEAD-encrypted under chunk_nonce(prefix, i, last)."""

    def __init__(self, aead, alg: str, key: bytes, prefix: bytes):
        if len(key) != AEADS[alg][0] or len(prefix) != prefix_bytes(alg):
            raise ValueError("key or prefix of the wrong length")
        self.aead, self.alg, self.key, self.prefix = aead, alg, key, prefix
        self.index, self.phase = 0, "sealing"

    def seal(self, ad: bytes, pt: bytes, last: bool):
        """(status, ciphertext || tag)."""
        if self.phase != "sealing":
            return STATE, b""
        if not last and self.index == MAX_INDEX:
            return LENGTH, b""
        out = self.aead.encrypt(self.alg, self.key, chunk_nonce(self.prefix, self.index, last), ad, pt)
        if last:
            self.phase = "done"
        else:
            self.index += 1
        return OK, out

    def end(self) -> int:
        return OK if self.phase == "done" else STATE


class Opener:
    """The receiving side: chunk i verifies under chunk_nonce(prefix, i, last) or the stream dies."""

    def __init__(self, aead, alg: str, key: bytes, prefix: bytes):
        if len(key) != AEADS[alg][0] or len(prefix) != prefix_bytes(alg):
            raise ValueError("key or prefix of the wrong length")
        self.aead, self.alg, self.key, self.prefix = aead, alg, key, prefix
        self.index, self.phase = 0, "opening"

    def open(self, ad: bytes, sealed: bytes, last: bool):
        """(status, plaintext): the plaintext only when this chunk verified here."""
        if self.phase != "opening":
            return STATE, b""
        if not last and self.index == MAX_INDEX:
            self.phase = "dead"
            return LENGTH, b""
        pt = self.aead.decrypt(self.alg, self.key, chunk_nonce(self.prefix, self.index, last), ad, sealed)
        if pt is None:
            self.phase = "dead"
            return AUTH, b""
        if last:
            self.phase = "done"
        else:
            self.index += 1
        return OK, pt

    def end(self) -> int:
        """OK only when the final chunk was opened: a stream that just stops was truncated."""
        return OK if self.phase == "done" else AUTH


# ---- the sealed-file framing (docs/streams.md, "Sealed files") -----------------------------------
MAGIC = b"LWCS"
VERSION = 1
MAX_CHUNK = 2 ** 24


class FormatError(ValueError):
    pass


def file_header(alg: str, chunk_size: int, prefix: bytes) -> bytes:
    if not 1 <= chunk_size <= MAX_CHUNK or len(prefix) != prefix_bytes(alg):
        raise ValueError("bad chunk size or prefix")
    name = alg.encode("ascii")
    return MAGIC + bytes([VERSION, len(name)]) + name + struct.pack(">I", chunk_size) + prefix


def parse_header(data: bytes):
    """(alg, chunk size, prefix, header length) of a sealed file, or FormatError."""
    if len(data) < 6 or data[:4] != MAGIC or data[4] != VERSION:
        raise FormatError("not a version-1 sealed stream")
    n = data[5]
    alg = data[6:6 + n].decode("ascii", "replace")
    if alg not in AEADS:
        raise FormatError(f"unknown algorithm {alg!r}")
    end = 6 + n + 4 + prefix_bytes(alg)
    if len(data) < end:
        raise FormatError("header cut short")
    (chunk_size,) = struct.unpack(">I", data[6 + n:10 + n])
    if not 1 <= chunk_size <= MAX_CHUNK:
        raise FormatError("chunk size out of range")
    return alg, chunk_size, data[10 + n:end], end


def seal_file(aead, alg: str, key: bytes, prefix: bytes, chunk_size: int, plaintext: bytes) -> bytes:
    """Header, then the chunks: chunk 0 authenticates the header as its associated data; every chunk
    but the final one holds chunk_size plaintext bytes; the final one 0..chunk_size."""
    header = file_header(alg, chunk_size, prefix)
    s = Sealer(aead, alg, key, prefix)
    out = bytearray(header)
    pos = 0
    while True:
        piece = plaintext[pos:pos + chunk_size]
        pos += len(piece)
        last = pos >= len(plaintext)
        status, sealed = s.seal(header if s.index == 0 else b"", piece, last)
        assert status == OK
        out += sealed
        if last:
            return bytes(out)


def open_file(aead, key: bytes, data: bytes) -> bytes:
    """The plaintext of a sealed file, or FormatError / ValueError on anything wrong (what a receiver
    releases before the error is each verified chunk; this model returns all or nothing)."""
    alg, chunk_size, prefix, pos = parse_header(data)
    header = data[:pos]
    tag = AEADS[alg][2]
    o = Opener(aead, alg, key, prefix)
    out = bytearray()
    while True:
        rest = len(data) - pos
        last = rest <= chunk_size + tag  # nothing follows this chunk
        n = rest if last else chunk_size + tag
        if n < tag:
            raise FormatError("final chunk shorter than a tag")
        status, pt = o.open(header if o.index == 0 else b"", data[pos:pos + n], last)
        if status != OK:
            raise ValueError(f"chunk {o.index} does not verify")
        out += pt
        pos += n
        if last:
            assert o.end() == OK
            return bytes(out)


# ---- the AEAD underneath: the host vector runner ----------------------------------------------
class RunnerAead:
    """encrypt/decrypt of one AEAD call each, through a vector runner kept running."""

    def __init__(self, runner: str):
        self.proc = subprocess.Popen([runner], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def _call(self, cmd: str, alg: str, *fields: bytes):
        req = bytearray(cmd.encode() + bytes([len(alg)]) + alg.encode())
        for f in fields:
            req += struct.pack("<H", len(f)) + f
        self.proc.stdin.write(bytes(req))
        self.proc.stdin.flush()
        head = self.proc.stdout.read(3)
        status = struct.unpack("<b", head[:1])[0]
        (n,) = struct.unpack("<H", head[1:])
        return status, self.proc.stdout.read(n)

    def encrypt(self, alg, key, nonce, ad, pt) -> bytes:
        status, out = self._call("E", alg, key, nonce, ad, pt)
        if status != 0 or len(out) != len(pt) + AEADS[alg][2]:
            raise RuntimeError(f"{alg} encryption failed in the runner: {status}")
        return out

    def decrypt(self, alg, key, nonce, ad, sealed):
        if len(sealed) < AEADS[alg][2]:
            return None
        status, out = self._call("D", alg, key, nonce, ad, sealed)
        return out if status == 0 else None

    def close(self):
        self.proc.stdin.write(b"Q")
        self.proc.stdin.close()
        self.proc.wait()


# ---- the vectors ---------------------------------------------------------------------------------
def _det_bytes(seed: int, n: int) -> bytes:
    """Deterministic filler (a 32-bit xorshift), so the vectors are reproducible byte for byte."""
    x = (seed * 2654435761 + 1) & 0xFFFFFFFF or 1
    out = bytearray()
    for _ in range(n):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        out.append(x & 0xFF)
    return bytes(out)


def _hx(b: bytes) -> str:
    return b.hex().upper() if b else "-"


# Streams sealed for every AEAD: (name, chunk lengths, AD of chunk 0). The final chunk is the last
# listed; an empty stream is one empty final chunk.
SHAPES = [
    ("four chunks, short final", [16, 16, 16, 5], 9),
    ("full final chunk", [24, 24], 0),
    ("empty final chunk", [32, 32, 0], 12),
    ("one chunk", [40], 3),
    ("empty stream", [0], 0),
    ("chunks of varied sizes", [1, 64, 7, 33, 17], 20),
]


def _open_case(w, aead, alg, key, prefix, title, records):
    """Run records (last, ad, sealed) through the model's Opener and write the case."""
    o = Opener(aead, alg, key, prefix)
    w.append(f"Alg = {alg}\nKey = {_hx(key)}\nPrefix = {_hx(prefix)}\nOp = open\nTitle = {title}")
    outcomes = []
    for last, ad, sealed in records:
        status, pt = o.open(ad, sealed, last)
        outcomes.append(status)
        w.append(f"Chunk = {int(last)} {_hx(ad)} {_hx(sealed)} -> {status} {_hx(pt)}")
    end = o.end()
    w.append(f"End = {end}\n")
    return outcomes, end


def generate(aead) -> str:
    w = ["# STREAM vectors (docs/streams.md) for every AEAD of lwcrypt, written by",
         "# tests/stream/stream_model.py --write from its independent model: do not edit, regenerate.",
         "# Op = seal: each Chunk = <final 0|1> <AD> <plaintext> -> <status> <ciphertext || tag>",
         "# Op = open: each Chunk = <final 0|1> <AD> <ciphertext || tag> -> <status> <plaintext>",
         "# ('-' is empty; status: 0 ok, -1 authentication failed, -4 stream past its end or dead);",
         "# End = the status of lwc_stream_end.",
         ""]
    seed = 1
    for alg, (key_bytes, _, tag) in AEADS.items():
        for shape_no, (shape, lengths, ad0) in enumerate(SHAPES):
            seed += 1
            key = _det_bytes(seed, key_bytes)
            prefix = _det_bytes(seed + 1000, prefix_bytes(alg))
            s = Sealer(aead, alg, key, prefix)
            chunks = []  # (last, ad, pt, sealed)
            w.append(f"Alg = {alg}\nKey = {_hx(key)}\nPrefix = {_hx(prefix)}\nOp = seal\nTitle = {shape}")
            for i, n in enumerate(lengths):
                last = i == len(lengths) - 1
                ad = _det_bytes(seed + 2000, ad0) if i == 0 else b""
                pt = _det_bytes(seed * 100 + i, n)
                status, sealed = s.seal(ad, pt, last)
                chunks.append((last, ad, pt, sealed))
                w.append(f"Chunk = {int(last)} {_hx(ad)} {_hx(pt)} -> {status} {_hx(sealed)}")
            # a chunk after the final one is refused
            if shape_no == 0:
                status, sealed = s.seal(b"", b"late", True)
                assert status == STATE
                w.append(f"Chunk = 1 - {_hx(b'late')} -> {status} -")
            w.append(f"End = {s.end()}\n")
            if shape_no == 1:  # a stream with no final chunk yet cannot end
                s2 = Sealer(aead, alg, key, _det_bytes(seed + 3000, prefix_bytes(alg)))
                status, sealed = s2.seal(b"", b"open", False)
                w.append(f"Alg = {alg}\nKey = {_hx(key)}\nPrefix = {_hx(s2.prefix)}\nOp = seal\n"
                         f"Title = no final chunk\nChunk = 0 - {_hx(b'open')} -> {status} {_hx(sealed)}\n"
                         f"End = {s2.end()}\n")
            _tamper_cases(w, aead, alg, key, prefix, tag, chunks, shape_no, seed)
    return "\n".join(w)


def _tamper_cases(w, aead, alg, key, prefix, tag, chunks, shape_no, seed):
    """Every way the stream can be modified, each with the outcome the model predicts; the generator
    also asserts that each modification is caught at the chunk where it must be."""
    rec = [(last, ad, sealed) for last, ad, _, sealed in chunks]
    n = len(rec)

    def case(title, records, first_bad, end):
        outcomes, got_end = _open_case(w, aead, alg, key, prefix, title, records)
        want = [OK] * len(records)
        if first_bad is not None:
            want = [OK] * first_bad + [AUTH] + [STATE] * (len(records) - first_bad - 1)
        assert outcomes == want and got_end == end, (alg, title, outcomes, got_end)

    def as_sent(records):
        """Records with the flag the transport gives: final is whatever comes last."""
        return [(i == len(records) - 1, ad, sealed) for i, (_, ad, sealed) in enumerate(records)]

    case("intact", rec, None, OK)
    # a chunk after the final one, which the receiver opened as final: refused, the stream stays done
    extra = rec + [(True, b"", rec[-1][2])]
    outcomes, end = _open_case(w, aead, alg, key, prefix, "chunk sent again after the final one", extra)
    assert outcomes == [OK] * n + [STATE] and end == OK
    # the same, as a receiver that trusts the transport's end: the final chunk arrives as non-final
    case("data appended after the final chunk", as_sent(rec + [(True, b"", rec[0][2])]), n - 1, AUTH)
    case("final flag wrong: final chunk opened as non-final, stream then ends",
         [(False, ad, s) for _, ad, s in rec], n - 1, AUTH)
    if n >= 2:
        case("truncated: final chunk dropped, the transport ends early", as_sent(rec[:-1]), n - 2, AUTH)
        outcomes, end = _open_case(w, aead, alg, key, prefix, "truncated: stream stops before its final chunk",
                                   rec[:-1])
        assert outcomes == [OK] * (n - 1) and end == AUTH
        case("final flag wrong: chunk 0 opened as final", [(True,) + rec[0][1:]] + rec[1:], 0, AUTH)
        case("reordered: chunks 0 and 1 swapped", as_sent([rec[1], rec[0]] + rec[2:]), 0, AUTH)
        case("dropped: chunk 0 missing", as_sent(rec[1:]), 0, AUTH)
        case("duplicated: chunk 0 twice", as_sent([rec[0], rec[0]] + rec[1:]), 1, AUTH)
    if n >= 3:
        case("reordered: chunks 1 and 2 swapped", as_sent([rec[0], rec[2], rec[1]] + rec[3:]), 1, AUTH)
        case("dropped: chunk 1 missing", as_sent([rec[0]] + rec[2:]), 1, AUTH)
        case("duplicated: chunk 1 twice", as_sent(rec[:2] + [rec[1]] + rec[2:]), 2, AUTH)
    for k in range(n):  # one flipped byte in chunk k: first byte, last ciphertext byte, a tag byte
        last, ad, sealed = rec[k]
        for pos in sorted({0, max(len(sealed) - tag - 1, 0), len(sealed) - 1}):
            bad = bytearray(sealed)
            bad[pos] ^= 0x80 >> (pos % 8)
            case(f"byte {pos} of chunk {k} flipped", rec[:k] + [(last, ad, bytes(bad))] + rec[k + 1:], k, AUTH)
        if len(sealed) > tag:
            case(f"chunk {k} one byte short", rec[:k] + [(last, ad, sealed[:-1])] + rec[k + 1:], k, AUTH)
    if rec[0][1]:
        bad = bytearray(rec[0][1])
        bad[-1] ^= 1
        case("associated data of chunk 0 changed", [(rec[0][0], bytes(bad), rec[0][2])] + rec[1:], 0, AUTH)
    if shape_no == 0:
        other = _det_bytes(seed + 4000, len(prefix))
        s = Sealer(aead, alg, key, other)
        _, foreign = s.seal(rec[0][1], chunks[0][2], n == 1)
        case("chunk 0 from another stream (other prefix)", [(rec[0][0], rec[0][1], foreign)] + rec[1:], 0, AUTH)
        wrong = bytes(b ^ 0x01 for b in key)
        o = Opener(aead, alg, wrong, prefix)
        status, _ = o.open(rec[0][1], rec[0][2], rec[0][0])
        assert status == AUTH
        w.append(f"Alg = {alg}\nKey = {_hx(wrong)}\nPrefix = {_hx(prefix)}\nOp = open\nTitle = wrong key\n"
                 f"Chunk = {int(rec[0][0])} {_hx(rec[0][1])} {_hx(rec[0][2])} -> {AUTH} -\nEnd = {o.end()}\n")


def _self_check(aead):
    """The framing: a sealed file opens to its plaintext for sizes around the chunk boundaries, and a
    file cut at a chunk boundary, or with a chunk appended, does not open."""
    key, prefix = bytes(range(16)), bytes(range(11))
    for n in (0, 1, 15, 16, 17, 32, 33):
        sealed = seal_file(aead, "romulus-n", key, prefix, 16, bytes(n))
        assert open_file(aead, key, sealed) == bytes(n)
    sealed = seal_file(aead, "romulus-n", key, prefix, 16, bytes(40))
    hdr = len(file_header("romulus-n", 16, prefix))
    for bad in (sealed[:hdr + 32], sealed[:hdr + 64], sealed + sealed[hdr:hdr + 32]):
        try:
            open_file(aead, key, bad)
        except ValueError:
            continue
        raise AssertionError("a modified sealed file opened")


def main(argv=None):
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runner", default=os.path.join(os.environ.get("LWC_BUILD_ROOT", os.path.join(repo, "build")),
                                                     "host", "tests", "vector_runner"))
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", metavar="FILE")
    g.add_argument("--check", metavar="FILE")
    args = ap.parse_args(argv)
    aead = RunnerAead(args.runner)
    try:
        _self_check(aead)
        text = generate(aead)
    finally:
        aead.close()
    if args.write:
        with open(args.write, "w", encoding="ascii") as f:
            f.write(text)
        print(f"wrote {args.write}")
        return 0
    with open(args.check, encoding="ascii") as f:
        if f.read() != text:
            print(f"FAIL {args.check} is not what tests/stream/stream_model.py --write generates")
            return 1
    print(f"{args.check}: in sync with the model")
    return 0


if __name__ == "__main__":
    sys.exit(main())
