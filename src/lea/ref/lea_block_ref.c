/* LEA-128/192/256 encryption and decryption of one block, portable C (contract: ../lea_block.h).
 * The round keys come from lea_key_schedule (lea_key_schedule_ref.c, which documents the layout:
 * rk[6*i + j] = RK_i[j]). Only ARX operations: constant time. */
#include "lea_block.h" /* the contract */

#include "lwc/common.h"
#include "bytes.h"

/* The contract's round check: round keys whose round count is not 24, 28 or 32 give a zero block and
 * LWC_ERR_STATE. */
static int lea_rounds_ok(uint32_t rounds)
{
    return rounds == 24u || rounds == 28u || rounds == 32u;
}

/* Encryption. X_0 = P (four words); for i = 0..Nr-1, with RK = RK_i:
 *   X_{i+1}[0] = ROL_9((X_i[0] ^ RK[0]) + (X_i[1] ^ RK[1]))
 *   X_{i+1}[1] = ROR_5((X_i[1] ^ RK[2]) + (X_i[2] ^ RK[3]))
 *   X_{i+1}[2] = ROR_3((X_i[2] ^ RK[4]) + (X_i[3] ^ RK[5]))
 *   X_{i+1}[3] = X_i[0]
 * C = X_Nr. */
int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16])
{
    const uint32_t *rk = ks->rk;
    const uint32_t rounds = ks->rounds;
    if (!lea_rounds_ok(rounds)) {
        lwc_wipe(out, 16);
        return LWC_ERR_STATE;
    }
    uint32_t x0 = lwc_load32_le(in), x1 = lwc_load32_le(in + 4);
    uint32_t x2 = lwc_load32_le(in + 8), x3 = lwc_load32_le(in + 12);

    for (uint32_t i = 0; i < rounds; i++) {
        const uint32_t *r = rk + 6u * i;
        const uint32_t y0 = lwc_rotl32((x0 ^ r[0]) + (x1 ^ r[1]), 9);
        const uint32_t y1 = lwc_rotr32((x1 ^ r[2]) + (x2 ^ r[3]), 5);
        const uint32_t y2 = lwc_rotr32((x2 ^ r[4]) + (x3 ^ r[5]), 3);
        x3 = x0;
        x0 = y0;
        x1 = y1;
        x2 = y2;
    }

    lwc_store32_le(out, x0);
    lwc_store32_le(out + 4, x1);
    lwc_store32_le(out + 8, x2);
    lwc_store32_le(out + 12, x3);
    return LWC_OK;
}

/* Decryption: the round function inverted. X_Nr = C; for i = Nr-1 down to 0, with RK = RK_i:
 *   X_i[0] = X_{i+1}[3]
 *   X_i[1] = (ROR_9(X_{i+1}[0]) - (X_i[0] ^ RK[0])) ^ RK[1]
 *   X_i[2] = (ROL_5(X_{i+1}[1]) - (X_i[1] ^ RK[2])) ^ RK[3]
 *   X_i[3] = (ROL_3(X_{i+1}[2]) - (X_i[2] ^ RK[4])) ^ RK[5]
 * P = X_0. */
int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16])
{
    const uint32_t *rk = ks->rk;
    const uint32_t rounds = ks->rounds;
    if (!lea_rounds_ok(rounds)) {
        lwc_wipe(out, 16);
        return LWC_ERR_STATE;
    }
    uint32_t x0 = lwc_load32_le(in), x1 = lwc_load32_le(in + 4);
    uint32_t x2 = lwc_load32_le(in + 8), x3 = lwc_load32_le(in + 12);

    for (uint32_t i = rounds; i-- > 0;) {
        const uint32_t *r = rk + 6u * i;
        const uint32_t p0 = x3;
        const uint32_t p1 = (lwc_rotr32(x0, 9) - (p0 ^ r[0])) ^ r[1];
        const uint32_t p2 = (lwc_rotl32(x1, 5) - (p1 ^ r[2])) ^ r[3];
        const uint32_t p3 = (lwc_rotl32(x2, 3) - (p2 ^ r[4])) ^ r[5];
        x0 = p0;
        x1 = p1;
        x2 = p2;
        x3 = p3;
    }

    lwc_store32_le(out, x0);
    lwc_store32_le(out + 4, x1);
    lwc_store32_le(out + 8, x2);
    lwc_store32_le(out + 12, x3);
    return LWC_OK;
}
