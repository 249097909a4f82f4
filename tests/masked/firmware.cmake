# The masked TinyJAMBU against the unmasked one, on every target (tests/masked/masked_check.c).
lwc_firmware(masked_check ${CMAKE_CURRENT_LIST_DIR}/masked_check.c)
# The leveled masked Romulus-T against the unmasked one (tests/masked/romulus_t_masked_check.c).
lwc_firmware(romulus_t_masked_check ${CMAKE_CURRENT_LIST_DIR}/romulus_t_masked_check.c)
