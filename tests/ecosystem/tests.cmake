# C ecosystem (tests/ecosystem): the consumer project (consumer/) uses lwcrypt as applications do.
#   install-consumer-*  cmake --install of a build tree (this host tree; the avr and cm3 trees that
#                       `make test` builds first under LWC_BUILD_ROOT), or of lwcrypt configured with a
#                       user's Cortex-M4F hard-float toolchain file; then find_package(lwcrypt) from
#                       projects for processors the package must accept (built, run in an emulator
#                       where one runs them) and must refuse (configure fails with the reason), and
#                       pkg-config lwcrypt.
#   fetchcontent-*      FetchContent with the consumer's own toolchain file: the library only, for the
#                       backend that processor gets, nothing of the parent's settings changed.
# The configurations (CPU flags, how a project spells CMAKE_SYSTEM_PROCESSOR) are in check_consumer.py.
if(LWC_SANITIZE)
  return()
endif()
set(eco_check ${CMAKE_CURRENT_LIST_DIR}/check_consumer.py --repo ${PROJECT_SOURCE_DIR})
set(eco_runners)
if(TARGET avr-run)
  list(APPEND eco_runners --avr-run $<TARGET_FILE:avr-run>)
endif()
if(TARGET m3-run)   # (sim/cm3 is built: its qemu-run wrapper and qemu-system-arm are there)
  list(APPEND eco_runners --qemu-run ${PROJECT_SOURCE_DIR}/sim/cm3/qemu-run)
endif()
add_test(NAME install-consumer-host
         COMMAND Python3::Interpreter ${eco_check} package --build ${CMAKE_BINARY_DIR} --work ${CMAKE_BINARY_DIR}/ecosystem/host
                 --accept host --reject cortex-m3 --reject atmega128 --pkg-config)
if(TARGET avr-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME install-consumer-avr
           COMMAND Python3::Interpreter ${eco_check} package --build ${LWC_BUILD_ROOT}/avr --work ${CMAKE_BINARY_DIR}/ecosystem/avr
                   --accept atmega128 --accept atmega1281 --reject atmega328p --reject atmega2560 --reject host
                   --reject cortex-m3 --pkg-config ${eco_runners})
endif()
if(TARGET m3-run AND LWC_TARGET_VECTOR_TESTS)
  add_test(NAME install-consumer-cm3
           COMMAND Python3::Interpreter ${eco_check} package --build ${LWC_BUILD_ROOT}/cm3 --work ${CMAKE_BINARY_DIR}/ecosystem/cm3
                   --accept cortex-m3 --accept cortex-m4 --accept cortex-m4-softfp --accept cortex-m33
                   --reject cortex-m4f --reject cortex-m0plus --reject host --reject atmega128 --pkg-config ${eco_runners})
endif()
add_test(NAME install-consumer-cortex-m4f
         COMMAND Python3::Interpreter ${eco_check} package --library-config cortex-m4f --work ${CMAKE_BINARY_DIR}/ecosystem/cm4f
                 --accept cortex-m4f --accept cortex-m7f --reject cortex-m4 --reject cortex-m3 ${eco_runners})
foreach(config host cortex-m3 cortex-m4f cortex-m0plus atmega128 atmega328p)
  add_test(NAME fetchcontent-${config}
           COMMAND Python3::Interpreter ${eco_check} fetch --config ${config} --work ${CMAKE_BINARY_DIR}/ecosystem/fetch-${config}
                   ${eco_runners})
endforeach()

# Arduino / PlatformIO library (tools/make-arduino): compiled as each board's core would (AVR
# assembly on uno and mega, also through arduino-builder; ARMv7-M assembly on due and samd51; the
# portable C on zero), the manifests' fields, and `pio pkg pack` (PlatformIO Core in a venv that
# tools/install-deps.sh makes; skipped when it is not there).
foreach(board uno mega due zero samd51)
  add_test(NAME arduino-${board}
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --board ${board}
                   --work ${CMAKE_BINARY_DIR}/ecosystem/arduino-${board})
endforeach()
add_test(NAME arduino-manifests
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --manifests
                 --work ${CMAKE_BINARY_DIR}/ecosystem/arduino-manifests)
add_test(NAME platformio-pack
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --manifests
                 --pio-python ${LWC_BUILD_ROOT}/venv-pio/bin/python --work ${CMAKE_BINARY_DIR}/ecosystem/platformio-pack)
set_tests_properties(platformio-pack PROPERTIES SKIP_RETURN_CODE 77)

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

# The C code blocks of README.md and docs/*.md compile (and a block with main() runs), by the rule
# in check_snippets.py (README.md, "Documentation").
add_test(NAME doc-snippets
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_snippets.py --repo ${PROJECT_SOURCE_DIR}
                 --library $<TARGET_FILE:lwc> --cc ${CMAKE_C_COMPILER} --work ${CMAKE_BINARY_DIR}/ecosystem/snippets)

# One version: LWC_VERSION of include/lwc/lwc.h everywhere (CMake, pkg-config, Python, Arduino,
# PlatformIO, CHANGELOG.md).
add_test(NAME version-agrees
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_version.py --repo ${PROJECT_SOURCE_DIR}
                 --cmake-version ${PROJECT_VERSION} --build ${CMAKE_BINARY_DIR})
