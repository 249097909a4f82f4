/* Firmware (every target): each paper variant kept for the benchmark computes exactly what the
 * library's contract implementation computes: the TinyJAMBU permutations (normal, opt, and on AVR the
 * reverse-shift assembly) for every key size and round count the mode uses, from many random states.
 * Also whole TinyJAMBU encryptions and decryptions through the library (which may take the backend's
 * loops: tinyjambu_crypt_blocks on avr, tinyjambu_sequence on cm3) against the mode's C loops with
 * the opt permutation, for message lengths 0..40, unaligned and in-place buffers.
 * Prints failures and a closing "N passed, M failed"; exit status 1 on any failure. */
#include <string.h>

#include "lwc/tinyjambu.h"
#include "target_print.h"
#include "tinyjambu_mode.h"
#include "tinyjambu_perm.h"
#include "tinyjambu_variants.h"
#if LWC_HAVE_PRESENT_P1_16BIT || LWC_HAVE_PRESENT_P1_8BIT || LWC_HAVE_PRESENT_OTF
#include "lwc/present.h"
#include "present_variants.h"
#endif
#if LWC_HAVE_LEA_OTF_ARMV7M
#include "lea_variants.h"
#include "lwc/lea.h"
#endif

typedef void (*permute_fn)(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);

static uint32_t rng = 0x9e3779b9u;

static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

static unsigned passed, failed;

static void check(int ok, const char *what, unsigned a, unsigned b)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    target_puts("FAIL ");
    target_puts(what);
    target_puts(" ");
    target_put_u32(a);
    target_puts(" ");
    target_put_u32(b);
    target_puts("\n");
}

typedef int (*aead_enc_fn)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t,
                           const uint8_t *, size_t);
typedef int (*aead_dec_fn)(uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t,
                           const uint8_t *, size_t);

/* Library encrypt/decrypt (key_words 4, 6, 8) against tinyjambu_*_with(opt), message at offset off in
 * its buffer, ciphertext at offset coff (or in place when in_place). */
static void check_mode(void)
{
    static const struct {
        unsigned words;
        aead_enc_fn enc;
        aead_dec_fn dec;
    } algs[] = {{4, lwc_tinyjambu128_encrypt, lwc_tinyjambu128_decrypt},
                {6, lwc_tinyjambu192_encrypt, lwc_tinyjambu192_decrypt},
                {8, lwc_tinyjambu256_encrypt, lwc_tinyjambu256_decrypt}};
    static uint8_t m[48], c[48], ref[48], ct[48], key[32], nonce[12], ad[8], tag[8], ref_tag[8];
    for (size_t a = 0; a < 3; a++)
        for (unsigned len = 0; len <= 40; len++) {
            unsigned off = next() & 3, coff = next() & 3, in_place = (len % 3) == 0;
            for (size_t i = 0; i < sizeof key; i++)
                key[i] = (uint8_t)next();
            for (size_t i = 0; i < sizeof nonce; i++)
                nonce[i] = (uint8_t)next();
            for (size_t i = 0; i < sizeof ad; i++)
                ad[i] = (uint8_t)next();
            for (unsigned i = 0; i < len; i++)
                m[off + i] = ref[i] = (uint8_t)next();
            uint8_t *out = in_place ? m + off : c + coff;
            tinyjambu_encrypt_with(tinyjambu_permute_opt, algs[a].words, ref, ref_tag, key, nonce, ad, len % 9, ref,
                                   len);
            int rc = algs[a].enc(out, tag, key, nonce, ad, len % 9, m + off, len);
            check(rc == 0 && memcmp(out, ref, len) == 0 && memcmp(tag, ref_tag, 8) == 0, "library encrypt",
                  algs[a].words, len);
            memcpy(ct, ref, len); /* the ciphertext (ref becomes the plaintext again below) */
            uint8_t *back = in_place ? out : m + ((off + 1) & 3);
            rc = algs[a].dec(back, tag, key, nonce, ad, len % 9, out, len);
            tinyjambu_decrypt_with(tinyjambu_permute_opt, algs[a].words, ref, ref_tag, key, nonce, ad, len % 9, ref,
                                   len);
            check(rc == 0 && memcmp(back, ref, len) == 0, "library decrypt", algs[a].words, len);
            /* the cached key and the prepared nonce (other stretches of the mode) give the same bytes */
            lwc_tinyjambu_key k;
            lwc_tinyjambu_prepared p;
            static uint8_t c2[48], t2[8];
            rc = lwc_tinyjambu_key_init(&k, key, 4u * algs[a].words);
            rc |= lwc_tinyjambu_key_encrypt(&k, c2, t2, nonce, ad, len % 9, ref, len);
            check(rc == 0 && memcmp(c2, ct, len) == 0 && memcmp(t2, ref_tag, 8) == 0, "cached-key encrypt",
                  algs[a].words, len);
            rc = lwc_tinyjambu_key_decrypt(&k, c2, t2, nonce, ad, len % 9, c2, len);
            check(rc == 0 && memcmp(c2, ref, len) == 0, "cached-key decrypt", algs[a].words, len);
            rc = lwc_tinyjambu_prepare(&p, &k, nonce);
            rc |= lwc_tinyjambu_prepared_decrypt(&p, c2, ref_tag, ad, len % 9, ct, len);
            check(rc == 0 && memcmp(c2, ref, len) == 0, "prepared decrypt", algs[a].words, len);
            rc = lwc_tinyjambu_prepared_encrypt(&p, c2, t2, ad, len % 9, ref, len);
            check(rc == 0 && memcmp(c2, ct, len) == 0 && memcmp(t2, ref_tag, 8) == 0, "prepared encrypt",
                  algs[a].words, len);
        }
}

