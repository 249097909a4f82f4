/* RV32 small-profile backend: only skinny128_384p_encrypt (the tweakey schedule runs in every call;
 * no expanded-schedule contract). Its own header, so that a build that also lists the rv32 folder
 * (for the LFSR) never takes that backend's schedule type for this cipher. */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H

#define SKINNY128_384P_BACKEND_KS 0

#endif
