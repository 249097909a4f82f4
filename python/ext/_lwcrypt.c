/* lwcrypt._lwcrypt: the CPython binding of the host C library (Python 3.9 and later).
 *
 * Everything goes through the descriptor tables of include/lwc/lwc.h (lwc_aeads, lwc_hashes,
 * lwc_ciphers). The pure-Python package (python/src/lwcrypt) builds the public API on three things:
 *   AeadKey        base type of the key-bound AEAD classes (lwcrypt.TinyJambu128, lwcrypt.RomulusN...):
 *                  the subclass names its algorithm with the class attribute `name`; the object holds
 *                  the key and, for TinyJAMBU, its key setup run once (lwc_tinyjambu_key_init);
 *   CipherContext  the expanded round keys of one block cipher, with ECB and the modes;
 *   hash()         a one-shot digest;
 *   HashContext    an incremental hash (the row's init / update / final), behind lwcrypt.Hash;
 *   XofContext     an extendable-output function (the row's init / absorb / squeeze; lwc_xofs), behind
 *                  lwcrypt.XOF;
 *   StreamContext  one STREAM stream (lwc/stream.h), sealing or opening, behind
 *                  lwcrypt.StreamEncryptor / StreamDecryptor;
 *   MaskedTinyJambu the masked TinyJAMBU key object of lwc/masked.h (its shares re-masked by every
 *                  call: one lock each), and set_random() / protected() / aead_random_bytes(), the
 *                  random source of the masked code and the protected profile's rows (docs/protected.md).
 *
 * Threads: the GIL is released while the C code runs. HashContext, XofContext and StreamContext change with
 * every call (that is what they are for), and so do MaskedTinyJambu and, in a protected build, the
 * TinyJAMBU key objects (their shares are re-masked by every call): each holds a lock, taken for the
 * whole call, so calls on one object from several threads run one after the other. Every other object is immutable once
 * constructed:
 * __init__ keys it once and refuses a second call (re-keying would free or rewrite the key material
 * under a call running in another thread), and nothing is freed before the object itself, which a
 * running method call keeps alive. Input buffers stay exported during the call (a bytearray cannot
 * be resized meanwhile); the batch calls copy the buffers that are not bytes instead (below).
 *
 * Byte arguments: any bytes-like object (bytes, bytearray, memoryview, array.array, ...), whatever
 * its item format (its raw bytes are used). A non-contiguous buffer (a strided memoryview) is first
 * copied into a contiguous one. Outputs are bytes.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <string.h>

#include "lwc/batch.h"
#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "lwc/modes.h"
#include "lwc/stream.h"

#if defined(__linux__)
#include <errno.h>
#include <sys/random.h>
#endif

#include <pythread.h>

static PyObject *Error;                 /* lwcrypt.Error: base class of our exceptions */
static PyObject *InvalidTag;            /* decryption: tag mismatch, nothing released */
static PyObject *UnknownAlgorithmError; /* a name not in the tables (also a ValueError) */

/* ---- helpers ------------------------------------------------------------------------------ */

/* The class name without its module ("RomulusN", "CipherContext"), for messages. */
static const char *type_name(PyObject *self)
{
    const char *name = Py_TYPE(self)->tp_name;
    const char *dot = strrchr(name, '.');
    return dot ? dot + 1 : name;
}

/* Raise for a non-zero LWC_* code; returns NULL for `return raise_lwc(...)`. */
static PyObject *raise_lwc(int rc, const char *who)
{
    if (rc == LWC_ERR_AUTH)
        PyErr_Format(InvalidTag,
                     "%s: authentication failed (wrong key, nonce or associated data, or modified data); "
                     "no plaintext released",
                     who);
    else if (rc == LWC_ERR_LENGTH || rc == LWC_ERR_NULL)
        PyErr_Format(PyExc_ValueError, "%s: %s", who, lwc_strerror(rc));
    else
        PyErr_Format(Error, "%s: %s (code %d)", who, lwc_strerror(rc), rc);
    return NULL;
}

static uint8_t empty_bytes[1];

/* Export `obj` as contiguous bytes into *view (release with PyBuffer_Release). None gives an empty
 * buffer when none_ok. A non-contiguous buffer is copied (the view then holds the copy). Errors name
 * the caller and the argument: "RomulusN.encrypt: nonce must be a bytes-like object, not str". */
static int get_bytes(PyObject *obj, Py_buffer *view, const char *who, const char *what, int none_ok)
{
    if (obj == Py_None && none_ok)
        return PyBuffer_FillInfo(view, NULL, empty_bytes, 0, 1, PyBUF_SIMPLE);
    if (!PyObject_CheckBuffer(obj)) {
        PyErr_Format(PyExc_TypeError, "%s: %s must be a bytes-like object%s, not %.80s", who, what,
                     none_ok ? " or None" : "", Py_TYPE(obj)->tp_name);
        view->obj = NULL;
        return -1;
    }
    if (PyObject_GetBuffer(obj, view, PyBUF_SIMPLE) == 0)
        return 0;
    if (!PyErr_ExceptionMatches(PyExc_BufferError))
        return -1;
    PyErr_Clear(); /* not C-contiguous: take a contiguous copy of its bytes, in logical order */
    PyObject *copy = PyMemoryView_GetContiguous(obj, PyBUF_READ, 'C');
    if (copy == NULL)
        return -1;
    int rc = PyObject_GetBuffer(copy, view, PyBUF_SIMPLE);
    Py_DECREF(copy); /* the view keeps it alive */
    return rc;
}

/* Release every buffer of a zero-initialised array (the ones never filled have obj == NULL). */
static void release_all(Py_buffer *views, size_t n)
{
    for (size_t i = 0; i < n; i++)
        PyBuffer_Release(&views[i]);
}

static int check_size(const char *who, const char *what, const Py_buffer *b, size_t want)
{
    if ((size_t)b->len != want) {
        PyErr_Format(PyExc_ValueError, "%s: %s must be %zu bytes, got %zd", who, what, want, b->len);
        return -1;
    }
    return 0;
}

/* ---- the tables --------------------------------------------------------------------------- */

PyDoc_STRVAR(table_doc, "table($module, /)\n--\n\n"
             "table() -> dict. The C descriptor tables: {'aead': [(name, key, nonce, tag)], 'hash': [(name, digest)],\n"
             "'cipher': [(name, key, block)], 'xof': [(name, customization_max)]}, sizes in bytes.");

static PyObject *py_table(PyObject *self, PyObject *noargs)
{
    (void)self;
    (void)noargs;
    PyObject *aeads = PyList_New(0), *hashes = PyList_New(0), *ciphers = PyList_New(0), *xofs = PyList_New(0);
    PyObject *row = NULL, *out = NULL;
    if (!aeads || !hashes || !ciphers || !xofs)
        goto done;
    for (size_t i = 0; i < lwc_aead_count; i++) {
        const lwc_aead_t *a = &lwc_aeads[i];
        row = Py_BuildValue("(siii)", a->name, a->key_bytes, a->nonce_bytes, a->tag_bytes);
        if (!row || PyList_Append(aeads, row) < 0)
            goto done;
        Py_CLEAR(row);
    }
    for (size_t i = 0; i < lwc_hash_count; i++) {
        row = Py_BuildValue("(si)", lwc_hashes[i].name, lwc_hashes[i].digest_bytes);
        if (!row || PyList_Append(hashes, row) < 0)
            goto done;
        Py_CLEAR(row);
    }
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        const lwc_cipher_t *c = &lwc_ciphers[i];
        row = Py_BuildValue("(sii)", c->name, c->key_bytes, c->block_bytes);
        if (!row || PyList_Append(ciphers, row) < 0)
            goto done;
        Py_CLEAR(row);
    }
    for (size_t i = 0; i < lwc_xof_count; i++) {
        row = Py_BuildValue("(si)", lwc_xofs[i].name, (int)lwc_xofs[i].customization_max);
        if (!row || PyList_Append(xofs, row) < 0)
            goto done;
        Py_CLEAR(row);
    }
    out = Py_BuildValue("{sOsOsOsO}", "aead", aeads, "hash", hashes, "cipher", ciphers, "xof", xofs);
done:
    Py_XDECREF(row);
    Py_XDECREF(xofs);
    Py_XDECREF(aeads);
    Py_XDECREF(hashes);
    Py_XDECREF(ciphers);
    return out;
}

/* ---- AEAD: a key bound to one algorithm --------------------------------------------------- */

#define AEAD_KEY_MAX 32 /* the largest key of lwc_aeads (TinyJAMBU-256); checked at construction */

typedef struct {
    PyObject_HEAD
    const lwc_aead_t *aead;     /* NULL until __init__ succeeded; never changes afterwards */
    int cached;                 /* 1: TinyJAMBU, encrypt and decrypt run from `setup` */
    lwc_tinyjambu_key setup;    /* TinyJAMBU's key setup, run once (the key cache of lwc/tinyjambu.h) */
    uint8_t key[AEAD_KEY_MAX];  /* the key (aead->key_bytes of it); wiped when the object is freed */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    PyThread_type_lock lock;    /* a protected build: `setup` holds shares re-masked by every call */
    /* ... and the other masked rows with a prepared key hold the key in it, in shares, not in `key` */
    int held;                   /* HELD_ASCON or HELD_ROMULUS_T, or 0 */
    lwc_ascon_aead128_key ascon;
    lwc_romulus_key romulus;
#endif
} AeadKeyObject;

#if defined(LWC_PROTECTED) && LWC_PROTECTED
enum { HELD_ASCON = 1, HELD_ROMULUS_T = 2 };

/* A protected row with a prepared key other than TinyJAMBU's: which one (0: none). */
static int held_kind(const lwc_aead_t *a)
{
    if (!lwc_aead_protected(a->name))
        return 0;
#if !defined(LWC_NO_ASCON)
    if (a->encrypt == lwc_ascon_aead128_encrypt)
        return HELD_ASCON;
#endif
#if !defined(LWC_NO_ROMULUS)
    if (a->encrypt == lwc_romulus_t_encrypt)
        return HELD_ROMULUS_T;
#endif
    return 0;
}
#endif

/* A protected build re-masks the shares of a TinyJAMBU key object in every call: one call at a time
 * (lock_object, below; a no-op in the other builds). */
static void lock_object(PyThread_type_lock lock);
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#define AEAD_KEY_LOCK(self)                 \
    do {                                    \
        if ((self)->lock != NULL)           \
            lock_object((self)->lock);      \
    } while (0)
#define AEAD_KEY_UNLOCK(self)                       \
    do {                                            \
        if ((self)->lock != NULL)                   \
            PyThread_release_lock((self)->lock);    \
    } while (0)
#else
#define AEAD_KEY_LOCK(self) ((void)0)
#define AEAD_KEY_UNLOCK(self) ((void)0)
#endif

static int is_tinyjambu(const lwc_aead_t *a)
{
    return a->encrypt == lwc_tinyjambu128_encrypt || a->encrypt == lwc_tinyjambu192_encrypt ||
           a->encrypt == lwc_tinyjambu256_encrypt;
}

