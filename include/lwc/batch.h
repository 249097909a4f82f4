/**
 * @file
 * @brief lwcrypt: many independent AEAD messages in one call (a gateway's batch).
 *
 * A gateway opens the packets of many nodes: each packet is its own AEAD message (its own nonce,
 * associated data and length; one key shared by the nodes or a key per node). lwc_batch_open and
 * lwc_batch_seal take n such messages, described by an array of lwc_batch_msg, for any row of
 * lwc_aeads, and return one verdict per message: a forged message is refused (its output wiped) while
 * the authentic ones of the same batch are released.
 *
 * The results are byte for byte those of n calls of the row's own encrypt or decrypt. Where the host
 * has lane kernels for the row (x86-64 with AVX2, include/lwc/host.h: TinyJAMBU-128/192/256 sixteen
 * messages at a time, Ascon-AEAD128 and Romulus-N eight at a time), messages of equal AD and text
 * lengths found within a window of LWC_BATCH_WINDOW consecutive messages are processed together, one
 * message per lane; every other message (and every message on other processors or levels) goes
 * through the row's one-message code, in index order. Lengths and addresses are public (they decide the grouping);
 * keys, nonces, texts and tags are not branched on or used as addresses.
 *
 * Rules for each message: those of the one-message call (lwc/common.h): out may equal in or must be
 * disjoint from it, must not overlap the associated data, and no key, nonce or tag may start inside
 * it. Across messages: inputs may be shared (one associated-data buffer, one key for many messages),
 * but a message's outputs (out, and the tag when sealing) must not overlap any buffer of another
 * message. The library checks this between the messages it processes together (such a message gets
 * LWC_ERR_OVERLAP and nothing is written for it); between messages processed apart it is the caller's
 * duty, and breaking it gives wrong results (never writes outside the outputs given).
 */
#ifndef LWC_BATCH_H
#define LWC_BATCH_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "lwc/lwc.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Messages further apart than this in the array are never processed together. */
#define LWC_BATCH_WINDOW 64

/** The largest n of one call (the count of failures is returned as an int). */
#define LWC_BATCH_MAX INT_MAX

/** @brief One message of a batch. */
typedef struct {
    const uint8_t *key;   /**< this message's key (the row's key_bytes), or NULL for the call's shared key */
    const uint8_t *nonce; /**< the row's nonce_bytes */
    const uint8_t *ad;    /**< associated data (NULL when ad_len is 0) */
    size_t ad_len;
    const uint8_t *in;    /**< seal: the plaintext; open: the ciphertext without its tag */
    size_t len;           /**< bytes of in and of out */
    uint8_t *out;         /**< len bytes: seal: the ciphertext; open: the plaintext (wiped when refused) */
    uint8_t *tag;         /**< seal: the tag_bytes written here; open: the received tag, only read */
} lwc_batch_msg;

/**
 * @brief Seal n messages: msgs[i].out = ciphertext, msgs[i].tag = tag, as aead->encrypt would.
 * @param aead       a row of lwc_aeads
 * @param shared_key the key of every message whose key is NULL (may be NULL when each has its own)
 * @param msgs       n messages
 * @param n          1 .. LWC_BATCH_MAX
 * @param verdicts   n ints: verdicts[i] = LWC_OK, or the error of message i (LWC_ERR_NULL: a NULL it
 *                   cannot take, no key; LWC_ERR_OVERLAP) with nothing written for it
 * @return the number of messages whose verdict is not LWC_OK (0: all sealed); or, with nothing done,
 *         LWC_ERR_NULL (aead, msgs or verdicts NULL), LWC_ERR_LENGTH (n is 0 or above LWC_BATCH_MAX),
 *         LWC_ERR_OVERLAP (verdicts overlaps msgs)
 */
int lwc_batch_seal(const lwc_aead_t *aead, const uint8_t *shared_key, const lwc_batch_msg *msgs, size_t n,
                   int *verdicts);

/**
 * @brief Open n messages: check each tag (constant time) and release the plaintext of the authentic
 *        ones; a refused message's out is wiped.
 * @return as lwc_batch_seal; verdicts[i] = LWC_OK (plaintext in msgs[i].out), LWC_ERR_AUTH (tag
 *         mismatch: out wiped), or an argument error of message i (nothing written for it)
 */
int lwc_batch_open(const lwc_aead_t *aead, const uint8_t *shared_key, const lwc_batch_msg *msgs, size_t n,
                   int *verdicts);

#ifdef __cplusplus
}
#endif

#endif /* LWC_BATCH_H */
