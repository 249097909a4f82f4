/* Firmware (every target): the configuration's Ascon backend against the portable permutation, on
 * pseudo-random states and inputs, through the contract (src/ascon/ascon_perm.h) only:
 *  - ascon_permute with 12 and 8 rounds: the state set by ascon_add_bytes, read back by
 *    ascon_extract_bytes, against ascon_permute_ref (src/ascon/ref/ascon_perm_ref.c built under
 *    that name, tests/ascon/firmware.cmake) on plain 64-bit words;
 *  - the stretches the backend announces, 1..5 blocks, in place and out of place, against the
 *    loops ascon_perm.h states, run on the reference words;
 *  - byte access at every offset and length that fits.
 * Prints "N passed, M failed" (target_print.h). */
#include <string.h>

#include "ascon_perm.h"
#include "target_print.h"

void ascon_permute_ref(ascon_state *s, unsigned rounds); /* the portable permutation, renamed */

static uint32_t rng = 0x2545f491u;

static uint8_t next_byte(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return (uint8_t)(rng >> 24);
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = next_byte();
}

/* The reference: the plain words, byte i of the state = byte i mod 8 of word i / 8, little-endian,
 * whatever the host's byte order. */
static ascon_state ref;

static uint8_t ref_byte(unsigned i)
{
    return (uint8_t)(ref.x[i / 8] >> (8 * (i % 8)));
}

static void ref_xor_byte(unsigned i, uint8_t v)
{
    ref.x[i / 8] ^= (uint64_t)v << (8 * (i % 8));
}

/* The backend's state from 40 random bytes (the reference gets the same). */
static void random_states(ascon_state *s)
{
    uint8_t b[40];
    fill(b, sizeof b);
    memset(s, 0, sizeof *s);
    memset(&ref, 0, sizeof ref);
    ascon_add_bytes(s, 0, b, sizeof b);
    for (unsigned i = 0; i < 40; i++)
        ref_xor_byte(i, b[i]);
}

static int same_state(const ascon_state *s)
{
    uint8_t b[40];
    ascon_extract_bytes(s, 0, b, sizeof b);
    for (unsigned i = 0; i < 40; i++)
        if (b[i] != ref_byte(i))
            return 0;
    return 1;
}

static void check_permute(void)
{
    ascon_state s;
    for (uint32_t n = 0; n < 64; n++) {
        const unsigned rounds = n & 1 ? 8 : 12;
        random_states(&s);
        ascon_permute(&s, rounds);
        ascon_permute_ref(&ref, rounds);
        target_check(same_state(&s), "permute", n);
    }
}

static void check_bytes(void)
{
    ascon_state s;
    uint8_t in[40], out[41];
    uint32_t n = 0;
    for (unsigned offset = 0; offset < 40; offset++)
        for (unsigned len = 0; offset + len <= 40; len += 1 + (len > 3) * 4) {
            random_states(&s);
            fill(in, len);
            ascon_add_bytes(&s, offset, in, len);
            for (unsigned j = 0; j < len; j++)
                ref_xor_byte(offset + j, in[j]);
            out[len] = 0xEE;
            ascon_extract_bytes(&s, offset, out, len);
            int ok = same_state(&s) && out[len] == 0xEE;
            for (unsigned j = 0; j < len; j++)
                ok &= out[j] == ref_byte(offset + j);
            target_check(ok, "byte access", n++);
        }
}

#if ASCON_BACKEND_AEAD_BLOCKS || ASCON_BACKEND_HASH_BLOCKS
static uint8_t buf_in[5 * 16], buf_out[5 * 16], want[5 * 16];

/* One stretch of kind k on nblocks random blocks, in place (out == in) when in_place: 1 when it
 * matches the reference, 0 when not, -1 when the backend does not announce that stretch. */
enum { AEAD_ABSORB, AEAD_ENCRYPT, AEAD_DECRYPT, HASH_ABSORB, HASH_SQUEEZE };

static int run_stretch(int k, size_t nblocks, int in_place)
{
    ascon_state s;
    const size_t rate = k >= HASH_ABSORB ? 8 : 16;
    const unsigned rounds = k >= HASH_ABSORB ? 12 : 8;
    random_states(&s);
    fill(buf_in, rate * nblocks);
    memset(buf_out, 0x5A, sizeof buf_out);
    uint8_t *out = in_place ? buf_in : buf_out;
    /* the reference loop (ascon_perm.h) on the words, before the backend may overwrite in */
    memset(want, 0x5A, sizeof want);
    for (size_t i = 0; i < nblocks; i++) {
        const uint8_t *x = buf_in + rate * i;
        uint8_t *y = want + rate * i;
        if (k == HASH_SQUEEZE)
            ascon_permute_ref(&ref, rounds);
        for (unsigned j = 0; j < rate; j++) {
            const uint8_t sj = ref_byte(j);
            if (k == AEAD_DECRYPT) {
                y[j] = (uint8_t)(sj ^ x[j]);
                ref_xor_byte(j, y[j]); /* S[j] = x[j] */
            } else if (k == HASH_SQUEEZE) {
                y[j] = sj;
            } else {
                ref_xor_byte(j, x[j]);
                y[j] = (uint8_t)(sj ^ x[j]);
            }
        }
        if (k != HASH_SQUEEZE)
            ascon_permute_ref(&ref, rounds);
    }
    if (in_place && (k == AEAD_ABSORB || k == HASH_ABSORB))
        memcpy(want, buf_in, rate * nblocks); /* absorbing leaves in as it was */
    switch (k) {
#if ASCON_BACKEND_AEAD_BLOCKS
    case AEAD_ABSORB:
        ascon_aead_absorb_blocks(&s, buf_in, nblocks);
        break;
    case AEAD_ENCRYPT:
        ascon_aead_encrypt_blocks(&s, out, buf_in, nblocks);
        break;
    case AEAD_DECRYPT:
        ascon_aead_decrypt_blocks(&s, out, buf_in, nblocks);
        break;
#endif
#if ASCON_BACKEND_HASH_BLOCKS
    case HASH_ABSORB:
        ascon_hash_absorb_blocks(&s, buf_in, nblocks);
        break;
    case HASH_SQUEEZE:
        ascon_hash_squeeze_blocks(&s, out, nblocks);
        break;
#endif
    default:
        return -1;
    }
    int ok = same_state(&s);
    if (k == AEAD_ENCRYPT || k == AEAD_DECRYPT || k == HASH_SQUEEZE)
        ok &= memcmp(out, want, rate * nblocks) == 0;
    else if (in_place)
        ok &= memcmp(buf_in, want, rate * nblocks) == 0;
    if (!in_place && rate * nblocks < sizeof buf_out)
        ok &= buf_out[rate * nblocks] == 0x5A; /* nothing written past the blocks */
    if (k == AEAD_ABSORB || k == HASH_ABSORB)
        ok &= buf_out[0] == 0x5A; /* absorbing writes no output */
    return ok;
}

static void check_stretches(void)
{
    uint32_t n = 0;
    for (int k = AEAD_ABSORB; k <= HASH_SQUEEZE; k++)
        for (size_t nblocks = 1; nblocks <= 5; nblocks++)
            for (int in_place = 0; in_place < 2; in_place++, n++) {
                const int r = run_stretch(k, nblocks, in_place);
                if (r >= 0)
                    target_check(r, "stretch", n);
            }
}
#endif

int main(void)
{
    check_permute();
    check_bytes();
#if ASCON_BACKEND_AEAD_BLOCKS || ASCON_BACKEND_HASH_BLOCKS
    check_stretches();
#endif
    target_check_exit();
}
