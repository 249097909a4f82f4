/* lwcrypt._lwcrypt: the CPython binding of the host C library.
 *
 * Everything goes through the descriptor tables of include/lwc/lwc.h (lwc_aeads, lwc_hashes,
 * lwc_ciphers), so an algorithm added to src/common/registry.c appears here without a change.
 * This module checks every size and turns LWC_* codes into Python exceptions; the pure-Python layer
 * (lwcrypt/__init__.py) adds the documented objects on top.
 *
 * Inputs are any C-contiguous bytes-like object (bytes, bytearray, memoryview, array...). The GIL is
 * released while the C code runs (the buffers stay exported, so they cannot be resized meanwhile).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <string.h>

#include "lwc/lwc.h"
#include "lwc/stream.h"
#ifndef LWCRYPT_HAVE_MODES
#define LWCRYPT_HAVE_MODES 0
#endif
#if LWCRYPT_HAVE_MODES /* the build backend defines it to 1 when include/lwc/modes.h and src/modes/ exist */
#include "lwc/modes.h"
#endif

static PyObject *Error;               /* lwcrypt.Error: base class of our exceptions */
static PyObject *AuthenticationError; /* decryption: tag mismatch, nothing released */
static PyObject *UnknownAlgorithmError;

/* ---- helpers ------------------------------------------------------------------------------ */

/* Raise for a non-zero LWC_* code; returns NULL for `return raise_lwc(...)`. */
static PyObject *raise_lwc(int rc, const char *what)
{
    if (rc == LWC_ERR_AUTH)
        PyErr_Format(AuthenticationError, "%s: authentication failed (tag mismatch); no plaintext released", what);
    else if (rc == LWC_ERR_LENGTH || rc == LWC_ERR_NULL)
        PyErr_Format(PyExc_ValueError, "%s: %s", what, lwc_strerror(rc));
    else
        PyErr_Format(Error, "%s: %s (code %d)", what, lwc_strerror(rc), rc);
    return NULL;
}

static int check_size(const char *alg, const char *what, const Py_buffer *b, size_t want)
{
    if ((size_t)b->len != want) {
        PyErr_Format(PyExc_ValueError, "%s: %s must be %zu bytes, got %zd", alg, what, want, b->len);
        return -1;
    }
    return 0;
}

static const lwc_aead_t *find_aead(const char *name)
{
    const lwc_aead_t *a = lwc_aead_find(name);
    if (a == NULL)
        PyErr_Format(UnknownAlgorithmError, "unknown AEAD '%s'", name);
    return a;
}

static const lwc_hash_t *find_hash(const char *name)
{
    const lwc_hash_t *h = lwc_hash_find(name);
    if (h == NULL)
        PyErr_Format(UnknownAlgorithmError, "unknown hash '%s'", name);
    return h;
}

static const lwc_cipher_t *find_cipher(const char *name)
{
    const lwc_cipher_t *c = lwc_cipher_find(name);
    if (c == NULL)
        PyErr_Format(UnknownAlgorithmError, "unknown block cipher '%s'", name);
    return c;
}

/* ---- the tables --------------------------------------------------------------------------- */

PyDoc_STRVAR(table_doc, "table() -> dict\n\n"
             "The C descriptor tables: {'aead': [(name, key, nonce, tag)], 'hash': [(name, digest)],\n"
             "'cipher': [(name, key, block)]}, sizes in bytes.");

static PyObject *py_table(PyObject *self, PyObject *noargs)
{
    (void)self;
    (void)noargs;
    PyObject *aeads = PyList_New(0), *hashes = PyList_New(0), *ciphers = PyList_New(0);
    PyObject *row = NULL, *out = NULL;
    if (!aeads || !hashes || !ciphers)
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
    out = Py_BuildValue("{sOsOsO}", "aead", aeads, "hash", hashes, "cipher", ciphers);
done:
    Py_XDECREF(row);
    Py_XDECREF(aeads);
    Py_XDECREF(hashes);
    Py_XDECREF(ciphers);
    return out;
}

/* ---- AEAD --------------------------------------------------------------------------------- */

