"""Independent Python models for the mode tests: PRESENT and LEA written from their specifications
(checked against the official block vectors before use) and the modes of lwc/modes.h written from
NIST SP 800-38A/B/C/D. Slow and simple on purpose; nothing here is shared with the C code."""
from __future__ import annotations

# ---- PRESENT (CHES 2007) ------------------------------------------------------------------------
_SBOX = [0xC, 5, 6, 0xB, 9, 0, 0xA, 0xD, 3, 0xE, 0xF, 8, 4, 7, 1, 2]
_SBOX_INV = [_SBOX.index(i) for i in range(16)]


def _p(i: int) -> int:
    return 63 if i == 63 else (16 * i) % 63


def _present_round_keys(key: bytes) -> list[int]:
    k = int.from_bytes(key, "big")
    bits = 8 * len(key)
    mask = (1 << bits) - 1
    rks = []
    for r in range(1, 33):
        rks.append(k >> (bits - 64))
        k = ((k << 61) | (k >> (bits - 61))) & mask
        if bits == 80:
            k = (_SBOX[k >> 76] << 76) | (k & ((1 << 76) - 1))
            k ^= r << 15
        else:
            k = (_SBOX[k >> 124] << 124) | (_SBOX[(k >> 120) & 0xF] << 120) | (k & ((1 << 120) - 1))
            k ^= r << 62
    return rks


def _present_block(key: bytes, block: bytes, decrypt: bool) -> bytes:
    rks = _present_round_keys(key)
    s = int.from_bytes(block, "big")
    if not decrypt:
        for i in range(31):
            s ^= rks[i]
            s = sum(_SBOX[(s >> (4 * j)) & 0xF] << (4 * j) for j in range(16))
            s = sum(((s >> i2) & 1) << _p(i2) for i2 in range(64))
        s ^= rks[31]
    else:
        s ^= rks[31]
        for i in range(30, -1, -1):
            s = sum(((s >> _p(i2)) & 1) << i2 for i2 in range(64))
            s = sum(_SBOX_INV[(s >> (4 * j)) & 0xF] << (4 * j) for j in range(16))
            s ^= rks[i]
    return s.to_bytes(8, "big")


# ---- LEA (KS X 3246) ----------------------------------------------------------------------------
_DELTA = [0xc3efe9db, 0x44626b02, 0x79e27c8a, 0x78df30ec, 0x715ea49e, 0xc785da0a, 0xe04ef22a, 0xe5c40957]
M32 = 0xFFFFFFFF


def _rol(x: int, r: int) -> int:
    r %= 32
    return ((x << r) | (x >> (32 - r))) & M32


def _lea_round_keys(key: bytes) -> list[list[int]]:
    nk = len(key) // 4
    t = [int.from_bytes(key[4 * i:4 * i + 4], "little") for i in range(nk)]
    rot = [1, 3, 6, 11, 13, 17]
    rks = []
    for i in range({4: 24, 6: 28, 8: 32}[nk]):
        d = _DELTA[i % nk]
        if nk == 4:
            for j in range(4):
                t[j] = _rol((t[j] + _rol(d, i + j)) & M32, rot[j])
            rks.append([t[0], t[1], t[2], t[1], t[3], t[1]])
        elif nk == 6:
            for j in range(6):
                t[j] = _rol((t[j] + _rol(d, i + j)) & M32, rot[j])
            rks.append(list(t))
        else:
            rk = []
            for j in range(6):
                k = (6 * i + j) % 8
                t[k] = _rol((t[k] + _rol(d, i + j)) & M32, rot[j])
                rk.append(t[k])
            rks.append(rk)
    return rks


