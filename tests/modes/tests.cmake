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
endif()

# GHASH's multiply against the bitwise reference (tests/modes/ghash_check.c) on every target.
add_test(NAME modes-ghash-host COMMAND ghash_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME modes-ghash-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/ghash_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME modes-ghash-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/ghash_check.elf)
endif()

# The rows' and modes' contracts (tests/modes/modes_api_check.c) and the single fetch of CCM/GCM
# decryption (tests/modes/double_fetch_check.c): host now (and under ASan + UBSan in the host-asan
# build); avr and cm3 run the firmware `make test` builds in their trees.
foreach(check api double-fetch)
  string(REPLACE "-" "_" exe "modes_${check}_check")
  add_test(NAME modes-${check}-host COMMAND ${exe})
  if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
    add_test(NAME modes-${check}-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/${exe}.elf)
  endif()
  if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
    add_test(NAME modes-${check}-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/${exe}.elf)
  endif()
endforeach()

# Secret taint of the modes under valgrind (tests/modes/modes_taint_check.c): GCM with only the key
# secret for IV lengths 1..17, 28, 39, every GCM/CCM tag length, counters that carry, CBC with PKCS#7.
# Not in the sanitizer build (valgrind and ASan do not mix).
if(NOT LWC_SANITIZE)
  add_executable(modes_taint_check ${CMAKE_CURRENT_LIST_DIR}/modes_taint_check.c)
  target_link_libraries(modes_taint_check PRIVATE lwc)
  find_program(LWC_VALGRIND valgrind)
  if(LWC_VALGRIND)
    add_test(NAME modes-taint-valgrind
             COMMAND ${LWC_VALGRIND} --tool=memcheck --error-exitcode=1 --track-origins=yes --quiet
                     $<TARGET_FILE:modes_taint_check>)
  else()
    add_test(NAME modes-taint-valgrind COMMAND ${CMAKE_COMMAND} -E echo
             "valgrind not found: run tools/install-deps.sh (make deps)")
    set_tests_properties(modes-taint-valgrind PROPERTIES WILL_FAIL TRUE)
  endif()
endif()

# CCM with 2^32 + 5 bytes of associated data end to end (tests/modes/ccm_long_ad_check.c): a sparse
# mapping and an identity test row, host only (64-bit); skipped where the mapping is refused. Not in
# the sanitizer build (2^28 instrumented block calls).
if(NOT LWC_SANITIZE)
  add_executable(ccm_long_ad_check ${CMAKE_CURRENT_LIST_DIR}/ccm_long_ad_check.c)
  target_link_libraries(ccm_long_ad_check PRIVATE lwc)
  add_test(NAME modes-ccm-long-ad COMMAND ccm_long_ad_check)
  set_tests_properties(modes-ccm-long-ad PROPERTIES SKIP_RETURN_CODE 77)
endif()