static void AeadKey_dealloc(AeadKeyObject *self)
{
    lwc_wipe(self->key, sizeof self->key);
    lwc_wipe(&self->setup, sizeof self->setup);
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    lwc_wipe(&self->ascon, sizeof self->ascon);
    lwc_wipe(&self->romulus, sizeof self->romulus);
    if (self->lock)
        PyThread_free_lock(self->lock);
#endif
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int AeadKey_init(AeadKeyObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"key", NULL};
    const char *who = type_name((PyObject *)self);
    PyObject *key_obj;
    Py_buffer key = {0};
    int ret = -1;
    if (self->aead != NULL) {
        PyErr_Format(PyExc_TypeError,
                     "%s: the key is fixed when the object is created (create a new %s for another key)", who, who);
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:__init__", kwlist, &key_obj))
        return -1;
    PyObject *name = PyObject_GetAttrString((PyObject *)Py_TYPE(self), "name");
    const lwc_aead_t *a = NULL;
    if (name != NULL && PyUnicode_Check(name))
        a = lwc_aead_find(PyUnicode_AsUTF8(name));
    Py_XDECREF(name);
    PyErr_Clear();
    if (a == NULL) {
        PyErr_Format(PyExc_TypeError,
                     "%s has no algorithm (no `name` of the C table): use TinyJambu128, RomulusN, ... "
                     "or lwcrypt.aead(name, key)",
                     who);
        return -1;
    }
    if (get_bytes(key_obj, &key, who, "key", 0) < 0 || check_size(who, "key", &key, a->key_bytes) < 0)
        goto done;
    if (a->key_bytes > sizeof self->key) {
        PyErr_Format(Error, "%s: key of %d bytes does not fit the binding's %d", who, a->key_bytes, AEAD_KEY_MAX);
        goto done;
    }
    if (is_tinyjambu(a)) {
#if defined(LWC_PROTECTED) && LWC_PROTECTED
        if (self->lock == NULL && (self->lock = PyThread_allocate_lock()) == NULL) {
            PyErr_NoMemory();
            goto done;
        }
#endif
        int rc = lwc_tinyjambu_key_init(&self->setup, key.buf, (size_t)key.len);
        if (rc != LWC_OK) {
            raise_lwc(rc, who);
            goto done;
        }
        self->cached = 1;
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    } else if (held_kind(a) != 0) {
        if (self->lock == NULL && (self->lock = PyThread_allocate_lock()) == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        const int kind = held_kind(a);
        int rc = LWC_ERR_STATE;
#if !defined(LWC_NO_ASCON)
        if (kind == HELD_ASCON)
            rc = lwc_ascon_aead128_key_init(&self->ascon, key.buf, (size_t)key.len, LWC_ASCON_TAG_BYTES);
#endif
#if !defined(LWC_NO_ROMULUS)
        if (kind == HELD_ROMULUS_T)
            rc = lwc_romulus_key_init(&self->romulus, key.buf);
#endif
        if (rc != LWC_OK) {
            raise_lwc(rc, who);
            goto done;
        }
        self->held = kind;
#endif
    } else {
        memcpy(self->key, key.buf, a->key_bytes);
    }
    self->aead = a; /* last: the object is usable (and immutable) from here on */
    ret = 0;
done:
    PyBuffer_Release(&key);
    return ret;
}

/* One message with the object's key: TinyJAMBU's key cache, a protected build's other prepared keys
 * (in shares), or the row's one-shot function with the key. The caller holds the object's lock. */
static int aead_key_encrypt(AeadKeyObject *self, uint8_t *c, uint8_t *tag, const uint8_t *nonce, const uint8_t *ad,
                            size_t ad_len, const uint8_t *m, size_t m_len)
{
    if (self->cached)
        return lwc_tinyjambu_key_encrypt(&self->setup, c, tag, nonce, ad, ad_len, m, m_len);
#if defined(LWC_PROTECTED) && LWC_PROTECTED && !defined(LWC_NO_ASCON)
    if (self->held == HELD_ASCON)
        return lwc_ascon_aead128_key_encrypt(&self->ascon, c, tag, nonce, ad, ad_len, m, m_len);
#endif
#if defined(LWC_PROTECTED) && LWC_PROTECTED && !defined(LWC_NO_ROMULUS)
    if (self->held == HELD_ROMULUS_T)
        return lwc_romulus_t_key_encrypt(&self->romulus, c, tag, nonce, ad, ad_len, m, m_len);
#endif
    return self->aead->encrypt(c, tag, self->key, nonce, ad, ad_len, m, m_len);
}

static int aead_key_decrypt(AeadKeyObject *self, uint8_t *m, const uint8_t *tag, const uint8_t *nonce,
                            const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    if (self->cached)
        return lwc_tinyjambu_key_decrypt(&self->setup, m, tag, nonce, ad, ad_len, c, c_len);
#if defined(LWC_PROTECTED) && LWC_PROTECTED && !defined(LWC_NO_ASCON)
    if (self->held == HELD_ASCON)
        return lwc_ascon_aead128_key_decrypt(&self->ascon, m, tag, nonce, ad, ad_len, c, c_len);
#endif
#if defined(LWC_PROTECTED) && LWC_PROTECTED && !defined(LWC_NO_ROMULUS)
    if (self->held == HELD_ROMULUS_T)
        return lwc_romulus_t_key_decrypt(&self->romulus, m, tag, nonce, ad, ad_len, c, c_len);
#endif
    return self->aead->decrypt(m, tag, self->key, nonce, ad, ad_len, c, c_len);
}

/* The arguments of encrypt and decrypt: nonce (checked), data, associated_data (None: empty). */
enum { ARG_NONCE, ARG_DATA, ARG_AD, N_ARGS };

static int aead_args(AeadKeyObject *self, PyObject *args, PyObject *kwds, const char *who, Py_buffer views[N_ARGS])
{
    static char *kwlist[] = {"nonce", "data", "associated_data", NULL};
    PyObject *nonce, *data, *ad = Py_None;
    if (self->aead == NULL) {
        PyErr_Format(Error, "%s: object not initialised (no key)", who);
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO|O", kwlist, &nonce, &data, &ad))
        return -1;
    if (get_bytes(nonce, &views[ARG_NONCE], who, "nonce", 0) < 0 ||
        check_size(who, "nonce", &views[ARG_NONCE], self->aead->nonce_bytes) < 0 ||
        get_bytes(data, &views[ARG_DATA], who, "data", 0) < 0 ||
        get_bytes(ad, &views[ARG_AD], who, "associated_data", 1) < 0)
        return -1;
    return 0;
}

static PyObject *AeadKey_encrypt(AeadKeyObject *self, PyObject *args, PyObject *kwds)
{
    char who[96];
    PyOS_snprintf(who, sizeof who, "%s.encrypt", type_name((PyObject *)self));
    Py_buffer v[N_ARGS] = {{0}};
    PyObject *out = NULL;
    if (aead_args(self, args, kwds, who, v) < 0)
        goto done;
    const lwc_aead_t *a = self->aead;
    Py_ssize_t m_len = v[ARG_DATA].len;
    if (m_len > PY_SSIZE_T_MAX - a->tag_bytes) {
        PyErr_Format(PyExc_OverflowError, "%s: data too long", who);
        goto done;
    }
    out = PyBytes_FromStringAndSize(NULL, m_len + a->tag_bytes);
    if (out == NULL)
        goto done;
    uint8_t *c = (uint8_t *)PyBytes_AS_STRING(out);
    const uint8_t *nonce = v[ARG_NONCE].buf, *ad = v[ARG_AD].buf, *m = v[ARG_DATA].buf;
    size_t ad_len = (size_t)v[ARG_AD].len;
    int rc;
    AEAD_KEY_LOCK(self);
    Py_BEGIN_ALLOW_THREADS
    rc = aead_key_encrypt(self, c, c + m_len, nonce, ad, ad_len, m, (size_t)m_len);
    Py_END_ALLOW_THREADS
    AEAD_KEY_UNLOCK(self);
    if (rc != LWC_OK) {
        Py_CLEAR(out);
        raise_lwc(rc, who);
    }
done:
    release_all(v, N_ARGS);
    return out;
}

static PyObject *AeadKey_decrypt(AeadKeyObject *self, PyObject *args, PyObject *kwds)
{
    char who[96];
    PyOS_snprintf(who, sizeof who, "%s.decrypt", type_name((PyObject *)self));
    Py_buffer v[N_ARGS] = {{0}};
    PyObject *out = NULL;
    if (aead_args(self, args, kwds, who, v) < 0)
        goto done;
    const lwc_aead_t *a = self->aead;
    if ((size_t)v[ARG_DATA].len < a->tag_bytes) {
        PyErr_Format(PyExc_ValueError, "%s: data must hold at least the %d-byte tag, got %zd bytes", who,
                     a->tag_bytes, v[ARG_DATA].len);
        goto done;
    }
    size_t m_len = (size_t)v[ARG_DATA].len - a->tag_bytes;
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)m_len);
    if (out == NULL)
        goto done;
    uint8_t *m = (uint8_t *)PyBytes_AS_STRING(out);
    const uint8_t *nonce = v[ARG_NONCE].buf, *ad = v[ARG_AD].buf, *c = v[ARG_DATA].buf;
    size_t ad_len = (size_t)v[ARG_AD].len;
    int rc;
    AEAD_KEY_LOCK(self);
    Py_BEGIN_ALLOW_THREADS
    rc = aead_key_decrypt(self, m, c + m_len, nonce, ad, ad_len, c, m_len);
    Py_END_ALLOW_THREADS
    AEAD_KEY_UNLOCK(self);
    if (rc != LWC_OK) {
        lwc_wipe(m, m_len); /* the C library wiped it already; keep it so */
        Py_CLEAR(out);
        raise_lwc(rc, who);
    }
done:
    release_all(v, N_ARGS);
    return out;
}

/* ---- many messages per call: seal_many / open_many (lists), seal_packed / open_packed -------- *
 *
 * The GIL is held only to read the arguments and to build the results, each in one pass, and is
 * released once for the crypto of the whole batch, so that two threads' batches run in parallel for as
 * much of the call as possible. A bytes object is used in place: it is immutable, and the call keeps
 * it alive (the items are first taken into a tuple of the call's own, which another thread cannot
 * change). Any other buffer (bytearray, memoryview, array, mmap...) could be changed by another thread
 * while the GIL is released: it is copied once, into the call's arena, before the crypto; the tag is
 * checked on that copy and the plaintext decrypted from it (no double fetch). */

/* The copies of one call's non-bytes arguments. While items are read, a copied argument's pointer
 * holds its offset in the arena (which may move as it grows); arena_address turns it into an address
 * once every argument is read. */
typedef struct {
    uint8_t *buf;
    size_t len, cap;
} batch_arena;

static int arena_copy(batch_arena *ar, const void *p, size_t n, size_t *offset)
{
    if (n > ar->cap - ar->len) {
        if (n > (size_t)PY_SSIZE_T_MAX - ar->len) {
            PyErr_NoMemory();
            return -1;
        }
        size_t cap = ar->cap ? ar->cap : 256;
        while (cap - ar->len < n)
            cap = cap > (size_t)PY_SSIZE_T_MAX / 2 ? ar->len + n : 2 * cap;
        uint8_t *b = PyMem_Realloc(ar->buf, cap);
        if (b == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        ar->buf = b;
        ar->cap = cap;
    }
    memcpy(ar->buf + ar->len, p, n);
    *offset = ar->len;
    ar->len += n;
    return 0;
}

static void arena_free(batch_arena *ar)
{
    if (ar->buf != NULL)
        lwc_wipe(ar->buf, ar->len); /* the copies may hold plaintexts (sealing): none left in freed memory */
    PyMem_Free(ar->buf);
}

enum { COPIED_NONCE = 1, COPIED_AD = 2, COPIED_IN = 4 };

/* One bytes-like field of item i (field: "nonce", "data", "associated_data"; None allowed when
 * none_ok): a bytes object's own bytes, or a copy in the arena (*copied set, *p holds the offset).
 * The error message is formatted only on the error path. */
static int batch_field(PyObject *obj, const char *who, Py_ssize_t i, const char *field, int none_ok,
                       batch_arena *ar, const uint8_t **p, size_t *len, int *copied)
{
    *copied = 0;
    if (PyBytes_CheckExact(obj)) {
        *p = (const uint8_t *)PyBytes_AS_STRING(obj);
        *len = (size_t)PyBytes_GET_SIZE(obj);
        return 0;
    }
    if (obj == Py_None && none_ok) {
        *p = NULL;
        *len = 0;
        return 0;
    }
    Py_buffer view;
    if (!PyObject_CheckBuffer(obj) || PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) {
        PyErr_Clear(); /* again, with the message naming the item (and the copy of a strided buffer) */
        char what[64];
        if (i >= 0)
            PyOS_snprintf(what, sizeof what, "item %zd: %s", i, field);
        else
            PyOS_snprintf(what, sizeof what, "%s", field);
        if (get_bytes(obj, &view, who, what, none_ok) < 0)
            return -1;
    }
    size_t offset = 0;
    int rc = view.len == 0 ? 0 : arena_copy(ar, view.buf, (size_t)view.len, &offset);
    *len = (size_t)view.len;
    *p = view.len == 0 ? NULL : (const uint8_t *)(uintptr_t)offset;
    *copied = view.len != 0;
    PyBuffer_Release(&view);
    return rc;
}

static const uint8_t *arena_address(const batch_arena *ar, const uint8_t *p, int copied)
{
    return copied ? ar->buf + (uintptr_t)p : p;
}

/* The batch through the C library with the object's key, the GIL released for all of it. Returns
 * the number of messages whose verdict is not LWC_OK, or an LWC_* error of the call (nothing raised). */
static int batch_crypt(AeadKeyObject *self, const lwc_batch_msg *msgs, Py_ssize_t n, int *verdicts, int decrypt)
{
    const lwc_aead_t *a = self->aead;
    int failed = 0;
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    if (self->cached || self->held) {
        /* a protected build: the key exists only in the masked key object, message by message */
        AEAD_KEY_LOCK(self);
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < n; i++) {
            const lwc_batch_msg *x = &msgs[i];
            verdicts[i] = decrypt ? aead_key_decrypt(self, x->out, x->tag, x->nonce, x->ad, x->ad_len, x->in, x->len)
                                  : aead_key_encrypt(self, x->out, x->tag, x->nonce, x->ad, x->ad_len, x->in, x->len);
            failed += verdicts[i] != LWC_OK;
            if (verdicts[i] == LWC_ERR_RANDOM)
                failed = LWC_ERR_RANDOM; /* the call failed, not a message */
            if (failed < 0)
                break;
        }
        Py_END_ALLOW_THREADS
        AEAD_KEY_UNLOCK(self);
        return failed;
    }
#endif
    /* the key: TinyJAMBU objects keep it as the key words of their cached setup */
    uint8_t key[AEAD_KEY_MAX];
#if !(defined(LWC_PROTECTED) && LWC_PROTECTED)
    if (self->cached)
        for (unsigned w = 0; w < self->setup.key_words; w++)
            for (unsigned b = 0; b < 4; b++)
                key[4 * w + b] = (uint8_t)(self->setup.key[w] >> (8 * b));
    else
#endif
        memcpy(key, self->key, a->key_bytes);
    Py_BEGIN_ALLOW_THREADS
    failed = decrypt ? lwc_batch_open(a, key, msgs, (size_t)n, verdicts) : lwc_batch_seal(a, key, msgs, (size_t)n, verdicts);
    Py_END_ALLOW_THREADS
    lwc_wipe(key, sizeof key);
    return failed;
}

/* After batch_crypt: raise for a failure of the call or a verdict other than LWC_OK and (opening)
 * LWC_ERR_AUTH, which the argument checks make unreachable. */
static int batch_check(const char *who0, int failed, const int *verdicts, Py_ssize_t n, int decrypt)
{
    char who[112];
    PyOS_snprintf(who, sizeof who, "%s", who0);
    if (failed < 0) {
        raise_lwc(failed, who);
        return -1;
    }
    for (Py_ssize_t i = 0; failed > 0 && i < n; i++)
        if (verdicts[i] != LWC_OK && (verdicts[i] != LWC_ERR_AUTH || !decrypt)) {
            PyOS_snprintf(who + strlen(who), sizeof who - strlen(who), " (item %zd)", i);
            raise_lwc(verdicts[i], who);
            return -1;
        }
    return 0;
}

/* seal_many / open_many: a sequence of (nonce, data[, associated_data]) items. Every item is checked
 * (types, sizes) before anything is computed; an error names the item. open_many returns the
 * plaintext of each authentic item and None for each item whose tag does not verify (its output
 * wiped). */
static PyObject *aead_many(AeadKeyObject *self, PyObject *items, int decrypt)
{
    char who[96];
    PyOS_snprintf(who, sizeof who, "%s.%s", type_name((PyObject *)self), decrypt ? "open_many" : "seal_many");
    if (self->aead == NULL) {
        PyErr_Format(Error, "%s: object not initialised (no key)", who);
        return NULL;
    }
    const lwc_aead_t *a = self->aead;
    PyObject *seq = PySequence_Tuple(items); /* the call's own: another thread cannot drop an item */
    if (seq == NULL) {
        PyErr_Format(PyExc_TypeError, "%s: items must be a sequence of (nonce, data, associated_data) tuples, not %.80s",
                     who, Py_TYPE(items)->tp_name);
        return NULL;
    }
    const Py_ssize_t n = PyTuple_GET_SIZE(seq);
    PyObject *out = PyList_New(n);
    lwc_batch_msg *msgs = NULL;
    int *verdicts = NULL;
    uint8_t *copied = NULL;
    batch_arena ar = {NULL, 0, 0};
    if (out == NULL || n == 0)
        goto done;
    if ((size_t)n > SIZE_MAX / (sizeof *msgs + sizeof *verdicts + 1)) {
        PyErr_NoMemory();
        goto fail;
    }
    /* one allocation: messages, verdicts, which fields were copied */
    msgs = PyMem_Malloc((size_t)n * (sizeof *msgs + sizeof *verdicts + 1));
    if (msgs == NULL) {
        PyErr_NoMemory();
        goto fail;
    }
    verdicts = (int *)(void *)(msgs + n);
    copied = (uint8_t *)(verdicts + n);
    const size_t tag_bytes = a->tag_bytes;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyTuple_GET_ITEM(seq, i);
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) < 2 || PyTuple_GET_SIZE(item) > 3) {
            PyErr_Format(PyExc_TypeError, "%s: item %zd must be a tuple (nonce, data) or (nonce, data, associated_data), not %.80s",
                         who, i, Py_TYPE(item)->tp_name);
            goto fail;
        }
        lwc_batch_msg *m = &msgs[i];
        const uint8_t *nonce, *ad, *in;
        size_t nonce_len, ad_len, len;
        int c_nonce, c_ad, c_in;
        if (batch_field(PyTuple_GET_ITEM(item, 0), who, i, "nonce", 0, &ar, &nonce, &nonce_len, &c_nonce) < 0)
            goto fail;
        if (nonce_len != a->nonce_bytes) {
            PyErr_Format(PyExc_ValueError, "%s: item %zd: nonce must be %d bytes, got %zu", who, i, a->nonce_bytes,
                         nonce_len);
            goto fail;
        }
        if (batch_field(PyTuple_GET_ITEM(item, 1), who, i, "data", 0, &ar, &in, &len, &c_in) < 0 ||
            batch_field(PyTuple_GET_SIZE(item) == 3 ? PyTuple_GET_ITEM(item, 2) : Py_None, who, i, "associated_data", 1,
                        &ar, &ad, &ad_len, &c_ad) < 0)
            goto fail;
        if (decrypt && len < tag_bytes) {
            PyErr_Format(PyExc_ValueError, "%s: item %zd: data must hold at least the %d-byte tag, got %zu bytes", who, i,
                         a->tag_bytes, len);
            goto fail;
        }
        if (decrypt)
            len -= tag_bytes;
        else if (len > (size_t)PY_SSIZE_T_MAX - tag_bytes) {
            PyErr_Format(PyExc_OverflowError, "%s: item %zd: data too long", who, i);
            goto fail;
        }
        PyObject *result = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(decrypt ? len : len + tag_bytes));
        if (result == NULL)
            goto fail;
        PyList_SET_ITEM(out, i, result);
        uint8_t *o = (uint8_t *)PyBytes_AS_STRING(result);
        *m = (lwc_batch_msg){NULL, nonce, ad, ad_len, in, len, o, decrypt ? NULL : o + len};
        copied[i] = (uint8_t)((c_nonce ? COPIED_NONCE : 0) | (c_ad ? COPIED_AD : 0) | (c_in ? COPIED_IN : 0));
    }
    for (Py_ssize_t i = 0; i < n; i++) { /* the arena no longer moves: offsets to addresses */
        lwc_batch_msg *m = &msgs[i];
        m->nonce = arena_address(&ar, m->nonce, copied[i] & COPIED_NONCE);
        m->ad = arena_address(&ar, m->ad, copied[i] & COPIED_AD);
        m->in = arena_address(&ar, m->in, copied[i] & COPIED_IN);
        if (decrypt) /* the received tag follows the ciphertext, in the same (bytes or copied) buffer */
            m->tag = (uint8_t *)(uintptr_t)(m->in + m->len);
    }
    int failed = batch_crypt(self, msgs, n, verdicts, decrypt);
    if (batch_check(who, failed, verdicts, n, decrypt) < 0)
        goto fail;
    for (Py_ssize_t i = 0; failed > 0 && i < n; i++)
        if (verdicts[i] != LWC_OK) { /* LWC_ERR_AUTH: the output is wiped; released is None */
            Py_INCREF(Py_None);
            PyList_SetItem(out, i, Py_None); /* drops the wiped bytes */
        }
    goto done;
