# Romulus LFSR variants: host now; avr and cm3 run the firmware `make test` builds in their trees.
add_test(NAME romulus-lfsr-host COMMAND romulus_lfsr_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME romulus-lfsr-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/romulus_lfsr_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME romulus-lfsr-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/romulus_lfsr_check.elf)
endif()
