/* Cortex-M3 backend: besides the contract, a 2-block bitsliced encryption core
 * (present_encrypt_2blocks in present_block_armv7m.S), used by lwc_present_encrypt2 and so by CTR. */
#ifndef LWC_SRC_PRESENT_BACKEND_H
#define LWC_SRC_PRESENT_BACKEND_H

#define PRESENT_BACKEND_ENCRYPT2 1

#endif
