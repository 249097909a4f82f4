# Host target: what a firmware-style program (vector runner, benchmark) links besides its own code.
set(LWC_TARGET_SOURCES ${CMAKE_CURRENT_LIST_DIR}/target_io.c)
set(LWC_TARGET_LINK_OPTIONS "")
