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
#                    CMAKE_SYSTEM_PROCESSOR is spelled:
#                      AVR with the avr5, avr51 or avr6 instruction set -> avr, AVR assembly
#                      M-profile ARM with Thumb-2 (ARMv7-M, ARMv7E-M, ARMv8-M Mainline; any float ABI:
#                      the assembly passes no floating-point values) -> cm3, ARMv7-M assembly
#                      M-profile ARM without Thumb-2 (ARMv6-M, ARMv8-M Baseline: Cortex-M0/M0+/M1/M23)
#                      -> cm0plus, ARMv6-M assembly
#                      32-bit RISC-V with the full register file (RV32I base, any extensions) -> rv32,
#                      RV32 assembly
#                      anything else (other AVRs, RV32E, 64-bit RISC-V, ...) -> the portable C
#                      (backend ref)
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
  lwcrypt_abi_get("${_lwc_abi}" family _lwc_family)
  lwcrypt_abi_get("${_lwc_abi}" arch _lwc_arch)
  lwcrypt_abi_get("${_lwc_abi}" profile _lwc_profile)
  lwcrypt_abi_get("${_lwc_abi}" features _lwc_features)
  lwcrypt_abi_get("${_lwc_abi}" xlen _lwc_xlen)
  lwcrypt_abi_get("${_lwc_abi}" base _lwc_base)
  lwcrypt_abi_describe("${_lwc_abi}" _lwc_abi_text)
  if(_lwc_family STREQUAL "avr")
    set(LWC_TARGET avr)
    if(NOT _lwc_arch MATCHES "^avr(5|51|6)$")
      set(LWC_BACKEND ref CACHE STRING "Implementation backend: ref, avr or armv7m")
    endif()
  elseif(_lwc_family STREQUAL "arm" AND _lwc_profile STREQUAL "M" AND _lwc_features MATCHES "thumb2")
    set(LWC_TARGET cm3)
  elseif(_lwc_family STREQUAL "arm" AND _lwc_profile STREQUAL "M")
    set(LWC_TARGET cm0plus)
  elseif(_lwc_family STREQUAL "riscv" AND _lwc_xlen STREQUAL "32" AND _lwc_base STREQUAL "i")
    set(LWC_TARGET rv32)
  else()
    set(LWC_TARGET host)   # (no board: the portable C)
    set(LWC_BACKEND ref CACHE STRING "Implementation backend: ref, avr or armv7m")
  endif()
  if(CMAKE_ASM_FLAGS STREQUAL "" AND NOT CMAKE_C_FLAGS STREQUAL "")
    separate_arguments(LWC_ASM_FLAGS_FROM_C NATIVE_COMMAND "${CMAKE_C_FLAGS}")
  endif()
  message(STATUS "lwcrypt: the toolchain targets ${_lwc_abi_text}: target ${LWC_TARGET}")
endif()
