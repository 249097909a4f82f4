# Block-cipher modes against independent Python models, every cipher, on every target and emulator.
lwc_add_target_test(modes EMULATORS
                    COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_modes.py --target {target}
                            --runner {program:vector_runner})

# The CTR cores against the generic path (tests/modes/ctr_long_check.c) on every target.
lwc_add_target_test(modes-ctr-long FIRMWARE ctr_long_check)

# GHASH's multiply against the bitwise reference (tests/modes/ghash_check.c) on every target.
lwc_add_target_test(modes-ghash FIRMWARE ghash_check)

# The rows' and modes' contracts (tests/modes/modes_api_check.c) and the single fetch of CCM/GCM
# decryption (tests/modes/double_fetch_check.c) on every target (and under ASan + UBSan in the
# sanitizer builds).
lwc_add_target_test(modes-api FIRMWARE modes_api_check)
lwc_add_target_test(modes-double-fetch FIRMWARE modes_double_fetch_check)

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
