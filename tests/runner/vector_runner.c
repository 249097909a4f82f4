/* Vector runner firmware: reads requests from the target's input, runs them through the descriptor
 * tables of lwc.h and writes the results. The same file runs on host, ATmega128 and Cortex-M3; the
 * host tool tools/run-vectors builds the requests and checks the answers (tools/lwcvectors/protocol.py
 * is the other half of this protocol).
 *
 * Request:  cmd (1 byte), name (u8 length + bytes), then fields, each u16 little-endian length + bytes:
 *   'E' AEAD encrypt   fields key, nonce, ad, msg      -> ciphertext || tag
 *   'D' AEAD decrypt   fields key, nonce, ad, ct||tag  -> plaintext (empty on failure)
 *   'H' hash           field  msg                      -> digest
 *   'I' hash by pieces u16 count n, then n fields, each absorbed as it arrives by the row's
 *                      incremental API (init, one update per piece, final) -> digest; the message
 *                      never has to fit in the buffer, only each piece
 *   'P' hash from the   u8 source, u16 count n, then n u16 piece lengths (no bytes follow): the
 *       pattern table  incremental hash of pattern[0..sum) (pattern[i] = i mod 256, RUNNER_PATTERN_BYTES
 *                      long) in those pieces -> digest. On the AVR the table is in flash and read
 *                      with lwc_romulus_h_update_P (source 0) or _PF (source 1); elsewhere it is
 *                      ordinary constant data for lwc_romulus_h_update
 *   'X' XOF            fields z, msg, n (2 bytes, little-endian) -> n bytes of the row's one-shot xof(z, msg)
 *   'Y' XOF by pieces  as 'X', through the row's incremental API: init(z), msg absorbed in two pieces
 *                      (split in the middle), the output squeezed in pieces of 1, 2, 3... bytes -> n bytes
 *   'S' stream seal    fields key, prefix, then records: u8 kind (0 chunk, 1 final chunk, 2 end),
 *                      and for a chunk the fields ad, msg. One response per record: a chunk ->
 *                      ciphertext || tag (lwc_stream_seal), end -> status of lwc_stream_end, which
 *                      closes the request
 *   'O' stream open    as 'S' with fields ad, ct||tag per chunk: a chunk -> plaintext (empty unless
 *                      status 0; lwc_stream_open), end -> status of lwc_stream_end
 *   'B' block encrypt  fields key, data (whole blocks) -> ECB encryption of data
 *   'b' block decrypt  fields key, data (whole blocks) -> ECB decryption of data
 *   'M' mode           fields mode, key, iv/nonce, ad, data -> the mode's output (lwc/modes.h), where
 *                      mode is "ECB-E", "ECB-D", "CBC-E", "CBC-D", "CBCP-E"/"CBCP-D" (CBC with PKCS#7:
 *                      -> padded ciphertext / unpadded plaintext, empty on bad padding), "CTR", "OFB", "CFB-E", "CFB-D",
 *                      "CMAC" (data = message -> tag), "CCM-E"/"GCM-E" (-> ciphertext || 16-byte tag),
 *                      "CCM-D"/"GCM-D" (data = ciphertext || 16-byte tag -> plaintext, empty on failure)
 *   'L' list           (name empty, no fields)         -> lines "aead:NAME:KEY:NONCE:TAG", "hash:NAME:DIGEST",
 *                      "cipher:NAME:KEY:BLOCK", "xof:NAME:ZMAX" (sizes in bytes; ZMAX the longest
 *                      customization string, 0 for a plain XOF): the descriptor tables, then the test-only
 *                      variant rows ("aead:tinyjambu-128/opt:16:12:8"); tools/run-random walks this list
 * AEAD names are the library's (lwc_aeads) and the test-only variant rows of variant_aeads.c.
 *   'Q' quit
 * Response: status (1 byte, the LWC_* code as int8; 0x7F = unknown algorithm or malformed request),
 *           u16 little-endian length, bytes.
 * Every operation runs in place in one buffer, so the runner also proves in-place operation on target.
 */
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "lwc/stream.h"
#include "target_io.h"
#include "option_rows.h"
#include "variant_aeads.h"
#include "variant_ciphers.h"