PyDoc_STRVAR(aead_encrypt_doc, "aead_encrypt(name, key, nonce, ad, plaintext) -> ciphertext || tag");

static PyObject *py_aead_encrypt(PyObject *self, PyObject *args)
{
    (void)self;
    const char *name;
    Py_buffer key = {0}, nonce = {0}, ad = {0}, m = {0};
    PyObject *out = NULL;
    if (!PyArg_ParseTuple(args, "sy*y*y*y*:aead_encrypt", &name, &key, &nonce, &ad, &m))
        return NULL;
    const lwc_aead_t *a = find_aead(name);
    if (a == NULL || check_size(name, "key", &key, a->key_bytes) < 0 ||
        check_size(name, "nonce", &nonce, a->nonce_bytes) < 0)
        goto done;
    if ((size_t)m.len > (size_t)PY_SSIZE_T_MAX - a->tag_bytes) {
        PyErr_SetString(PyExc_OverflowError, "message too long");
        goto done;
    }
    out = PyBytes_FromStringAndSize(NULL, m.len + a->tag_bytes);
    if (out == NULL)
        goto done;
    uint8_t *c = (uint8_t *)PyBytes_AS_STRING(out);
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = a->encrypt(c, c + m.len, key.buf, nonce.buf, ad.buf, (size_t)ad.len, m.buf, (size_t)m.len);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        Py_CLEAR(out);
        raise_lwc(rc, name);
    }
done:
    PyBuffer_Release(&key);
    PyBuffer_Release(&nonce);
    PyBuffer_Release(&ad);
    PyBuffer_Release(&m);
    return out;
}

PyDoc_STRVAR(aead_decrypt_doc, "aead_decrypt(name, key, nonce, ad, ciphertext_and_tag) -> plaintext\n\n"
             "Raises AuthenticationError when the tag does not match.");

static PyObject *py_aead_decrypt(PyObject *self, PyObject *args)
{
    (void)self;
    const char *name;
    Py_buffer key = {0}, nonce = {0}, ad = {0}, ct = {0};
    PyObject *out = NULL;
    if (!PyArg_ParseTuple(args, "sy*y*y*y*:aead_decrypt", &name, &key, &nonce, &ad, &ct))
        return NULL;
    const lwc_aead_t *a = find_aead(name);
    if (a == NULL || check_size(name, "key", &key, a->key_bytes) < 0 ||
        check_size(name, "nonce", &nonce, a->nonce_bytes) < 0)
        goto done;
    if ((size_t)ct.len < a->tag_bytes) {
        PyErr_Format(PyExc_ValueError, "%s: ciphertext must hold at least the %d-byte tag, got %zd bytes", name,
                     a->tag_bytes, ct.len);
        goto done;
    }
    size_t m_len = (size_t)ct.len - a->tag_bytes;
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)m_len);
    if (out == NULL)
        goto done;
    const uint8_t *c = ct.buf;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = a->decrypt((uint8_t *)PyBytes_AS_STRING(out), c + m_len, key.buf, nonce.buf, ad.buf, (size_t)ad.len, c,
                    m_len);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        lwc_wipe(PyBytes_AS_STRING(out), m_len); /* the C library wiped it already; keep it so */
        Py_CLEAR(out);
        raise_lwc(rc, name);
    }
done:
    PyBuffer_Release(&key);
    PyBuffer_Release(&nonce);
    PyBuffer_Release(&ad);
    PyBuffer_Release(&ct);
    return out;
}

/* ---- hash --------------------------------------------------------------------------------- */

PyDoc_STRVAR(hash_doc, "hash(name, data) -> digest");

