# Cortex-M3 target (mps2-an385 memory map; runs in sim/cm3/m3-run and in qemu via sim/cm3/qemu-run):
# what a firmware-style program (vector runner, benchmark) links besides its own code.
#   ../arm_startup.S   vector table, reset handler (.data/.bss), fault handler, the semihosting call
#   ../arm_semihost.c  the target_io.h byte I/O and exit over semihosting, the fault report
#   target_io.c        the DWT cycle counter, lwc_target_init
#   link.ld            code at 0x00000000, RAM at 0x20000000 (4 MB each, as on the AN385)
# Linking: no C start files (arm_startup.S is the entry), newlib-nano only for string functions
# (memcpy, strlen, ...; nothing that needs system calls), unused sections dropped.
# sim/cm3/CMakeLists.txt reuses these files for the model self-test firmware.
set(LWC_TARGET_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/../arm_startup.S
    ${CMAKE_CURRENT_LIST_DIR}/../arm_semihost.c
    ${CMAKE_CURRENT_LIST_DIR}/target_io.c)
set(LWC_TARGET_LINK_OPTIONS
    -nostartfiles
    --specs=nano.specs
    -T${CMAKE_CURRENT_LIST_DIR}/link.ld
    -Wl,--gc-sections)
set(LWC_TARGET_LINK_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/link.ld)