#if defined(LWC_PROTECTED) && LWC_PROTECTED
#include "lwc/masked.h"
/* The protected profile's masked rows need a random source (docs/protected.md): a deterministic test
 * generator, xorshift32, all four bytes of each state used (the masked code asks for whole words; the
 * simulated AVR then spends its time on the library, not here). For the vector files only, never for
 * use: the masks must be unpredictable. */
static uint32_t runner_rng = 0x2545F491u;
static int runner_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len;) {
        runner_rng ^= runner_rng << 13;
        runner_rng ^= runner_rng >> 17;
        runner_rng ^= runner_rng << 5;
        for (uint32_t x = runner_rng, j = 0; j < 4 && i < len; j++, i++, x >>= 8)
            out[i] = (uint8_t)x;
    }
    return 0;
}
#endif

#ifndef RUNNER_BUF_BYTES
#define RUNNER_BUF_BYTES 1200
#endif
#define RUNNER_MAX_FIELDS 5
#define RUNNER_BAD_REQUEST 0x7F

static uint8_t buf[RUNNER_BUF_BYTES];
/* The context of the request being run: a block cipher's (aligned for any context type), a stream's, an
 * incremental hash's or an XOF's (a row needing more than xof is refused as a bad request). One request
 * runs at a time, so one union holds them all (on a 4 KB target each byte of RAM counts). */
static union {
    lwc_cipher_ctx cipher;
    lwc_stream_ctx stream;
    lwc_romulus_h_ctx romulus_h;
    union {
        uint64_t align;
        uint8_t bytes[64];
    } xof;
} work;

typedef struct {
    uint8_t *ptr;
    uint16_t len;
} field_t;

static int read_byte(void)
{
    return target_getc();
}

static int read_u16(void)
{
    int lo = read_byte(), hi = read_byte();
    if (lo < 0 || hi < 0)
        return -1;
    return lo | (hi << 8);
}

static void respond(int status, const uint8_t *data, uint16_t len)
{
    target_putc((uint8_t)(int8_t)status);
    target_putc((uint8_t)len);
    target_putc((uint8_t)(len >> 8));
    for (uint16_t i = 0; i < len; i++)
        target_putc(data[i]);
    target_flush();
}

/* Read `count` fields back to back into buf, leaving `reserve` spare bytes after the last one.
 * Returns 0, or -1 when the input ends or does not fit (the rest of the request is drained). */
static int read_fields(field_t *f, unsigned count, uint16_t reserve)
{
    uint16_t used = 0;
    int fits = 1;
    for (unsigned i = 0; i < count; i++) {
        int len = read_u16();
        if (len < 0)
            return -1;
        if ((long)used + len + reserve > RUNNER_BUF_BYTES)
            fits = 0;
        f[i].ptr = buf + used;
        f[i].len = (uint16_t)len;
        for (int j = 0; j < len; j++) {
            int c = read_byte();
            if (c < 0)
                return -1;
            if (fits)
                buf[used + j] = (uint8_t)c;
        }
        if (fits)
            used = (uint16_t)(used + len);
    }
    return fits ? 0 : -1;
}

