# Romulus: the LFSR variants of Kwon et al. (Romulus LFSR) against the reference, on every target.
lwc_firmware(romulus_lfsr_check ${CMAKE_CURRENT_LIST_DIR}/lfsr_check.c)
if(TARGET romulus_lfsr_check)
  target_link_libraries(romulus_lfsr_check PRIVATE lwc_variants)
endif()
# Romulus: the prepared-key API (states, arguments, against the one-shot functions) and the backend's
# optional key-schedule contract.
lwc_firmware(romulus_key_check ${CMAKE_CURRENT_LIST_DIR}/key_check.c)
if(TARGET romulus_key_check)
  target_link_libraries(romulus_key_check PRIVATE lwc_variants) # the internal include directories
endif()
