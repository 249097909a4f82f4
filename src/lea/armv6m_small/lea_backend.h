/* What the armv6m_small (Cortex-M0/M0+ small profile) LEA backend provides beyond lea_block.h's required
 * functions (lea_key_schedule_armv6m_small.S, lea_block_armv6m_small.S: loops, one code path for
 * every key size): no CTR core (lwc_ctr_crypt loops over lea_encrypt_block). */
#ifndef LWC_SRC_LEA_BACKEND_H
#define LWC_SRC_LEA_BACKEND_H

#define LEA_BACKEND_CTR 0

#endif /* LWC_SRC_LEA_BACKEND_H */
