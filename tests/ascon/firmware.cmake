# The Ascon KAT files on a target (tests/ascon/ascon_kat_target.c), until Ascon is wired into the
# manifest and the vector runner: the mode code and the target's backend for Ascon (the manifest rule
# of cmake/backends.cmake on LWC_BACKEND) compiled into the firmware itself, the rest from lwc.
# Built where a 1,024-byte record fits in RAM (not on the AVR parts).
lwc_target_get(${LWC_TARGET} ascon_ram memory ram_bytes)
if(NOT LWC_TARGET STREQUAL "host" AND (NOT ascon_ram OR ascon_ram LESS 16384))
  return()
endif()
lwc_backend_sources(ascon ascon_backend_srcs)
file(GLOB ascon_mode_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/ascon/*.c")
lwc_firmware(ascon_kat_target ${CMAKE_CURRENT_LIST_DIR}/ascon_kat_target.c ${ascon_mode_srcs} ${ascon_backend_srcs})
target_include_directories(ascon_kat_target PRIVATE ${PROJECT_SOURCE_DIR}/src/ascon/include
                           ${PROJECT_SOURCE_DIR}/src/ascon ${LWC_BACKEND_DIRS_ascon} ${PROJECT_SOURCE_DIR}/src/common)
