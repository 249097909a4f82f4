"""The masked implementations (lwc/masked.h) and the protected profile (docs/protected.md)."""
from __future__ import annotations

import os
from typing import Callable, Optional

from . import _lwcrypt
from ._lwcrypt import MaskedTinyJambu

__all__ = ["MaskedTinyJambu", "set_random", "protected", "random_bytes"]


def set_random(source: Optional[Callable[[int], bytes]] = os.urandom) -> None:
    """Register the random source of the masked code, for the whole process.

    ``os.urandom`` (the default, registered at import) reads the operating system's generator
    directly (``getrandom`` on Linux, without a call into Python); any other callable is called
    with a byte count and must return that many fresh, uniformly random bytes (a source that
    repeats itself removes the masking); ``None`` registers none: every masked call, and every
    call of a protected row in a protected build, then raises :class:`lwcrypt.Error` instead of
    running unmasked. Register the source before starting threads that use masked objects.
    """
    _lwcrypt.set_random("os" if source is os.urandom else source)


def protected(name: str) -> bool:
    """True when this build runs the AEAD ``name`` on its masked code with the key held only in
    shares (a build of the C library with ``LWC_PROFILE=protected``, and a row that has a masked
    implementation); False for every row of the default build."""
    return _lwcrypt.protected(name)


def random_bytes(name: str, ad_len: int, m_len: int) -> int:
    """The random bytes one encryption or decryption of a protected row asks of the source (0 when
    ``protected(name)`` is False); :meth:`MaskedTinyJambu.random_bytes` gives a masked object's."""
    return _lwcrypt.aead_random_bytes(name, ad_len, m_len)
