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


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.name)
def test_packed_same_bytes_as_one_at_a_time(cls: type) -> None:
    rng = random.Random(cls.name + "packed")
    box = cls(rng.randbytes(cls.key_size))
    for n, mlen, ad_size in ((1, 0, 0), (37, 16, 0), (20, 33, 9)):
        nonces = [rng.randbytes(box.nonce_size) for _ in range(n)]
        texts = [rng.randbytes(mlen) for _ in range(n)]
        ads = [rng.randbytes(ad_size) for _ in range(n)]
        ad = b"".join(ads) if ad_size else None
        sealed = box.seal_packed(b"".join(nonces), b"".join(texts), mlen, ad, ad_size)
        want = [box.encrypt(nc, t, a if ad_size else None) for nc, t, a in zip(nonces, texts, ads)]
        assert sealed == b"".join(want)
        plain, ok = box.open_packed(b"".join(nonces), sealed, mlen + box.tag_size, associated_data=ad, ad_size=ad_size)
        assert (plain, ok) == (b"".join(texts), bytearray([1] * n))


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.name)
def test_packed_forged_ones_in_the_middle(cls: type) -> None:
    rng = random.Random(cls.name + "packed-forged")
    box = cls(rng.randbytes(cls.key_size))
    n, mlen = 40, 16
    size = mlen + box.tag_size
    nonces, texts = rng.randbytes(n * box.nonce_size), rng.randbytes(n * mlen)
    sealed = bytearray(box.seal_packed(nonces, texts, mlen))
    forged = {3, 17, 18, 39}
    for i in forged:
        sealed[i * size + rng.randrange(size)] ^= 1 << rng.randrange(8)
    plain, ok = box.open_packed(memoryview(nonces), sealed, size)  # any bytes-like inputs
    assert [i for i in range(n) if not ok[i]] == sorted(forged)
    for i in range(n):
        want = texts[i * mlen:(i + 1) * mlen] if i not in forged else bytes(mlen)  # forged: zeros
        assert plain[i * mlen:(i + 1) * mlen] == want


def test_packed_errors_and_empty() -> None:
    box = lwcrypt.RomulusN(bytes(16))
    assert box.open_packed(b"", b"", 16) == (b"", bytearray()) and box.seal_packed(b"", b"", 5) == b""
    sealed = box.seal_packed(bytes(32), bytes(10), 5)
    with pytest.raises(ValueError, match=r"RomulusN.open_packed: nonces must be a whole number of 16-byte nonces, got 31"):
        box.open_packed(bytes(31), sealed, 21)
    with pytest.raises(ValueError, match=r"data must be 2 messages of size 20 \(as many as nonces\), got 42 bytes"):
        box.open_packed(bytes(32), sealed, 20)
    with pytest.raises(ValueError, match=r"size must be at least the tag size, got 15"):
        box.open_packed(bytes(32), bytes(30), 15)
    with pytest.raises(ValueError, match=r"size must be 0 or more, got -1"):
        box.seal_packed(bytes(32), b"", -1)
    with pytest.raises(ValueError, match=r"associated_data must be 2 pieces of ad_size 3 \(as many as nonces\), got 5"):
        box.open_packed(bytes(32), sealed, 21, bytes(5), 3)
    with pytest.raises(ValueError, match=r"ad_size must be 0 or more, and 0 when associated_data is None"):
        box.open_packed(bytes(32), sealed, 21, None, 3)
    with pytest.raises(TypeError, match=r"RomulusN.seal_packed: data must be a bytes-like object, not str"):
        box.seal_packed(bytes(16), "text", 4)  # type: ignore[arg-type]
    assert box.open_packed(bytes(32), sealed, 21) == (bytes(10), bytearray(b"\x01\x01"))


def test_many_empty_mismatched_and_mutable_inputs() -> None:
    box = lwcrypt.TinyJambu128(bytes(range(16)))
    assert box.open_many(iter([])) == [] and box.open_many(()) == []
    nonce = bytes(12)
    sealed = box.encrypt(nonce, b"reading", b"hdr")
    # a forged one in the middle of bytearray / memoryview / bytes items: None there, the others open
    forged = bytearray(sealed)
    forged[-1] ^= 1
    items = [(bytearray(nonce), bytearray(sealed), bytearray(b"hdr")), (nonce, forged, b"hdr"),
             (memoryview(nonce), memoryview(sealed), b"hdr"), (nonce, sealed, b"other header")]
    assert box.open_many(items) == [b"reading", None, b"reading", None]  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"item 1: data must hold at least the 8-byte tag, got 7 bytes"):
        box.open_many([(nonce, sealed), (nonce, bytearray(7))])
    with pytest.raises(TypeError, match=r"item 1: associated_data must be a bytes-like object or None, not int"):
        box.seal_many([(nonce, b""), (nonce, b"", 5)])  # type: ignore[list-item]
    # a generator: its items are taken once, into the call's own tuple
    assert box.seal_many((nonce, bytes([k])) for k in range(3)) == [box.encrypt(nonce, bytes([k])) for k in range(3)]


@pytest.mark.parametrize("cls", [lwcrypt.TinyJambu128, lwcrypt.AsconAEAD128], ids=lambda c: c.name)
def test_packed_threads_share_one_object(cls: type) -> None:
    box = cls(bytes(range(cls.key_size)))
    rng = random.Random(11)
    jobs = [(rng.randbytes(64 * box.nonce_size), rng.randbytes(64 * 16)) for _ in range(8)]
    sealed = [box.seal_packed(nc, t, 16) for nc, t in jobs]

    def work(k: int) -> bool:
        return all(box.open_packed(jobs[k][0], sealed[k], 16 + box.tag_size) == (jobs[k][1], bytearray([1] * 64))
                   for _ in range(5))

    with ThreadPoolExecutor(max_workers=4) as pool:
        assert all(pool.map(work, range(len(jobs))))
