# lwcrypt as an ESP-IDF component (idf_component.yml, Kconfig; docs/platforms.md), included by
# CMakeLists.txt when ESP-IDF builds it (ESP_PLATFORM). The RISC-V chips (ESP32-C2/C3/C5/C6/C61/H2/P4:
# RV32I base) get the RV32 assembly, the Xtensa ones (ESP32, S2, S3) the portable C; the sources
# from cmake/platform.cmake, as every lwcrypt build composes them.
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/platform.cmake)
if(CONFIG_IDF_TARGET_ARCH_RISCV AND NOT CONFIG_LWCRYPT_PORTABLE_C)
  set(lwc_idf_target rv32)
else()
  set(lwc_idf_target host)   # the portable C
endif()
if(CONFIG_LWCRYPT_PROFILE_FAST)
  set(lwc_idf_profile fast)
elseif(CONFIG_LWCRYPT_PROFILE_PROTECTED)
  set(lwc_idf_profile protected)
else()
  set(lwc_idf_profile small)
endif()
lwc_platform_primitives(lwc_idf_primitives CONFIG_LWCRYPT_)
if(NOT lwc_idf_primitives)
  set(lwc_idf_primitives ${LWC_ALL_PRIMITIVES})   # (the early expansion pass has no sdkconfig yet)
endif()
lwc_platform_sources(${lwc_idf_target} ${lwc_idf_profile} "${lwc_idf_primitives}" lwc_idf)
idf_component_register(SRCS ${lwc_idf_SOURCES}
                       INCLUDE_DIRS ${lwc_idf_PUBLIC_DIR}
                       PRIV_INCLUDE_DIRS ${lwc_idf_PRIVATE_DIRS})
if(NOT CMAKE_BUILD_EARLY_EXPANSION)
  target_compile_definitions(${COMPONENT_LIB} PRIVATE ${lwc_idf_DEFINITIONS})
  if(lwc_idf_PUBLIC_DEFINITIONS)   # (the protected profile: the components that include <lwc/...> too)
    target_compile_definitions(${COMPONENT_LIB} PUBLIC ${lwc_idf_PUBLIC_DEFINITIONS})
  endif()
endif()
