# cmake -DSRC=<repo> -DBIN=<dir> -DTARGET=<target> "-DCACHE=-DVAR=value;..." -P build_configuration.cmake:
# configure a build of <target> with other cache values (e.g. -DLWC_MCU=atmega2560, a descriptor's
# "also_test_with") and build the two programs the tests of that configuration run.
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SRC} -B ${BIN} -G Ninja
                        -DCMAKE_TOOLCHAIN_FILE=${SRC}/cmake/lwc-toolchain.cmake -DLWC_TARGET=${TARGET}
                        -DCMAKE_BUILD_TYPE=Release ${CACHE}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring ${BIN} (${TARGET} ${CACHE}) failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BIN} --target vector_runner variants_check RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building the vector runner of ${BIN} failed")
endif()
