/* What the ref (portable C) LEA backend provides beyond lea_block.h's required functions: no CTR
 * core (lea_ctr_xor would only loop over lea_encrypt_block, which lwc_ctr_crypt already does). */
#ifndef LWC_SRC_LEA_BACKEND_H
#define LWC_SRC_LEA_BACKEND_H

#define LEA_BACKEND_CTR 0

#endif /* LWC_SRC_LEA_BACKEND_H */