static void do_aead(const lwc_aead_t *a, int encrypt)
{
    field_t f[RUNNER_MAX_FIELDS];
    if (read_fields(f, 4, encrypt ? a->tag_bytes : 0) != 0 || f[0].len != a->key_bytes ||
        f[1].len != a->nonce_bytes) {
        respond(RUNNER_BAD_REQUEST, NULL, 0);
        return;
    }
    uint8_t *text = f[3].ptr;
    if (encrypt) {
        int rc = a->encrypt(text, text + f[3].len, f[0].ptr, f[1].ptr, f[2].ptr, f[2].len, text, f[3].len);
        respond(rc, text, rc == LWC_OK ? (uint16_t)(f[3].len + a->tag_bytes) : 0);
    } else {
        if (f[3].len < a->tag_bytes) {
            respond(LWC_ERR_LENGTH, NULL, 0);
            return;
        }
        uint16_t text_len = (uint16_t)(f[3].len - a->tag_bytes);
        int rc = a->decrypt(text, text + text_len, f[0].ptr, f[1].ptr, f[2].ptr, f[2].len, text, text_len);
        respond(rc, text, rc == LWC_OK ? text_len : 0);
    }
}

static void do_hash(const lwc_hash_t *h)
{
    field_t f[1];
    uint8_t digest[64];
    if (read_fields(f, 1, 0) != 0 || h->digest_bytes > sizeof digest) {
        respond(RUNNER_BAD_REQUEST, NULL, 0);
        return;
    }
    int rc = h->hash(digest, f[0].ptr, f[0].len);
    respond(rc, digest, rc == LWC_OK ? h->digest_bytes : 0);
}

/* 'I': each piece is read into buf and absorbed at once. h NULL (unknown name): read and answer
 * RUNNER_BAD_REQUEST. */
static void do_hash_pieces(const lwc_hash_t *h)
{
    uint8_t digest[64];
    int count = read_u16();
    int ok = count >= 0 && h != NULL && h->ctx_bytes <= sizeof work.romulus_h && h->digest_bytes <= sizeof digest;
    int rc = ok ? h->init(&work.romulus_h) : LWC_OK;
    for (int i = 0; i < count; i++) {
        field_t f[1];
        if (read_fields(f, 1, 0) != 0)
            ok = 0;
        else if (ok && rc == LWC_OK)
            rc = h->update(&work.romulus_h, f[0].ptr, f[0].len);
    }
    if (!ok) {
        respond(RUNNER_BAD_REQUEST, NULL, 0);
        return;
    }
    if (rc == LWC_OK)
        rc = h->final(&work.romulus_h, digest);
    respond(rc, digest, rc == LWC_OK ? h->digest_bytes : 0);
}

/* 'P': the pattern table pattern[i] = i mod 256 (the message of every Romulus-H vector is a prefix of
 * it), built by the preprocessor; in flash on the AVR. */
#define RUNNER_PATTERN_BYTES 4096
#define PAT4(x) (uint8_t)(x), (uint8_t)((x) + 1), (uint8_t)((x) + 2), (uint8_t)((x) + 3)
#define PAT16(x) PAT4(x), PAT4((x) + 4), PAT4((x) + 8), PAT4((x) + 12)
#define PAT64(x) PAT16(x), PAT16((x) + 16), PAT16((x) + 32), PAT16((x) + 48)
#define PAT256(x) PAT64(x), PAT64((x) + 64), PAT64((x) + 128), PAT64((x) + 192)
#define PAT1024 PAT256(0), PAT256(0), PAT256(0), PAT256(0)
#if defined(__AVR__)
#include <avr/pgmspace.h>
#define PATTERN_MEMORY PROGMEM
#else
#define PATTERN_MEMORY
#endif
static const uint8_t pattern[RUNNER_PATTERN_BYTES] PATTERN_MEMORY = {PAT1024, PAT1024, PAT1024, PAT1024};

