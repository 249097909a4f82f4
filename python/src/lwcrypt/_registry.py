"""The C descriptor tables as Python data, the buffer type and the argument helpers (private)."""
from __future__ import annotations

import sys
from typing import Dict, Iterable, List, Literal, Optional, Tuple, TypedDict, Union

from . import _lwcrypt
from ._lwcrypt import UnknownAlgorithmError

if sys.version_info >= (3, 12):
    from collections.abc import Buffer
else:
    #: What the API accepts as bytes (any bytes-like object works at run time, e.g. array.array).
    Buffer = Union[bytes, bytearray, memoryview]

Kind = Literal["aead", "hash", "cipher", "xof"]

_TABLE = _lwcrypt.table()
AEAD_SIZES: Dict[str, Tuple[int, int, int]] = {n: (k, nn, t) for n, k, nn, t in _TABLE["aead"]}
HASH_SIZES: Dict[str, int] = {n: d for n, d in _TABLE["hash"]}
CIPHER_SIZES: Dict[str, Tuple[int, int]] = {n: (k, b) for n, k, b in _TABLE["cipher"]}
XOF_CUSTOMIZATION: Dict[str, int] = {n: z for n, z in _TABLE["xof"]}
_KINDS: Dict[str, Iterable[str]] = {"aead": AEAD_SIZES, "hash": HASH_SIZES, "cipher": CIPHER_SIZES,
                                    "xof": XOF_CUSTOMIZATION}


class _AlgorithmInfoRequired(TypedDict):
    name: str
    kind: Kind


class AlgorithmInfo(_AlgorithmInfoRequired, total=False):
    """What :func:`lwcrypt.info` returns; sizes in bytes. AEADs have key_size, nonce_size and
    tag_size; hashes digest_size; block ciphers key_size and block_size; extendable-output
    functions customization_size (the longest customization string, 0 for none)."""

    key_size: int
    nonce_size: int
    tag_size: int
    digest_size: int
    block_size: int
    customization_size: int


def algorithms(kind: Optional[Kind] = None) -> List[str]:
    """Names of the algorithms the library provides.

    kind: ``"aead"``, ``"hash"``, ``"cipher"`` (block ciphers) or ``"xof"`` (extendable output);
    ``None`` for all of them, in that order. The names are the rows of the C descriptor tables
    (``lwc_aeads``, ``lwc_hashes``, ``lwc_ciphers``, ``lwc_xofs``), e.g. ``"tinyjambu-128"``, ``"romulus-h"``, ``"lea-256"``.
    """
    if kind is None:
        return [n for table in _KINDS.values() for n in table]
    if kind not in _KINDS:
        raise ValueError(f"kind must be one of {', '.join(_KINDS)}, not {kind!r}")
    return list(_KINDS[kind])


def info(name: str) -> AlgorithmInfo:
    """Kind and sizes (bytes) of an algorithm, e.g. ``{"name": "lea-128", "kind": "cipher",
    "key_size": 16, "block_size": 16}``; AEADs give key/nonce/tag sizes, hashes digest_size."""
    if name in AEAD_SIZES:
        k, n, t = AEAD_SIZES[name]
        return {"name": name, "kind": "aead", "key_size": k, "nonce_size": n, "tag_size": t}
    if name in HASH_SIZES:
        return {"name": name, "kind": "hash", "digest_size": HASH_SIZES[name]}
    if name in CIPHER_SIZES:
        k, b = CIPHER_SIZES[name]
        return {"name": name, "kind": "cipher", "key_size": k, "block_size": b}
    if name in XOF_CUSTOMIZATION:
        return {"name": name, "kind": "xof", "customization_size": XOF_CUSTOMIZATION[name]}
    raise UnknownAlgorithmError(f"unknown algorithm {name!r}; available: {', '.join(algorithms())}")


def unknown(kind: str, name: str, names: Iterable[str]) -> UnknownAlgorithmError:
    return UnknownAlgorithmError(f"unknown {kind} {name!r}; available: {', '.join(names)}")


def _view(data: object, who: str, what: str) -> memoryview:
    try:
        return memoryview(data)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{who}: {what} must be a bytes-like object, not {type(data).__name__}") from None


def contiguous(data: object, who: str, what: str) -> memoryview:
    """``data`` as a C-contiguous memoryview (a strided one is copied); TypeError naming the
    argument for anything that is not bytes-like."""
    view = _view(data, who, what)
    return view if view.c_contiguous else memoryview(view.tobytes())


def nbytes(data: object, who: str, what: str) -> int:
    """The size in bytes of a bytes-like argument (nothing copied)."""
    return _view(data, who, what).nbytes