fail:
    Py_CLEAR(out);
done:
    arena_free(&ar);
    PyMem_Free(msgs);
    Py_DECREF(seq);
    return out;
}

/* seal_packed / open_packed: n messages of equal sizes in flat buffers. nonces: n * nonce_size bytes;
 * data: n * size bytes (seal: plaintexts of `size` bytes; open: sealed messages of `size` bytes, tag
 * included); associated_data: None or n * ad_size bytes. seal returns the n sealed messages, one
 * bytes object; open returns (plaintexts, verdicts): the n plaintexts in one bytes object (a forged
 * message's bytes zero) and a bytearray of n verdicts, 1 authentic, 0 forged. */
static PyObject *aead_packed(AeadKeyObject *self, PyObject *args, PyObject *kwds, int decrypt)
{
    static char *kwlist[] = {"nonces", "data", "size", "associated_data", "ad_size", NULL};
    char who[96];
    PyOS_snprintf(who, sizeof who, "%s.%s", type_name((PyObject *)self), decrypt ? "open_packed" : "seal_packed");
    if (self->aead == NULL) {
        PyErr_Format(Error, "%s: object not initialised (no key)", who);
        return NULL;
    }
    const lwc_aead_t *a = self->aead;
    PyObject *nonces_obj, *data_obj, *ad_obj = Py_None;
    Py_ssize_t size, ad_size = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOn|On", kwlist, &nonces_obj, &data_obj, &size, &ad_obj, &ad_size))
        return NULL;
    batch_arena ar = {NULL, 0, 0};
    const uint8_t *nonces, *data, *ad;
    size_t nonces_len, data_len, ad_len;
    int c_nonces, c_data, c_ad;
    PyObject *out = NULL, *verdict_bytes = NULL, *ret = NULL;
    lwc_batch_msg *msgs = NULL;
    if (batch_field(nonces_obj, who, -1, "nonces", 0, &ar, &nonces, &nonces_len, &c_nonces) < 0 ||
        batch_field(data_obj, who, -1, "data", 0, &ar, &data, &data_len, &c_data) < 0 ||
        batch_field(ad_obj, who, -1, "associated_data", 1, &ar, &ad, &ad_len, &c_ad) < 0)
        goto done;
    const size_t tag_bytes = a->tag_bytes;
    if (nonces_len % a->nonce_bytes != 0) {
        PyErr_Format(PyExc_ValueError, "%s: nonces must be a whole number of %d-byte nonces, got %zu bytes", who,
                     a->nonce_bytes, nonces_len);
        goto done;
    }
    const size_t n = nonces_len / a->nonce_bytes;
    if (size < 0 || (decrypt && (size_t)size < tag_bytes)) {
        PyErr_Format(PyExc_ValueError, "%s: size must be %s, got %zd", who,
                     decrypt ? "at least the tag size" : "0 or more", size);
        goto done;
    }
    if (ad_size < 0 || (ad_obj == Py_None && ad_size != 0)) {
        PyErr_Format(PyExc_ValueError, "%s: ad_size must be 0 or more, and 0 when associated_data is None, got %zd",
                     who, ad_size);
        goto done;
    }
    if ((n != 0 && (size_t)size > data_len / n) || data_len != n * (size_t)size) {
        PyErr_Format(PyExc_ValueError, "%s: data must be %zu messages of size %zd (as many as nonces), got %zu bytes",
                     who, n, size, data_len);
        goto done;
    }
    if ((n != 0 && (size_t)ad_size > ad_len / n) || ad_len != n * (size_t)ad_size) {
        PyErr_Format(PyExc_ValueError,
                     "%s: associated_data must be %zu pieces of ad_size %zd (as many as nonces), got %zu bytes", who, n,
                     ad_size, ad_len);
        goto done;
    }
    const size_t len = decrypt ? (size_t)size - tag_bytes : (size_t)size;
    const size_t out_size = decrypt ? len : len + tag_bytes;
    if (n != 0 && out_size > (size_t)PY_SSIZE_T_MAX / n) {
        PyErr_Format(PyExc_OverflowError, "%s: data too long", who);
        goto done;
    }
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(n * out_size));
    if (decrypt && out != NULL)
        verdict_bytes = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)n);
    if (out == NULL || (decrypt && verdict_bytes == NULL))
        goto done;
    if (n > 0) {
        if (n > SIZE_MAX / (sizeof *msgs + sizeof(int))) {
            PyErr_NoMemory();
            goto done;
        }
        msgs = PyMem_Malloc(n * (sizeof *msgs + sizeof(int)));
        if (msgs == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        int *verdicts = (int *)(void *)(msgs + n);
        nonces = arena_address(&ar, nonces, c_nonces);
        data = arena_address(&ar, data, c_data);
        ad = arena_address(&ar, ad, c_ad);
        uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
        for (size_t i = 0; i < n; i++) {
            const uint8_t *in = data + i * (size_t)size;
            uint8_t *mo = o + i * out_size;
            msgs[i] = (lwc_batch_msg){NULL, nonces + i * a->nonce_bytes, ad_size ? ad + i * (size_t)ad_size : NULL,
                                      (size_t)ad_size, in, len, mo,
                                      decrypt ? (uint8_t *)(uintptr_t)(in + len) : mo + len};
        }
        int failed = batch_crypt(self, msgs, (Py_ssize_t)n, verdicts, decrypt);
        if (batch_check(who, failed, verdicts, (Py_ssize_t)n, decrypt) < 0)
            goto done;
        if (decrypt) {
            char *v = PyByteArray_AS_STRING(verdict_bytes);
            for (size_t i = 0; i < n; i++)
                v[i] = verdicts[i] == LWC_OK;
        }
    }
    if (decrypt)
        ret = PyTuple_Pack(2, out, verdict_bytes);
    else {
        ret = out;
        out = NULL;
    }
done:
    Py_XDECREF(out);
    Py_XDECREF(verdict_bytes);
    arena_free(&ar);
    PyMem_Free(msgs);
    return ret;
}

