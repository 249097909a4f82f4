# Random differential tests on the targets (tools/run-random): every row the vector-runner firmware
# lists (descriptor tables and variant rows) with 200 random inputs per operation, against the host
# build of the same runner (the portable reference C). Seed fixed in the tool (printed); set
# LWC_RANDOM_SEED in the environment to try another one. The AVR run is split in three tests so that
# ctest -j can overlap them.
if(LWC_TARGET_VECTOR_TESTS)
  set(run_random ${PROJECT_SOURCE_DIR}/tools/run-random --runner $<TARGET_FILE:vector_runner>)
  if(TARGET avr-run)
    foreach(shard 1 2)
      add_test(NAME random-avr-aead-${shard} COMMAND Python3::Interpreter ${run_random} --targets avr --kinds aead
               --shard ${shard}/2)
      list(APPEND random_tests random-avr-aead-${shard})
    endforeach()
    add_test(NAME random-avr-hash-cipher COMMAND Python3::Interpreter ${run_random} --targets avr --kinds hash,cipher)
    list(APPEND random_tests random-avr-hash-cipher)
    list(APPEND random_targets avr)
  endif()
  if(TARGET m3-run)
    add_test(NAME random-cm3 COMMAND Python3::Interpreter ${run_random} --targets cm3)
    list(APPEND random_tests random-cm3)
    list(APPEND random_targets cm3)
    add_test(NAME random-cm0plus COMMAND Python3::Interpreter ${run_random} --targets cm0plus)
    list(APPEND random_tests random-cm0plus)
    list(APPEND random_targets cm0plus)
  endif()
  if(random_targets)
    # Mutation check: one target answer per row corrupted must be reported, on every target.
    string(REPLACE ";" "," random_targets "${random_targets}")
    add_test(NAME random-detects-corruption
             COMMAND Python3::Interpreter ${run_random} --targets ${random_targets} --count 2 --corrupt)
    list(APPEND random_tests random-detects-corruption)
    set_tests_properties(${random_tests} PROPERTIES ENVIRONMENT "LWC_BUILD_ROOT=${LWC_BUILD_ROOT}")
  endif()
endif()
