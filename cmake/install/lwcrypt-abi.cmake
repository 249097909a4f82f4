# What a static library of lwcrypt needs from the program it is linked into, and what a project's
# compiler and flags give: one probe for both, so that the comparison is about processors and calling
# conventions, not about how a toolchain file spells them ("cm3", "cortex-m3", "arm", "armv7-m").
#
# Used by the lwcrypt build (CMakeLists.txt: the processor the library is built for, and the backend
# a subproject gets) and installed beside lwcryptConfig.cmake, which compares the installed
# library's record with the project that calls find_package(lwcrypt).
#
#   lwcrypt_probe_abi(<out> [FLAGS <flag>...])
#       Compiles a probe with the current project's C compiler (C++ when only C++ is enabled) and
#       flags (CMAKE_<LANG>_FLAGS plus FLAGS) into a static library and reads back the facts the
#       compiler predefines. <out> is a list of key=value items:
#         family   avr | arm | x86_64 | x86 | aarch64 | riscv | other
#         system   CMAKE_SYSTEM_NAME (Generic for bare metal)
#         int ptr  sizeof(int), sizeof(void *)
#         avr:     arch (avr5, avr51, avr6, ... as -mmcu selects it), pc (2 or 3 bytes pushed by a call),
#                  device (the -mmcu name)
#         arm:     profile (M, A, R), arch (6, 7, 8: __ARM_ARCH), features (thumb2, dsp, fpu, v8m:
#                  instructions code built with these flags may contain), pcs (base: core registers,
#                  vfp: -mfloat-abi=hard), endian (little, big)
#         riscv:   xlen (32, 64), base (i, or e: 16 registers), features (rv and the extensions the
#                  code may use: m, a, c), fabi (soft, single, double: -mabi's float convention)
#   lwcrypt_abi_check(<library> <project> <ok-var> <reason-var>)
#       TRUE when a library built with <library> links into and runs in a program built with
#       <project>; else FALSE and the reason in one sentence.
#   lwcrypt_abi_describe(<abi> <out>)   "ATmega128 (avr51, 2-byte PC)", "ARMv7E-M, hard-float calls", ...
#
# The rules (lwcrypt_abi_check):
#   - same family, system, int and pointer size;
#   - AVR: the same architecture (-mmcu selects one: avr5 ATmega328P/644, avr51 ATmega128/1281/1284P,
#     avr6 ATmega2560 with its 3-byte return addresses, ...). Devices of one architecture share the
#     instruction set and the call convention; the library uses neither their peripherals nor their
#     memory sizes. Another architecture is refused: avr51 code may read flash with ELPM/RAMPZ, which
#     an avr5 part lacks, and an avr6 call pushes 3 bytes, which moves every stack argument.
#   - ARM: the same profile, endianness and procedure call standard (code built for base calls does
#     not link with -mfloat-abi=hard code: the linker refuses, "uses VFP register arguments"), and
#     every instruction-set feature the library was built with present in the project's (an ARMv7-M
#     library runs on ARMv7E-M and ARMv8-M Mainline; an ARMv6-M project lacks Thumb-2).
#   - RISC-V: the same base (RV32E code has 16 registers) and float calling convention, and every
#     extension the library was built with present in the project's (an RV32IMC library runs on
#     RV32IMAC; an RV32I project lacks the compressed instructions).
include_guard(GLOBAL)
set(_LWCRYPT_ABI_PROBE_VERSION 2)   # part of the cache key: change it when the probe changes

