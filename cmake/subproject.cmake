# lwcrypt inside another project's build (add_subdirectory, FetchContent) or with another project's
# toolchain file. Included by CMakeLists.txt right after project().
#
#   LWC_BUILD_TESTS  tests, benchmarks, simulators, the paper variants and the benchmark's portable-C
#                    library: ON by default only when lwcrypt is the top-level project. OFF: the
#                    library alone (target lwc, also named lwcrypt::lwcrypt).
#   LWC_INSTALL      install rules (headers, liblwc.a, the CMake package, lwcrypt.pc): ON by default
#                    only at top level.
#   LWC_WERROR       warnings are errors: ON by default only at top level (a newer compiler of the
#                    parent project may warn where ours do not; it should not stop that build).
#   LWC_TARGET       a name of targets/list.txt, set with this project's toolchain file
#                    (cmake/lwc-toolchain.cmake, the presets) or on the command line. With any other
#                    cross toolchain it is derived from what the compiler and its flags target
#                    (lwcrypt_probe_abi, cmake/install/lwcrypt-abi.cmake), not from how
#                    CMAKE_SYSTEM_PROCESSOR is spelled: the first descriptor of targets/list.txt whose
#                    "abi" facts the probe shows (lwc_target_for_abi, cmake/targets.cmake), with its
#                    backends where the probe also has what they need, else the portable C
#                    (backend ref); no descriptor's facts: host, the portable C.
#                    A native build (no cross toolchain) is the host target, portable C.
# Every flag lwcrypt sets is on its own directory or targets: nothing reaches the parent project.
include(${CMAKE_CURRENT_LIST_DIR}/install/lwcrypt-abi.cmake)

if(LWC_LIBRARY_ONLY)   # (the Python package's configuration: the library and the module only)
  set(LWC_BUILD_TESTS OFF)
  set(LWC_INSTALL OFF)
endif()
option(LWC_BUILD_TESTS "Build the tests, benchmarks and simulators (default: only when lwcrypt is the top-level project)"
       ${PROJECT_IS_TOP_LEVEL})
option(LWC_INSTALL "Install rules for the library, headers and packages (default: only at top level)"
       ${PROJECT_IS_TOP_LEVEL})
option(LWC_WERROR "Treat compiler warnings as errors (default: only at top level)" ${PROJECT_IS_TOP_LEVEL})

# LWC_ASM_FLAGS_FROM_C: the C flags, for the assembly files, when a foreign toolchain gives the
# assembler no flags of its own (a toolchain file that sets only CMAKE_C_FLAGS would otherwise
# assemble for the compiler's default processor: no Thumb-2, no AVR MUL).
set(LWC_ASM_FLAGS_FROM_C)
if(NOT DEFINED LWC_TARGET AND CMAKE_CROSSCOMPILING)
  set(_LWC_FAMILY_BUILD ON)   # a core of the target's family, not its descriptor's own (targets.cmake)
  lwcrypt_probe_abi(_lwc_abi)
  lwcrypt_abi_describe("${_lwc_abi}" _lwc_abi_text)
  include(${CMAKE_CURRENT_LIST_DIR}/targets.cmake)
  lwc_target_for_abi("${_lwc_abi}" LWC_TARGET _lwc_backend_ok)
  if(NOT _lwc_backend_ok)
    set(LWC_BACKEND ref CACHE STRING "Implementation backend (a folder of src/manifest.json's backends)")
  endif()
  if(CMAKE_ASM_FLAGS STREQUAL "" AND NOT CMAKE_C_FLAGS STREQUAL "")
    separate_arguments(LWC_ASM_FLAGS_FROM_C NATIVE_COMMAND "${CMAKE_C_FLAGS}")
  endif()
  if(LWC_TARGET STREQUAL "host")
    message(STATUS "lwcrypt: the toolchain targets ${_lwc_abi_text}: no target descriptor has its facts, "
                   "the portable C")
  else()
    lwc_target_get(${LWC_TARGET} _lwc_what abi what)
    set(_lwc_how "its backends")
    if(NOT _lwc_backend_ok)
      set(_lwc_how "the portable C (its backends need more)")
    endif()
    message(STATUS "lwcrypt: the toolchain targets ${_lwc_abi_text}: descriptor targets/${LWC_TARGET} "
                   "(${_lwc_what}), ${_lwc_how}")
  endif()
endif()
