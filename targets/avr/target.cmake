# ATmega128 target (run in sim/avr with avr-run): what a firmware-style program (vector runner,
# benchmark) links besides its own code. target_io.c talks to the simulator through the I/O
# registers of sim_io.h and carries the ".mmcu" record (MCU name, F_CPU) that simavr reads from the
# ELF; the link options keep that record (--undefined) and move its section to 0x910000, outside
# flash, RAM and EEPROM (so it is in the ELF but never in a flash image).
# sim/avr/CMakeLists.txt includes this file too, to build its self-test firmware the same way.
set(LWC_TARGET_SOURCES ${CMAKE_CURRENT_LIST_DIR}/target_io.c)
set(LWC_TARGET_LINK_OPTIONS "-Wl,--undefined=lwc_avr_mmcu,--section-start=.mmcu=0x910000")
