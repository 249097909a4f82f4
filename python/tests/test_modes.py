"""Block-cipher modes through the Python API.

The known answers are the mode sections of tests/vectors/lea (test_vectors.py). Here every mode is
also checked against a small Python model of its standard built on the cipher's own block function
(SP 800-38A CBC/CTR/OFB/CFB, SP 800-38B CMAC), for every cipher and many lengths; then round trips,
forgeries and size errors of CCM and GCM.
"""
from __future__ import annotations

import random

import pytest

import lwcrypt

CIPHERS = lwcrypt.algorithms("cipher")
LENGTHS = [0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 64, 100]


def xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def inc(counter: bytes) -> bytes:
    return ((int.from_bytes(counter, "big") + 1) % (1 << (8 * len(counter)))).to_bytes(len(counter), "big")


def model_ctr(c, iv, data):
    out, ctr = b"", iv
    for i in range(0, len(data), c.block_size):
        out += xor(data[i:i + c.block_size], c.encrypt_block(ctr))
        ctr = inc(ctr)
    return out


def model_ofb(c, iv, data):
    out, s = b"", iv
    for i in range(0, len(data), c.block_size):
        s = c.encrypt_block(s)
        out += xor(data[i:i + c.block_size], s)
    return out


def model_cfb(c, iv, data):
    out, s = b"", iv
    for i in range(0, len(data), c.block_size):
        piece = xor(data[i:i + c.block_size], c.encrypt_block(s))
        out += piece
        s = piece
    return out


def model_cbc(c, iv, data):
    out, prev = b"", iv
    for i in range(0, len(data), c.block_size):
        prev = c.encrypt_block(xor(data[i:i + c.block_size], prev))
        out += prev
    return out


def model_cmac(c, data):
    bs = c.block_size
    rb = 0x87 if bs == 16 else 0x1B

    def dbl(b: bytes) -> bytes:
        v = int.from_bytes(b, "big") << 1
        if v >> (8 * bs):
            v = (v ^ rb) & ((1 << (8 * bs)) - 1)
        return v.to_bytes(bs, "big")

    k1 = dbl(c.encrypt_block(bytes(bs)))
    k2 = dbl(k1)
    blocks = [data[i:i + bs] for i in range(0, len(data), bs)] or [b""]
    last = blocks[-1]
    last = xor(last, k1) if len(last) == bs else xor(last + b"\x80" + bytes(bs - len(last) - 1), k2)
    x = bytes(bs)
    for b in blocks[:-1]:
        x = c.encrypt_block(xor(x, b))
    return c.encrypt_block(xor(x, last))


@pytest.mark.parametrize("name", CIPHERS)
def test_modes_match_the_standards(name):
    rng = random.Random(name)
    i = lwcrypt.info(name)
    c = lwcrypt.cipher(name, rng.randbytes(i["key_size"]))
    bs = c.block_size
    for n in LENGTHS:
        iv, data = rng.randbytes(bs), rng.randbytes(n)
        assert c.ctr(iv, data) == model_ctr(c, iv, data), ("CTR", n)
        assert c.ctr(iv, c.ctr(iv, data)) == data
        assert c.ofb(iv, data) == model_ofb(c, iv, data), ("OFB", n)
        assert c.cfb_encrypt(iv, data) == model_cfb(c, iv, data), ("CFB", n)
        assert c.cfb_decrypt(iv, c.cfb_encrypt(iv, data)) == data
        assert c.cmac(data) == model_cmac(c, data), ("CMAC", n)
        if n % bs == 0:
            assert c.cbc_encrypt(iv, data) == model_cbc(c, iv, data), ("CBC", n)
            assert c.cbc_decrypt(iv, c.cbc_encrypt(iv, data)) == data
    # the counter wraps as one big-endian integer
    top = b"\xff" * bs
    assert c.ctr(top, bytes(2 * bs)) == c.encrypt_block(top) + c.encrypt_block(bytes(bs))


@pytest.mark.parametrize("name", CIPHERS)
def test_mode_errors(name):
    i = lwcrypt.info(name)
    c = lwcrypt.cipher(name, bytes(i["key_size"]))
    bs = c.block_size
    with pytest.raises(ValueError, match="IV must be"):
        c.ctr(bytes(bs - 1), b"abc")
    with pytest.raises(ValueError, match="multiple"):
        c.cbc_encrypt(bytes(bs), bytes(bs + 1))
    with pytest.raises(ValueError, match="multiple"):
        c.cbc_decrypt(bytes(bs), bytes(3))
    if bs != 16:
        with pytest.raises(ValueError, match="128-bit block"):
            c.gcm_encrypt(bytes(12), b"x")
        with pytest.raises(ValueError, match="128-bit block"):
            c.ccm_encrypt(bytes(12), b"x")


@pytest.mark.parametrize("name", [n for n in CIPHERS if lwcrypt.info(n)["block_size"] == 16])
@pytest.mark.parametrize("mode", ["ccm", "gcm"])
def test_ccm_gcm_round_trip_and_forgeries(name, mode):
    rng = random.Random(name + mode)
    c = lwcrypt.cipher(name, rng.randbytes(lwcrypt.info(name)["key_size"]))
    enc, dec = getattr(c, f"{mode}_encrypt"), getattr(c, f"{mode}_decrypt")
    for n in (0, 1, 16, 17, 100):
        for tag_size in (4, 8, 16):
            nonce, msg, ad = rng.randbytes(12), rng.randbytes(n), rng.randbytes(n % 21)
            sealed = enc(nonce, msg, ad, tag_size)
            assert len(sealed) == n + tag_size
            assert dec(nonce, sealed, ad, tag_size) == msg
            for bad in (sealed[:-1] + bytes([sealed[-1] ^ 1]),
                        (bytes([sealed[0] ^ 1]) + sealed[1:]) if n else sealed[:-1] + bytes([sealed[-1] ^ 2])):
                with pytest.raises(lwcrypt.InvalidTag):
                    dec(nonce, bad, ad, tag_size)
            with pytest.raises(lwcrypt.InvalidTag):
                dec(nonce, sealed, ad + b"!", tag_size)
    with pytest.raises(ValueError, match="tag size"):
        enc(bytes(12), b"x", b"", 17)
    if mode == "ccm":
        for bad_nonce in (bytes(6), bytes(14)):
            with pytest.raises(ValueError, match="7 to 13"):
                c.ccm_encrypt(bad_nonce, b"x")
        with pytest.raises(ValueError, match="tag size"):
            c.ccm_encrypt(bytes(12), b"x", b"", 5)
    else:
        with pytest.raises(ValueError, match="must not be empty"):
            c.gcm_encrypt(b"", b"x")
        assert c.gcm_decrypt(bytes(1), c.gcm_encrypt(bytes(1), b"odd iv"), b"") == b"odd iv"  # any IV length
