# lwcrypt in a platform's own build system (zephyr/CMakeLists.txt, idf/component.cmake): the
# library's sources for a target's backend and a profile, from the same source manifest and target
# descriptors as every other build (cmake/backends.cmake, targets/<target>/target.json), without
# lwcrypt's project() or toolchain.
#
# lwc_platform_sources(<target> <profile> "<primitives>" <prefix>): sets in the caller's scope
#   <prefix>_SOURCES       the C and assembly files
#   <prefix>_PUBLIC_DIR    include/ (the public headers, <lwc/lwc.h>)
#   <prefix>_PRIVATE_DIRS  the library's own include folders
#   <prefix>_DEFINITIONS   LWC_NO_<PRIMITIVE> for the primitives left out, the target's library
#                          definitions (descriptor "memory": constants_in_ram), the run-time
#                          dispatched folders' LWC_DISPATCH macros where the compiler builds them
#   <prefix>_PUBLIC_DEFINITIONS  what every file including the public headers needs as well:
#                          LWC_PROTECTED=1 in the protected profile (docs/protected.md)
#   <prefix>_BACKEND       the backend folders used, in order
# <target>: a name of targets/list.txt (the processor family the platform's CPU belongs to; host is
# the portable C), <profile>: fast, small or protected (the descriptor's protected backends, or its
# fast ones where it has none, as cmake/targets.cmake), <primitives>: a ;-list (empty: all).
include(${CMAKE_CURRENT_LIST_DIR}/backends.cmake)

function(lwc_platform_sources target profile primitives prefix)
  file(READ "${LWC_SOURCE_ROOT}/targets/${target}/target.json" descriptor)
  set(backend_profile ${profile})
  set(public_defs)
  if(profile STREQUAL "protected")
    set(public_defs LWC_PROTECTED=1)
    string(JSON has_own ERROR_VARIABLE err GET "${descriptor}" backend protected)
    if(err)
      set(backend_profile fast)
    endif()
  endif()
  string(JSON n LENGTH "${descriptor}" backend ${backend_profile})
  set(backend)
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    string(JSON b GET "${descriptor}" backend ${backend_profile} ${i})
    list(APPEND backend ${b})
  endforeach()
  # A platform's core is of the target's family, not its descriptor's own: no backend whose tables
  # are indexed by secrets (src/manifest.json: secret_indexed_tables; cmake/targets.cmake).
  string(JSON n_secret ERROR_VARIABLE err LENGTH "${LWC_MANIFEST}" secret_indexed_tables)
  if(NOT err AND n_secret GREATER 0)
    math(EXPR last_secret "${n_secret} - 1")
    foreach(i RANGE ${last_secret})
      string(JSON b GET "${LWC_MANIFEST}" secret_indexed_tables ${i})
      list(REMOVE_ITEM backend ${b})
    endforeach()
  endif()
  if(NOT primitives)
    set(primitives ${LWC_ALL_PRIMITIVES})
  endif()
  set(defs)
  foreach(prim IN LISTS primitives)
    if(NOT prim IN_LIST LWC_ALL_PRIMITIVES)
      message(FATAL_ERROR "lwcrypt: unknown primitive '${prim}' (known: ${LWC_ALL_PRIMITIVES})")
    endif()
  endforeach()
  set(LWC_PRIMITIVES)
  foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
    if(prim IN_LIST primitives)
      list(APPEND LWC_PRIMITIVES ${prim})
    else()
      string(TOUPPER "${prim}" PRIM)
      list(APPEND defs LWC_NO_${PRIM}=1)
    endif()
  endforeach()
  string(JSON in_ram ERROR_VARIABLE err GET "${descriptor}" memory constants_in_ram)
  if(NOT err AND in_ram)
    list(APPEND defs LWC_CONSTANTS_IN_RAM=1)
  endif()
  lwc_library_sources("${backend}" lib)
  list(POP_FRONT lib_INCLUDE_DIRS public_dir)
  set(${prefix}_SOURCES ${lib_SOURCES} PARENT_SCOPE)
  set(${prefix}_PUBLIC_DIR ${public_dir} PARENT_SCOPE)
  set(${prefix}_PRIVATE_DIRS ${lib_INCLUDE_DIRS} PARENT_SCOPE)
  # (the run-time dispatched folders' macros where the compiler builds them, as liblwc has them)
  set(${prefix}_DEFINITIONS ${defs} ${lib_DISPATCH_DEFS} PARENT_SCOPE)
  set(${prefix}_PUBLIC_DEFINITIONS ${public_defs} PARENT_SCOPE)
  set(${prefix}_BACKEND ${backend} PARENT_SCOPE)
endfunction()

# lwc_platform_primitives(<out> <prefix>): the primitives whose <prefix><PRIMITIVE> variable is set
# (CONFIG_LWCRYPT_TINYJAMBU, ... of a Kconfig), as a ;-list.
function(lwc_platform_primitives out prefix)
  set(chosen)
  foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
    string(TOUPPER "${prim}" PRIM)
    if(${prefix}${PRIM})
      list(APPEND chosen ${prim})
    endif()
  endforeach()
  set(${out} ${chosen} PARENT_SCOPE)
endfunction()
