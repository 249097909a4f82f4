# cmake -DSRC=<repo> -DBIN=<dir> -DTRIPLE=<gnu triple> -DPROCESSOR=<cpu> -DQEMU=<qemu-user program>
#       [-DEXTRA_TARGETS=<target>;...] [-DVALGRIND=<dir>] -P build_cross.cmake
# The vector runner, the variant check and the dispatch check (library, paper variants, the three
# programs and EXTRA_TARGETS; nothing else) built for a Linux machine of another architecture by Debian's cross gcc
# (<triple>-gcc, static, so qemu-user needs no sysroot),
# with UndefinedBehaviorSanitizer trapping (alignment, shifts, overflow: no run-time library needed),
# and BIN/vector_runner.sh: the runner under qemu-user, for tools/run-vectors --runner.
# A cross toolchain lwcrypt has no assembly for is its host target on the portable C (backend ref,
# cmake/subproject.cmake). At -O2 (RelWithDebInfo): at -O3, Debian's s390x gcc 12 warns of a write
# past a block in lwc_cmac (src/modes/modes.c, -Wstringop-overflow, a bound it does not see through
# xor_bytes' tail loop), which -Werror turns into a build failure.
# With VALGRIND (valgrind's package for the machine, unpacked: tools/install-deps.sh), the tree of the
# secret-taint check instead: LWC_CT_ANNOTATE with valgrind's headers from there, no UBSan checks (its
# shift and bool checks would branch on the values they check), and EXTRA_TARGETS only (no runner
# script then).
foreach(tool ${TRIPLE}-gcc ${QEMU})
  find_program(found_${tool} ${tool})
  if(NOT found_${tool})
    message(FATAL_ERROR "${tool} not found: tools/install-deps.sh installs it (Debian: gcc-<arch>-linux-gnu, qemu-user)")
  endif()
endforeach()
set(checks "-fsanitize=alignment,shift,bool,enum -fsanitize-undefined-trap-on-error")
set(programs vector_runner variants_check dispatch_check)
if(VALGRIND)
  if(NOT EXISTS ${VALGRIND}/usr/include/valgrind/memcheck.h)
    message(FATAL_ERROR "${VALGRIND}/usr/include/valgrind/memcheck.h not found: valgrind's package for "
                        "${PROCESSOR} is not unpacked there (tools/install-deps.sh does it)")
  endif()
  set(checks "-DLWC_CT_ANNOTATE -isystem ${VALGRIND}/usr/include")
  set(programs)
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SRC} -B ${BIN} -G Ninja
                        -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=${PROCESSOR}
                        -DCMAKE_C_COMPILER=${TRIPLE}-gcc -DCMAKE_ASM_COMPILER=${TRIPLE}-gcc
                        "-DCMAKE_C_FLAGS=${checks}" -DCMAKE_EXE_LINKER_FLAGS=-static
                        -DCMAKE_BUILD_TYPE=RelWithDebInfo
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring ${BIN} for ${TRIPLE} failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BIN} --target ${programs} ${EXTRA_TARGETS}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building ${programs} ${EXTRA_TARGETS} of ${BIN} failed")
endif()
if(VALGRIND)
  return()
endif()
file(WRITE ${BIN}/vector_runner.sh "#!/bin/sh\nexec ${found_${QEMU}} ${BIN}/tests/vector_runner \"$@\"\n")
file(CHMOD ${BIN}/vector_runner.sh PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                               WORLD_READ WORLD_EXECUTE)
