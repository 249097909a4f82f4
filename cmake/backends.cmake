# The one place where a backend is chosen for every primitive.
#
# LWC_TARGET: host | avr | cm3 (set by the toolchain file; host when none is used).
# LWC_BACKEND: ref | avr | armv7m, default per target. A primitive whose backend folder
# (src/<primitive>/<backend>/) does not exist yet uses its portable C reference (src/<primitive>/ref/).
if(NOT DEFINED LWC_TARGET)
  set(LWC_TARGET host)
endif()
set(_lwc_default_backend_host ref)
set(_lwc_default_backend_avr avr)
set(_lwc_default_backend_cm3 armv7m)
set(LWC_BACKEND "${_lwc_default_backend_${LWC_TARGET}}" CACHE STRING "Implementation backend: ref, avr or armv7m")
set_property(CACHE LWC_BACKEND PROPERTY STRINGS ref avr armv7m)

# lwc_backend_sources(<primitive> <out-var>): the sources implementing <primitive>'s contract.
# Also sets LWC_IMPL_<PRIMITIVE> in the caller's scope: "ref" (portable C) or "asm" (an assembly
# backend), the variant label the benchmark gives the library's own functions.
function(lwc_backend_sources prim out)
  set(dir "${PROJECT_SOURCE_DIR}/src/${prim}/${LWC_BACKEND}")
  set(impl asm)
  if(NOT IS_DIRECTORY "${dir}")
    set(dir "${PROJECT_SOURCE_DIR}/src/${prim}/ref")
    set(impl ref)
  endif()
  string(TOUPPER "${prim}" PRIM)
  set(LWC_IMPL_${PRIM} ${impl} PARENT_SCOPE)
  set(LWC_BACKEND_DIR_${prim} "${dir}" PARENT_SCOPE)  # on the include path: a backend's own headers
  file(GLOB srcs CONFIGURE_DEPENDS "${dir}/*.c" "${dir}/*.S")
  if(NOT srcs)
    message(FATAL_ERROR "no sources for ${prim} in ${dir}")
  endif()
  set(${out} ${srcs} PARENT_SCOPE)
endfunction()
