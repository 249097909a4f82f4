# Constant time, wiping on failure and stack budgets, measured on every target (tests/security).
lwc_firmware(ct_check ${CMAKE_CURRENT_LIST_DIR}/ct_check.c ${PROJECT_SOURCE_DIR}/tests/runner/variant_aeads.c
             ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers.c
             ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers_present.c
             ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers_lea.c)
if(TARGET ct_check)
  target_include_directories(ct_check PRIVATE ${PROJECT_SOURCE_DIR}/bench ${PROJECT_SOURCE_DIR}/tests/runner)
  target_link_libraries(ct_check PRIVATE lwc_variants)
endif()
