"""Data larger than memory: the incremental hash object, STREAM encryptor/decryptor, the sealed-file
format and the streaming CLI, against the C one-shot hash (_lwcrypt.hash) and the model's vectors."""
from __future__ import annotations

import io
import os
import random
import subprocess

import pytest

import lwcrypt
from conftest import REPO, lwcrypt_command

VECTORS = os.path.join(REPO, "tests", "stream", "stream_vectors.txt")


def test_hash_object_matches_one_shot_for_any_split():
    rng = random.Random(1)
    for n in (0, 1, 31, 32, 33, 64, 100, 1000):
        msg = rng.randbytes(n)
        want = lwcrypt._lwcrypt.hash("romulus-h", msg)
        for _ in range(5):
            h = lwcrypt.new("romulus-h")
            pos = 0
            while pos < n:
                k = rng.randint(0, 40)
                h.update(msg[pos:pos + k])
                pos += k
            assert h.digest() == want and h.hexdigest() == want.hex()
            assert h.digest() == want  # digest() does not end the object


def test_hash_object_copy_and_types():
    h = lwcrypt.new("romulus-h", b"common prefix ")
    fork = h.copy()
    h.update(bytearray(b"one"))
    fork.update(memoryview(b"two"))
    assert h.digest() == lwcrypt._lwcrypt.hash("romulus-h", b"common prefix one")
    assert fork.digest() == lwcrypt._lwcrypt.hash("romulus-h", b"common prefix two")
    assert h.digest_size == 32 and h.name == "romulus-h"
    with pytest.raises(lwcrypt.UnknownAlgorithmError):
        lwcrypt.new("sha-1")


def test_hash_object_memory_does_not_grow():
    """The state lives in C: hashing 4 MB through update() allocates nothing that grows with it."""
    import tracemalloc
    h = lwcrypt.RomulusH()
    piece = bytes(1 << 20)
    tracemalloc.start()
    for _ in range(4):
        h.update(piece)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < (1 << 20), peak


