# The run-time dispatch of the host's kernels (include/lwc/host.h; src/manifest.json, the backends
# with "adds_to"), host only (labelled area:dispatch by tests/CMakeLists.txt, like every test here). The library is built with the kernels of the build machine's
# instruction set; the default tests run at the highest level its CPU has. Here:
#  - dispatch-check: each level above the portable C against the portable C (tests/dispatch/dispatch_check.c);
#  - every vector file with each lower level forced (LWC_LEVEL), the portable C included;
#  - the secret-taint check's cipher and mode parts under valgrind with each lower level forced (the
#    highest level is the default of the security-taint tests);
#  - dispatch-level-<level>: skipped (and saying so) for each level this CPU lacks, whose kernels are
#    then not run here.
# The sanitizer builds run dispatch-check only; a cross build (tests/cross) builds dispatch_check and
# registers its tests there.
add_executable(dispatch_check ${CMAKE_CURRENT_LIST_DIR}/dispatch_check.c)
target_link_libraries(dispatch_check PRIVATE lwc)
if(CMAKE_CROSSCOMPILING)
  return()
endif()
add_test(NAME dispatch-check COMMAND dispatch_check)

# the highest level of this machine's CPU, from the library's own detection
try_run(probe_run probe_compiled ${CMAKE_CURRENT_BINARY_DIR}/level_probe
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/level_probe.c ${PROJECT_SOURCE_DIR}/src/common/host_level.c
        CMAKE_FLAGS "-DINCLUDE_DIRECTORIES=${PROJECT_SOURCE_DIR}/include"
        RUN_OUTPUT_VARIABLE lwc_cpu_level)
if(NOT probe_compiled OR NOT probe_run EQUAL 0)
  set(lwc_cpu_level portable)
endif()
set(levels portable ssse3 avx2)   # LWC_LEVEL_* of include/lwc/host.h, in order
list(FIND levels "${lwc_cpu_level}" top)
message(STATUS "Kernel levels tested on this CPU: up to ${lwc_cpu_level}")

file(GLOB level_vec_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.txt"
     "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.rsp")
set(i 0)
foreach(level IN LISTS levels)
  if(i GREATER top)
    add_test(NAME dispatch-level-${level} COMMAND dispatch_check --require ${level})
    set_tests_properties(dispatch-level-${level} PROPERTIES SKIP_RETURN_CODE 77)
  elseif(i LESS top AND NOT LWC_SANITIZE)   # (the sanitizer builds: dispatch-check covers every level)
    foreach(f IN LISTS level_vec_files)
      get_filename_component(dir "${f}" DIRECTORY)
      get_filename_component(folder "${dir}" NAME)
      get_filename_component(stem "${f}" NAME_WE)
      add_test(NAME vectors-level-${level}-${folder}-${stem}
               COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target host
                       --runner $<TARGET_FILE:vector_runner> "${f}")
      set_tests_properties(vectors-level-${level}-${folder}-${stem} PROPERTIES
                           ENVIRONMENT "LWC_LEVEL=${level}")
    endforeach()
    add_test(NAME dispatch-check-at-${level} COMMAND dispatch_check)
    set_tests_properties(dispatch-check-at-${level} PROPERTIES ENVIRONMENT "LWC_LEVEL=${level}")
    find_program(LWC_VALGRIND valgrind)
    find_program(LWC_GCC NAMES gcc gcc-12)
    if(NOT LWC_SANITIZE AND LWC_WHOLE_PROGRAM_TESTS AND LWC_VALGRIND AND LWC_GCC)
      foreach(part IN ITEMS aead cipher gcm-iv mode-tags batch)
        add_test(NAME dispatch-taint-${level}-${part}
                 COMMAND ${LWC_VALGRIND} --tool=memcheck --error-exitcode=1 --track-origins=yes --quiet
                         ${CMAKE_CURRENT_BINARY_DIR}/taint/taint_check_gcc_O2 --part ${part})
        set_tests_properties(dispatch-taint-${level}-${part} PROPERTIES ENVIRONMENT "LWC_LEVEL=${level}")
      endforeach()
    endif()
  endif()
  math(EXPR i "${i} + 1")
endforeach()