static PyObject *py_hash(PyObject *self, PyObject *args)
{
    (void)self;
    const char *name;
    Py_buffer data = {0};
    PyObject *out = NULL;
    if (!PyArg_ParseTuple(args, "sy*:hash", &name, &data))
        return NULL;
    const lwc_hash_t *h = find_hash(name);
    if (h == NULL)
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
    const lwc_cipher_t *cipher;
    void *ctx; /* cipher->ctx_bytes of round keys, wiped on deallocation */
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
    Py_buffer key = {0};
    int ret = -1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "sy*:Cipher", kwlist, &name, &key))
        return -1;
    const lwc_cipher_t *c = find_cipher(name);
    if (c == NULL || check_size(name, "key", &key, c->key_bytes) < 0)
        goto done;
    if (self->ctx) { /* __init__ called again: rekey */
        lwc_wipe(self->ctx, self->cipher->ctx_bytes);
        PyMem_Free(self->ctx);
        self->ctx = NULL;
    }
    self->ctx = PyMem_Calloc(1, c->ctx_bytes);
    if (self->ctx == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    self->cipher = c;
    int rc = c->set_key(self->ctx, key.buf);
    if (rc != LWC_OK) {
        raise_lwc(rc, name);
        goto done;
    }
    ret = 0;
done:
    PyBuffer_Release(&key);
    return ret;
}

/* ECB over a whole number of blocks (one block is the common case). */
static PyObject *cipher_blocks(CipherObject *self, PyObject *args, int decrypt)
{
    Py_buffer in = {0};
    PyObject *out = NULL;
    if (self->ctx == NULL) {
        PyErr_SetString(Error, "cipher object not initialised");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "y*", &in))
        return NULL;
    size_t bs = self->cipher->block_bytes;
    if (in.len == 0 || (size_t)in.len % bs != 0) {
        PyErr_Format(PyExc_ValueError, "%s: input must be a non-empty multiple of the %zu-byte block, got %zd bytes",
                     self->cipher->name, bs, in.len);
        goto done;
    }
    out = PyBytes_FromStringAndSize(NULL, in.len);
    if (out == NULL)
        goto done;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    const uint8_t *i = in.buf;
    lwc_cipher_block_fn fn = decrypt ? self->cipher->decrypt : self->cipher->encrypt;
    Py_BEGIN_ALLOW_THREADS
    for (size_t off = 0; off < (size_t)in.len; off += bs)
        fn(self->ctx, o + off, i + off);
    Py_END_ALLOW_THREADS
done:
    PyBuffer_Release(&in);
    return out;
}

static PyObject *Cipher_encrypt(CipherObject *self, PyObject *args) { return cipher_blocks(self, args, 0); }
static PyObject *Cipher_decrypt(CipherObject *self, PyObject *args) { return cipher_blocks(self, args, 1); }

#if LWCRYPT_HAVE_MODES
/* ---- block-cipher modes (include/lwc/modes.h) --------------------------------------------- */

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
    Py_buffer iv = {0}, in = {0};
    PyObject *out = NULL;
    iv_mode_fn fn = NULL;
    if (self->ctx == NULL) {
        PyErr_SetString(Error, "cipher object not initialised");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "sy*y*:mode", &op, &iv, &in))
        return NULL;
    for (size_t i = 0; i < sizeof iv_modes / sizeof iv_modes[0]; i++)
        if (strcmp(iv_modes[i].name, op) == 0)
            fn = iv_modes[i].fn;
    if (fn == NULL) {
        PyErr_Format(PyExc_ValueError, "unknown mode operation '%s'", op);
        goto done;
    }
    if (check_size(self->cipher->name, "IV", &iv, self->cipher->block_bytes) < 0)
        goto done;
    out = PyBytes_FromStringAndSize(NULL, in.len);
    if (out == NULL)
        goto done;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = fn(self->cipher, self->ctx, iv.buf, (uint8_t *)PyBytes_AS_STRING(out), in.buf, (size_t)in.len);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        Py_CLEAR(out);
        raise_lwc(rc, self->cipher->name);
    }
done:
    PyBuffer_Release(&iv);
    PyBuffer_Release(&in);
    return out;
}

static PyObject *Cipher_cmac(CipherObject *self, PyObject *args)
{
    Py_buffer in = {0};
    PyObject *out = NULL;
    if (self->ctx == NULL) {
        PyErr_SetString(Error, "cipher object not initialised");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "y*:cmac", &in))
        return NULL;
    out = PyBytes_FromStringAndSize(NULL, self->cipher->block_bytes);
    if (out != NULL) {
        int rc;
        Py_BEGIN_ALLOW_THREADS
        rc = lwc_cmac(self->cipher, self->ctx, (uint8_t *)PyBytes_AS_STRING(out), in.buf, (size_t)in.len);
        Py_END_ALLOW_THREADS
        if (rc != LWC_OK) {
            Py_CLEAR(out);
            raise_lwc(rc, self->cipher->name);
        }
    }
    PyBuffer_Release(&in);
    return out;
}

