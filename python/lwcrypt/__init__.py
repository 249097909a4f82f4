"""lwcrypt: the lightweight-cryptography library of IoT nodes, for the gateways that talk to them.

The same C code that runs on the ATmega128 and the Cortex-M3 nodes (portable backend), compiled for
the host, behind a small Pythonic API built from the library's descriptor tables:

>>> import lwcrypt
>>> key, nonce = bytes(16), bytes(12)
>>> box = lwcrypt.aead("tinyjambu-128")
>>> sealed = box.encrypt(key, nonce, b"21.5 C", ad=b"node 7")   # ciphertext || 8-byte tag
>>> box.decrypt(key, nonce, sealed, ad=b"node 7")
b'21.5 C'
>>> len(lwcrypt.hash("romulus-h", b"abc"))
32
>>> len(lwcrypt.cipher("lea-128", bytes(16)).encrypt_block(bytes(16)))
16

Every function accepts ``bytes``, ``bytearray``, ``memoryview`` or any other C-contiguous
bytes-like object and returns ``bytes``. Wrong key, nonce or block sizes raise ``ValueError`` with
the expected size; a failed tag check raises :class:`AuthenticationError` and releases nothing.

Never encrypt two messages with the same (key, nonce) pair: a counter nonce, as in
examples/sensor-gateway, is the usual way.
"""
from __future__ import annotations

import builtins
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple, Union

from . import _lwcrypt
from ._lwcrypt import AuthenticationError, Error, UnknownAlgorithmError

__all__ = [
    "AEAD", "AuthenticationError", "Cipher", "Error", "HashAlgorithm", "UnknownAlgorithmError",
    "HAVE_MODES", "aead", "algorithms", "cipher", "hash", "hash_algorithm", "info", "__version__",
    "Hash", "new_hash", "StreamEncryptor", "StreamDecryptor", "seal_file", "open_file",
]

__version__: str = _lwcrypt.C_VERSION
#: True when the C library was built with its block-cipher modes (CBC, CTR, OFB, CFB, CMAC, CCM, GCM).
HAVE_MODES: bool = bool(_lwcrypt.HAVE_MODES)

#: What the functions accept as bytes.
Buffer = Union[bytes, bytearray, memoryview]

_TABLE = _lwcrypt.table()
_AEADS: Dict[str, Tuple[int, int, int]] = {n: (k, nn, t) for n, k, nn, t in _TABLE["aead"]}
_HASHES: Dict[str, int] = {n: d for n, d in _TABLE["hash"]}
_CIPHERS: Dict[str, Tuple[int, int]] = {n: (k, b) for n, k, b in _TABLE["cipher"]}
_KINDS = {"aead": _AEADS, "hash": _HASHES, "cipher": _CIPHERS}


def algorithms(kind: Optional[str] = None) -> List[str]:
    """Names of the algorithms the library provides.

    kind: ``"aead"``, ``"hash"`` or ``"cipher"`` (block ciphers); ``None`` for all of them, in that
    order. The names are the rows of the C descriptor tables (``lwc_aeads``, ``lwc_hashes``,
    ``lwc_ciphers``), e.g. ``"tinyjambu-128"``, ``"romulus-h"``, ``"lea-256"``.
    """
    if kind is None:
        return [n for table in _KINDS.values() for n in table]
    if kind not in _KINDS:
        raise ValueError(f"kind must be one of {', '.join(_KINDS)}, not {kind!r}")
    return list(_KINDS[kind])


def info(name: str) -> Dict[str, Union[str, int]]:
    """Kind and sizes (bytes) of an algorithm, e.g. ``{"name": "lea-128", "kind": "cipher",
    "key_size": 16, "block_size": 16}``; AEADs give key/nonce/tag sizes, hashes digest_size."""
    if name in _AEADS:
        k, n, t = _AEADS[name]
        return {"name": name, "kind": "aead", "key_size": k, "nonce_size": n, "tag_size": t}
    if name in _HASHES:
        return {"name": name, "kind": "hash", "digest_size": _HASHES[name]}
    if name in _CIPHERS:
        k, b = _CIPHERS[name]
        return {"name": name, "kind": "cipher", "key_size": k, "block_size": b}
    raise UnknownAlgorithmError(f"unknown algorithm {name!r}; available: {', '.join(algorithms())}")


