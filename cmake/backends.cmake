# Which file implements what: the one reading of the source manifest, src/manifest.json.
#
# The build includes this file (lwc_add_library, lwc_add_variants); the Python tools run it as a
# script for the same answer (tools/make-arduino):
#   cmake -DLWC_BACKEND=<backend> -P cmake/backends.cmake     prints the sources, include folders and
#                                                              variants of that backend as JSON
# The target's backend (LWC_BACKEND) comes from its descriptor (cmake/targets.cmake). A primitive
# whose backend folder (src/<primitive>/<backend>/) does not exist, or lacks a component, uses its
# portable C (src/<primitive>/ref/) for it.
get_filename_component(LWC_SOURCE_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
file(READ "${LWC_SOURCE_ROOT}/src/manifest.json" LWC_MANIFEST)
if(NOT CMAKE_SCRIPT_MODE_FILE)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${LWC_SOURCE_ROOT}/src/manifest.json")
  set(_lwc_glob_deps CONFIGURE_DEPENDS)   # globs are re-checked at build time (not in script mode)
endif()

# _lwc_manifest_list(<out> <member>...): a JSON array of the manifest as a CMake list.
function(_lwc_manifest_list out)
  set(items)
  string(JSON n ERROR_VARIABLE err LENGTH "${LWC_MANIFEST}" ${ARGN})
  if(NOT err AND n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON v GET "${LWC_MANIFEST}" ${ARGN} ${i})
      list(APPEND items "${v}")
    endforeach()
  endif()
  set(${out} ${items} PARENT_SCOPE)
endfunction()

_lwc_manifest_list(LWC_ALL_PRIMITIVES primitives)
set(LWC_PRIMITIVES ${LWC_ALL_PRIMITIVES})  # narrowed by LWC_ALGORITHMS (CMakeLists.txt)

# lwc_backend_sources(<primitive> <out-var> [<backend>]): the sources implementing <primitive>'s
# contract on <backend> (default: LWC_BACKEND).
#
# A contract may have several components, one file each: src/<prim>/ref/<component>_ref.c is the
# portable one, src/<prim>/<backend>/<component>_<backend>.(S|c) replaces it on that backend. A
# component the backend does not have yet keeps its portable C, so a backend can grow one function at
# a time (e.g. the Romulus LFSR in AVR assembly before SKINNY). Other files in the backend folder
# (helpers, headers) are the backend's own; both folders are on the include path, backend first.
#
# Sets in the caller's scope:
#   LWC_IMPL_<PRIM>: "asm" when the backend provides every component, "ref" when none, "ref+asm"
#                    otherwise: the variant label the benchmark gives the library's own functions;
#   LWC_IMPL_<PRIM>_<COMPONENT>: "asm" or "ref" per component (for the kernels of the benchmark);
#   LWC_IMPL_DEFS_<prim>: those as compile definitions; LWC_BACKEND_DIRS_<prim>: the include folders.
function(lwc_backend_sources prim out)
  set(backend "${LWC_BACKEND}")
  if(ARGC GREATER 2)
    set(backend "${ARGV2}")
  endif()
  set(ref_dir "${LWC_SOURCE_ROOT}/src/${prim}/ref")
  set(dir "${LWC_SOURCE_ROOT}/src/${prim}/${backend}")
  file(GLOB ref_srcs ${_lwc_glob_deps} "${ref_dir}/*.c")
  set(backend_srcs)
  if(NOT backend STREQUAL "ref" AND IS_DIRECTORY "${dir}")
    file(GLOB backend_srcs ${_lwc_glob_deps} "${dir}/*.c" "${dir}/*.S")
  endif()
  string(TOUPPER "${prim}" PRIM)
  set(srcs ${backend_srcs})
  set(defs)
  set(n_ref 0)
  set(n_asm 0)
  foreach(ref IN LISTS ref_srcs)
    get_filename_component(stem "${ref}" NAME_WE)
    string(REGEX REPLACE "_ref$" "" component "${stem}")
    string(TOUPPER "${component}" COMPONENT)
    set(replaced OFF)
    foreach(b IN LISTS backend_srcs)
      get_filename_component(bstem "${b}" NAME_WE)
      if(bstem STREQUAL "${component}_${backend}")
        set(replaced ON)
      endif()
    endforeach()
    if(replaced)
      math(EXPR n_asm "${n_asm} + 1")
      set(LWC_IMPL_${PRIM}_${COMPONENT} asm PARENT_SCOPE)
      list(APPEND defs "LWC_IMPL_${PRIM}_${COMPONENT}=\"asm\"")
    else()
      math(EXPR n_ref "${n_ref} + 1")
      list(APPEND srcs "${ref}")
      set(LWC_IMPL_${PRIM}_${COMPONENT} ref PARENT_SCOPE)
      list(APPEND defs "LWC_IMPL_${PRIM}_${COMPONENT}=\"ref\"")
    endif()
  endforeach()
  if(n_asm EQUAL 0)
    set(impl ref)
  elseif(n_ref EQUAL 0)
    set(impl asm)
  else()
    set(impl ref+asm)
  endif()
  if(NOT srcs)
    message(FATAL_ERROR "no sources for ${prim} in ${ref_dir}")
  endif()
  list(APPEND defs "LWC_IMPL_${PRIM}=\"${impl}\"")
  set(LWC_IMPL_${PRIM} ${impl} PARENT_SCOPE)
  set(LWC_IMPL_DEFS_${prim} ${defs} PARENT_SCOPE)
  if(IS_DIRECTORY "${dir}" AND NOT dir STREQUAL ref_dir)
    set(LWC_BACKEND_DIRS_${prim} "${dir}" "${ref_dir}" PARENT_SCOPE)
  else()
    set(LWC_BACKEND_DIRS_${prim} "${ref_dir}" PARENT_SCOPE)
  endif()
  set(${out} ${srcs} PARENT_SCOPE)
endfunction()

# lwc_library_sources(<backend> <prefix>): the library on <backend>: <prefix>_SOURCES (the common
# files, the block-cipher modes, STREAM, and per primitive its mode code and its contract on the backend),
# <prefix>_INCLUDE_DIRS (the public headers, then src/<prim> and its backend folders backend first,
# then src/common) and <prefix>_IMPL_DEFS (the LWC_IMPL_<PRIM>[_<COMPONENT>] labels).
function(lwc_library_sources backend prefix)
  _lwc_manifest_list(common common)
  list(TRANSFORM common PREPEND "${LWC_SOURCE_ROOT}/")
  string(JSON modes_dir GET "${LWC_MANIFEST}" modes)
  string(JSON stream_dir GET "${LWC_MANIFEST}" stream)
  file(GLOB mode_srcs ${_lwc_glob_deps} "${LWC_SOURCE_ROOT}/${modes_dir}/*.c")     # block-cipher modes
  file(GLOB stream_srcs ${_lwc_glob_deps} "${LWC_SOURCE_ROOT}/${stream_dir}/*.c")  # STREAM over lwc_aeads
  set(srcs ${common} ${mode_srcs} ${stream_srcs})
  set(dirs)
  set(impl_defs)
  foreach(prim IN LISTS LWC_PRIMITIVES)
    file(GLOB prim_srcs ${_lwc_glob_deps} "${LWC_SOURCE_ROOT}/src/${prim}/*.c")  # the same for every backend
    lwc_backend_sources(${prim} backend_srcs ${backend})                            # the contract, per backend
    list(APPEND srcs ${prim_srcs} ${backend_srcs})
    list(APPEND dirs ${LWC_SOURCE_ROOT}/src/${prim} ${LWC_BACKEND_DIRS_${prim}})
    list(APPEND impl_defs ${LWC_IMPL_DEFS_${prim}})
  endforeach()
  list(APPEND dirs ${LWC_SOURCE_ROOT}/src/common)
  set(${prefix}_SOURCES ${srcs} PARENT_SCOPE)
  set(${prefix}_INCLUDE_DIRS ${LWC_SOURCE_ROOT}/include ${dirs} PARENT_SCOPE)
  set(${prefix}_IMPL_DEFS ${impl_defs} PARENT_SCOPE)
endfunction()

# lwc_variant_count(<out>), lwc_variant_get(<index> <out> <field>): the manifest's variants.
function(lwc_variant_count out)
  string(JSON n LENGTH "${LWC_MANIFEST}" variants)
  set(${out} ${n} PARENT_SCOPE)
endfunction()
function(lwc_variant_get i out field)
  string(JSON type ERROR_VARIABLE err TYPE "${LWC_MANIFEST}" variants ${i} ${field})
  set(v "")
  if(NOT err AND type STREQUAL "ARRAY")
    _lwc_manifest_list(v variants ${i} ${field})
  elseif(NOT err AND NOT type STREQUAL "NULL")
    string(JSON v GET "${LWC_MANIFEST}" variants ${i} ${field})
  endif()
  set(${out} ${v} PARENT_SCOPE)
endfunction()

# lwc_variant_sources(<backend> <prefix>): the variants that exist on <backend> (portable ones on
# every backend): <prefix>_SOURCES (the portable ones, then the backend's, each in path order),
# <prefix>_DEFINITIONS (their "have" macros, =1).
function(lwc_variant_sources backend prefix)
  set(portable)
  set(own)
  set(defs)
  lwc_variant_count(n)
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    lwc_variant_get(${i} vb backend)
    lwc_variant_get(${i} src source)
    lwc_variant_get(${i} have have)
    if(NOT vb)
      list(APPEND portable ${LWC_SOURCE_ROOT}/${src})
    elseif(vb STREQUAL backend)
      list(APPEND own ${LWC_SOURCE_ROOT}/${src})
    else()
      continue()
    endif()
    if(have)
      list(APPEND defs ${have}=1)
    endif()
  endforeach()
  list(SORT portable)
  list(SORT own)
  set(${prefix}_SOURCES ${portable} ${own} PARENT_SCOPE)
  set(${prefix}_DEFINITIONS ${defs} PARENT_SCOPE)
endfunction()

# lwc_add_library(<name> <backend>): the static library <name> from lwc_library_sources (the primitives
# of LWC_PRIMITIVES). The build makes "lwc" on the target's backend and, on firmware targets,
# "lwc_ref" on the portable C (the benchmark's "ref" rows, bench/CMakeLists.txt): both from the same
# source lists.
# Pay only for what is linked: every function and object in a section of its own
# (-ffunction-sections -fdata-sections; the assembly files name their sections per function), so
# a firmware linked with --gc-sections keeps what it calls and nothing else; and one object per
# concern (e.g. lwc_wipe and lwc_strerror apart), for links without it. A primitive of
# LWC_ALL_PRIMITIVES not in LWC_PRIMITIVES is LWC_NO_<PRIMITIVE> to the C code (registry.c, the NIST
# entry points). Sets in the caller's scope:
#   <name>_IMPL_DEFS:    the LWC_IMPL_<PRIM>[_<COMPONENT>] labels as compile definitions;
#   <name>_INCLUDE_DIRS: the library's private include folders (src/<prim>, the backend folders
#                        backend first, src/common), for code that calls the internal contracts.
function(lwc_add_library name backend)
  lwc_library_sources(${backend} lib)
  list(POP_FRONT lib_INCLUDE_DIRS public_dir)
  add_library(${name} STATIC ${lib_SOURCES})
  target_include_directories(${name} PUBLIC $<BUILD_INTERFACE:${public_dir}> PRIVATE ${lib_INCLUDE_DIRS})
  target_compile_definitions(${name} PRIVATE ${LWC_LIBRARY_DEFINITIONS})  # the target's (cmake/targets.cmake)
  if(NOT MSVC)
    target_compile_options(${name} PRIVATE -ffunction-sections -fdata-sections)
  endif()
  foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
    if(NOT prim IN_LIST LWC_PRIMITIVES)
      string(TOUPPER "${prim}" PRIM)
      target_compile_definitions(${name} PRIVATE LWC_NO_${PRIM}=1)
    endif()
  endforeach()
  set(${name}_IMPL_DEFS ${lib_IMPL_DEFS} PARENT_SCOPE)
  set(${name}_INCLUDE_DIRS ${lib_INCLUDE_DIRS} PARENT_SCOPE)
endfunction()

# ---- script mode: the manifest's answer for one backend, as JSON on stdout -----------------------
if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  if(NOT LWC_BACKEND)
    message(FATAL_ERROR "usage: cmake -DLWC_BACKEND=<backend> -P cmake/backends.cmake")
  endif()
  function(_lwc_json_array out)
    set(items)
    foreach(v IN LISTS ARGN)
      file(RELATIVE_PATH v "${LWC_SOURCE_ROOT}" "${v}")
      list(APPEND items "\"${v}\"")
    endforeach()
    list(JOIN items ", " items)
    set(${out} "[${items}]" PARENT_SCOPE)
  endfunction()
  lwc_library_sources(${LWC_BACKEND} lib)
  lwc_variant_sources(${LWC_BACKEND} var)
  _lwc_json_array(srcs ${lib_SOURCES})
  _lwc_json_array(dirs ${lib_INCLUDE_DIRS})
  _lwc_json_array(vsrcs ${var_SOURCES})
  string(JOIN "\", \"" vdefs ${var_DEFINITIONS})
  if(vdefs)
    set(vdefs "\"${vdefs}\"")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E echo
    "{\"backend\": \"${LWC_BACKEND}\", \"sources\": ${srcs}, \"include_dirs\": ${dirs}, \"variant_sources\": ${vsrcs}, \"variant_definitions\": [${vdefs}]}")
endif()
