"""Hash objects in hashlib's shape (private module; use ``lwcrypt``)."""
from __future__ import annotations

from typing import ClassVar, Dict, Type, TypeVar

from . import _lwcrypt
from ._registry import HASH_SIZES, Buffer, contiguous, unknown

_H = TypeVar("_H", bound="Hash")


class Hash:
    """A hash computation in hashlib's shape: ``update(data)``, ``digest()``, ``hexdigest()``,
    ``copy()``, ``name``, ``digest_size``, ``block_size``.

    ``update`` feeds the C library's incremental API (``lwc_romulus_h_update``): the state lives in C
    (a few dozen bytes, whatever the amount hashed) behind a lock, so calls on one object from several
    threads run one after the other, each with the GIL released.
    """

    __slots__ = ("_ctx",)
    name: ClassVar[str]         #: the row of the C table, e.g. "romulus-h"
    digest_size: ClassVar[int]  #: bytes
    block_size: ClassVar[int]   #: bytes absorbed per compression call

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        name = cls.__dict__.get("name")
        if name is not None:  # the digest size comes from the C table
            if name not in HASH_SIZES:
                raise unknown("hash", name, HASH_SIZES)
            cls.digest_size = HASH_SIZES[name]

    def __init__(self, data: Buffer = b"") -> None:
        if not hasattr(type(self), "name"):
            raise TypeError("Hash is abstract: use lwcrypt.RomulusH or lwcrypt.new(name)")
        self._ctx = _lwcrypt.HashContext(self.name)
        self.update(data)

    def update(self, data: Buffer) -> None:
        """Hash ``data`` after what was given so far."""
        self._ctx.update(contiguous(data, f"{type(self).__name__}.update", "data"))

    def digest(self) -> bytes:
        """The digest of everything given so far (the object can still be updated)."""
        return self._ctx.digest()

    def hexdigest(self) -> str:
        """:meth:`digest` as lowercase hex."""
        return self.digest().hex()

    def copy(self: _H) -> _H:
        """An independent copy of the computation so far."""
        other = type(self).__new__(type(self))
        other._ctx = self._ctx.copy()
        return other

    def __repr__(self) -> str:
        return f"<lwcrypt.{type(self).__name__} ({self.name})>"


class RomulusH(Hash):
    """Romulus-H: 32-byte digest. ``lwcrypt.RomulusH(data).digest()`` for one shot."""

    __slots__ = ()
    name = "romulus-h"
    block_size = 32


class AsconHash256(Hash):
    """Ascon-Hash256 (NIST SP 800-232): 32-byte digest. ``lwcrypt.ascon_hash256(data).digest()``, as
    ``hashlib.sha256``."""

    __slots__ = ()
    name = "ascon-hash256"
    block_size = 8


#: hashlib's spelling: ``lwcrypt.ascon_hash256(data).hexdigest()``.
ascon_hash256 = AsconHash256

HASH_CLASSES: Dict[str, Type[Hash]] = {c.name: c for c in (RomulusH, AsconHash256)}


def new(name: str, data: Buffer = b"") -> Hash:
    """The hash called ``name`` (see ``algorithms("hash")``), fed ``data``, as ``hashlib.new``:
    ``lwcrypt.new("romulus-h", data).hexdigest()``.

    Raises :class:`lwcrypt.UnknownAlgorithmError` (a ValueError) for an unknown name.
    """
    try:
        cls = HASH_CLASSES[name]
    except KeyError:
        raise unknown("hash", name, HASH_CLASSES) from None
    return cls(data)
