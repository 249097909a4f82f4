# Targets as data: every fact about a target is in its descriptor, targets/<name>/target.json, and
# the ordered list of targets is targets/list.txt (docs/architecture.md, "Targets as data"). This file
# reads them for CMake; tools/lwctargets.py reads the same files for the Python tools.
#
# Included by the cross toolchain (cmake/lwc-toolchain.cmake, before project()) for the compiler and
# CPU flags, and by the top-level CMakeLists.txt for everything else:
#   lwc_configure_target()     the target being configured: backend, board support, and the resolved
#                              descriptor written into the build tree (lwc-target.json,
#                              lwc-target/lwc_target_config.h for firmware)
#   lwc_add_target_test(...)   one ctest test per configured target (host tree)
#   lwc_target_get / lwc_target_list   read a field of any target's descriptor
get_filename_component(LWC_TARGETS_DIR "${CMAKE_CURRENT_LIST_DIR}/../targets" ABSOLUTE)
get_filename_component(LWC_SOURCE_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

# LWC_TARGET_NAMES: targets/list.txt without comments and blank lines, in its order.
file(STRINGS "${LWC_TARGETS_DIR}/list.txt" _lwc_list_lines)
set(LWC_TARGET_NAMES)
foreach(_line IN LISTS _lwc_list_lines)
  string(REGEX REPLACE "#.*$" "" _line "${_line}")
  string(STRIP "${_line}" _line)
  if(_line)
    list(APPEND LWC_TARGET_NAMES "${_line}")
  endif()
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${LWC_TARGETS_DIR}/list.txt")

# The descriptor text of target <name> (cached per configure run in a global property). A descriptor
# with "inherits": "<parent>" takes each top-level field it does not give from the parent's (resolved)
# descriptor, the parent's board files named from its own folder ("../<parent>/target_io.c",
# "{dir}/../<parent>/link.ld"); tools/lwctargets.py reads descriptors the same way.
function(_lwc_target_json name out)
  get_property(json GLOBAL PROPERTY _lwc_target_json_${name})
  if(NOT json)
    set(path "${LWC_TARGETS_DIR}/${name}/target.json")
    if(NOT EXISTS "${path}")
      message(FATAL_ERROR "lwcrypt: no descriptor for target '${name}' (${path}); targets: ${LWC_TARGET_NAMES}")
    endif()
    file(READ "${path}" json)
    string(JSON parent ERROR_VARIABLE no_parent GET "${json}" inherits)
    if(NOT no_parent AND parent)
      _lwc_target_json(${parent} pjson)
      string(JSON n LENGTH "${pjson}")
      math(EXPR last "${n} - 1")
      foreach(i RANGE ${last})
        string(JSON key MEMBER "${pjson}" ${i})
        string(JSON has ERROR_VARIABLE missing TYPE "${json}" ${key})
        if(NOT missing)
          continue()
        endif()
        if(key STREQUAL "board")
          set(board "{}")
          foreach(list_key sources link_options link_depends)
            set(items)
            string(JSON m ERROR_VARIABLE e LENGTH "${pjson}" board ${list_key})
            if(NOT e AND m GREATER 0)
              math(EXPR mlast "${m} - 1")
              foreach(j RANGE ${mlast})
                string(JSON v GET "${pjson}" board ${list_key} ${j})
                if(list_key STREQUAL "link_options")
                  string(REPLACE "{dir}" "{dir}/../${parent}" v "${v}")
                elseif(NOT IS_ABSOLUTE "${v}")
                  set(v "../${parent}/${v}")
                endif()
                string(REPLACE "\\" "\\\\" v "${v}")
                string(REPLACE "\"" "\\\"" v "${v}")
                list(APPEND items "\"${v}\"")
              endforeach()
            endif()
            list(JOIN items ", " items)
            string(JSON board SET "${board}" ${list_key} "[${items}]")
          endforeach()
          string(JSON json SET "${json}" board "${board}")
          continue()
        endif()
        string(JSON type TYPE "${pjson}" ${key})
        string(JSON v GET "${pjson}" ${key})
        if(type STREQUAL "STRING")
          string(REPLACE "\\" "\\\\" v "${v}")
          string(REPLACE "\"" "\\\"" v "${v}")
          set(v "\"${v}\"")
        elseif(type STREQUAL "NULL")
          set(v null)
        elseif(type STREQUAL "BOOLEAN")
          if(v)
            set(v true)
          else()
            set(v false)
          endif()
        endif()
        string(JSON json SET "${json}" ${key} "${v}")
      endforeach()
    endif()
    set_property(GLOBAL PROPERTY _lwc_target_json_${name} "${json}")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${path}")
  endif()
  set(${out} "${json}" PARENT_SCOPE)
endfunction()

# Replace the descriptor's placeholders in <text>: {dir} (targets/<name>), {source} (the repository),
# {host} (the host build tree: this tree when it is a host tree, else LWC_BUILD_ROOT/host), and each
# parameter {p} of "parameters" (its cache variable's value, or its default).
function(_lwc_target_subst name text out)
  _lwc_target_json(${name} json)
  string(REPLACE "{dir}" "${LWC_TARGETS_DIR}/${name}" text "${text}")
  string(REPLACE "{source}" "${LWC_SOURCE_ROOT}" text "${text}")
  if(DEFINED LWC_HOST_TREE)
    string(REPLACE "{host}" "${LWC_HOST_TREE}" text "${text}")
  endif()
  string(JSON n ERROR_VARIABLE err LENGTH "${json}" parameters)
  if(NOT err AND n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON p MEMBER "${json}" parameters ${i})
      string(JSON var GET "${json}" parameters ${p} cache)
      string(JSON value GET "${json}" parameters ${p} default)
      if(DEFINED ${var})
        set(value "${${var}}")
      endif()
      string(REPLACE "{${p}}" "${value}" text "${text}")
    endforeach()
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# lwc_target_get(<name> <out> <member> [<member>...]): a string field (placeholders replaced); empty
# when the field is null or missing.
function(lwc_target_get name out)
  _lwc_target_json(${name} json)
  string(JSON type ERROR_VARIABLE err TYPE "${json}" ${ARGN})
  set(value "")
  if(NOT err AND NOT type STREQUAL "NULL")
    string(JSON value GET "${json}" ${ARGN})
    _lwc_target_subst(${name} "${value}" value)
  endif()
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

# lwc_target_list(<name> <out> <member>...): a JSON array of strings as a CMake list (placeholders
# replaced); empty when null or missing.
function(lwc_target_list name out)
  _lwc_target_json(${name} json)
  set(items)
  string(JSON n ERROR_VARIABLE err LENGTH "${json}" ${ARGN})
  if(NOT err AND n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON v GET "${json}" ${ARGN} ${i})
      _lwc_target_subst(${name} "${v}" v)
      list(APPEND items "${v}")
    endforeach()
  endif()
  set(${out} ${items} PARENT_SCOPE)
endfunction()

# lwc_target_count(<name> <out> <member>...): the length of an array or object, 0 when null or missing.
function(lwc_target_count name out)
  _lwc_target_json(${name} json)
  string(JSON n ERROR_VARIABLE err LENGTH "${json}" ${ARGN})
  if(err)
    set(n 0)
  endif()
  set(${out} ${n} PARENT_SCOPE)
endfunction()

# lwc_target_string_or_list(<name> <out> <member>...): a field that is a string or an array of
# strings, as a CMake list (placeholders replaced); empty when null or missing.
function(lwc_target_string_or_list name out)
  _lwc_target_json(${name} json)
  string(JSON type ERROR_VARIABLE err TYPE "${json}" ${ARGN})
  set(v "")
  if(NOT err AND type STREQUAL "ARRAY")
    lwc_target_list(${name} v ${ARGN})
  elseif(NOT err AND NOT type STREQUAL "NULL")
    lwc_target_get(${name} v ${ARGN})
  endif()
  set(${out} ${v} PARENT_SCOPE)
endfunction()

# Profiles: "fast" (the default) and "small" (compact code: loops instead of unrolled rounds, -Os).
# A descriptor's "backend" gives per profile the backend folders in order: the first folder that
# provides a component of a primitive's contract wins, the portable C (ref) is the last resort
# (cmake/backends.cmake); a single string is a list of one.
# "protected": the masked implementations behind the ordinary API (docs/protected.md; LWC_PROTECTED);
# a descriptor without a "protected" entry builds it on its fast profile's backends and optimization
# (the portable masked C where its backends have no masked code).
set(LWC_PROFILES fast small protected)

# _lwc_descriptor_profile(<name> <profile> <out>): the profile whose descriptor entries <profile>
# uses: itself, or fast for "protected" on a descriptor that gives no "protected" entry.
function(_lwc_descriptor_profile name profile out)
  set(p "${profile}")
  if(p STREQUAL "protected")
    _lwc_target_json(${name} json)
    string(JSON type ERROR_VARIABLE err TYPE "${json}" backend protected)
    if(err)
      set(p fast)
    endif()
  endif()
  set(${out} "${p}" PARENT_SCOPE)
endfunction()

# lwc_target_profiles(<name> <out>): the profiles of <name>'s descriptor, in its order.
function(lwc_target_profiles name out)
  _lwc_target_json(${name} json)
  set(profiles)
  lwc_target_count(${name} n backend)
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON p MEMBER "${json}" backend ${i})
      list(APPEND profiles ${p})
    endforeach()
  endif()
  set(${out} ${profiles} PARENT_SCOPE)
