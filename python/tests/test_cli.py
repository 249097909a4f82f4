"""The lwcrypt command (console script installed by pip)."""
from __future__ import annotations

import os
import subprocess

import pytest

import lwcrypt

KEY, NONCE = "000102030405060708090a0b0c0d0e0f", "101112131415161718191a1b1c1d1e1f"


def test_list(cli):
    r = cli(["list"])
    assert r.returncode == 0, r.stderr
    out = r.stdout.decode()
    for name in lwcrypt.algorithms():
        assert name in out
    r = cli(["list", "--kind", "hash"])
    assert "romulus-h" in r.stdout.decode() and "tinyjambu" not in r.stdout.decode()


def test_encrypt_decrypt_stdin_stdout(cli):
    msg = bytes(range(256)) * 3
    r = cli(["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--ad-hex", "a0a1"], input=msg)
    assert r.returncode == 0, r.stderr
    want = lwcrypt.RomulusN(bytes.fromhex(KEY)).encrypt(bytes.fromhex(NONCE), msg, b"\xa0\xa1")
    assert r.stdout == want
    r2 = cli(["decrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--ad-hex", "a0a1"], input=r.stdout)
    assert r2.returncode == 0 and r2.stdout == msg


def test_decrypt_forgery_exit_1_no_output(cli, tmp_path):
    sealed = lwcrypt.TinyJambu128(bytes(16)).encrypt(bytes(12), b"hello", None)
    forged = sealed[:-1] + bytes([sealed[-1] ^ 1])
    out = tmp_path / "plain"
    r = cli(["decrypt", "-a", "tinyjambu-128", "-k", "00" * 16, "-n", "00" * 12, "-o", str(out)], input=forged)
    assert r.returncode == 1 and r.stdout == b"" and not out.exists()
    assert b"authentication failed" in r.stderr
    r = cli(["decrypt", "-a", "tinyjambu-128", "-k", "00" * 16, "-n", "00" * 12, "--in-hex", sealed.hex(), "--hex"])
    assert r.returncode == 0 and r.stdout == b"hello".hex().encode() + b"\n"