function(lwcrypt_probe_abi out)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "FLAGS")
  if(CMAKE_C_COMPILER_LOADED)
    set(lang C)
    set(ext c)
  elseif(CMAKE_CXX_COMPILER_LOADED)
    set(lang CXX)
    set(ext cpp)
  else()
    message(FATAL_ERROR "lwcrypt: enable C (project(... C)) before find_package(lwcrypt): the processor "
                        "check compiles a probe with the project's compiler")
  endif()
  set(flags ${arg_FLAGS})
  if(CMAKE_${lang}_COMPILER_ID MATCHES "GNU|Clang")
    list(APPEND flags -fno-lto)   # the probe's string must be in the object, not in LTO bytecode
  endif()
  string(MD5 key "${_LWCRYPT_ABI_PROBE_VERSION};${CMAKE_${lang}_COMPILER};${CMAKE_${lang}_FLAGS};${flags};${CMAKE_SYSTEM_NAME}")
  if(DEFINED _LWCRYPT_ABI_${key})
    set(${out} "${_LWCRYPT_ABI_${key}}" PARENT_SCOPE)
    return()
  endif()

  set(dir "${CMAKE_BINARY_DIR}/CMakeFiles/lwcrypt-abi/${key}")
  file(WRITE "${dir}/probe.${ext}" [=[
/* lwcrypt ABI probe (lwcrypt-abi.cmake): the facts the compiler predefines for these flags, as one
 * string that CMake reads back from the object file. */
#define LWCRYPT_STR_(x) #x
#define LWCRYPT_STR(x) LWCRYPT_STR_(x)
#ifdef __cplusplus
extern "C" {
#endif
extern const char lwcrypt_abi_probe[];
const char lwcrypt_abi_probe[] = "LWCRYPT_ABI<"
#if defined(__AVR__)
    "family=avr;arch=avr" LWCRYPT_STR(__AVR_ARCH__)
#if defined(__AVR_3_BYTE_PC__)
    ";pc=3"
#else
    ";pc=2"
#endif
#if defined(__AVR_DEVICE_NAME__)
    ";device=" LWCRYPT_STR(__AVR_DEVICE_NAME__)
#endif
#elif defined(__arm__) || defined(_M_ARM)
    "family=arm;arch=" LWCRYPT_STR(__ARM_ARCH)
#if defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
    ";profile=M"
#elif defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'R'
    ";profile=R"
#else
    ";profile=A"
#endif
    ";features=thumb"
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2
    ",thumb2"
#endif
#if defined(__ARM_FEATURE_DSP)
    ",dsp"
#endif
#if defined(__ARM_FP) && __ARM_FP
    ",fpu"
#endif
#if defined(__ARM_ARCH) && __ARM_ARCH >= 8
    ",v8m"
#endif
#if defined(__ARM_PCS_VFP)
    ";pcs=vfp"
#else
    ";pcs=base"
#endif
#if defined(__ARM_BIG_ENDIAN)
    ";endian=big"
#else
    ";endian=little"
#endif
#elif defined(__x86_64__) || defined(_M_X64)
    "family=x86_64"
#elif defined(__i386__) || defined(_M_IX86)
    "family=x86"
#elif defined(__aarch64__) || defined(_M_ARM64)
    "family=aarch64"
#elif defined(__riscv)
    "family=riscv;xlen=" LWCRYPT_STR(__riscv_xlen)
#if defined(__riscv_32e) || defined(__riscv_e)
    ";base=e"
#else
    ";base=i"
#endif
    ";features=rv"
#if defined(__riscv_mul)
    ",m"
#endif
#if defined(__riscv_atomic)
    ",a"
#endif
#if defined(__riscv_compressed)
    ",c"
#endif
#if defined(__riscv_float_abi_double)
    ";fabi=double"
#elif defined(__riscv_float_abi_single)
    ";fabi=single"
#else
    ";fabi=soft"
#endif
#else
    "family=other"
#endif
#if defined(__SIZEOF_INT__) && defined(__SIZEOF_POINTER__)
    ";int=" LWCRYPT_STR(__SIZEOF_INT__) ";ptr=" LWCRYPT_STR(__SIZEOF_POINTER__)
#elif defined(_WIN64)
    ";int=4;ptr=8"
#elif defined(_WIN32)
    ";int=4;ptr=4"
#endif
    ">";
#ifdef __cplusplus
}
#endif
]=])
  set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)   # bare-metal toolchains cannot link a program
  string(REPLACE ";" " " flag_text "${flags}")
  try_compile(built "${dir}/build" SOURCES "${dir}/probe.${ext}"
              COMPILE_DEFINITIONS ${flags}
              COPY_FILE "${dir}/probe.a"
              OUTPUT_VARIABLE log)
  if(NOT built)
    message(FATAL_ERROR "lwcrypt: the ABI probe did not compile with ${CMAKE_${lang}_COMPILER} "
                        "${CMAKE_${lang}_FLAGS} ${flag_text}:\n${log}")
  endif()
  file(STRINGS "${dir}/probe.a" found REGEX "LWCRYPT_ABI<[^>]*>")
  if(NOT found)
    message(FATAL_ERROR "lwcrypt: the ABI probe's record is not in ${dir}/probe.a")
  endif()
  string(REGEX MATCH "LWCRYPT_ABI<[^>]*>" found "${found}")   # (its ";" made it a list)
  string(REGEX REPLACE "^LWCRYPT_ABI<(.*)>$" "\\1" abi "${found}")
  string(REPLACE "\\;" ";" abi "${abi}")   # (file(STRINGS) escapes the separators)
  list(APPEND abi "system=${CMAKE_SYSTEM_NAME}")
  set(_LWCRYPT_ABI_${key} "${abi}" CACHE INTERNAL "lwcrypt ABI probe result")
  set(${out} "${abi}" PARENT_SCOPE)
endfunction()

