# C ecosystem (tests/ecosystem): the consumer project (consumer/) uses lwcrypt as applications do.
#   install-consumer-<target>  cmake --install of this host tree and of each target's tree
#                       (LWC_BUILD_ROOT/<target>, built before the host tests by `make test`); the
#                       consumer with find_package(lwcrypt) for the target itself (run in its runner)
#                       and with pkg-config lwcrypt; then for the processor configurations its
#                       descriptor lists in "package_check": those the package must accept (built,
#                       run where an emulator runs them) and those it must refuse (configure fails
#                       with the reason).
#   install-consumer-cortex-m4f  the same for lwcrypt configured with a user's Cortex-M4F hard-float
#                       toolchain file and installed.
#   fetchcontent-*      FetchContent with the consumer's own toolchain file: the library only, for the
#                       backend that processor gets, nothing of the parent's settings changed.
# The configurations (CPU flags, how a project spells CMAKE_SYSTEM_PROCESSOR) are in check_consumer.py.
if(LWC_SANITIZE)
  return()
endif()
set(eco_check ${CMAKE_CURRENT_LIST_DIR}/check_consumer.py --repo ${PROJECT_SOURCE_DIR})
add_test(NAME install-consumer-host
         COMMAND Python3::Interpreter ${eco_check} package --target host --build ${CMAKE_BINARY_DIR}
                 --work ${CMAKE_BINARY_DIR}/ecosystem/host)
lwc_add_target_test(install-consumer SIMULATED FAST_PROFILE
                    COMMAND Python3::Interpreter ${eco_check} package --target {target} --build ${LWC_BUILD_ROOT}/{target}
                            --work ${CMAKE_BINARY_DIR}/ecosystem/{target})
add_test(NAME install-consumer-cortex-m4f
         COMMAND Python3::Interpreter ${eco_check} package --library-config cortex-m4f --work ${CMAKE_BINARY_DIR}/ecosystem/cm4f
                 --accept cortex-m4f --accept cortex-m7f --reject cortex-m4 --reject cortex-m3)
foreach(config host cortex-m3 cortex-m4f cortex-m0plus rv32imac rv32emac atmega128 atmega328p rp2350-arm)
  add_test(NAME fetchcontent-${config}
           COMMAND Python3::Interpreter ${eco_check} fetch --config ${config} --work ${CMAKE_BINARY_DIR}/ecosystem/fetch-${config})
endforeach()

# The ARM backends build only for their cores: armv7m refused for a Cortex-M0+, built and linked for
# hard-float Cortex-M4/M7/M33; armv6m objects are ARMv6-M.
find_program(LWC_ARM_GCC arm-none-eabi-gcc)
if(LWC_ARM_GCC)
  add_test(NAME arm-backend-arch
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arm_arch.py --repo ${PROJECT_SOURCE_DIR}
                   --work ${CMAKE_BINARY_DIR}/ecosystem/arm-arch)
endif()

# Arduino / PlatformIO library (tools/make-arduino): compiled as each board's core would (AVR
# assembly on uno and mega, also through arduino-builder; ARMv7-M assembly on due and samd51; ARMv6-M
# on zero; RV32 on esp32c3; the portable C on zero-portable), the manifests' fields, and `pio pkg pack` (PlatformIO Core in a venv that
# tools/install-deps.sh makes; skipped when it is not there).
foreach(board uno mega due zero samd51 esp32c3 zero-portable)
  add_test(NAME arduino-${board}
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --board ${board}
                   --work ${CMAKE_BINARY_DIR}/ecosystem/arduino-${board})
  set_tests_properties(arduino-${board} PROPERTIES SKIP_RETURN_CODE 77)  # arduino-builder missing (uno, mega)
endforeach()
add_test(NAME arduino-manifests
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --manifests
                 --work ${CMAKE_BINARY_DIR}/ecosystem/arduino-manifests)
add_test(NAME platformio-pack
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --manifests
                 --pio-python ${LWC_BUILD_ROOT}/venv-pio/bin/python --work ${CMAKE_BINARY_DIR}/ecosystem/platformio-pack)
set_tests_properties(platformio-pack PROPERTIES SKIP_RETURN_CODE 77)

