# Every buffer alignment through the library (tests/alignment/alignment_check.c) on every target, and
# on the second emulators (qemu performs unaligned accesses, so there the check is of the results).
lwc_add_target_test(alignment EMULATORS FIRMWARE alignment_check)
