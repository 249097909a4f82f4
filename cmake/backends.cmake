# Which file implements what: the one reading of the source manifest, src/manifest.json.
#
# The build includes this file (lwc_add_library, lwc_add_variants); the Python tools run it as a
# script for the same answer (tools/make-arduino):
#   cmake -DLWC_BACKEND=<backend> -P cmake/backends.cmake     prints the sources, include folders and
#                                                              variants of that backend as JSON
# The target's backend (LWC_BACKEND) comes from its descriptor (cmake/targets.cmake). A primitive
# whose backend folder (src/<primitive>/<backend>/) does not exist, or lacks a component, uses its
# portable C (src/<primitive>/ref/) for it.
if(CMAKE_SCRIPT_MODE_FILE)
  cmake_minimum_required(VERSION 3.25)   # (script mode: the policies of the build)
endif()
get_filename_component(LWC_SOURCE_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
file(READ "${LWC_SOURCE_ROOT}/src/manifest.json" LWC_MANIFEST)
if(NOT CMAKE_SCRIPT_MODE_FILE)
  option(LWC_DISPATCH "Build the run-time dispatched host kernels (src/manifest.json, backends with adds_to)" ON)
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

# lwc_backend_sources(<primitive> <out-var> [<backends>]): the sources implementing <primitive>'s
# contract on <backends>, an ordered list of backend folders (default: LWC_BACKEND; a profile's list
# from the target descriptor, e.g. "avr_small;avr").
#
# A contract may have several components, one file each: src/<prim>/ref/<component>_ref.c is the
# portable one, src/<prim>/<backend>/<component>_<backend>.(S|c) replaces it on that backend; the
# first folder of the list that has the component wins. A component no folder has keeps its portable
# C, so a backend can grow one function at a time (e.g. the Romulus LFSR in AVR assembly before
# SKINNY). Other files in a backend folder (helpers, headers) are that backend's own and come with it
# when it provides a component; the include path is those folders in list order, then ref/.
# A technique folder (the manifest's "technique": true, e.g. fixsliced32) is C written once for the
# backends that list it after themselves; where it provides a component, the folders of the list
# before it come with it too (their files supply what its header asks of a backend: the rounds).
#
# Sets in the caller's scope:
#   LWC_IMPL_<PRIM>: "asm" when the backends provide every component, "ref" when none, "ref+asm"
#                    otherwise: the variant label the benchmark gives the library's own functions;
#   LWC_IMPL_<PRIM>_<COMPONENT>: "asm" or "ref" per component (for the kernels of the benchmark);
#   LWC_IMPL_DEFS_<prim>: those as compile definitions; LWC_BACKEND_DIRS_<prim>: the include folders;
#   LWC_BACKEND_USED_<prim>: the backends that provide a component (or come with a technique
#                            folder's), in list order;
#   LWC_COMPONENTS_<prim>: "<prim>.<component> <- <backend folder or ref>" per component (a technique
#                          folder's: "<- <technique> with <the folders before it>").
function(lwc_backend_sources prim out)
  set(backends "${LWC_BACKEND}")
  if(ARGC GREATER 2)
    set(backends "${ARGV2}")
  endif()
  set(ref_dir "${LWC_SOURCE_ROOT}/src/${prim}/ref")
  file(GLOB ref_srcs ${_lwc_glob_deps} "${ref_dir}/*.c")
  string(TOUPPER "${prim}" PRIM)
  set(srcs)
  set(defs)
  set(used)
  set(n_ref 0)
  set(n_asm 0)
  set(table)
  set(brought)   # folders that come with a technique folder's component
  foreach(ref IN LISTS ref_srcs)
    get_filename_component(stem "${ref}" NAME_WE)
    string(REGEX REPLACE "_ref$" "" component "${stem}")
    string(TOUPPER "${component}" COMPONENT)
    set(by "")
    foreach(backend IN LISTS backends)
      if(backend STREQUAL "ref")
        break()
      endif()
      file(GLOB found ${_lwc_glob_deps} "${LWC_SOURCE_ROOT}/src/${prim}/${backend}/${component}_${backend}.c"
           "${LWC_SOURCE_ROOT}/src/${prim}/${backend}/${component}_${backend}.S")
      if(found)
        set(by "${backend}")
        break()
      endif()
    endforeach()
    if(by)
      string(JSON technique ERROR_VARIABLE not_technique GET "${LWC_MANIFEST}" backends ${by} technique)
      set(with)
      if(NOT not_technique AND technique)
        foreach(before IN LISTS backends)
          if(before STREQUAL by)
            break()
          elseif(NOT before STREQUAL "ref" AND IS_DIRECTORY "${LWC_SOURCE_ROOT}/src/${prim}/${before}")
            list(APPEND with ${before})
          endif()
        endforeach()
        list(APPEND brought ${with})
      endif()
      if(with)
        string(REPLACE ";" ", " with_text "${with}")
        list(APPEND table "${prim}.${component} <- ${by} with ${with_text}")
      else()
        list(APPEND table "${prim}.${component} <- ${by}")
      endif()
      math(EXPR n_asm "${n_asm} + 1")
      list(APPEND used ${by})
      set(LWC_IMPL_${PRIM}_${COMPONENT} asm PARENT_SCOPE)
      list(APPEND defs "LWC_IMPL_${PRIM}_${COMPONENT}=\"asm\"")
    else()
      list(APPEND table "${prim}.${component} <- ref")
      math(EXPR n_ref "${n_ref} + 1")
      list(APPEND srcs "${ref}")
      set(LWC_IMPL_${PRIM}_${COMPONENT} ref PARENT_SCOPE)
      list(APPEND defs "LWC_IMPL_${PRIM}_${COMPONENT}=\"ref\"")
    endif()
  endforeach()
  # the folders that provide a component (or come with a technique folder's), in list order, with
  # every file of theirs that replaces no component another folder provides (a component file of a
  # later folder is not taken)
  list(APPEND used ${brought})
  set(dirs)
  set(used_ordered)
  foreach(backend IN LISTS backends)
    if(NOT backend IN_LIST used)
      continue()
    endif()
    list(APPEND used_ordered ${backend})
    set(dir "${LWC_SOURCE_ROOT}/src/${prim}/${backend}")
    list(APPEND dirs "${dir}")
    file(GLOB backend_srcs ${_lwc_glob_deps} "${dir}/*.c" "${dir}/*.S")
    foreach(b IN LISTS backend_srcs)
      get_filename_component(bstem "${b}" NAME_WE)
      set(take ON)
      foreach(ref IN LISTS ref_srcs)
        get_filename_component(stem "${ref}" NAME_WE)
        string(REGEX REPLACE "_ref$" "" component "${stem}")
        if(bstem STREQUAL "${component}_${backend}")
          # a component file: taken only where this folder is the one providing the component
          set(provider "")
          foreach(first IN LISTS backends)
            file(GLOB found "${LWC_SOURCE_ROOT}/src/${prim}/${first}/${component}_${first}.c"
                 "${LWC_SOURCE_ROOT}/src/${prim}/${first}/${component}_${first}.S")
            if(found)
              set(provider "${first}")
              break()
            endif()
          endforeach()
          if(NOT provider STREQUAL backend)
            set(take OFF)
          endif()
        endif()
      endforeach()
      if(take)
        list(APPEND srcs "${b}")
      endif()
    endforeach()
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
  set(LWC_BACKEND_DIRS_${prim} ${dirs} "${ref_dir}" PARENT_SCOPE)
  set(LWC_BACKEND_USED_${prim} ${used_ordered} PARENT_SCOPE)
  set(LWC_COMPONENTS_${prim} ${table} PARENT_SCOPE)
  set(${out} ${srcs} PARENT_SCOPE)
endfunction()

# lwc_library_sources(<backend> <prefix>): the library on <backend>: <prefix>_SOURCES (the common
# files, the block-cipher modes, STREAM, and per primitive its mode code and its contract on the backend),
# <prefix>_INCLUDE_DIRS (the public headers, then src/<prim> and its backend folders backend first,
# then src/common) and <prefix>_IMPL_DEFS (the LWC_IMPL_<PRIM>[_<COMPONENT>] labels).
# With PROFILES (the library "lwc" of the build), a primitive with its own profile
# (LWC_PROFILE_<PRIMITIVE>, e.g. LWC_PROFILE_ROMULUS=small, different from LWC_PROFILE) takes the
# target's backends of that profile instead of <backend>, and <prefix>_PROFILE_PRIMITIVES lists
# such primitives with their sources in <prefix>_SOURCES_<prim> (not in <prefix>_SOURCES).
function(lwc_library_sources backend prefix)
  set(per_primitive OFF)
  if(ARGC GREATER 2 AND ARGV2 STREQUAL "PROFILES")
    set(per_primitive ON)
  endif()
  _lwc_manifest_list(common common)
  list(TRANSFORM common PREPEND "${LWC_SOURCE_ROOT}/")
  string(JSON modes_dir GET "${LWC_MANIFEST}" modes)
  string(JSON stream_dir GET "${LWC_MANIFEST}" stream)
  file(GLOB mode_srcs ${_lwc_glob_deps} "${LWC_SOURCE_ROOT}/${modes_dir}/*.c")     # block-cipher modes
  file(GLOB stream_srcs ${_lwc_glob_deps} "${LWC_SOURCE_ROOT}/${stream_dir}/*.c")  # STREAM over lwc_aeads
  set(srcs ${common} ${mode_srcs} ${stream_srcs})
  set(dirs)
  set(impl_defs)
  set(own_profile)
  foreach(prim IN LISTS LWC_PRIMITIVES)
    file(GLOB prim_srcs ${_lwc_glob_deps} "${LWC_SOURCE_ROOT}/src/${prim}/*.c")  # the same for every backend
    string(TOUPPER "${prim}" PRIM)
    set(prim_backend "${backend}")
    if(per_primitive AND (LWC_PROFILE_${PRIM} STREQUAL "protected" OR
                          (LWC_PROFILE STREQUAL "protected" AND LWC_PROFILE_${PRIM})))
      message(FATAL_ERROR "LWC_PROFILE_${PRIM}=${LWC_PROFILE_${PRIM}} with LWC_PROFILE=${LWC_PROFILE}: the "
                          "protected profile is the whole build's (LWC_PROFILE=protected, docs/protected.md)")
    endif()
    if(per_primitive AND LWC_PROFILE_${PRIM} AND NOT LWC_PROFILE_${PRIM} STREQUAL LWC_PROFILE)
      lwc_target_backends(${LWC_TARGET} ${LWC_PROFILE_${PRIM}} prim_backend)
      if(NOT prim_backend)
        message(FATAL_ERROR "LWC_PROFILE_${PRIM}=${LWC_PROFILE_${PRIM}}: target ${LWC_TARGET} has no such profile")
      endif()
      list(APPEND own_profile ${prim})
    endif()
    lwc_backend_sources(${prim} backend_srcs "${prim_backend}")                     # the contract, per backend
    if(prim IN_LIST own_profile)
      set(${prefix}_SOURCES_${prim} ${prim_srcs} ${backend_srcs} PARENT_SCOPE)
    else()
      list(APPEND srcs ${prim_srcs} ${backend_srcs})
    endif()
    list(APPEND dirs ${LWC_SOURCE_ROOT}/src/${prim} ${LWC_BACKEND_DIRS_${prim}})
    list(APPEND impl_defs ${LWC_IMPL_DEFS_${prim}})
    list(APPEND components ${LWC_COMPONENTS_${prim}})
  endforeach()
  # run-time dispatched kernels beside the portable C (a backend of the manifest with "adds_to"): only
  # for a library on the backend they add to alone, by a compiler that defines the backend's macro,
  # not in script mode
  set(dispatch_defs)
  if(NOT CMAKE_SCRIPT_MODE_FILE AND LWC_DISPATCH)
    string(JSON all_backends GET "${LWC_MANIFEST}" backends)
    string(JSON n LENGTH "${all_backends}")
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON folder MEMBER "${all_backends}" ${i})
      string(JSON adds_to ERROR_VARIABLE not_added GET "${all_backends}" ${folder} adds_to)
      if(not_added OR NOT backend STREQUAL adds_to)
        continue()
      endif()
      string(JSON macro GET "${all_backends}" ${folder} compiler_macro)
      string(TOUPPER "${folder}" FOLDER)
      include(CheckSymbolExists)
      check_symbol_exists(${macro} "" LWC_COMPILER_DEFINES_${FOLDER})
      if(NOT LWC_COMPILER_DEFINES_${FOLDER})
        continue()
      endif()
      _lwc_manifest_list(parts backends ${folder} parts)
      set(dispatch_dirs)
      foreach(part IN LISTS LWC_PRIMITIVES parts)
        set(part_dir "${LWC_SOURCE_ROOT}/src/${part}/${folder}")
        if(IS_DIRECTORY "${part_dir}")
          file(GLOB part_srcs ${_lwc_glob_deps} "${part_dir}/*.c")
          list(APPEND srcs ${part_srcs})
          list(APPEND dispatch_dirs "${part_dir}")
          list(APPEND components "${part} + ${folder} (run-time dispatched, adds to ${adds_to})")
        endif()
      endforeach()
      list(PREPEND dirs ${dispatch_dirs})   # their backend headers before ref/'s
      list(APPEND dispatch_defs LWC_DISPATCH=1 LWC_DISPATCH_${FOLDER}=1)
    endforeach()
  endif()
  list(APPEND dirs ${LWC_SOURCE_ROOT}/src/common)
  set(${prefix}_DISPATCH_DEFS ${dispatch_defs} PARENT_SCOPE)
  set(${prefix}_SOURCES ${srcs} PARENT_SCOPE)
  set(${prefix}_INCLUDE_DIRS ${LWC_SOURCE_ROOT}/include ${dirs} PARENT_SCOPE)
  set(${prefix}_IMPL_DEFS ${impl_defs} PARENT_SCOPE)
  set(${prefix}_COMPONENTS ${components} PARENT_SCOPE)
  set(${prefix}_PROFILE_PRIMITIVES ${own_profile} PARENT_SCOPE)
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