#if LWC_HAVE_LEA_OTF_ARMV7M
/* Seo 2018's on-the-fly LEA (Cortex-M3) against lwc_lea_set_key + lwc_lea_encrypt/decrypt: every key
 * size, random keys and blocks, unaligned and in-place buffers. */
static void check_lea_otf(void)
{
    static uint8_t key[33], in[17], out[17], ref[16], back[17];
    static lwc_lea_ctx ctx;
    for (unsigned kb = 16; kb <= 32; kb += 8)
        for (int trial = 0; trial < 20; trial++) {
            unsigned ko = trial & 1, io = (trial >> 1) & 1, oo = (trial >> 2) & 1;
            for (size_t i = 0; i < sizeof key; i++)
                key[i] = (uint8_t)next();
            for (size_t i = 0; i < sizeof in; i++)
                in[i] = (uint8_t)next();
            lwc_lea_set_key(&ctx, key + ko, kb);
            lwc_lea_encrypt(&ctx, ref, in + io);
            lea_otf_encrypt(out + oo, in + io, key + ko, kb);
            check(memcmp(out + oo, ref, 16) == 0, "lea_otf_encrypt", kb, (unsigned)trial);
            lea_otf_decrypt(back + io, out + oo, key + ko, kb);
            check(memcmp(back + io, in + io, 16) == 0, "lea_otf_decrypt", kb, (unsigned)trial);
            memcpy(back, ref, 16); /* in place */
            lea_otf_decrypt(back, back, key + ko, kb);
            check(memcmp(back, in + io, 16) == 0, "lea_otf_decrypt in place", kb, (unsigned)trial);
            lea_otf_encrypt(back, back, key + ko, kb);
            check(memcmp(back, ref, 16) == 0, "lea_otf_encrypt in place", kb, (unsigned)trial);
        }
}
#endif

#if LWC_HAVE_PRESENT_P1_16BIT || LWC_HAVE_PRESENT_P1_8BIT
/* Shin et al.'s AVR PRESENT variants against lwc_present_encrypt/decrypt: random keys of both sizes,
 * random blocks, in place and not. */
typedef void (*present_block_fn)(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
static void check_present_variants(void)
{
    static const struct {
        present_block_fn enc, dec;
    } v[] = {
#if LWC_HAVE_PRESENT_P1_16BIT
        {present_encrypt_block_p1_16bit, present_decrypt_block_p1_16bit},
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
        {present_encrypt_block_p1_8bit, present_decrypt_block_p1_8bit},
#endif
    };
    static lwc_present_ctx ctx;
    for (unsigned trial = 0; trial < 40; trial++) {
        uint8_t key[16], in[8], ref[8], out[8], back[8];
        for (size_t i = 0; i < sizeof key; i++)
            key[i] = (uint8_t)next();
        for (size_t i = 0; i < sizeof in; i++)
            in[i] = (uint8_t)next();
        lwc_present_set_key(&ctx, key, (trial & 1u) ? 16u : 10u);
        lwc_present_encrypt(&ctx, ref, in);
        for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) {
            v[k].enc(ctx.rk, out, in);
            check(memcmp(out, ref, 8) == 0, "present variant encrypt", (unsigned)k, trial);
            memcpy(back, out, 8);
            v[k].dec(ctx.rk, back, back); /* in place */
            check(memcmp(back, in, 8) == 0, "present variant decrypt", (unsigned)k, trial);
        }
    }
}
#endif
#if LWC_HAVE_PRESENT_OTF
/* The on-the-fly PRESENT-80/128 encryption and decryption (raw key) against lwc_present_set_key +
 * lwc_present_encrypt / lwc_present_decrypt, on random keys and blocks, out of place and in place. */
