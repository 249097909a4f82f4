/* Host program: the facts of every descriptor row (lwc/lwc.h: kind, name, sizes, the designers'
 * security claim) as JSON on stdout, in table order. tools/bench writes them to
 * bench/results/algorithms.json beside the figures, where the report and tools/choose-table read
 * which rows are AEADs, hashes and block ciphers and what each claims; ctest algorithm-facts-in-sync
 * checks that file against this program. */
#include <stdio.h>

#include "lwc/lwc.h"

static void put_string(const char *s)
{
    putchar('"');
    for (; s != NULL && *s; s++) {
        if (*s == '"' || *s == '\\')
            putchar('\\');
        putchar(*s);
    }
    putchar('"');
}

static void row(int *first, const char *kind, const char *name)
{
    printf("%s\n {\"kind\": \"%s\", \"name\": ", *first ? "[" : ",", kind);
    put_string(name);
    *first = 0;
}

static void end_row(const char *security)
{
    printf(", \"security\": ");
    if (security == NULL)
        printf("null}");
    else {
        put_string(security);
        putchar('}');
    }
}

int main(void)
{
    int first = 1;
    for (size_t i = 0; i < lwc_aead_count; i++) {
        const lwc_aead_t *a = &lwc_aeads[i];
        row(&first, "aead", a->name);
        printf(", \"key_bytes\": %u, \"nonce_bytes\": %u, \"tag_bytes\": %u", a->key_bytes, a->nonce_bytes,
               a->tag_bytes);
        end_row(a->security);
    }
    for (size_t i = 0; i < lwc_hash_count; i++) {
        const lwc_hash_t *h = &lwc_hashes[i];
        row(&first, "hash", h->name);
        printf(", \"digest_bytes\": %u", h->digest_bytes);
        end_row(h->security);
    }
    for (size_t i = 0; i < lwc_xof_count; i++) {
        const lwc_xof_t *x = &lwc_xofs[i];
        row(&first, "xof", x->name);
        printf(", \"customization_max\": %u", x->customization_max);
        end_row(x->security);
    }
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        const lwc_cipher_t *c = &lwc_ciphers[i];
        row(&first, "cipher", c->name);
        printf(", \"key_bytes\": %u, \"block_bytes\": %u", c->key_bytes, c->block_bytes);
        end_row(c->security);
    }
    printf("\n]\n");
    return 0;
}
