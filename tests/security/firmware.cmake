# Constant time, wiping on failure and stack budgets, measured on every target (tests/security).
# Two kinds of firmware, so that each fits the smallest flash (the ATmega128's 128 KB): ct_check runs
# the rows of the primitives with paper variants in the manifest (and those variant rows, the
# runner's test-only tables); each primitive without paper variants gets its own ct_check_<p>, which
# runs its rows only. Each links its own copy of the descriptor tables (src/common/registry.c, which
# the linker takes before the library's) built for its primitives alone (LWC_NO_<PRIMITIVE> for the
# others, as a build of a subset of LWC_ALGORITHMS), so it carries only their code.
set(ct_shared_primitives)
lwc_variant_count(ct_n)
if(ct_n GREATER 0)
  math(EXPR ct_last "${ct_n} - 1")
  foreach(i RANGE ${ct_last})
    lwc_variant_get(${i} ct_prim primitive)
    list(APPEND ct_shared_primitives ${ct_prim})
  endforeach()
endif()
set(ct_firmwares ct_check)
set(ct_primitives_ct_check)
foreach(prim IN LISTS LWC_PRIMITIVES)
  if(prim IN_LIST ct_shared_primitives)
    list(APPEND ct_primitives_ct_check ${prim})
  else()
    list(APPEND ct_firmwares ct_check_${prim})
    set(ct_primitives_ct_check_${prim} ${prim})
  endif()
endforeach()
set(LWC_CT_FIRMWARES ${ct_firmwares})  # tests/security/tests.cmake adds a test per firmware
foreach(fw IN LISTS ct_firmwares)
  set(fw_srcs ${CMAKE_CURRENT_LIST_DIR}/ct_check.c ${PROJECT_SOURCE_DIR}/src/common/registry.c)
  if(fw STREQUAL "ct_check")
    list(APPEND fw_srcs ${PROJECT_SOURCE_DIR}/tests/runner/variant_aeads.c
         ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers.c
         ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers_present.c
         ${PROJECT_SOURCE_DIR}/tests/runner/variant_ciphers_lea.c)
  endif()
  list(APPEND fw_srcs ${runner_option_srcs})  # the option rows of its primitives (the others': none)
  lwc_firmware(${fw} ${fw_srcs})
  if(NOT TARGET ${fw})
    continue()
  endif()
  target_include_directories(${fw} PRIVATE ${PROJECT_SOURCE_DIR}/bench ${PROJECT_SOURCE_DIR}/tests/runner
                             ${lwc_INCLUDE_DIRS})
  target_compile_definitions(${fw} PRIVATE ${LWC_LIBRARY_DEFINITIONS})
  target_compile_options(${fw} PRIVATE "${runner_option_define}")
  target_compile_options(${fw} PRIVATE -ffunction-sections -fdata-sections)  # as the library's registry
  foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
    if(NOT prim IN_LIST ct_primitives_${fw})
      string(TOUPPER "${prim}" PRIM)
      target_compile_definitions(${fw} PRIVATE LWC_NO_${PRIM}=1)
    endif()
  endforeach()
  if(fw STREQUAL "ct_check")
    target_link_libraries(${fw} PRIVATE lwc_variants)
  else()
    target_compile_definitions(${fw} PRIVATE CT_CHECK_LIBRARY_ROWS_ONLY=1)
  endif()
endforeach()

# Double fetch (double_fetch_check.c): the library built once more as a test build that reports every
# read of an authenticated input (LWC_TEST_HOOKS, src/common/test_hooks.h), and the firmware that
# changes the inputs between those reads.
lwc_add_library(lwc_test_hooks "${LWC_BACKEND}")
target_compile_definitions(lwc_test_hooks PRIVATE LWC_TEST_HOOKS=1)
lwc_firmware(double_fetch_check LIBRARY lwc_test_hooks ${CMAKE_CURRENT_LIST_DIR}/double_fetch_check.c)
if(TARGET double_fetch_check)
  target_include_directories(double_fetch_check PRIVATE ${PROJECT_SOURCE_DIR}/tests/runner)
endif()
