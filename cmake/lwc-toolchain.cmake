# Cross toolchain for any lwcrypt target, from its descriptor targets/<LWC_TARGET>/target.json:
#   cmake -DCMAKE_TOOLCHAIN_FILE=cmake/lwc-toolchain.cmake -DLWC_TARGET=<target> ...
# (the presets of CMakePresets.json do exactly this). The descriptor's "toolchain" gives the tool
# prefix (<prefix>gcc, <prefix>ar, ...), the CPU flags (compile and link; with the include folders of
# its C library's specs, lwc_target_cpu_flags), the defines (compile)
# and the default optimization of Release builds; "cpu_family" is CMAKE_SYSTEM_PROCESSOR. Parameters of the
# descriptor (e.g. the AVR's LWC_MCU, LWC_F_CPU) may be set on the command line.
if(NOT LWC_TARGET)
  message(FATAL_ERROR "cmake/lwc-toolchain.cmake: set LWC_TARGET (a name of targets/list.txt)")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/targets.cmake)

set(CMAKE_SYSTEM_NAME Generic)
lwc_target_get(${LWC_TARGET} CMAKE_SYSTEM_PROCESSOR cpu_family)
lwc_target_get(${LWC_TARGET} _lwc_prefix toolchain prefix)
if(NOT _lwc_prefix)
  message(FATAL_ERROR "lwcrypt: target ${LWC_TARGET} has no cross toolchain (targets/${LWC_TARGET}/target.json)")
endif()

# The descriptor's parameters as cache variables, so that they can be overridden and are passed on
# to try_compile projects (which read this file again).
_lwc_target_json(${LWC_TARGET} _lwc_json)
string(JSON _lwc_n ERROR_VARIABLE _lwc_err LENGTH "${_lwc_json}" parameters)
set(_lwc_platform_vars LWC_TARGET LWC_PROFILE)
if(NOT _lwc_err AND _lwc_n GREATER 0)
  math(EXPR _lwc_last "${_lwc_n} - 1")
  foreach(_lwc_i RANGE ${_lwc_last})
    string(JSON _lwc_p MEMBER "${_lwc_json}" parameters ${_lwc_i})
    string(JSON _lwc_var GET "${_lwc_json}" parameters ${_lwc_p} cache)
    string(JSON _lwc_default GET "${_lwc_json}" parameters ${_lwc_p} default)
    string(JSON _lwc_doc GET "${_lwc_json}" parameters ${_lwc_p} doc)
    set(${_lwc_var} "${_lwc_default}" CACHE STRING "${_lwc_doc}")
    list(APPEND _lwc_platform_vars ${_lwc_var})
  endforeach()
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES ${_lwc_platform_vars})

set(CMAKE_C_COMPILER ${_lwc_prefix}gcc)
set(CMAKE_ASM_COMPILER ${_lwc_prefix}gcc)
set(CMAKE_AR ${_lwc_prefix}ar CACHE FILEPATH "")
set(CMAKE_RANLIB ${_lwc_prefix}ranlib CACHE FILEPATH "")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

lwc_target_cpu_flags(${LWC_TARGET} _lwc_cpu)
lwc_target_list(${LWC_TARGET} _lwc_defines toolchain defines)
list(TRANSFORM _lwc_defines PREPEND "-D")
string(JOIN " " _lwc_compile ${_lwc_cpu} ${_lwc_defines})
string(JOIN " " _lwc_link ${_lwc_cpu})
# The CPU flags also in LWC_CPU_FLAGS, which the project adds to every compile and link of its own
# (CMakeLists.txt), so a -DCMAKE_C_FLAGS=... of the user's cannot drop them; the *_FLAGS_INIT carry
# them for the compiler checks and for other projects that use this toolchain file.
set(LWC_CPU_FLAGS ${_lwc_cpu})
set(CMAKE_C_FLAGS_INIT "${_lwc_compile}")
set(CMAKE_ASM_FLAGS_INIT "${_lwc_compile}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${_lwc_link}")
# The descriptor's optimization is only the default of the Release flags (cache entries): a
# -DCMAKE_C_FLAGS_RELEASE=... or another CMAKE_BUILD_TYPE (e.g. MinSizeRel) is honoured.
# The optimization is the profile's (LWC_PROFILE: fast -O3, small -Os on the targets of this project).
set(_lwc_profile fast)
if(LWC_PROFILE)
  set(_lwc_profile "${LWC_PROFILE}")
endif()
lwc_target_optimization(${LWC_TARGET} ${_lwc_profile} _lwc_opt)
set(CMAKE_C_FLAGS_RELEASE "${_lwc_opt}" CACHE STRING "Flags used by the C compiler during Release builds")
set(CMAKE_ASM_FLAGS_RELEASE "" CACHE STRING "Flags used by the ASM compiler during Release builds")
