"""seal_many / open_many: many messages in one call of the C batch (lwc/batch.h), on every AEAD class.

The results must be those of encrypt / decrypt item by item: the same sealed bytes, the plaintext of
every authentic item, None for each forged one (and only for those); errors name the item and are
raised before anything is decrypted; the calls run in threads (the GIL is released during the C call).
"""
from __future__ import annotations

import os
import random
from concurrent.futures import ThreadPoolExecutor
from typing import List, Optional, Tuple

import pytest

import lwcrypt

CLASSES = [lwcrypt.aead(name, bytes(lwcrypt.info(name)["key_size"])).__class__ for name in lwcrypt.algorithms("aead")]
LENGTHS = [0, 1, 3, 4, 7, 8, 15, 16, 17, 33, 64]

Item = Tuple[bytes, bytes, Optional[bytes]]


def random_items(box: lwcrypt.AEAD, count: int, rng: random.Random) -> List[Item]:
    """Items whose lengths repeat (so that the C lanes take groups) with AD, None or absent."""
    items: List[Item] = []
    for i in range(count):
        ad = None if i % 4 == 0 else rng.randbytes(rng.choice([0, 4, 9]))
        items.append((rng.randbytes(box.nonce_size), rng.randbytes(rng.choice(LENGTHS)), ad))
    return items


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.name)
def test_same_bytes_as_one_at_a_time(cls: type) -> None:
    rng = random.Random(cls.name)
    box = cls(rng.randbytes(cls.key_size))
    items = random_items(box, 150, rng)
    sealed = box.seal_many(items)
    assert sealed == [box.encrypt(*it) for it in items]
    assert box.open_many([(n, s, ad) for (n, _, ad), s in zip(items, sealed)]) == [m for _, m, _ in items]
    two = box.seal_many([(n, m) for n, m, _ in items[:5]])  # 2-tuples: no associated data
    assert two == [box.encrypt(n, m) for n, m, _ in items[:5]]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.name)
def test_forged_items_give_none_the_rest_open(cls: type) -> None:
    rng = random.Random(cls.name + "forged")
    box = cls(rng.randbytes(cls.key_size))
    items = random_items(box, 100, rng)
    sealed = box.seal_many(items)
    forged = set(rng.sample(range(len(items)), 17))
    batch = []
    for i, ((nonce, _, ad), s) in enumerate(zip(items, sealed)):
        if i in forged:
            b = bytearray(s)
            b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)  # text or tag
            s = bytes(b)
        batch.append((nonce, s, ad))
    opened = box.open_many(batch)
    assert [i for i, o in enumerate(opened) if o is None] == sorted(forged)
    assert all(o == items[i][1] for i, o in enumerate(opened) if o is not None)
    for i in forged:  # the one-message call agrees
        with pytest.raises(lwcrypt.InvalidTag):
            box.decrypt(*batch[i])


def test_other_key_opens_nothing() -> None:
    box, other = lwcrypt.TinyJambu128(bytes(range(16))), lwcrypt.TinyJambu128(bytes(16))
    items = [(os.urandom(12), os.urandom(16), None) for _ in range(20)]
    sealed = box.seal_many(items)
    assert other.open_many([(n, s, ad) for (n, _, ad), s in zip(items, sealed)]) == [None] * 20


def test_errors_name_the_item_and_decrypt_nothing() -> None:
    box = lwcrypt.RomulusN(bytes(16))
    good = (bytes(16), box.encrypt(bytes(16), b"reading"))
    assert box.open_many([]) == [] and box.seal_many(()) == []
    with pytest.raises(ValueError, match=r"RomulusN.open_many: item 1: nonce must be 16 bytes, got 12"):
        box.open_many([good, (bytes(12), good[1])])
    with pytest.raises(ValueError, match=r"item 2: data must hold at least the 16-byte tag, got 15 bytes"):
        box.open_many([good, good, (bytes(16), bytes(15))])
    with pytest.raises(TypeError, match=r"item 0 must be a tuple"):
        box.seal_many([[bytes(16), b"x"]])  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"item 0: data must be a bytes-like object, not str"):
        box.seal_many([(bytes(16), "text")])  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"items must be a sequence"):
        box.seal_many(5)  # type: ignore[arg-type]


def test_buffers_of_any_kind() -> None:
    box = lwcrypt.TinyJambu128(bytes(range(16)))
    data = bytearray(b"0123456789abcdef")
    items = [(memoryview(bytes(12)), data, memoryview(b"hdr")[::1]), (bytearray(12), memoryview(data)[::2], None)]
    sealed = box.seal_many(items)  # type: ignore[arg-type]
    assert sealed == [box.encrypt(*it) for it in items]  # type: ignore[arg-type]


@pytest.mark.parametrize("cls", [lwcrypt.TinyJambu128, lwcrypt.RomulusN], ids=lambda c: c.name)
def test_threads_share_one_object(cls: type) -> None:
    box = cls(bytes(range(cls.key_size)))
    rng = random.Random(7)
    batches = [random_items(box, 64, rng) for _ in range(8)]
    sealed = [[box.encrypt(*it) for it in b] for b in batches]

    def work(k: int) -> List[Optional[bytes]]:
        out: List[Optional[bytes]] = []
        for _ in range(5):
            out = box.open_many([(n, s, ad) for (n, _, ad), s in zip(batches[k], sealed[k])])
            assert box.seal_many(batches[k]) == sealed[k]
        return out

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(work, range(len(batches))))
    assert results == [[m for _, m, _ in b] for b in batches]
