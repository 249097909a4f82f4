# Pay only for what you link (tests/fit/check_fit.py):
#  - fit-gc: the firmware-cost images of the avr and cm3 trees (bench/fit, built by `make test` before
#    the host tests) hold only what their calls need (no decryption in an encrypt-only image, no hash,
#    no other algorithm, no lwc_strerror; AVR error messages in flash, not SRAM);
#  - fit-flags-avr, fit-flags-cm3: MinSizeRel with extra CMAKE_C_FLAGS, and CMAKE_C_FLAGS_RELEASE=-Os,
#    are honoured and keep the processor flags (a configure and two objects each);
#  - fit-subset: LWC_ALGORITHMS=romulus builds Romulus alone, with tables and vector tests to match;
#  - strerror-host/-avr/-cm3: the messages of lwc_strerror (and on the AVR lwc_strerror_P, from flash).
add_test(NAME strerror-host COMMAND strerror_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME strerror-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/strerror_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME strerror-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/strerror_check.elf)
endif()
if(LWC_SANITIZE)
  return()
endif()
set(check_fit ${CMAKE_CURRENT_LIST_DIR}/check_fit.py)
if(LWC_TARGET_VECTOR_TESTS AND TARGET avr-run AND TARGET m3-run)
  add_test(NAME fit-gc COMMAND Python3::Interpreter ${check_fit} gc --build-root ${LWC_BUILD_ROOT})
endif()
foreach(target avr cm3)
  add_test(NAME fit-flags-${target}
           COMMAND Python3::Interpreter ${check_fit} flags --target ${target} --repo ${PROJECT_SOURCE_DIR}
                   --work ${CMAKE_BINARY_DIR}/fit/flags-${target})
endforeach()
add_test(NAME fit-subset COMMAND Python3::Interpreter ${check_fit} subset --repo ${PROJECT_SOURCE_DIR}
         --work ${CMAKE_BINARY_DIR}/fit/subset)
