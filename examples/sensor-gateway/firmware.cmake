# The sensor node of examples/sensor-gateway, for the target being configured (host program, or
# firmware for the ATmega128 / Cortex-M3 simulators): one image per AEAD, sensor_node_<aead>.
# Included by tests/python/firmware.cmake; the key comes from demo-key.hex (shared with the gateway).
file(READ ${CMAKE_CURRENT_LIST_DIR}/demo-key.hex _node_key_hex)
string(STRIP "${_node_key_hex}" _node_key_hex)
string(REGEX REPLACE "([0-9a-fA-F][0-9a-fA-F])" "0x\\1," _node_key_bytes "${_node_key_hex}")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/demo-key.hex)
foreach(_aead tinyjambu-128 romulus-n)
  lwc_firmware(sensor_node_${_aead} ${CMAKE_CURRENT_LIST_DIR}/node.c)
  if(TARGET sensor_node_${_aead})
    target_compile_definitions(sensor_node_${_aead} PRIVATE NODE_AEAD="${_aead}"
                               "NODE_KEY_BYTES=${_node_key_bytes}" NODE_ID=7 NODE_PACKETS=16)
  endif()
endforeach()
