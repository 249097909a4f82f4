# Modes: lwc_ctr_crypt's multi-block cores (the rows' fast paths, src/common/rows.h) against its generic path, long runs across
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
# The contracts of the rows and modes beyond their values: contexts not keyed or keyed for another
# row, the overlap rule over every mode, CBC with PKCS#7, CCM's AD-length encoding; on every target.
lwc_firmware(modes_api_check ${CMAKE_CURRENT_LIST_DIR}/modes_api_check.c)
if(TARGET modes_api_check)
  target_include_directories(modes_api_check PRIVATE ${PROJECT_SOURCE_DIR}/src/modes)
endif()
# CCM/GCM decryption authenticates what it decrypts while the ciphertext changes under it: the modes
# compiled into the test with the input-read hook (src/common/test_hooks.h, LWC_TEST_HOOKS); this
# copy of modes.c takes the place of the library's (a static archive member is linked only when
# needed). On every target.
lwc_firmware(modes_double_fetch_check ${CMAKE_CURRENT_LIST_DIR}/double_fetch_check.c ${PROJECT_SOURCE_DIR}/src/modes/modes.c)
if(TARGET modes_double_fetch_check)
  target_include_directories(modes_double_fetch_check PRIVATE ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/modes)
  target_compile_definitions(modes_double_fetch_check PRIVATE LWC_TEST_HOOKS=1)
  # with the library's run-time dispatched kernels where it has them (docs/host.md): GCM's fast path
  # must read its input once too
  get_target_property(lwc_defs lwc COMPILE_DEFINITIONS)
  if(lwc_defs MATCHES "LWC_DISPATCH=1")
    target_compile_definitions(modes_double_fetch_check PRIVATE LWC_DISPATCH=1)
    target_include_directories(modes_double_fetch_check PRIVATE ${lwc_INCLUDE_DIRS})
  endif()
endif()
