/* sim/common/elf_load.h: the ELF loader the unicorn runners share (sim/cortexm/m3-run, sim/rv32/rv32-run).
 *
 * sim_elf_load reads a 32-bit little-endian ELF file of the given machine (EM_ARM 40, EM_RISCV 243)
 * and writes every PT_LOAD segment at its physical (load) address into the engine's memory, as
 * qemu's ELF loader does; a segment outside the runner's memory map (in_region false) is refused.
 * It returns the entry point and the extent [exec_lo, exec_hi) of the executable segments (the
 * runners' decode caches; exec_hi <= exec_lo when there is none). 0, or -1 with a message on stderr
 * prefixed by prog. */
#ifndef LWC_SIM_ELF_LOAD_H
#define LWC_SIM_ELF_LOAD_H

#include <stdint.h>
#include <unicorn/unicorn.h>

typedef struct {
    uint16_t machine;                              /* e_machine the file must have */
    const char *machine_name;                      /* "ARM", "RISC-V": for the messages */
    const char *map_name;                          /* the memory map, for the messages */
    int (*in_region)(uint32_t addr, uint32_t len); /* the segment fits the runner's memory */
} sim_elf_spec;

typedef struct {
    uint32_t entry;
    uint32_t exec_lo, exec_hi;
} sim_elf_image;

int sim_elf_load(uc_engine *uc, const char *prog, const char *path, const sim_elf_spec *spec,
                 sim_elf_image *image);

#endif
