"""Block ciphers keyed once, with the C library's modes (private module; use ``lwcrypt``)."""
from __future__ import annotations

from typing import NoReturn, Optional

from . import _lwcrypt
from ._registry import CIPHER_SIZES, Buffer, nbytes, unknown


class Cipher:
    """A block cipher keyed once (PRESENT-80/128, LEA-128/192/256). Get one with :func:`lwcrypt.cipher`.

    Holds the expanded round keys (wiped when the object is freed). Immutable: the key is set once
    (a second ``__init__`` raises TypeError), so one object may be shared by threads. The block
    functions are the raw permutation: for messages use an authenticated mode (CCM, GCM) or an AEAD,
    not ECB. The modes are the C library's (include/lwc/modes.h); CCM and GCM need a 128-bit block.
    """

    __slots__ = ("name", "key_size", "block_size", "_ctx")

    def __init__(self, name: str, key: Buffer) -> None:
        if hasattr(self, "_ctx"):
            raise TypeError(f"{self.name}: the key is fixed when the object is created "
                            "(create a new cipher for another key)")
        if name not in CIPHER_SIZES:
            raise unknown("block cipher", name, CIPHER_SIZES)
        self.name: str = name
        self.key_size: int = CIPHER_SIZES[name][0]    #: bytes
        self.block_size: int = CIPHER_SIZES[name][1]  #: bytes
        self._ctx = _lwcrypt.CipherContext(name, key)

    def __repr__(self) -> str:
        return f"<lwcrypt.Cipher {self.name}>"

    def __reduce__(self) -> NoReturn:
        raise TypeError("cannot pickle or copy Cipher objects: they hold a key")

    def _one_block(self, block: Buffer) -> None:
        n = nbytes(block, self.name, "block")
        if n != self.block_size:
            raise ValueError(f"{self.name}: block must be {self.block_size} bytes, got {n}")

    def encrypt_block(self, block: Buffer) -> bytes:
        """Encrypt exactly one block (block_size bytes)."""
        self._one_block(block)
        return self._ctx.ecb_encrypt(block)

    def decrypt_block(self, block: Buffer) -> bytes:
        """Decrypt exactly one block (block_size bytes)."""
        self._one_block(block)
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

    def _iv_mode(self, op: str, iv: Buffer, data: Buffer, whole_blocks: bool = False) -> bytes:
        n = nbytes(data, self.name, "data")
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
        return self._ctx.cmac(data)

    def _aead_checks(self, mode: str, nonce: Buffer, tag_size: int) -> None:
        if self.block_size != 16:
            raise ValueError(f"{self.name}: {mode} needs a 128-bit block cipher (LEA), "
                             f"not a {8 * self.block_size}-bit one")
        n = nbytes(nonce, self.name, "IV" if mode == "GCM" else "nonce")
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

    def ccm_encrypt(self, nonce: Buffer, data: Buffer, associated_data: Optional[Buffer] = None,
                    tag_size: int = 16) -> bytes:
        """CCM (SP 800-38C, 128-bit block only): returns ``ciphertext || tag``."""
        self._aead_checks("CCM", nonce, tag_size)
        return self._ctx.aead("ccm-encrypt", nonce, associated_data, data, tag_size)

    def ccm_decrypt(self, nonce: Buffer, data: Buffer, associated_data: Optional[Buffer] = None,
                    tag_size: int = 16) -> bytes:
        """Inverse of :meth:`ccm_encrypt`; raises :class:`lwcrypt.InvalidTag` on a tag mismatch."""
        self._aead_checks("CCM", nonce, tag_size)
        return self._ctx.aead("ccm-decrypt", nonce, associated_data, data, tag_size)

    def gcm_encrypt(self, iv: Buffer, data: Buffer, associated_data: Optional[Buffer] = None,
                    tag_size: int = 16) -> bytes:
        """GCM (SP 800-38D, 128-bit block only): returns ``ciphertext || tag``. Never reuse an IV."""
        self._aead_checks("GCM", iv, tag_size)
        return self._ctx.aead("gcm-encrypt", iv, associated_data, data, tag_size)

    def gcm_decrypt(self, iv: Buffer, data: Buffer, associated_data: Optional[Buffer] = None,
                    tag_size: int = 16) -> bytes:
        """Inverse of :meth:`gcm_encrypt`; raises :class:`lwcrypt.InvalidTag` on a tag mismatch."""
        self._aead_checks("GCM", iv, tag_size)
        return self._ctx.aead("gcm-decrypt", iv, associated_data, data, tag_size)


def cipher(name: str, key: Buffer) -> Cipher:
    """The block cipher ``name`` keyed with ``key``: ``lwcrypt.cipher("lea-128", key)``.

    Raises :class:`lwcrypt.UnknownAlgorithmError` for an unknown name, ``ValueError`` for a wrong key size.
    """
    return Cipher(name, key)
