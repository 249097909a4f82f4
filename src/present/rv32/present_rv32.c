/* PRESENT-80/128 key schedule on RV32. present_block_rv32.S reads the round keys in the same
 * bitsliced layout as the ARMv7-M block functions, so this backend compiles the ARMv7-M backend's
 * portable, constant-time C key schedule (shifts and masks only; no ARM instruction) rather than
 * keeping another copy of it. Contract: ../present_block.h; replaces ref/present_ref.c. */
#include "../armv7m/present_armv7m.c"
