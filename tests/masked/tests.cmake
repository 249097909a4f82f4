# masked-<target>: the masked TinyJAMBU (lwc/masked.h) gives the unmasked functions' output for every
# key size and short AD and message lengths, re-masks its key on every call and refuses to run
# without a random source (tests/masked/masked_check.c), on every target and profile.
lwc_add_target_test(masked FIRMWARE masked_check)