/* aead(op, nonce, ad, data, tag_len): "ccm-encrypt"/"gcm-encrypt" return data || tag;
 * "ccm-decrypt"/"gcm-decrypt" take ciphertext || tag and raise AuthenticationError on a mismatch. */
static PyObject *Cipher_aead(CipherObject *self, PyObject *args)
{
    const char *op;
    Py_buffer nonce = {0}, ad = {0}, in = {0};
    Py_ssize_t tag_len;
    PyObject *out = NULL;
    if (self->ctx == NULL) {
        PyErr_SetString(Error, "cipher object not initialised");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "sy*y*y*n:aead", &op, &nonce, &ad, &in, &tag_len))
        return NULL;
    int gcm = strncmp(op, "gcm-", 4) == 0, ccm = strncmp(op, "ccm-", 4) == 0;
    int decrypt = (gcm || ccm) && strcmp(op + 4, "decrypt") == 0;
    if (!(gcm || ccm) || (!decrypt && strcmp(op + 4, "encrypt") != 0)) {
        PyErr_Format(PyExc_ValueError, "unknown mode operation '%s'", op);
        goto done;
    }
    if (tag_len < 0 || tag_len > 16) {
        PyErr_Format(PyExc_ValueError, "%s: tag length %zd out of range", self->cipher->name, tag_len);
        goto done;
    }
    size_t t = (size_t)tag_len, n = (size_t)in.len;
    if (decrypt) {
        if (n < t) {
            PyErr_Format(PyExc_ValueError, "%s: input shorter than the %zd-byte tag", self->cipher->name, tag_len);
            goto done;
        }
        n -= t;
    }
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(decrypt ? n : n + t));
    if (out == NULL)
        goto done;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    const uint8_t *i = in.buf;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    if (gcm && decrypt)
        rc = lwc_gcm_decrypt(self->cipher, self->ctx, nonce.buf, (size_t)nonce.len, ad.buf, (size_t)ad.len, o,
                             i + n, t, i, n);
    else if (gcm)
        rc = lwc_gcm_encrypt(self->cipher, self->ctx, nonce.buf, (size_t)nonce.len, ad.buf, (size_t)ad.len, o,
                             o + n, t, i, n);
    else if (decrypt)
        rc = lwc_ccm_decrypt(self->cipher, self->ctx, nonce.buf, (size_t)nonce.len, ad.buf, (size_t)ad.len, o,
                             i + n, t, i, n);
    else
        rc = lwc_ccm_encrypt(self->cipher, self->ctx, nonce.buf, (size_t)nonce.len, ad.buf, (size_t)ad.len, o,
                             o + n, t, i, n);
    Py_END_ALLOW_THREADS
    if (rc != LWC_OK) {
        if (decrypt)
            lwc_wipe(o, n);
        Py_CLEAR(out);
        raise_lwc(rc, self->cipher->name);
    }
done:
    PyBuffer_Release(&nonce);
    PyBuffer_Release(&ad);
    PyBuffer_Release(&in);
    return out;
}
#endif /* LWCRYPT_HAVE_MODES */

static PyObject *Cipher_name(CipherObject *self, void *closure)
{
    (void)closure;
    if (self->cipher == NULL)
        Py_RETURN_NONE;
    return PyUnicode_FromString(self->cipher->name);
}