def _vector_cases():
    cases, cur = [], None
    for line in open(VECTORS, encoding="ascii"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, value = line.partition(" = ")
        if name == "Alg":
            cur = {"alg": value, "chunks": []}
            cases.append(cur)
        elif name in ("Key", "Prefix", "Op", "Title"):
            cur[name.lower()] = value
        elif name == "Chunk":
            left, _, right = value.partition(" -> ")
            last, ad, data = left.split()
            status, out = right.split()
            b = lambda t: b"" if t == "-" else bytes.fromhex(t)  # noqa: E731
            cur["chunks"].append((last == "1", b(ad), b(data), int(status), b(out)))
        elif name == "End":
            cur["end"] = int(value)
    return cases


def test_stream_objects_follow_the_model_vectors():
    """Every sealed and tampered stream of tests/stream/stream_vectors.txt (written by the independent
    model) through StreamEncryptor / StreamDecryptor."""
    cases = _vector_cases()
    assert len(cases) > 700
    for c in cases:
        key, prefix = bytes.fromhex(c["key"]), bytes.fromhex(c["prefix"])
        cls = lwcrypt.StreamEncryptor if c["op"] == "seal" else lwcrypt.StreamDecryptor
        s = cls(c["alg"], key, prefix)
        for last, ad, data, status, out in c["chunks"]:
            if status == 0:
                got = s.seal(data, ad, last) if c["op"] == "seal" else s.open(data, ad, last)
                assert got == out, (c["alg"], c["title"])
            else:
                want = lwcrypt.InvalidTag if status == -1 else lwcrypt.Error
                with pytest.raises(want):
                    s.seal(data, ad, last) if c["op"] == "seal" else s.open(data, ad, last)
        if c["end"] == 0:
            s.end()
        else:
            with pytest.raises(lwcrypt.InvalidTag if c["end"] == -1 else lwcrypt.Error):
                s.end()


@pytest.mark.parametrize("name", lwcrypt.algorithms("aead"))
def test_sealed_file_round_trip_and_tampering(name):
    key = bytes(range(lwcrypt.info(name)["key_size"]))
    for n in (0, 1, 99, 100, 101, 1000):
        data = random.Random(n).randbytes(n)
        sealed = io.BytesIO()
        assert lwcrypt.seal_file(io.BytesIO(data), sealed, name, key, chunk_size=100) == n
        out = io.BytesIO()
        assert lwcrypt.open_file(io.BytesIO(sealed.getvalue()), out, name, key) == n and out.getvalue() == data
    raw = sealed.getvalue()
    tag = lwcrypt.info(name)["tag_size"]
    header = len(raw) - 1000 - 10 * tag
    bad = [raw[:header + 3 * (100 + tag)],                     # cut at a chunk boundary
           raw + raw[header:header + 100 + tag],               # a chunk appended
           raw[:header + 50] + bytes([raw[header + 50] ^ 1]) + raw[header + 51:]]
    for b in bad:
        with pytest.raises(lwcrypt.InvalidTag):
            lwcrypt.open_file(io.BytesIO(b), io.BytesIO(), name, key)
    with pytest.raises(ValueError):
        lwcrypt.open_file(io.BytesIO(b"LWCX" + raw[4:]), io.BytesIO(), name, key)


def test_cli_stream_round_trip_and_failed_chunk(tmp_path):
    cmd = lwcrypt_command()
    key = "00112233445566778899aabbccddeeff"
    plain = tmp_path / "plain"
    plain.write_bytes(random.Random(5).randbytes(300_001))
    sealed, back = tmp_path / "sealed", tmp_path / "back"
    subprocess.run(cmd + ["encrypt", "--stream", "-a", "romulus-n", "-k", key, "--chunk-size", "4096",
                          "-i", str(plain), "-o", str(sealed)], check=True)
    subprocess.run(cmd + ["decrypt", "--stream", "-a", "romulus-n", "-k", key, "-i", str(sealed), "-o", str(back)],
                   check=True)
    assert back.read_bytes() == plain.read_bytes()
    out = subprocess.run(cmd + ["hash", str(plain)], check=True, capture_output=True, text=True).stdout
    assert out.split()[0] == lwcrypt._lwcrypt.hash("romulus-h", plain.read_bytes()).hex()
    data = bytearray(sealed.read_bytes())
    data[len(data) // 2] ^= 0x10
    sealed.write_bytes(bytes(data))
    target = tmp_path / "must-not-exist"
    p = subprocess.run(cmd + ["decrypt", "--stream", "-a", "romulus-n", "-k", key, "-i", str(sealed), "-o", str(target)],
                       capture_output=True, text=True)
    assert p.returncode == 1 and "does not verify" in p.stderr
    assert not target.exists() and sorted(os.listdir(tmp_path)) == ["back", "plain", "sealed"]
    p = subprocess.run(cmd + ["decrypt", "--stream", "-k", key, "-n", "00", "-i", str(sealed)], capture_output=True)
    assert p.returncode == 2


def test_one_hash_object_shared_by_threads():
    """Concurrent updates on one object run one after the other (a lock in C): with identical pieces
    every order gives the same digest, that of all the pieces."""
    from concurrent.futures import ThreadPoolExecutor
    piece, per_thread, threads = bytes(range(256)) * 100, 5, 4
    h = lwcrypt.RomulusH()
    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(lambda _: [h.update(piece) for _ in range(per_thread)], range(threads)))
    assert h.digest() == lwcrypt._lwcrypt.hash("romulus-h", piece * (per_thread * threads))


def test_stream_objects_refuse_a_second_init():
    enc = lwcrypt.StreamEncryptor("tinyjambu-128", bytes(16), bytes(7))
    with pytest.raises(TypeError, match="fixed"):
        enc._ctx.__init__("tinyjambu-128", bytes(16), bytes(7), True)
    h = lwcrypt.RomulusH(b"x")
    with pytest.raises(TypeError, match="initialised once"):
        h._ctx.__init__("romulus-h")
    with pytest.raises(ValueError, match="prefix must be 7 bytes"):
        lwcrypt.StreamEncryptor("tinyjambu-128", bytes(16), bytes(11))


def test_open_file_needs_the_keys_algorithm():
    """A key belongs to one algorithm: a reader names it, and a header naming another is refused
    (a Romulus-N receiver must not accept a TinyJAMBU stream, with its 64-bit tags, under the key)."""
    key = bytes(16)
    sealed = io.BytesIO()
    lwcrypt.seal_file(io.BytesIO(b"x" * 500), sealed, "tinyjambu-128", key, chunk_size=100)
    with pytest.raises(TypeError):
        lwcrypt.open_file(io.BytesIO(sealed.getvalue()), io.BytesIO(), key)  # no algorithm
    out = io.BytesIO()
    with pytest.raises(lwcrypt.InvalidTag, match="'tinyjambu-128'.*'romulus-n'"):
        lwcrypt.open_file(io.BytesIO(sealed.getvalue()), out, "romulus-n", key)
    assert out.getvalue() == b""
    with pytest.raises(lwcrypt.UnknownAlgorithmError):
        lwcrypt.open_file(io.BytesIO(sealed.getvalue()), out, "romulus-x", key)
    assert lwcrypt.open_file(io.BytesIO(sealed.getvalue()), out, "tinyjambu-128", key) == 500


def test_prefix_size_is_exported():
    assert "prefix_size" in lwcrypt.__all__
    assert lwcrypt.prefix_size("tinyjambu-128") == 7 and lwcrypt.prefix_size("romulus-n") == 11


@pytest.mark.parametrize("name", ["tinyjambu-128", "romulus-n"])
def test_unmarked_final_chunk_is_named_as_such(name):
    """Opening the final chunk without last=True fails (it was sealed as final); the error says so
    rather than reading like tampering, and a modified chunk still reads as one."""
    key, prefix = bytes(16), bytes(lwcrypt.prefix_size(name))
    enc = lwcrypt.StreamEncryptor(name, key, prefix)
    sealed = [enc.seal(b"first"), enc.seal(b"second", last=True)]
    dec = lwcrypt.StreamDecryptor(name, key, prefix)
    assert dec.open(sealed[0]) == b"first"
    with pytest.raises(lwcrypt.InvalidTag, match=r"chunk 1 verifies only as the final chunk.*last=True"):
        dec.open(sealed[1])
    with pytest.raises(lwcrypt.Error):  # the stream is dead all the same
        dec.open(sealed[1], last=True)
    dec = lwcrypt.StreamDecryptor(name, key, prefix)
    dec.open(sealed[0])
    forged = sealed[1][:-1] + bytes([sealed[1][-1] ^ 1])
    with pytest.raises(lwcrypt.InvalidTag, match="does not verify") as e:
        dec.open(forged)
    assert "final" not in str(e.value)
    dec = lwcrypt.StreamDecryptor(name, key, prefix)  # a non-final chunk opened as final: as before
    with pytest.raises(lwcrypt.InvalidTag, match="does not verify"):
        dec.open(sealed[0], last=True)