endfunction()

# lwc_target_backends(<name> <profile> <out>): the backend folders of <profile>, in order.
function(lwc_target_backends name profile out)
  _lwc_descriptor_profile(${name} ${profile} profile)
  lwc_target_string_or_list(${name} v backend ${profile})
  set(${out} ${v} PARENT_SCOPE)
endfunction()

# lwc_target_optimization(<name> <profile> <out>): the Release optimization of <profile> (the
# descriptor's toolchain "optimization": one string for every profile or one per profile).
function(lwc_target_optimization name profile out)
  _lwc_descriptor_profile(${name} ${profile} profile)
  _lwc_target_json(${name} json)
  string(JSON type ERROR_VARIABLE err TYPE "${json}" toolchain optimization)
  set(v "")
  if(NOT err AND type STREQUAL "OBJECT")
    lwc_target_get(${name} v toolchain optimization ${profile})
  elseif(NOT err)
    lwc_target_get(${name} v toolchain optimization)
  endif()
  set(${out} "${v}" PARENT_SCOPE)
endfunction()

# lwc_config_split(<config> <target-out> <profile-out>): a test configuration is a target ("avr":
# its fast profile, tree build/avr) or "<target>-<profile>" for another profile (tree build/avr-small).
function(lwc_config_split config target_out profile_out)
  set(t "${config}")
  set(p fast)
  if(NOT config IN_LIST LWC_TARGET_NAMES AND config MATCHES "^(.+)-([a-z0-9]+)$")
    if(CMAKE_MATCH_1 IN_LIST LWC_TARGET_NAMES)
      set(t "${CMAKE_MATCH_1}")
      set(p "${CMAKE_MATCH_2}")
    endif()
  endif()
  set(${target_out} "${t}" PARENT_SCOPE)
  set(${profile_out} "${p}" PARENT_SCOPE)
