/* LEA-128/192/256 key schedule, RV32IMC small profile: one loop for every key size.
 *
 * int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);
 *   in: a0 = ks (rk at offset 0), a1 = key (any alignment), a2 = key_bytes. For 16, 24 or 32:
 *   writes ks->rk and ks->rounds (24, 28, 32, at LEA_KS_ROUNDS), out: a0 = LWC_OK (0); any other
 *   key_bytes: out a0 = LWC_ERR_LENGTH, nothing written. Contract: src/lea/lea_block.h.
 *   No stack; a1-a7, t0-t6 clobbered. No copy of the key outside rk.
 *
 * The algorithm (KS X 3246; C in src/lea/ref/lea_key_schedule_ref.c), with nk = key_bytes / 4 key
 * words T[], nw = 4 words made per round for LEA-128 and 6 for LEA-192/256, rot = 1, 3, 6, 11, 13, 17:
 *     for i in 0..rounds-1, j in 0..nw-1, q = nw*i + j:
 *         T[q mod nk] = ROL_rot[j](T[q mod nk] + ROL_{i+j}(delta[i mod nk]))
 *         word q of the output = T[q mod nk]
 * (LEA-128/192: q mod nk = j; LEA-256: (6i + j) mod 8, as the standard says). The key is first
 * copied byte by byte into rk[0..nk-1]; the value T[q mod nk] had before step q is then rk[q] for
 * q < nk (read just before it is overwritten) and rk[q - nk] after: one input pointer that walks
 * rk and steps back nk words once, at q = nk. ROL by a register r: SLL by r, SRL by -r (RV32 shifts
 * take the low 5 bits of the amount), OR; the six amounts rot[j] are packed 5 bits each in one
 * register, shifted after each word, and the round ends when they are all shifted out.
 *
 * Round-key layout (read by lea_block_rv32_small.S; the same as the portable C's): every key size
 *   rk[6*i + j] = RK_i[j], j = 0..5. LEA-128 makes 4 words a round, rk[4*i + j] = T[j]; a last pass,
 *   from the last round down (in place: round i's 6 words never reach below its own 4), spreads
 *   them to RK_i = (T0, T1, T2, T1, T3, T1).
 * Constant time: no branch or address depends on the key (branches: the key-size check, the loop
 * counters, the pointer step at a public q; REMU only on the public round number).
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS, LEA_ERR_LENGTH */

    .section .text.lea_key_schedule, "ax", @progbits  # own section: a firmware links only what it calls
    .p2align 1
    .global lea_key_schedule
    .type   lea_key_schedule, @function
lea_key_schedule:
    addi  t0, a2, -16
    li    t1, 16
    bgtu  t0, t1, .Lks_bad          # key_bytes - 16 = 0, 8 or 16 only
    andi  t1, a2, 7
    bnez  t1, .Lks_bad
    srli  t0, a2, 1
    addi  t0, t0, 16                # t0 = rounds = 24, 28, 32
    sw    t0, LEA_KS_ROUNDS(a0)     # ks->rounds = rounds
    srli  a4, a2, 2                 # a4 = nk
    add   a2, a2, a1
    mv    a3, a0
    .balign 4                       # branch targets at 0 mod 4 (E31: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle)
1:  lbu   t1, 0(a1)                 # rk[0..nk-1] = the key, byte by byte (any alignment)
    sb    t1, 0(a3)
    addi  a1, a1, 1
    addi  a3, a3, 1
    bne   a1, a2, 1b
    mv    t5, a3                    # t5 = rk + 4 nk: where the input pointer steps back, once
    mv    a1, a0                    # a1 = input pointer
    mv    a3, a0                    # a3 = output pointer
    li    a7, 1 | (3 << 5) | (6 << 10) | (11 << 15) | (13 << 20) | (17 << 25)  # rot[0..5]
    li    t1, 4
    bne   a4, t1, 2f
    slli  a7, a7, 12
    srli  a7, a7, 12                # LEA-128: 4 words a round, the first four amounts
2:  li    t3, 0                     # t3 = i
    .balign 4
.Lks_round:
    remu  t1, t3, a4                # i mod nk (public)
    slli  t1, t1, 2
    la    t2, lea_rv32_small_delta
    add   t1, t1, t2
    lw    a5, 0(t1)                 # delta[i mod nk]
    sll   t2, a5, t3
    neg   t4, t3
    srl   a5, a5, t4
    or    a5, a5, t2                # d = ROL_i(delta[i mod nk])
    mv    a6, a7                    # the amounts of this round
.Lks_word:
    lw    a2, 0(a1)                 # T[q mod nk] before this step
    add   a2, a2, a5                #   + ROL_{i+j}(delta[i mod nk])
    sll   t2, a2, a6
    neg   t4, a6
    srl   a2, a2, t4
    or    a2, a2, t2                # ROL_rot[j]
    sw    a2, 0(a3)                 # output word q = T[q mod nk]
    addi  a1, a1, 4
    addi  a3, a3, 4
    srli  t2, a5, 31
    slli  a5, a5, 1
    or    a5, a5, t2                # d = ROL_{i+j+1}(delta[i mod nk])
    bne   a1, t5, 3f
    mv    a1, a0                    # q = nk: read back the output, nk words behind
    mv    t5, a0                    # (once: a1 never returns to rk)
    .balign 4
3:  srli  a6, a6, 5                 # next word's rotation; none left: the round is done
    bnez  a6, .Lks_word
    addi  t3, t3, 1
    bne   t3, t0, .Lks_round

    li    t1, 24
    bne   t0, t1, .Lks_done
    /* LEA-128: rk[4i..4i+3] = (T0, T1, T2, T3) -> rk[6i..6i+5] = (T0, T1, T2, T1, T3, T1), i = 23..0;
     * a3 = rk + 24 * 16 (the end of the 4-word rounds) */
    mv    t6, a0
    addi  a0, a0, 24 * 24           # the end of the 6-word rounds
4:  addi  a3, a3, -16
    addi  a0, a0, -24
    lw    a1, 0(a3)                 # T0
    lw    a2, 4(a3)                 # T1
    lw    a4, 8(a3)                 # T2
    lw    a5, 12(a3)                # T3
    sw    a1, 0(a0)
    sw    a2, 4(a0)
    sw    a4, 8(a0)
    sw    a2, 12(a0)
    sw    a5, 16(a0)
    sw    a2, 20(a0)
    bne   a3, t6, 4b
.Lks_done:
    li    a0, 0                     # LWC_OK
    ret
.Lks_bad:
    li    a0, LEA_ERR_LENGTH
    ret
    .size   lea_key_schedule, . - lea_key_schedule

#if defined(LWC_TABLES_IN_RAM) && LWC_TABLES_IN_RAM  /* copied to RAM at start-up (src/common/tables.h) */
    .section .data.lwc_table.lea_rv32_small_delta, "aw", @progbits
#else
    .section .rodata.lea_rv32_small_delta, "a", @progbits
#endif
    .p2align 2
lea_rv32_small_delta:   # delta[0..7]: the first 256 fractional bits of sqrt(766965) (public constants)
    .word   0xc3efe9db, 0x44626b02, 0x79e27c8a, 0x78df30ec
    .word   0x715ea49e, 0xc785da0a, 0xe04ef22a, 0xe5c40957
