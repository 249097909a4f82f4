# Constant time, wiping on failure and stack budgets, measured on every target (tests/security).
lwc_firmware(ct_check ${CMAKE_CURRENT_LIST_DIR}/ct_check.c ${PROJECT_SOURCE_DIR}/tests/runner/variant_aeads.c
             ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers.c
             ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers_present.c
             ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers_lea.c)
if(TARGET ct_check)
  target_include_directories(ct_check PRIVATE ${PROJECT_SOURCE_DIR}/bench ${PROJECT_SOURCE_DIR}/tests/runner)
  target_link_libraries(ct_check PRIVATE lwc_variants)
endif()

# Double fetch (double_fetch_check.c): the library built once more as a test build that reports every
# read of an authenticated input (LWC_TEST_HOOKS, src/common/test_hooks.h), and the firmware that
# changes the inputs between those reads.
lwc_add_library(lwc_test_hooks "${LWC_BACKEND}")
target_compile_definitions(lwc_test_hooks PRIVATE LWC_TEST_HOOKS=1)
lwc_firmware(double_fetch_check LIBRARY lwc_test_hooks ${CMAKE_CURRENT_LIST_DIR}/double_fetch_check.c)
if(TARGET double_fetch_check)
  target_include_directories(double_fetch_check PRIVATE ${PROJECT_SOURCE_DIR}/tests/runner)
endif()
