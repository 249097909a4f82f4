# Ascon's portable C on every target (tests/ascon/ascon_target_check.c), compiled into the check
# itself until Ascon is in src/manifest.json; on the ATmega128 also the hash from flash above 64 KB
# (the data: tests/stream/far_pattern_avr.S).
# The backend is the target's (LWC_BACKEND, the profile's list of backend folders, as the library
# will take it: cmake/backends.cmake), so an assembly backend is checked on its target before the
# wiring; where no folder provides a component, the portable C.
file(GLOB ascon_fw_modes CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/ascon/*.c")
lwc_backend_sources(ascon ascon_fw_backend "${LWC_BACKEND}")
set(ascon_fw_srcs ${ascon_fw_modes} ${ascon_fw_backend})
set(ascon_fw_extra)
if(LWC_TARGET STREQUAL "avr")
  set(ascon_fw_extra ${PROJECT_SOURCE_DIR}/tests/stream/far_pattern_avr.S)
endif()
lwc_firmware(ascon_target_check ${CMAKE_CURRENT_LIST_DIR}/ascon_target_check.c ${ascon_fw_srcs} ${ascon_fw_extra})
if(TARGET ascon_target_check)
  target_include_directories(ascon_target_check PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                             ${LWC_BACKEND_DIRS_ascon})
  if(LWC_TARGET STREQUAL "avr")
    target_compile_definitions(ascon_target_check PRIVATE ASCON_CHECK_FLASH=1)
  endif()
endif()

# Every buffer alignment against the aligned results (tests/ascon/ascon_align_check.c): backends
# that take word accesses on aligned buffers and byte accesses elsewhere run both paths.
lwc_firmware(ascon_align_check ${CMAKE_CURRENT_LIST_DIR}/ascon_align_check.c ${ascon_fw_srcs})
if(TARGET ascon_align_check)
  target_include_directories(ascon_align_check PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                             ${LWC_BACKEND_DIRS_ascon})
endif()

# Cycles and stack of the Ascon calls on the target's backend (tests/ascon/ascon_cycles.c), for
# tuning until Ascon is in the benchmark: built, not a test (timings are the benchmark's). Both on
# the simulated targets only (the cycle counter and the stack painting are theirs).
if(NOT LWC_TARGET STREQUAL "host")
  lwc_firmware(ascon_cycles ${CMAKE_CURRENT_LIST_DIR}/ascon_cycles.c ${ascon_fw_srcs})
  if(TARGET ascon_cycles)
    target_include_directories(ascon_cycles PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                               ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                               ${LWC_BACKEND_DIRS_ascon} ${PROJECT_SOURCE_DIR}/bench)
  endif()

  # Firmware cost of Ascon-AEAD128 encrypt + decrypt on the target's backend (tests/ascon/ascon_fit.c):
  # ascon_fit_aead minus ascon_fit_empty, both --gc-sections (the target's link options), until
  # bench/fit has Ascon rows.
  foreach(probe empty aead)
    lwc_firmware(ascon_fit_${probe} ${CMAKE_CURRENT_LIST_DIR}/ascon_fit.c ${ascon_fw_srcs})
    if(TARGET ascon_fit_${probe})
      target_include_directories(ascon_fit_${probe} PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                                 ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                                 ${LWC_BACKEND_DIRS_ascon})
      target_compile_options(ascon_fit_${probe} PRIVATE -ffunction-sections -fdata-sections)  # as the library
      if(probe STREQUAL "aead")
        target_compile_definitions(ascon_fit_${probe} PRIVATE ASCON_FIT_AEAD=1)
      endif()
    endif()
  endforeach()
endif()
