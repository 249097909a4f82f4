# Every buffer alignment through the assembly backends (the armv6m ones choose word or byte accesses).
lwc_firmware(alignment_check ${CMAKE_CURRENT_LIST_DIR}/alignment_check.c)
