/* What the x86_64 LEA kernels add to the portable C (the round keys keep ref/'s layout): the CTR
 * key-stream core lea_ctr_xor (lea_ctr_x86_64.c), AVX2 with 32 counter blocks per pass, run when
 * lwc_level() allows it and declined (0 blocks: lwc_ctr_crypt's portable loop) otherwise. */
#ifndef LWC_SRC_LEA_BACKEND_H
#define LWC_SRC_LEA_BACKEND_H

#define LEA_BACKEND_CTR 1

#endif /* LWC_SRC_LEA_BACKEND_H */