static void check_present_otf(void)
{
    static lwc_present_ctx ctx;
    static const struct {
        size_t key_len;
        void (*enc)(uint8_t *, const uint8_t *, const uint8_t *);
        void (*dec)(uint8_t *, const uint8_t *, const uint8_t *);
    } v[] = {{10, present_otf_encrypt_80, present_otf_decrypt_80},
             {16, present_otf_encrypt_128, present_otf_decrypt_128}};
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) {
        for (unsigned trial = 0; trial < 40; trial++) {
            uint8_t key[16], in[8], ref[8], refd[8], out[8], key_copy[16];
            for (size_t i = 0; i < sizeof key; i++)
                key[i] = key_copy[i] = (uint8_t)next();
            for (size_t i = 0; i < sizeof in; i++)
                in[i] = (uint8_t)next();
            check(lwc_present_set_key(&ctx, key, v[k].key_len) == LWC_OK, "present set_key", (unsigned)k, trial);
            lwc_present_encrypt(&ctx, ref, in);
            lwc_present_decrypt(&ctx, refd, in);
            memset(out, 0xa5, sizeof out);
            v[k].enc(out, in, key);
            check(memcmp(out, ref, 8) == 0, "present otf encrypt", (unsigned)k, trial);
            memcpy(out, in, 8);
            v[k].enc(out, out, key); /* in place */
            check(memcmp(out, ref, 8) == 0, "present otf encrypt in place", (unsigned)k, trial);
            memset(out, 0x5a, sizeof out);
            v[k].dec(out, in, key);
            check(memcmp(out, refd, 8) == 0, "present otf decrypt", (unsigned)k, trial);
            memcpy(out, ref, 8);
            v[k].dec(out, out, key); /* in place: back to the plaintext */
            check(memcmp(out, in, 8) == 0, "present otf decrypt in place", (unsigned)k, trial);
            check(memcmp(key, key_copy, sizeof key) == 0, "present otf key unchanged", (unsigned)k, trial);
        }
    }
}
#endif

int main(void)
{
    static const struct {
        const char *name;
        permute_fn fn;
    } variants[] = {
        {"normal", tinyjambu_permute_normal},
        {"opt", tinyjambu_permute_opt},
#if LWC_HAVE_TINYJAMBU_REVERSE_SHIFT
        {"reverse_shift", tinyjambu_permute_reverse_shift},
#endif
    };
    static const unsigned key_words[] = {4, 6, 8};
    static const unsigned steps[] = {20, 32, 36, 40, 4, 8, 0};
    check_mode();
#if LWC_HAVE_PRESENT_P1_16BIT || LWC_HAVE_PRESENT_P1_8BIT
    check_present_variants();
#endif
#if LWC_HAVE_PRESENT_OTF
    check_present_otf();
#endif
#if LWC_HAVE_LEA_OTF_ARMV7M
    check_lea_otf();
#endif
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (size_t k = 0; k < 3; k++)
            for (size_t n = 0; n < sizeof steps / sizeof steps[0]; n++)
                for (int trial = 0; trial < 20; trial++) {
                    uint32_t key[8], a[4], b[4];
                    for (int i = 0; i < 8; i++)
                        key[i] = next();
                    for (int i = 0; i < 4; i++)
                        a[i] = b[i] = next();
                    tinyjambu_permute(a, key, key_words[k], steps[n]);
                    variants[v].fn(b, key, key_words[k], steps[n]);
                    if (memcmp(a, b, sizeof a) == 0) {
                        passed++;
                    } else {
                        failed++;
                        target_puts("FAIL tinyjambu_permute_");
                        target_puts(variants[v].name);
                        target_puts(": key words ");
                        target_put_u32(key_words[k]);
                        target_puts(", steps ");
                        target_put_u32(steps[n]);
                        target_puts("\n");
                    }
                }
    target_put_u32(passed);
    target_puts(" passed, ");
    target_put_u32(failed);
    target_puts(" failed\n");
    target_exit(failed != 0);
}
