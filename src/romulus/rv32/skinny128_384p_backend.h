/* RV32 backend: the fixsliced SKINNY with the expanded-schedule contract (see ../skinny128_384p.h),
 * in the ARMv7-M backend's compact bitsliced order (its expansion code is shared:
 * skinny128_384p_rv32.c), so the type is that backend's. */
#include "../armv7m/skinny128_384p_backend.h"