endfunction()

# lwc_target_cpu_flags(<name> <out>): the CPU flags of a cross target (its descriptor's
# toolchain.cpu_flags), then, where the descriptor names the GCC specs file of its C library
# (toolchain.libc_specs, e.g. picolibc.specs, which its board passes at link time), -isystem for each
# include folder those specs add: asked of the compiler (its search list with the specs minus without
# them), so no installation's path is written in the descriptor and the compiles need no --specs.
function(lwc_target_cpu_flags name out)
  lwc_target_list(${name} cpu toolchain cpu_flags)
  lwc_target_get(${name} specs toolchain libc_specs)
  if(specs)
    lwc_target_get(${name} prefix toolchain prefix)
    foreach(pass IN ITEMS without with)
      set(args ${cpu})
      if(pass STREQUAL "with")
        list(APPEND args "--specs=${specs}")
      endif()
      execute_process(COMMAND ${prefix}gcc ${args} -E -Wp,-v -x c -
                      INPUT_FILE /dev/null OUTPUT_QUIET ERROR_VARIABLE log RESULT_VARIABLE rc)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lwcrypt: ${prefix}gcc ${args} -E failed (${rc}): ${log}")
      endif()
      string(REGEX REPLACE ".*#include <...> search starts here:\n(.*)End of search list.*" "\\1" dirs "${log}")
      string(REGEX REPLACE "[ \t\n]+" ";" dirs "${dirs}")
      set(dirs_${pass})
      foreach(d IN LISTS dirs)
        if(d)
          list(APPEND dirs_${pass} "${d}")
        endif()
      endforeach()
    endforeach()
    set(added ${dirs_with})
    if(dirs_without)
      list(REMOVE_ITEM added ${dirs_without})
    endif()
    if(NOT added)
      message(FATAL_ERROR "lwcrypt: ${prefix}gcc --specs=${specs} adds no include folder (is the C library "
                          "of targets/${name}/target.json installed? tools/install-deps.sh)")
    endif()
    foreach(d IN LISTS added)
      list(APPEND cpu -isystem "${d}")
    endforeach()
  endif()
  set(${out} ${cpu} PARENT_SCOPE)
endfunction()

# lwc_target_for_abi(<abi> <target-out> <backend-ok-out>): the descriptor for a foreign toolchain,
# from the facts its compiler and flags show (<abi>: lwcrypt_probe_abi, cmake/install/lwcrypt-abi.cmake):
# the first target of targets/list.txt whose descriptor's "abi"."facts" all match (each a regular
# expression the probed value matches in full), else host. <backend-ok-out>: whether the probe also
# has what the descriptor's backends need ("abi"."backend_needs", the same form; e.g. the AVR
# backends' MUL and MOVW); when not, the library is its portable C.
function(lwc_target_for_abi abi target_out ok_out)
  set(chosen host)
  set(ok FALSE)
  foreach(name IN LISTS LWC_TARGET_NAMES)
    _lwc_target_json(${name} json)
    string(JSON facts ERROR_VARIABLE err GET "${json}" abi facts)
    if(err)
      continue()
    endif()
    _lwc_abi_matches("${abi}" "${facts}" match)
    if(match)
      set(chosen ${name})
      string(JSON needs ERROR_VARIABLE err GET "${json}" abi backend_needs)
      set(ok TRUE)
      if(NOT err)
        _lwc_abi_matches("${abi}" "${needs}" ok)
      endif()
      break()
    endif()
  endforeach()
  set(${target_out} ${chosen} PARENT_SCOPE)
  set(${ok_out} ${ok} PARENT_SCOPE)
