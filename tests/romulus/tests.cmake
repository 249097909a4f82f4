# Romulus LFSR variants against the reference (tests/romulus/lfsr_check.c) on every target.
lwc_add_target_test(romulus-lfsr FIRMWARE romulus_lfsr_check)
