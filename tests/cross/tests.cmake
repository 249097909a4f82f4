# The portable C on Linux machines unlike the build host (label "cross"): big-endian s390x and
# AArch64, each built by Debian's cross gcc (build_cross.cmake: the vector runner and the variant
# check only, with UBSan's alignment checks trapping) and run under qemu-user: every vector file
# through tools/run-vectors, the STREAM vectors (tests/stream), and the variant check.
if(LWC_SANITIZE OR CMAKE_CROSSCOMPILING)
  return()
endif()
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
                   -DPROCESSOR=${processor} -DQEMU=${qemu} -P ${CMAKE_CURRENT_LIST_DIR}/build_cross.cmake)
  set_tests_properties(cross-${name}-build PROPERTIES FIXTURES_SETUP lwc_cross_${name}
                       RESOURCE_LOCK lwc_cross_${name} LABELS cross)
  add_test(NAME variants-cross-${name} COMMAND ${qemu} ${bin}/tests/variants_check)
  set_tests_properties(variants-cross-${name} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
  add_test(NAME stream-vectors-cross-${name}
           COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/stream/run_stream_vectors.py --target host
                   --runner ${bin}/vector_runner.sh ${PROJECT_SOURCE_DIR}/tests/stream/stream_vectors.txt)
  set_tests_properties(stream-vectors-cross-${name} PROPERTIES FIXTURES_REQUIRED lwc_cross_${name} LABELS cross)
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
