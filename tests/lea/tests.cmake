# LEA API checks (tests/lea/lea_api_check.c): host now; avr and cm3 run the firmware `make test` builds
# in their trees.
add_test(NAME lea-api-host COMMAND lea_api_check)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME lea-api-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/lea_api_check.elf)
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME lea-api-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/lea_api_check.elf)
  add_test(NAME lea-api-cm0plus COMMAND m3-run --cpu cm0plus ${LWC_BUILD_ROOT}/cm0plus/tests/lea_api_check.elf)
endif()
