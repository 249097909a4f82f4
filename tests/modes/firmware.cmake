# Modes: lwc_ctr_crypt's multi-block cores (cipher_multi.h) against its generic path, long runs across
# counter carries, on every target.
lwc_firmware(ctr_long_check ${CMAKE_CURRENT_LIST_DIR}/ctr_long_check.c)
if(TARGET ctr_long_check)
  target_include_directories(ctr_long_check PRIVATE ${PROJECT_SOURCE_DIR}/src/common)
endif()
