# Block-cipher modes against independent Python models, every cipher, on every target and emulator.
lwc_add_target_test(modes EMULATORS
                    COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_modes.py --target {target}
                            --runner {program:vector_runner})

# The CTR cores against the generic path (tests/modes/ctr_long_check.c) on every target.
lwc_add_target_test(modes-ctr-long FIRMWARE ctr_long_check)

# GHASH's multiply against the bitwise reference (tests/modes/ghash_check.c) on every target.
lwc_add_target_test(modes-ghash FIRMWARE ghash_check)