# Other configurations of a target its descriptor asks to be tested too ("also_test_with", e.g. the
# ATmega2560, which pushes 3-byte return addresses, for the avr target): the vector runner and the
# variant check built for it (a build tree of its own, configured and built by the first test) run in
# the target's simulator through every vector file of each primitive that has assembly for the
# target's backend (src/<p>/<backend>/), and the variant check.
foreach(t IN LISTS LWC_TEST_TARGETS)
  if(NOT t IN_LIST LWC_TARGET_NAMES)
    continue()   # (a profile configuration, <target>-<profile>: the target's fast one is enough here)
  endif()
  lwc_target_count(${t} n_configs also_test_with)
  if(n_configs EQUAL 0)
    continue()
  endif()
  file(GLOB vec_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.txt"
       "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.rsp")
  math(EXPR last_config "${n_configs} - 1")
  foreach(i RANGE ${last_config})
    lwc_target_get(${t} config also_test_with ${i} name)
    lwc_target_list(${t} cache also_test_with ${i} cache)
    # The primitives with code of their own in the configuration's backend folders (its LWC_BACKEND
    # when the configuration sets one, else the target's fast list): their vector files run.
    lwc_target_backends(${t} fast backends)
    foreach(c IN LISTS cache)
      if(c MATCHES "^LWC_BACKEND=(.*)$")
        string(REPLACE "," ";" backends "${CMAKE_MATCH_1}")
      endif()
    endforeach()
    set(asm_prims)
    foreach(backend IN LISTS backends)
      file(GLOB backend_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/*/${backend}/*.S"
           "${PROJECT_SOURCE_DIR}/src/*/${backend}/*.c")
      foreach(f IN LISTS backend_files)
        if(f MATCHES "/src/([a-z0-9]+)/${backend}/")
          list(APPEND asm_prims ${CMAKE_MATCH_1})
        endif()
      endforeach()
    endforeach()
    list(REMOVE_DUPLICATES asm_prims)
    list(TRANSFORM cache PREPEND "-D")
    set(bin ${CMAKE_BINARY_DIR}/${config})
    add_test(NAME ${config}-build
             COMMAND ${CMAKE_COMMAND} -DSRC=${PROJECT_SOURCE_DIR} -DBIN=${bin} -DTARGET=${t}
                     "-DCACHE=${cache}" -P ${CMAKE_CURRENT_LIST_DIR}/build_configuration.cmake)
    set_tests_properties(${config}-build PROPERTIES FIXTURES_SETUP lwc_${config} RESOURCE_LOCK lwc_${config})
    lwc_target_list(${t} runner runner command)
    add_test(NAME variants-${config} COMMAND ${runner} ${bin}/tests/variants_check.elf)
    set_tests_properties(variants-${config} PROPERTIES FIXTURES_REQUIRED lwc_${config})
    foreach(f IN LISTS vec_files)
      get_filename_component(dir "${f}" DIRECTORY)
      get_filename_component(folder "${dir}" NAME)
      get_filename_component(stem "${f}" NAME_WE)
      string(REGEX REPLACE "-.*$" "" prim "${folder}")   # tinyjambu-128 -> tinyjambu, romulus-n -> romulus
      if(NOT prim IN_LIST asm_prims)
        continue()
      endif()
      add_test(NAME vectors-${config}-${folder}-${stem}
               COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/run-vectors --target ${t}
                       --runner ${bin}/tests/vector_runner.elf "${f}")
      set_tests_properties(vectors-${config}-${folder}-${stem} PROPERTIES FIXTURES_REQUIRED lwc_${config})
    endforeach()
  endforeach()
endforeach()

# docs/choosing.md is generated from bench/results/*.json by tools/choose-table (make bench runs it):
# the page must match the JSON in the tree, and bench/results/algorithms.json the descriptor rows.
add_test(NAME choose-table-in-sync COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/choose-table --check
                                           --facts-from $<TARGET_FILE:algorithm_facts>)

# The C code blocks of README.md and docs/*.md compile (and a block with main() runs), by the rule
# in check_snippets.py (README.md, "Documentation").
add_test(NAME doc-snippets
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_snippets.py --repo ${PROJECT_SOURCE_DIR}
                 --library $<TARGET_FILE:lwc> --cc ${CMAKE_C_COMPILER} --work ${CMAKE_BINARY_DIR}/ecosystem/snippets)

# One version: LWC_VERSION of include/lwc/lwc.h everywhere (CMake, pkg-config, Python, Arduino,
# PlatformIO, lwc_version() of the library, CHANGELOG.md, the README's GIT_TAG).
add_test(NAME version-agrees
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_version.py --repo ${PROJECT_SOURCE_DIR}
                 --cmake-version ${PROJECT_VERSION} --build ${CMAKE_BINARY_DIR}
                 --cc ${CMAKE_C_COMPILER} --library $<TARGET_FILE:lwc>)

# Citations a reader can follow: no issue numbers, no internal paper numbers in any product file
# (papers are cited by the keys of docs/references.md).
add_test(NAME citations COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_citations.py --repo ${PROJECT_SOURCE_DIR})

# The project's address written once (pyproject.toml) and used by README.md, the Arduino manifests and
# the Python package's long description, whose links must work on PyPI (absolute).
add_test(NAME project-links COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_links.py --repo ${PROJECT_SOURCE_DIR})

# The Zephyr module and the ESP-IDF component, offline (check_platforms.py): their Kconfig through
# kconfiglib (the venv tools/install-deps.sh makes; skipped without it), their CMake under a stand-in
# of the platform's functions, built by a cross compiler of that platform's processors.
foreach(config zephyr-cortex-m4f zephyr-cortex-m0plus zephyr-rv32imac zephyr-cortex-m4f-subset zephyr-portable
               idf-esp32c3 idf-esp32s3 zephyr-cortex-m0plus-protected idf-esp32c3-protected)
  add_test(NAME platform-${config}
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_platforms.py --config ${config}
                   --kconfig-python ${LWC_BUILD_ROOT}/venv-tools/bin/python --work ${CMAKE_BINARY_DIR}/ecosystem/platform-${config})
  set_tests_properties(platform-${config} PROPERTIES SKIP_RETURN_CODE 77 LABELS ecosystem)
endforeach()