static PyMethodDef Cipher_methods[] = {
    {"ecb_encrypt", (PyCFunction)Cipher_encrypt, METH_VARARGS,
     "ecb_encrypt(data) -> bytes: encrypt whole blocks independently (len(data) a multiple of the block)."},
    {"ecb_decrypt", (PyCFunction)Cipher_decrypt, METH_VARARGS,
     "ecb_decrypt(data) -> bytes: decrypt whole blocks independently."},
#if LWCRYPT_HAVE_MODES
    {"mode", (PyCFunction)Cipher_mode, METH_VARARGS,
     "mode(op, iv, data) -> bytes: op is cbc-encrypt, cbc-decrypt, ctr, ofb, cfb-encrypt or cfb-decrypt."},
    {"cmac", (PyCFunction)Cipher_cmac, METH_VARARGS, "cmac(data) -> tag (one block)."},
    {"aead", (PyCFunction)Cipher_aead, METH_VARARGS,
     "aead(op, nonce, ad, data, tag_len) -> bytes: op is ccm-encrypt, ccm-decrypt, gcm-encrypt or gcm-decrypt."},
#endif
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
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "CipherContext(name, key): expanded round keys of one block cipher (wiped when freed).",
    .tp_methods = Cipher_methods,
    .tp_getset = Cipher_getset,
    .tp_init = (initproc)Cipher_init,
    .tp_new = PyType_GenericNew,
};

/* ---- incremental hash: a context object ------------------------------------------------------
 * HashContext(name): the row's init / update / final over a context in Python memory. digest()
 * finishes a copy, so the object goes on (hashlib's behaviour); copy() forks it. `busy` keeps a
 * second thread out while one runs with the GIL released. */

typedef struct {
    PyObject_HEAD
    const lwc_hash_t *hash;
    uint8_t *ctx; /* hash->ctx_bytes */
    int busy;
} HashObject;

static PyTypeObject HashType;

static void Hash_dealloc(HashObject *self)
{
    if (self->ctx) {
        lwc_wipe(self->ctx, self->hash->ctx_bytes);
        PyMem_Free(self->ctx);
    }
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Hash_init(HashObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"name", NULL};
    const char *name;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "s:HashContext", kwlist, &name))
        return -1;
    const lwc_hash_t *h = find_hash(name);
    if (h == NULL)
        return -1;
    if (self->ctx == NULL || self->hash != h) {
        uint8_t *ctx = PyMem_Malloc(h->ctx_bytes);
        if (ctx == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        if (self->ctx) {
            lwc_wipe(self->ctx, self->hash->ctx_bytes);
            PyMem_Free(self->ctx);
        }
        self->ctx = ctx;
    }
    self->hash = h;
    int rc = h->init(self->ctx);
    if (rc != LWC_OK) {
        raise_lwc(rc, name);
        return -1;
    }
    return 0;
}

static int Hash_ready(HashObject *self)
{
    if (self->ctx == NULL) {
        PyErr_SetString(Error, "hash object not initialised");
        return -1;
    }
    if (self->busy) {
        PyErr_SetString(Error, "hash object in use by another thread");
        return -1;
    }
    return 0;
}

static PyObject *Hash_update(HashObject *self, PyObject *args)
{
    Py_buffer data = {0};
    if (Hash_ready(self) < 0 || !PyArg_ParseTuple(args, "y*:update", &data))
        return NULL;
    int rc;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    rc = self->hash->update(self->ctx, data.buf, (size_t)data.len);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    PyBuffer_Release(&data);
    if (rc != LWC_OK)
        return raise_lwc(rc, self->hash->name);
    Py_RETURN_NONE;
}

static PyObject *Hash_digest(HashObject *self, PyObject *noargs)
{
    (void)noargs;
    if (Hash_ready(self) < 0)
        return NULL;
    uint8_t *copy = PyMem_Malloc(self->hash->ctx_bytes);
    PyObject *out = copy ? PyBytes_FromStringAndSize(NULL, self->hash->digest_bytes) : PyErr_NoMemory();
    if (out != NULL) {
        memcpy(copy, self->ctx, self->hash->ctx_bytes);
        int rc = self->hash->final(copy, (uint8_t *)PyBytes_AS_STRING(out));
        if (rc != LWC_OK) {
            Py_CLEAR(out);
            raise_lwc(rc, self->hash->name);
        }
    }
    if (copy) {
        lwc_wipe(copy, self->hash->ctx_bytes);
        PyMem_Free(copy);
    }
    return out;
}