# lwcrypt_abi_get(<abi> <key> <out>): the value of key in an ABI record (empty when absent).
function(lwcrypt_abi_get abi key out)
  set(value "")
  foreach(item IN LISTS abi)
    if(item MATCHES "^${key}=(.*)$")
      set(value "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

function(lwcrypt_abi_describe abi out)
  lwcrypt_abi_get("${abi}" family family)
  if(family STREQUAL "avr")
    lwcrypt_abi_get("${abi}" device device)
    lwcrypt_abi_get("${abi}" arch arch)
    lwcrypt_abi_get("${abi}" pc pc)
    if(device)
      set(text "${device} (${arch}, ${pc}-byte PC)")
    else()
      set(text "AVR ${arch} (${pc}-byte PC)")
    endif()
  elseif(family STREQUAL "arm")
    lwcrypt_abi_get("${abi}" arch arch)
    lwcrypt_abi_get("${abi}" profile profile)
    lwcrypt_abi_get("${abi}" features features)
    lwcrypt_abi_get("${abi}" pcs pcs)
    string(REPLACE "," ";" features "${features}")
    if(profile STREQUAL "M" AND arch EQUAL 7 AND "dsp" IN_LIST features)
      set(name "ARMv7E-M")
    elseif(profile STREQUAL "M" AND arch EQUAL 8 AND "thumb2" IN_LIST features)
      set(name "ARMv8-M Mainline")
    elseif(profile STREQUAL "M" AND arch EQUAL 8)
      set(name "ARMv8-M Baseline")
    else()
      set(name "ARMv${arch}-${profile}")
    endif()
    if("fpu" IN_LIST features)
      string(APPEND name " with FPU")
    endif()
    if(pcs STREQUAL "vfp")
      set(text "${name}, hard-float calls (-mfloat-abi=hard)")
    else()
      set(text "${name}, base calls (-mfloat-abi=soft or softfp)")
    endif()
  elseif(family STREQUAL "riscv")
    lwcrypt_abi_get("${abi}" xlen xlen)
    lwcrypt_abi_get("${abi}" base base)
    lwcrypt_abi_get("${abi}" features features)
    lwcrypt_abi_get("${abi}" fabi fabi)
    string(REPLACE "rv" "" ext "${features}")
    string(REPLACE "," "" ext "${ext}")
    string(TOUPPER "RV${xlen}${base}${ext}" name)
    set(text "${name}, ${fabi}-float calls")
  else()
    lwcrypt_abi_get("${abi}" ptr ptr)
    lwcrypt_abi_get("${abi}" system system)
    set(text "${family} ${system} (${ptr}-byte pointers)")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(lwcrypt_abi_check lib proj ok_var why_var)
  set(ok TRUE)
  set(why "")
  foreach(key family system int ptr)
    lwcrypt_abi_get("${lib}" ${key} l)
    lwcrypt_abi_get("${proj}" ${key} p)
    if(NOT l STREQUAL p)
      set(ok FALSE)
      set(why "different ${key}: ${l} for the library, ${p} for the project")
      break()
    endif()
  endforeach()
  lwcrypt_abi_get("${lib}" family family)
  if(ok AND family STREQUAL "avr")
    lwcrypt_abi_get("${lib}" arch l)
    lwcrypt_abi_get("${proj}" arch p)
    if(NOT l STREQUAL p)
      set(ok FALSE)
      string(CONCAT why "another AVR architecture (${l} for the library, ${p} for the project): -mmcu "
             "parts of one architecture share code, parts of different ones do not (ELPM/RAMPZ on "
             "avr51 and avr6, 3-byte return addresses on avr6)")
    endif()
  elseif(ok AND family STREQUAL "arm")
    foreach(key profile endian pcs)
      lwcrypt_abi_get("${lib}" ${key} l)
      lwcrypt_abi_get("${proj}" ${key} p)
      if(NOT l STREQUAL p)
        set(ok FALSE)
        if(key STREQUAL "pcs")
          string(CONCAT why "another procedure call standard (${l} for the library, ${p} for the "
                 "project): the linker refuses to mix hard-float (VFP register) calls with base calls")
        else()
          set(why "another ${key} (${l} for the library, ${p} for the project)")
        endif()
        break()
      endif()
    endforeach()
  elseif(ok AND family STREQUAL "riscv")
    foreach(key base fabi)
      lwcrypt_abi_get("${lib}" ${key} l)
      lwcrypt_abi_get("${proj}" ${key} p)
      if(NOT l STREQUAL p)
        set(ok FALSE)
        if(key STREQUAL "base")
          string(CONCAT why "another base instruction set (${l} for the library, ${p} for the project: "
                 "RV32E has 16 registers, RV32I 32)")
        else()
          string(CONCAT why "another floating-point calling convention (${l} for the library, ${p} for "
                 "the project): the linker refuses to mix them")
        endif()
        break()
      endif()
    endforeach()
  endif()
  if(ok AND family MATCHES "^(arm|riscv)$")
    lwcrypt_abi_get("${lib}" features l)
    lwcrypt_abi_get("${proj}" features p)
    string(REPLACE "," ";" l "${l}")
    string(REPLACE "," ";" p "${p}")
    set(missing)
    foreach(f IN LISTS l)
      if(NOT f IN_LIST p)
        list(APPEND missing ${f})
      endif()
    endforeach()
    if(missing)
      set(ok FALSE)
      string(REPLACE ";" ", " missing "${missing}")
      set(why "the library's code may use instructions the project's processor lacks (${missing})")
    endif()
  endif()
  set(${ok_var} ${ok} PARENT_SCOPE)
  set(${why_var} "${why}" PARENT_SCOPE)
endfunction()
