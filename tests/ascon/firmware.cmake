# Ascon on every target (tests/ascon/ascon_target_check.c), compiled into the check itself until
# Ascon is in src/manifest.json: the modes and the contract on the configuration's backends (the
# manifest rule, cmake/backends.cmake: an assembly backend where one exists, the portable C
# elsewhere); on the ATmega128 also the hash from flash above 64 KB (the data:
# tests/stream/far_pattern_avr.S).
lwc_backend_sources(ascon ascon_fw_backend_srcs)
file(GLOB ascon_fw_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/ascon/*.c")
list(APPEND ascon_fw_srcs ${ascon_fw_backend_srcs})
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

# The backend against the portable permutation on pseudo-random states (tests/ascon/
# ascon_backend_check.c): the portable permutation compiled once more as ascon_permute_ref.
add_library(ascon_perm_ref_renamed OBJECT ${PROJECT_SOURCE_DIR}/src/ascon/ref/ascon_perm_ref.c)
target_compile_definitions(ascon_perm_ref_renamed PRIVATE ascon_permute=ascon_permute_ref)
target_include_directories(ascon_perm_ref_renamed PRIVATE ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/ascon/include
                           ${PROJECT_SOURCE_DIR}/src/ascon ${PROJECT_SOURCE_DIR}/src/ascon/ref)
lwc_firmware(ascon_backend_check ${CMAKE_CURRENT_LIST_DIR}/ascon_backend_check.c ${ascon_fw_backend_srcs}
             $<TARGET_OBJECTS:ascon_perm_ref_renamed>)
target_include_directories(ascon_backend_check PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                           ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                           ${LWC_BACKEND_DIRS_ascon})
# Cycles and painted stack of Ascon calls on a simulated target (tests/ascon/ascon_cycles.c), for a
# backend's tuning until Ascon has rows in the benchmark: built, not a test (it prints figures).
if(NOT LWC_TARGET STREQUAL "host")
  lwc_firmware(ascon_cycles ${CMAKE_CURRENT_LIST_DIR}/ascon_cycles.c ${ascon_fw_srcs})
  target_include_directories(ascon_cycles PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                             ${LWC_BACKEND_DIRS_ascon} ${PROJECT_SOURCE_DIR}/bench)
  # the firmware cost of Ascon-AEAD128 encrypt+decrypt: flash of ascon_fit minus ascon_fit_empty
  foreach(probe ascon_fit ascon_fit_empty)
    lwc_firmware(${probe} ${CMAKE_CURRENT_LIST_DIR}/ascon_fit.c ${ascon_fw_srcs})
    target_include_directories(${probe} PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                               ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                               ${LWC_BACKEND_DIRS_ascon})
    target_compile_options(${probe} PRIVATE -ffunction-sections -fdata-sections)  # as the library's
    target_link_options(${probe} PRIVATE -Wl,--gc-sections)
  endforeach()
  target_compile_definitions(ascon_fit PRIVATE ASCON_FIT_CALLS=1)
endif()


# The Ascon KAT files on a target through its backend (tests/ascon/ascon_kat_target.c), until Ascon is wired into the
# manifest and the vector runner: the mode code and the target's backend for Ascon (the manifest rule
# of cmake/backends.cmake on LWC_BACKEND) compiled into the firmware itself, the rest from lwc.
# Built for the simulated targets with 32 KB of RAM or more (a record of the KAT files and its copies
# take 16 KB); the host runs the same files through ascon-kat (tests/ascon/tests.cmake).
lwc_target_get(${LWC_TARGET} ascon_ram memory ram_bytes)
if(LWC_TARGET STREQUAL "host" OR NOT ascon_ram OR ascon_ram LESS 32768)
  return()   # (the end of this file: the check above is built everywhere)
endif()
lwc_backend_sources(ascon ascon_backend_srcs)
file(GLOB ascon_mode_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/ascon/*.c")
lwc_firmware(ascon_kat_target ${CMAKE_CURRENT_LIST_DIR}/ascon_kat_target.c ${ascon_mode_srcs} ${ascon_backend_srcs})
# (each function in its own section, as in the library, so --gc-sections links what is called)
set(ascon_fw_options -ffunction-sections -fdata-sections)
target_compile_options(ascon_kat_target PRIVATE ${ascon_fw_options})
target_include_directories(ascon_kat_target PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                           ${PROJECT_SOURCE_DIR}/src/ascon ${LWC_BACKEND_DIRS_ascon} ${PROJECT_SOURCE_DIR}/src/common)