# lwc_write_built_header(<dir>): <dir>/lwc/lwc_built.h, which the public headers include at their
# end (include/lwc/subset.h): LWC_NO_<PRIMITIVE> for each primitive of the manifest not in
# LWC_PRIMITIVES, and each public function of such a primitive (a prototype "type lwc_<...>(" at the
# start of a line of include/lwc/<primitive>.h) and each of its NIST LWC entry points (its rows file's
# LWC_NIST_AEAD / LWC_NIST_HASH) redeclared unavailable, with a message naming LWC_ALGORITHMS.
function(lwc_write_built_header dir)
  set(text "/* Generated by cmake/backends.cmake from LWC_ALGORITHMS (${LWC_PRIMITIVES}): do not edit. */\n")
  string(APPEND text "#ifndef LWC_BUILT_H\n#define LWC_BUILT_H\n")
  string(REPLACE ";" "," built "${LWC_PRIMITIVES}")
  string(APPEND text "#define LWC_ALGORITHMS_BUILT \"${built}\" /**< the primitives of this build */\n")
  if(LWC_PROTECTED)
    string(APPEND text "#ifndef LWC_PROTECTED\n#define LWC_PROTECTED 1 /**< the protected profile (docs/protected.md) */\n#endif\n")
  endif()
  string(APPEND text "#if defined(__clang__)\n#define LWC_NOT_BUILT(msg) __attribute__((unavailable(msg)))\n"
                     "#elif defined(__GNUC__)\n#define LWC_NOT_BUILT(msg) __attribute__((error(msg)))\n"
                     "#else\n#define LWC_NOT_BUILT(msg)\n#endif\n")
  set(sections "")
  foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
    if(prim IN_LIST LWC_PRIMITIVES)
      continue()
    endif()
    string(TOUPPER "${prim}" PRIM)
    string(APPEND text "#define LWC_NO_${PRIM} 1\n")
    set(msg "\"lwcrypt was built without ${prim}: add ${prim} to LWC_ALGORITHMS\"")
    # The prototypes, each with the condition of the #if block it stands in (an AVR-only function
    # is declared only under `#if defined(__AVR__)`, so its redeclaration takes the same condition).
    file(STRINGS "${LWC_SOURCE_ROOT}/include/lwc/${prim}.h" lines REGEX "^(#|[A-Za-z_])")
    set(conditions)
    set(names)
    foreach(line IN LISTS lines)
      if(line MATCHES "^#[ ]*if(def|ndef)?[ (]")
        string(REGEX REPLACE "^#[ ]*" "#" cond "${line}")
        list(APPEND conditions "${cond}")
      elseif(line MATCHES "^#[ ]*endif")
        list(POP_BACK conditions)
      elseif(line MATCHES "^[A-Za-z_][A-Za-z0-9_ *]*[ *](lwc_[a-z0-9_A-Z]+)\\(")
        set(n "${CMAKE_MATCH_1}")
        if(line MATCHES "^(static|typedef)")
          continue()
        endif()
        set(inner "")
        list(LENGTH conditions depth)
        if(depth GREATER 1)   # (the first #if is the header's include guard)
          list(GET conditions -1 inner)
        endif()
        string(REPLACE ";" "\\;" inner "${inner}")
        list(APPEND names "${n}|${inner}")
      endif()
    endforeach()
    string(APPEND sections "#if defined(LWC_${PRIM}_H) && !defined(LWC_${PRIM}_MARKED_NOT_BUILT)\n"
                           "#define LWC_${PRIM}_MARKED_NOT_BUILT 1\n")
    foreach(entry IN LISTS names)
      string(REGEX MATCH "^([^|]*)\\|(.*)$" m "${entry}")
      set(n "${CMAKE_MATCH_1}")
      set(cond "${CMAKE_MATCH_2}")
      if(cond)
        string(APPEND sections "${cond}\n")
      endif()
      string(APPEND sections "extern __typeof__(${n}) ${n} LWC_NOT_BUILT(${msg});\n")
      if(cond)
        string(APPEND sections "#endif\n")
      endif()
    endforeach()
    string(APPEND sections "#endif\n")
    set(nist)
    if(EXISTS "${LWC_SOURCE_ROOT}/src/${prim}/${prim}_rows.h")
      file(STRINGS "${LWC_SOURCE_ROOT}/src/${prim}/${prim}_rows.h" nist_rows REGEX "^LWC_NIST_(AEAD|HASH)\\(")
      foreach(line IN LISTS nist_rows)
        if(line MATCHES "^LWC_NIST_AEAD\\(([a-z0-9_]+)")
          list(APPEND nist ${CMAKE_MATCH_1}_crypto_aead_encrypt ${CMAKE_MATCH_1}_crypto_aead_decrypt)
        elseif(line MATCHES "^LWC_NIST_HASH\\(([a-z0-9_]+)")
          list(APPEND nist ${CMAKE_MATCH_1}_crypto_hash)
        endif()
      endforeach()
    endif()
    if(nist)
      string(APPEND sections "#if defined(LWC_NIST_H) && !defined(LWC_NIST_${PRIM}_MARKED_NOT_BUILT)\n"
                             "#define LWC_NIST_${PRIM}_MARKED_NOT_BUILT 1\n")
      foreach(n IN LISTS nist)
        string(APPEND sections "extern __typeof__(${n}) ${n} LWC_NOT_BUILT(${msg});\n")
      endforeach()
      string(APPEND sections "#endif\n")
    endif()
  endforeach()
  string(APPEND text "#endif\n")
  if(sections)
    string(APPEND text "#if defined(__GNUC__) || defined(__clang__)\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
                       "${sections}#ifdef __cplusplus\n}\n#endif\n#endif\n")
  endif()
  file(CONFIGURE OUTPUT "${dir}/lwc/lwc_built.h" CONTENT "${text}")
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
#                        backend first, src/common), for code that calls the internal contracts;
#   <name>_COMPONENTS:   which folder implements each component ("romulus.skinny128_384p <- armv7m"),
#                        the table configure prints.
# With PROFILES, a primitive of its own profile (LWC_PROFILE_<PRIMITIVE>) is built from that
# profile's backends, in an object library with that profile's Release optimization.
function(lwc_add_library name backend)
  lwc_library_sources("${backend}" lib ${ARGN})
  list(POP_FRONT lib_INCLUDE_DIRS public_dir)
  add_library(${name} STATIC ${lib_SOURCES})
  set(parts ${name})
  foreach(prim IN LISTS lib_PROFILE_PRIMITIVES)
    string(TOUPPER "${prim}" PRIM)
    add_library(${name}_${prim} OBJECT ${lib_SOURCES_${prim}})
    lwc_target_optimization(${LWC_TARGET} ${LWC_PROFILE_${PRIM}} opt)
    if(opt)
      separate_arguments(opt)
      target_compile_options(${name}_${prim} PRIVATE $<$<CONFIG:Release>:${opt}>)
    endif()
    if(CMAKE_POSITION_INDEPENDENT_CODE)
      set_target_properties(${name}_${prim} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    endif()
    target_sources(${name} PRIVATE $<TARGET_OBJECTS:${name}_${prim}>)
    list(APPEND parts ${name}_${prim})
  endforeach()
  foreach(part IN LISTS parts)
    target_include_directories(${part} PRIVATE ${lib_INCLUDE_DIRS})
    target_compile_definitions(${part} PRIVATE ${LWC_LIBRARY_DEFINITIONS})  # the target's (cmake/targets.cmake)
    target_compile_definitions(${part} PRIVATE ${lib_DISPATCH_DEFS})       # the dispatched kernels' (if any)
    if(NOT MSVC)
      target_compile_options(${part} PRIVATE -ffunction-sections -fdata-sections)
    endif()
    foreach(prim IN LISTS LWC_ALL_PRIMITIVES)
      if(NOT prim IN_LIST LWC_PRIMITIVES)
        string(TOUPPER "${prim}" PRIM)
        target_compile_definitions(${part} PRIVATE LWC_NO_${PRIM}=1)
      endif()
    endforeach()
  endforeach()
  lwc_write_built_header("${PROJECT_BINARY_DIR}/lwc-built")   # lwc/lwc_built.h: this build's primitives
  if(LWC_PROTECTED)   # the protected profile: the public key objects hold shares (lwc/tinyjambu.h)
    target_compile_definitions(${name} PUBLIC LWC_PROTECTED=1)
  endif()
  target_include_directories(${name} PUBLIC $<BUILD_INTERFACE:${public_dir}> $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/lwc-built>)
  foreach(prim IN LISTS lib_PROFILE_PRIMITIVES)
    target_include_directories(${name}_${prim} PRIVATE ${public_dir})
  endforeach()
  set(${name}_IMPL_DEFS ${lib_IMPL_DEFS} PARENT_SCOPE)
  set(${name}_COMPONENTS ${lib_COMPONENTS} PARENT_SCOPE)
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
  lwc_library_sources("${LWC_BACKEND}" lib)
  list(GET LWC_BACKEND 0 first_backend)
  lwc_variant_sources(${first_backend} var)
  string(REPLACE ";" "," backend_text "${LWC_BACKEND}")
  _lwc_json_array(srcs ${lib_SOURCES})
  _lwc_json_array(dirs ${lib_INCLUDE_DIRS})
  _lwc_json_array(vsrcs ${var_SOURCES})
  string(JOIN "\", \"" vdefs ${var_DEFINITIONS})
  if(vdefs)
    set(vdefs "\"${vdefs}\"")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E echo
    "{\"backend\": \"${backend_text}\", \"sources\": ${srcs}, \"include_dirs\": ${dirs}, \"variant_sources\": ${vsrcs}, \"variant_definitions\": [${vdefs}]}")
endif()
