/* The fixsliced32 technique (skinny128_384p_fixsliced32.h; the ARMv7-M, ARMv6-M and RV32 backends): the
 * fixsliced SKINNY also offers the expanded-schedule contract (see ../skinny128_384p.h): 40 rounds x 2
 * words of round tweakey in the compact bitsliced order of the backend's rounds. */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H

#include <stdint.h>

#define SKINNY128_384P_BACKEND_KS 1

typedef struct {
    uint32_t rk[80];  /* round r: rk[2r], rk[2r+1] */
    uint32_t tk1[2];  /* TK1 bytes 0..7 in rk (what skinny128_384p_ks_set_tk1 replaces) */
} skinny128_384p_ks_t;

typedef struct {
    uint32_t rk[80];  /* the TK3 part of rk, with the round constants (skinny128_384p_expand_key) */
} skinny128_384p_key_t;

#endif
