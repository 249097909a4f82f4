"""Threads: the GIL is released while C code runs, so no object a running call uses may be freed or
re-keyed by another thread. Every object is keyed once, at construction; a second __init__ (the
private C objects' included) raises TypeError and the running call finishes with the old key.

Run under AddressSanitizer by `make test` (the sanitizer build's python-asan-pytest): a binding that
re-keys in place frees the round keys under the running call, which ASan reports as a
heap-use-after-free (and which, without ASan, gives wrong output).
"""
from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Tuple

import pytest

import lwcrypt

KEY, OTHER_KEY = bytes(range(16)), bytes(16)


def race(long_call: Callable[[], bytes], rekey: Callable[[], None], size_hint: str) -> Tuple[bytes, BaseException]:
    """Run long_call() in a thread and rekey() while it runs; returns (its output, what rekey raised).

    Fails unless the re-key attempt really happened while the call was running (checked: the thread
    was still alive after it), so the test cannot pass by timing luck on a binding that re-keys.
    """
    started = threading.Event()
    out = {}

    def worker() -> None:
        started.set()
        out["result"] = long_call()

    t = threading.Thread(target=worker)
    t.start()
    started.wait()
    time.sleep(0.02)  # into the C call, which runs without the GIL
    raised: BaseException = AssertionError("re-keying a running object was accepted")
    try:
        rekey()
    except TypeError as e:
        raised = e
    overlapped = t.is_alive()
    t.join()
    assert overlapped, f"the call ended before the re-key attempt: make {size_hint} larger"
    return out["result"], raised


def test_cipher_cannot_be_rekeyed_during_a_long_ctr_call():
    c = lwcrypt.cipher("lea-128", KEY)
    data, counter = bytes(32 << 20), bytes(16)
    result, raised = race(lambda: c.ctr(counter, data), lambda: c._ctx.__init__("lea-128", OTHER_KEY), "data")
    assert isinstance(raised, TypeError) and "fixed" in str(raised)
    # CTR of zeros is the keystream: block i is E_KEY(counter + i). Check blocks across the buffer.
    ref = lwcrypt.cipher("lea-128", KEY)
    blocks = len(data) // 16
    for i in (0, 1, blocks // 3, blocks // 2, blocks - 1):
        assert result[16 * i:16 * i + 16] == ref.encrypt_block(i.to_bytes(16, "big")), f"block {i}"


def test_aead_cannot_be_rekeyed_during_a_long_call():
    box = lwcrypt.TinyJambu128(KEY)
    nonce, data = bytes(12), bytes(4 << 20)
    result, raised = race(lambda: box.encrypt(nonce, data, None), lambda: box.__init__(OTHER_KEY), "data")
    assert isinstance(raised, TypeError) and "fixed" in str(raised)
    assert result == lwcrypt.TinyJambu128(KEY).encrypt(nonce, data, None)


@pytest.mark.parametrize("name", lwcrypt.algorithms("aead"))
def test_aead_objects_refuse_a_second_init(name):
    box = lwcrypt.aead(name, bytes(lwcrypt.info(name)["key_size"]))
    cls = type(box)
    nonce = bytes(cls.nonce_size)
    sealed = box.encrypt(nonce, b"reading")
    with pytest.raises(TypeError, match="fixed when the object is created"):
        box.__init__(bytes(range(cls.key_size)))
    assert box.encrypt(nonce, b"reading") == sealed  # still the first key


@pytest.mark.parametrize("name", lwcrypt.algorithms("cipher"))
def test_ciphers_refuse_a_second_init(name):
    c = lwcrypt.cipher(name, bytes(lwcrypt.info(name)["key_size"]))
    block = c.encrypt_block(bytes(c.block_size))
    for init in (c.__init__, c._ctx.__init__):
        with pytest.raises(TypeError, match="fixed when the object is created"):
            init(name, bytes(range(c.key_size)))
    assert c.encrypt_block(bytes(c.block_size)) == block  # still the first key


def test_unkeyed_private_objects_refuse_to_work():
    ctx = lwcrypt.cipher("lea-128", KEY)._ctx
    bare = type(ctx).__new__(type(ctx))
    with pytest.raises(lwcrypt.Error, match="not initialised"):
        bare.ecb_encrypt(bytes(16))
    bare_box = lwcrypt.RomulusN.__new__(lwcrypt.RomulusN)
    with pytest.raises(lwcrypt.Error, match="not initialised"):
        bare_box.encrypt(bytes(16), b"x")


def test_shared_objects_work_from_many_threads():
    box = lwcrypt.TinyJambu128(bytes(16))
    c = lwcrypt.cipher("lea-128", bytes(16))
    msg = bytes(100_000)
    want = [box.encrypt(i.to_bytes(12, "big"), msg) + c.ctr(i.to_bytes(16, "big"), msg) for i in range(8)]
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(lambda i: box.encrypt(i.to_bytes(12, "big"), msg) + c.ctr(i.to_bytes(16, "big"), msg),
                            range(8)))
    assert got == want