static PyObject *AeadKey_seal_many(AeadKeyObject *self, PyObject *items)
{
    return aead_many(self, items, 0);
}

static PyObject *AeadKey_open_many(AeadKeyObject *self, PyObject *items)
{
    return aead_many(self, items, 1);
}

static PyObject *AeadKey_seal_packed(AeadKeyObject *self, PyObject *args, PyObject *kwds)
{
    return aead_packed(self, args, kwds, 0);
}

static PyObject *AeadKey_open_packed(AeadKeyObject *self, PyObject *args, PyObject *kwds)
{
    return aead_packed(self, args, kwds, 1);
}

static PyObject *AeadKey_cached(AeadKeyObject *self, void *closure)
{
    (void)closure;
    return PyBool_FromLong(self->cached);
}

static PyMethodDef AeadKey_methods[] = {
    {"encrypt", (PyCFunction)(void (*)(void))AeadKey_encrypt, METH_VARARGS | METH_KEYWORDS,
     "encrypt($self, /, nonce, data, associated_data=None)\n--\n\n"
     "encrypt(nonce, data, associated_data=None) -> bytes\n\n"
     "Encrypt and authenticate data; returns ciphertext || tag (len(data) + tag_size bytes).\n"
     "associated_data is authenticated, not encrypted. Never reuse a nonce under one key."},
    {"decrypt", (PyCFunction)(void (*)(void))AeadKey_decrypt, METH_VARARGS | METH_KEYWORDS,
     "decrypt($self, /, nonce, data, associated_data=None)\n--\n\n"
     "decrypt(nonce, data, associated_data=None) -> bytes\n\n"
     "Check the tag of data (ciphertext || tag) and decrypt it. Raises lwcrypt.InvalidTag when the\n"
     "tag does not match: no plaintext is released."},
    {"seal_many", (PyCFunction)AeadKey_seal_many, METH_O,
     "seal_many($self, items, /)\n--\n\n"
     "seal_many(items) -> list of bytes\n\n"
     "Encrypt many messages in one call: items is a sequence of (nonce, data) or (nonce, data,\n"
     "associated_data) tuples; returns ciphertext || tag of each, in order (the same bytes as\n"
     "encrypt). One call of the C batch (lwc/batch.h), the GIL released during it."},
    {"open_many", (PyCFunction)AeadKey_open_many, METH_O,
     "open_many($self, items, /)\n--\n\n"
     "open_many(items) -> list of (bytes or None)\n\n"
     "Decrypt many messages in one call: items is a sequence of (nonce, sealed) or (nonce, sealed,\n"
     "associated_data) tuples; returns the plaintext of each item whose tag verifies and None for\n"
     "each item whose tag does not (nothing of it released). Wrong sizes or types raise before\n"
     "anything is decrypted. The GIL is released during the C batch call."},
    {"seal_packed", (PyCFunction)(void (*)(void))AeadKey_seal_packed, METH_VARARGS | METH_KEYWORDS,
     "seal_packed($self, /, nonces, data, size, associated_data=None, ad_size=0)\n--\n\n"
     "seal_packed(nonces, data, size, associated_data=None, ad_size=0) -> bytes\n\n"
     "Encrypt n messages of equal sizes given in flat buffers: nonces holds n nonces, data n\n"
     "plaintexts of size bytes, associated_data None or n pieces of ad_size bytes. Returns the n\n"
     "sealed messages (ciphertext || tag, size + tag_size bytes each) in one bytes object."},
    {"open_packed", (PyCFunction)(void (*)(void))AeadKey_open_packed, METH_VARARGS | METH_KEYWORDS,
     "open_packed($self, /, nonces, data, size, associated_data=None, ad_size=0)\n--\n\n"
     "open_packed(nonces, data, size, associated_data=None, ad_size=0) -> (bytes, bytearray)\n\n"
     "Decrypt n sealed messages of equal sizes given in flat buffers: nonces holds n nonces, data n\n"
     "sealed messages of size bytes (tag included), associated_data None or n pieces of ad_size bytes.\n"
     "Returns (plaintexts, verdicts): the n plaintexts (size - tag_size bytes each) in one bytes object,\n"
     "and a bytearray of n verdicts, 1 where the tag verified, 0 where not (that plaintext's bytes\n"
     "are zero: nothing of it released)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef AeadKey_getset[] = {
    {"cached_key_setup", (getter)AeadKey_cached, NULL,
     "True when the key setup ran once at construction and every call starts from it (TinyJAMBU)", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject AeadKeyType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "lwcrypt._lwcrypt.AeadKey",
    .tp_basicsize = sizeof(AeadKeyObject),
    .tp_dealloc = (destructor)AeadKey_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "AeadKey(key)\n--\n\nAeadKey(key): base of the key-bound AEAD classes; the subclass's `name` picks the algorithm.",
    .tp_methods = AeadKey_methods,
    .tp_getset = AeadKey_getset,
    .tp_init = (initproc)AeadKey_init,
    .tp_new = PyType_GenericNew,
};

/* ---- hash --------------------------------------------------------------------------------- */

PyDoc_STRVAR(hash_doc, "hash($module, name, data, /)\n--\n\nhash(name, data) -> digest (one shot)");

static PyObject *py_hash(PyObject *self, PyObject *args)
{
    (void)self;
    const char *name;
    PyObject *data_obj;
    Py_buffer data = {0};
    PyObject *out = NULL;
    if (!PyArg_ParseTuple(args, "sO:hash", &name, &data_obj))
        return NULL;
    const lwc_hash_t *h = lwc_hash_find(name);
    if (h == NULL) {
        PyErr_Format(UnknownAlgorithmError, "unknown hash '%s'", name);
        return NULL;
    }
    if (get_bytes(data_obj, &data, name, "data", 0) < 0)
        goto done;
    out = PyBytes_FromStringAndSize(NULL, h->digest_bytes);
    if (out == NULL)
        goto done;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = h->hash((uint8_t *)PyBytes_AS_STRING(out), data.buf, (size_t)data.len);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        Py_CLEAR(out);
        raise_lwc(rc, name);
    }
done:
    PyBuffer_Release(&data);
    return out;
}

/* ---- block ciphers: a keyed context object ------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    const lwc_cipher_t *cipher; /* NULL until __init__ succeeded; never changes afterwards */
    void *ctx;                  /* cipher->ctx_bytes of round keys; wiped and freed with the object */
} CipherObject;

static void Cipher_dealloc(CipherObject *self)
{
    if (self->ctx) {
        lwc_wipe(self->ctx, self->cipher->ctx_bytes);
        PyMem_Free(self->ctx);
    }
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Cipher_init(CipherObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"name", "key", NULL};
    const char *name;
    PyObject *key_obj;
    Py_buffer key = {0};
    int ret = -1;
    if (self->cipher != NULL) {
        PyErr_Format(PyExc_TypeError,
                     "%s: the key is fixed when the object is created (create a new cipher for another key)",
                     self->cipher->name);
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "sO:CipherContext", kwlist, &name, &key_obj))
        return -1;
    const lwc_cipher_t *c = lwc_cipher_find(name);
    if (c == NULL) {
        PyErr_Format(UnknownAlgorithmError, "unknown block cipher '%s'", name);
        return -1;
    }
    if (get_bytes(key_obj, &key, name, "key", 0) < 0 || check_size(name, "key", &key, c->key_bytes) < 0)
        goto done;
    void *ctx = PyMem_Calloc(1, c->ctx_bytes);
    if (ctx == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    int rc = c->set_key(ctx, key.buf);
    if (rc != LWC_OK) {
        lwc_wipe(ctx, c->ctx_bytes);
        PyMem_Free(ctx);
        raise_lwc(rc, name);
        goto done;
    }
    self->ctx = ctx;
    self->cipher = c; /* last: the object is usable (and immutable) from here on */
    ret = 0;
done:
    PyBuffer_Release(&key);
    return ret;
}

static int cipher_ready(CipherObject *self)
{
    if (self->cipher == NULL) {
        PyErr_SetString(Error, "cipher object not initialised (no key)");
        return -1;
    }
    return 0;
}

