# Pay only for what you link (tests/fit/check_fit.py):
#  - fit-gc: the firmware-cost images of the avr and cm3 trees (bench/fit, built by `make test` before
#    the host tests) hold only what their calls need (no decryption in an encrypt-only image, no hash,
#    no other algorithm, no lwc_strerror; AVR error messages in flash, not SRAM);
#  - fit-flags-avr, fit-flags-cm3: MinSizeRel with extra CMAKE_C_FLAGS, and CMAKE_C_FLAGS_RELEASE=-Os,
#    are honoured and keep the processor flags (a configure and two objects each);
#  - fit-subset: LWC_ALGORITHMS=romulus builds Romulus alone, with tables and vector tests to match;
#  - strerror-<target>: the messages of lwc_strerror (and on the AVR lwc_strerror_P, from flash), on
#    every target (lwc_add_target_test).
lwc_add_target_test(strerror FIRMWARE strerror_check)
if(LWC_SANITIZE)
  return()
endif()
set(check_fit ${CMAKE_CURRENT_LIST_DIR}/check_fit.py)
if(LWC_TARGET_VECTOR_TESTS)
  add_test(NAME fit-gc COMMAND Python3::Interpreter ${check_fit} gc --build-root ${LWC_BUILD_ROOT})
endif()
# (check_fit.py knows the processor records of the avr and cm3 objects)
lwc_add_target_test(fit-flags-{target} SIMULATED FAST_PROFILE TARGETS avr cm3
                     COMMAND Python3::Interpreter ${check_fit} flags --target {target} --repo ${PROJECT_SOURCE_DIR}
                             --work ${CMAKE_BINARY_DIR}/fit/flags-{target})
add_test(NAME fit-subset COMMAND Python3::Interpreter ${check_fit} subset --repo ${PROJECT_SOURCE_DIR}
         --work ${CMAKE_BINARY_DIR}/fit/subset)
