/* LEA-128/192/256 key schedule, portable C (contract: ../lea_block.h; the block functions are in
 * lea_block_ref.c and read the layout described here).
 *
 * Written from the LEA specification (KS X 3246, TTAS.KO-12.0223, ISO/IEC 29192-2; D. Hong et al.,
 * "LEA: A 128-Bit Block Cipher for Fast Encryption on Common Processors", WISA 2013). Notation:
 *     ROL_r / ROR_r  rotation of a 32-bit word left / right by r bits
 *     +, -           addition / subtraction modulo 2^32,   ^  XOR
 *     K[i], P, C     key and blocks as 32-bit words, loaded little-endian (KISA byte order)
 *     RK_i[j]        word j (0..5) of round key i; Nr = 24, 28, 32 rounds for 128/192/256-bit keys
 * LEA uses only additions, rotations by constants and XORs (ARX): no tables and no data-dependent
 * branches, so it runs in constant time.
 *
 * Round-key layout in rk[32*6] (ref backend):
 *     rk[6*i + j] = RK_i[j]   for round i = 0..Nr-1 and word j = 0..5
 * for every key size. For LEA-128 the words RK_i[1], RK_i[3] and RK_i[5] are equal (all T[1], as in
 * the standard) and are stored three times, so encryption and decryption use one code path.
 * Words after round Nr-1 are left untouched.
 */
#include "lea_block.h" /* the contract */

#include "lwc/common.h"
#include "bytes.h"
#include "tables.h"

/* The key-schedule constants delta[0..7]: the first 256 fractional bits of sqrt(766965) in hex
 * (76, 69, 65 = ASCII "L", "E", "A"). LEA-128 uses delta[0..3], LEA-192 delta[0..5], LEA-256 all eight. */
static const uint32_t lea_delta[8] LWC_TABLE(lea_delta) = {
    0xc3efe9dbu, 0x44626b02u, 0x79e27c8au, 0x78df30ecu,
    0x715ea49eu, 0xc785da0au, 0xe04ef22au, 0xe5c40957u,
};

/* Rotation applied to T[j] (LEA-128/192) or to the j-th updated word (LEA-256) in each round. */
static const unsigned lea_ks_rot[6] = {1u, 3u, 6u, 11u, 13u, 17u};

/* One key-schedule step: ROL_rot(t + ROL_{i+j}(delta)). Rotation amounts are taken mod 32. */
static uint32_t lea_ks_step(uint32_t t, uint32_t delta, unsigned i_plus_j, unsigned rot)
{
    return lwc_rotl32(t + lwc_rotl32(delta, i_plus_j % 32u), rot);
}

int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes)
{
    if (key_bytes != 16u && key_bytes != 24u && key_bytes != 32u)
        return LWC_ERR_LENGTH;
    uint32_t *rk = ks->rk;
    uint32_t t[8]; /* T[0..Nk-1]: the key words, updated in place */
    const unsigned nk = (unsigned)key_bytes / 4u; /* 4, 6 or 8 words */
    unsigned rounds;

    for (unsigned k = 0; k < nk; k++)
        t[k] = lwc_load32_le(key + 4u * k);

    if (nk == 4u) {
        /* LEA-128, 24 rounds. For i = 0..23:
         *   T[0] = ROL_1 (T[0] + ROL_i    (delta[i mod 4]))
         *   T[1] = ROL_3 (T[1] + ROL_{i+1}(delta[i mod 4]))
         *   T[2] = ROL_6 (T[2] + ROL_{i+2}(delta[i mod 4]))
         *   T[3] = ROL_11(T[3] + ROL_{i+3}(delta[i mod 4]))
         *   RK_i = (T[0], T[1], T[2], T[1], T[3], T[1]) */
        rounds = 24u;
        for (unsigned i = 0; i < rounds; i++) {
            const uint32_t d = lea_delta[i % 4u];
            for (unsigned j = 0; j < 4u; j++)
                t[j] = lea_ks_step(t[j], d, i + j, lea_ks_rot[j]);
            rk[6u * i + 0u] = t[0];
            rk[6u * i + 1u] = t[1];
            rk[6u * i + 2u] = t[2];
            rk[6u * i + 3u] = t[1];
            rk[6u * i + 4u] = t[3];
            rk[6u * i + 5u] = t[1];
        }
    } else if (nk == 6u) {
        /* LEA-192, 28 rounds. For i = 0..27 and j = 0..5 (rotations 1, 3, 6, 11, 13, 17):
         *   T[j] = ROL_{rot[j]}(T[j] + ROL_{i+j}(delta[i mod 6]))
         *   RK_i = (T[0], T[1], T[2], T[3], T[4], T[5]) */
        rounds = 28u;
        for (unsigned i = 0; i < rounds; i++) {
            const uint32_t d = lea_delta[i % 6u];
            for (unsigned j = 0; j < 6u; j++) {
                t[j] = lea_ks_step(t[j], d, i + j, lea_ks_rot[j]);
                rk[6u * i + j] = t[j];
            }
        }
    } else {
        /* LEA-256, 32 rounds. For i = 0..31 and j = 0..5, with k = (6i + j) mod 8:
         *   T[k] = ROL_{rot[j]}(T[k] + ROL_{i+j}(delta[i mod 8]))
         *   RK_i[j] = T[k] */
        rounds = 32u;
        for (unsigned i = 0; i < rounds; i++) {
            const uint32_t d = lea_delta[i % 8u];
            for (unsigned j = 0; j < 6u; j++) {
                const unsigned k = (6u * i + j) % 8u;
                t[k] = lea_ks_step(t[k], d, i + j, lea_ks_rot[j]);
                rk[6u * i + j] = t[k];
            }
        }
    }

    lwc_wipe(t, sizeof t);
    ks->rounds = rounds;
    return LWC_OK;
}
