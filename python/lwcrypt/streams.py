"""Data larger than memory: an incremental hash and STREAM encryption (docs/streams.md).

>>> import lwcrypt
>>> h = lwcrypt.new_hash("romulus-h")
>>> h.update(b"first part, "); h.update(b"second part")
>>> h.digest() == lwcrypt.hash("romulus-h", b"first part, second part")
True
>>> key, prefix = bytes(16), bytes(11)
>>> enc = lwcrypt.StreamEncryptor("romulus-n", key, prefix)
>>> sealed = [enc.seal(b"chunk 0"), enc.seal(b"chunk 1", last=True)]
>>> dec = lwcrypt.StreamDecryptor("romulus-n", key, prefix)
>>> [dec.open(c, last=i == len(sealed) - 1) for i, c in enumerate(sealed)]
[b'chunk 0', b'chunk 1']
>>> dec.end()

:func:`seal_file` / :func:`open_file` read and write the sealed-file format (header with the
algorithm, chunk size and prefix, then the chunks) between file objects in constant memory; the
``lwcrypt encrypt --stream`` / ``decrypt --stream`` commands use them.
"""
from __future__ import annotations

import os
import struct
from typing import BinaryIO, Optional, Union

from . import _lwcrypt
from ._lwcrypt import AuthenticationError, Error

Buffer = Union[bytes, bytearray, memoryview]

INDEX_BYTES = 4  #: the chunk index in each nonce (big-endian)
FLAG_BYTES = 1   #: the final-chunk flag in each nonce
MAGIC = b"LWCS"
VERSION = 1
MAX_CHUNK = 1 << 24
DEFAULT_CHUNK = 64 * 1024


def _aead_sizes(name: str):
    for n, k, nonce, tag in _lwcrypt.table()["aead"]:
        if n == name:
            return k, nonce, tag
    raise _lwcrypt.UnknownAlgorithmError(f"unknown AEAD {name!r}")


def prefix_size(name: str) -> int:
    """Bytes of the per-stream nonce prefix of AEAD ``name`` (7 for TinyJAMBU, 11 for Romulus)."""
    return _aead_sizes(name)[1] - INDEX_BYTES - FLAG_BYTES


class Hash:
    """hashlib-style incremental hash: ``update``, ``digest``, ``hexdigest``, ``copy``."""

    def __init__(self, name: str = "romulus-h", data: Buffer = b"") -> None:
        self._ctx = _lwcrypt.HashContext(name)
        self.name: str = name
        self.digest_size: int = len(self._ctx.copy().digest())
        if data:
            self.update(data)

    def update(self, data: Buffer) -> None:
        self._ctx.update(data)

    def digest(self) -> bytes:
        """Digest of everything so far; the object can go on taking data."""
        return self._ctx.digest()

    def hexdigest(self) -> str:
        return self.digest().hex()

    def copy(self) -> "Hash":
        other = Hash.__new__(Hash)
        other._ctx, other.name, other.digest_size = self._ctx.copy(), self.name, self.digest_size
        return other


def new_hash(name: str = "romulus-h", data: Buffer = b"") -> Hash:
    """A new incremental hash object (like ``hashlib.new``)."""
    return Hash(name, data)


class _Stream:
    def __init__(self, name: str, key: Buffer, prefix: Buffer, seal: bool) -> None:
        self.name = name
        self.tag_size: int = _aead_sizes(name)[2]
        self._ctx = _lwcrypt.StreamContext(name, key, prefix, seal)

    @property
    def index(self) -> int:
        """Index of the next chunk."""
        return self._ctx.index

    def end(self) -> None:
        """Finish: raises :class:`AuthenticationError` when a decrypted stream had no verified final
        chunk (truncated), :class:`Error` when an encrypted one has no final chunk yet."""
        self._ctx.end()


class StreamEncryptor(_Stream):
    """Seals a stream chunk by chunk (STREAM); the prefix must never repeat under the key."""

    def __init__(self, name: str, key: Buffer, prefix: Buffer) -> None:
        super().__init__(name, key, prefix, True)

    def seal(self, chunk: Buffer, ad: Buffer = b"", last: bool = False) -> bytes:
        """``ciphertext || tag`` of the next chunk; ``last=True`` on the final one."""
        return self._ctx.chunk(chunk, ad, last)


class StreamDecryptor(_Stream):
    """Opens a stream chunk by chunk; a chunk that fails kills the stream."""

    def __init__(self, name: str, key: Buffer, prefix: Buffer) -> None:
        super().__init__(name, key, prefix, False)

    def open(self, sealed: Buffer, ad: Buffer = b"", last: bool = False) -> bytes:
        """Plaintext of the next chunk, released only once its tag verified as this chunk of this
        stream; ``last=True`` when nothing follows it. Raises :class:`AuthenticationError`."""
        return self._ctx.chunk(sealed, ad, last)


# ---- sealed files ----------------------------------------------------------------------------

def file_header(name: str, chunk_size: int, prefix: Buffer) -> bytes:
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
    """Seal everything src yields into dst (header, then chunks); returns the plaintext bytes.
    prefix: random (os.urandom) when not given."""
    if prefix is None:
        prefix = os.urandom(prefix_size(name))
    header = file_header(name, chunk_size, prefix)
    enc = StreamEncryptor(name, key, prefix)
    dst.write(header)
    total = 0
    data = _read(src, chunk_size + 1)  # one byte of look-ahead: is there more after this chunk?
    while True:
        last = len(data) <= chunk_size
        piece = data if last else data[:chunk_size]
        dst.write(enc.seal(piece, header if enc.index == 0 else b"", last))
        total += len(piece)
        if last:
            enc.end()
            return total
        data = data[chunk_size:] + _read(src, chunk_size)


def open_file(src: BinaryIO, dst: BinaryIO, key: Buffer, name: Optional[str] = None) -> int:
    """Open a sealed file from src into dst chunk by chunk; returns the plaintext bytes. Each chunk is
    written once it verified; raises :class:`AuthenticationError` at the first chunk that does not
    (what was written before it is then not the whole stream: discard it) and ``ValueError`` for a
    malformed header. name: the expected algorithm (default: the header's)."""
    head = _read(src, 6)
    if len(head) < 6 or head[:4] != MAGIC or head[4] != VERSION:
        raise ValueError("not a sealed stream (bad magic or version)")
    raw = _read(src, head[5] + 4)
    alg = raw[:head[5]].decode("ascii", "replace")
    if name is not None and alg != name:
        raise ValueError(f"the stream is sealed with {alg!r}, not {name!r}")
    _aead_sizes(alg)
    (chunk_size,) = struct.unpack(">I", raw[-4:]) if len(raw) == head[5] + 4 else (0,)
    prefix = _read(src, prefix_size(alg))
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
            raise AuthenticationError(f"{alg}: stream cut short at chunk {dec.index}")
        try:
            dst.write(dec.open(piece, header if dec.index == 0 else b"", last))
        except AuthenticationError:
            raise AuthenticationError(f"{alg}: chunk {dec.index} does not verify (modified, reordered, cut or "
                                      "appended); the stream stops there") from None
        total += len(piece) - dec.tag_size
        if last:
            dec.end()
            return total
        data = data[full:] + _read(src, full)


__all__ = ["Hash", "new_hash", "StreamEncryptor", "StreamDecryptor", "prefix_size", "file_header", "seal_file",
           "open_file", "Error", "AuthenticationError"]
