# Constant time and wiping: results and wiping on the host (no counter there), cycles and stack
# budgets on the simulated ATmega128 and Cortex-M3.
add_test(NAME security-ct-host COMMAND ct_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME security-ct-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/ct_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME security-ct-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/ct_check.elf)
endif()
