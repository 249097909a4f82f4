"""PRESENT (Bogdanov et al., CHES 2007) as a bit-level Python model: the one reference that the AVR
generators (src/present/avr/present_avr_gen.py, src/present/variants/avr/present_otf_gen.py) check
their instruction sequences against before they write any assembly. Integers hold the 64-bit state
and the 80/128-bit key register, bit 0 = the least significant bit (the specification's numbering)."""

S = [0xC, 5, 6, 0xB, 9, 0, 0xA, 0xD, 3, 0xE, 0xF, 8, 4, 7, 1, 2]  # the S-box
SI = [S.index(x) for x in range(16)]                                 # its inverse


def P(i):
    """pLayer: bit i moves to bit P(i)."""
    return 63 if i == 63 else (16 * i) % 63


def perm(x, f):
    """Bit permutation of x: bit i moves to bit f(i)."""
    y = 0
    for i in range(64):
        if x >> i & 1:
            y |= 1 << f(i)
    return y


def sbox_layer(x, T=S):
    """The 16 4-bit S-boxes (T = SI: the inverse layer)."""
    return sum(T[(x >> (4 * j)) & 15] << (4 * j) for j in range(16))


def ks(key, bits):
    """The 32 round keys of PRESENT-80 / PRESENT-128 from the key bytes (big-endian)."""
    K = int.from_bytes(key, 'big')
    n = bits
    rk = []
    for r in range(1, 33):
        rk.append(K >> (n - 64))                              # the leftmost 64 bits
        K = ((K << 61) | (K >> (n - 61))) & ((1 << n) - 1)   # rotate left by 61
        if bits == 80:
            K = (S[K >> 76] << 76) | (K & ((1 << 76) - 1))
            K ^= r << 15
        else:
            K = (S[K >> 124] << 124) | (S[(K >> 120) & 15] << 120) | (K & ((1 << 120) - 1))
            K ^= r << 62
    return rk


def enc(x, rk):
    """Encrypt the 64-bit block x with the round keys rk."""
    for i in range(31):
        x = perm(sbox_layer(x ^ rk[i]), P)
    return x ^ rk[31]