def _lea_block(key: bytes, block: bytes, decrypt: bool) -> bytes:
    x = [int.from_bytes(block[4 * i:4 * i + 4], "little") for i in range(4)]
    rks = _lea_round_keys(key)
    if not decrypt:
        for rk in rks:
            x = [_rol(((x[0] ^ rk[0]) + (x[1] ^ rk[1])) & M32, 9),
                 _rol(((x[1] ^ rk[2]) + (x[2] ^ rk[3])) & M32, 27),
                 _rol(((x[2] ^ rk[4]) + (x[3] ^ rk[5])) & M32, 29), x[0]]
    else:
        for rk in reversed(rks):
            p0 = x[3]
            p1 = ((_rol(x[0], 23) - (p0 ^ rk[0])) & M32) ^ rk[1]
            p2 = ((_rol(x[1], 5) - (p1 ^ rk[2])) & M32) ^ rk[3]
            p3 = ((_rol(x[2], 3) - (p2 ^ rk[4])) & M32) ^ rk[5]
            x = [p0, p1, p2, p3]
    return b"".join(v.to_bytes(4, "little") for v in x)


def block_cipher(alg: str):
    """(block size, E(key, block), D(key, block)) for a descriptor-table name."""
    if alg.startswith("present"):
        return 8, (lambda k, b: _present_block(k, b, False)), (lambda k, b: _present_block(k, b, True))
    return 16, (lambda k, b: _lea_block(k, b, False)), (lambda k, b: _lea_block(k, b, True))


# ---- modes (SP 800-38A/B/C/D) -------------------------------------------------------------------
def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def _inc(block: bytes, width: int) -> bytes:
    n = len(block)
    head, tail = block[:n - width], int.from_bytes(block[n - width:], "big")
    return head + ((tail + 1) % (1 << (8 * width))).to_bytes(width, "big")


def mode_output(alg: str, mode: str, key: bytes, iv: bytes, ad: bytes, data: bytes) -> bytes:
    n, enc, dec = block_cipher(alg)
    E = lambda b: enc(key, b)  # noqa: E731
    blocks = [data[i:i + n] for i in range(0, len(data), n)]
    if mode == "ECB-E":
        return b"".join(E(b) for b in blocks)
    if mode == "ECB-D":
        return b"".join(dec(key, b) for b in blocks)
    if mode == "CBC-E":
        out, prev = b"", iv
        for b in blocks:
            prev = E(_xor(b, prev))
            out += prev
        return out
    if mode == "CBC-D":
        out, prev = b"", iv
        for b in blocks:
            out += _xor(dec(key, b), prev)
            prev = b
        return out
    if mode in ("CBCP-E", "CBCP-D"):  # CBC with PKCS#7 padding (RFC 5652, section 6.3)
        if mode == "CBCP-E":
            pad = n - len(data) % n
            return mode_output(alg, "CBC-E", key, iv, ad, data + bytes([pad]) * pad)
        if not data or len(data) % n:
            return None
        plain = mode_output(alg, "CBC-D", key, iv, ad, data)
        pad = plain[-1]
        if not 1 <= pad <= n or plain[-pad:] != bytes([pad]) * pad:
            return None
        return plain[:-pad]
    if mode == "CTR":
        out, ctr = b"", iv
        for b in blocks:
            out += _xor(b, E(ctr))
            ctr = _inc(ctr, n)
        return out
    if mode == "OFB":
        out, o = b"", iv
        for b in blocks:
            o = E(o)
            out += _xor(b, o)
        return out
    if mode in ("CFB-E", "CFB-D"):
        out, reg = b"", iv
        for b in blocks:
            c = _xor(b, E(reg))
            out += c
            reg = c if mode == "CFB-E" else b
        return out
    if mode == "CMAC":
        rb = 0x87 if n == 16 else 0x1B

        def dbl(x: bytes) -> bytes:
            v = int.from_bytes(x, "big") << 1
            if v >> (8 * n):
                v ^= rb
            return (v & ((1 << (8 * n)) - 1)).to_bytes(n, "big")
        k1 = dbl(E(bytes(n)))
        k2 = dbl(k1)
        if data and len(data) % n == 0:
            last = _xor(blocks[-1], k1)
            head = blocks[:-1]
        else:
            tail = data[len(data) - len(data) % n:] if data else b""
            last = _xor(tail + b"\x80" + bytes(n - len(tail) - 1), k2)
            head = blocks[:-1] if data and len(data) % n else []
        x = bytes(n)
        for b in head:
            x = E(_xor(x, b))
        return E(_xor(x, last))
    if mode.startswith("GCM"):
        return _gcm(E, iv, ad, data, mode == "GCM-D")
    if mode.startswith("CCM"):
        return _ccm(E, iv, ad, data, mode == "CCM-D")
    raise ValueError(mode)


