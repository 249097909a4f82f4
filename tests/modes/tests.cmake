# Block-cipher modes against independent Python models, every cipher, on every target.
foreach(target IN LISTS LWC_VECTOR_TARGETS)
  if(target STREQUAL "host")
    set(runner_arg --runner $<TARGET_FILE:vector_runner>)
  else()
    set(runner_arg)
  endif()
  add_test(NAME modes-${target}
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_modes.py --target ${target} ${runner_arg})
endforeach()

# The CTR cores against the generic path (tests/modes/ctr_long_check.c): host now; avr and cm3 run the
# firmware `make test` builds in their trees.
add_test(NAME modes-ctr-long-host COMMAND ctr_long_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME modes-ctr-long-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/ctr_long_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME modes-ctr-long-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/ctr_long_check.elf)
  add_test(NAME modes-ctr-long-cm0plus COMMAND m3-run --cpu cm0plus ${LWC_BUILD_ROOT}/cm0plus/tests/ctr_long_check.elf)
endif()

# GHASH's multiply against the bitwise reference (tests/modes/ghash_check.c) on every target.
add_test(NAME modes-ghash-host COMMAND ghash_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME modes-ghash-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/ghash_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME modes-ghash-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/ghash_check.elf)
endif()
