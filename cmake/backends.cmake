# The one place where a backend is chosen for every primitive.
#
# LWC_TARGET: host | avr | cm3 | cm0plus (set by the toolchain file; host when none is used).
# LWC_BACKEND: ref | avr | armv7m | armv6m, default per target. A primitive whose backend folder
# (src/<primitive>/<backend>/) does not exist yet uses its portable C reference (src/<primitive>/ref/).
if(NOT DEFINED LWC_TARGET)
  set(LWC_TARGET host)
endif()
set(_lwc_default_backend_host ref)
set(_lwc_default_backend_avr avr)
set(_lwc_default_backend_cm3 armv7m)
set(_lwc_default_backend_cm0plus armv6m)
set(LWC_BACKEND "${_lwc_default_backend_${LWC_TARGET}}" CACHE STRING "Implementation backend: ref, avr, armv7m or armv6m")
set_property(CACHE LWC_BACKEND PROPERTY STRINGS ref avr armv7m armv6m)

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
  set(ref_dir "${PROJECT_SOURCE_DIR}/src/${prim}/ref")
  set(dir "${PROJECT_SOURCE_DIR}/src/${prim}/${backend}")
  file(GLOB ref_srcs CONFIGURE_DEPENDS "${ref_dir}/*.c")
  set(backend_srcs)
  if(NOT backend STREQUAL "ref" AND IS_DIRECTORY "${dir}")
    file(GLOB backend_srcs CONFIGURE_DEPENDS "${dir}/*.c" "${dir}/*.S")
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

# lwc_add_library(<name> <backend>): the static library <name> = the mode code (written once) plus the
# contract of every primitive of LWC_PRIMITIVES on <backend> (lwc_backend_sources). The build makes
# "lwc" on the target's backend and, on avr and cm3, "lwc_ref" on the portable C (the benchmark's
# "ref" rows, bench/CMakeLists.txt): both from the same source lists. Sets in the caller's scope:
#   <name>_IMPL_DEFS:    the LWC_IMPL_<PRIM>[_<COMPONENT>] labels as compile definitions;
#   <name>_INCLUDE_DIRS: the library's private include folders (src/<prim>, the backend folders
#                        backend first, src/common), for code that calls the internal contracts.
function(lwc_add_library name backend)
  file(GLOB common_mode_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/modes/*.c")  # block-cipher modes
  add_library(${name} STATIC
    ${PROJECT_SOURCE_DIR}/src/common/util.c
    ${PROJECT_SOURCE_DIR}/src/common/registry.c
    ${PROJECT_SOURCE_DIR}/src/common/nist_api.c
    ${common_mode_srcs})
  set(impl_defs)
  set(dirs)
  foreach(prim IN LISTS LWC_PRIMITIVES)
    file(GLOB mode_srcs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/${prim}/*.c")  # the same for every backend
    lwc_backend_sources(${prim} backend_srcs ${backend})                              # the contract, per backend
    target_sources(${name} PRIVATE ${mode_srcs} ${backend_srcs})
    list(APPEND dirs ${PROJECT_SOURCE_DIR}/src/${prim} ${LWC_BACKEND_DIRS_${prim}})
    list(APPEND impl_defs ${LWC_IMPL_DEFS_${prim}})
  endforeach()
  list(APPEND dirs ${PROJECT_SOURCE_DIR}/src/common)
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR}/include PRIVATE ${dirs})
  set(${name}_IMPL_DEFS ${impl_defs} PARENT_SCOPE)
  set(${name}_INCLUDE_DIRS ${dirs} PARENT_SCOPE)
endfunction()