static PyObject *Hash_copy(HashObject *self, PyObject *noargs)
{
    (void)noargs;
    if (Hash_ready(self) < 0)
        return NULL;
    HashObject *other = PyObject_New(HashObject, &HashType);
    if (other == NULL)
        return NULL;
    other->hash = self->hash;
    other->busy = 0;
    other->ctx = PyMem_Malloc(self->hash->ctx_bytes);
    if (other->ctx == NULL) {
        Py_DECREF(other);
        return PyErr_NoMemory();
    }
    memcpy(other->ctx, self->ctx, self->hash->ctx_bytes);
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
    {"update", (PyCFunction)Hash_update, METH_VARARGS, "update(data): absorb more message bytes."},
    {"digest", (PyCFunction)Hash_digest, METH_NOARGS, "digest() -> bytes of everything absorbed (the object goes on)."},
    {"copy", (PyCFunction)Hash_copy, METH_NOARGS, "copy() -> an independent HashContext in the same state."},
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
    .tp_doc = "HashContext(name): an incremental hash (update, digest, copy).",
    .tp_methods = Hash_methods,
    .tp_getset = Hash_getset,
    .tp_init = (initproc)Hash_init,
    .tp_new = PyType_GenericNew,
};

/* ---- STREAM (lwc/stream.h): one sealing or opening stream ---------------------------------------
 * StreamContext(name, key, prefix, seal): chunk(data, ad, last) seals (ciphertext || tag) or opens
 * (plaintext; AuthenticationError kills the stream); end() checks that the final chunk went
 * through. The context (holding a copy of the key) is wiped by end() and on deallocation. */

typedef struct {
    PyObject_HEAD
    lwc_stream_ctx st;
    int seal;
    int busy;
    int live; /* initialised and not ended */
} StreamObject;

static void Stream_dealloc(StreamObject *self)
{
    lwc_stream_end(&self->st); /* wipes */
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Stream_init(StreamObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"name", "key", "prefix", "seal", NULL};
    const char *name;
    Py_buffer key = {0}, prefix = {0};
    int seal, ret = -1;
    if (self->busy) {
        PyErr_SetString(Error, "stream in use by another thread");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "sy*y*p:StreamContext", kwlist, &name, &key, &prefix, &seal))
        return -1;
    const lwc_aead_t *a = find_aead(name);
    if (a == NULL || check_size(name, "key", &key, a->key_bytes) < 0 ||
        check_size(name, "stream prefix", &prefix, LWC_STREAM_PREFIX_BYTES(a->nonce_bytes)) < 0)
        goto done;
    lwc_stream_end(&self->st);
    int rc = (seal ? lwc_stream_seal_init : lwc_stream_open_init)(&self->st, a, key.buf, prefix.buf);
    if (rc != LWC_OK) {
        raise_lwc(rc, name);
        goto done;
    }
    self->seal = seal;
    self->live = 1;
    ret = 0;
done:
    PyBuffer_Release(&key);
    PyBuffer_Release(&prefix);
    return ret;
}

static int Stream_ready(StreamObject *self)
{
    if (!self->live) {
        PyErr_SetString(Error, "stream not initialised or already ended");
        return -1;
    }
    if (self->busy) {
        PyErr_SetString(Error, "stream in use by another thread");
        return -1;
    }
    return 0;
}

static PyObject *Stream_chunk(StreamObject *self, PyObject *args)
{
    Py_buffer data = {0}, ad = {0};
    int last;
    PyObject *out = NULL;
    if (Stream_ready(self) < 0 || !PyArg_ParseTuple(args, "y*y*p:chunk", &data, &ad, &last))
        return NULL;
    const lwc_aead_t *a = self->st.aead;
    const char *name = a->name;
    size_t n = (size_t)data.len, t = a->tag_bytes;
    if (!self->seal && n < t) {
        PyErr_Format(PyExc_ValueError, "%s: sealed chunk shorter than the %zu-byte tag", name, t);
        goto done;
    }
    size_t text = self->seal ? n : n - t;
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(self->seal ? n + t : text));
    if (out == NULL)
        goto done;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    const uint8_t *in = data.buf;
    int rc;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    if (self->seal)
        rc = lwc_stream_seal(&self->st, o, o + n, ad.buf, (size_t)ad.len, in, n, last);
    else
        rc = lwc_stream_open(&self->st, o, in + text, ad.buf, (size_t)ad.len, in, text, last);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    if (rc != LWC_OK) {
        Py_CLEAR(out); /* an opened chunk that failed was wiped by the library */
        if (rc == LWC_ERR_STATE)
            PyErr_Format(Error, "%s: stream past its final chunk, or dead after a failed chunk", name);
        else
            raise_lwc(rc, name);
    }
