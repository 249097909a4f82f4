# The portable C on Linux machines unlike the build host (label "cross"): big-endian s390x and
# AArch64, each built by Debian's cross gcc (build_cross.cmake: the vector runner, the variant check
# and the dispatch check only, with UBSan's alignment checks trapping) and run under qemu-user: every
# vector file through tools/run-vectors, the STREAM vectors (tests/stream), the variant check, and
# the dispatch check (tests/dispatch/dispatch_check.c: the level API; each level of the run-time
# dispatched kernels the emulated CPU has against the portable C).
# A machine with run-time dispatched kernels (src/manifest.json, "adds_to": AArch64) lists its levels
# (LWC_LEVEL_* of include/lwc/host.h, in order) in cross_levels_<name>; the per-file vector tests run
# at the emulated CPU's highest level (qemu's default CPU), and each lower level is forced
# (LWC_LEVEL) on every vector file in one runner process (vectors-cross-<name>-level-<level>: qemu
# starts once) and on the dispatch check (dispatch-check-cross-<name>-at-<level>, which fails when
# LWC_LEVEL is not honoured); dispatch-level-cross-<name>-<level> is skipped for a level the
# emulated CPU lacks.
# ct-trace-cross-<name> (tests/cross/check_ct_trace.py): at each level, the instruction addresses a
# call executes and the addresses of its loads and stores are the same for three keys, nonces and
# messages (no branch on a secret, no memory access at an address computed from one), with the
# probe bench/aarch64/insn_bench.c, built there as cross_probe_<name>, run under qemu-user with
# tests/cross/qemu_trace_plugin.c, a qemu plugin built here for the build host.
# taint-cross-<name> (tests/cross/check_taint.py): the same calls at each level under valgrind's
# memcheck for the machine (Debian's package unpacked in LWC_BUILD_ROOT/valgrind-<Debian arch> by
# tools/install-deps.sh; the test fails when it is not there), one process per level, with the probe
# and the library built with LWC_CT_ANNOTATE in cross-<name>-taint by cross-<name>-taint-build.
set(cross_levels_aarch64 portable neon pmull)
set(cross_probe_aarch64 aarch64_insn_bench)
set(cross_valgrind_aarch64 arm64)   # Debian's name of the architecture: build/valgrind-arm64
if(LWC_SANITIZE OR CMAKE_CROSSCOMPILING)
  return()
endif()
add_library(qemu_trace_plugin MODULE ${CMAKE_CURRENT_LIST_DIR}/qemu_trace_plugin.c)
file(GLOB cross_vec_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.txt"
     "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.rsp")
# <name> <GNU triple> <CMAKE_SYSTEM_PROCESSOR> <qemu-user program>
foreach(machine "s390x;s390x-linux-gnu;s390x;qemu-s390x" "aarch64;aarch64-linux-gnu;aarch64;qemu-aarch64")
  list(GET machine 0 name)
  list(GET machine 1 triple)
  list(GET machine 2 processor)
  list(GET machine 3 qemu)
  set(bin ${CMAKE_BINARY_DIR}/cross-${name})
  add_test(NAME cross-${name}-build
           COMMAND ${CMAKE_COMMAND} -DSRC=${PROJECT_SOURCE_DIR} -DBIN=${bin} -DTRIPLE=${triple}
                   -DPROCESSOR=${processor} -DQEMU=${qemu} "-DEXTRA_TARGETS=${cross_probe_${name}}"
                   -P ${CMAKE_CURRENT_LIST_DIR}/build_cross.cmake)
  set_tests_properties(cross-${name}-build PROPERTIES FIXTURES_SETUP lwc_cross_${name}
                       RESOURCE_LOCK lwc_cross_${name} LABELS cross)
  add_test(NAME variants-cross-${name} COMMAND ${qemu} ${bin}/tests/variants_check)
  set_tests_properties(variants-cross-${name} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
  add_test(NAME stream-vectors-cross-${name}
           COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/stream/run_stream_vectors.py --target host
                   --runner ${bin}/vector_runner.sh ${PROJECT_SOURCE_DIR}/tests/stream/stream_vectors.txt)
  set_tests_properties(stream-vectors-cross-${name} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
  add_test(NAME dispatch-check-cross-${name} COMMAND ${qemu} ${bin}/tests/dispatch_check)
  set_tests_properties(dispatch-check-cross-${name} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
  set(levels ${cross_levels_${name}})
  list(POP_BACK levels top_level)   # the default CPU's, checked by dispatch-level-cross-<name>-<top>
  foreach(level IN LISTS levels)
    add_test(NAME vectors-cross-${name}-level-${level}
             COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target host
                     --runner ${bin}/vector_runner.sh ${cross_vec_files})
    add_test(NAME dispatch-check-cross-${name}-at-${level} COMMAND ${qemu} ${bin}/tests/dispatch_check)
    set_tests_properties(vectors-cross-${name}-level-${level} dispatch-check-cross-${name}-at-${level} PROPERTIES
                         ENVIRONMENT "LWC_LEVEL=${level}" FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
  endforeach()
  if(cross_probe_${name})
    add_test(NAME ct-trace-cross-${name}
             COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_ct_trace.py ${qemu}
                     $<TARGET_FILE:qemu_trace_plugin> ${bin}/bench/${cross_probe_${name}} ${cross_levels_${name}})
    set_tests_properties(ct-trace-cross-${name} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
    set(valgrind ${LWC_BUILD_ROOT}/valgrind-${cross_valgrind_${name}})
    add_test(NAME cross-${name}-taint-build
             COMMAND ${CMAKE_COMMAND} -DSRC=${PROJECT_SOURCE_DIR} -DBIN=${bin}-taint -DTRIPLE=${triple}
                     -DPROCESSOR=${processor} -DQEMU=${qemu} -DEXTRA_TARGETS=${cross_probe_${name}}
                     -DVALGRIND=${valgrind} -P ${CMAKE_CURRENT_LIST_DIR}/build_cross.cmake)
    set_tests_properties(cross-${name}-taint-build PROPERTIES FIXTURES_SETUP lwc_cross_${name}_taint
                         RESOURCE_LOCK lwc_cross_${name}_taint LABELS cross)
    add_test(NAME taint-cross-${name}
             COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_taint.py ${valgrind}
                     ${bin}-taint/bench/${cross_probe_${name}} ${cross_levels_${name}})
    set_tests_properties(taint-cross-${name} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name}_taint LABELS cross)
  endif()
  set(upper ${cross_levels_${name}})
  list(POP_FRONT upper)   # the portable C: every CPU has it
  foreach(level IN LISTS upper)
    add_test(NAME dispatch-level-cross-${name}-${level} COMMAND ${qemu} ${bin}/tests/dispatch_check --require ${level})
    set_tests_properties(dispatch-level-cross-${name}-${level} PROPERTIES SKIP_RETURN_CODE 77
                         FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
  endforeach()
  foreach(f IN LISTS cross_vec_files)
    get_filename_component(dir "${f}" DIRECTORY)
    get_filename_component(folder "${dir}" NAME)
    get_filename_component(stem "${f}" NAME_WE)
    add_test(NAME vectors-cross-${name}-${folder}-${stem}
             COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target host
                     --runner ${bin}/vector_runner.sh "${f}")
    set_tests_properties(vectors-cross-${name}-${folder}-${stem} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name}
                         LABELS cross)
  endforeach()
endforeach()
