/* What the armv6m (Cortex-M0/M0+) LEA backend provides beyond lea_block.h's required functions
 * (lea_key_schedule_armv6m.S, lea_block_armv6m.S): no CTR core. */
#ifndef LWC_SRC_LEA_BACKEND_H
#define LWC_SRC_LEA_BACKEND_H

#define LEA_BACKEND_CTR 0

#endif /* LWC_SRC_LEA_BACKEND_H */
