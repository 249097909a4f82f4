/* Firmware (32-bit targets with RAM for a 1,024-byte record): the designers' Ascon KAT files, read on
 * the firmware's input (the simulator's --input), through the library's Ascon as the target's
 * backend builds it, until Ascon has rows in the vector runner. A record is told by its fields:
 * Key: Ascon-AEAD128; Z: Ascon-CXOF128; otherwise Msg with a 32-byte MD: Ascon-Hash256, with a
 * longer MD: Ascon-XOF128. Each record is checked one-shot, in place or incrementally in pieces
 * (partial and whole blocks), from and to unaligned buffers, and for AEAD the rejection of a changed
 * tag with the plaintext wiped.
 * Prints "N passed, M failed"; exit status 1 on any failure or when no record was read. */
#include <stdint.h>
#include <string.h>

#include "lwc/ascon.h"
#include "lwc/lwc.h"
#include "target_print.h"

#define FIELD_MAX 1100

typedef struct {
    char name[8];
    uint8_t data[FIELD_MAX];
    size_t len;
    int present;
} field;

enum { F_KEY, F_NONCE, F_PT, F_AD, F_CT, F_MSG, F_Z, F_MD, F_COUNT };
static const char *const field_names[F_COUNT] = {"Key", "Nonce", "PT", "AD", "CT", "Msg", "Z", "MD"};
static field rec[F_COUNT];
static uint32_t count;
static uint8_t out[FIELD_MAX], back[FIELD_MAX], odd_in[FIELD_MAX + 4], odd_out[FIELD_MAX + 4];

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* One line into buf (without the newline); -1 at the end of input with nothing read. */
static int read_line(char *buf, size_t cap)
{
    size_t n = 0;
    int c = target_getc();
    if (c < 0)
        return -1;
    while (c >= 0 && c != '\n') {
        if (c != '\r' && n + 1 < cap)
            buf[n++] = (char)c;
        c = target_getc();
    }
    buf[n] = '\0';
    return (int)n;
}

/* "Name = HEX" into its field; Count lines set count. */
static void parse_line(const char *line)
{
    char name[8];
    size_t n = 0;
    while (line[n] != '\0' && line[n] != ' ' && n + 1 < sizeof name) {
        name[n] = line[n];
        n++;
    }
    name[n] = '\0';
    const char *p = line + n;
    while (*p == ' ' || *p == '=')
        p++;
    if (strcmp(name, "Count") == 0) {
        count = 0;
        while (*p >= '0' && *p <= '9')
            count = count * 10 + (uint32_t)(*p++ - '0');
        return;
    }
    for (int i = 0; i < F_COUNT; i++) {
        if (strcmp(name, field_names[i]) != 0)
            continue;
        field *f = &rec[i];
        f->present = 1;
        f->len = 0;
        while (hexval(p[0]) >= 0 && hexval(p[1]) >= 0 && f->len < FIELD_MAX) {
            f->data[f->len++] = (uint8_t)(hexval(p[0]) << 4 | hexval(p[1]));
            p += 2;
        }
    }
}

static void check_aead(void)
{
    const field *key = &rec[F_KEY], *nonce = &rec[F_NONCE], *pt = &rec[F_PT], *ad = &rec[F_AD], *ct = &rec[F_CT];
    const size_t len = pt->len;
    uint8_t tag[16];
    if (!target_check(key->len == 16 && nonce->len == 16 && ct->len == len + 16, "aead record", count))
        return;
    target_check(lwc_ascon_aead128_encrypt(out, tag, key->data, nonce->data, ad->data, ad->len, pt->data, len) ==
                         LWC_OK &&
                     memcmp(out, ct->data, len) == 0 && memcmp(tag, ct->data + len, 16) == 0,
                 "aead encrypt", count);
    memset(back, 0x5a, sizeof back);
    target_check(lwc_ascon_aead128_decrypt(back, ct->data + len, key->data, nonce->data, ad->data, ad->len, ct->data,
                                           len) == LWC_OK &&
                     memcmp(back, pt->data, len) == 0,
                 "aead decrypt", count);
    memcpy(out, pt->data, len); /* in place */
    target_check(lwc_ascon_aead128_encrypt(out, tag, key->data, nonce->data, ad->data, ad->len, out, len) == LWC_OK &&
                     memcmp(out, ct->data, len) == 0 && memcmp(tag, ct->data + len, 16) == 0,
                 "aead encrypt in place", count);
    target_check(lwc_ascon_aead128_decrypt(out, tag, key->data, nonce->data, ad->data, ad->len, out, len) == LWC_OK &&
                     memcmp(out, pt->data, len) == 0,
                 "aead decrypt in place", count);
    const unsigned shift_in = 1 + count % 3, shift_out = 3 - count % 3; /* unaligned buffers */
    memcpy(odd_in + shift_in, pt->data, len);
    target_check(lwc_ascon_aead128_encrypt(odd_out + shift_out, tag, key->data, nonce->data, ad->data, ad->len,
                                           odd_in + shift_in, len) == LWC_OK &&
                     memcmp(odd_out + shift_out, ct->data, len) == 0 && memcmp(tag, ct->data + len, 16) == 0,
                 "aead encrypt unaligned", count);
    memcpy(odd_in + shift_in, ct->data, len);
    target_check(lwc_ascon_aead128_decrypt(odd_out + shift_out, tag, key->data, nonce->data, ad->data, ad->len,
                                           odd_in + shift_in, len) == LWC_OK &&
                     memcmp(odd_out + shift_out, pt->data, len) == 0,
                 "aead decrypt unaligned", count);
    tag[count % 16] ^= 0x01; /* a changed tag: rejected, the plaintext wiped */
    memset(back, 0x5a, sizeof back);
    int rc = lwc_ascon_aead128_decrypt(back, tag, key->data, nonce->data, ad->data, ad->len, ct->data, len);
    int wiped = 1;
    for (size_t i = 0; i < len; i++)
        wiped &= back[i] == 0;
    target_check(rc == LWC_ERR_AUTH && wiped, "aead changed tag", count);
}

