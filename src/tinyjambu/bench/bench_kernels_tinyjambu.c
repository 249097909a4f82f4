/* TinyJAMBU kernels. Each kernel of the benchmark is one noinline function that reads the cycle
 * counter, makes one call with constant arguments (so the figure includes their setup, the call and
 * the return, as the papers count) and reads the counter again. */
#include "bench_kernels.h"
#include "bench_measure.h"
#include "target_io.h"
#include "tinyjambu_mode.h"
#include "tinyjambu_perm.h"
/* BENCH_NO_VARIANTS (bench_ref.elf, bench/CMakeLists.txt): the library's own kernels only, no paper
 * variant (those live in lwc_variants, which is not linked there); the same in every primitive's
 * kernels. */
#ifndef BENCH_NO_VARIANTS
#include "tinyjambu_variants.h"
#endif

static uint32_t tj_state[4] = {0x01234567u, 0x89abcdefu, 0x0f1e2d3cu, 0x4b5a6978u};
static uint32_t tj_key[8] = {0x03020100u, 0x07060504u, 0x0b0a0908u, 0x0f0e0d0cu,
                             0x13121110u, 0x17161514u, 0x1b1a1918u, 0x1f1e1d1cu};

#define TIMED_CALL(call) BENCH_TIMED_CALL(call)

#define TJ_KERNEL(fn, label, kw, steps)                                        \
    __attribute__((noinline)) static uint32_t tj_##label##_##kw##_##steps(void) \
    {                                                                          \
        TIMED_CALL(fn(tj_state, tj_key, kw, steps));                           \
    }

/* Table 6 of Kwon et al. 2023: 640 rounds with each key size, and the R rounds of each key size; 0
 * rounds measures the fixed cost of a call (argument setup, call, prologue, epilogue, return),
 * which the report subtracts to compare with the paper's body-only figures. */
#define TJ_KERNELS(fn, label)       \
    TJ_KERNEL(fn, label, 4, 0)      \
    TJ_KERNEL(fn, label, 6, 0)      \
    TJ_KERNEL(fn, label, 8, 0)      \
    TJ_KERNEL(fn, label, 4, 20)     \
    TJ_KERNEL(fn, label, 6, 20)     \
    TJ_KERNEL(fn, label, 8, 20)     \
    TJ_KERNEL(fn, label, 4, 32)     \
    TJ_KERNEL(fn, label, 6, 36)     \
    TJ_KERNEL(fn, label, 8, 40)

TJ_KERNELS(tinyjambu_permute, lib)
#ifndef BENCH_NO_VARIANTS
TJ_KERNELS(tinyjambu_permute_normal, normal)
TJ_KERNELS(tinyjambu_permute_opt, opt)
#endif

