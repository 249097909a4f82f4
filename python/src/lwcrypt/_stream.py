"""Data larger than memory: STREAM encryption (docs/streams.md) and the sealed-file format (private
module; use ``lwcrypt``).

>>> import lwcrypt
>>> key, prefix = bytes(16), bytes(11)
>>> enc = lwcrypt.StreamEncryptor("romulus-n", key, prefix)
>>> sealed = [enc.seal(b"chunk 0"), enc.seal(b"chunk 1", last=True)]
>>> dec = lwcrypt.StreamDecryptor("romulus-n", key, prefix)
>>> [dec.open(c, last=i == len(sealed) - 1) for i, c in enumerate(sealed)]
[b'chunk 0', b'chunk 1']
>>> dec.end()

:func:`seal_file` / :func:`open_file` read and write the sealed-file format (a header with the
algorithm, chunk size and prefix, then the chunks) between binary file objects in constant memory;
``lwcrypt encrypt --stream`` / ``decrypt --stream`` use them.
"""
from __future__ import annotations

import secrets
import struct
from typing import BinaryIO, NoReturn, Optional

from . import _lwcrypt
from ._lwcrypt import InvalidTag
from ._registry import AEAD_SIZES, Buffer, unknown

INDEX_BYTES = 4  #: the chunk index in each nonce (big-endian)
FLAG_BYTES = 1   #: the final-chunk flag in each nonce
MAGIC = b"LWCS"
VERSION = 1
MAX_CHUNK = 1 << 24
DEFAULT_CHUNK = 64 * 1024


def prefix_size(name: str) -> int:
    """Bytes of the per-stream nonce prefix of AEAD ``name`` (7 for TinyJAMBU, 11 for Romulus)."""
    if name not in AEAD_SIZES:
        raise unknown("AEAD", name, AEAD_SIZES)
    return AEAD_SIZES[name][1] - INDEX_BYTES - FLAG_BYTES


class _Stream:
    __slots__ = ("name", "tag_size", "_ctx")

    def __init__(self, name: str, key: Buffer, prefix: Buffer, seal: bool) -> None:
        if name not in AEAD_SIZES:
            raise unknown("AEAD", name, AEAD_SIZES)
        self.name: str = name
        self.tag_size: int = AEAD_SIZES[name][2]
        self._ctx = _lwcrypt.StreamContext(name, key, prefix, seal)

    @property
    def index(self) -> int:
        """Index of the next chunk (0 for the first)."""
        return self._ctx.index

    def end(self) -> None:
        """Finish and wipe the stream's copy of the key. Raises :class:`lwcrypt.InvalidTag` when a
        decrypted stream had no verified final chunk (truncated), :class:`lwcrypt.Error` when an
        encrypted one has no final chunk yet."""
        self._ctx.end()

    def __repr__(self) -> str:
        return f"<lwcrypt.{type(self).__name__} ({self.name}), next chunk {self.index}>"

    def __reduce__(self) -> NoReturn:
        raise TypeError(f"cannot pickle or copy {type(self).__name__} objects: they hold a key")


class StreamEncryptor(_Stream):
    """Seals a stream chunk by chunk (STREAM). ``prefix`` (:func:`prefix_size` bytes) must never repeat
    under the key: a counter, or random bytes within the limits of docs/streams.md."""

    __slots__ = ()

    def __init__(self, name: str, key: Buffer, prefix: Buffer) -> None:
        super().__init__(name, key, prefix, True)

    def seal(self, chunk: Buffer, associated_data: Optional[Buffer] = None, last: bool = False) -> bytes:
        """``ciphertext || tag`` of the next chunk; ``last=True`` on the final one."""
        return self._ctx.chunk(chunk, associated_data, last)


class StreamDecryptor(_Stream):
    """Opens a stream chunk by chunk; the first chunk that does not verify kills the stream."""

    __slots__ = ()

    def __init__(self, name: str, key: Buffer, prefix: Buffer) -> None:
        super().__init__(name, key, prefix, False)

    def open(self, sealed: Buffer, associated_data: Optional[Buffer] = None, last: bool = False) -> bytes:
        """Plaintext of the next chunk, released only once its tag verified as this chunk of this
        stream; ``last=True`` for the final chunk (it was sealed so: opened without it, it fails, and
        the error says it verifies only as the final chunk). Raises :class:`lwcrypt.InvalidTag`."""
        return self._ctx.chunk(sealed, associated_data, last)