endfunction()

function(_lwc_abi_matches abi object out)
  set(match TRUE)
  string(JSON n LENGTH "${object}")
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON key MEMBER "${object}" ${i})
      string(JSON pattern GET "${object}" ${key})
      lwcrypt_abi_get("${abi}" ${key} value)
      if(NOT value MATCHES "^(${pattern})$")
        set(match FALSE)
      endif()
    endforeach()
  endif()
  set(${out} ${match} PARENT_SCOPE)
endfunction()

# lwc_target_compile_flags(<name> <out>): CPU flags, defines and optimization of a cross target, as
# a list of compiler arguments (what its toolchain passes to every C and assembly file).
function(lwc_target_compile_flags name out)
  lwc_target_cpu_flags(${name} cpu)
  lwc_target_list(${name} defines toolchain defines)
  lwc_target_optimization(${name} fast opt)
  set(flags ${cpu})
  foreach(d IN LISTS defines)
    list(APPEND flags "-D${d}")
  endforeach()
  if(opt)
    list(APPEND flags ${opt})
  endif()
  set(${out} ${flags} PARENT_SCOPE)
endfunction()

# lwc_target_board(<name> <prefix>): the board support of a target: <prefix>_SOURCES (absolute),
# <prefix>_LINK_OPTIONS, <prefix>_LINK_DEPENDS (absolute), <prefix>_INCLUDE_DIRS (where its board
# headers are found: targets/<name>, then the folders of its board sources in their order, so a
# target that takes another's board files, e.g. "../cm3/target_io.c", also finds that folder's
# target_stack.h and sim_io.h unless it has its own).
function(lwc_target_board name prefix)
  lwc_target_list(${name} srcs board sources)
  lwc_target_list(${name} opts board link_options)
  lwc_target_list(${name} deps board link_depends)
  list(TRANSFORM srcs PREPEND "${LWC_TARGETS_DIR}/${name}/")
  list(TRANSFORM deps PREPEND "${LWC_TARGETS_DIR}/${name}/")
  set(dirs "${LWC_TARGETS_DIR}/${name}")
  foreach(src IN LISTS srcs)
    get_filename_component(dir "${src}" DIRECTORY)
    get_filename_component(dir "${dir}" ABSOLUTE)
    if(NOT dir IN_LIST dirs AND NOT dir STREQUAL LWC_TARGETS_DIR)
      list(APPEND dirs "${dir}")
    endif()
  endforeach()
  set(${prefix}_INCLUDE_DIRS ${dirs} PARENT_SCOPE)
  set(${prefix}_SOURCES ${srcs} PARENT_SCOPE)
  set(${prefix}_LINK_OPTIONS ${opts} PARENT_SCOPE)
  set(${prefix}_LINK_DEPENDS ${deps} PARENT_SCOPE)
endfunction()

