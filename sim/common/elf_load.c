/* sim/common/elf_load.c: the ELF loader the unicorn runners share (elf_load.h). */
#include "elf_load.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t rd32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }

int sim_elf_load(uc_engine *uc, const char *prog, const char *path, const sim_elf_spec *spec,
                 sim_elf_image *image)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        return -1;
    }
    uint8_t *d = NULL;
    size_t cap = 0, len = 0, n;
    do {
        if (len == cap) {
            cap = cap ? 2 * cap : 1 << 20;
            uint8_t *nd = realloc(d, cap);
            if (nd == NULL) {
                free(d);
                fclose(f);
                fprintf(stderr, "%s: out of memory\n", prog);
                return -1;
            }
            d = nd;
        }
        n = fread(d + len, 1, cap - len, f);
        len += n;
    } while (n > 0);
    fclose(f);

    int rc = -1;
    if (len < 52 || memcmp(d, "\x7f" "ELF", 4) != 0 || d[4] != 1 || d[5] != 1 || rd16(d + 18) != spec->machine) {
        fprintf(stderr, "%s: %s: not a 32-bit little-endian %s ELF file\n", prog, path, spec->machine_name);
        goto out;
    }
    image->entry = rd32(d + 24);
    uint32_t phoff = rd32(d + 28);
    uint16_t phentsize = rd16(d + 42), phnum = rd16(d + 44);
    if (phentsize < 32 || (uint64_t)phoff + (uint64_t)phentsize * phnum > len) {
        fprintf(stderr, "%s: %s: bad program headers\n", prog, path);
        goto out;
    }
    uint32_t lo = UINT32_MAX, hi = 0;
    int loaded = 0;
    for (unsigned k = 0; k < phnum; k++) {
        const uint8_t *ph = d + phoff + (size_t)k * phentsize;
        uint32_t type = rd32(ph), off = rd32(ph + 4), paddr = rd32(ph + 12), filesz = rd32(ph + 16);
        uint32_t flags = rd32(ph + 24);
        if (type != 1 || filesz == 0)
            continue;
        if ((uint64_t)off + filesz > len || !spec->in_region(paddr, filesz)) {
            fprintf(stderr, "%s: %s: segment at %08" PRIx32 " (+%" PRIu32 ") is outside the %s map\n", prog, path,
                    paddr, filesz, spec->map_name);
            goto out;
        }
        if (uc_mem_write(uc, paddr, d + off, filesz) != UC_ERR_OK) {
            fprintf(stderr, "%s: %s: cannot load the segment at %08" PRIx32 "\n", prog, path, paddr);
            goto out;
        }
        loaded = 1;
        if (flags & 1u) { /* PF_X */
            lo = paddr < lo ? paddr : lo;
            hi = paddr + filesz > hi ? paddr + filesz : hi;
        }
    }
    if (!loaded) {
        fprintf(stderr, "%s: %s: nothing to load\n", prog, path);
        goto out;
    }
    image->exec_lo = lo;
    image->exec_hi = hi;
    rc = 0;
out:
    free(d);
    return rc;
}
