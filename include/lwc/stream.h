/**
 * @file
 * @brief Streaming AEAD for data larger than RAM: the STREAM construction of Hoang, Reyhanitabar,
 * Rogaway and Vizár ("Online Authenticated-Encryption and its Nonce-Reuse Misuse-Resistance",
 * CRYPTO 2015) over any AEAD of the descriptor table lwc_aeads.
 *
 * A stream is a sequence of chunks; each chunk is one call of the AEAD under the stream's key with
 * the nonce
 *
 *     prefix (nonce_bytes - 5 bytes) || chunk index (32 bits, big-endian) || last flag (1 byte)
 *
 * (last flag 0x01 on the final chunk, 0x00 on every other), so a receiver that opens chunk i as
 * chunk i, and the final chunk as the final one, detects reordered, dropped, duplicated and forged
 * chunks, a stream cut short and data appended after its end. Prefix: 7 bytes for TinyJAMBU
 * (12-byte nonce), 11 bytes for Romulus (16-byte nonce). docs/streams.md specifies the format, the
 * limits (chunks per stream, streams per key) and the framing of a sealed file.
 *
 * Memory: one lwc_stream_ctx (a copy of the key, the nonce, the phase) plus the caller's buffer for
 * one chunk, whatever the length of the stream. Chunk lengths are the caller's (they may differ
 * from chunk to chunk; a format usually fixes one, see docs/streams.md); each chunk has its own
 * associated data (ad may be empty).
 *
 * Sending:   lwc_stream_seal_init, lwc_stream_seal for each chunk (LWC_STREAM_LAST on the final
 *            one), lwc_stream_end.
 * Receiving: lwc_stream_open_init, lwc_stream_open for each chunk as it arrives (LWC_STREAM_LAST when
 *            the transport says nothing follows), lwc_stream_end: LWC_OK only after the final chunk
 *            was opened, LWC_ERR_AUTH when the stream stopped before it (truncation).
 * lwc_stream_open releases a chunk's plaintext only when that chunk's tag verified: on a mismatch it
 * returns LWC_ERR_AUTH with the output wiped. During the call the output holds that chunk's
 * plaintext before it is verified with every AEAD but Romulus-T (TinyJAMBU, Romulus-N and
 * Romulus-M need the plaintext to compute the tag; Romulus-T checks the tag over the ciphertext first
 * and decrypts only a verified chunk), so m must not be memory that another agent reads while the
 * call runs (a DMA channel, a radio FIFO, shared memory). After a failed chunk the stream is dead:
 * the key is wiped and every later call returns LWC_ERR_STATE, so nothing after a forgery is ever
 * released. After the final chunk, further chunks return LWC_ERR_STATE (appended data).
 *
 * The AEAD's own rules hold for every chunk (in place c == m allowed, other overlaps
 * LWC_ERR_OVERLAP; NULL only with length 0). A prefix must never repeat under one key, and the keys
 * of streams must not also be used for single AEAD calls whose nonces could equal a chunk nonce.
 */
#include "lwc/subset.h" /* first as well: LWC_PROTECTED (lwc/lwc_built.h) decides the context's layout */
#ifndef LWC_STREAM_H
#define LWC_STREAM_H

#include "lwc/lwc.h"
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#include "lwc/masked.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_STREAM_INDEX_BYTES 4 /**< chunk index in the nonce: 32 bits, big-endian */
#define LWC_STREAM_FLAG_BYTES 1  /**< last-chunk flag in the nonce: 0x00, or 0x01 on the final chunk */
/** @brief Prefix bytes for an AEAD with nonce_bytes-byte nonces (7 for TinyJAMBU, 11 for Romulus). */
#define LWC_STREAM_PREFIX_BYTES(nonce_bytes) ((size_t)((nonce_bytes) - LWC_STREAM_INDEX_BYTES - LWC_STREAM_FLAG_BYTES))
#define LWC_STREAM_KEY_MAX_BYTES 32   /**< largest key of lwc_aeads */
#define LWC_STREAM_NONCE_MAX_BYTES 16 /**< largest nonce of lwc_aeads */
#define LWC_STREAM_TAG_MAX_BYTES 16   /**< largest tag of lwc_aeads (one per chunk) */

#define LWC_STREAM_MORE 0 /**< `last` argument: the chunk is not the final one */
#define LWC_STREAM_LAST 1 /**< `last` argument: the chunk is the final one (any non-zero value) */

/**
 * @brief State of one stream (either direction), in memory the caller provides. Treat as opaque;
 * lwc_stream_end wipes it. Fields: the AEAD row, a copy of the key, the nonce of the current chunk
 * (prefix || index || flag; see lwc_stream_index) and the phase.
 */