def _unknown(kind: str, name: str, table: dict) -> UnknownAlgorithmError:
    return UnknownAlgorithmError(f"unknown {kind} {name!r}; available: {', '.join(table)}")


# ---- AEAD -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class AEAD:
    """An authenticated cipher with associated data (TinyJAMBU, Romulus-N/M/T).

    Stateless: the key and nonce are passed to each call. Get one with :func:`aead`.
    """

    name: str
    key_size: int    #: bytes
    nonce_size: int  #: bytes
    tag_size: int    #: bytes

    def __hash__(self) -> int:  # explicit: this module's hash() is the digest function
        return builtins.hash((AEAD, self.name))

    def encrypt(self, key: Buffer, nonce: Buffer, plaintext: Buffer, ad: Buffer = b"") -> bytes:
        """Encrypt and authenticate; returns ``ciphertext || tag`` (len(plaintext) + tag_size bytes).

        The same layout as the NIST LWC API (``crypto_aead_encrypt``) and the KAT files' ``CT``.
        ``ad`` (associated data) is authenticated, not encrypted. Use a nonce only once per key.
        Raises ``ValueError`` when the key or nonce has the wrong size.
        """
        return _lwcrypt.aead_encrypt(self.name, key, nonce, ad, plaintext)

    def decrypt(self, key: Buffer, nonce: Buffer, ciphertext: Buffer, ad: Buffer = b"") -> bytes:
        """Check the tag and decrypt ``ciphertext || tag``; returns the plaintext.

        Raises :class:`AuthenticationError` when the tag does not match (nothing is released), and
        ``ValueError`` for a wrong key or nonce size or input shorter than the tag.
        """
        return _lwcrypt.aead_decrypt(self.name, key, nonce, ad, ciphertext)

    def encrypt_detached(self, key: Buffer, nonce: Buffer, plaintext: Buffer,
                         ad: Buffer = b"") -> Tuple[bytes, bytes]:
        """Like :meth:`encrypt`, with the tag separate: returns ``(ciphertext, tag)``."""
        sealed = self.encrypt(key, nonce, plaintext, ad)
        cut = len(sealed) - self.tag_size
        return sealed[:cut], sealed[cut:]

    def decrypt_detached(self, key: Buffer, nonce: Buffer, ciphertext: Buffer, tag: Buffer,
                         ad: Buffer = b"") -> bytes:
        """Like :meth:`decrypt`, with the tag passed separately (it must be tag_size bytes)."""
        tag = memoryview(tag).cast("B")
        if len(tag) != self.tag_size:
            raise ValueError(f"{self.name}: tag must be {self.tag_size} bytes, got {len(tag)}")
        return self.decrypt(key, nonce, bytes(memoryview(ciphertext).cast("B")) + bytes(tag), ad)


def aead(name: str) -> AEAD:
    """The AEAD called ``name`` (see ``algorithms("aead")``), e.g. ``aead("romulus-n")``.

    Raises :class:`UnknownAlgorithmError` (a ``ValueError``) for an unknown name.
    """
    if name not in _AEADS:
        raise _unknown("AEAD", name, _AEADS)
    return AEAD(name, *_AEADS[name])


# ---- hash -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HashAlgorithm:
    """A hash function (Romulus-H). Get one with :func:`hash_algorithm`."""

    name: str
    digest_size: int  #: bytes

    def __hash__(self) -> int:  # explicit: this module's hash() is the digest function
        return builtins.hash((HashAlgorithm, self.name))

    def digest(self, data: Buffer) -> bytes:
        """The digest of ``data`` (one shot; :func:`new_hash` for data given in pieces)."""
        return _lwcrypt.hash(self.name, data)


