# Romulus: the LFSR variants of Kwon et al. (Romulus LFSR) against the reference, on every target.
lwc_firmware(romulus_lfsr_check ${CMAKE_CURRENT_LIST_DIR}/lfsr_check.c)
if(TARGET romulus_lfsr_check)
  target_link_libraries(romulus_lfsr_check PRIVATE lwc_variants)
endif()