# ---- sealed files ------------------------------------------------------------------------------

def file_header(name: str, chunk_size: int, prefix: Buffer) -> bytes:
    """The header of a sealed file (authenticated as the associated data of chunk 0)."""
    if not 1 <= chunk_size <= MAX_CHUNK:
        raise ValueError(f"chunk size must be 1..{MAX_CHUNK}, got {chunk_size}")
    raw = name.encode("ascii")
    return MAGIC + bytes([VERSION, len(raw)]) + raw + struct.pack(">I", chunk_size) + bytes(prefix)


def _read(f: BinaryIO, n: int) -> bytes:
    out = bytearray()
    while len(out) < n:
        part = f.read(n - len(out))
        if not part:
            break
        out += part
    return bytes(out)


def seal_file(src: BinaryIO, dst: BinaryIO, name: str, key: Buffer, prefix: Optional[Buffer] = None,
              chunk_size: int = DEFAULT_CHUNK) -> int:
    """Seal everything ``src`` yields into ``dst`` (header, then chunks); returns the plaintext bytes.
    ``prefix``: random (the operating system's CSPRNG) when not given."""
    if prefix is None:
        prefix = secrets.token_bytes(prefix_size(name))
    header = file_header(name, chunk_size, prefix)
    enc = StreamEncryptor(name, key, prefix)
    dst.write(header)
    total = 0
    data = _read(src, chunk_size + 1)  # one byte of look-ahead: is there more after this chunk?
    while True:
        last = len(data) <= chunk_size
        piece = data if last else data[:chunk_size]
        dst.write(enc.seal(piece, header if enc.index == 0 else None, last))
        total += len(piece)
        if last:
            enc.end()
            return total
        data = data[chunk_size:] + _read(src, chunk_size)


def open_file(src: BinaryIO, dst: BinaryIO, name: str, key: Buffer) -> int:
    """Open a sealed file from ``src`` into ``dst`` chunk by chunk; returns the plaintext bytes.
    ``name`` is the algorithm of ``key`` (a key belongs to one algorithm: the header must name the
    same one, else :class:`lwcrypt.InvalidTag` naming both, before anything is decrypted). Each chunk
    is written once it verified; :class:`lwcrypt.InvalidTag` at the first chunk that does not (what
    was written before it is not the whole stream: discard it), ``ValueError`` for a malformed
    header."""
    if not isinstance(name, str):
        raise TypeError(f"open_file: name must be the algorithm's name (str), not {type(name).__name__} "
                        "(the arguments are src, dst, name, key)")
    if name not in AEAD_SIZES:
        raise unknown("AEAD", name, AEAD_SIZES)
    head = _read(src, 6)
    if len(head) < 6 or head[:4] != MAGIC or head[4] != VERSION:
        raise ValueError("not a sealed stream (bad magic or version)")
    raw = _read(src, head[5] + 4)
    alg = raw[:head[5]].decode("ascii", "replace")
    if alg != name:
        raise InvalidTag(f"the stream's header names {alg!r}, but the key is for {name!r}: refused, nothing "
                         "decrypted")
    prefix = _read(src, prefix_size(alg))
    chunk_size = struct.unpack(">I", raw[-4:])[0] if len(raw) == head[5] + 4 else 0
    if not 1 <= chunk_size <= MAX_CHUNK or len(prefix) != prefix_size(alg):
        raise ValueError("malformed sealed-stream header")
    header = head + raw + prefix
    dec = StreamDecryptor(alg, key, prefix)
    full = chunk_size + dec.tag_size
    total = 0
    data = _read(src, full + 1)
    while True:
        last = len(data) <= full
        piece = data if last else data[:full]
        if len(piece) < dec.tag_size:
            raise InvalidTag(f"{alg}: stream cut short in chunk {dec.index}")
        index = dec.index
        try:
            dst.write(dec.open(piece, header if index == 0 else None, last))
        except InvalidTag:
            raise InvalidTag(f"{alg}: chunk {index} does not verify (modified, reordered, cut or appended); "
                             "the stream stops there") from None
        total += len(piece) - dec.tag_size
        if last:
            dec.end()
            return total
        data = data[full:] + _read(src, full)


__all__ = ["StreamEncryptor", "StreamDecryptor", "prefix_size", "file_header", "seal_file", "open_file"]
