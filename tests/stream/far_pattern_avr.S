/* Test data of hash_flash_check (ATmega128 only): the 2,048 bytes far_pattern[i] = i mod 256 placed
 * after 64 KB of padding, so that they lie above the 64 KB boundary of flash, where only ELPM (with
 * RAMPZ = 1) reads them: what lwc_romulus_h_update_PF must do.
 *
 * C meaning:  extern const uint8_t far_pattern[2048];  // flash byte address >= 0x10000
 *             (read it with pgm_read_byte_far / lwc_romulus_h_update_PF(ctx, pgm_get_far_address(far_pattern) + i, n))
 *
 * The section is a .text.* section, placed among the code after the .progmem tables: those must
 * stay below 64 KB, where the library reads them with LPM. Never executed. */
    .section .text.far_pattern, "a", @progbits
    .space 0x10000
    .global far_pattern
far_pattern:
    .set value, 0
    .rept 2048
    .byte value & 0xFF
    .set value, value + 1
    .endr
    .size far_pattern, 2048
