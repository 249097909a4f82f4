/* ARMv6-M backend: the same fixsliced SKINNY and expanded-schedule contract as the ARMv7-M backend
 * (see ../skinny128_384p.h): one representation, one schedule layout; only the rounds' instructions
 * differ (Thumb-1). The type is the ARMv7-M backend's. */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H
#include "../armv7m/skinny128_384p_backend.h"
#endif
