/* The Ascon permutation Ascon-p[rounds] in portable C on the plain 64-bit words (NIST SP 800-232
 * section 3), readable as the specification: each round is the constant addition p_C (section 3.2),
 * the substitution layer p_S (section 3.3) and the linear diffusion layer p_L (section 3.4). */
#include "ascon_perm.h"

#if ASCON_BACKEND_STATE != ASCON_STATE_WORDS64
#error "the portable permutation works on the plain 64-bit words (ASCON_STATE_WORDS64)"
#endif

/* The round constants c_0 .. c_15 (section 3.2); Ascon-p[rnd] uses c_(16-rnd) .. c_15. */
static const uint8_t ascon_round_constant[16] = {0x3c, 0x2d, 0x1e, 0x0f, 0xf0, 0xe1, 0xd2, 0xc3,
                                                  0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b};

static uint64_t ror64(uint64_t x, unsigned n)
{
    return (x >> n) | (x << (64 - n));
}

void ascon_permute(ascon_state *s, unsigned rounds)
{
    uint64_t x0 = s->x[0], x1 = s->x[1], x2 = s->x[2], x3 = s->x[3], x4 = s->x[4];
    for (unsigned i = 16 - rounds; i < 16; i++) {
        /* p_C: S2 ^= c_i */
        x2 ^= ascon_round_constant[i];
        /* p_S: the 5-bit S-box of section 3.3 on each of the 64 columns (bit j of S0..S4), in its
         * bitsliced form: an affine layer, the chi-like core, an affine layer. */
        x0 ^= x4;
        x4 ^= x3;
        x2 ^= x1;
        const uint64_t t0 = ~x0 & x1, t1 = ~x1 & x2, t2 = ~x2 & x3, t3 = ~x3 & x4, t4 = ~x4 & x0;
        x0 ^= t1;
        x1 ^= t2;
        x2 ^= t3;
        x3 ^= t4;
        x4 ^= t0;
        x1 ^= x0;
        x0 ^= x4;
        x3 ^= x2;
        x2 = ~x2;
        /* p_L: each word XORed with two rotations of itself (right rotations, section 3.4) */
        x0 ^= ror64(x0, 19) ^ ror64(x0, 28);
        x1 ^= ror64(x1, 61) ^ ror64(x1, 39);
        x2 ^= ror64(x2, 1) ^ ror64(x2, 6);
        x3 ^= ror64(x3, 10) ^ ror64(x3, 17);
        x4 ^= ror64(x4, 7) ^ ror64(x4, 41);
    }
    s->x[0] = x0;
    s->x[1] = x1;
    s->x[2] = x2;
    s->x[3] = x3;
    s->x[4] = x4;
}
