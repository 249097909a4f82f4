# C ecosystem (tests/ecosystem): cmake --install of this host tree and of each target's tree
# (LWC_BUILD_ROOT/<target>, built before the host tests by `make test`), then a consumer project that
# only sees the installed files: find_package(lwcrypt) / lwcrypt::lwcrypt and pkg-config lwcrypt.
if(LWC_SANITIZE)
  return()
endif()
add_test(NAME install-consumer-host
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_install.py --repo ${PROJECT_SOURCE_DIR}
                 --build ${CMAKE_BINARY_DIR} --work ${CMAKE_BINARY_DIR}/ecosystem/host)
lwc_add_target_test(install-consumer SIMULATED
                    COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_install.py --repo ${PROJECT_SOURCE_DIR}
                            --build ${LWC_BUILD_ROOT}/{target} --work ${CMAKE_BINARY_DIR}/ecosystem/{target}
                            --target {target})

# Arduino library (tools/make-arduino), compiled as the Arduino AVR core would for two parts.
foreach(mcu atmega328p atmega2560)
  add_test(NAME arduino-${mcu}
           COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_arduino.py --mcu ${mcu}
                   --work ${CMAKE_BINARY_DIR}/ecosystem/arduino-${mcu})
endforeach()

# Other configurations of a target its descriptor asks to be tested too ("also_test_with", e.g. the
# ATmega2560, which pushes 3-byte return addresses, for the avr target): the vector runner and the
# variant check built for it (a build tree of its own, configured and built by the first test) run in
# the target's simulator through every vector file of each primitive that has assembly for the
# target's backend (src/<p>/<backend>/), and the variant check.
foreach(t IN LISTS LWC_TEST_TARGETS)
  lwc_target_count(${t} n_configs also_test_with)
  if(n_configs EQUAL 0)
    continue()
  endif()
  lwc_target_get(${t} backend backend ${LWC_PROFILE})
  file(GLOB backend_asm CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/*/${backend}/*.S")
  set(asm_prims)
  foreach(f IN LISTS backend_asm)
    if(f MATCHES "/src/([a-z0-9]+)/${backend}/")
      list(APPEND asm_prims ${CMAKE_MATCH_1})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES asm_prims)
  file(GLOB vec_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.txt"
       "${PROJECT_SOURCE_DIR}/tests/vectors/*/*.rsp")
  math(EXPR last_config "${n_configs} - 1")
  foreach(i RANGE ${last_config})
    lwc_target_get(${t} config also_test_with ${i} name)
    lwc_target_list(${t} cache also_test_with ${i} cache)
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
