/* What the armv7m LEA backend provides beyond lea_block.h's required functions: the CTR key-stream
 * core lea_ctr_xor (lea_ctr_armv7m.S: LEA-128 counter blocks encrypted, XORed and incremented in one
 * loop with no call per block), used by lwc_ctr_crypt through its rows (src/lea/lea_rows.h). */
#ifndef LWC_SRC_LEA_BACKEND_H
#define LWC_SRC_LEA_BACKEND_H

#define LEA_BACKEND_CTR 1

#endif /* LWC_SRC_LEA_BACKEND_H */