/* ECB over a whole number of blocks (one block is the common case). */
static PyObject *cipher_ecb(CipherObject *self, PyObject *args, int decrypt)
{
    PyObject *in_obj;
    Py_buffer in = {0};
    PyObject *out = NULL;
    if (cipher_ready(self) < 0 || !PyArg_ParseTuple(args, "O", &in_obj))
        return NULL;
    const lwc_cipher_t *c = self->cipher;
    if (get_bytes(in_obj, &in, c->name, "data", 0) < 0)
        goto done;
    size_t bs = c->block_bytes;
    if (in.len == 0 || (size_t)in.len % bs != 0) {
        PyErr_Format(PyExc_ValueError, "%s: input must be a non-empty multiple of the %zu-byte block, got %zd bytes",
                     c->name, bs, in.len);
        goto done;
    }
    out = PyBytes_FromStringAndSize(NULL, in.len);
    if (out == NULL)
        goto done;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = (decrypt ? lwc_ecb_decrypt : lwc_ecb_encrypt)(c, self->ctx, o, in.buf, (size_t)in.len);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        Py_CLEAR(out);
        raise_lwc(rc, c->name);
    }
done:
    PyBuffer_Release(&in);
    return out;
}

static PyObject *Cipher_ecb_encrypt(CipherObject *self, PyObject *args) { return cipher_ecb(self, args, 0); }
static PyObject *Cipher_ecb_decrypt(CipherObject *self, PyObject *args) { return cipher_ecb(self, args, 1); }

typedef int (*iv_mode_fn)(const lwc_cipher_t *, const void *, const uint8_t *, uint8_t *, const uint8_t *, size_t);

static const struct {
    const char *name;
    iv_mode_fn fn;
} iv_modes[] = {
    {"cbc-encrypt", lwc_cbc_encrypt}, {"cbc-decrypt", lwc_cbc_decrypt}, {"ctr", lwc_ctr_crypt},
    {"ofb", lwc_ofb_crypt},           {"cfb-encrypt", lwc_cfb_encrypt}, {"cfb-decrypt", lwc_cfb_decrypt},
};

/* mode(op, iv, data): CBC, CTR, OFB, CFB with a one-block IV / initial counter. */
static PyObject *Cipher_mode(CipherObject *self, PyObject *args)
{
    const char *op;
    PyObject *iv_obj, *in_obj;
    Py_buffer v[2] = {{0}};
    PyObject *out = NULL;
    iv_mode_fn fn = NULL;
    if (cipher_ready(self) < 0 || !PyArg_ParseTuple(args, "sOO:mode", &op, &iv_obj, &in_obj))
        return NULL;
    const lwc_cipher_t *c = self->cipher;
    for (size_t i = 0; i < sizeof iv_modes / sizeof iv_modes[0]; i++)
        if (strcmp(iv_modes[i].name, op) == 0)
            fn = iv_modes[i].fn;
    if (fn == NULL) {
        PyErr_Format(PyExc_ValueError, "unknown mode operation '%s'", op);
        return NULL;
    }
    if (get_bytes(iv_obj, &v[0], c->name, "IV", 0) < 0 || check_size(c->name, "IV", &v[0], c->block_bytes) < 0 ||
        get_bytes(in_obj, &v[1], c->name, "data", 0) < 0)
        goto done;
    out = PyBytes_FromStringAndSize(NULL, v[1].len);
    if (out == NULL)
        goto done;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = fn(c, self->ctx, v[0].buf, (uint8_t *)PyBytes_AS_STRING(out), v[1].buf, (size_t)v[1].len);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        Py_CLEAR(out);
        raise_lwc(rc, c->name);
    }
done:
    release_all(v, 2);
    return out;
}

static PyObject *Cipher_cmac(CipherObject *self, PyObject *args)
{
    PyObject *in_obj;
    Py_buffer in = {0};
    PyObject *out = NULL;
    if (cipher_ready(self) < 0 || !PyArg_ParseTuple(args, "O:cmac", &in_obj))
        return NULL;
    const lwc_cipher_t *c = self->cipher;
    if (get_bytes(in_obj, &in, c->name, "data", 0) < 0)
        goto done;
    out = PyBytes_FromStringAndSize(NULL, c->block_bytes);
    if (out == NULL)
        goto done;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = lwc_cmac(c, self->ctx, (uint8_t *)PyBytes_AS_STRING(out), in.buf, (size_t)in.len);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        Py_CLEAR(out);
        raise_lwc(rc, c->name);
    }
done:
    PyBuffer_Release(&in);
    return out;
}

/* aead(op, nonce, associated_data, data, tag_len): "ccm-encrypt"/"gcm-encrypt" return data || tag;
 * "ccm-decrypt"/"gcm-decrypt" take ciphertext || tag and raise InvalidTag on a mismatch.
 * associated_data may be None. */
static PyObject *Cipher_aead(CipherObject *self, PyObject *args)
{
    const char *op;
    PyObject *nonce_obj, *ad_obj, *in_obj;
    Py_buffer v[3] = {{0}}; /* nonce, associated data, data */
    Py_ssize_t tag_len;
    PyObject *out = NULL;
    if (cipher_ready(self) < 0 || !PyArg_ParseTuple(args, "sOOOn:aead", &op, &nonce_obj, &ad_obj, &in_obj, &tag_len))
        return NULL;
    const lwc_cipher_t *c = self->cipher;
    int gcm = strncmp(op, "gcm-", 4) == 0, ccm = strncmp(op, "ccm-", 4) == 0;
    int decrypt = (gcm || ccm) && strcmp(op + 4, "decrypt") == 0;
    if (!(gcm || ccm) || (!decrypt && strcmp(op + 4, "encrypt") != 0)) {
        PyErr_Format(PyExc_ValueError, "unknown mode operation '%s'", op);
        return NULL;
    }
    if (tag_len < 0 || tag_len > 16) {
        PyErr_Format(PyExc_ValueError, "%s: tag length %zd out of range", c->name, tag_len);
        return NULL;
    }
    if (get_bytes(nonce_obj, &v[0], c->name, gcm ? "IV" : "nonce", 0) < 0 ||
        get_bytes(ad_obj, &v[1], c->name, "associated_data", 1) < 0 || get_bytes(in_obj, &v[2], c->name, "data", 0) < 0)
        goto done;
    size_t t = (size_t)tag_len, n = (size_t)v[2].len;
    if (decrypt) {
        if (n < t) {
            PyErr_Format(PyExc_ValueError, "%s: data must hold at least the %zd-byte tag, got %zu bytes", c->name,
                         tag_len, n);
            goto done;
        }
        n -= t;
    } else if (n > (size_t)PY_SSIZE_T_MAX - t) {
        PyErr_Format(PyExc_OverflowError, "%s: data too long", c->name);
        goto done;
    }
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(decrypt ? n : n + t));
    if (out == NULL)
        goto done;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    const uint8_t *nonce = v[0].buf, *ad = v[1].buf, *i = v[2].buf;
    size_t nonce_len = (size_t)v[0].len, ad_len = (size_t)v[1].len;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    if (gcm && decrypt)
        rc = lwc_gcm_decrypt(c, self->ctx, nonce, nonce_len, ad, ad_len, o, i + n, t, i, n);
    else if (gcm)
        rc = lwc_gcm_encrypt(c, self->ctx, nonce, nonce_len, ad, ad_len, o, o + n, t, i, n);
    else if (decrypt)
        rc = lwc_ccm_decrypt(c, self->ctx, nonce, nonce_len, ad, ad_len, o, i + n, t, i, n);
    else
        rc = lwc_ccm_encrypt(c, self->ctx, nonce, nonce_len, ad, ad_len, o, o + n, t, i, n);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        if (decrypt)
            lwc_wipe(o, n);
        Py_CLEAR(out);
        raise_lwc(rc, c->name);
    }
done:
    release_all(v, 3);
    return out;
}

static PyObject *Cipher_name(CipherObject *self, void *closure)
{
    (void)closure;
    if (self->cipher == NULL)
        Py_RETURN_NONE;
    return PyUnicode_FromString(self->cipher->name);
}