typedef struct {
    const lwc_aead_t *aead;                   /**< the AEAD of every chunk */
    uint8_t key[LWC_STREAM_KEY_MAX_BYTES];    /**< the key (aead->key_bytes of it) */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    /** a protected build (docs/protected.md), a row that runs masked: its masked key object instead of
     *  key (which stays zero), re-masked by every chunk */
    uint32_t masked_key[LWC_MASKED_KEY_MAX_BYTES / 4];
#endif
    uint8_t nonce[LWC_STREAM_NONCE_MAX_BYTES]; /**< prefix || index (lwc_stream_index) || flag */
    uint8_t phase;                            /**< sealing, opening, finished, failed (0: none) */
} lwc_stream_ctx;

/**
 * @brief Start sealing a stream.
 * @param s      the context to fill
 * @param aead   any row of lwc_aeads (its nonce must have room for index and flag: 6 bytes or more)
 * @param key    aead->key_bytes bytes (copied into s)
 * @param prefix LWC_STREAM_PREFIX_BYTES(aead->nonce_bytes) bytes, unique per stream under this key
 * @return LWC_OK, LWC_ERR_NULL (a NULL argument), LWC_ERR_LENGTH (a row whose sizes do not fit);
 *         in a protected build, LWC_ERR_RANDOM for a masked row without a random source (docs/protected.md)
 */
int lwc_stream_seal_init(lwc_stream_ctx *s, const lwc_aead_t *aead, const uint8_t *key, const uint8_t *prefix);

/**
 * @brief Start opening a stream sealed with the same AEAD, key and prefix.
 * @return as lwc_stream_seal_init
 */
int lwc_stream_open_init(lwc_stream_ctx *s, const lwc_aead_t *aead, const uint8_t *key, const uint8_t *prefix);

/**
 * @brief Seal the next chunk: c = E(m) (m_len bytes, c may equal m), tag = aead->tag_bytes bytes.
 * @param last LWC_STREAM_LAST for the final chunk (then only lwc_stream_end), else LWC_STREAM_MORE
 * @return LWC_OK; LWC_ERR_NULL (s NULL, or the AEAD's NULL rule); LWC_ERR_STATE (s not sealing:
 *         never initialized, opening, or past its final chunk); LWC_ERR_LENGTH (a non-final chunk
 *         at the last index, 2^32 - 1: that one must be final); the AEAD's LWC_ERR_OVERLAP. Nothing
 *         is written and the index does not move on an error.
 */
int lwc_stream_seal(lwc_stream_ctx *s, uint8_t *c, uint8_t *tag, const uint8_t *ad, size_t ad_len,
                    const uint8_t *m, size_t m_len, int last);

/**
 * @brief Open the next chunk: m = D(c), returned only when its tag verified as this chunk of this
 * stream (index, and final or not as `last` says); on LWC_ERR_AUTH m is wiped (it may hold
 * unverified plaintext during the call: see the file description).
 * @param last LWC_STREAM_LAST when nothing follows this chunk in the transport, else LWC_STREAM_MORE
 * @return LWC_OK; LWC_ERR_AUTH (m wiped; the stream is now dead: key wiped, later calls
 *         LWC_ERR_STATE); LWC_ERR_STATE (s not opening: never initialized, sealing, dead, or past its
 *         final chunk); LWC_ERR_LENGTH (a non-final chunk at the last index, 2^32 - 1, which no
 *         sender makes: the stream is dead as for LWC_ERR_AUTH, nothing written); LWC_ERR_NULL (s
 *         NULL, or the AEAD's NULL rule) and the AEAD's LWC_ERR_OVERLAP: nothing written, the
 *         stream stays usable.
 */
int lwc_stream_open(lwc_stream_ctx *s, uint8_t *m, const uint8_t *tag, const uint8_t *ad, size_t ad_len,
                    const uint8_t *c, size_t c_len, int last);

/**
 * @brief End a stream and wipe s (in every case).
 * @return LWC_OK when the final chunk was sealed or opened; LWC_ERR_AUTH when an opened stream
 *         stopped before its final chunk (truncated) or a chunk failed; LWC_ERR_STATE when a sealed
 *         stream has no final chunk yet, or s was not initialized; LWC_ERR_NULL (s NULL)
 */
int lwc_stream_end(lwc_stream_ctx *s);

/**
 * @brief Index of the chunk the stream is at: before each lwc_stream_seal / lwc_stream_open, the
 * index that chunk gets (0 for the first); after a chunk that failed to open, that chunk's index (to
 * report which one failed); after the final chunk, the final chunk's index (so a finished stream had
 * index + 1 chunks; there is no next chunk, and 2^32 chunks would not fit a next index).
 * @return the index, or 0 for a NULL or uninitialized context (and after lwc_stream_end)
 */
uint32_t lwc_stream_index(const lwc_stream_ctx *s);

#ifdef __cplusplus
}
#endif
#endif /* LWC_STREAM_H */
