# libFuzzer on the host (tests/fuzz/fuzz_lwc.c): the library, the variants and the target compiled
# together by clang with -fsanitize=fuzzer,address,undefined (the host build itself is gcc). ctest
# runs each family for LWC_FUZZ_SECONDS (20; a primitive's own family, tests/<p>/fuzz_<p>*.c (fuzz.h),
# LWC_FUZZ_FAMILY_SECONDS, 10: such a family checks against a model that is slow by design) with a
# fixed seed; `make fuzz` runs long (tests/fuzz/run-fuzz.sh).
# clang and libFuzzer (libclang-rt-14-dev on Debian 12) come from tools/install-deps.sh: without them
# the test fails and says so (it does not skip).
if(LWC_SANITIZE OR NOT LWC_WHOLE_PROGRAM_TESTS)
  return()  # the sanitizer build: the fuzzer already runs under ASan + UBSan in the host build
endif()
set(LWC_FUZZ_SECONDS 20 CACHE STRING "libFuzzer run per family in ctest (seconds)")
set(LWC_FUZZ_FAMILY_SECONDS 10 CACHE STRING "libFuzzer run of a primitive's own family in ctest (seconds)")
find_program(LWC_CLANG NAMES clang clang-14 clang-15 clang-16)

# The primitives' own families: tests/<p>/fuzz_<p>*.c of the manifest's primitives.
set(fuzz_families)
set(fuzz_family_srcs)
set(fuzz_family_list "")
foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
  file(GLOB srcs ${PROJECT_SOURCE_DIR}/tests/${prim}/fuzz_${prim}*.c)
  if(srcs)
    list(APPEND fuzz_families ${prim})
    list(APPEND fuzz_family_srcs ${srcs})
    string(APPEND fuzz_family_list "X(${prim})")
  endif()
endforeach()

include(${PROJECT_SOURCE_DIR}/cmake/whole_program.cmake)
lwc_whole_program(fuzz_srcs fuzz_flags fuzz_headers ${CMAKE_CURRENT_LIST_DIR}/fuzz_lwc.c
                  ${fuzz_family_srcs} ${runner_variant_srcs} ${runner_option_srcs})
list(APPEND fuzz_flags "-DFUZZ_FAMILIES(X)=${fuzz_family_list}" "${runner_option_define}")
set(fuzz_bin ${CMAKE_CURRENT_BINARY_DIR}/fuzz/lwc_fuzz)

# Can this clang link a libFuzzer target (Debian: libclang-rt-14-dev)? Checked once per configure.
set(LWC_LIBFUZZER_OK OFF)
if(LWC_CLANG)
  set(probe ${CMAKE_CURRENT_BINARY_DIR}/fuzz/probe)
  file(MAKE_DIRECTORY ${probe})
  file(WRITE ${probe}/probe.c
       "#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n")
  execute_process(COMMAND ${LWC_CLANG} -fsanitize=fuzzer,address,undefined ${probe}/probe.c -o ${probe}/probe
                  RESULT_VARIABLE probe_rc OUTPUT_QUIET ERROR_QUIET)
  if(probe_rc EQUAL 0)
    set(LWC_LIBFUZZER_OK ON)
  endif()
endif()

if(LWC_LIBFUZZER_OK)
  add_custom_command(OUTPUT ${fuzz_bin}
    COMMAND ${LWC_CLANG} -std=c11 -O2 -g -Wall -Wextra -Werror -fsanitize=fuzzer,address,undefined
            -fno-sanitize-recover=all ${fuzz_flags} ${fuzz_srcs} -o ${fuzz_bin}
    DEPENDS ${fuzz_srcs} ${fuzz_headers} ${CMAKE_CURRENT_LIST_DIR}/fuzz.h
    COMMENT "clang libFuzzer target tests/fuzz/lwc_fuzz"
    VERBATIM)
  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/fuzz)
  add_custom_target(lwc_fuzz ALL DEPENDS ${fuzz_bin})
  foreach(kind aead hash cipher ${fuzz_families})
    set(seconds ${LWC_FUZZ_SECONDS})
    if(kind IN_LIST fuzz_families)
      set(seconds ${LWC_FUZZ_FAMILY_SECONDS})
    endif()
    add_test(NAME fuzz-${kind}
             COMMAND ${CMAKE_COMMAND} -E env LWC_FUZZ_KIND=${kind}
                     ${fuzz_bin} -max_total_time=${seconds} -seed=20261123 -max_len=1400 -len_control=0
                     -print_final_stats=1 -artifact_prefix=${CMAKE_CURRENT_BINARY_DIR}/fuzz/)
    set_tests_properties(fuzz-${kind} PROPERTIES TIMEOUT 300)
  endforeach()
else()
  # Not a skip: the test fails and says what to install.
  add_test(NAME fuzz-aead COMMAND ${CMAKE_COMMAND} -E echo
           "fuzz: no clang with libFuzzer (clang: '${LWC_CLANG}'); install clang and libclang-rt-14-dev with tools/install-deps.sh (make deps)")
  set_tests_properties(fuzz-aead PROPERTIES WILL_FAIL TRUE)
endif()
