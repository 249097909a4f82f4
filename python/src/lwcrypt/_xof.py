"""Extendable-output functions in hashlib's SHAKE shape (private module; use ``lwcrypt``)."""
from __future__ import annotations

from typing import ClassVar, Dict, Optional, Type, TypeVar

from . import _lwcrypt
from ._registry import XOF_CUSTOMIZATION, Buffer, contiguous, unknown

_X = TypeVar("_X", bound="XOF")


class XOF:
    """An extendable-output computation in the shape of hashlib's ``shake_128``: ``update(data)``,
    ``digest(length)``, ``hexdigest(length)``, ``copy()``, ``name``; and ``read(length)``, which
    returns the next ``length`` bytes of the output itself (reads concatenate to ``digest`` of their
    total length; after the first read, ``update`` raises :class:`lwcrypt.Error`).

    A customizable XOF (``customization_size`` > 0, e.g. Ascon-CXOF128) takes a customization string
    at construction, of at most ``customization_size`` bytes (ValueError otherwise). The state lives
    in C behind a lock, as for :class:`lwcrypt.Hash`.
    """

    __slots__ = ("_ctx",)
    name: ClassVar[str]                #: the row of the C table, e.g. "ascon-xof128"
    customization_size: ClassVar[int]  #: the longest customization string in bytes (0: none)

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        name = cls.__dict__.get("name")
        if name is not None:
            if name not in XOF_CUSTOMIZATION:
                raise unknown("XOF", name, XOF_CUSTOMIZATION)
            cls.customization_size = XOF_CUSTOMIZATION[name]

    def __init__(self, data: Buffer = b"", customization: Optional[Buffer] = None) -> None:
        if not hasattr(type(self), "name"):
            raise TypeError("XOF is abstract: use lwcrypt.AsconXOF128 or lwcrypt.xof(name)")
        z = None if customization is None else contiguous(customization, type(self).__name__, "customization")
        if z is not None and z.nbytes > 0 and self.customization_size == 0:
            raise ValueError(f"{type(self).__name__}: takes no customization string")
        self._ctx = _lwcrypt.XofContext(self.name, z)
        self.update(data)

    def update(self, data: Buffer) -> None:
        """Absorb ``data`` after what was given so far."""
        self._ctx.update(contiguous(data, f"{type(self).__name__}.update", "data"))

    def digest(self, length: int) -> bytes:
        """The first ``length`` bytes of the output of everything given so far (the object goes on)."""
        return self._ctx.digest(length)

    def hexdigest(self, length: int) -> str:
        """:meth:`digest` as lowercase hex."""
        return self.digest(length).hex()

    def read(self, length: int) -> bytes:
        """The next ``length`` bytes of the output (the first read ends the message)."""
        return self._ctx.read(length)

    def copy(self: _X) -> _X:
        """An independent copy of the computation so far."""
        other = type(self).__new__(type(self))
        other._ctx = self._ctx.copy()
        return other

    def __repr__(self) -> str:
        return f"<lwcrypt.{type(self).__name__} ({self.name})>"


class AsconXOF128(XOF):
    """Ascon-XOF128 (NIST SP 800-232): any output length. ``lwcrypt.AsconXOF128(data).digest(32)``."""

    __slots__ = ()
    name = "ascon-xof128"


class AsconCXOF128(XOF):
    """Ascon-CXOF128 (NIST SP 800-232): Ascon-XOF128 with a customization string of at most 256 bytes:
    ``lwcrypt.AsconCXOF128(data, customization=b"app v1").digest(32)``."""

    __slots__ = ()
    name = "ascon-cxof128"


XOF_CLASSES: Dict[str, Type[XOF]] = {c.name: c for c in (AsconXOF128, AsconCXOF128)}


def xof(name: str, data: Buffer = b"", customization: Optional[Buffer] = None) -> XOF:
    """The extendable-output function called ``name`` (see ``algorithms("xof")``), fed ``data``:
    ``lwcrypt.xof("ascon-xof128", data).digest(64)``.

    Raises :class:`lwcrypt.UnknownAlgorithmError` (a ValueError) for an unknown name.
    """
    try:
        cls = XOF_CLASSES[name]
    except KeyError:
        raise unknown("XOF", name, XOF_CLASSES) from None
    return cls(data, customization)
