# C ecosystem (tests/ecosystem): cmake --install of this host tree and of the avr tree
# (LWC_BUILD_ROOT/avr, built before the host tests by `make test`), then a consumer project that only
# sees the installed files: find_package(lwcrypt) / lwcrypt::lwcrypt and pkg-config lwcrypt.
if(LWC_SANITIZE)
  return()
endif()
add_test(NAME install-consumer-host
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_install.py --repo ${PROJECT_SOURCE_DIR}
                 --build ${CMAKE_BINARY_DIR} --work ${CMAKE_BINARY_DIR}/ecosystem/host)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME install-consumer-avr
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_install.py --repo ${PROJECT_SOURCE_DIR}
                   --build ${LWC_BUILD_ROOT}/avr --work ${CMAKE_BINARY_DIR}/ecosystem/avr
                   --toolchain ${PROJECT_SOURCE_DIR}/cmake/avr-gcc.cmake --run $<TARGET_FILE:avr-run>
                   --target-io ${PROJECT_SOURCE_DIR}/targets/avr
                   --link-option=-Wl,--undefined=lwc_avr_mmcu,--section-start=.mmcu=0x910000)
endif()

# The ARM backends build only for their cores: armv7m refused for a Cortex-M0+, built and linked for
# hard-float Cortex-M4/M7/M33; armv6m objects are ARMv6-M.
find_program(LWC_ARM_GCC arm-none-eabi-gcc)
if(LWC_ARM_GCC)
  add_test(NAME arm-backend-arch
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arm_arch.py --repo ${PROJECT_SOURCE_DIR}
                   --work ${CMAKE_BINARY_DIR}/ecosystem/arm-arch)
endif()

# Arduino library (tools/make-arduino), compiled as the Arduino AVR core would for two parts.
foreach(mcu atmega328p atmega2560)
  add_test(NAME arduino-${mcu}
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --mcu ${mcu}
                   --work ${CMAKE_BINARY_DIR}/ecosystem/arduino-${mcu})
endforeach()

# The ATmega2560 pushes 3-byte return addresses: the vector runner and the variant check built for it
# (a build tree of its own, configured and built by the first test) run in simavr's atmega2560, through
# every vector file of each primitive that has AVR assembly (src/<p>/avr/, and the assembly variants).
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  set(avr2560 ${CMAKE_BINARY_DIR}/avr2560)
  add_test(NAME avr2560-build
           COMMAND ${CMAKE_COMMAND} -DSRC=${PROJECT_SOURCE_DIR} -DBIN=${avr2560}
                   -P ${CMAKE_CURRENT_LIST_DIR}/build_avr2560.cmake)
  set_tests_properties(avr2560-build PROPERTIES FIXTURES_SETUP lwc_avr2560 RESOURCE_LOCK lwc_avr2560)
  add_test(NAME variants-avr2560 COMMAND avr-run ${avr2560}/tests/variants_check.elf)
  set_tests_properties(variants-avr2560 PROPERTIES FIXTURES_REQUIRED lwc_avr2560)
  file(GLOB avr_asm CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/*/avr/*.S")
  set(asm_prims)
  foreach(f IN LISTS avr_asm)
    if(f MATCHES "/src/([a-z0-9]+)/avr/")
      list(APPEND asm_prims ${CMAKE_MATCH_1})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES asm_prims)
  file(GLOB vec_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.txt"
       "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.rsp")
  foreach(f IN LISTS vec_files)
    get_filename_component(dir "${f}" DIRECTORY)
    get_filename_component(folder "${dir}" NAME)
    get_filename_component(stem "${f}" NAME_WE)
    string(REGEX REPLACE "-.*$" "" prim "${folder}")   # tinyjambu-128 -> tinyjambu, romulus-n -> romulus
    if(NOT prim IN_LIST asm_prims)
      continue()
    endif()
    add_test(NAME vectors-avr2560-${folder}-${stem}
             COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target avr
                     --runner ${avr2560}/tests/vector_runner.elf "${f}")
    set_tests_properties(vectors-avr2560-${folder}-${stem} PROPERTIES FIXTURES_REQUIRED lwc_avr2560
                         ENVIRONMENT LWC_BUILD_ROOT=${LWC_BUILD_ROOT})
  endforeach()
endif()

# docs/choosing.md is generated from bench/results/*.json by tools/choose-table (make bench runs it):
# the page must match the JSON in the tree.
add_test(NAME choose-table-in-sync COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/choose-table --check)