def hash_algorithm(name: str) -> HashAlgorithm:
    """The hash function called ``name`` (see ``algorithms("hash")``)."""
    if name not in _HASHES:
        raise _unknown("hash", name, _HASHES)
    return HashAlgorithm(name, _HASHES[name])


def hash(name: str, data: Buffer) -> bytes:  # noqa: A001 - the documented name
    """The digest of ``data`` with hash function ``name``: ``lwcrypt.hash("romulus-h", data)``."""
    return hash_algorithm(name).digest(data)


# ---- block ciphers ------------------------------------------------------------------------------

class Cipher:
    """A block cipher keyed once (PRESENT-80/128, LEA-128/192/256). Get one with :func:`cipher`.

    Holds the expanded round keys (wiped when the object is freed). The block functions are the raw
    permutation: for messages use an authenticated mode (CCM, GCM) or an AEAD, not ECB. The modes
    are the C library's (include/lwc/modes.h; :data:`HAVE_MODES`); CCM and GCM need a 128-bit block.
    """

    def __init__(self, name: str, key: Buffer) -> None:
        if name not in _CIPHERS:
            raise _unknown("block cipher", name, _CIPHERS)
        self.name: str = name
        self.key_size: int = _CIPHERS[name][0]    #: bytes
        self.block_size: int = _CIPHERS[name][1]  #: bytes
        self._ctx = _lwcrypt.CipherContext(name, key)

    def __repr__(self) -> str:
        return f"<lwcrypt.Cipher {self.name}>"

    def _one(self, block: Buffer, what: str) -> None:
        n = memoryview(block).nbytes
        if n != self.block_size:
            raise ValueError(f"{self.name}: block must be {self.block_size} bytes, got {n}")

    def encrypt_block(self, block: Buffer) -> bytes:
        """Encrypt exactly one block (block_size bytes)."""
        self._one(block, "block")
        return self._ctx.ecb_encrypt(block)

    def decrypt_block(self, block: Buffer) -> bytes:
        """Decrypt exactly one block (block_size bytes)."""
        self._one(block, "block")
        return self._ctx.ecb_decrypt(block)

    def ecb_encrypt(self, data: Buffer) -> bytes:
        """ECB: each block encrypted independently; len(data) a non-zero multiple of block_size.

        ECB leaks equal blocks; it exists for test vectors and for building other modes.
        """
        return self._ctx.ecb_encrypt(data)

    def ecb_decrypt(self, data: Buffer) -> bytes:
        """Inverse of :meth:`ecb_encrypt`."""
        return self._ctx.ecb_decrypt(data)

    # ---- modes of operation (the C library's src/modes, include/lwc/modes.h) ----------------------

    def _need_modes(self) -> None:
        if not HAVE_MODES:
            raise Error("this build of lwcrypt has no block-cipher modes (the C library had no src/modes/)")

    def _iv_mode(self, op: str, iv: Buffer, data: Buffer, whole_blocks: bool = False) -> bytes:
        self._need_modes()
        n = memoryview(data).nbytes
        if whole_blocks and n % self.block_size:
            raise ValueError(f"{self.name}: {op.split('-')[0].upper()} needs a multiple of the {self.block_size}-byte "
                             f"block (no padding is applied), got {n} bytes")
        return self._ctx.mode(op, iv, data)

    def cbc_encrypt(self, iv: Buffer, data: Buffer) -> bytes:
        """CBC (SP 800-38A): ``iv`` one block; ``data`` a multiple of the block (pad it first)."""
        return self._iv_mode("cbc-encrypt", iv, data, True)

    def cbc_decrypt(self, iv: Buffer, data: Buffer) -> bytes:
        """Inverse of :meth:`cbc_encrypt`."""
        return self._iv_mode("cbc-decrypt", iv, data, True)

    def ctr(self, counter: Buffer, data: Buffer) -> bytes:
        """CTR (SP 800-38A): ``counter`` is the first counter block, incremented as one big-endian
        integer per block; any length; encryption and decryption are the same operation.
        Never reuse a counter value under one key."""
        return self._iv_mode("ctr", counter, data)

    def ofb(self, iv: Buffer, data: Buffer) -> bytes:
        """OFB (SP 800-38A), any length; its own inverse."""
        return self._iv_mode("ofb", iv, data)

    def cfb_encrypt(self, iv: Buffer, data: Buffer) -> bytes:
        """CFB with full-block feedback (CFB-128 for LEA, CFB-64 for PRESENT), any length."""
        return self._iv_mode("cfb-encrypt", iv, data)

    def cfb_decrypt(self, iv: Buffer, data: Buffer) -> bytes:
        """Inverse of :meth:`cfb_encrypt`."""
        return self._iv_mode("cfb-decrypt", iv, data)

    def cmac(self, data: Buffer) -> bytes:
        """CMAC (SP 800-38B): a one-block tag over ``data``."""
        self._need_modes()
        return self._ctx.cmac(data)

    def _aead_checks(self, mode: str, nonce: Buffer, tag_size: int) -> None:
        self._need_modes()
        if self.block_size != 16:
            raise ValueError(f"{self.name}: {mode} needs a 128-bit block cipher (LEA), not a {8 * self.block_size}-bit one")
        n = memoryview(nonce).nbytes
        if mode == "CCM":
            if not 7 <= n <= 13:
                raise ValueError(f"{self.name}: CCM nonce must be 7 to 13 bytes, got {n}")
            if tag_size not in (4, 6, 8, 10, 12, 14, 16):
                raise ValueError(f"{self.name}: CCM tag size must be 4, 6, ..., 16 bytes, got {tag_size}")
        else:
            if n < 1:
                raise ValueError(f"{self.name}: GCM IV must not be empty (12 bytes is the usual size)")
            if not 4 <= tag_size <= 16:
                raise ValueError(f"{self.name}: GCM tag size must be 4 to 16 bytes, got {tag_size}")

    def ccm_encrypt(self, nonce: Buffer, plaintext: Buffer, ad: Buffer = b"", tag_size: int = 16) -> bytes:
        """CCM (SP 800-38C, 128-bit block only): returns ``ciphertext || tag``."""
        self._aead_checks("CCM", nonce, tag_size)
        return self._ctx.aead("ccm-encrypt", nonce, ad, plaintext, tag_size)

    def ccm_decrypt(self, nonce: Buffer, ciphertext: Buffer, ad: Buffer = b"", tag_size: int = 16) -> bytes:
        """Inverse of :meth:`ccm_encrypt`; raises :class:`AuthenticationError` on a tag mismatch."""
        self._aead_checks("CCM", nonce, tag_size)
        return self._ctx.aead("ccm-decrypt", nonce, ad, ciphertext, tag_size)

    def gcm_encrypt(self, iv: Buffer, plaintext: Buffer, ad: Buffer = b"", tag_size: int = 16) -> bytes:
        """GCM (SP 800-38D, 128-bit block only): returns ``ciphertext || tag``. Never reuse an IV."""
        self._aead_checks("GCM", iv, tag_size)
        return self._ctx.aead("gcm-encrypt", iv, ad, plaintext, tag_size)

    def gcm_decrypt(self, iv: Buffer, ciphertext: Buffer, ad: Buffer = b"", tag_size: int = 16) -> bytes:
        """Inverse of :meth:`gcm_encrypt`; raises :class:`AuthenticationError` on a tag mismatch."""
        self._aead_checks("GCM", iv, tag_size)
        return self._ctx.aead("gcm-decrypt", iv, ad, ciphertext, tag_size)


def cipher(name: str, key: Buffer) -> Cipher:
    """The block cipher ``name`` keyed with ``key``: ``lwcrypt.cipher("lea-128", key)``.

    Raises :class:`UnknownAlgorithmError` for an unknown name, ``ValueError`` for a wrong key size.
    """
    return Cipher(name, key)


# ---- data larger than memory: incremental hash, STREAM (lwcrypt/streams.py) ---------------------
from .streams import Hash, StreamDecryptor, StreamEncryptor, new_hash, open_file, seal_file  # noqa: E402
