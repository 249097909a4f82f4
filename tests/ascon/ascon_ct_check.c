/* Firmware (the simulated targets): Ascon's cycle counts do not move with the data. Each operation
 * (Ascon-AEAD128 encryption and decryption with and without associated data, Ascon-Hash256, the
 * XOF128 and the permutation) runs at six lengths on four pseudo-random sets of key, nonce,
 * associated data, text and state, in one binary: two builds that embed different data also differ
 * in code layout, which moves counts by itself (docs/benchmark-method.md, the E31's split fetches).
 * Each round runs the same calls on its set (decryption of a text encrypted just before, untimed)
 * and stores the counts, so the predictor state before each timed call is the same unless Ascon
 * branched on the data; set 0 runs twice first to bring the predictor to that state. Any count
 * that differs from set 0's fails the check with the operation, the length and both counts
 * printed, and so does a target whose counter reads 0. Built for the simulated targets only. */
#include <stdint.h>
#include <string.h>

#include "lwc/ascon.h"
#include "ascon_perm.h"
#include "target_io.h"
#include "target_print.h"

#define MAX_LEN 100

static uint8_t key[16], nonce[16], ad[MAX_LEN], text[MAX_LEN], out[MAX_LEN], back[MAX_LEN];
static uint8_t tag[16], digest[32];
static ascon_state state;
static uint32_t seed;

static uint8_t next_byte(void)
{
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return (uint8_t)(seed >> 24);
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = next_byte();
}

/* the data of set s (always the same bytes for the same s) */
static void load_set(unsigned s)
{
    seed = 0x9E3779B9u * (s + 1u);
    fill(key, sizeof key);
    fill(nonce, sizeof nonce);
    fill(ad, sizeof ad);
    fill(text, sizeof text);
    fill(state.b, sizeof state.b);
}

enum { OP_ENCRYPT, OP_ENCRYPT_AD, OP_DECRYPT, OP_DECRYPT_AD, OP_HASH, OP_XOF, OP_PERMUTE, OP_COUNT };
static const char *const op_names[OP_COUNT] = {"aead128-encrypt", "aead128-encrypt-ad", "aead128-decrypt",
                                               "aead128-decrypt-ad", "hash256", "xof128", "permute"};
static const uint8_t lengths[] = {0, 1, 15, 16, 33, MAX_LEN};

static int failures;

/* cycles of op at len on the current set (decryption: of a text encrypted just before, untimed) */
static __attribute__((noinline)) uint32_t timed(unsigned op, size_t len)
{
    const size_t ad_len = op == OP_ENCRYPT_AD || op == OP_DECRYPT_AD ? len : 0;
    int rc = 0;
    if (op == OP_DECRYPT || op == OP_DECRYPT_AD)
        lwc_ascon_aead128_encrypt(out, tag, key, nonce, ad, ad_len, text, len);
    uint32_t t0 = target_cycles();
    switch (op) {
    case OP_ENCRYPT:
    case OP_ENCRYPT_AD: rc = lwc_ascon_aead128_encrypt(out, tag, key, nonce, ad, ad_len, text, len); break;
    case OP_DECRYPT:
    case OP_DECRYPT_AD: rc = lwc_ascon_aead128_decrypt(back, tag, key, nonce, ad, ad_len, out, len); break;
    case OP_HASH: rc = lwc_ascon_hash256(digest, text, len); break;
    case OP_XOF: rc = lwc_ascon_xof128(out, len, text, len); break;
    default: ascon_permute(&state, len % 2 ? 8 : 12); break;
    }
    uint32_t t1 = target_cycles();
    if (rc != 0 || ((op == OP_DECRYPT || op == OP_DECRYPT_AD) && memcmp(back, text, len) != 0)) {
        target_puts("FAIL ");
        target_puts(op_names[op]);
        target_puts(" returned an error or a wrong plaintext\n");
        failures++;
    }
    return t1 - t0;
}

/* Every round runs the same code on its set's data (no branch on the set or on a count: the counts are
 * stored, compared after the last round), so with constant-time Ascon the instruction stream of each
 * round is the same; the first rounds (set 0 twice) bring the model's predictor to that stream. */
static const uint8_t round_set[] = {0, 0, 0, 1, 2, 3};
#define WARM_ROUNDS 2
#define ROUNDS sizeof round_set
static uint32_t counts[ROUNDS][OP_COUNT][sizeof lengths];

int main(void)
{
    for (unsigned r = 0; r < ROUNDS; r++) {
        load_set(round_set[r]);
        for (unsigned op = 0; op < OP_COUNT; op++)
            for (unsigned l = 0; l < sizeof lengths; l++)
                counts[r][op][l] = timed(op, lengths[l]);
    }
    if (counts[WARM_ROUNDS][OP_PERMUTE][0] == 0) {
        target_puts("FAIL no cycle counter on this target\n");
        failures++;
    }
    for (unsigned r = WARM_ROUNDS + 1; r < ROUNDS; r++)
        for (unsigned op = 0; op < OP_COUNT; op++)
            for (unsigned l = 0; l < sizeof lengths; l++) {
                const uint32_t a = counts[WARM_ROUNDS][op][l], c = counts[r][op][l];
                if (c != a) {
                    target_puts("FAIL ");
                    target_puts(op_names[op]);
                    target_puts(" length ");
                    target_put_u32(lengths[l]);
                    target_puts(": set 0 ");
                    target_put_u32(a);
                    target_puts(" cycles, set ");
                    target_put_u32(round_set[r]);
                    target_puts(" ");
                    target_put_u32(c);
                    target_puts("\n");
                    failures++;
                }
            }
    if (failures == 0) {
        target_puts("ascon-ct: equal cycles on every set (permute p^12: ");
        target_put_u32(counts[WARM_ROUNDS][OP_PERMUTE][0]);
        target_puts(" cycles)\n");
    }
    target_exit(failures ? 1 : 0);
}