static void do_hash_pattern(const lwc_hash_t *h)
{
    int source = read_byte(), count = read_u16();
    int ok = source >= 0 && count >= 0 && h != NULL && strcmp(h->name, "romulus-h") == 0;
    lwc_romulus_h_ctx *const ctx = &work.romulus_h;
    uint8_t digest[32];
    uint32_t pos = 0;
    int rc = lwc_romulus_h_init(ctx);
    for (int i = 0; i < count; i++) {
        int len = read_u16();
        if (len < 0 || pos + (uint32_t)len > RUNNER_PATTERN_BYTES)
            ok = 0;
        if (!ok || rc != LWC_OK)
            continue;
#if defined(__AVR__)
        if (source == 1)
            rc = lwc_romulus_h_update_PF(ctx, pgm_get_far_address(pattern) + pos, (uint32_t)len);
        else
            rc = lwc_romulus_h_update_P(ctx, pattern + pos, (size_t)len);
#else
        rc = lwc_romulus_h_update(ctx, pattern + pos, (size_t)len);
#endif
        pos += (uint32_t)len;
    }
    if (!ok) {
        respond(RUNNER_BAD_REQUEST, NULL, 0);
        return;
    }
    if (rc == LWC_OK)
        rc = lwc_romulus_h_final(ctx, digest);
    respond(rc, digest, rc == LWC_OK ? sizeof digest : 0);
}

/* 'X' / 'Y': the output is written after the fields, in buf; an XOF row's incremental context in work.xof. */
static void do_xof(const lwc_xof_t *x, int pieces)
{
    field_t f[3];
    if (read_fields(f, 3, 0) != 0 || f[2].len != 2 || x->ctx_bytes > sizeof work.xof) {
        respond(RUNNER_BAD_REQUEST, NULL, 0);
        return;
    }
    uint16_t out_len = (uint16_t)(f[2].ptr[0] | (f[2].ptr[1] << 8));
    uint8_t *out = f[2].ptr + 2;
    if ((long)(out - buf) + out_len > RUNNER_BUF_BYTES) {
        respond(LWC_ERR_LENGTH, NULL, 0);
        return;
    }
    int rc;
    if (!pieces) {
        rc = x->xof(out, out_len, f[0].ptr, f[0].len, f[1].ptr, f[1].len);
    } else {
        uint16_t half = (uint16_t)(f[1].len / 2);
        rc = x->init(&work.xof, f[0].ptr, f[0].len);
        if (rc == LWC_OK)
            rc = x->absorb(&work.xof, f[1].ptr, half);
        if (rc == LWC_OK)
            rc = x->absorb(&work.xof, f[1].ptr + half, (size_t)(f[1].len - half));
        for (uint16_t done = 0, step = 1; rc == LWC_OK && done < out_len; done = (uint16_t)(done + step), step++) {
            if (step > out_len - done)
                step = (uint16_t)(out_len - done);
            rc = x->squeeze(&work.xof, out + done, step);
        }
        lwc_wipe(&work.xof, sizeof work.xof);
    }
    respond(rc, out, rc == LWC_OK ? out_len : 0);
}

/* 'S' / 'O': one stream, a record at a time, so the stream itself never has to fit in buf. a NULL
 * (unknown name): every record is read and answered RUNNER_BAD_REQUEST. */
static void do_stream(const lwc_aead_t *a, int seal)
{
    lwc_stream_ctx *const st = &work.stream;
    field_t f[RUNNER_MAX_FIELDS];
    int ok = read_fields(f, 2, 0) == 0 && a != NULL && f[0].len == a->key_bytes &&
             f[1].len == LWC_STREAM_PREFIX_BYTES(a->nonce_bytes);
    int rc = ok ? (seal ? lwc_stream_seal_init : lwc_stream_open_init)(st, a, f[0].ptr, f[1].ptr) : LWC_OK;
    for (;;) {
        int kind = read_byte();
        if (kind < 0 || kind > 2)
            target_exit(1); /* the record structure is lost: stop */
        if (kind == 2) {
            rc = lwc_stream_end(st);
            respond(ok ? rc : RUNNER_BAD_REQUEST, NULL, 0);
            return;
        }
        int last = kind == 1;
        if (read_fields(f, 2, ok && seal ? a->tag_bytes : 0) != 0 || !ok) {
            respond(RUNNER_BAD_REQUEST, NULL, 0);
            continue;
        }
        uint8_t *text = f[1].ptr;
        uint16_t len = f[1].len;
        if (seal) {
            rc = lwc_stream_seal(st, text, text + len, f[0].ptr, f[0].len, text, len, last);
            respond(rc, text, rc == LWC_OK ? (uint16_t)(len + a->tag_bytes) : 0);
        } else if (len < a->tag_bytes) {
            respond(LWC_ERR_LENGTH, NULL, 0);
        } else {
            len = (uint16_t)(len - a->tag_bytes);
            rc = lwc_stream_open(st, text, text + len, f[0].ptr, f[0].len, text, len, last);
            respond(rc, text, rc == LWC_OK ? len : 0);
        }
    }
}

