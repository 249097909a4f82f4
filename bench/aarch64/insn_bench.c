/* AArch64 instruction-count probe (tools/aarch64-insns): one call of the library at the level in use
 * (LWC_LEVEL), counted from outside by qemu-user, which has no cycle counter worth reporting; also
 * the program whose instruction and memory-access traces tests/cross/check_ct_trace.py compares
 * across secrets, and, built with LWC_CT_ANNOTATE, the one tests/cross/check_taint.py runs under
 * memcheck.
 *
 * `aarch64_insn_bench OP NAME LEN CALLS [SEED]`: sets the key up, then makes
 * CALLS calls of OP on a LEN-byte message (no associated data): OP is "aead" (NAME an AEAD row:
 * encrypt), "open" (NAME an AEAD row: encrypt, then decrypt that and check its tag), "hash" (NAME a
 * hash row), "ctr", "gcm" or "gcm-open" (NAME a cipher row: lwc_ctr_crypt; lwc_gcm_encrypt with a
 * 12-byte IV and a 16-byte tag; that, then lwc_gcm_decrypt of it). "lookup" (NAME a cipher row)
 * calls nothing of the library: one load from a table at the key's first byte, the leak that
 * tests/cross/check_ct_trace.py and check_taint.py must find in their control runs. The key,
 * nonce and message bytes come from SEED ("+N", default +1; "~N": the complement of +N's bytes) by a
 * generator whose control flow does not depend on it. The instructions of one call are the
 * difference between the counts of CALLS = 1 and CALLS = 0. Prints the level in use.
 *
 * `aarch64_insn_bench --each OP NAME LEN [OP NAME LEN]...`: one call of each group in turn (seed +1,
 * the key set up again for each), each preceded by the line "lwc-call OP NAME LEN" on stderr, where
 * memcheck writes its reports: tests/cross/check_taint.py runs every call of a level in one process. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lwc/host.h"
#include "lwc/lwc.h"
#include "lwc/modes.h"

#if defined(LWC_CT_ANNOTATE) /* check_taint.py: the key, nonce and message secret for memcheck */
#include <valgrind/memcheck.h>
#define SECRET(p, n) ((void)VALGRIND_MAKE_MEM_UNDEFINED((p), (n)))
#else
#define SECRET(p, n) ((void)0)
#endif

#define MAX_LEN 16384
static uint8_t key[32], nonce[16], in[MAX_LEN], out[MAX_LEN], back[MAX_LEN], tag[32];
static volatile uint8_t table[256]; /* "lookup": volatile, so that the compiler keeps the load */

/* One group: sets the key up from SEED, then makes CALLS calls of OP NAME on LEN bytes (0: done;
 * 1: rc; 2: no such call). */
static int run(const char *op, const char *name, size_t len, unsigned long calls, const char *seed)
{
    const int aead_open = strcmp(op, "open") == 0, aead = aead_open || strcmp(op, "aead") == 0;
    const int ctr = strcmp(op, "ctr") == 0, gcm_open = strcmp(op, "gcm-open") == 0;
    const int gcm = gcm_open || strcmp(op, "gcm") == 0, lookup = strcmp(op, "lookup") == 0;
    const lwc_aead_t *a = aead ? lwc_aead_find(name) : NULL;
    const lwc_hash_t *h = strcmp(op, "hash") == 0 ? lwc_hash_find(name) : NULL;
    const lwc_cipher_t *c = ctr || gcm || lookup ? lwc_cipher_find(name) : NULL;
    if (len > MAX_LEN || (a == NULL && h == NULL && c == NULL) || (gcm && c->block_bytes != 16)) {
        fprintf(stderr, "aarch64_insn_bench: no such call: %s %s %zu\n", op, name, len);
        return 2;
    }
    /* SEED "+N": the bytes of N; "~N": their bitwise complement (one parse for both, no branch on
     * which; N's digits by arithmetic, not strtoul, which looks each character up in a table) */
    const uint8_t flip = (uint8_t)(0u - (unsigned)(seed[0] == '~'));
    uint32_t n_seed = 0;
    for (const char *d = seed + 1; *d != '\0'; d++)
        n_seed = n_seed * 10u + (uint32_t)(*d - '0');
    uint32_t x = n_seed * 0x9E3779B9u | 1u; /* xorshift32 */
#define NEXT_BYTE() (x ^= x << 13, x ^= x >> 17, x ^= x << 5, (uint8_t)((x >> 24) ^ flip))
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = NEXT_BYTE();
    for (size_t i = 0; i < sizeof nonce; i++)
        nonce[i] = NEXT_BYTE();
    for (size_t i = 0; i < len; i++)
        in[i] = NEXT_BYTE();
#undef NEXT_BYTE
    SECRET(key, sizeof key);
    SECRET(nonce, sizeof nonce);
    SECRET(in, len);
    lwc_cipher_ctx ctx;
    if (c != NULL)
        c->set_key(&ctx, key);
    int rc = LWC_OK;
    for (unsigned long n = 0; n < calls; n++) {
        if (a != NULL) {
            rc |= a->encrypt(out, tag, key, nonce, NULL, 0, in, len);
            if (aead_open)
                rc |= a->decrypt(back, tag, key, nonce, NULL, 0, out, len);
        } else if (h != NULL) {
            rc |= h->hash(out, in, len);
        } else if (ctr) {
            rc |= lwc_ctr_crypt(c, &ctx, nonce, out, in, len);
        } else if (gcm) {
            rc |= lwc_gcm_encrypt(c, &ctx, nonce, 12, NULL, 0, out, tag, 16, in, len);
            if (gcm_open)
                rc |= lwc_gcm_decrypt(c, &ctx, nonce, 12, NULL, 0, back, tag, 16, out, len);
        } else {
            out[0] = table[key[0]];
        }
    }
    return rc == LWC_OK ? 0 : 1;
}

int main(int argc, char **argv)
{
    const int each = argc >= 5 && (argc - 2) % 3 == 0 && strcmp(argv[1], "--each") == 0;
    if (argc != 5 && argc != 6 && !each) {
        fprintf(stderr, "usage: aarch64_insn_bench aead|open|hash|ctr|gcm|gcm-open|lookup NAME LEN CALLS [SEED]\n"
                        "       aarch64_insn_bench --each OP NAME LEN [OP NAME LEN]...\n");
        return 2;
    }
    int rc = 0;
    if (each) {
        for (int i = 2; i < argc && rc != 2; i += 3) {
            fprintf(stderr, "lwc-call %s %s %s\n", argv[i], argv[i + 1], argv[i + 2]);
            const int r = run(argv[i], argv[i + 1], (size_t)strtoul(argv[i + 2], NULL, 10), 1, "+1");
            rc = r == 2 ? 2 : rc | r;
        }
    } else {
        rc = run(argv[1], argv[2], (size_t)strtoul(argv[3], NULL, 10), strtoul(argv[4], NULL, 10),
                 argc == 6 ? argv[5] : "+1");
    }
    if (rc == 2)
        return 2;
    printf("level %s\n", lwc_level_name(lwc_level()));
    return rc;
}
