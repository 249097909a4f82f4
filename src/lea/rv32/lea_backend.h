/* What the rv32 (RV32I) LEA backend provides beyond lea_block.h's required functions
 * (lea_block_rv32.S; the key schedule is the portable C, whose round-key layout it reads): no CTR
 * core. */
#ifndef LWC_SRC_LEA_BACKEND_H
#define LWC_SRC_LEA_BACKEND_H

#define LEA_BACKEND_CTR 0
/* lwc_lea_row_encrypt_16 (the lea-128 row's block function, src/lea/lea.c) is in lea_block_rv32.S. */
#define LEA_BACKEND_ROW_ENCRYPT_16 1

#endif /* LWC_SRC_LEA_BACKEND_H */