static void do_block(const lwc_cipher_t *b, int encrypt)
{
    field_t f[2];
    if (read_fields(f, 2, 0) != 0 || f[0].len != b->key_bytes || f[1].len % b->block_bytes != 0 ||
        b->ctx_bytes > sizeof work.cipher) {
        respond(RUNNER_BAD_REQUEST, NULL, 0);
        return;
    }
    int rc = b->set_key(&work.cipher, f[0].ptr);
    if (rc == LWC_OK)
        for (uint16_t i = 0; i < f[1].len; i += b->block_bytes)
            (encrypt ? b->encrypt : b->decrypt)(&work.cipher, f[1].ptr + i, f[1].ptr + i);
    respond(rc, f[1].ptr, rc == LWC_OK ? f[1].len : 0);
}

/* 'M': one mode operation on the cipher b, in place in buf (16 spare bytes for a tag). */
static void do_mode(const lwc_cipher_t *b)
{
    field_t f[5];
    if (read_fields(f, 5, 16) != 0 || f[1].len != b->key_bytes || b->ctx_bytes > sizeof work.cipher ||
        f[0].len > 8) {
        respond(RUNNER_BAD_REQUEST, NULL, 0);
        return;
    }
    char mode[9];
    memcpy(mode, f[0].ptr, f[0].len);
    mode[f[0].len] = '\0';
    int rc = b->set_key(&work.cipher, f[1].ptr);
    const uint8_t *iv = f[2].ptr, *ad = f[3].ptr;
    uint8_t *data = f[4].ptr;
    uint16_t len = f[4].len, out_len = len;
    if (rc != LWC_OK) {
    } else if (strcmp(mode, "ECB-E") == 0) {
        rc = lwc_ecb_encrypt(b, &work.cipher, data, data, len);
    } else if (strcmp(mode, "ECB-D") == 0) {
        rc = lwc_ecb_decrypt(b, &work.cipher, data, data, len);
    } else if (strcmp(mode, "CBC-E") == 0) {
        rc = lwc_cbc_encrypt(b, &work.cipher, iv, data, data, len);
    } else if (strcmp(mode, "CBC-D") == 0) {
        rc = lwc_cbc_decrypt(b, &work.cipher, iv, data, data, len);
    } else if (strcmp(mode, "CBCP-E") == 0) { /* PKCS#7: the padded output uses the spare bytes */
        size_t n = 0;
        rc = lwc_cbc_encrypt_pkcs7(b, &work.cipher, iv, data, (size_t)len + 16u, &n, data, len);
        out_len = (uint16_t)n;
    } else if (strcmp(mode, "CBCP-D") == 0) {
        size_t n = 0;
        rc = lwc_cbc_decrypt_pkcs7(b, &work.cipher, iv, data, &n, data, len);
        out_len = (uint16_t)n;
    } else if (strcmp(mode, "CTR") == 0) {
        rc = lwc_ctr_crypt(b, &work.cipher, iv, data, data, len);
    } else if (strcmp(mode, "OFB") == 0) {
        rc = lwc_ofb_crypt(b, &work.cipher, iv, data, data, len);
    } else if (strcmp(mode, "CFB-E") == 0) {
        rc = lwc_cfb_encrypt(b, &work.cipher, iv, data, data, len);
    } else if (strcmp(mode, "CFB-D") == 0) {
        rc = lwc_cfb_decrypt(b, &work.cipher, iv, data, data, len);
    } else if (strcmp(mode, "CMAC") == 0) {
        uint8_t tag[16];
        rc = lwc_cmac(b, &work.cipher, tag, data, len);
        memcpy(data, tag, b->block_bytes);
        out_len = b->block_bytes;
    } else if (strcmp(mode, "CCM-E") == 0 || strcmp(mode, "GCM-E") == 0) {
        rc = (mode[0] == 'C' ? lwc_ccm_encrypt : lwc_gcm_encrypt)(b, &work.cipher, iv, f[2].len, ad, f[3].len, data,
                                                                  data + len, 16, data, len);
        out_len = (uint16_t)(len + 16);
    } else if ((strcmp(mode, "CCM-D") == 0 || strcmp(mode, "GCM-D") == 0) && len >= 16) {
        out_len = (uint16_t)(len - 16);
        rc = (mode[0] == 'C' ? lwc_ccm_decrypt : lwc_gcm_decrypt)(b, &work.cipher, iv, f[2].len, ad, f[3].len, data,
                                                                  data + out_len, 16, data, out_len);
    } else {
        rc = RUNNER_BAD_REQUEST;
    }
    respond(rc, data, rc == LWC_OK ? out_len : 0);
}

