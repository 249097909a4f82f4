"""Host half of the vector-runner protocol (the firmware half: tests/runner/vector_runner.c)."""
from __future__ import annotations

import struct

BAD_REQUEST = 0x7F
STATUS_NAMES = {0: "ok", -1: "auth failed", -2: "null argument", -3: "bad length", -4: "bad state", -5: "overlap",
                BAD_REQUEST: "bad request or unknown algorithm"}


def request(cmd: str, name: str, *fields: bytes) -> bytes:
    out = bytearray(cmd.encode())
    raw = name.encode()
    out += bytes([len(raw)]) + raw
    for f in fields:
        if len(f) > 0xFFFF:
            raise ValueError("field longer than 65535 bytes")
        out += struct.pack("<H", len(f)) + f
    return bytes(out)


def quit_request() -> bytes:
    return b"Q"


def list_request() -> bytes:
    return b"L\x00"


def parse_responses(raw: bytes, count: int) -> list[tuple[int, bytes]]:
    """Split the runner's output into (status, payload) pairs; fewer than count if it stopped early."""
    out = []
    pos = 0
    while len(out) < count and pos + 3 <= len(raw):
        status = struct.unpack_from("<b", raw, pos)[0]
        (length,) = struct.unpack_from("<H", raw, pos + 1)
        if status == BAD_REQUEST - 256 or status == BAD_REQUEST:
            status = BAD_REQUEST
        payload = raw[pos + 3:pos + 3 + length]
        if len(payload) < length:
            break
        out.append((status, payload))
        pos += 3 + length
    return out
