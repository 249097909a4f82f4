# The protected profile's configurations (LWC_PROTECTED_TEST_TARGETS: the <target>-protected of every
# descriptor with a "protected" backend list; docs/protected.md) run only what differs from their fast
# profile: the vector files of the rows with a masked implementation (the rows files' LWC_PROTECTED_AEAD lines), through the vector runner with
# its deterministic test random source, protected-check-<config> (tests/protected/protected_check.c:
# which rows are protected, LWC_ERR_RANDOM without a source on every path, the key objects in shares)
# and stream-vectors-<config> (STREAM holds the masked rows' key objects).
# The masked code's own checks (tests/masked, tests/leakage) run in every other configuration. Below:
# the portable masked C in a host tree of the profile (protected-host-tree).
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

# The portable masked C, which every target without the masked assembly builds in this profile: a host
# tree of it (build_host_tree.cmake, -O0; protected-host-tree builds it, with the Python module of
# python-protected-pytest), its protected check and the masked rows' vector files through its runner
# (protected-host-vectors-<row>-<file>). Then the secret-taint check of the profile's calls
# (protected_taint_check.c, as tests/security's taint check: the library compiled into it once more,
# with LWC_PROTECTED, by gcc -O2, run under valgrind memcheck). Not in the sanitizer trees.
if(LWC_SANITIZE)
  return()
endif()
set(lwc_protected_host ${CMAKE_BINARY_DIR}/protected-host)
add_test(NAME protected-host-tree
         COMMAND ${CMAKE_COMMAND} -DREPO=${PROJECT_SOURCE_DIR} -DBIN=${lwc_protected_host}
                 -DPYTHON=${Python3_EXECUTABLE} -DGENERATOR=${CMAKE_GENERATOR}
                 -P ${CMAKE_CURRENT_LIST_DIR}/build_host_tree.cmake)
set_tests_properties(protected-host-tree PROPERTIES FIXTURES_SETUP lwc_protected_host RESOURCE_LOCK lwc_protected_host
                     LABELS slow)   # (it configures and builds a tree: not in the quick tier, nor what needs it)
add_test(NAME protected-check-host-portable COMMAND ${lwc_protected_host}/tests/protected_check)
set_tests_properties(protected-check-host-portable PROPERTIES FIXTURES_REQUIRED lwc_protected_host LABELS slow)
foreach(prim IN LISTS LWC_PRIMITIVES)
  set(rows_file "${PROJECT_SOURCE_DIR}/src/${prim}/${prim}_rows.h")
  if(EXISTS "${rows_file}")
    file(STRINGS "${rows_file}" lines REGEX "^LWC_PROTECTED_AEAD\\(\"[^\"]+\"")
    foreach(line IN LISTS lines)
      string(REGEX MATCH "^LWC_PROTECTED_AEAD\\(\"([^\"]+)\"" _ "${line}")
      set(row ${CMAKE_MATCH_1})
      file(GLOB files "${PROJECT_SOURCE_DIR}/tests/vectors/${row}/*.txt" "${PROJECT_SOURCE_DIR}/tests/vectors/${row}/*.rsp")
      foreach(f IN LISTS files)
        get_filename_component(stem "${f}" NAME_WE)
        add_test(NAME protected-host-vectors-${row}-${stem}
                 COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target host
                         --runner ${lwc_protected_host}/tests/vector_runner "${f}")
        set_tests_properties(protected-host-vectors-${row}-${stem} PROPERTIES FIXTURES_REQUIRED lwc_protected_host
                             LABELS slow)
      endforeach()
    endforeach()
  endif()
endforeach()

# (whole-program tests, as tests/security's: not in a tree that turns them off, whose flags their
# command lines would ignore)
if(LWC_WHOLE_PROGRAM_TESTS)
  include(${PROJECT_SOURCE_DIR}/cmake/whole_program.cmake)
  lwc_whole_program(pt_srcs pt_flags pt_headers ${CMAKE_CURRENT_LIST_DIR}/protected_taint_check.c)
  list(FILTER pt_srcs EXCLUDE REGEX "/variants/")   # (the library alone: the papers' variants are not in this profile)
  find_program(LWC_VALGRIND valgrind)
  find_program(LWC_GCC NAMES gcc gcc-12)
  set(pt_bin ${CMAKE_CURRENT_BINARY_DIR}/protected/protected_taint_check)
  if(LWC_GCC AND LWC_VALGRIND)
    file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/protected)
    add_custom_command(OUTPUT ${pt_bin}
      COMMAND ${LWC_GCC} -std=c11 -O2 -gdwarf-4 -Wall -Wextra -Werror -DLWC_CT_ANNOTATE=1 -DLWC_PROTECTED=1 ${pt_flags}
              ${pt_srcs} -o ${pt_bin}
      DEPENDS ${pt_srcs} ${pt_headers}
      COMMENT "protected profile's taint check built by gcc -O2"
      VERBATIM)
    add_custom_target(protected_taint_check ALL DEPENDS ${pt_bin})
    add_test(NAME protected-taint-host
             COMMAND ${LWC_VALGRIND} --tool=memcheck --error-exitcode=1 --track-origins=yes --quiet ${pt_bin})
  else()
    add_test(NAME protected-taint-host COMMAND ${CMAKE_COMMAND} -E echo
             "protected taint check: gcc ('${LWC_GCC}') or valgrind ('${LWC_VALGRIND}') not found: run tools/install-deps.sh (make deps)")
    set_tests_properties(protected-taint-host PROPERTIES WILL_FAIL TRUE)
  endif()
endif()
