# The over-the-air update example (examples/ota-update), for the target being configured: the node
# ota_node_<aead> (host program, or firmware for the ATmega128 / Cortex-M3 simulators) for every AEAD,
# and on the host the gateway's sealing tool ota_seal. Included by tests/stream/firmware.cmake; the
# key comes from demo-key.hex (shared with the gateway).
file(READ ${CMAKE_CURRENT_LIST_DIR}/demo-key.hex _ota_key_hex)
string(STRIP "${_ota_key_hex}" _ota_key_hex)
string(REGEX REPLACE "([0-9a-fA-F][0-9a-fA-F])" "0x\\1," _ota_key_bytes "${_ota_key_hex}")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/demo-key.hex)
foreach(_aead tinyjambu-128 tinyjambu-192 tinyjambu-256 romulus-n romulus-m romulus-t)
  lwc_firmware(ota_node_${_aead} ${CMAKE_CURRENT_LIST_DIR}/node.c)
  if(TARGET ota_node_${_aead})
    target_compile_definitions(ota_node_${_aead} PRIVATE NODE_AEAD="${_aead}" "NODE_KEY_BYTES=${_ota_key_bytes}"
                               NODE_CHUNK_MAX=256)
  endif()
endforeach()
if(LWC_TARGET STREQUAL "host")
  add_executable(ota_seal ${CMAKE_CURRENT_LIST_DIR}/ota_seal.c)
  target_link_libraries(ota_seal PRIVATE lwc)
endif()
