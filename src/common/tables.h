/* Where the backends' constant tables live: LWC_TABLE(name) before a table's initializer places it in
 * its own .data section (copied to RAM by the C start-up code) on targets whose descriptor sets
 * memory.tables_in_ram (cmake/targets.cmake defines LWC_TABLES_IN_RAM): parts whose flash is slow for
 * data, such as the FE310 (HiFive1), whose memory-mapped SPI flash serves a data load as a serial
 * transaction of hundreds of cycles (docs/benchmark-method.md). Elsewhere it places nothing (.rodata). */
#ifndef LWC_SRC_TABLES_H
#define LWC_SRC_TABLES_H

#if defined(LWC_TABLES_IN_RAM) && LWC_TABLES_IN_RAM
#define LWC_TABLE(name) __attribute__((section(".data.lwc_table." #name)))
#else
#define LWC_TABLE(name)
#endif

#endif /* LWC_SRC_TABLES_H */
