/* What the x86_64 PRESENT kernels add to the portable C (the round keys keep ref/'s layout): the CTR
 * key-stream core present_ctr_xor (present_ctr_x86_64.c), AVX2 and bitsliced across 256 or 128
 * counter blocks a pass, run when lwc_level() allows it and declined (0 blocks: lwc_ctr_crypt's
 * portable loop) otherwise. No 2-block core. */
#ifndef LWC_SRC_PRESENT_BACKEND_H
#define LWC_SRC_PRESENT_BACKEND_H

#define PRESENT_BACKEND_ENCRYPT2 0
#define PRESENT_BACKEND_CTR 1

#endif
