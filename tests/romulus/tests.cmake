# Romulus LFSR variants against the reference (tests/romulus/lfsr_check.c) on every target.
lwc_add_target_test(romulus-lfsr FIRMWARE romulus_lfsr_check)

# Romulus-N, -M, -T through a prepared key (the vector runner's rows "romulus-x/cached-key",
# tests/runner/variant_aeads.c) against every vector file of the one-shot functions, on every target.
if(LWC_ALL_ALGORITHMS)
  foreach(folder romulus-n romulus-m romulus-t)
    file(GLOB files "${PROJECT_SOURCE_DIR}/tests/vectors/${folder}/*.txt")
    foreach(f IN LISTS files)
      get_filename_component(stem "${f}" NAME_WE)
      lwc_add_target_test(vectors-{target}-${folder}-cached-key-${stem} EMULATORS
                          COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target {target}
                                  --alg ${folder}/cached-key --runner {program:vector_runner} "${f}")
    endforeach()
  endforeach()
endif()

# The prepared-key API's states and arguments, and the optional key-schedule contract of the
# backend against its full expansion (tests/romulus/key_check.c), on every target.
lwc_add_target_test(romulus-key FIRMWARE romulus_key_check)

# The table backend's tables are in RAM in a linked firmware (its constant-time claim needs it).
lwc_add_target_test(romulus-tables-in-ram BACKENDS rv32_tables
                    COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/romulus/check_tables_in_ram.py
                            --target {target} {program:vector_runner})