# ---- the target being configured -----------------------------------------------------------------
# lwc_configure_target(): LWC_TARGET (host when no toolchain set it), LWC_PROFILE, LWC_BACKEND (the
# descriptor's backend for the profile unless set), LWC_TARGET_SOURCES / _LINK_OPTIONS /
# _LINK_DEPENDS (board support for lwc_firmware), and in the build tree lwc-target.json (the
# descriptor with this configuration's values: backend, compiler, flags, parameters) and
# lwc-target/lwc_target_config.h (the facts firmware needs, as macros).
macro(lwc_configure_target)
  if(NOT LWC_TARGET)
    set(LWC_TARGET host)
  endif()
  # Root of the per-target build trees (build/<target>): the host tree's tests run the firmware of
  # LWC_BUILD_ROOT/<target>, and firmware trees find the host tools (simulators) in LWC_BUILD_ROOT/host.
  set(LWC_BUILD_ROOT "${PROJECT_SOURCE_DIR}/build" CACHE PATH "Root of the per-preset build trees")
  if(LWC_TARGET STREQUAL "host")
    set(LWC_HOST_TREE "${CMAKE_BINARY_DIR}")
  else()
    set(LWC_HOST_TREE "${LWC_BUILD_ROOT}/host")
  endif()
  if(NOT LWC_TARGET IN_LIST LWC_TARGET_NAMES)
    message(FATAL_ERROR "lwcrypt: target '${LWC_TARGET}' is not in targets/list.txt (${LWC_TARGET_NAMES})")
  endif()
  set(LWC_PROFILE fast CACHE STRING "Profile: fast (speed), small (code size) or protected (masked); LWC_PROFILE_<PRIMITIVE> per primitive")
  set_property(CACHE LWC_PROFILE PROPERTY STRINGS ${LWC_PROFILES})
  if(NOT LWC_PROFILE IN_LIST LWC_PROFILES)
    message(FATAL_ERROR "lwcrypt: LWC_PROFILE=${LWC_PROFILE}: not one of ${LWC_PROFILES}")
  endif()
  lwc_target_backends(${LWC_TARGET} ${LWC_PROFILE} _lwc_default_backend)
  if(NOT _lwc_default_backend)
    message(FATAL_ERROR "lwcrypt: target ${LWC_TARGET} has no backend for profile '${LWC_PROFILE}'")
  endif()
  # A backend whose table lookups are indexed by secrets (src/manifest.json: secret_indexed_tables)
  # is constant time only where data memory has no cache. A build for a foreign core of the target's
  # family (cmake/subproject.cmake: _LWC_FAMILY_BUILD) does not get it from the descriptor, and only a
  # descriptor declaring "data_memory": {"cache": false} may have it, whoever set LWC_BACKEND
  # (checked below; docs/security.md).
  file(READ "${LWC_SOURCE_ROOT}/src/manifest.json" _lwc_manifest)
  set(_lwc_secret_indexed)
  string(JSON _lwc_n ERROR_VARIABLE _lwc_err LENGTH "${_lwc_manifest}" secret_indexed_tables)
  if(NOT _lwc_err AND _lwc_n GREATER 0)
    math(EXPR _lwc_last "${_lwc_n} - 1")
    foreach(_lwc_i RANGE ${_lwc_last})
      string(JSON _lwc_b GET "${_lwc_manifest}" secret_indexed_tables ${_lwc_i})
      list(APPEND _lwc_secret_indexed ${_lwc_b})
    endforeach()
  endif()
  if(_LWC_FAMILY_BUILD AND _lwc_secret_indexed)
    list(REMOVE_ITEM _lwc_default_backend ${_lwc_secret_indexed})
  endif()
  # LWC_BACKEND (a cache variable: a user's value wins) follows LWC_PROFILE while nobody set it.
  if(DEFINED CACHE{LWC_BACKEND} AND "$CACHE{LWC_BACKEND}" STREQUAL "$CACHE{_LWC_BACKEND_OF_PROFILE}")
    set(LWC_BACKEND "${_lwc_default_backend}" CACHE STRING "Implementation backends in order (default: the target's, for LWC_PROFILE)" FORCE)
  endif()
  set(LWC_BACKEND "${_lwc_default_backend}" CACHE STRING "Implementation backends in order (default: the target's, for LWC_PROFILE)")
  set(_LWC_BACKEND_OF_PROFILE "${_lwc_default_backend}" CACHE INTERNAL "the profile's backends")
  # a list given with commas (-DLWC_BACKEND=rv32,fixsliced32,bitsliced32: a descriptor's
  # "also_test_with" cache entries, a command line without quoting) is the same list
  string(REPLACE "," ";" LWC_BACKEND "${LWC_BACKEND}")
  lwc_target_get(${LWC_TARGET} _lwc_data_cache data_memory cache)
  foreach(_lwc_b IN LISTS _lwc_secret_indexed)
    if(_lwc_b IN_LIST LWC_BACKEND AND (_lwc_data_cache STREQUAL "" OR _lwc_data_cache OR _LWC_FAMILY_BUILD))
      message(FATAL_ERROR "lwcrypt: backend ${_lwc_b} indexes tables by secrets: only a target whose "
                          "descriptor declares \"data_memory\": {\"cache\": false} may use it, in "
                          "a build for that core (targets/${LWC_TARGET}/target.json, this build: no)")
    endif()
  endforeach()
  lwc_target_board(${LWC_TARGET} LWC_TARGET)
  # Compile definitions of the library itself: LWC_CONSTANTS_IN_RAM where the target copies its
  # constants into RAM (lwc/lwc.h: the descriptor rows then carry no claim texts).
  lwc_target_get(${LWC_TARGET} _lwc_constants_in_ram memory constants_in_ram)
  set(LWC_LIBRARY_DEFINITIONS)
  if(_lwc_constants_in_ram)
    set(LWC_LIBRARY_DEFINITIONS LWC_CONSTANTS_IN_RAM=1)
  endif()
  # LWC_TABLES_IN_RAM where the backends' constant tables go to RAM (src/common/tables.h).
  lwc_target_get(${LWC_TARGET} _lwc_tables_in_ram memory tables_in_ram)
  if(_lwc_tables_in_ram)
    list(APPEND LWC_LIBRARY_DEFINITIONS LWC_TABLES_IN_RAM=1)
  endif()
  # LWC_PROTECTED: the protected profile (public: the key objects' layout follows it; lwc/lwc_built.h
  # and the library's interface say it to its users; src/common/protected.c).
  set(LWC_PROTECTED OFF)
  if(LWC_PROFILE STREQUAL "protected")
    set(LWC_PROTECTED ON)
  endif()
  lwc_target_get(${LWC_TARGET} LWC_TARGET_EXECUTABLE_SUFFIX executable_suffix)
  _lwc_write_target_config()
endmacro()