/* One 'L' line, "KIND:NAME:N1:N2...\n" (the sizes of the row); returns its length and writes it only
 * when `emit` is set, so that one walk computes the response length and a second one sends it. */
static uint16_t list_line(int emit, const char *kind, const char *name, const uint8_t *sizes, unsigned n)
{
    uint16_t len = 0;
    const char *parts[2] = {kind, name};
    for (unsigned p = 0; p < 2; p++) {
        for (const char *c = parts[p]; *c; c++, len++)
            if (emit)
                target_putc((uint8_t)*c);
        len++;
        if (emit)
            target_putc(p == 0 ? ':' : (n > 0 ? ':' : '\n'));
    }
    for (unsigned i = 0; i < n; i++) {
        char digits[3];
        unsigned d = 0, v = sizes[i];
        do {
            digits[d++] = (char)('0' + v % 10);
            v /= 10;
        } while (v != 0);
        len = (uint16_t)(len + d + 1);
        while (emit && d > 0)
            target_putc((uint8_t)digits[--d]);
        if (emit)
            target_putc(i + 1 < n ? ':' : '\n');
    }
    return len;
}

/* Every row the runner knows: lines "aead:NAME:KEY:NONCE:TAG", "hash:NAME:DIGEST",
 * "cipher:NAME:KEY:BLOCK", "xof:NAME:ZMAX" (byte counts), the descriptor tables first, then the variant rows. */
static uint16_t list_all(int emit)
{
    uint16_t len = 0;
    for (size_t i = 0; i < lwc_aead_count + runner_variant_aead_count; i++) {
        const lwc_aead_t *a = i < lwc_aead_count ? &lwc_aeads[i] : &runner_variant_aeads[i - lwc_aead_count];
        const uint8_t sizes[3] = {a->key_bytes, a->nonce_bytes, a->tag_bytes};
        len = (uint16_t)(len + list_line(emit, "aead", a->name, sizes, 3));
    }
    for (size_t i = 0; i < lwc_hash_count; i++)
        len = (uint16_t)(len + list_line(emit, "hash", lwc_hashes[i].name, &lwc_hashes[i].digest_bytes, 1));
    const lwc_cipher_t *b;
    for (size_t i = 0; (b = i < lwc_cipher_count ? &lwc_ciphers[i] : runner_variant_cipher_at(i - lwc_cipher_count)) != NULL;
         i++) {
        const uint8_t sizes[2] = {b->key_bytes, b->block_bytes};
        len = (uint16_t)(len + list_line(emit, "cipher", b->name, sizes, 2));
    }
    for (size_t i = 0; i < lwc_xof_count; i++) {
        uint16_t z = lwc_xofs[i].customization_max; /* list_line prints bytes: 255 stands for "255 or more" */
        const uint8_t zmax = (uint8_t)(z > 255 ? 255 : z);
        len = (uint16_t)(len + list_line(emit, "xof", lwc_xofs[i].name, &zmax, 1));
    }
    return len;
}

