# Buffer alignments (tests/alignment/alignment_check.c): host now; the targets run the firmware
# `make test` builds in their trees.
add_test(NAME alignment-host COMMAND alignment_check)
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME alignment-cm3 COMMAND m3-run ${LWC_BUILD_ROOT}/cm3/tests/alignment_check.elf)
  add_test(NAME alignment-cm0plus COMMAND m3-run --cpu cm0plus ${LWC_BUILD_ROOT}/cm0plus/tests/alignment_check.elf)
endif()
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME alignment-avr COMMAND avr-run ${LWC_BUILD_ROOT}/avr/tests/alignment_check.elf)
endif()
