# Toolchain: 8-bit AVR, ATmega128 at 16 MHz, Debian's avr-gcc (5.4.0).
#
# The device flag lives in LWC_CPU_FLAGS, which the project adds to every compile and link of its own
# (CMakeLists.txt), so a -DCMAKE_C_FLAGS=... of the user's cannot drop it; the *_FLAGS_INIT below
# carry it too, for the compiler checks and for other projects that use this toolchain file. No
# build-type flags here: the presets give Release its -O3 (CMakePresets.json) as cache entries, so
# -DCMAKE_BUILD_TYPE=MinSizeRel and -DCMAKE_C_FLAGS_RELEASE=... are honoured.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR avr)
set(LWC_TARGET avr)
set(LWC_MCU atmega128 CACHE STRING "AVR device")
set(LWC_F_CPU 16000000 CACHE STRING "AVR clock in Hz")

set(CMAKE_C_COMPILER avr-gcc)
set(CMAKE_ASM_COMPILER avr-gcc)
set(CMAKE_AR avr-ar CACHE FILEPATH "")
set(CMAKE_RANLIB avr-ranlib CACHE FILEPATH "")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(LWC_CPU_FLAGS -mmcu=${LWC_MCU})
set(CMAKE_C_FLAGS_INIT "-mmcu=${LWC_MCU} -DF_CPU=${LWC_F_CPU}UL")
set(CMAKE_ASM_FLAGS_INIT "-mmcu=${LWC_MCU} -DF_CPU=${LWC_F_CPU}UL")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-mmcu=${LWC_MCU}")
