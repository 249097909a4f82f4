# Ascon's portable C on every target (tests/ascon/ascon_target_check.c), compiled into the check
# itself until Ascon is in src/manifest.json; on the ATmega128 also the hash from flash above 64 KB
# (the data: tests/stream/far_pattern_avr.S).
file(GLOB ascon_fw_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/ascon/*.c" "${PROJECT_SOURCE_DIR}/src/ascon/ref/*.c")
set(ascon_fw_extra)
if(LWC_TARGET STREQUAL "avr")
  set(ascon_fw_extra ${PROJECT_SOURCE_DIR}/tests/stream/far_pattern_avr.S)
endif()
lwc_firmware(ascon_target_check ${CMAKE_CURRENT_LIST_DIR}/ascon_target_check.c ${ascon_fw_srcs} ${ascon_fw_extra})
if(TARGET ascon_target_check)
  target_include_directories(ascon_target_check PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/ascon
                             ${PROJECT_SOURCE_DIR}/src/ascon/ref)
  if(LWC_TARGET STREQUAL "avr")
    target_compile_definitions(ascon_target_check PRIVATE ASCON_CHECK_FLASH=1)
  endif()
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

# Tuning aids (not tests): cycles and stack of the Ascon calls (ascon_cycles.c), and the firmware-cost
# probe of bench/fit (fit_main.c) for Ascon-AEAD128 encrypt + decrypt and its empty twin.
lwc_firmware(ascon_cycles ${CMAKE_CURRENT_LIST_DIR}/ascon_cycles.c ${ascon_mode_srcs} ${ascon_backend_srcs})
target_compile_options(ascon_cycles PRIVATE ${ascon_fw_options})
target_include_directories(ascon_cycles PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include ${PROJECT_SOURCE_DIR}/src/ascon
                           ${LWC_BACKEND_DIRS_ascon} ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/bench)
foreach(probe ascon_fit_aead ascon_fit_empty)
  lwc_firmware(${probe} ${PROJECT_SOURCE_DIR}/bench/fit/fit_main.c ${ascon_mode_srcs} ${ascon_backend_srcs})
  target_include_directories(${probe} PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include ${PROJECT_SOURCE_DIR}/src/ascon
                             ${LWC_BACKEND_DIRS_ascon} ${PROJECT_SOURCE_DIR}/src/common)
  target_compile_options(${probe} PRIVATE ${ascon_fw_options} $<$<COMPILE_LANGUAGE:C>:-include lwc/ascon.h>)
endforeach()
target_compile_definitions(ascon_fit_aead PRIVATE FIT_AEAD=lwc_ascon_aead128 FIT_ENCRYPT=1 FIT_DECRYPT=1)