function(_lwc_write_target_config)
  _lwc_target_json(${LWC_TARGET} json)
  # Resolved descriptor: the placeholders of every string replaced, plus this configuration.
  _lwc_target_subst(${LWC_TARGET} "${json}" resolved)
  string(JSON resolved SET "${resolved}" configured "{}")
  string(REPLACE ";" "," _backends "${LWC_BACKEND}")
  foreach(kv "profile;${LWC_PROFILE}" "backend;${_backends}" "c_compiler;${CMAKE_C_COMPILER}"
             "c_flags;${CMAKE_C_FLAGS} ${CMAKE_C_FLAGS_RELEASE}" "build_type;${CMAKE_BUILD_TYPE}")
    list(GET kv 0 k)
    list(GET kv 1 v)
    string(STRIP "${v}" v)
    string(REPLACE "\\" "\\\\" v "${v}")
    string(REPLACE "\"" "\\\"" v "${v}")
    string(JSON resolved SET "${resolved}" configured ${k} "\"${v}\"")
  endforeach()
  file(WRITE "${PROJECT_BINARY_DIR}/lwc-target.json" "${resolved}\n")

  # Firmware facts as macros (tests/security/ct_check.c, bench/): 0 where the descriptor has none.
  lwc_target_get(${LWC_TARGET} ram memory ram_bytes)
  lwc_target_get(${LWC_TARGET} flash memory flash_bytes)
  # the stack budgets: "stack_budgets", or its "profiles" entry for this profile where it has one
  set(budgets stack_budgets)
  lwc_target_count(${LWC_TARGET} n_profile_budgets stack_budgets profiles ${LWC_PROFILE})
  if(n_profile_budgets GREATER 0)
    set(budgets stack_budgets profiles ${LWC_PROFILE})
  endif()
  lwc_target_get(${LWC_TARGET} aead ${budgets} aead_hash)
  lwc_target_get(${LWC_TARGET} cipher ${budgets} block_cipher)
  lwc_target_get(${LWC_TARGET} counter cycle_counter what)
  lwc_target_get(${LWC_TARGET} warm cycle_counter warm_up_calls)
  set(rows "")
  lwc_target_count(${LWC_TARGET} n ${budgets} algorithms)
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON alg MEMBER "${json}" ${budgets} algorithms ${i})
      string(JSON bytes GET "${json}" ${budgets} algorithms ${alg})
      string(APPEND rows " {\"${alg}\", ${bytes}},")
    endforeach()
  endif()
  foreach(v ram flash aead cipher warm)
    if(NOT ${v})
      set(${v} 0)
    endif()
  endforeach()
  if(counter)
    set(counter 1)
  else()
    set(counter 0)
  endif()
  file(CONFIGURE OUTPUT "${PROJECT_BINARY_DIR}/lwc-target/lwc_target_config.h" @ONLY CONTENT
"/* Generated by cmake/targets.cmake from targets/@LWC_TARGET@/target.json: do not edit. */
#ifndef LWC_TARGET_CONFIG_H
#define LWC_TARGET_CONFIG_H
#define LWC_TARGET_NAME \"@LWC_TARGET@\"
#define LWC_TARGET_RAM_BYTES @ram@UL   /* 0: not limited (host) */
#define LWC_TARGET_FLASH_BYTES @flash@UL
#define LWC_TARGET_HAS_CYCLE_COUNTER @counter@
/* Untimed calls before a call whose cycles must not depend on its data (the constant-time checks):
 * a core with a branch predictor times a call by the state earlier code left (0: no predictor). */
#define LWC_TARGET_WARM_UP_CALLS @warm@
/* Peak-stack budgets (bytes, 0 = none) of every library AEAD/hash call and block-cipher call, and
 * per-algorithm budgets that replace them: {name, bytes} rows. */
#define LWC_STACK_BUDGET_AEAD_HASH @aead@u
#define LWC_STACK_BUDGET_BLOCK_CIPHER @cipher@u
#define LWC_STACK_BUDGET_ALGORITHMS @rows@
#endif
")
endfunction()

# ---- tests over every target (host tree) ---------------------------------------------------------
# LWC_TEST_TARGETS: the configurations the host tree's tests expand to: host, then (with
# LWC_TARGET_VECTOR_TESTS) every other target of targets/list.txt, in its order, each followed by
# "<target>-<profile>" for each other profile of its descriptor (tree build/<target>-<profile>, e.g.
# avr-small): every per-target test runs on every profile. Set by lwc_setup_target_tests() once the
# simulators are added.
macro(lwc_setup_target_tests)
  set(LWC_TEST_TARGETS host)
  set(LWC_PROTECTED_TEST_TARGETS)
  if(LWC_TARGET_VECTOR_TESTS)
    foreach(_t IN LISTS LWC_TARGET_NAMES)
      if(NOT _t STREQUAL "host")
        list(APPEND LWC_TEST_TARGETS ${_t})
        lwc_target_profiles(${_t} _profiles)
        foreach(_p IN LISTS _profiles)
          if(_p STREQUAL "protected")   # its own tests only (tests/protected): LWC_PROTECTED_TEST_TARGETS
            list(APPEND LWC_PROTECTED_TEST_TARGETS ${_t}-${_p})
          elseif(NOT _p STREQUAL "fast")
            list(APPEND LWC_TEST_TARGETS ${_t}-${_p})
          endif()
        endforeach()
      endif()
    endforeach()
  endif()
  # Emulator names make test names: each must be unique and derived from its target's
  # (<target>-<emulator>), or the tests of two targets would collide (tools/lwctargets.py check
  # says the same of every descriptor as a ctest).
  set(_seen)
  foreach(_t IN LISTS LWC_TEST_TARGETS)
    lwc_config_split(${_t} _base _profile)
    lwc_target_emulators(${_t} _emus)
    list(POP_FRONT _emus _own)
    foreach(_e IN LISTS _emus)
      if(NOT _e MATCHES "^${_t}-")
        message(FATAL_ERROR "lwcrypt: targets/${_base}/target.json: second emulator '${_e}' must be named ${_base}-<emulator>")
      endif()
    endforeach()
    foreach(_e IN LISTS _own _emus)
      if(_e IN_LIST _seen)
        message(FATAL_ERROR "lwcrypt: targets/${_base}/target.json: emulator name '${_e}' is used twice (a copied "
                            "descriptor?): emulator names make test names and must be unique")
      endif()
      list(APPEND _seen ${_e})
    endforeach()
  endforeach()
endmacro()

# lwc_target_emulators(<config> <out>): <config>, then the names of its target's second emulators
# (for a profile configuration, "cm3-qemu" becomes "cm3-small-qemu": tools/lwctargets.py).
function(lwc_target_emulators config out)
  lwc_config_split(${config} t profile)
  set(names ${config})
  lwc_target_count(${t} n second_emulators)
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      lwc_target_get(${t} e second_emulators ${i} name)
      if(NOT config STREQUAL t)
        string(REGEX REPLACE "^${t}" "${config}" e "${e}")
      endif()
      list(APPEND names ${e})
    endforeach()
  endif()
  set(${out} ${names} PARENT_SCOPE)
endfunction()

# The command that runs a program of target <t> on emulator <emu> (<t> itself or one of its second
# emulators): host programs run as they are, firmware through the runner of the descriptor.
function(_lwc_run_command config emu program out)
  lwc_config_split(${config} t profile)
  if(NOT config STREQUAL t)
    string(REGEX REPLACE "^${config}" "${t}" emu "${emu}")
  endif()
  if(t STREQUAL "host")
    set(${out} ${program} PARENT_SCOPE)
    return()
  endif()
  if(emu STREQUAL t)
    lwc_target_list(${t} cmd runner command)
  else()
    lwc_target_count(${t} n second_emulators)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      lwc_target_get(${t} e second_emulators ${i} name)
      if(e STREQUAL emu)
        lwc_target_list(${t} cmd second_emulators ${i} command)
      endif()
    endforeach()
  endif()
  set(${out} ${cmd} ${program} PARENT_SCOPE)
endfunction()

# lwc_add_target_test(<name> [SIMULATED] [EMULATORS] [FAST_PROFILE] [TARGETS <t>...] [BACKENDS <b>...]
#                     [PROPERTIES <prop> <value>...] [OUTPUT <var>]
#                     (FIRMWARE <program> [<args>...] | COMMAND <command>...))
# One ctest test per target of LWC_TEST_TARGETS:
#   SIMULATED     not on the host (e.g. differential tests against the host)
#   EMULATORS     also once on each second emulator of a target (e.g. cm3-qemu), with the target's firmware
#   TARGETS       only these targets (every profile of each); BACKENDS: only configurations whose first
#                 backend is one of these; FAST_PROFILE: only the targets' fast configurations (tests
#                 of the build or package rather than of the code)
#   FIRMWARE p    run program p of the target's build tree (tests/<p>): the host program of this tree,
#                 or LWC_BUILD_ROOT/<target>/tests/p<suffix> through the target's runner
#   COMMAND       any command; in it and in <name>, {target} is the target (or emulator) name,
#                 {program:p} the path of program p for it and {run:p} the command that runs p
#   OUTPUT var    the names of the tests made, in var
# The test name is <name> with {target} replaced, or <name>-<target> when it has no {target}. Each test
# is labelled target:<target> (its configurations and emulators too: target:cm3 for cm3-small-qemu)
# and emulator:<where it runs> (emulator:cm3-small-qemu); lwc_label_tests adds the other labels.
function(lwc_add_target_test name)
  cmake_parse_arguments(PARSE_ARGV 1 tt "SIMULATED;EMULATORS;FAST_PROFILE" "OUTPUT" "TARGETS;BACKENDS;PROPERTIES;FIRMWARE;COMMAND")
  if(tt_FIRMWARE)
    list(POP_FRONT tt_FIRMWARE program)
    set(tt_COMMAND "{run:${program}}" ${tt_FIRMWARE})
  endif()
  if(NOT tt_COMMAND)
    message(FATAL_ERROR "lwc_add_target_test(${name}): FIRMWARE or COMMAND is needed")
  endif()
  set(made)
  foreach(t IN LISTS LWC_TEST_TARGETS)   # t: a configuration (target or <target>-<profile>)
    lwc_config_split(${t} base profile)
    if(tt_SIMULATED AND t STREQUAL "host")
      continue()
    endif()
    if(tt_FAST_PROFILE AND NOT profile STREQUAL "fast")
      continue()
    endif()
    if(tt_TARGETS AND NOT base IN_LIST tt_TARGETS)
      continue()
    endif()
    if(tt_BACKENDS)
      lwc_target_backends(${base} ${profile} backends)
      list(GET backends 0 backend)
      if(NOT backend IN_LIST tt_BACKENDS)
        continue()
      endif()
    endif()
    set(emulators ${t})
    if(tt_EMULATORS)
      lwc_target_emulators(${t} emulators)
    endif()
    lwc_target_get(${base} suffix executable_suffix)
    foreach(emu IN LISTS emulators)
      set(cmd)
      foreach(arg IN LISTS tt_COMMAND)
        if(arg MATCHES "^\\{(run|program):([^}]+)\\}$")
          set(prog_name ${CMAKE_MATCH_2})
          if(t STREQUAL "host")
            set(prog "$<TARGET_FILE:${prog_name}>")
          else()
            set(prog "${LWC_BUILD_ROOT}/${t}/tests/${prog_name}${suffix}")
          endif()
          if(CMAKE_MATCH_1 STREQUAL "run")
            _lwc_run_command(${t} ${emu} "${prog}" prog)
          endif()
          list(APPEND cmd ${prog})
        else()
          string(REPLACE "{target}" "${emu}" arg "${arg}")
          list(APPEND cmd "${arg}")
        endif()
      endforeach()
      string(FIND "${name}" "{target}" at)
      if(at GREATER -1)
        string(REPLACE "{target}" "${emu}" test "${name}")
      else()
        set(test "${name}-${emu}")
      endif()
      add_test(NAME ${test} COMMAND ${cmd})
      if(tt_PROPERTIES)
        set_tests_properties(${test} PROPERTIES ${tt_PROPERTIES})
      endif()
      set_property(TEST ${test} APPEND PROPERTY LABELS "target:${base}" "emulator:${emu}")  # (lwc_label_tests: the others)
      list(APPEND made ${test})
    endforeach()
  endforeach()
  if(tt_OUTPUT)
    set(${tt_OUTPUT} ${made} PARENT_SCOPE)
  endif()
endfunction()

# ---- test labels (host tree) ----------------------------------------------------------------------
# lwc_label_tests(<area> <tests>...): labels every test of <tests> with area:<area>; target:host when
# lwc_add_target_test gave it no target; primitive:<p> for each primitive of the manifest its name
# names (vectors-cm3-romulus-n-... : primitive:romulus); and quick when it is in the quick tier:
# every test that runs on the host (target:host) but those of the areas in LWC_SLOW_AREAS and those
# labelled slow where they are defined (a test that configures a project, say), plus the vector
# files on LWC_QUICK_TARGET (its fast profile in its own simulator: emulator:<that target>; the
# library's rows, not the paper variants' rows, labelled paper-variant). `make check` runs
# `ctest -L quick`; `make test` runs every test whatever its labels.
set(LWC_SLOW_AREAS ecosystem python fuzz fit random cross CACHE STRING
    "Test areas left out of the quick tier (ctest -L quick, make check): packaging, Python, fuzzing, firmware cost, random differential (every target's tree), other host architectures")
set(LWC_QUICK_TARGET avr CACHE STRING "The simulated target whose vectors the quick tier runs")
function(lwc_label_tests area)
  foreach(t IN LISTS ARGN)
    get_property(labels TEST ${t} PROPERTY LABELS)
    if(NOT labels MATCHES "target:")
      set_property(TEST ${t} APPEND PROPERTY LABELS "target:host")
      list(APPEND labels "target:host")
    endif()
    set_property(TEST ${t} APPEND PROPERTY LABELS "area:${area}")
    foreach(p IN LISTS LWC_ALL_PRIMITIVES)
      if(t MATCHES "(^|-)${p}(-|$)")
        set_property(TEST ${t} APPEND PROPERTY LABELS "primitive:${p}")
      endif()
    endforeach()
    if(("target:host" IN_LIST labels AND NOT area IN_LIST LWC_SLOW_AREAS AND NOT "slow" IN_LIST labels) OR
       (area STREQUAL "vectors" AND "emulator:${LWC_QUICK_TARGET}" IN_LIST labels AND
        NOT "paper-variant" IN_LIST labels))
      set_property(TEST ${t} APPEND PROPERTY LABELS quick)
    endif()
  endforeach()
endfunction()