def test_files_and_hex(cli, tmp_path):
    (tmp_path / "key").write_bytes(bytes(range(16)))
    (tmp_path / "nonce").write_bytes(bytes(16))
    (tmp_path / "ad").write_bytes(b"header")
    (tmp_path / "in").write_bytes(b"payload")
    r = cli(["encrypt", "-a", "romulus-m", "--key-file", "key", "--nonce-file", "nonce", "--ad-file", "ad",
             "-i", "in", "-o", "out"], cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    want = lwcrypt.RomulusM(bytes(range(16))).encrypt(bytes(16), b"payload", b"header")
    assert (tmp_path / "out").read_bytes() == want
    r = cli(["encrypt", "-a", "romulus-m", "-k", bytes(range(16)).hex(), "-n", "00" * 16, "--ad-hex",
             b"header".hex(), "--in-hex", b"payload".hex(), "--hex"])
    assert r.stdout.decode().strip() == want.hex()


def test_hash(cli, tmp_path):
    (tmp_path / "a").write_bytes(b"abc")
    (tmp_path / "b").write_bytes(b"")
    r = cli(["hash", "a", "b"], cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.decode() == (f"{lwcrypt.RomulusH(b'abc').hexdigest()}  a\n"
                                                       f"{lwcrypt.RomulusH(b'').hexdigest()}  b\n")
    r = cli(["hash", "a"], cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.decode() == f"{lwcrypt.RomulusH(b'abc').hexdigest()}  a\n"
    r = cli(["hash", "-a", "romulus-h"], input=b"abc")
    assert r.stdout.decode().split()[0] == lwcrypt.RomulusH(b"abc").hexdigest()
    r = cli(["hash", "--in-hex", "616263"])
    assert r.stdout.decode().strip() == lwcrypt.RomulusH(b"abc").hexdigest()


def test_usage_errors_exit_2(cli):
    cases = [
        ["encrypt", "-a", "romulus-n", "-k", KEY[:-2], "-n", NONCE],          # short key
        ["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE + "00"],        # long nonce
        ["encrypt", "-a", "romulus-n", "-k", "zz", "-n", NONCE],              # not hex
        ["encrypt", "-a", "aes-gcm", "-k", KEY, "-n", NONCE],                 # unknown algorithm
        ["encrypt", "-a", "romulus-n", "-n", NONCE],                          # no key
        ["decrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--in-hex", "00"],  # shorter than the tag
        ["hash", "-a", "nope", "--in-hex", "00"],
        ["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "-i", "/nonexistent/file"],
    ]
    for args in cases:
        r = cli(args, input=b"x")
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert r.stderr.startswith(b"lwcrypt: ") and r.stdout == b"", (args, r.stderr)
    r = cli(["frobnicate"])
    assert r.returncode == 2
    r = cli(["--version"])
    assert r.returncode == 0 and lwcrypt.__version__ in r.stdout.decode()


def test_block_cipher_modes_as_aeads(cli):
    assert "lea-128-gcm" in cli(["list"]).stdout.decode()
    key, iv = bytes(range(16)), bytes(12)
    for mode in ("gcm", "ccm"):
        r = cli(["encrypt", "-a", f"lea-128-{mode}", "-k", key.hex(), "-n", iv.hex(), "--ad-hex", "0102"], input=b"msg")
        assert r.returncode == 0, r.stderr
        want = getattr(lwcrypt.cipher("lea-128", key), f"{mode}_encrypt")(iv, b"msg", b"\x01\x02")
        assert r.stdout == want
        r = cli(["decrypt", "-a", f"lea-128-{mode}", "-k", key.hex(), "-n", iv.hex()], input=want)
        assert r.returncode == 1 and r.stdout == b""   # wrong AD: forged
    r = cli(["encrypt", "-a", "present-80-gcm", "-k", "00" * 10, "-n", "00" * 12], input=b"x")
    assert r.returncode == 2


# ---- I/O errors: exit 2 (1 means authentication failure) and one line, never a traceback ----------

ENCRYPT = ["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--in-hex", "00"]


def assert_io_error(r, *fragments: str) -> None:
    err = r.stderr.decode()
    assert r.returncode == 2, (r.returncode, err)
    assert err.startswith("lwcrypt: ") and err.count("\n") == 1, err  # one line
    assert "Traceback" not in err
    for f in fragments:
        assert f in err, err


def test_output_to_a_missing_directory(cli, tmp_path):
    target = tmp_path / "no-such-dir" / "out"
    r = cli(ENCRYPT + ["-o", str(target)])
    assert_io_error(r, "cannot write", str(target), "No such file or directory")
    # decryption: authentic, but the plaintext cannot be written: still an I/O error, not exit 1
    sealed = lwcrypt.RomulusN(bytes.fromhex(KEY)).encrypt(bytes.fromhex(NONCE), b"\0", None)
    r = cli(["decrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE, "--in-hex", sealed.hex(), "-o", str(target)])
    assert_io_error(r, "cannot write")


def _closed_stdout() -> None:
    os.close(1)


@pytest.mark.parametrize("args", [ENCRYPT, ["hash", "--in-hex", "00"], ["list"]], ids=["encrypt", "hash", "list"])
def test_closed_stdout(cli, args):
    r = cli(args, stderr=subprocess.PIPE, preexec_fn=_closed_stdout)
    assert_io_error(r, "cannot write standard output")


def test_stdout_to_a_pipe_nobody_reads(cli):
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        r = cli(ENCRYPT, stdout=write_end, stderr=subprocess.PIPE)
    finally:
        os.close(write_end)
    assert_io_error(r, "cannot write standard output", "Broken pipe")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_full_device(cli):
    with open("/dev/full", "wb") as full:
        r = cli(ENCRYPT, stdout=full, stderr=subprocess.PIPE)
    assert_io_error(r, "cannot write standard output", "No space left on device")
    r = cli(ENCRYPT + ["-o", "/dev/full"])
    assert_io_error(r, "cannot write /dev/full", "No space left on device")


def test_closed_stdin(cli):
    r = cli(["encrypt", "-a", "romulus-n", "-k", KEY, "-n", NONCE], stdin=subprocess.DEVNULL, input=None,
            stderr=subprocess.PIPE, stdout=subprocess.PIPE, preexec_fn=lambda: os.close(0))
    assert_io_error(r, "standard input is closed")
