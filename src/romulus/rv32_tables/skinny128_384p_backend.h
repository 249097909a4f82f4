/* RV32 backend with tables in RAM (gen_skinny128_384p_rv32_tables.py), for cores whose data memory
 * has no cache: the expanded-schedule contract (see ../skinny128_384p.h) in column words. */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H

#include <stdint.h>

#define SKINNY128_384P_BACKEND_KS 1

typedef struct {
    uint32_t rk[160]; /* round r: rk[4r .. 4r + 3], MixColumns(ShiftRows(TK2 ^ TK3 ^ TK1 cells 8..15 ^ constants)) */
    uint32_t tk1[32]; /* TK1 cells 0..7 the same way, layout m for the rounds 2m mod 16 */
} skinny128_384p_ks_t;

typedef struct {
    uint32_t rk[80]; /* round r: TK3's half in its original byte order (rk[2r], rk[2r + 1]) */
} skinny128_384p_key_t;

#endif
