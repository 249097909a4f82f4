# The masked TinyJAMBU against the unmasked one, on every target (tests/masked/masked_check.c).
lwc_firmware(masked_check ${CMAKE_CURRENT_LIST_DIR}/masked_check.c)
# The leveled masked Ascon-AEAD128 against the unmasked one and the KAT file (masked_ascon_check.c).
lwc_firmware(masked_ascon_check ${CMAKE_CURRENT_LIST_DIR}/masked_ascon_check.c)
