# Constant time and wiping: results and wiping on the host (no counter there), cycles and the stack
# budgets of the target's descriptor on every simulated target.
lwc_add_target_test(security-ct FIRMWARE ct_check)
# the primitives without paper variants, each in its own firmware (tests/security/firmware.cmake)
foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
  if(NOT prim IN_LIST ct_shared_primitives)
    lwc_add_target_test(security-ct-${prim} FIRMWARE ct_check_${prim} PROPERTIES LABELS primitive:${prim})
  endif()
endforeach()

# Double fetch: inputs changed between the library's reads of them (a test build of the library).
lwc_add_target_test(security-double-fetch FIRMWARE double_fetch_check)

# Hostile inputs (NULLs, overlapping buffers, overflowing lengths, bad sizes) to every public
# function; in the host-asan build the same test runs under ASan + UBSan.
# The test walks the descriptor rows, the NIST rows and the cipher contexts (lwc/primitives.h); a
# primitive's public functions that no row reaches are its tests/<p>/hostile_<p>.c (hostile_<p>()),
# which the test calls through hostile_primitives.h, written here.
set(hostile_sources ${CMAKE_CURRENT_LIST_DIR}/hostile_check.c)
set(hostile_decls "")
set(hostile_calls "")
foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
  if(EXISTS ${PROJECT_SOURCE_DIR}/tests/${prim}/hostile_${prim}.c)
    list(APPEND hostile_sources ${PROJECT_SOURCE_DIR}/tests/${prim}/hostile_${prim}.c)
    string(APPEND hostile_decls "void hostile_${prim}(void);\n")
    string(APPEND hostile_calls " hostile_${prim}();")
  endif()
endforeach()
file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/hostile/hostile_primitives.h
     CONTENT "/* Written by tests/security/tests.cmake: each primitive's part of the hostile-input test. */\n${hostile_decls}#define HOSTILE_PRIMITIVES() do {${hostile_calls} } while (0)\n")
add_executable(hostile_check ${hostile_sources})
target_link_libraries(hostile_check PRIVATE lwc)
target_include_directories(hostile_check PRIVATE ${PROJECT_SOURCE_DIR}/tests/runner  # nist_aead_rows.h
                           ${CMAKE_CURRENT_LIST_DIR} ${CMAKE_CURRENT_BINARY_DIR}/hostile)
add_test(NAME security-hostile-inputs COMMAND hostile_check)
file(GLOB rows_files ${PROJECT_SOURCE_DIR}/src/*/*_rows.h)  # the descriptor tables' rows (src/common/rows.h)
add_test(NAME security-hostile-coverage
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_hostile_coverage.py ${PROJECT_SOURCE_DIR}/include
                 ${hostile_sources} ${rows_files}
                 ${PROJECT_SOURCE_DIR}/tests/fit/strerror_check.c
                 ${PROJECT_SOURCE_DIR}/tests/runner/nist_aead_rows.h)

# Secret-taint check under valgrind memcheck (ctgrind style, tests/security/taint_check.c): the
# library and the variants compiled once more, into the test itself, with LWC_CT_ANNOTATE (the
# declassification of the tag verdict, src/common/aead_args.h), by gcc and by clang, each at -O2 and at
# -O3 (a branch the optimiser makes or removes differs between them); DWARF 4, which valgrind reads. Each build runs the check in
# parts (aead, cipher, gcm-iv, mode-tags, batch), one ctest test each, so that ctest -j runs them side by
# side. Valgrind and clang come from tools/install-deps.sh; without them the tests fail and say so.
# Not in the sanitizer builds (valgrind and ASan do not mix).
if(NOT LWC_SANITIZE AND LWC_WHOLE_PROGRAM_TESTS)
  include(${PROJECT_SOURCE_DIR}/cmake/whole_program.cmake)
  lwc_whole_program(taint_srcs taint_flags taint_headers ${CMAKE_CURRENT_LIST_DIR}/taint_check.c ${runner_variant_srcs})
  find_program(LWC_VALGRIND valgrind)
  find_program(LWC_GCC NAMES gcc gcc-12)
  find_program(LWC_CLANG NAMES clang clang-14 clang-15 clang-16)
  set(valgrind_args --tool=memcheck --error-exitcode=1 --track-origins=yes --quiet)
  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/taint)
  foreach(cc IN ITEMS gcc clang)
    string(TOUPPER "LWC_${cc}" cc_var)
    foreach(level IN ITEMS O2 O3)
      set(bin ${CMAKE_CURRENT_BINARY_DIR}/taint/taint_check_${cc}_${level})
      if(${cc_var} AND LWC_VALGRIND)
        add_custom_command(OUTPUT ${bin}
          COMMAND ${${cc_var}} -std=c11 -${level} -gdwarf-4 -Wall -Wextra -Werror -DLWC_CT_ANNOTATE=1 ${taint_flags}
                  ${taint_srcs} -o ${bin}
          DEPENDS ${taint_srcs} ${taint_headers}
          COMMENT "taint check built by ${cc} -${level}"
          VERBATIM)
        add_custom_target(taint_check_${cc}_${level} ALL DEPENDS ${bin})
        foreach(part IN ITEMS aead cipher gcm-iv mode-tags batch)
          add_test(NAME security-taint-${cc}-${level}-${part}
                   COMMAND ${LWC_VALGRIND} ${valgrind_args} ${bin} --part ${part})
        endforeach()
      else()
        add_test(NAME security-taint-${cc}-${level} COMMAND ${CMAKE_COMMAND} -E echo
                 "taint check: ${cc} ('${${cc_var}}') or valgrind ('${LWC_VALGRIND}') not found: run tools/install-deps.sh (make deps)")
        set_tests_properties(security-taint-${cc}-${level} PROPERTIES WILL_FAIL TRUE)
      endif()
    endforeach()
  endforeach()
  if(LWC_GCC AND LWC_VALGRIND)
    # Teeth: a secret-dependent early-exit compare must be reported.
    add_test(NAME security-taint-detects-leak
             COMMAND ${LWC_VALGRIND} ${valgrind_args} ${CMAKE_CURRENT_BINARY_DIR}/taint/taint_check_gcc_O2 --leaky)
    set_tests_properties(security-taint-detects-leak PROPERTIES
                         PASS_REGULAR_EXPRESSION "Conditional jump or move depends on uninitialised value")
  endif()
endif()
