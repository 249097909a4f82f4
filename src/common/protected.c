/* The protected profile (LWC_PROFILE=protected, docs/protected.md): the ordinary AEAD functions of
 * every row with a masked implementation run that implementation, and the table of those rows
 * (lwc_aead_protected, lwc_aead_random_bytes in lwc/masked.h).
 *
 * A rows file offers a masked implementation with one line per row:
 *   LWC_PROTECTED_AEAD(name, native, key_bytes, tag_bytes, masked)
 * where native_encrypt / native_decrypt are the row's public functions (lwc/<primitive>.h) and masked
 * names a masked API in the style of lwc/masked.h: the key object masked_key, masked_key_init(k, key,
 * key_len), masked_encrypt(k, c, tag, nonce, ad, ad_len, m, m_len), masked_decrypt(k, m, tag, nonce,
 * ad, ad_len, c, c_len), masked_random_bytes(key_len, ad_len, m_len) (one call with a key object) and
 * masked_key_init_random_bytes(key_len). In a protected build this file
 * defines native_encrypt / native_decrypt over it (the primitive's mode file leaves them out under
 * LWC_PROTECTED): the key is masked into a key object on the stack as it is read, the call runs on
 * the shares, and the object is wiped. Without a registered random source they return LWC_ERR_RANDOM
 * with their outputs wiped; the argument checks come first, as in every AEAD. The registry's rows, the
 * NIST entry points and the batch calls call these functions, so they all run masked; STREAM keeps the
 * row's masked key object in its context (protected.h: lwc_protected_key_ops_of). */
#include "lwc/lwc.h"
#include "lwc/masked.h"

#include "aead_args.h"
#include "masked_random.h"
#include "protected.h"
#include "rows.h"

#if defined(LWC_PROTECTED) && LWC_PROTECTED

#define LWC_AEAD_ROW LWC_ROWS_IGNORE
#define LWC_HASH_ROW LWC_ROWS_IGNORE
#define LWC_CIPHER_ROW LWC_ROWS_IGNORE
#define LWC_XOF_ROW LWC_ROWS_IGNORE
#define LWC_NIST_AEAD LWC_ROWS_IGNORE
#define LWC_NIST_HASH LWC_ROWS_IGNORE

/* The checks every protected call makes before it masks the key: the AEAD's argument rules, then the
 * random source (none: the output wiped, LWC_ERR_RANDOM). */
static int protected_check(uint8_t *out, size_t out_len, uint8_t *tag_out, size_t tag_bytes, const void *tag,
                           const void *key, const void *nonce, const void *ad, size_t ad_len, const void *in)
{
    const int rc = lwc_aead_check_args(out, tag, key, nonce, ad, ad_len, in, out_len);
    if (rc != LWC_OK)
        return rc;
    if (!lwc_masked_random_ready()) {
        lwc_wipe(out, out_len);
        if (tag_out != NULL)
            lwc_wipe(tag_out, tag_bytes);
        return LWC_ERR_RANDOM;
    }
    return LWC_OK;
}

/* The rows' public headers declare some of these arguments as arrays (uint8_t tag[8]): the same type. */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 11
#pragma GCC diagnostic ignored "-Warray-parameter"
#endif

