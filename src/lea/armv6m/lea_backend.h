/* What the armv6m (Cortex-M0/M0+) LEA backend provides beyond lea_block.h's required functions: no CTR
 * core (its block functions are lea_block_armv6m.S; the key schedule is the portable C one). */
#ifndef LWC_SRC_LEA_BACKEND_H
#define LWC_SRC_LEA_BACKEND_H

#define LEA_BACKEND_CTR 0

#endif /* LWC_SRC_LEA_BACKEND_H */
