# Ascon on every target (tests/ascon/ascon_target_check.c) through the library (its backends by the
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
lwc_firmware(ascon_target_check ${CMAKE_CURRENT_LIST_DIR}/ascon_target_check.c ${ascon_fw_extra})
if(TARGET ascon_target_check AND LWC_TARGET STREQUAL "avr")
  target_compile_definitions(ascon_target_check PRIVATE ASCON_CHECK_FLASH=1)
endif()
# Every buffer alignment against the aligned results (tests/ascon/ascon_align_check.c): backends
# that take word accesses on aligned buffers and byte accesses elsewhere run both paths.
lwc_firmware(ascon_align_check ${CMAKE_CURRENT_LIST_DIR}/ascon_align_check.c)

# The backend against the portable permutation on pseudo-random states (tests/ascon/
# ascon_backend_check.c): the portable permutation compiled once more as ascon_permute_ref.
add_library(ascon_perm_ref_renamed OBJECT ${PROJECT_SOURCE_DIR}/src/ascon/ref/ascon_perm_ref.c)
target_compile_definitions(ascon_perm_ref_renamed PRIVATE ascon_permute=ascon_permute_ref)
target_include_directories(ascon_perm_ref_renamed PRIVATE ${PROJECT_SOURCE_DIR}/include
                           ${PROJECT_SOURCE_DIR}/src/ascon ${PROJECT_SOURCE_DIR}/src/ascon/ref)
lwc_firmware(ascon_backend_check ${CMAKE_CURRENT_LIST_DIR}/ascon_backend_check.c ${ascon_fw_backend_srcs}
             $<TARGET_OBJECTS:ascon_perm_ref_renamed>)
target_include_directories(ascon_backend_check PRIVATE ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                           ${LWC_BACKEND_DIRS_ascon})
# Cycles and painted stack of Ascon calls on a simulated target (tests/ascon/ascon_cycles.c), for a
# backend's tuning until Ascon has rows in the benchmark: built, not a test (it prints figures).
if(NOT LWC_TARGET STREQUAL "host")
  lwc_firmware(ascon_cycles ${CMAKE_CURRENT_LIST_DIR}/ascon_cycles.c ${ascon_fw_srcs})
  target_include_directories(ascon_cycles PRIVATE ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                             ${LWC_BACKEND_DIRS_ascon} ${PROJECT_SOURCE_DIR}/bench)
  # Equal cycle counts across data (tests/ascon/ascon_ct_check.c): the simulated targets' counters.
  lwc_firmware(ascon_ct_check ${CMAKE_CURRENT_LIST_DIR}/ascon_ct_check.c ${ascon_fw_srcs})
  target_include_directories(ascon_ct_check PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                             ${LWC_BACKEND_DIRS_ascon})
  # the firmware cost of Ascon-AEAD128 encrypt+decrypt: flash of ascon_fit minus ascon_fit_empty
  foreach(probe ascon_fit ascon_fit_empty)
    lwc_firmware(${probe} ${CMAKE_CURRENT_LIST_DIR}/ascon_fit.c ${ascon_fw_srcs})
    target_include_directories(${probe} PRIVATE ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                               ${LWC_BACKEND_DIRS_ascon})
    target_compile_options(${probe} PRIVATE -ffunction-sections -fdata-sections)  # as the library's
    target_link_options(${probe} PRIVATE -Wl,--gc-sections)
  endforeach()
  target_compile_definitions(ascon_fit PRIVATE ASCON_FIT_CALLS=1)
endif()
