# Modes: lwc_ctr_crypt's multi-block cores (cipher_multi.h) against its generic path, long runs across
# counter carries, on every target.
lwc_firmware(ctr_long_check ${CMAKE_CURRENT_LIST_DIR}/ctr_long_check.c)
if(TARGET ctr_long_check)
  target_include_directories(ctr_long_check PRIVATE ${PROJECT_SOURCE_DIR}/src/common)
endif()
# GHASH: the multiply-with-holes GF(2^128) multiply against the bitwise reference, on every target.
lwc_firmware(ghash_check ${CMAKE_CURRENT_LIST_DIR}/ghash_check.c)
if(TARGET ghash_check)
  target_include_directories(ghash_check PRIVATE ${PROJECT_SOURCE_DIR}/src/modes)
endif()
