# cmake -DSRC=<repo> -DBIN=<dir> -P build_avr2560.cmake: configure the avr build for the ATmega2560
# (3-byte PC) and build the two programs the vectors-avr2560-* tests run.
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SRC} -B ${BIN} -G Ninja
                        -DCMAKE_TOOLCHAIN_FILE=${SRC}/cmake/avr-gcc.cmake -DCMAKE_BUILD_TYPE=Release
                        -DLWC_MCU=atmega2560
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring the atmega2560 build failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BIN} --target vector_runner variants_check RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building the atmega2560 vector runner failed")
endif()
