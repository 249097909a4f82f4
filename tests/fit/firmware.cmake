# lwc_strerror on every target (tests/fit/strerror_check.c): on the AVR its messages come from flash.
lwc_firmware(strerror_check ${CMAKE_CURRENT_LIST_DIR}/strerror_check.c)