static void do_list(void)
{
    uint16_t len = list_all(0);
    target_putc(LWC_OK);
    target_putc((uint8_t)len);
    target_putc((uint8_t)(len >> 8));
    (void)list_all(1);
    target_flush();
}

/* The library's AEADs, then the test-only variant rows ("tinyjambu-128/normal", ...), then the
 * primitives' option rows ("ascon-aead128/tag4", ...: option_rows.h). */
static const lwc_aead_t *find_aead(const char *name)
{
    const lwc_aead_t *a = lwc_aead_find(name);
    for (size_t i = 0; a == NULL && i < runner_variant_aead_count; i++)
        if (strcmp(runner_variant_aeads[i].name, name) == 0)
            a = &runner_variant_aeads[i];
#if !defined(RUNNER_WITHOUT_OPTION_ROWS) /* (no room in the target's flash: none) */
    for (const runner_option_table *t = runner_option_tables; a == NULL && t->rows != NULL; t++)
        for (size_t i = 0; a == NULL && i < *t->count; i++)
            if (strcmp(t->rows[i].name, name) == 0)
                a = &t->rows[i];
#endif
    return a;
}

/* Number of u16-length fields that follow the name, per command (0: unknown command). */
static unsigned fields_for(int cmd)
{
    switch (cmd) {
    case 'E': case 'D': return 4;
    case 'H': return 1;
    case 'B': case 'b': return 2;
    case 'M': return 5;
    case 'X': case 'Y': return 3;
    default: return 0;
    }
}

/* Runs requests until 'Q' or end of input; exit status 0, or 1 after an unknown command. */
int main(void)
{
    char name[32];
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    lwc_set_random(runner_random, NULL);
#endif
    for (;;) {
        int cmd = read_byte();
        if (cmd < 0 || cmd == 'Q')
            target_exit(0);
        int name_len = read_byte();
        if (name_len < 0)
            target_exit(0);
        for (int i = 0; i < name_len; i++) {
            int c = read_byte();
            if (c < 0)
                target_exit(0);
            if (i < (int)sizeof name - 1)
                name[i] = (char)c;
        }
        name[name_len < (int)sizeof name - 1 ? name_len : (int)sizeof name - 1] = '\0';
        const lwc_aead_t *a = find_aead(name);
        const lwc_hash_t *h = lwc_hash_find(name);
        const lwc_cipher_t *b = lwc_cipher_find(name);
        const lwc_xof_t *x = lwc_xof_find(name);
        if (b == NULL)
            b = runner_find_variant_cipher(name);
        if (cmd == 'L')
            do_list();
        else if ((cmd == 'E' || cmd == 'D') && a != NULL)
            do_aead(a, cmd == 'E');
        else if (cmd == 'H' && h != NULL)
            do_hash(h);
        else if (cmd == 'I')
            do_hash_pieces(h);
        else if (cmd == 'P')
            do_hash_pattern(h);
        else if (cmd == 'S' || cmd == 'O')
            do_stream(a, cmd == 'S');
        else if ((cmd == 'B' || cmd == 'b') && b != NULL)
            do_block(b, cmd == 'B');
        else if (cmd == 'M' && b != NULL)
            do_mode(b);
        else if ((cmd == 'X' || cmd == 'Y') && x != NULL)
            do_xof(x, cmd == 'Y');
        else if (fields_for(cmd) > 0) {
            field_t f[RUNNER_MAX_FIELDS]; /* unknown algorithm: skip the request, say so */
            (void)read_fields(f, fields_for(cmd), 0);
            respond(RUNNER_BAD_REQUEST, NULL, 0);
        } else
            target_exit(1); /* unknown command: its length is unknown, stop */
    }
}
