/* Portable C backend: the expanded TK2/TK3 schedule is the XOR of both round-tweakey halves,
 * 8 bytes per round (rows 0 and 1 of TK2 ^ TK3 after the schedule), 40 rounds. */
#ifndef LWC_SRC_ROMULUS_REF_SKINNY128_384P_BACKEND_H
#define LWC_SRC_ROMULUS_REF_SKINNY128_384P_BACKEND_H

#include <stdint.h>

typedef struct {
    uint8_t rtk23[40][8];
} skinny128_384p_tk23;

#endif