static void check_hash(void)
{
    const field *msg = &rec[F_MSG], *md = &rec[F_MD], *z = &rec[F_Z];
    lwc_ascon_hash_ctx ctx;
    const size_t cut = msg->len / 3; /* the incremental pieces: [0, cut), [cut, len) */
    memcpy(odd_in + 1 + count % 3, msg->data, msg->len); /* the one-shot calls read an unaligned copy */
    const uint8_t *const m_odd = odd_in + 1 + count % 3;
    if (z->present) {
        target_check(lwc_ascon_cxof128(out, md->len, z->data, z->len, m_odd, msg->len) == LWC_OK &&
                         memcmp(out, md->data, md->len) == 0,
                     "cxof128", count);
        target_check(lwc_ascon_cxof128_init(&ctx, z->data, z->len) == LWC_OK, "cxof128 init", count);
    } else if (md->len == 32) {
        target_check(lwc_ascon_hash256(out, m_odd, msg->len) == LWC_OK && memcmp(out, md->data, 32) == 0,
                     "hash256", count);
        target_check(lwc_ascon_hash256_init(&ctx) == LWC_OK && lwc_ascon_hash_update(&ctx, msg->data, cut) == LWC_OK &&
                         lwc_ascon_hash_update(&ctx, msg->data + cut, msg->len - cut) == LWC_OK &&
                         lwc_ascon_hash256_final(&ctx, out) == LWC_OK && memcmp(out, md->data, 32) == 0,
                     "hash256 incremental", count);
        return;
    } else {
        target_check(lwc_ascon_xof128(odd_out + 1, md->len, m_odd, msg->len) == LWC_OK &&
                         memcmp(odd_out + 1, md->data, md->len) == 0,
                     "xof128", count);
        target_check(lwc_ascon_xof128_init(&ctx) == LWC_OK, "xof128 init", count);
    }
    const size_t first = md->len > 13 ? 13 : md->len; /* squeezed in two pieces */
    target_check(lwc_ascon_hash_update(&ctx, msg->data, cut) == LWC_OK &&
                     lwc_ascon_hash_update(&ctx, msg->data + cut, msg->len - cut) == LWC_OK &&
                     lwc_ascon_xof_squeeze(&ctx, out, first) == LWC_OK &&
                     lwc_ascon_xof_squeeze(&ctx, out + first, md->len - first) == LWC_OK &&
                     memcmp(out, md->data, md->len) == 0,
                 "xof incremental", count);
    lwc_wipe(&ctx, sizeof ctx);
}

static void finish_record(uint32_t *records)
{
    if (rec[F_KEY].present)
        check_aead();
    else if (rec[F_MSG].present && rec[F_MD].present)
        check_hash();
    else
        return;
    (*records)++;
    for (int i = 0; i < F_COUNT; i++)
        rec[i].present = 0, rec[i].len = 0;
}

int main(void)
{
    static char line[2 * FIELD_MAX + 64];
    uint32_t records = 0;
    int n;
    while ((n = read_line(line, sizeof line)) >= 0) {
        if (n == 0)
            finish_record(&records);
        else
            parse_line(line);
    }
    finish_record(&records);
    target_check(records > 0, "records read", records);
    target_puts("records ");
    target_put_u32(records);
    target_puts(", ");
    target_check_exit();
}
