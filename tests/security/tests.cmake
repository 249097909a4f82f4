# Constant time and wiping: results and wiping on the host (no counter there), cycles and the stack
# budgets of the target's descriptor on every simulated target.
lwc_add_target_test(security-ct FIRMWARE ct_check)

# Hostile inputs (NULLs, overlapping buffers, overflowing lengths, bad sizes) to every public
# function; in the host-asan build the same test runs under ASan + UBSan.
add_executable(hostile_check ${CMAKE_CURRENT_LIST_DIR}/hostile_check.c)
target_link_libraries(hostile_check PRIVATE lwc)
target_include_directories(hostile_check PRIVATE ${PROJECT_SOURCE_DIR}/tests/runner)  # nist_aead_rows.h
add_test(NAME security-hostile-inputs COMMAND hostile_check)
add_test(NAME security-hostile-coverage
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_hostile_coverage.py ${PROJECT_SOURCE_DIR}/include
                 ${CMAKE_CURRENT_LIST_DIR}/hostile_check.c ${PROJECT_SOURCE_DIR}/src/common/registry.c
                 ${PROJECT_SOURCE_DIR}/tests/runner/nist_aead_rows.h)

# Secret-taint check under valgrind memcheck (ctgrind style, tests/security/taint_check.c): the
# library and the variants compiled once more, into the test itself, with LWC_CT_ANNOTATE (the
# declassification of the tag verdict, src/common/aead_args.h). Valgrind comes from tools/install-deps.sh.
# Not in the sanitizer build (valgrind and ASan do not mix).
if(NOT LWC_SANITIZE)
get_target_property(taint_lwc_srcs lwc SOURCES)
get_target_property(taint_var_srcs lwc_variants SOURCES)
set(taint_srcs)
foreach(src IN LISTS taint_lwc_srcs taint_var_srcs)
  if(NOT IS_ABSOLUTE "${src}")
    set(src "${PROJECT_SOURCE_DIR}/${src}")
  endif()
  list(APPEND taint_srcs "${src}")
endforeach()
add_executable(taint_check ${CMAKE_CURRENT_LIST_DIR}/taint_check.c ${taint_srcs} ${runner_variant_srcs})
get_target_property(taint_incs lwc INCLUDE_DIRECTORIES)
get_target_property(taint_var_incs lwc_variants INCLUDE_DIRECTORIES)
target_include_directories(taint_check PRIVATE ${taint_incs} ${taint_var_incs} ${PROJECT_SOURCE_DIR}/tests/runner)
get_target_property(taint_defs lwc_variants COMPILE_DEFINITIONS)
get_target_property(taint_lwc_defs lwc COMPILE_DEFINITIONS)
foreach(defs IN ITEMS taint_defs taint_lwc_defs)
  if(${defs})
    target_compile_definitions(taint_check PRIVATE ${${defs}})
  endif()
endforeach()
target_compile_definitions(taint_check PRIVATE LWC_CT_ANNOTATE=1)
find_program(LWC_VALGRIND valgrind)
set(valgrind_args --tool=memcheck --error-exitcode=1 --track-origins=yes --quiet)
if(LWC_VALGRIND)
  add_test(NAME security-taint-valgrind COMMAND ${LWC_VALGRIND} ${valgrind_args} $<TARGET_FILE:taint_check>)
  # Teeth: a secret-dependent early-exit compare must be reported.
  add_test(NAME security-taint-detects-leak COMMAND ${LWC_VALGRIND} ${valgrind_args} $<TARGET_FILE:taint_check> --leaky)
  set_tests_properties(security-taint-detects-leak PROPERTIES
                       PASS_REGULAR_EXPRESSION "Conditional jump or move depends on uninitialised value")
else()
  add_test(NAME security-taint-valgrind COMMAND ${CMAKE_COMMAND} -E echo
           "valgrind not found: run tools/install-deps.sh (make deps)")
  set_tests_properties(security-taint-valgrind PROPERTIES WILL_FAIL TRUE)
endif()
endif()
