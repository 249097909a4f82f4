"""Key-bound AEAD classes in pyca/cryptography's shape (private module; use ``lwcrypt``)."""
from __future__ import annotations

import secrets
from typing import Any, ClassVar, Dict, NoReturn, Type

from . import _lwcrypt
from ._registry import AEAD_SIZES, Buffer, unknown


class AEAD(_lwcrypt.AeadKey):
    """An authenticated cipher with associated data, bound to one key.

    ``box = lwcrypt.RomulusN(key)``, then ``box.encrypt(nonce, data, associated_data)`` returns
    ``ciphertext || tag`` and ``box.decrypt(nonce, sealed, associated_data)`` returns the plaintext
    or raises :class:`lwcrypt.InvalidTag` (nothing released). ``associated_data`` (authenticated,
    not encrypted) may be ``None``. Never encrypt two messages with one (key, nonce) pair.

    The object is immutable: the key is set once, at construction (a second ``__init__`` raises
    TypeError), so one object may be shared by threads; the key is wiped when it is freed. It cannot
    be pickled or copied (it holds a key). The subclasses name the algorithm; ``lwcrypt.aead(name,
    key)`` picks one by name.
    """

    __slots__ = ()
    name: ClassVar[str]        #: the row of the C table, e.g. "romulus-n"
    key_size: ClassVar[int]    #: bytes
    nonce_size: ClassVar[int]  #: bytes
    tag_size: ClassVar[int]    #: bytes

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        name = cls.__dict__.get("name")
        if name is not None:  # the sizes come from the C table
            if name not in AEAD_SIZES:
                raise unknown("AEAD", name, AEAD_SIZES)
            cls.key_size, cls.nonce_size, cls.tag_size = AEAD_SIZES[name]

    @classmethod
    def generate_key(cls) -> bytes:
        """A fresh random key of key_size bytes (from the operating system's CSPRNG)."""
        return secrets.token_bytes(cls.key_size)

    def __repr__(self) -> str:
        return f"<lwcrypt.{type(self).__name__} ({self.name})>"

    def __reduce__(self) -> NoReturn:
        raise TypeError(f"cannot pickle or copy {type(self).__name__} objects: they hold a key")


class TinyJambu128(AEAD):
    """TinyJAMBU-128: 16-byte key, 12-byte nonce, 8-byte tag.

    The key setup runs once, when the object is created (the C library's key cache,
    ``lwc_tinyjambu_key_init``); every encryption and decryption starts from it.
    """

    __slots__ = ()
    name = "tinyjambu-128"


class TinyJambu192(AEAD):
    """TinyJAMBU-192: 24-byte key, 12-byte nonce, 8-byte tag; the key setup runs once (see TinyJambu128)."""

    __slots__ = ()
    name = "tinyjambu-192"


class TinyJambu256(AEAD):
    """TinyJAMBU-256: 32-byte key, 12-byte nonce, 8-byte tag; the key setup runs once (see TinyJambu128)."""

    __slots__ = ()
    name = "tinyjambu-256"


class RomulusN(AEAD):
    """Romulus-N (nonce-based, one pass): 16-byte key, 16-byte nonce, 16-byte tag."""

    __slots__ = ()
    name = "romulus-n"


class RomulusM(AEAD):
    """Romulus-M (nonce-misuse resistant, two passes): 16-byte key, 16-byte nonce, 16-byte tag."""

    __slots__ = ()
    name = "romulus-m"


class RomulusT(AEAD):
    """Romulus-T (leakage resilient): 16-byte key, 16-byte nonce, 16-byte tag."""

    __slots__ = ()
    name = "romulus-t"


class AsconAEAD128(AEAD):
    """Ascon-AEAD128 (NIST SP 800-232): 16-byte key, 16-byte nonce, 16-byte tag."""

    __slots__ = ()
    name = "ascon-aead128"


AEAD_CLASSES: Dict[str, Type[AEAD]] = {
    c.name: c for c in (TinyJambu128, TinyJambu192, TinyJambu256, RomulusN, RomulusM, RomulusT, AsconAEAD128)
}


def aead(name: str, key: Buffer) -> AEAD:
    """The AEAD called ``name`` (see ``algorithms("aead")``) bound to ``key``:
    ``lwcrypt.aead("romulus-n", key)`` is ``lwcrypt.RomulusN(key)``.

    Raises :class:`lwcrypt.UnknownAlgorithmError` (a ValueError) for an unknown name.
    """
    try:
        cls = AEAD_CLASSES[name]
    except KeyError:
        raise unknown("AEAD", name, AEAD_CLASSES) from None
    return cls(key)