#undef LWC_PROTECTED_AEAD
#define LWC_PROTECTED_AEAD(name, native, key_bytes, tag_bytes, masked)                                          \
    int native##_encrypt(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, \
                         size_t ad_len, const uint8_t *m, size_t m_len)                                          \
    {                                                                                                            \
        int rc = protected_check(c, m_len, tag, tag_bytes, tag, key, nonce, ad, ad_len, m);                      \
        if (rc != LWC_OK)                                                                                        \
            return rc;                                                                                           \
        masked##_key k;                                                                                          \
        rc = masked##_key_init(&k, key, key_bytes);                                                              \
        if (rc == LWC_OK)                                                                                        \
            rc = masked##_encrypt(&k, c, tag, nonce, ad, ad_len, m, m_len);                                      \
        else {                                                                                                   \
            lwc_wipe(c, m_len);                                                                                  \
            lwc_wipe(tag, tag_bytes);                                                                            \
        }                                                                                                        \
        lwc_wipe(&k, sizeof k);                                                                                  \
        return rc;                                                                                               \
    }                                                                                                            \
    int native##_decrypt(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,               \
                         const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)                       \
    {                                                                                                            \
        int rc = protected_check(m, c_len, NULL, 0, tag, key, nonce, ad, ad_len, c);                             \
        if (rc != LWC_OK)                                                                                        \
            return rc;                                                                                           \
        masked##_key k;                                                                                          \
        rc = masked##_key_init(&k, key, key_bytes);                                                              \
        if (rc == LWC_OK)                                                                                        \
            rc = masked##_decrypt(&k, m, tag, nonce, ad, ad_len, c, c_len);                                      \
        else                                                                                                     \
            lwc_wipe(m, c_len);                                                                                  \
        lwc_wipe(&k, sizeof k);                                                                                  \
        return rc;                                                                                               \
    }                                                                                                            \
    static size_t native##_random_bytes(size_t ad_len, size_t m_len)                                             \
    {                                                                                                            \
        return masked##_key_init_random_bytes(key_bytes) + masked##_random_bytes(key_bytes, ad_len, m_len);      \
    }                                                                                                            \
    _Static_assert(sizeof(masked##_key) <= LWC_MASKED_KEY_MAX_BYTES, "LWC_MASKED_KEY_MAX_BYTES: room for "      \
                   #masked "_key (lwc/masked.h)");                                                               \
    static int native##_obj_init(uint32_t *obj, const uint8_t *key)                                              \
    {                                                                                                            \
        return masked##_key_init((masked##_key *)(void *)obj, key, key_bytes);                                   \
    }                                                                                                            \
    static int native##_obj_encrypt(uint32_t *obj, uint8_t *c, uint8_t *tag, const uint8_t *nonce,               \
                                    const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)            \
    {                                                                                                            \
        const int rc = protected_check(c, m_len, tag, tag_bytes, tag, obj, nonce, ad, ad_len, m);                \
        return rc != LWC_OK ? rc : masked##_encrypt((masked##_key *)(void *)obj, c, tag, nonce, ad, ad_len, m, m_len); \
    }                                                                                                            \
    static int native##_obj_decrypt(uint32_t *obj, uint8_t *m, const uint8_t *tag, const uint8_t *nonce,         \
                                    const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)            \
    {                                                                                                            \
        const int rc = protected_check(m, c_len, NULL, 0, tag, obj, nonce, ad, ad_len, c);                       \
        return rc != LWC_OK ? rc : masked##_decrypt((masked##_key *)(void *)obj, m, tag, nonce, ad, ad_len, c, c_len); \
    }
#include "lwc/primitives.h" /* a rows pass */
#undef LWC_PROTECTED_AEAD

typedef struct {
    const char *name;
    size_t (*random_bytes)(size_t ad_len, size_t m_len);
    lwc_protected_key_ops ops;
} protected_row;

#define LWC_PROTECTED_AEAD(name, native, key_bytes, tag_bytes, masked) \
    {name, native##_random_bytes, {native##_obj_init, native##_obj_encrypt, native##_obj_decrypt}},
static const protected_row protected_rows[] = {
#include "lwc/primitives.h" /* a rows pass */
    {NULL, NULL, {NULL, NULL, NULL}},
};
#undef LWC_PROTECTED_AEAD
#define LWC_PROTECTED_AEAD(...)

static const protected_row *protected_find(const char *name)
{
    for (const protected_row *r = protected_rows; name != NULL && r->name != NULL; r++) {
        const char *a = r->name, *b = name;
        while (*a != '\0' && *a == *b) {
            a++;
            b++;
        }
        if (*a == *b)
            return r;
    }
    return NULL;
}

int lwc_aead_protected(const char *name)
{
    return protected_find(name) != NULL;
}

size_t lwc_aead_random_bytes(const char *name, size_t ad_len, size_t m_len)
{
    const protected_row *r = protected_find(name);
    return r != NULL ? r->random_bytes(ad_len, m_len) : 0;
}

const lwc_protected_key_ops *lwc_protected_key_ops_of(const lwc_aead_t *a)
{
    const protected_row *r = a != NULL ? protected_find(a->name) : NULL;
    return r != NULL ? &r->ops : NULL;
}

#else /* a fast or small build: no row runs masked */

int lwc_aead_protected(const char *name)
{
    (void)name;
    return 0;
}

size_t lwc_aead_random_bytes(const char *name, size_t ad_len, size_t m_len)
{
    (void)name;
    (void)ad_len;
    (void)m_len;
    return 0;
}

#endif
