# The protected profile's configurations (LWC_PROTECTED_TEST_TARGETS: cm3-protected, cm0plus-protected;
# docs/protected.md) run only what differs from their fast profile: the vector files of the rows with
# a masked implementation (the rows files' LWC_PROTECTED_AEAD lines), through the vector runner with
# its deterministic test random source, protected-check-<config> (tests/protected/protected_check.c:
# which rows are protected, LWC_ERR_RANDOM without a source on every path, the key objects in shares)
# and stream-vectors-<config> (STREAM holds the masked rows' key objects).
# The masked code's own checks (tests/masked, tests/leakage) run in every other configuration.
function(lwc_protected_tests)
  set(LWC_TEST_TARGETS ${LWC_PROTECTED_TEST_TARGETS})   # (this function's scope only)
  set(rows)
  foreach(prim IN LISTS LWC_PRIMITIVES)
    set(rows_file "${PROJECT_SOURCE_DIR}/src/${prim}/${prim}_rows.h")
    if(EXISTS "${rows_file}")
      file(STRINGS "${rows_file}" lines REGEX "^LWC_PROTECTED_AEAD\\(\"[^\"]+\"")
      foreach(line IN LISTS lines)
        string(REGEX MATCH "^LWC_PROTECTED_AEAD\\(\"([^\"]+)\"" _ "${line}")
        list(APPEND rows ${CMAKE_MATCH_1})
      endforeach()
    endif()
  endforeach()
  foreach(row IN LISTS rows)
    file(GLOB files "${PROJECT_SOURCE_DIR}/tests/vectors/${row}/*.txt" "${PROJECT_SOURCE_DIR}/tests/vectors/${row}/*.rsp")
    foreach(f IN LISTS files)
      get_filename_component(stem "${f}" NAME_WE)
      lwc_add_target_test(vectors-{target}-${row}-${stem} SIMULATED
                          COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target {target}
                                  --runner {program:vector_runner} "${f}")
    endforeach()
  endforeach()
  lwc_add_target_test(protected-check SIMULATED FIRMWARE protected_check)
  # STREAM keeps the masked rows' key objects in its context: its vectors (every row) in these trees too
  lwc_add_target_test(stream-vectors SIMULATED
                      COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/stream/run_stream_vectors.py
                              --target {target} --runner {program:vector_runner}
                              ${PROJECT_SOURCE_DIR}/tests/stream/stream_vectors.txt)
endfunction()
lwc_protected_tests()
