/* Portable C backend: only skinny128_384p_encrypt (the tweakey schedule runs in every call). */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H

#define SKINNY128_384P_BACKEND_KS 0

#endif
