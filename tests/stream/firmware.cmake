# Firmware of the stream area, built for every target: the node of examples/ota-update (and, on the
# host, its sealing tool); on the ATmega128 the flash-hashing check.
include(${PROJECT_SOURCE_DIR}/examples/ota-update/firmware.cmake)
# Every target: the contracts of lwc/stream.h and of the incremental Romulus-H (stream_api_check.c).
lwc_firmware(stream_api_check ${CMAKE_CURRENT_LIST_DIR}/stream_api_check.c)
# ATmega128: Romulus-H from flash above 64 KB (lwc_romulus_h_update_PF; the data: far_pattern_avr.S).
if(LWC_TARGET STREQUAL "avr")
  lwc_firmware(hash_flash_check ${CMAKE_CURRENT_LIST_DIR}/hash_flash_check.c ${CMAKE_CURRENT_LIST_DIR}/far_pattern_avr.S)
endif()