static PyMethodDef Cipher_methods[] = {
    {"ecb_encrypt", (PyCFunction)Cipher_ecb_encrypt, METH_VARARGS,
     "ecb_encrypt($self, data, /)\n--\n\n"
     "ecb_encrypt(data) -> bytes: encrypt whole blocks independently (len(data) a multiple of the block)."},
    {"ecb_decrypt", (PyCFunction)Cipher_ecb_decrypt, METH_VARARGS,
     "ecb_decrypt($self, data, /)\n--\n\n"
     "ecb_decrypt(data) -> bytes: decrypt whole blocks independently."},
    {"mode", (PyCFunction)Cipher_mode, METH_VARARGS,
     "mode($self, op, iv, data, /)\n--\n\n"
     "mode(op, iv, data) -> bytes: op is cbc-encrypt, cbc-decrypt, ctr, ofb, cfb-encrypt or cfb-decrypt."},
    {"cmac", (PyCFunction)Cipher_cmac, METH_VARARGS, "cmac($self, data, /)\n--\n\ncmac(data) -> tag (one block)."},
    {"aead", (PyCFunction)Cipher_aead, METH_VARARGS,
     "aead($self, op, nonce, associated_data, data, tag_len, /)\n--\n\n"
     "aead(op, nonce, associated_data, data, tag_len) -> bytes: op is ccm-encrypt, ccm-decrypt, gcm-encrypt or\n"
     "gcm-decrypt; associated_data may be None."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Cipher_getset[] = {
    {"name", (getter)Cipher_name, NULL, "algorithm name", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CipherType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "lwcrypt._lwcrypt.CipherContext",
    .tp_basicsize = sizeof(CipherObject),
    .tp_dealloc = (destructor)Cipher_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "CipherContext(name, key)\n--\n\nCipherContext(name, key): expanded round keys of one block cipher (wiped when freed); keyed once.",
    .tp_methods = Cipher_methods,
    .tp_getset = Cipher_getset,
    .tp_init = (initproc)Cipher_init,
    .tp_new = PyType_GenericNew,
};

/* ---- objects whose state changes: one lock each ------------------------------------------------ */

/* Take `lock` without holding the GIL while waiting (another thread may hold the lock and need the
 * GIL to finish). */
static void lock_object(PyThread_type_lock lock)
{
    if (!PyThread_acquire_lock(lock, NOWAIT_LOCK)) {
        Py_BEGIN_ALLOW_THREADS
        PyThread_acquire_lock(lock, WAIT_LOCK);
        Py_END_ALLOW_THREADS
    }
}

/* ---- incremental hash ----------------------------------------------------------------------------
 * HashContext(name): the row's init / update / final over a context that lives in C. digest()
 * finishes a copy, so the computation goes on (hashlib's behaviour); copy() forks it. */

typedef struct {
    PyObject_HEAD
    const lwc_hash_t *hash; /* NULL until __init__ succeeded; never changes afterwards */
    uint8_t *ctx;           /* hash->ctx_bytes; wiped and freed with the object */
    PyThread_type_lock lock;
} HashObject;

static PyTypeObject HashType;

static void Hash_dealloc(HashObject *self)
{
    if (self->ctx) {
        lwc_wipe(self->ctx, self->hash->ctx_bytes);
        PyMem_Free(self->ctx);
    }
    if (self->lock)
        PyThread_free_lock(self->lock);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Make self a hash-h object whose state is `state` (or h->init's when NULL): context and lock first,
 * self->hash last, so a failure leaves self uninitialised and nothing allocated. */
static int hash_setup(HashObject *self, const lwc_hash_t *h, const uint8_t *state)
{
    uint8_t *ctx = PyMem_Calloc(1, h->ctx_bytes);
    PyThread_type_lock lock = ctx ? PyThread_allocate_lock() : NULL;
    if (lock == NULL) {
        PyMem_Free(ctx);
        PyErr_NoMemory();
        return -1;
    }
    int rc = LWC_OK;
    if (state != NULL)
        memcpy(ctx, state, h->ctx_bytes);
    else
        rc = h->init(ctx);
    if (rc != LWC_OK) {
        PyMem_Free(ctx);
        PyThread_free_lock(lock);
        raise_lwc(rc, h->name);
        return -1;
    }
    self->ctx = ctx;
    self->lock = lock;
    self->hash = h;
    return 0;
}

static int Hash_init(HashObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"name", NULL};
    const char *name;
    if (self->hash != NULL) {
        PyErr_Format(PyExc_TypeError, "%s: a hash object is initialised once (use copy() to fork it)",
                     self->hash->name);
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "s:HashContext", kwlist, &name))
        return -1;
    const lwc_hash_t *h = lwc_hash_find(name);
    if (h == NULL) {
        PyErr_Format(UnknownAlgorithmError, "unknown hash '%s'", name);
        return -1;
    }
    return hash_setup(self, h, NULL);
}

static int hash_ready(HashObject *self)
{
    if (self->hash == NULL) {
        PyErr_SetString(Error, "hash object not initialised");
        return -1;
    }
    return 0;
}

static PyObject *Hash_update(HashObject *self, PyObject *args)
{
    PyObject *data_obj;
    Py_buffer data = {0};
    if (hash_ready(self) < 0 || !PyArg_ParseTuple(args, "O:update", &data_obj))
        return NULL;
    if (get_bytes(data_obj, &data, self->hash->name, "data", 0) < 0)
        return NULL;
    int rc;
    lock_object(self->lock);
    Py_BEGIN_ALLOW_THREADS
    rc = self->hash->update(self->ctx, data.buf, (size_t)data.len);
    Py_END_ALLOW_THREADS
    PyThread_release_lock(self->lock);
    PyBuffer_Release(&data);
    if (rc != LWC_OK)
        return raise_lwc(rc, self->hash->name);
    Py_RETURN_NONE;
}

static PyObject *Hash_digest(HashObject *self, PyObject *noargs)
{
    (void)noargs;
    if (hash_ready(self) < 0)
        return NULL;
    const lwc_hash_t *h = self->hash;
    uint8_t *copy = PyMem_Malloc(h->ctx_bytes);
    PyObject *out = copy ? PyBytes_FromStringAndSize(NULL, h->digest_bytes) : PyErr_NoMemory();
    if (out != NULL) {
        lock_object(self->lock);
        memcpy(copy, self->ctx, h->ctx_bytes);
        PyThread_release_lock(self->lock);
        int rc = h->final(copy, (uint8_t *)PyBytes_AS_STRING(out));
        if (rc != LWC_OK) {
            Py_CLEAR(out);
            raise_lwc(rc, h->name);
        }
    }
    if (copy) {
        lwc_wipe(copy, h->ctx_bytes);
        PyMem_Free(copy);
    }
    return out;
}

static PyObject *Hash_copy(HashObject *self, PyObject *noargs)
{
    (void)noargs;
    if (hash_ready(self) < 0)
        return NULL;
    HashObject *other = (HashObject *)HashType.tp_alloc(&HashType, 0);
    uint8_t *state = PyMem_Malloc(self->hash->ctx_bytes);
    int rc = -1;
    if (other != NULL && state != NULL) {
        lock_object(self->lock);
        memcpy(state, self->ctx, self->hash->ctx_bytes);
        PyThread_release_lock(self->lock);
        rc = hash_setup(other, self->hash, state);
        lwc_wipe(state, self->hash->ctx_bytes);
    } else if (other != NULL) {
        PyErr_NoMemory();
    }
    PyMem_Free(state);
    if (rc < 0) {
        Py_XDECREF(other);
        return NULL;
    }
    return (PyObject *)other;
}

static PyObject *Hash_name(HashObject *self, void *closure)
{
    (void)closure;
    if (self->hash == NULL)
        Py_RETURN_NONE;
    return PyUnicode_FromString(self->hash->name);
}

static PyMethodDef Hash_methods[] = {
    {"update", (PyCFunction)Hash_update, METH_VARARGS, "update($self, data, /)\n--\n\nupdate(data): absorb more message bytes."},
    {"digest", (PyCFunction)Hash_digest, METH_NOARGS,
     "digest($self, /)\n--\n\n"
     "digest() -> bytes: the digest of everything absorbed (the computation goes on)."},
    {"copy", (PyCFunction)Hash_copy, METH_NOARGS, "copy($self, /)\n--\n\ncopy() -> HashContext: an independent fork of the computation."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Hash_getset[] = {
    {"name", (getter)Hash_name, NULL, "algorithm name", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject HashType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "lwcrypt._lwcrypt.HashContext",
    .tp_basicsize = sizeof(HashObject),
    .tp_dealloc = (destructor)Hash_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "HashContext(name)\n--\n\nHashContext(name): an incremental hash (update, digest, copy); calls on one object are serialised.",
    .tp_methods = Hash_methods,
    .tp_getset = Hash_getset,
    .tp_init = (initproc)Hash_init,
    .tp_new = PyType_GenericNew,
};

/* ---- extendable output ---------------------------------------------------------------------------
 * XofContext(name, customization): the row's init / absorb / squeeze over a context in C. update()
 * absorbs; digest(n) squeezes n bytes from a copy (the computation goes on, as hashlib's SHAKE);
 * read(n) squeezes the next n bytes of the output itself (after the first read, update() raises);
 * copy() forks it. */

typedef struct {
    PyObject_HEAD
    const lwc_xof_t *xof; /* NULL until __init__ succeeded; never changes afterwards */
    uint8_t *ctx;         /* xof->ctx_bytes; wiped and freed with the object */
    PyThread_type_lock lock;
} XofObject;

static PyTypeObject XofType;

static void Xof_dealloc(XofObject *self)
{
    if (self->ctx) {
        lwc_wipe(self->ctx, self->xof->ctx_bytes);
        PyMem_Free(self->ctx);
    }
    if (self->lock)
        PyThread_free_lock(self->lock);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Make self an x object whose context is a copy of `state`, or x->init(z) when state is NULL;
 * self->xof last, so a failure leaves self uninitialised and nothing allocated. */
static int xof_setup(XofObject *self, const lwc_xof_t *x, const uint8_t *state, const uint8_t *z, size_t z_len)
{
    uint8_t *ctx = PyMem_Calloc(1, x->ctx_bytes);
    PyThread_type_lock lock = ctx ? PyThread_allocate_lock() : NULL;
    if (lock == NULL) {
        PyMem_Free(ctx);
        PyErr_NoMemory();
        return -1;
    }
    int rc = LWC_OK;
    if (state != NULL)
        memcpy(ctx, state, x->ctx_bytes);
    else
        rc = x->init(ctx, z, z_len);
    if (rc != LWC_OK) {
        lwc_wipe(ctx, x->ctx_bytes);
        PyMem_Free(ctx);
        PyThread_free_lock(lock);
        if (rc == LWC_ERR_LENGTH)
            PyErr_Format(PyExc_ValueError, "%s: customization must be at most %d bytes, not %zu", x->name,
                         (int)x->customization_max, z_len);
        else
            raise_lwc(rc, x->name);
        return -1;
    }
    self->ctx = ctx;
    self->lock = lock;
    self->xof = x;
    return 0;
}

static int Xof_init(XofObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"name", "customization", NULL};
    const char *name;
    PyObject *z_obj = Py_None;
    if (self->xof != NULL) {
        PyErr_Format(PyExc_TypeError, "%s: an XOF object is initialised once (use copy() to fork it)", self->xof->name);
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "s|O:XofContext", kwlist, &name, &z_obj))
        return -1;
    const lwc_xof_t *x = lwc_xof_find(name);
    if (x == NULL) {
        PyErr_Format(UnknownAlgorithmError, "unknown XOF '%s'", name);
        return -1;
    }
    Py_buffer z = {0};
    if (get_bytes(z_obj, &z, x->name, "customization", 1) < 0)
        return -1;
    int rc = xof_setup(self, x, NULL, z.buf, (size_t)z.len);
    PyBuffer_Release(&z);
    return rc;
}

static int xof_ready(XofObject *self)
{
    if (self->xof == NULL) {
        PyErr_SetString(Error, "XOF object not initialised");
        return -1;
    }
    return 0;
}

static PyObject *Xof_update(XofObject *self, PyObject *args)
{
    PyObject *data_obj;
    Py_buffer data = {0};
    if (xof_ready(self) < 0 || !PyArg_ParseTuple(args, "O:update", &data_obj))
        return NULL;
    if (get_bytes(data_obj, &data, self->xof->name, "data", 0) < 0)
        return NULL;
    int rc;
    lock_object(self->lock);
    Py_BEGIN_ALLOW_THREADS
    rc = self->xof->absorb(self->ctx, data.buf, (size_t)data.len);
    Py_END_ALLOW_THREADS
    PyThread_release_lock(self->lock);
    PyBuffer_Release(&data);
    if (rc == LWC_ERR_STATE) {
        PyErr_Format(Error, "%s: update() after read(): the output has started", self->xof->name);
        return NULL;
    }
    if (rc != LWC_OK)
        return raise_lwc(rc, self->xof->name);
    Py_RETURN_NONE;
}

/* n bytes of output: from a copy of the context (fork) or from the context itself. */
static PyObject *xof_squeeze(XofObject *self, PyObject *args, int fork, const char *fmt)
{
    Py_ssize_t n;
    if (xof_ready(self) < 0 || !PyArg_ParseTuple(args, fmt, &n))
        return NULL;
    if (n < 0) {
        PyErr_Format(PyExc_ValueError, "%s: length must not be negative", self->xof->name);
        return NULL;
    }
    const lwc_xof_t *x = self->xof;
    uint8_t *copy = fork ? PyMem_Malloc(x->ctx_bytes) : NULL;
    PyObject *out = (!fork || copy) ? PyBytes_FromStringAndSize(NULL, n) : PyErr_NoMemory();
    if (out != NULL) {
        int rc;
        uint8_t *dst = (uint8_t *)PyBytes_AS_STRING(out);
        lock_object(self->lock);
        if (fork) {
            memcpy(copy, self->ctx, x->ctx_bytes);
            PyThread_release_lock(self->lock);
            Py_BEGIN_ALLOW_THREADS
            rc = x->squeeze(copy, dst, (size_t)n);
            Py_END_ALLOW_THREADS
        } else {
            Py_BEGIN_ALLOW_THREADS
            rc = x->squeeze(self->ctx, dst, (size_t)n);
            Py_END_ALLOW_THREADS
            PyThread_release_lock(self->lock);
        }
        if (rc != LWC_OK) {
            Py_CLEAR(out);
            raise_lwc(rc, x->name);
        }
    }
    if (copy) {
        lwc_wipe(copy, x->ctx_bytes);
        PyMem_Free(copy);
    }
    return out;
}

static PyObject *Xof_digest(XofObject *self, PyObject *args) { return xof_squeeze(self, args, 1, "n:digest"); }
static PyObject *Xof_read(XofObject *self, PyObject *args) { return xof_squeeze(self, args, 0, "n:read"); }

static PyObject *Xof_copy(XofObject *self, PyObject *noargs)
{
    (void)noargs;
    if (xof_ready(self) < 0)
        return NULL;
    XofObject *other = (XofObject *)XofType.tp_alloc(&XofType, 0);
    uint8_t *state = PyMem_Malloc(self->xof->ctx_bytes);
    int rc = -1;
    if (other != NULL && state != NULL) {
        lock_object(self->lock);
        memcpy(state, self->ctx, self->xof->ctx_bytes);
        PyThread_release_lock(self->lock);
        rc = xof_setup(other, self->xof, state, NULL, 0);
        lwc_wipe(state, self->xof->ctx_bytes);
    } else if (other != NULL) {
        PyErr_NoMemory();
    }
    PyMem_Free(state);
    if (rc < 0) {
        Py_XDECREF(other);
        return NULL;
    }
    return (PyObject *)other;
}

static PyObject *Xof_name(XofObject *self, void *closure)
{
    (void)closure;
    if (self->xof == NULL)
        Py_RETURN_NONE;
    return PyUnicode_FromString(self->xof->name);
}

static PyMethodDef Xof_methods[] = {
    {"update", (PyCFunction)Xof_update, METH_VARARGS, "update($self, data, /)\n--\n\nupdate(data): absorb more message bytes."},
    {"digest", (PyCFunction)Xof_digest, METH_VARARGS,
     "digest($self, length, /)\n--\n\n"
     "digest(length) -> bytes: the first length bytes of the output of everything absorbed (the computation goes on)."},
    {"read", (PyCFunction)Xof_read, METH_VARARGS,
     "read($self, length, /)\n--\n\nread(length) -> bytes: the next length bytes of the output (absorbing ends)."},
    {"copy", (PyCFunction)Xof_copy, METH_NOARGS, "copy($self, /)\n--\n\ncopy() -> XofContext: an independent fork."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Xof_getset[] = {
    {"name", (getter)Xof_name, NULL, "algorithm name", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject XofType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "lwcrypt._lwcrypt.XofContext",
    .tp_basicsize = sizeof(XofObject),
    .tp_dealloc = (destructor)Xof_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "XofContext(name, customization=None)\n--\n\n"
              "XofContext(name, customization): an extendable-output function (update, digest, read, copy); calls on one "
              "object are serialised.",
    .tp_methods = Xof_methods,
    .tp_getset = Xof_getset,
    .tp_init = (initproc)Xof_init,
    .tp_new = PyType_GenericNew,
};

/* ---- STREAM (lwc/stream.h) -----------------------------------------------------------------------
 * StreamContext(name, key, prefix, seal): chunk(data, associated_data, last) seals (ciphertext ||
 * tag) or opens (plaintext; InvalidTag kills the stream) the next chunk; end() checks that the final
 * chunk went through and wipes the context (which holds a copy of the key; also wiped with the
 * object). The AEAD, key and prefix are fixed at construction. */

typedef struct {
    PyObject_HEAD
    const lwc_aead_t *aead; /* NULL until __init__ succeeded; never changes afterwards */
    lwc_stream_ctx st;
    int seal;
    PyThread_type_lock lock;
} StreamObject;

static void Stream_dealloc(StreamObject *self)
{
    lwc_stream_end(&self->st); /* wipes */
    if (self->lock)
        PyThread_free_lock(self->lock);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Stream_init(StreamObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"name", "key", "prefix", "seal", NULL};
    const char *name;
    PyObject *key_obj, *prefix_obj;
    Py_buffer views[2] = {{0}, {0}};
    int seal, ret = -1;
    if (self->aead != NULL) {
        PyErr_Format(PyExc_TypeError, "%s: a stream's key and prefix are fixed when it is created", self->aead->name);
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "sOOp:StreamContext", kwlist, &name, &key_obj, &prefix_obj, &seal))
        return -1;
    const lwc_aead_t *a = lwc_aead_find(name);
    if (a == NULL) {
        PyErr_Format(UnknownAlgorithmError, "unknown AEAD '%s'", name);
        return -1;
    }
    if (get_bytes(key_obj, &views[0], name, "key", 0) < 0 || check_size(name, "key", &views[0], a->key_bytes) < 0 ||
        get_bytes(prefix_obj, &views[1], name, "stream prefix", 0) < 0 ||
        check_size(name, "stream prefix", &views[1], LWC_STREAM_PREFIX_BYTES(a->nonce_bytes)) < 0)
        goto done;
    if (self->lock == NULL && (self->lock = PyThread_allocate_lock()) == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    int rc = (seal ? lwc_stream_seal_init : lwc_stream_open_init)(&self->st, a, views[0].buf, views[1].buf);
    if (rc != LWC_OK) {
        raise_lwc(rc, name);
        goto done;
    }
    self->seal = seal;
    self->aead = a; /* last: usable from here on */
    ret = 0;
done:
    release_all(views, 2);
    return ret;
}

static int stream_ready(StreamObject *self)
{
    if (self->aead == NULL) {
        PyErr_SetString(Error, "stream object not initialised");
        return -1;
    }
    return 0;
}

static PyObject *Stream_chunk(StreamObject *self, PyObject *args)
{
    PyObject *data_obj, *ad_obj;
    Py_buffer views[2] = {{0}, {0}};
    int last;
    PyObject *out = NULL;
    if (stream_ready(self) < 0 || !PyArg_ParseTuple(args, "OOp:chunk", &data_obj, &ad_obj, &last))
        return NULL;
    const lwc_aead_t *a = self->aead;
    if (get_bytes(data_obj, &views[0], a->name, "data", 0) < 0 ||
        get_bytes(ad_obj, &views[1], a->name, "associated_data", 1) < 0)
        goto done;
    size_t n = (size_t)views[0].len, t = a->tag_bytes;
    if (!self->seal && n < t) {
        PyErr_Format(PyExc_ValueError, "%s: sealed chunk shorter than the %zu-byte tag", a->name, t);
        goto done;
    }
    size_t text = self->seal ? n : n - t;
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(self->seal ? n + t : text));
    if (out == NULL)
        goto done;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    const uint8_t *in = views[0].buf, *ad = views[1].buf;
    size_t ad_len = (size_t)views[1].len;
    int rc, final_only = 0;
    lock_object(self->lock);
    uint32_t index = lwc_stream_index(&self->st);
    Py_BEGIN_ALLOW_THREADS
    if (self->seal) {
        rc = lwc_stream_seal(&self->st, o, o + n, ad, ad_len, in, n, last);
    } else if (last) {
        rc = lwc_stream_open(&self->st, o, in + text, ad, ad_len, in, text, 1);
    } else {
        /* A chunk opened as non-final that fails is tried once more as the final chunk, on a copy of
         * the context taken before the failure wiped it: when it verifies so, the caller did not mark
         * the final chunk (or data follows the stream's end), which the error then says instead of
         * "modified". That plaintext is wiped, never released; the stream is dead either way. */
        lwc_stream_ctx probe = self->st;
        rc = lwc_stream_open(&self->st, o, in + text, ad, ad_len, in, text, 0);
        if (rc == LWC_ERR_AUTH && lwc_stream_open(&probe, o, in + text, ad, ad_len, in, text, 1) == LWC_OK) {
            final_only = 1;
            lwc_wipe(o, text);
        }
        lwc_wipe(&probe, sizeof probe);
    }
    Py_END_ALLOW_THREADS
    PyThread_release_lock(self->lock);
    if (rc != LWC_OK) {
        Py_CLEAR(out); /* an opened chunk that failed was wiped by the library */
        if (final_only)
            PyErr_Format(InvalidTag, "%s: stream chunk %lu verifies only as the final chunk: the final chunk was "
                         "not marked final (last=True), or data follows the stream's end; the stream stops here, "
                         "nothing of this chunk released", a->name, (unsigned long)index);
        else if (rc == LWC_ERR_AUTH)
            PyErr_Format(InvalidTag, "%s: stream chunk does not verify (modified, reordered, dropped, cut or "
                         "appended); the stream stops here, nothing of this chunk released", a->name);
        else if (rc == LWC_ERR_STATE)
            PyErr_Format(Error, "%s: the stream is past its final chunk, ended, or dead after a failed chunk",
                         a->name);
        else
            raise_lwc(rc, a->name);
    }
done:
    release_all(views, 2);
    return out;
}

static PyObject *Stream_end(StreamObject *self, PyObject *noargs)
{
    (void)noargs;
    if (stream_ready(self) < 0)
        return NULL;
    lock_object(self->lock);
    int rc = lwc_stream_end(&self->st);
    PyThread_release_lock(self->lock);
    if (rc == LWC_ERR_AUTH) {
        PyErr_Format(InvalidTag, "%s: the stream stopped before its final chunk verified (truncated or forged)",
                     self->aead->name);
        return NULL;
    }
    if (rc != LWC_OK) {
        PyErr_Format(Error, "%s: the stream has no final chunk yet, or was ended already", self->aead->name);
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *Stream_index(StreamObject *self, void *closure)
{
    (void)closure;
    return PyLong_FromUnsignedLong((unsigned long)lwc_stream_index(&self->st));
}

static PyMethodDef Stream_methods[] = {
    {"chunk", (PyCFunction)Stream_chunk, METH_VARARGS,
     "chunk($self, data, associated_data, last, /)\n--\n\n"
     "chunk(data, associated_data, last) -> bytes: seal (ciphertext || tag) or open (plaintext) the next chunk."},
    {"end", (PyCFunction)Stream_end, METH_NOARGS,
     "end($self, /)\n--\n\n"
     "end(): wipe the context; InvalidTag when an opened stream had no final chunk, Error when a sealed one had none."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Stream_getset[] = {
    {"index", (getter)Stream_index, NULL, "index of the next chunk", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject StreamType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "lwcrypt._lwcrypt.StreamContext",
    .tp_basicsize = sizeof(StreamObject),
    .tp_dealloc = (destructor)Stream_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "StreamContext(name, key, prefix, seal)\n--\n\nStreamContext(name, key, prefix, seal): one STREAM stream (lwc/stream.h); calls are serialised.",
    .tp_methods = Stream_methods,
    .tp_getset = Stream_getset,
    .tp_init = (initproc)Stream_init,
    .tp_new = PyType_GenericNew,
};

/* ---- masked implementations: the random source and the masked TinyJAMBU (lwc/masked.h) ------------
 * The random source is one for the process (lwc_set_random): the operating system's (getrandom(2),
 * what os.urandom reads, on Linux; os.urandom itself elsewhere), a Python callable(n) -> n bytes, or
 * none (masked calls then raise Error: "no random source"). A Python callable runs with the GIL taken
 * back for the call; an exception in it fails the masked call (printed as unraisable). */

static PyObject *random_source; /* the Python callable of python_random, or NULL */

static int python_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    int rc = -1;
    PyGILState_STATE g = PyGILState_Ensure();
    PyObject *fn = random_source;
    Py_XINCREF(fn);
    PyObject *r = fn ? PyObject_CallFunction(fn, "n", (Py_ssize_t)len) : NULL;
    if (r != NULL) {
        Py_buffer b;
        if (PyObject_GetBuffer(r, &b, PyBUF_SIMPLE) == 0) {
            if ((size_t)b.len == len) {
                memcpy(out, b.buf, len);
                rc = 0;
            } else
                PyErr_Format(PyExc_ValueError, "lwcrypt random source: asked for %zu bytes, got %zd", len, b.len);
            PyBuffer_Release(&b);
        }
        Py_DECREF(r);
    }
    if (rc != 0 && PyErr_Occurred())
        PyErr_WriteUnraisable(fn ? fn : Py_None);
    Py_XDECREF(fn);
    PyGILState_Release(g);
    return rc;
}

#if defined(__linux__)
static int os_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    while (len > 0) {
        ssize_t n = getrandom(out, len, 0);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        out += n;
        len -= (size_t)n;
    }
    return 0;
}
#endif

/* Register the operating system's source (the default, at import). */
static int use_os_random(void)
{
#if defined(__linux__)
    lwc_set_random(os_random, NULL);
#else
    PyObject *os = PyImport_ImportModule("os");
    PyObject *urandom = os ? PyObject_GetAttrString(os, "urandom") : NULL;
    Py_XDECREF(os);
    if (urandom == NULL)
        return -1;
    Py_XSETREF(random_source, urandom);
    lwc_set_random(python_random, NULL);
#endif
    return 0;
}

PyDoc_STRVAR(set_random_doc, "set_random(source, /)\n--\n\n"
                             "set_random(source): the random source of the masked code: \"os\" (the operating system's, "
                             "the default), a callable(n) -> n bytes, or None (none: masked calls fail).");
static PyObject *py_set_random(PyObject *self, PyObject *source)
{
    (void)self;
    if (source == Py_None) {
        lwc_set_random(NULL, NULL);
        Py_CLEAR(random_source);
    } else if (PyUnicode_Check(source) && PyUnicode_CompareWithASCIIString(source, "os") == 0) {
        if (use_os_random() < 0)
            return NULL;
    } else if (PyCallable_Check(source)) {
        Py_INCREF(source);
        Py_XSETREF(random_source, source);
        lwc_set_random(python_random, NULL);
    } else {
        PyErr_SetString(PyExc_TypeError, "set_random: source must be \"os\", a callable(n) -> bytes, or None");
        return NULL;
    }
    Py_RETURN_NONE;
}

PyDoc_STRVAR(protected_doc, "protected(name, /)\n--\n\n"
                            "protected(name) -> bool: True when this build runs the AEAD row on its masked code "
                            "(a protected build, docs/protected.md).");
static PyObject *py_protected(PyObject *self, PyObject *arg)
{
    (void)self;
    const char *name = PyUnicode_Check(arg) ? PyUnicode_AsUTF8(arg) : NULL;
    if (name == NULL) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "protected: name must be a str");
        return NULL;
    }
    return PyBool_FromLong(lwc_aead_protected(name));
}

PyDoc_STRVAR(aead_random_bytes_doc, "aead_random_bytes(name, ad_len, m_len, /)\n--\n\n"
                                    "aead_random_bytes(name, ad_len, m_len) -> int: the random bytes one call of a "
                                    "protected row asks for (0 for an unprotected row).");
static PyObject *py_aead_random_bytes(PyObject *self, PyObject *args)
{
    (void)self;
    const char *name;
    Py_ssize_t ad_len, m_len;
    if (!PyArg_ParseTuple(args, "snn:aead_random_bytes", &name, &ad_len, &m_len))
        return NULL;
    if (ad_len < 0 || m_len < 0) {
        PyErr_SetString(PyExc_ValueError, "aead_random_bytes: lengths must not be negative");
        return NULL;
    }
    return PyLong_FromSize_t(lwc_aead_random_bytes(name, (size_t)ad_len, (size_t)m_len));
}

typedef struct {
    PyObject_HEAD
    lwc_tinyjambu_masked_key key; /* key_words 0 until __init__ succeeded */
    PyThread_type_lock lock;      /* every call re-masks the shares: one call at a time */
} MaskedObject;

static void Masked_dealloc(MaskedObject *self)
{
    lwc_wipe(&self->key, sizeof self->key);
    if (self->lock)
        PyThread_free_lock(self->lock);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Masked_init(MaskedObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"key", NULL};
    const char *who = "MaskedTinyJambu";
    PyObject *key_obj;
    Py_buffer key = {0};
    if (self->lock != NULL) {
        PyErr_Format(PyExc_TypeError, "%s: the key is fixed when the object is created", who);
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:__init__", kwlist, &key_obj))
        return -1;
    if (get_bytes(key_obj, &key, who, "key", 0) < 0)
        return -1;
    int ret = -1;
    if (key.len != 16 && key.len != 24 && key.len != 32) {
        PyErr_Format(PyExc_ValueError, "%s: key must be 16, 24 or 32 bytes (TinyJAMBU-128, -192, -256), got %zd",
                     who, key.len);
        goto done;
    }
    PyThread_type_lock lock = PyThread_allocate_lock();
    if (lock == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    int rc = lwc_tinyjambu_masked_key_init(&self->key, key.buf, (size_t)key.len);
    if (rc != LWC_OK) {
        PyThread_free_lock(lock);
        raise_lwc(rc, who);
        goto done;
    }
    self->lock = lock; /* last: the object is usable from here on */
    ret = 0;
done:
    PyBuffer_Release(&key);
    return ret;
}

static PyObject *Masked_crypt(MaskedObject *self, PyObject *args, PyObject *kwds, int decrypt)
{
    static char *kwlist[] = {"nonce", "data", "associated_data", NULL};
    const char *who = decrypt ? "MaskedTinyJambu.decrypt" : "MaskedTinyJambu.encrypt";
    PyObject *nonce_obj, *data_obj, *ad_obj = Py_None, *out = NULL;
    Py_buffer v[N_ARGS] = {{0}};
    if (self->lock == NULL) {
        PyErr_Format(Error, "%s: object not initialised (no key)", who);
        return NULL;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO|O", kwlist, &nonce_obj, &data_obj, &ad_obj))
        return NULL;
    if (get_bytes(nonce_obj, &v[ARG_NONCE], who, "nonce", 0) < 0 || check_size(who, "nonce", &v[ARG_NONCE], 12) < 0 ||
        get_bytes(data_obj, &v[ARG_DATA], who, "data", 0) < 0 || get_bytes(ad_obj, &v[ARG_AD], who, "associated_data", 1) < 0)
        goto done;
    const uint8_t *nonce = v[ARG_NONCE].buf, *ad = v[ARG_AD].buf, *in = v[ARG_DATA].buf;
    const size_t ad_len = (size_t)v[ARG_AD].len;
    size_t len = (size_t)v[ARG_DATA].len;
    if (decrypt && len < 8) {
        PyErr_Format(PyExc_ValueError, "%s: data must hold at least the 8-byte tag, got %zu bytes", who, len);
        goto done;
    }
    if (decrypt)
        len -= 8;
    else if (len > (size_t)PY_SSIZE_T_MAX - 8) {
        PyErr_Format(PyExc_OverflowError, "%s: data too long", who);
        goto done;
    }
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(decrypt ? len : len + 8));
    if (out == NULL)
        goto done;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    int rc;
    lock_object(self->lock);
    Py_BEGIN_ALLOW_THREADS
    rc = decrypt ? lwc_tinyjambu_masked_decrypt(&self->key, o, in + len, nonce, ad, ad_len, in, len)
                 : lwc_tinyjambu_masked_encrypt(&self->key, o, o + len, nonce, ad, ad_len, in, len);
    Py_END_ALLOW_THREADS
    PyThread_release_lock(self->lock);
    if (rc != LWC_OK) {
        lwc_wipe(o, decrypt ? len : len + 8);
        Py_CLEAR(out);
        raise_lwc(rc, who);
    }
done:
    release_all(v, N_ARGS);
    return out;
}

static PyObject *Masked_encrypt(MaskedObject *self, PyObject *args, PyObject *kwds)
{
    return Masked_crypt(self, args, kwds, 0);
}

static PyObject *Masked_decrypt(MaskedObject *self, PyObject *args, PyObject *kwds)
{
    return Masked_crypt(self, args, kwds, 1);
}

static PyObject *Masked_random_bytes(MaskedObject *self, PyObject *args)
{
    Py_ssize_t ad_len, m_len;
    if (!PyArg_ParseTuple(args, "nn:random_bytes", &ad_len, &m_len))
        return NULL;
    if (self->lock == NULL || ad_len < 0 || m_len < 0) {
        PyErr_SetString(self->lock == NULL ? Error : PyExc_ValueError,
                        "MaskedTinyJambu.random_bytes: no key, or a negative length");
        return NULL;
    }
    return PyLong_FromSize_t(
        lwc_tinyjambu_masked_random_bytes(4u * self->key.key_words, (size_t)ad_len, (size_t)m_len));
}

static PyObject *Masked_key_size(MaskedObject *self, void *closure)
{
    (void)closure;
    return PyLong_FromLong(4L * self->key.key_words);
}

static PyMethodDef Masked_methods[] = {
    {"encrypt", (PyCFunction)(void (*)(void))Masked_encrypt, METH_VARARGS | METH_KEYWORDS,
     "encrypt($self, nonce, data, associated_data=None)\n--\n\n"
     "encrypt(nonce, data, associated_data=None) -> ciphertext || 8-byte tag (TinyJambu128's output)."},
    {"decrypt", (PyCFunction)(void (*)(void))Masked_decrypt, METH_VARARGS | METH_KEYWORDS,
     "decrypt($self, nonce, data, associated_data=None)\n--\n\n"
     "decrypt(nonce, data, associated_data=None) -> plaintext; InvalidTag on a mismatch."},
    {"random_bytes", (PyCFunction)Masked_random_bytes, METH_VARARGS,
     "random_bytes($self, ad_len, m_len, /)\n--\n\n"
     "random_bytes(ad_len, m_len) -> int: the random bytes one call asks for."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Masked_getset[] = {
    {"key_size", (getter)Masked_key_size, NULL, "key size in bytes (16, 24, 32)", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject MaskedType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "lwcrypt.MaskedTinyJambu",
    .tp_basicsize = sizeof(MaskedObject),
    .tp_dealloc = (destructor)Masked_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "MaskedTinyJambu(key)\n--\n\nMaskedTinyJambu(key): TinyJAMBU-128/192/256 (16, 24 or 32-byte key) "
              "masked at first order (lwc/masked.h): the key held in two shares, re-masked by every call, "
              "randomness from set_random's source. Calls are serialised.",
    .tp_methods = Masked_methods,
    .tp_getset = Masked_getset,
    .tp_init = (initproc)Masked_init,
    .tp_new = PyType_GenericNew,
};

/* ---- module ------------------------------------------------------------------------------- */

static PyMethodDef module_methods[] = {
    {"table", py_table, METH_NOARGS, table_doc},
    {"hash", py_hash, METH_VARARGS, hash_doc},
    {"set_random", py_set_random, METH_O, set_random_doc},
    {"protected", py_protected, METH_O, protected_doc},
    {"aead_random_bytes", py_aead_random_bytes, METH_VARARGS, aead_random_bytes_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "lwcrypt._lwcrypt", "Binding of the lwcrypt C library (use the lwcrypt package).", -1,
    module_methods, NULL, NULL, NULL, NULL,
};

/* PyModule_AddObject that leaves the caller's reference alone (PyModule_AddObjectRef is 3.10+). */
static int add_object(PyObject *m, const char *name, PyObject *obj)
{
    Py_INCREF(obj);
    if (PyModule_AddObject(m, name, obj) < 0) {
        Py_DECREF(obj);
        return -1;
    }
    return 0;
}

PyMODINIT_FUNC PyInit__lwcrypt(void)
{
    if (PyType_Ready(&AeadKeyType) < 0 || PyType_Ready(&CipherType) < 0 || PyType_Ready(&HashType) < 0 ||
        PyType_Ready(&XofType) < 0 || PyType_Ready(&StreamType) < 0 || PyType_Ready(&MaskedType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (m == NULL)
        return NULL;
    Error = PyErr_NewExceptionWithDoc("lwcrypt.Error", "Base class of the lwcrypt exceptions.", NULL, NULL);
    InvalidTag = Error ? PyErr_NewExceptionWithDoc(
                             "lwcrypt.InvalidTag",
                             "AEAD decryption failed: the tag does not match (wrong key, nonce or associated data, "
                             "or modified data). No plaintext is released.",
                             Error, NULL)
                       : NULL;
    PyObject *bases = Error ? PyTuple_Pack(2, Error, PyExc_ValueError) : NULL;
    UnknownAlgorithmError = bases ? PyErr_NewExceptionWithDoc("lwcrypt.UnknownAlgorithmError",
                                                              "No algorithm of that kind has this name.", bases, NULL)
                                  : NULL;
    Py_XDECREF(bases);
    if (!Error || !InvalidTag || !UnknownAlgorithmError || add_object(m, "Error", Error) < 0 ||
        add_object(m, "InvalidTag", InvalidTag) < 0 ||
        add_object(m, "UnknownAlgorithmError", UnknownAlgorithmError) < 0 ||
        add_object(m, "AeadKey", (PyObject *)&AeadKeyType) < 0 ||
        add_object(m, "CipherContext", (PyObject *)&CipherType) < 0 ||
        add_object(m, "HashContext", (PyObject *)&HashType) < 0 ||
        add_object(m, "XofContext", (PyObject *)&XofType) < 0 ||
        add_object(m, "StreamContext", (PyObject *)&StreamType) < 0 ||
        add_object(m, "MaskedTinyJambu", (PyObject *)&MaskedType) < 0 || use_os_random() < 0 ||
        PyModule_AddStringConstant(m, "C_VERSION", lwc_version()) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
