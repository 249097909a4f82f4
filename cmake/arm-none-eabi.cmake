# Toolchain: ARM Cortex-M3 (ARMv7-M, Thumb-2), Debian's arm-none-eabi-gcc.
#
# The CPU flags live in LWC_CPU_FLAGS, which the project adds to every compile and link of its own
# (CMakeLists.txt), so a -DCMAKE_C_FLAGS=... of the user's cannot drop them; the *_FLAGS_INIT below
# carry them too, for the compiler checks and for other projects that use this toolchain file. No
# build-type flags here: the presets give Release its -O3 (CMakePresets.json) as cache entries, so
# -DCMAKE_BUILD_TYPE=MinSizeRel and -DCMAKE_C_FLAGS_RELEASE=... are honoured.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(LWC_TARGET cm3)

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_AR arm-none-eabi-ar CACHE FILEPATH "")
set(CMAKE_RANLIB arm-none-eabi-ranlib CACHE FILEPATH "")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(LWC_CPU_FLAGS -mcpu=cortex-m3 -mthumb)
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m3 -mthumb")
set(CMAKE_ASM_FLAGS_INIT "-mcpu=cortex-m3 -mthumb")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-mcpu=cortex-m3 -mthumb")
