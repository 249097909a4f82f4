# The masked TinyJAMBU against the unmasked one, on every target (tests/masked/masked_check.c).
lwc_firmware(masked_check ${CMAKE_CURRENT_LIST_DIR}/masked_check.c)
# The leveled masked Romulus-T against the unmasked one (tests/masked/romulus_t_masked_check.c).
lwc_firmware(romulus_t_masked_check ${CMAKE_CURRENT_LIST_DIR}/romulus_t_masked_check.c)
# The leveled masked Ascon-AEAD128 against the unmasked one and the KAT file (masked_ascon_check.c).
lwc_firmware(masked_ascon_check ${CMAKE_CURRENT_LIST_DIR}/masked_ascon_check.c)
# The same check with three shares (LWC_ASCON_MASKED_SHARES=3: the portable masked C and the mode
# compiled once more into the program, the library's copies left unlinked), on the host.
if(LWC_TARGET STREQUAL "host")
  lwc_firmware(masked_ascon_check_3shares ${CMAKE_CURRENT_LIST_DIR}/masked_ascon_check.c
               ${PROJECT_SOURCE_DIR}/src/ascon/ascon_masked.c ${PROJECT_SOURCE_DIR}/src/ascon/ref/ascon_masked_perm_ref.c
               ${PROJECT_SOURCE_DIR}/src/common/masked_random.c)
  target_compile_definitions(masked_ascon_check_3shares PRIVATE LWC_ASCON_MASKED_SHARES=3)
  target_include_directories(masked_ascon_check_3shares PRIVATE ${PROJECT_SOURCE_DIR}/src/common
                             ${PROJECT_SOURCE_DIR}/src/ascon ${PROJECT_SOURCE_DIR}/src/ascon/ref)
endif()
