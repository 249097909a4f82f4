# Install rules (cmake --install <build tree> [--prefix DIR]), for every target:
#   include/lwc/*.h                         the public headers
#   lib/liblwc.a                            the library as this tree builds it (its backends)
#   lib/cmake/lwcrypt/lwcrypt-config*.cmake find_package(lwcrypt) -> imported target lwcrypt::lwcrypt
#   lib/pkgconfig/lwcrypt.pc                pkg-config --cflags --libs lwcrypt
# Both package files are relocatable (paths relative to where they are installed), so --prefix at
# install time works. A tree built for avr or cm3 installs a library for that processor only; its
# package refuses a project for another processor (lwcrypt_FOUND is false) and says which MCU/CPU
# flags the library was compiled with (lwcrypt_TARGET, lwcrypt_C_FLAGS).
# tests/ecosystem/ builds a consumer project against the installed host and avr trees.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS lwc ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/lwc DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        FILES_MATCHING PATTERN "*.h")

set(LWC_PKG_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/lwcrypt)
set(LWC_PKG_C_FLAGS "${CMAKE_C_FLAGS}")   # e.g. -mmcu=atmega128 -DF_CPU=16000000UL on avr
foreach(flag IN LISTS LWC_CPU_FLAGS)      # the processor flags, also when CMAKE_C_FLAGS lacks them
  if(NOT " ${LWC_PKG_C_FLAGS} " MATCHES " ${flag} ")
    string(APPEND LWC_PKG_C_FLAGS " ${flag}")
  endif()
endforeach()
string(STRIP "${LWC_PKG_C_FLAGS}" LWC_PKG_C_FLAGS)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/lwcrypt-config.cmake.in
                              ${CMAKE_BINARY_DIR}/install/lwcrypt-config.cmake
                              INSTALL_DESTINATION ${LWC_PKG_DIR}
                              PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_LIBDIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/install/lwcrypt-config-version.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion
                                 ARCH_INDEPENDENT)  # the processor check in the config says why
install(FILES ${CMAKE_BINARY_DIR}/install/lwcrypt-config.cmake
              ${CMAKE_BINARY_DIR}/install/lwcrypt-config-version.cmake
        DESTINATION ${LWC_PKG_DIR})

# pkg-config: the prefix relative to the .pc file's own folder (${pcfiledir}).
file(RELATIVE_PATH LWC_PC_UP /p/${CMAKE_INSTALL_LIBDIR}/pkgconfig /p)
string(REGEX REPLACE "/$" "" LWC_PC_UP "${LWC_PC_UP}")
configure_file(${CMAKE_CURRENT_LIST_DIR}/lwcrypt.pc.in ${CMAKE_BINARY_DIR}/install/lwcrypt.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/install/lwcrypt.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