done:
    PyBuffer_Release(&data);
    PyBuffer_Release(&ad);
    return out;
}

static PyObject *Stream_end(StreamObject *self, PyObject *noargs)
{
    (void)noargs;
    if (Stream_ready(self) < 0)
        return NULL;
    const char *name = self->st.aead->name;
    int rc = lwc_stream_end(&self->st);
    self->live = 0;
    if (rc == LWC_ERR_AUTH) {
        PyErr_Format(AuthenticationError, "%s: the stream ended before its final chunk verified (truncated or forged)",
                     name);
        return NULL;
    }
    if (rc != LWC_OK) {
        PyErr_Format(Error, "%s: the stream has no final chunk yet", name);
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
     "chunk(data, ad, last) -> bytes: seal (ciphertext || tag) or open (plaintext) the next chunk."},
    {"end", (PyCFunction)Stream_end, METH_NOARGS,
     "end(): wipe the context; raises AuthenticationError when an opened stream had no final chunk."},
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
    .tp_doc = "StreamContext(name, key, prefix, seal): one STREAM stream (lwc/stream.h), sealing or opening.",
    .tp_methods = Stream_methods,
    .tp_getset = Stream_getset,
    .tp_init = (initproc)Stream_init,
    .tp_new = PyType_GenericNew,
};

/* ---- module ------------------------------------------------------------------------------- */

static PyMethodDef module_methods[] = {
    {"table", py_table, METH_NOARGS, table_doc},
    {"aead_encrypt", py_aead_encrypt, METH_VARARGS, aead_encrypt_doc},
    {"aead_decrypt", py_aead_decrypt, METH_VARARGS, aead_decrypt_doc},
    {"hash", py_hash, METH_VARARGS, hash_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "lwcrypt._lwcrypt", "Binding of the lwcrypt C library (use the lwcrypt package).", -1,
    module_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__lwcrypt(void)
{
    if (PyType_Ready(&CipherType) < 0 || PyType_Ready(&HashType) < 0 || PyType_Ready(&StreamType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (m == NULL)
        return NULL;
    Error = PyErr_NewExceptionWithDoc("lwcrypt.Error", "Base class of the lwcrypt exceptions.", NULL, NULL);
    AuthenticationError = PyErr_NewExceptionWithDoc(
        "lwcrypt.AuthenticationError",
        "AEAD decryption failed: the tag does not match (wrong key, nonce, associated data, or a modified "
        "ciphertext). No plaintext is released.",
        Error, NULL);
    PyObject *bases = Error ? PyTuple_Pack(2, Error, PyExc_ValueError) : NULL;
    UnknownAlgorithmError = bases ? PyErr_NewExceptionWithDoc("lwcrypt.UnknownAlgorithmError",
                                                              "No algorithm of that kind has this name.", bases, NULL)
                                  : NULL;
    Py_XDECREF(bases);
    if (!Error || !AuthenticationError || !UnknownAlgorithmError ||
        PyModule_AddObjectRef(m, "Error", Error) < 0 ||
        PyModule_AddObjectRef(m, "AuthenticationError", AuthenticationError) < 0 ||
        PyModule_AddObjectRef(m, "UnknownAlgorithmError", UnknownAlgorithmError) < 0 ||
        PyModule_AddObjectRef(m, "CipherContext", (PyObject *)&CipherType) < 0 ||
        PyModule_AddObjectRef(m, "HashContext", (PyObject *)&HashType) < 0 ||
        PyModule_AddObjectRef(m, "StreamContext", (PyObject *)&StreamType) < 0 ||
        PyModule_AddStringConstant(m, "C_VERSION", LWC_VERSION) < 0 ||
        PyModule_AddIntConstant(m, "HAVE_MODES", LWCRYPT_HAVE_MODES) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
