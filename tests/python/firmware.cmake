# Firmware of the ecosystem area, built for every target: the sensor node of examples/sensor-gateway.
include(${PROJECT_SOURCE_DIR}/examples/sensor-gateway/firmware.cmake)