def _gf128_mul(x: int, y: int) -> int:
    r = 0xE1 << 120
    z, v = 0, y
    for i in range(127, -1, -1):
        if (x >> i) & 1:
            z ^= v
        v = (v >> 1) ^ (r if v & 1 else 0)
    return z


def _ghash(h: int, data: bytes) -> int:
    y = 0
    for i in range(0, len(data), 16):
        blk = data[i:i + 16]
        y = _gf128_mul(y ^ int.from_bytes(blk + bytes(16 - len(blk)), "big"), h)
    return y


def _pad16(b: bytes) -> bytes:
    return b + bytes(-len(b) % 16)


def _gcm(E, iv: bytes, ad: bytes, data: bytes, decrypt: bool) -> bytes:
    h = int.from_bytes(E(bytes(16)), "big")
    if len(iv) == 12:
        j0 = iv + b"\x00\x00\x00\x01"
    else:
        j0 = _ghash(h, _pad16(iv) + (len(iv) * 8).to_bytes(16, "big")).to_bytes(16, "big")
    text = data[:-16] if decrypt else data
    out, cb = b"", j0
    for i in range(0, len(text), 16):
        cb = _inc(cb, 4)
        out += _xor(text[i:i + 16], E(cb))
    ct = text if decrypt else out
    s = _ghash(h, _pad16(ad) + _pad16(ct) + (len(ad) * 8).to_bytes(8, "big") + (len(ct) * 8).to_bytes(8, "big"))
    tag = _xor(E(j0), s.to_bytes(16, "big"))
    if decrypt:
        return out if tag == data[-16:] else None
    return out + tag


def ccm_ad_length(a: int) -> bytes:
    """SP 800-38C, A.2.2: the encoding of the associated-data length a > 0."""
    if a < 0xFF00:
        return a.to_bytes(2, "big")
    if a < 1 << 32:
        return b"\xff\xfe" + a.to_bytes(4, "big")
    return b"\xff\xff" + a.to_bytes(8, "big")


def _ccm(E, nonce: bytes, ad: bytes, data: bytes, decrypt: bool) -> bytes:
    q = 15 - len(nonce)
    t = 16
    ctr = lambda i: bytes([q - 1]) + nonce + i.to_bytes(q, "big")  # noqa: E731
    text = data[:-16] if decrypt else data
    ks = b"".join(E(ctr(i + 1)) for i in range(0, (len(text) + 15) // 16))
    out = _xor(text, ks)
    pt = out if decrypt else text
    b0 = bytes([(0x40 if ad else 0) | (((t - 2) // 2) << 3) | (q - 1)]) + nonce + len(pt).to_bytes(q, "big")
    a = ccm_ad_length(len(ad)) + ad if ad else b""
    x = bytes(16)
    for blk in [b0[i:i + 16] for i in range(0, 16, 16)] + \
            [_pad16(a)[i:i + 16] for i in range(0, len(_pad16(a)), 16)] + \
            [_pad16(pt)[i:i + 16] for i in range(0, len(_pad16(pt)), 16)]:
        x = E(_xor(x, blk))
    tag = _xor(x, E(ctr(0)))[:t]
    if decrypt:
        return out if tag == data[-16:] else None
    return out + tag
