"""The masked TinyJAMBU (lwcrypt.MaskedTinyJambu), the random source (lwcrypt.set_random) and the
protected profile's rows (lwcrypt.protected); docs/protected.md. Run against the default build of the
C library (no row protected) and, in a build with LWC_PROFILE=protected, against that one."""
from __future__ import annotations

import os
import threading

import pytest

import lwcrypt

CLASSES = {16: lwcrypt.TinyJambu128, 24: lwcrypt.TinyJambu192, 32: lwcrypt.TinyJambu256}
PROTECTED_BUILD = lwcrypt.protected("tinyjambu-128")
# the rows with a masked implementation (their rows files' LWC_PROTECTED_AEAD lines): name, key, nonce bytes
PROTECTED_ROWS = {"tinyjambu-128": (16, 12), "tinyjambu-192": (24, 12), "tinyjambu-256": (32, 12),
                  "romulus-t": (16, 16), "ascon-aead128": (16, 16)}


@pytest.fixture(autouse=True)
def os_source():
    """Every test starts and ends with the default source (the operating system's)."""
    lwcrypt.set_random()
    yield
    lwcrypt.set_random()


@pytest.mark.parametrize("key_len", [16, 24, 32])
def test_masked_equals_the_unmasked_row(key_len):
    key = bytes(range(key_len))
    masked, plain = lwcrypt.MaskedTinyJambu(key), CLASSES[key_len](key)
    assert masked.key_size == key_len
    for m_len in (0, 1, 4, 7, 8, 9, 33):
        for ad in (None, b"", b"abc", b"abcdefgh1"):
            nonce = os.urandom(12)
            m = os.urandom(m_len)
            sealed = masked.encrypt(nonce, m, ad)
            assert sealed == plain.encrypt(nonce, m, ad)
            assert masked.decrypt(nonce, sealed, ad) == m
            assert plain.decrypt(nonce, sealed, ad) == m
            forged = bytearray(sealed)
            forged[-1] ^= 1
            with pytest.raises(lwcrypt.InvalidTag):
                masked.decrypt(nonce, bytes(forged), ad)


def test_no_source_refuses_instead_of_running_unmasked():
    masked = lwcrypt.MaskedTinyJambu(bytes(16))
    sealed = masked.encrypt(bytes(12), b"data")
    lwcrypt.set_random(None)
    with pytest.raises(lwcrypt.Error, match="random"):
        masked.encrypt(bytes(12), b"data")
    with pytest.raises(lwcrypt.Error, match="random"):
        masked.decrypt(bytes(12), sealed)
    with pytest.raises(lwcrypt.Error, match="random"):
        lwcrypt.MaskedTinyJambu(bytes(16))
    lwcrypt.set_random(os.urandom)
    assert masked.decrypt(bytes(12), sealed) == b"data"


def test_python_source_gets_the_documented_byte_count():
    asked = []

    def source(n: int) -> bytes:
        asked.append(n)
        return os.urandom(n)

    masked = lwcrypt.MaskedTinyJambu(bytes(16))
    lwcrypt.set_random(source)
    for ad_len, m_len in ((0, 0), (3, 16), (5, 100)):
        asked.clear()
        sealed = masked.encrypt(bytes(12), bytes(m_len), bytes(ad_len))
        assert sum(asked) == masked.random_bytes(ad_len, m_len)
        assert max(asked) <= 160  # LWC_MASKED_RANDOM_MAX_REQUEST
        asked.clear()
        masked.decrypt(bytes(12), sealed, bytes(ad_len))
        assert sum(asked) == masked.random_bytes(ad_len, m_len)
    assert masked.random_bytes(0, 16) == 32  # docs/protected.md: the per-call re-masking only


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the source's own exception, printed
def test_failing_or_short_source_fails_the_call():
    masked = lwcrypt.MaskedTinyJambu(bytes(16))

    def broken(n: int) -> bytes:
        raise RuntimeError("no entropy")

    lwcrypt.set_random(broken)
    with pytest.raises(lwcrypt.Error, match="random"):
        masked.encrypt(bytes(12), b"x")
    lwcrypt.set_random(lambda n: bytes(n - 1))
    with pytest.raises(lwcrypt.Error, match="random"):
        masked.encrypt(bytes(12), b"x")
    with pytest.raises(TypeError):
        lwcrypt.set_random(42)  # type: ignore[arg-type]


def test_masked_objects_from_threads():
    masked = lwcrypt.MaskedTinyJambu(bytes(32))
    plain = lwcrypt.TinyJambu256(bytes(32))
    errors = []

    def work(i: int) -> None:
        for j in range(20):
            nonce = bytes([i, j]) + bytes(10)
            if masked.encrypt(nonce, bytes(50)) != plain.encrypt(nonce, bytes(50)):
                errors.append((i, j))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_protected_rows_say_what_runs_masked():
    unprotected = [n for n in lwcrypt.algorithms("aead") if n not in PROTECTED_ROWS]
    assert unprotected and not any(lwcrypt.protected(n) for n in unprotected)
    assert all(lwcrypt.random_bytes(n, 3, 9) == 0 for n in unprotected)
    for n in PROTECTED_ROWS:
        assert lwcrypt.protected(n) == PROTECTED_BUILD
        assert (lwcrypt.random_bytes(n, 3, 9) > 0) == PROTECTED_BUILD


@pytest.mark.skipif(not PROTECTED_BUILD, reason="a build of the C library with LWC_PROFILE=protected")
@pytest.mark.parametrize("name", sorted(PROTECTED_ROWS))
def test_protected_build_rows_need_the_source(name):
    key_len, nonce_len = PROTECTED_ROWS[name]
    key, nonce = bytes(range(key_len)), bytes(nonce_len)
    box = lwcrypt.aead(name, key)
    sealed = box.encrypt(nonce, b"data", b"ad")
    assert box.decrypt(nonce, sealed, b"ad") == b"data"
    assert box.seal_many([(nonce, b"data", b"ad")]) == [sealed]
    assert box.open_many([(nonce, sealed, b"ad"), (nonce, sealed[:-1] + bytes([sealed[-1] ^ 1]), b"ad")]) == [b"data", None]
    lwcrypt.set_random(None)
    for call in (lambda: box.encrypt(nonce, b"data"), lambda: box.decrypt(nonce, sealed, b"ad"),
                 lambda: lwcrypt.aead(name, key), lambda: box.seal_many([(nonce, b"data")])):
        with pytest.raises(lwcrypt.Error, match="random"):
            call()
    lwcrypt.set_random()
    assert box.decrypt(nonce, sealed, b"ad") == b"data"  # the object survives a refused call


@pytest.mark.skipif(not PROTECTED_BUILD, reason="a build of the C library with LWC_PROFILE=protected")
def test_protected_build_unmasked_rows_run_as_before():
    lwcrypt.set_random(None)
    assert lwcrypt.RomulusN(bytes(16)).encrypt(bytes(16), b"data")  # no masked implementation: runs as before
