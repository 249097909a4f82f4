"""lwcrypt: the lightweight-cryptography library of IoT nodes, for the gateways that talk to them.

The same C code that runs on the ATmega128 and the Cortex-M3 nodes (portable backend), compiled for
the host. AEADs are key-bound objects in pyca/cryptography's shape:

>>> import lwcrypt
>>> box = lwcrypt.TinyJambu128(bytes(16))
>>> sealed = box.encrypt(bytes(12), b"21.5 C", b"node 7")   # ciphertext || 8-byte tag
>>> box.decrypt(bytes(12), sealed, b"node 7")
b'21.5 C'
>>> lwcrypt.RomulusN(bytes(16)).decrypt(bytes(16), bytes(16), None)  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
lwcrypt.InvalidTag: RomulusN.decrypt: authentication failed (...); no plaintext released
>>> len(lwcrypt.RomulusH(b"abc").digest())
32
>>> lwcrypt.new("romulus-h", b"abc").hexdigest() == lwcrypt.RomulusH(b"abc").hexdigest()
True
>>> len(lwcrypt.cipher("lea-128", bytes(16)).encrypt_block(bytes(16)))
16

Picking algorithms by name (configuration files, the ``lwcrypt`` command): ``aead(name, key)``,
``new(name, data)`` (hashes, as ``hashlib.new``), ``xof(name, data)`` (extendable output:
``digest(length)``, ``read(length)``), ``cipher(name, key)``; ``algorithms()`` and
``info(name)`` list them and their sizes.

Buffers: every argument that carries bytes accepts any bytes-like object (``bytes``,
``bytearray``, ``memoryview``, ``array.array``, ...; its raw bytes are used); a non-contiguous one
(e.g. ``memoryview(b)[::2]``) is copied first. Results are ``bytes``. Wrong sizes raise
``ValueError`` naming the class, the argument and the expected size; a failed tag check raises
:class:`InvalidTag` and releases nothing.

Never encrypt two messages with the same (key, nonce) pair: a counter nonce, as in
examples/sensor-gateway, is the usual way.

Data larger than memory: hash objects take any number of ``update`` calls in constant memory, and
``StreamEncryptor`` / ``StreamDecryptor`` seal and open a stream chunk by chunk (STREAM,
docs/streams.md; ``prefix_size(name)`` is the size of a stream's nonce prefix); ``seal_file`` /
``open_file`` do whole files in the sealed-file format.

Masked TinyJAMBU (first-order masking, the key held in two shares re-masked by every call;
docs/leakage.md): ``MaskedTinyJambu(key)`` gives ``TinyJambu128`` (192, 256)'s output. Its randomness
comes from ``set_random``'s source, the operating system's by default (``os.urandom``);
``set_random(None)`` makes masked calls raise :class:`Error`. ``protected(name)`` says whether a
row runs masked in this build of the C library (``LWC_PROFILE=protected``, docs/protected.md).
"""
from __future__ import annotations

from . import _classes, _lwcrypt
from ._aead import AEAD, aead
from ._cipher import Cipher, cipher
from ._classes import *  # noqa: F401,F403 (the class of every row: TinyJambu128, AsconAEAD128, ascon_hash256, ...)
from ._hash import Hash, new
from ._lwcrypt import Error, InvalidTag, UnknownAlgorithmError
from ._masked import MaskedTinyJambu, protected, random_bytes, set_random
from ._registry import AlgorithmInfo, algorithms, info
from ._registry import Buffer as Buffer  # the type of byte arguments, for annotations
from ._stream import StreamDecryptor, StreamEncryptor, open_file, prefix_size, seal_file
from ._xof import XOF, xof

__all__ = [
    "AEAD", "AlgorithmInfo", "Cipher", "Error", "Hash", "InvalidTag", "UnknownAlgorithmError", "aead", "algorithms",
    "cipher", "info", "new", "StreamEncryptor", "StreamDecryptor", "prefix_size", "seal_file", "open_file", "XOF",
    "xof", "MaskedTinyJambu", "set_random", "protected", "random_bytes",
]
__all__ += _classes.__all__  # the classes of the rows

__version__: str = _lwcrypt.C_VERSION

#: The former name of :class:`InvalidTag` (the same class), kept for code written against it.
AuthenticationError = InvalidTag