#define TJ_ROWS(label, variant)                                                  \
    ROW("tinyjambu-128", variant, "permute-0", 0, tj_##label##_4_0);             \
    ROW("tinyjambu-192", variant, "permute-0", 0, tj_##label##_6_0);             \
    ROW("tinyjambu-256", variant, "permute-0", 0, tj_##label##_8_0);             \
    ROW("tinyjambu-128", variant, "permute-640", 0, tj_##label##_4_20);          \
    ROW("tinyjambu-192", variant, "permute-640", 0, tj_##label##_6_20);          \
    ROW("tinyjambu-256", variant, "permute-640", 0, tj_##label##_8_20);          \
    ROW("tinyjambu-128", variant, "permute-1024", 0, tj_##label##_4_32);         \
    ROW("tinyjambu-192", variant, "permute-1152", 0, tj_##label##_6_36);         \
    ROW("tinyjambu-256", variant, "permute-1280", 0, tj_##label##_8_40)

/* Table 7 of Kwon et al. 2023: TinyJAMBU encrypt and decrypt of an 8-byte message without AD, with
 * each permutation variant. Encrypt and decrypt rows alternate on one buffer, in place, so every
 * decrypt checks a valid tag (the accepting path). */
static uint8_t tj_text[8 + 8], tj_key_bytes[32], tj_nonce[12];

#define TJ_AEAD_KERNELS(fn, label, kw)                                                                \
    __attribute__((noinline)) static uint32_t tj_enc_##label##_##kw(void)                            \
    {                                                                                                 \
        TIMED_CALL(tinyjambu_encrypt_with(fn, kw, tj_text, tj_text + 8, tj_key_bytes, tj_nonce, NULL, 0, \
                                          tj_text, 8));                                               \
    }                                                                                                 \
    __attribute__((noinline)) static uint32_t tj_dec_##label##_##kw(void)                            \
    {                                                                                                 \
        TIMED_CALL(tinyjambu_decrypt_with(fn, kw, tj_text, tj_text + 8, tj_key_bytes, tj_nonce, NULL, 0, \
                                          tj_text, 8));                                               \
    }

/* The same with initialization skip (Kwon et al. 2023 "+I"): the key and nonce setup run before
 * the first counter read (lwc_tinyjambu_prepare), the timed call processes the message and the tag
 * only. */
static lwc_tinyjambu_key tj_key_obj;
static lwc_tinyjambu_prepared tj_prepared;

#define TJ_SKIP_KERNELS(fn, label, kw)                                                                \
    __attribute__((noinline)) static uint32_t tj_enc_skip_##label##_##kw(void)                       \
    {                                                                                                 \
        tinyjambu_key_init_with(fn, &tj_key_obj, tj_key_bytes, 4 * (kw));                             \
        tinyjambu_prepare_with(fn, &tj_prepared, &tj_key_obj, tj_nonce);                              \
        TIMED_CALL(tinyjambu_prepared_encrypt_with(fn, &tj_prepared, tj_text, tj_text + 8, NULL, 0,   \
                                                   tj_text, 8));                                      \
    }                                                                                                 \
    __attribute__((noinline)) static uint32_t tj_dec_skip_##label##_##kw(void)                       \
    {                                                                                                 \
        tinyjambu_key_init_with(fn, &tj_key_obj, tj_key_bytes, 4 * (kw));                             \
        tinyjambu_prepare_with(fn, &tj_prepared, &tj_key_obj, tj_nonce);                              \
        TIMED_CALL(tinyjambu_prepared_decrypt_with(fn, &tj_prepared, tj_text, tj_text + 8, NULL, 0,   \
                                                   tj_text, 8));                                      \
    }

#define TJ_AEAD_ALL(fn, label)    \
    TJ_AEAD_KERNELS(fn, label, 4) \
    TJ_AEAD_KERNELS(fn, label, 6) \
    TJ_AEAD_KERNELS(fn, label, 8) \
    TJ_SKIP_KERNELS(fn, label, 4) \
    TJ_SKIP_KERNELS(fn, label, 6) \
    TJ_SKIP_KERNELS(fn, label, 8)

#ifndef BENCH_NO_VARIANTS
TJ_AEAD_ALL(tinyjambu_permute_normal, normal)
TJ_AEAD_ALL(tinyjambu_permute_opt, opt)
#endif
#if LWC_HAVE_TINYJAMBU_REVERSE_SHIFT
TJ_KERNELS(tinyjambu_permute_reverse_shift, rs)
TJ_AEAD_ALL(tinyjambu_permute_reverse_shift, rs)
#endif
TJ_SKIP_KERNELS(tinyjambu_permute, lib, 4)
TJ_SKIP_KERNELS(tinyjambu_permute, lib, 6)
TJ_SKIP_KERNELS(tinyjambu_permute, lib, 8)

#define TJ_SKIP_ROWS(label, variant)                                                \
    ROW("tinyjambu-128", variant "+init-skip", "encrypt", 8, tj_enc_skip_##label##_4); \
    ROW("tinyjambu-128", variant "+init-skip", "decrypt", 8, tj_dec_skip_##label##_4); \
    ROW("tinyjambu-192", variant "+init-skip", "encrypt", 8, tj_enc_skip_##label##_6); \
    ROW("tinyjambu-192", variant "+init-skip", "decrypt", 8, tj_dec_skip_##label##_6); \
    ROW("tinyjambu-256", variant "+init-skip", "encrypt", 8, tj_enc_skip_##label##_8); \
    ROW("tinyjambu-256", variant "+init-skip", "decrypt", 8, tj_dec_skip_##label##_8)

#define TJ_AEAD_ROWS(label, variant)                                   \
    ROW("tinyjambu-128", variant, "encrypt", 8, tj_enc_##label##_4);   \
    ROW("tinyjambu-128", variant, "decrypt", 8, tj_dec_##label##_4);   \
    ROW("tinyjambu-192", variant, "encrypt", 8, tj_enc_##label##_6);   \
    ROW("tinyjambu-192", variant, "decrypt", 8, tj_dec_##label##_6);   \
    ROW("tinyjambu-256", variant, "encrypt", 8, tj_enc_##label##_8);   \
    ROW("tinyjambu-256", variant, "decrypt", 8, tj_dec_##label##_8);   \
    TJ_SKIP_ROWS(label, variant)

#define ROW(...) measure(__VA_ARGS__)

void bench_kernels_tinyjambu(bench_kernel_sink measure)
{
    TJ_ROWS(lib, LWC_IMPL_TINYJAMBU);
#ifndef BENCH_NO_VARIANTS
    TJ_ROWS(normal, "normal");
    TJ_ROWS(opt, "opt");
    TJ_AEAD_ROWS(normal, "normal");
    TJ_AEAD_ROWS(opt, "opt");
#endif
#if LWC_HAVE_TINYJAMBU_REVERSE_SHIFT
    TJ_ROWS(rs, "reverse-shift");
    TJ_AEAD_ROWS(rs, "reverse-shift");
#endif
    TJ_SKIP_ROWS(lib, LWC_IMPL_TINYJAMBU);
}
