# Random differential tests on the targets (tools/run-random): every row the vector-runner firmware
# lists (descriptor tables and variant rows) with 200 random inputs per operation, against the host
# build of the same runner (the portable reference C). Seed fixed in the tool (printed); set
# LWC_RANDOM_SEED in the environment to try another one. Each target's run is split in three tests
# (AEAD inputs in two shards, then hashes and ciphers) so that ctest -j can overlap them.
set(run_random ${PROJECT_SOURCE_DIR}/tools/run-random --runner $<TARGET_FILE:vector_runner>)
foreach(shard 1 2)
  lwc_add_target_test(random-{target}-aead-${shard} SIMULATED
                      COMMAND Python3::Interpreter ${run_random} --targets {target} --kinds aead --shard ${shard}/2)
endforeach()
lwc_add_target_test(random-{target}-hash-cipher SIMULATED
                    COMMAND Python3::Interpreter ${run_random} --targets {target} --kinds hash,cipher)

# Mutation check: one target answer per row corrupted must be reported, on every target.
set(random_targets ${LWC_TEST_TARGETS})
list(REMOVE_ITEM random_targets host)
if(random_targets)
  string(REPLACE ";" "," random_targets "${random_targets}")
  add_test(NAME random-detects-corruption
           COMMAND Python3::Interpreter ${run_random} --targets ${random_targets} --count 2 --corrupt)
endif()
